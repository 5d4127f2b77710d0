import { existsSync } from 'node:fs'
import { serveStatic } from '../../pipeline/static-server'
import { launchSharedBrowser, sharedBrowserVariable } from '../../tools/browser'
import { distFolder } from '../../tools/dist'
import { sharedDevServers } from '../../vitest.e2e.config'
import { startSharedDevServer } from './shared-dev-server'

/**
 * What the whole e2e run shares, each handed to the files through their environment:
 * - the built dist/ (or SITE_DIST, another build folder) served, unless SITE_URL already names a running site;
 * - one Chromium, which every file connects to (tools/browser.ts), each still opening contexts of its own;
 * - one `npm start` on a copy of the site per worker, for the files that edit it (tests/e2e/shared-dev-server.ts).
 *
 * Vitest calls a global setup once for the run and once for each project of vitest.e2e.config.ts, all in its own
 * process: the first call starts everything, the others find it started.
 */
const started = Symbol.for('agency-site.e2e-setup')
type Shared = { [started]?: true }

export default async function setup() {
  if ((globalThis as Shared)[started]) return
  ;(globalThis as Shared)[started] = true
  const closing: (() => Promise<unknown>)[] = []
  const teardown = async () => {
    for (const close of closing.reverse()) await close()
  }
  try {
    const browser = await launchSharedBrowser()
    closing.push(() => browser.close())
    process.env[sharedBrowserVariable] = browser.wsEndpoint()
    if (!process.env.SITE_URL) {
      const dist = distFolder()
      if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist} has no build: run \`npm run build\` before the e2e tests.`)
      const { server, url } = await serveStatic(dist)
      closing.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
      process.env.SITE_URL = url
    }
    // One after the other: each reads its site from the environment while its config loads.
    for (let worker = 1; worker <= sharedDevServers; worker++) closing.push((await startSharedDevServer(worker)).close)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
