import { Suspense, useEffect } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { Footer } from '@/components/Footer'
import { Island } from '@/engine/islands/Island'
import { PathContext } from '@/engine/islands/context'
import { normalizePath } from '@/engine/contract/normalize-path'
import { setLinkNavigation } from '@/engine/pages/link-navigation'
import { PageErrorBoundary } from './PageErrorBoundary'
import { PageLoading } from '@/engine/pages/PageLoading'
import { useSharedBlocks } from '@/engine/content/site-data'

function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

/** Clicks on the site's links (plain <a href>, see link-navigation.ts) go through React Router. */
function RouterLinks() {
  const navigate = useNavigate()
  useEffect(() => setLinkNavigation(navigate), [navigate])
  return null
}

/** What every page shares: navigation bar, footer, scroll to top on each route change. */
export function Layout() {
  const { pathname } = useLocation()
  const { site, navigation, footer } = useSharedBlocks()
  return (
    <PathContext value={normalizePath(pathname)}>
      <ScrollToTop />
      <RouterLinks />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Island name="navBar" props={{ site: { brand: site.brand, logo: site.logo }, navigation }} />
      <main id="main">
        {/* key: a failed page does not keep the next one from showing. */}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer site={site} footer={footer} />
    </PathContext>
  )
}
