import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { theme } from './theme'
import './global.css'

/** Providers every page needs: Mantine forced into the dark scheme. */
export function App({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark" defaultColorScheme="dark">
      {children}
    </MantineProvider>
  )
}
