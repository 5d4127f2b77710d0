import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { pages, site } from 'virtual:site'
import { App } from './App'
import { createRoutes } from './routes'

export { pages, site }

export interface RenderedPage {
  /** Tags React hoisted for <head>: title, meta, canonical link. */
  head: string
  /** The page's HTML, for inside #root. */
  html: string
  /** The router's loaded data, so the client hydrates without loading the page again. */
  hydrationData: unknown
  status: number
}

const handler = createStaticHandler(createRoutes())

/** Renders one URL of the site to HTML, the same tree the browser hydrates. */
export async function render(url: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(url))
  if (context instanceof Response) throw new Error(`${url} answered with a redirect or response (${context.status}), not a page.`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const tree = (
    <StrictMode>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
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
  if (markup.includes('<!--$!-->')) throw new Error(`${url}: a lazy part of the page did not load on the server.`)
  // React 19 writes hoisted <title>, <meta> and <link> first when it renders without <html>.
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(markup)?.[0] ?? ''
  return {
    head: hoisted,
    html: markup.slice(hoisted.length),
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    status: context.statusCode,
  }
}
