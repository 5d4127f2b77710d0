import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App'
import { loadSections, pageFor } from './page-data'
import { SiteRoutes } from './routes'

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
// Prerendered pages already hold the HTML: load this page's sections first, so the first render
// matches the HTML exactly, then attach to it instead of drawing again.
if (container.firstElementChild) {
  void loadSections(pageFor(window.location.pathname)).then(() => hydrateRoot(container, app))
} else {
  createRoot(container).render(app)
}
