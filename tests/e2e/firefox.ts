import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type ElementHandle, type Page, type Viewport } from 'puppeteer-core'
import { afterAll, beforeAll } from 'vitest'
import { desktop } from '../../tools/browser'
import type { Violation } from './csp-watch'

export { baseUrl } from '../../tools/browser'

// Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (playwright-core cannot drive a stock
// Firefox). The Chromium harness is ./browser.ts; this one offers the same things for puppeteer's pages.

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * Preferences that keep Firefox's own services (updates, telemetry, captive portal, remote settings, add-ons,
 * safe browsing) off the network, on top of those puppeteer and Firefox's remote agent set: the machine has no
 * network, and each attempt would wait or fail. A release build ignores the remote settings server unless
 * MOZ_REMOTE_SETTINGS_DEVTOOLS is set (see launchFirefox); without it, it looks up Mozilla's at start.
 */
const offlinePrefs = {
  'app.update.auto': false,
  'app.update.enabled': false,
  'app.update.checkInstallTime': false,
  'app.normandy.enabled': false,
  'app.shield.optoutstudies.enabled': false,
  'browser.discovery.enabled': false,
  'browser.ping-centre.telemetry': false,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'browser.search.geoip.url': '',
  'browser.newtabpage.activity-stream.feeds.telemetry': false,
  'browser.newtabpage.activity-stream.telemetry': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'datareporting.usage.uploadEnabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.archive.enabled': false,
  'toolkit.telemetry.server': '',
  'toolkit.coverage.endpoint.base': '',
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.predictor.enabled': false,
  'network.http.speculative-parallel-limit': 0,
  'network.trr.mode': 5,
  'dom.push.connection.enabled': false,
  'extensions.blocklist.enabled': false,
  'extensions.systemAddon.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'media.gmp-manager.url': '',
  'security.OCSP.enabled': 0,
  'security.remote_settings.crlite_filters.enabled': false,
  'security.remote_settings.intermediates.enabled': false,
  'services.settings.server': 'data:,#remote-settings-dummy/v1',
  'browser.ml.enable': false,
  // Anything else goes to a proxy that is not there, so it fails at once and never leaves the machine (addresses
  // of this machine, like the site under test, are never sent to a proxy).
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': '',
}

/**
 * Debian's firefox-esr, headless, with no network activity of its own. Reduced motion, as the Chromium suites
 * use it: the particle engine stays off and windows appear without animation. A missing browser is an error
 * that says how to install it, never a skip.
 */
export async function launchFirefox({ phone = false }: { phone?: boolean } = {}): Promise<Browser> {
  if (!existsSync(firefoxPath)) {
    throw new Error(
      `Firefox ESR is not installed (${firefoxPath} is missing): install it with \`apt-get update && apt-get install -y firefox-esr\` (as root), or set FIREFOX_PATH.`,
    )
  }
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath,
    headless: true,
    env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' },
    extraPrefsFirefox: {
      ...offlinePrefs,
      'ui.prefersReducedMotion': 1,
      // Scrollbars over the page, as on a phone (and GNOME): classic ones would take the page's width.
      'ui.useOverlayScrollbars': 1,
      // Headless, Firefox has no pointing device (neither hover nor a fine pointer); give it a mouse and a touch screen,
      // or (`phone`) a touch screen alone: a coarse pointer that cannot hover, as the site's and the editor's CSS read it.
      'ui.primaryPointerCapabilities': phone ? 1 : 6,
      'ui.allPointerCapabilities': phone ? 1 : 7,
    },
  })
}

/**
 * A phone, at twice the density. Firefox ESR's BiDi has no touch emulation (emulation.setTouchOverride), so the
 * page reports no touch points; tap() still sends real touch input.
 */
export const phone: Viewport = { width: 390, height: 844, deviceScaleFactor: 2 }
export const wide: Viewport = { width: desktop.viewport!.width, height: desktop.viewport!.height }

/** What went wrong on a page: console errors, uncaught errors, and (read with cspViolations) CSP violations. */
export interface Watched {
  page: Page
  problems: string[]
}

/** A new tab at the viewport, watching its console and its CSP violations from before any script of the page. */
export async function openPage(browser: Pick<Browser, 'newPage'>, viewport: Viewport, timeoutMs = 15_000): Promise<Watched> {
  const page = await browser.newPage()
  page.setDefaultTimeout(timeoutMs)
  await page.setViewport(viewport)
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`))
  await page.evaluateOnNewDocument(() => {
    const seen: unknown[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}`, sample: event.sample })
    })
  })
  return { page, problems }
}

/** The violations the page recorded since it loaded. */
export function cspViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(
    () =>
      ((window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [
        { directive: 'the CSP watch was not installed', blocked: '', source: '', sample: '' },
      ]) as Violation[],
  )
}

/** Waits until every island that was on screen at load has attached (a built page only). */
export async function waitForAttached(page: Page): Promise<void> {
  await page.waitForSelector('html[data-attached]')
}

/** Waits until every island of the page has attached, so any control anywhere on it answers. */
export async function waitForAllAttached(page: Page): Promise<void> {
  await page.waitForSelector('html[data-all-attached]')
}

/**
 * For a test file: one Firefox for the whole file, closed after it. If it cannot start, every test that asks for
 * it fails with the reason (a failed beforeAll would only mark the tests skipped).
 */
export function useFirefox(options: { phone?: boolean } = {}): () => Browser {
  let browser: Browser | undefined
  let failure: unknown
  beforeAll(async () => {
    try {
      browser = await launchFirefox(options)
    } catch (error) {
      failure = error
    }
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw failure ?? new Error('Firefox has not started yet: ask for it inside a test or a hook.')
    return browser
  }
}

/**
 * Runs `action` on `page` and returns the address of the tab it opened, then closes that tab and brings `page`
 * back to the front. Request interception does not reach a new tab's first load, and nothing outside answers
 * here, so Firefox shows its error page (about:neterror), which keeps the address it tried in its `u` parameter.
 */
export async function catchNewTab(page: Page, action: () => Promise<void>, timeoutMs = 15_000): Promise<string> {
  const browser = page.browser()
  const known = new Set(browser.targets())
  const opened = browser.waitForTarget((target) => !known.has(target) && target.type() === 'page' && target.url() !== 'about:blank', { timeout: timeoutMs })
  await action()
  const target = await opened
  const shown = target.url()
  await (await target.page())?.close()
  await page.bringToFront()
  return shown.startsWith('about:neterror?') ? (new URLSearchParams(shown.slice('about:neterror?'.length)).get('u') ?? shown) : shown
}

/** A selector for the element with this ARIA role and exact accessible name (Firefox's accessibility tree). */
export function byRole(role: string, name?: string): string {
  return name === undefined ? `::-p-aria([role="${role}"])` : `::-p-aria([name="${name.replace(/"/g, '\\"')}"][role="${role}"])`
}

/**
 * In the page: the elements whose whole text is `text`, the innermost of each nesting, in page order, that are
 * drawn (seen: and not transparent either).
 */
function innermostWithText(text: string, within: string, seen: boolean): Element[] {
  const normal = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim()
  const inside = new Set([...document.querySelectorAll(within)].flatMap((root) => [...root.querySelectorAll('*')]))
  const matches = [...inside].filter(
    (element) => normal(element.textContent) === text && element.checkVisibility({ opacityProperty: seen, visibilityProperty: true }),
  )
  return matches.filter((element) => !matches.some((other) => other !== element && element.contains(other)))
}

async function withText(page: Page, text: string, within: string, seen: boolean): Promise<ElementHandle<Element>[]> {
  const list = await page.evaluateHandle(innermostWithText, text, within, seen)
  const properties = await list.getProperties()
  await list.dispose()
  return [...properties.values()].map((handle) => handle.asElement()).filter((handle): handle is ElementHandle<Element> => handle !== null)
}

/**
 * The visible elements whose whole text is `text` (spaces normalised), the innermost of each nesting, in page
 * order: what a visitor would point at, whatever element carries it.
 */
export function visibleWithText(page: Page, text: string, within = 'body'): Promise<ElementHandle<Element>[]> {
  return withText(page, text, within, true)
}

/** The same, drawn but perhaps transparent until pointed at (a project's details, with a mouse). */
export function drawnWithText(page: Page, text: string, within = 'body'): Promise<ElementHandle<Element>[]> {
  return withText(page, text, within, false)
}

/** How many visible elements show exactly `text` (see visibleWithText). */
export async function countVisibleText(page: Page, text: string, within = 'body'): Promise<number> {
  const list = await page.evaluateHandle(innermostWithText, text, within, true)
  try {
    return await list.evaluate((elements) => elements.length)
  } finally {
    await list.dispose()
  }
}
