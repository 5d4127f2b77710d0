import type { RouteObject } from 'react-router-dom'
import { pageSections, pages } from 'virtual:site'
import { Layout } from './Layout'
import { PageView } from './PageView'
import { RouteError } from './RouteError'

/** One route per page of site.yaml, all inside the shared layout. Each page's sections load with it. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <div />,
      children: pages.map((page) => ({
        path: page.path,
        loader: async () => (await pageSections[page.path]()).default,
        element: <PageView page={page} />,
      })),
    },
  ]
}
