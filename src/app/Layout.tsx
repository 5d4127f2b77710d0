import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { footer, navigation, site } from 'virtual:site'
import { Footer } from '@/components/Footer'
import { MotionProvider } from '@/components/MotionProvider'
import { NavBar } from '@/components/NavBar'

function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

/** What every page shares: navigation bar, footer, scroll to top on each route change. */
export function Layout() {
  return (
    <MotionProvider>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavBar site={site} navigation={navigation} />
      <main id="main">
        <Outlet />
      </main>
      <Footer site={site} footer={footer} />
    </MotionProvider>
  )
}
