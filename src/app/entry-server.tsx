import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { site } from 'virtual:site'
import { typesIn } from '@/sections/registry'
import { App } from './App'
import { loadPage, loadRouteTable, routeFor } from './page-data'
import { SiteRoutes } from './routes'

export { site }

export interface RenderedPage {
  /** Tags React hoisted for <head>: title, meta, canonical link. */
  head: string
  /** The page's HTML, for inside #root. */
  html: string
  /** The page's own module (its data), which the browser loads first. */
  pageModule: string
  /** The section modules the page needs before it hydrates. */
  sectionModules: string[]
}

/** Every page's path, in site.yaml order. */
export async function listPages(): Promise<string[]> {
  return (await loadRouteTable()).map((route) => route.path)
}

/** Renders one address of the site to HTML, the same tree the browser hydrates. */
export async function render(pathname: string): Promise<RenderedPage> {
  const route = await routeFor(pathname)
  const { sections } = await loadPage(pathname)
  const tree = (
    <StrictMode>
      <App>
        <StaticRouter location={pathname}>
          <SiteRoutes />
        </StaticRouter>
      </App>
    </StrictMode>
  )
  // A lazy part (a form) not loaded yet renders its fallback, marked <!--$!-->; once its module has
  // loaded, the next render includes it. (prerender would stream it in with inline scripts instead.)
  let markup = renderToString(tree)
  for (let attempt = 0; markup.includes('<!--$!-->') && attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    markup = renderToString(tree)
  }
  if (markup.includes('<!--$!-->')) throw new Error(`${pathname}: a lazy part of the page did not load on the server.`)
  // React 19 writes hoisted <title>, <meta> and <link> first when it renders without <html>.
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(markup)?.[0] ?? ''
  return {
    head: hoisted,
    html: markup.slice(hoisted.length),
    pageModule: `virtual:site/page/${route.index}`,
    sectionModules: [...typesIn(sections)].map((type) => `src/sections/${type[0].toUpperCase()}${type.slice(1)}.tsx`),
  }
}
