import type { BrowserContext, BrowserContextOptions, CDPSession, Locator, Page } from 'playwright-core'

// A mid-range phone on a mobile network, as Lighthouse's mobile preset emulates it (a Moto G Power on "Slow 4G"):
// 412 x 823 CSS pixels, touch, the CPU 4 times slower than this machine's, 150 ms round trips, 1.6 Mbit/s down
// and 750 kbit/s up. Used by the phone-profile and early-taps e2e suites (first-load uses its screen, unthrottled)
// and by tools/attach-timing.ts and tools/particle-long-tasks.ts, so all of them measure the same phone. No vitest
// import here: the scripts import this file too.

/** The browser context of the phone: open pages in it, then apply the throttling with applyPhoneProfile. */
export const phoneProfile: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/** Lighthouse's "Slow 4G" (its mobile preset's devtools throttling), in CDP's units: bytes per second and ms. */
export const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/** How many times slower than this machine the phone's CPU runs. */
export const cpuSlowdown = 4

/** The phone in a few words, for a tool's printout ("412 x 823, CPU 4x slower, Slow 4G"). */
export const phoneSummary = `${phoneProfile.viewport!.width} x ${phoneProfile.viewport!.height}, CPU ${cpuSlowdown}x slower, Slow 4G`

/**
 * Throttles `page`'s CPU and network to the phone's. Call it on a fresh page of a phoneProfile context,
 * before its first goto: the throttling stays for the page's later navigations. Returns the CDP session
 * (it must stay open: closing it ends the throttling).
 */
export async function applyPhoneProfile(page: Page): Promise<CDPSession> {
  const viewport = page.viewportSize()
  if (viewport?.width !== 412 || viewport.height !== 823) {
    throw new Error(`applyPhoneProfile needs a context opened with phoneProfile (412 x 823), not ${JSON.stringify(viewport)}`)
  }
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', slow4g)
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  return session
}

/** A new page of `context` (opened with phoneProfile), throttled like the phone. */
export async function newPhonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await applyPhoneProfile(page)
  return page
}

/** Throttled pages are slow: the default wait for one step of a test or a run of the timing script. */
export const phoneStepMs = 60_000

/** The container of the island `element` belongs to: its nearest `[data-island]` ancestor (or itself). */
export function islandOf(element: Locator): Locator {
  return element.locator('xpath=ancestor-or-self::*[@data-island][1]')
}

/** Waits until the island `element` belongs to has attached (hydrated, and its early taps replayed). */
export async function waitForIslandOf(element: Locator, timeout = phoneStepMs): Promise<void> {
  await element.locator('xpath=ancestor-or-self::*[@data-island][1][@data-island-attached]').waitFor({ state: 'attached', timeout })
}

/** Whether the island `element` belongs to has attached yet (false too when the element is in no island). */
export async function isIslandAttached(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.closest('[data-island]')?.hasAttribute('data-island-attached') ?? false)
}

/** One window.open call of the page, as the page made it. */
export interface ChatOpen {
  url: string
  /** Whether the page had a live user activation then: without one a real phone's browser blocks the new tab
   * (the tests' chromium runs with popup blocking off, so the tab opens either way). */
  userActivation: boolean
}

export interface ChatCapture {
  /** The chat tabs the context opened, in order (each navigated to a local stand-in of wa.me). */
  readonly tabs: Page[]
  /** The next chat tab to open (or the first one, if it already opened): its wa.me URL, once it is there. */
  nextTab(timeout?: number): Promise<string>
  /** Every window.open call the page has made so far. */
  opens(): Promise<ChatOpen[]>
}

declare global {
  interface Window {
    __chatOpens?: ChatOpen[]
  }
}

/**
 * Catches the chat link the forms open (src/forms/open-chat.ts calls window.open(url, '_blank') inside the
 * submit): as forms.e2e.ts does, wa.me answers with a local stand-in page (the machine has no network) and
 * the new tab is caught as a context page; besides, every window.open call of `page` is recorded with its URL,
 * so a test can tell how many times the form opened the chat. Call before the page's first goto.
 */
export async function captureChat(context: BrowserContext, page: Page): Promise<ChatCapture> {
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }))
  await page.addInitScript(() => {
    const opens: ChatOpen[] = []
    window.__chatOpens = opens
    const open = window.open.bind(window)
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opens.push({ url: String(url), userActivation: navigator.userActivation?.isActive ?? false })
      return open(url, target, features)
    }
  })
  const tabs: Page[] = []
  const listeners = new Set<() => void>()
  context.on('page', (tab) => {
    if (tab === page) return
    tabs.push(tab)
    for (const listener of listeners) listener()
  })
  let taken = 0
  return {
    tabs,
    async nextTab(timeout = phoneStepMs) {
      const index = taken
      taken += 1
      const tab = await new Promise<Page>((resolve, reject) => {
        const check = () => {
          if (!tabs[index]) return
          clearTimeout(timer)
          listeners.delete(check)
          resolve(tabs[index])
        }
        const timer = setTimeout(() => {
          listeners.delete(check)
          reject(new Error(`chat tab ${index + 1} did not open within ${timeout} ms`))
        }, timeout)
        listeners.add(check)
        check()
      })
      await tab.waitForURL(/^https:\/\/wa\.me\//, { timeout })
      return tab.url()
    },
    opens: () => page.evaluate(() => window.__chatOpens ?? []),
  }
}

/** The decoded text of a chat link (`https://wa.me/<number>?text=...`). */
export function chatTextOf(url: string): string {
  return new URL(url).searchParams.get('text') ?? ''
}
