import { existsSync } from 'node:fs'
import { serveStatic } from '../../pipeline/static-server'
import { distFolder } from '../../tools/dist'

/**
 * Serves the built dist/ (or SITE_DIST, another build folder) for the whole e2e run, unless SITE_URL
 * already names a running site (a dev server, a preview).
 */
export default async function setup() {
  if (process.env.SITE_URL) return
  const dist = distFolder()
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist} has no build: run \`npm run build\` before the e2e tests.`)
  const { server, url } = await serveStatic(dist)
  process.env.SITE_URL = url
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
