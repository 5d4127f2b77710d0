import { MantineProvider } from '@mantine/core'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { theme } from '@/theme/theme'

/** Renders `ui` as the site draws it: Mantine's components need their provider; env="test" turns off transitions and portals. */
export function renderWithMantine(ui: ReactNode): RenderResult {
  return render(
    <MantineProvider theme={theme} env="test" forceColorScheme="dark">
      {ui}
    </MantineProvider>,
  )
}
