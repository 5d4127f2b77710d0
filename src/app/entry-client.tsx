import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { App } from './App'
import { createRoutes } from './routes'

// The spec forces the dark theme at start, whatever the visitor's system says.
document.documentElement.classList.remove('light')
document.documentElement.classList.add('dark')

declare global {
  interface Window {
    __staticRouterHydrationData?: Parameters<typeof createBrowserRouter>[1] extends infer O ? (O extends { hydrationData?: infer H } ? H : never) : never
  }
}

const router = createBrowserRouter(createRoutes(), { hydrationData: window.__staticRouterHydrationData })
const app = (
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
)
const container = document.getElementById('root')!
// Prerendered pages already hold the HTML: attach to it instead of drawing again.
if (container.firstElementChild) hydrateRoot(container, app)
else createRoot(container).render(app)
