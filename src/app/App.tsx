import { MantineProvider } from '@mantine/core'
import { useEffect, type ReactNode } from 'react'
import { theme } from './theme'
import './global.css'
import { mountNotifications } from '@/components/notifications-root'
import { whenIdle } from '@/components/when-idle'

/** Providers every page needs: Mantine forced into the dark scheme; the toast stack once the browser is idle. */
export function App({ children }: { children: ReactNode }) {
  useEffect(() => whenIdle(() => void mountNotifications()), [])
  return (
    <MantineProvider theme={theme} forceColorScheme="dark" defaultColorScheme="dark">
      {children}
    </MantineProvider>
  )
}
