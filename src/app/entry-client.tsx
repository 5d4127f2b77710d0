import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { App } from './App'
import { createRoutes } from './routes'

// The spec forces the dark theme at start, whatever the visitor's system says.
document.documentElement.classList.remove('light')
document.documentElement.classList.add('dark')

type HydrationData = NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData']

// A prerendered page carries its loaded sections as JSON (a data block, not a script, so CSP allows it).
const routerData = document.getElementById('router-data')?.textContent
const hydrationData = routerData ? (JSON.parse(routerData) as HydrationData) : undefined

const router = createBrowserRouter(createRoutes(), { hydrationData })
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
