import { MantineProvider } from '@mantine/core'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IslandComponentsContext } from '@/engine/islands/context'
import { islandComponent } from '@/engine/server/island-modules'
import { theme } from '@/theme/theme'

/**
 * Renders `ui` as the site draws it: Mantine's components need their provider (env="test" turns off transitions and
 * portals), and islands their components, as the server gives them.
 */
export function renderWithMantine(ui: ReactNode): RenderResult {
  return render(
    <MantineProvider theme={theme} env="test" forceColorScheme="dark">
      <IslandComponentsContext value={islandComponent}>{ui}</IslandComponentsContext>
    </MantineProvider>,
  )
}
