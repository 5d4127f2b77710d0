import { existsSync } from 'node:fs'
import { serveStatic } from '../../pipeline/static-server'
import { launchSharedBrowser, sharedBrowserVariable } from '../../tools/browser'
import { distFolder } from '../../tools/dist'
import { startSharedDevServer } from './shared-dev-server'

/**
 * What the whole e2e run shares, each handed to the files through their environment:
 * - the built dist/ (or SITE_DIST, another build folder) served, unless SITE_URL already names a running site;
 * - one Chromium, which every file connects to (tools/browser.ts), each still opening contexts of its own;
 * - one `npm start` on a copy of the site, for the files that edit it (tests/e2e/shared-dev-server.ts).
 */
export default async function setup() {
  const closing: (() => Promise<unknown>)[] = []
  const teardown = async () => {
    for (const close of closing.reverse()) await close()
  }
  try {
    const browser = await launchSharedBrowser()
    closing.push(() => browser.close())
    process.env[sharedBrowserVariable] = browser.wsEndpoint()
    closing.push(await startSharedDevServer())
    if (!process.env.SITE_URL) {
      const dist = distFolder()
      if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist} has no build: run \`npm run build\` before the e2e tests.`)
      const { server, url } = await serveStatic(dist)
      closing.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
      process.env.SITE_URL = url
    }
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
