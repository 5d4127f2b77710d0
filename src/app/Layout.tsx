import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { footer, navigation, site } from 'virtual:site'
import { Footer } from '@/components/Footer'
import { NavBar } from '@/components/NavBar'
import { PageErrorBoundary } from './PageErrorBoundary'

function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

/** What every page shares: navigation bar, footer, scroll to top on each route change. */
export function Layout() {
  const { pathname } = useLocation()
  return (
    <>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavBar site={site} navigation={navigation} />
      <main id="main">
        {/* key: a failed page does not keep the next one from showing. */}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<div className="page-loading" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer site={site} footer={footer} />
    </>
  )
}
