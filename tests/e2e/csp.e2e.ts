import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { headersFor, headScript, parseHeadersFile, scriptHashSource } from '../../pipeline/headers-file'
import { baseUrl, desktop, launchBrowser, phone, waitForAllAttached, waitForAttached } from '../../tools/browser'
import { distFolder } from '../../tools/dist'
import { cspViolations, watchCsp } from './csp-watch'
import { realSite } from './site-data'

// Every page under the site's Content-Security-Policy (sent by the e2e static server from the build's
// _headers, and written into each page as a <meta> tag): nothing the site does is blocked, and what an
// attacker would inject (inline script, eval, a script from elsewhere) is.

const site = realSite()
const dist = distFolder()
const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'))
const routes = [...site.pages.filter((page) => page.path !== '*').map((page) => page.path), '/no/such/page']
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * Scrolls to the bottom and back, two frames at each stop (the browser lays the page out there and runs its
 * observers), so lazily loaded parts (islands, images, cards) load too; then waits for every part that loads late
 * to have loaded, each by its own signal: every island attached, every image loaded (or failed), the first particles
 * drawn, the toast host mounted, the sparkle and tooltip code fetched.
 */
async function visitAll(page: Page) {
  await waitForAttached(page)
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await frames()
    }
    window.scrollTo(0, 0)
  })
  await waitForAllAttached(page)
  await page.waitForFunction(() => {
    const fetched = (name: string) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith(`/assets/${name}-`))
    const has = (selector: string) => document.querySelector(selector) !== null
    const motion = !matchMedia('(prefers-reduced-motion: reduce)').matches
    const hover = !matchMedia('(hover: none)').matches
    return (
      // Pictures inside closed <dialog>s are lazy and never load until opened: every picture that can load has.
      [...document.images].every((image) => image.complete || image.closest('dialog:not([open])') !== null) &&
      (!motion || !has('[data-island="particles"]') || has('[data-island="particles"] [data-loaded]')) &&
      (!has('[data-island="form"], [data-island] form') || has('.mantine-Notifications-root')) &&
      (!has('[data-island="navBar"]') || fetched('SparkleLayer')) &&
      (!hover || !has('[data-island="socialLinks"]') || fetched('tooltip-parts'))
    )
  })
}

describe('the headers of public/_headers', () => {
  test('forbid inline script (but the head script, by its hash) and eval, frames, sniffing, and features the site does not use', () => {
    const headers = headersFor(rules, '/')
    const csp = headers['Content-Security-Policy']
    const directives = new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]))
    expect(directives.get('script-src')).toEqual(["'self'", scriptHashSource(headScript())])
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'self'"])
    expect(csp).not.toMatch(/unsafe-eval|unsafe-hashes|\*|https?:|data:/)
    // Only styles may be inline (Mantine's style attributes and <style> elements); see the comment in _headers.
    expect([...directives].filter(([, values]) => values.includes("'unsafe-inline'")).map(([name]) => name)).toEqual(['style-src'])
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/)
  })

  test('reach the browser with every page, the 404 page and the assets', async () => {
    const context = await browser.newContext(desktop)
    const page = await context.newPage()
    for (const path of ['/', '/contact', '/no/such/page', '/favicon.svg']) {
      const response = await page.goto(baseUrl() + path)
      const headers = response!.headers()
      expect(headers['content-security-policy'], path).toBe(headersFor(rules, '/')['Content-Security-Policy'])
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['x-frame-options'], path).toBe('DENY')
    }
    await context.close()
  })
})

describe('every page under the policy', () => {
  for (const viewport of [phone, desktop]) {
    test(`at ${viewport.viewport!.width} px, no page causes a violation, and each carries the policy itself`, async () => {
      const context = await browser.newContext(viewport)
      await watchCsp(context)
      const page = await context.newPage()
      const found: string[] = []
      for (const path of routes) {
        await page.goto(baseUrl() + path)
        await visitAll(page)
        for (const violation of await cspViolations(page)) found.push(`${path}: ${violation.directive} blocked ${violation.blocked} (${violation.source}) ${violation.sample}`)
        const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
        if (!meta?.includes("script-src 'self'")) found.push(`${path}: no Content-Security-Policy meta tag`)
      }
      expect(found).toEqual([])
      await context.close()
    }, 180_000)
  }
})

describe('what an attacker would add', () => {
  test('an inline script, an inline event handler, eval and a script from another site are all blocked, and reported', async () => {
    const context = await browser.newContext(desktop)
    await watchCsp(context)
    // eval is tried by a script of the site's own origin: code sent in through the DevTools protocol may always eval.
    await context.route(`${baseUrl()}/__eval-probe.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'try { window.evalRan = (0, eval)("true") } catch { window.evalRan = false }' }),
    )
    const page = await context.newPage()
    await page.goto(baseUrl() + '/')
    await waitForAllAttached(page)
    const outcome = await page.evaluate(async () => {
      const ran = window as unknown as Record<string, boolean>
      // Each attempt ends either run or reported (a report is an event of its own, after the element's events).
      const reports: SecurityPolicyViolationEvent[] = []
      document.addEventListener('securitypolicyviolation', (event) => reports.push(event))
      const ends = (ended: () => boolean) =>
        new Promise<void>((resolve) => {
          const check = () => ended() && (document.removeEventListener('securitypolicyviolation', check), resolve())
          document.addEventListener('securitypolicyviolation', check)
          check()
        })
      const loaded = (element: HTMLElement) => new Promise((resolve) => ['load', 'error'].forEach((name) => element.addEventListener(name, resolve, { once: true })))
      const script = document.createElement('script')
      script.textContent = 'window.inlineRan = true'
      document.body.append(script)
      const image = document.createElement('img')
      image.setAttribute('onerror', 'window.handlerRan = true')
      const imageLoaded = loaded(image)
      image.src = '/no-such-image.png'
      document.body.append(image)
      const probe = document.createElement('script')
      probe.src = '/__eval-probe.js'
      const probeLoaded = loaded(probe)
      document.body.append(probe)
      const remote = document.createElement('script')
      remote.src = 'https://evil.example.com/x.js'
      const remoteLoaded = loaded(remote)
      document.body.append(remote)
      await Promise.all([
        ends(() => ran.inlineRan === true || reports.some((event) => event.target === script)),
        imageLoaded.then(() => ends(() => ran.handlerRan === true || reports.some((event) => event.target === image))),
        probeLoaded.then(() => ends(() => ran.evalRan === true || reports.some((event) => event.blockedURI === 'eval'))),
        remoteLoaded,
      ])
      return { inline: ran.inlineRan === true, handler: ran.handlerRan === true, probeLoaded: 'evalRan' in window, eval: ran.evalRan === true }
    })
    expect(outcome).toEqual({ inline: false, handler: false, probeLoaded: true, eval: false })
    const directives = (await cspViolations(page)).map((violation) => violation.directive)
    expect(directives).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr', 'script-src']))
    await context.close()
  })
})
