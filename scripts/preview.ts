// `npm run preview`: the built dist/ served as a plain static host serves it, by the server the browser tests use:
// /clients is clients/index.html, an address no page has is 404.html with status 404, with the headers of the
// build's _headers (the Content-Security-Policy). Vite's own preview, made for single-page apps, answered every
// address without a trailing slash, /clients included, with the home page.
import { existsSync } from 'node:fs'
import { serveStatic } from '../pipeline/static-server'
import { siteFolders } from '../src/site/load-site'

// The build of the site (SITE_DIR's, or the project's), or of SITE_OUT_DIR, as npm run build writes it.
const dist = siteFolders().outDir
if (!existsSync(dist)) {
  console.error(`There is no built site in ${dist} yet: run npm run build first.`)
  process.exit(1)
}
const port = Number(process.env.PORT ?? 4173)
try {
  const { url } = await serveStatic(dist, port)
  console.log(`The built site is at ${url}/ (Ctrl+C to stop).`)
} catch (error) {
  console.error(`Cannot serve the built site on port ${port}: ${(error as Error).message}. Set PORT to use another.`)
  process.exit(1)
}
