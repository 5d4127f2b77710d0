import { Route, Routes } from 'react-router-dom'
import { Layout } from './Layout'
import { PageView } from './PageView'

/**
 * Every address goes to PageView inside the shared layout; PageView finds the page of site.yaml for it
 * (or the "*" page). The route table loads after the first paint, so the first load does not grow with the site.
 */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<PageView />} />
      </Route>
    </Routes>
  )
}
