import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import examples, { icons } from 'virtual:section-examples'
import { addIcons } from '@/engine/content/icons'
import { ThemeProvider } from '@/theme/ThemeProvider'
import '@/app/global.css'
import { loadAllIslands, loadedIsland } from '@/engine/browser/island-registry'
import { IslandComponentsContext } from '@/engine/islands/context'
import { loadSectionComponents } from '@/sections/registry'
import { Gallery } from './Gallery'

// The dev server's /__gallery (src/engine/vite/gallery-plugin.ts): the sections as the site draws
// them (same theme, styles and dark scheme), with links kept inside a memory router.
// No StrictMode: its doubled effects leave cards below the fold hidden for good (use-reveal-on-scroll
// skips, on the second run, the cards the first run marked "pending"), and the gallery is mostly below the fold.
addIcons(icons)
await Promise.all([loadSectionComponents(examples.map((example) => example.section)), loadAllIslands()])
createRoot(document.getElementById('root')!).render(
  <ThemeProvider themeStyles>
    <IslandComponentsContext value={loadedIsland}>
      <MemoryRouter>
        <Gallery />
      </MemoryRouter>
    </IslandComponentsContext>
  </ThemeProvider>,
)
