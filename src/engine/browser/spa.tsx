import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from '@/app/App'
import { loadPage, loadRouteTable } from '@/engine/pages/page-data'
import { SiteRoutes } from '@/app/routes'
import { IslandComponentsContext } from '@/engine/islands/context'
import { loadAllIslands, loadedIsland } from './island-registry'
import { whenIdle } from '@/components/when-idle'
import { editorEntry } from '@/engine/contract/entries.js'

const app = (
  <StrictMode>
    <IslandComponentsContext value={loadedIsland}>
      <App>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </App>
    </IslandComponentsContext>
  </StrictMode>
)

/** The prerendered page's title and meta tags, between two comments (see entry-server.tsx): React draws the next page's. */
function removePrerenderedHead() {
  const nodes = Array.from(document.head.childNodes)
  const start = nodes.findIndex((node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === 'page-head')
  const end = nodes.findIndex((node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === '/page-head')
  if (start >= 0 && end > start) nodes.slice(start, end + 1).forEach((node) => node.remove())
}

/**
 * The whole site as one React app, drawn into `container` (what was there goes). With `to`, first the page at
 * that address is loaded (its data and section code) and made the current address, so it is drawn at once,
 * with no loading state: this is how a prerendered page hands over on its first client-side navigation.
 */
export async function showApp(container: HTMLElement, to?: string) {
  // The islands' code, with what each needs before its first drawing (the footer's tooltips: see loadHints).
  await Promise.all([to && loadPage(new URL(to, window.location.href).pathname), loadAllIslands()])
  if (to) window.history.pushState(null, '', to)
  removePrerenderedHead()
  const root = createRoot(container)
  flushSync(() => root.render(app))
  // `npm start` only (the build drops this block, and the modules with it; the editing interface is not even in its graph).
  const hot = import.meta.hot
  if (hot) {
    void import('./live-edits').then(({ receiveLiveEdits }) => receiveLiveEdits(hot))
    void import('./source-picker').then(({ installSourcePicker }) => installSourcePicker())
    void (import(/* @vite-ignore */ editorEntry) as Promise<typeof import('@/editing-interface/mount')>).then(({ installEditor }) => installEditor(hot))
  }
  whenIdle(() => void loadRouteTable(), 1000)
}
