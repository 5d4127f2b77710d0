// Takes full-page screenshots of every page of the built site at phone and desktop width,
// into screenshots/ (not committed), for a person to look at. Usage: npm run screenshots [-- /path ...]
// Set SITE_URL to shoot a running dev server (npm start) instead of the built dist/ (or SITE_DIST).
import { mkdirSync } from 'node:fs'
import { desktop, launchBrowser, phone } from './browser'
import { builtDist } from './dist'
import { serveStatic } from '../pipeline/static-server'
import { loadSite } from '../src/site/load-site'

const only = process.argv.slice(2)
const site = loadSite().site
if (!site) throw new Error('site.yaml is invalid: run npm run check')
const paths = only.length ? only : site.pages.map((page) => (page.path === '*' ? '/no-such-page' : page.path))
const served = process.env.SITE_URL ? undefined : await serveStatic(builtDist())
const url = process.env.SITE_URL ?? served!.url
const prefix = process.env.SHOT_PREFIX ?? ''
const browser = await launchBrowser()
mkdirSync('screenshots', { recursive: true })
for (const [name, options] of [['phone', phone], ['desktop', desktop]] as const) {
  const context = await browser.newContext({ ...options, reducedMotion: 'reduce' })
  const page = await context.newPage()
  for (const path of paths) {
    await page.goto(url + path, { waitUntil: 'networkidle' })
    // Scroll through once so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    const file = `screenshots/${prefix}${name}${path === '/' ? '-home' : path.replace(/\//g, '-')}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
  await context.close()
}
await browser.close()
served?.server.close()
