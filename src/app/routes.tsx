import { Route, Routes } from 'react-router-dom'
import { pages } from 'virtual:site'
import { Layout } from './Layout'
import { PageView } from './PageView'

/** One route per page of site.yaml, all inside the shared layout. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pages.map((page) => (
          <Route key={page.path} path={page.path} element={<PageView page={page} />} />
        ))}
      </Route>
    </Routes>
  )
}
