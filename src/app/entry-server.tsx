import { StrictMode, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AskedPathsContext, IslandProviders, IslandRendererContext, type IslandRenderer } from '@/islands/context'
import type { Section } from '@/generated/site'
import { islands, type IslandName } from '@/islands/registry'
import { typesIn } from '@/sections/registry'
import { App } from './App'
import { loadPage, routeFor } from './page-data'
import { normalizePath } from './normalize-path'
import { SiteRoutes } from './routes'

export interface RenderedPage {
  /** Tags React hoisted for <head>: title, meta, canonical link. */
  head: string
  /** The page's HTML, for inside #root. */
  html: string
  /** The page's islands, each with its modules (the runtime loads them after the first paint). */
  islands: { name: IslandName; files: string[] }[]
}

// The theme's <style> tags (its CSS variables and global classes) open every page and are the same on all of
// them: drawn once, then put in front of each page, instead of computed again for each (~10% of a page's time).
let themeStyles: string | undefined
const themeStylesOnce = () => (themeStyles ??= renderToString(<App>{null}</App>))

// Islands drawn with the same props and id prefix draw the same HTML wherever the page's address does not matter
// to them (see useIsCurrentPath): the nav bar and the footer's links, on all but a few pages. Kept per build.
const drawnIslands = new Map<string, { html: string; askedPaths: Set<string> }>()
function remember(key: string, island: { html: string; askedPaths: Set<string> }) {
  if (drawnIslands.size >= 200) drawnIslands.clear() // islands whose props are each page's own are never drawn again
  drawnIslands.set(key, island)
}

/** Renders one address of the site to HTML: static HTML, with each island drawn as the root the browser attaches. */
export async function render(pathname: string): Promise<RenderedPage> {
  await routeFor(pathname)
  await loadPage(pathname)
  const path = normalizePath(pathname)
  const used = new Map<IslandName, Set<string>>()
  let count = 0
  // Each island is its own root, with its own id prefix: the browser's hydrateRoot for it uses the same one.
  const renderIsland: IslandRenderer = (name, element: ReactElement) => {
    const entry: { file: string; sections?: (props: never) => Section[] } = islands[name as IslandName]
    const files = used.get(name as IslandName) ?? new Set([entry.file])
    // The code of the sections an island holds (the forms in tabs) downloads with the island's own, not after it.
    for (const type of typesIn(entry.sections?.(element.props as never) ?? [])) files.add(`src/sections/${type[0].toUpperCase()}${type.slice(1)}.tsx`)
    used.set(name as IslandName, files)
    const prefix = `i${count++}-`
    const key = `${name} ${prefix} ${JSON.stringify(element.props)}`
    const drawn = drawnIslands.get(key)
    if (drawn && !drawn.askedPaths.has(path)) return { prefix, html: drawn.html }
    const askedPaths = new Set<string>()
    const html = renderToString(
      <AskedPathsContext value={askedPaths}>
        <IslandProviders path={path}>{element}</IslandProviders>
      </AskedPathsContext>,
      { identifierPrefix: prefix },
    )
    // React puts preload hints for the island's images first (it has no <head> to put them in): not the
    // island's content, and not needed (the images are in the HTML right there).
    const island = { html: html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, ''), askedPaths }
    // Drawn where every address it asked about was another page's: the same HTML for any page it did not ask about.
    if (!askedPaths.has(path)) remember(key, island)
    return { prefix, html: island.html }
  }
  const markup = renderToString(
    <StrictMode>
      <IslandRendererContext value={renderIsland}>
        <App themeStyles={false}>
          <StaticRouter location={pathname}>
            <SiteRoutes />
          </StaticRouter>
        </App>
      </IslandRendererContext>
    </StrictMode>,
  )
  // Every section's code is loaded before rendering: a part still loading would be drawn as its fallback.
  if (markup.includes('<!--$!-->')) throw new Error(`${pathname}: a part of the page was still loading when it was rendered.`)
  // React 19 writes hoisted <title>, <meta> and <link> first when it renders without <html>.
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(markup)?.[0] ?? ''
  // Between markers, so that the app, when it takes the page over, removes them: React manages the next page's own.
  return { head: `<!--page-head-->${hoisted}<!--/page-head-->`, html: themeStylesOnce() + markup.slice(hoisted.length), islands: [...used].map(([name, files]) => ({ name, files: [...files] })) }
}
