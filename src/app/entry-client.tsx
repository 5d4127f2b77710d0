import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App'
import { loadPageModule, loadRouteTable } from './page-data'
import { SiteRoutes } from './routes'
import { whenIdle } from '@/components/when-idle'

// The spec forces the dark theme at start, whatever the visitor's system says.
document.documentElement.classList.remove('light')
document.documentElement.classList.add('dark')

const app = (
  <StrictMode>
    <App>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
)
const container = document.getElementById('root')!
const pageModule = document.querySelector<HTMLLinkElement>('link[data-page-module]')?.href
if (container.firstElementChild && pageModule) {
  // A prerendered page: load its own module (named in the HTML) first, so the first render matches
  // the HTML exactly, then attach to it instead of drawing again. Other pages' paths come later.
  // Hydrating in a transition lets React pause every few milliseconds for the visitor's input, instead of
  // holding the main thread for the whole page in one long task (on a phone, hundreds of milliseconds).
  void loadPageModule(window.location.pathname, pageModule).then(() => {
    startTransition(() => {
      hydrateRoot(container, app)
    })
    whenIdle(() => void loadRouteTable(), 1000)
  })
} else {
  createRoot(container).render(app)
}
