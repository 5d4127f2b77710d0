import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { existsSync } from 'node:fs'
import { afterAll, afterEach, beforeAll } from 'vitest'

const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell'

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * The browser of the e2e run: Debian's chromium-headless-shell, the same Chromium (Blink, V8, its version) built as
 * chromium's old headless mode, without the browser's own interface and services: the same files ran in 26% less
 * time with 30% less CPU (tests/e2e/content.e2e.ts, 42.7 s against 57.6 s). CHROME_PATH chooses another; without
 * the package, chromium itself.
 */
export const testChromiumPath = process.env.CHROME_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : '/usr/bin/chromium')

/** The flags this machine's closed network needs: no sandbox, no GPU, and none of chromium's own services. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
]

/** The environment variable through which the e2e run's global setup hands every test file its one browser. */
export const sharedBrowserVariable = 'E2E_BROWSER_WS'

/**
 * Debian's chromium, headless, with chromiumFlags (playwright gives it a fresh profile). Inside the e2e run, a
 * connection to the one browser its global setup launched (tests/e2e/global-setup.ts): a launch costs a second or
 * two, and each file's contexts are as separate from another file's as a new browser's would be. Closing a connected
 * browser closes its contexts and the connection, not the browser.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env[sharedBrowserVariable]
  if (shared) return chromium.connect(shared)
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags })
}

/** The e2e run's one browser, which every file connects to through sharedBrowserVariable. */
export function launchSharedBrowser() {
  return chromium.launchServer({ executablePath: testChromiumPath, headless: true, args: chromiumFlags })
}

export const phone: BrowserContextOptions = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }

/** Collects console errors and page errors, so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return problems
}

/**
 * Waits until every island that was on screen at load has attached (a built page only: the dev server never sets it).
 * As long as the context's default timeout (useBrowser's; the phone suite's is a minute).
 */
export async function waitForAttached(page: Page): Promise<void> {
  await page.waitForSelector('html[data-attached]', { state: 'attached' })
}

/** Waits until every island of the page has attached, so any control anywhere on it answers (a built page only). */
export async function waitForAllAttached(page: Page): Promise<void> {
  await page.waitForSelector('html[data-all-attached]', { state: 'attached' })
}

/**
 * Plays the page's CSS and Web Animations `rate` times faster, through Chromium's DevTools (the Animation domain), for
 * the page's whole life, its navigations included: a test that checks the state an animation ends in (a window faded
 * in, a section revealed on scroll) reaches it sooner, and the state is the same. Not for a test that times motion.
 */
export async function fastAnimations(page: Page, rate = 10): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: rate })
}

/** Where the built site is served during the e2e run (set by global-setup). */
export function baseUrl(): string {
  const url = process.env.SITE_URL
  if (!url) throw new Error('SITE_URL is not set: run the e2e tests with `npm run test:e2e`.')
  return url
}

/** Opens a browser context; `forFile` opens one that stays open until the file's last test has run. */
export type OpenContext = ((options: BrowserContextOptions) => Promise<BrowserContext>) & { forFile: (options: BrowserContextOptions) => Promise<BrowserContext> }

/**
 * For a test file: one browser for the whole file, and a way to open contexts that are all closed after
 * each test, even a failed one, so its pages do not run on into the next test. A context opened with `forFile` (in a
 * beforeAll, for pages several tests look at) is closed after the file.
 */
export function useBrowser(timeoutMs: number): OpenContext {
  let browser: Browser | undefined
  const openContexts = new Set<BrowserContext>()
  const fileContexts = new Set<BrowserContext>()
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterEach(async () => {
    await Promise.all([...openContexts].map((context) => context.close()))
    openContexts.clear()
  })
  afterAll(async () => {
    await Promise.all([...fileContexts].map((context) => context.close()))
    await browser?.close()
  })
  const open = (kept: Set<BrowserContext>) => async (options: BrowserContextOptions) => {
    const context = await browser!.newContext(options)
    context.setDefaultTimeout(timeoutMs)
    kept.add(context)
    return context
  }
  return Object.assign(open(openContexts), { forFile: open(fileContexts) })
}
