import { describe, expect, test } from 'vitest'
import type { CDPSession, Page, Request } from 'playwright-core'
import { baseUrl, useBrowser } from '../../tools/browser'
import { applyPhoneProfile, phoneProfile, phoneStepMs } from '../../tools/phone-profile'

// Nothing the page does not need to answer starts downloading before it answers (<html data-attached>), on the
// throttled phone (tools/phone-profile.ts), where the wait for the islands' code is seconds long: a request started
// then shares Slow 4G with that code. What the page needs is what the built HTML lists for it: the boot script,
// the runtime's module links (template#page-modules) and those of the islands the boot found on screen
// (template[data-island-modules]). Everything else (the sparkle layer, the particle engine, the toasts, the form's
// dialog, the islands further down, the app) must be requested after the signal; each test also waits for those
// named ones to be requested, so it cannot pass by looking before they were.

const openContext = useBrowser(phoneStepMs)
const testMs = 180_000

declare global {
  interface Window {
    __attachedAt?: number
  }
}

/** Notes performance.now() when <html data-attached> appears (installed before the page's own scripts run). */
const recordAttached = `(() => {
  performance.setResourceTimingBufferSize(2000)
  new MutationObserver((records, observer) => {
    if (!document.documentElement || !document.documentElement.hasAttribute('data-attached')) return
    window.__attachedAt = performance.now()
    observer.disconnect()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-attached'] })
})()`

/** A chunk's name, without its folder and content hash: /assets/SparkleLayer-BxkL7z-0.js is "SparkleLayer". */
const chunkName = (url: string) => new URL(url, baseUrl()).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')

interface Visit {
  page: Page
  cdp: CDPSession
  /** Resolves once the page has requested a script of the chunk `name`. */
  requested: (name: string) => Promise<void>
  /** Waits until every script requested so far has arrived: a resource has a timing entry only then. */
  allArrived: () => Promise<void>
}

/** A fresh throttled phone page at `path`, its script requests logged; `beforeGoto` runs on it first. */
async function visit(path: string, beforeGoto?: (page: Page) => Promise<unknown>): Promise<Visit> {
  const page = await (await openContext(phoneProfile)).newPage()
  const cdp = await applyPhoneProfile(page)
  await page.addInitScript({ content: recordAttached })
  const scripts: Request[] = []
  const waiting = new Map<string, () => void>()
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return
    scripts.push(request)
    waiting.get(chunkName(request.url()))?.()
  })
  await beforeGoto?.(page)
  await page.goto(baseUrl() + path, { waitUntil: 'commit' })
  return {
    page,
    cdp,
    requested: (name) =>
      new Promise<void>((resolve, reject) => {
        if (scripts.some((request) => chunkName(request.url()) === name)) return resolve()
        const timer = setTimeout(() => reject(new Error(`${path} never requested the chunk ${name} (renamed?)`)), phoneStepMs)
        waiting.set(name, () => (clearTimeout(timer), resolve()))
      }),
    allArrived: async () => {
      await Promise.all(scripts.map((request) => request.response().then((response) => response?.finished())))
    },
  }
}

/** Holds the page's requests for the chunk `name` until `release` is called (a route to install before the goto). */
function holding(name: string) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const hold = (page: Page) =>
    page.route(new RegExp(`/${name}-[\\w-]{8}\\.js$`), async (route) => {
      await held
      // The page may be gone by then (a failed test closes its context).
      await route.continue().catch(() => undefined)
    })
  return { hold, release }
}

/** The scripts the built HTML of `path` lists for attaching its runtime and the islands named, by chunk name. */
async function neededToAttach(path: string, islandsOnScreen: string[]): Promise<Set<string>> {
  const html = await (await fetch(baseUrl() + path)).text()
  const boot = html.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1]
  if (!boot) throw new Error(`${path} has no module script`)
  const templates = [/<template id="page-modules">([\s\S]*?)<\/template>/, ...islandsOnScreen.map((name) => new RegExp(`<template data-island-modules="${name}">([\\s\\S]*?)</template>`))]
  const links = templates.flatMap((template) => {
    const content = html.match(template)?.[1]
    if (content === undefined) throw new Error(`${path}'s HTML has no ${template.source}`)
    return [...content.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1])
  })
  return new Set([boot, ...links].map(chunkName))
}

/**
 * Once the page has answered and has requested every chunk of `after`: the scripts it requested before
 * answering that its HTML does not list for attaching, and the `after` chunks requested before answering.
 */
async function tooEarly({ page, requested, allArrived }: Visit, path: string, after: string[]) {
  await page.waitForSelector('html[data-attached]', { state: 'attached' })
  await Promise.all(after.map(requested))
  await allArrived()
  const { attachedAt, scripts, onScreen } = await page.evaluate(() => ({
    attachedAt: window.__attachedAt!,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, startMs: Math.round(entry.startTime) })),
    onScreen: Array.from(document.querySelectorAll<HTMLElement>('[data-island][data-on-screen]'), (island) => island.dataset.island!),
  }))
  const needed = await neededToAttach(path, onScreen)
  const before = scripts.filter((script) => script.startMs < attachedAt).map((script) => ({ ...script, name: chunkName(script.url) }))
  const said = (list: typeof before) => list.map((script) => `${script.name} at ${script.startMs} ms`)
  return {
    attachedAt: Math.round(attachedAt),
    notNeeded: said(before.filter((script) => !needed.has(script.name))),
    preloadsTooEarly: said(before.filter((script) => after.includes(script.name))),
  }
}

describe('on the phone profile, code the page does not need to answer is requested only after <html data-attached>', () => {
  // Per route, chunks it loads once it has answered: the nav bar's sparkle layer (its motion library), the hero's
  // particle engine, the forms' dialog and toasts, and the footer's island further down.
  const routes: [string, string[]][] = [
    ['/', ['SparkleLayer', 'ParticleCanvas', 'island-socialLinks']],
    ['/contact', ['SparkleLayer', 'form-modal', 'NotificationsHost', 'island-socialLinks']],
    ['/quote-request', ['SparkleLayer', 'form-modal', 'NotificationsHost', 'island-socialLinks']],
  ]
  for (const [path, after] of routes) {
    test(`${path}: only its runtime and on-screen islands before it answers; ${after.join(', ')} after`, { timeout: testMs }, async () => {
      const { attachedAt, notNeeded, preloadsTooEarly } = await tooEarly(await visit(path), path, after)
      expect(preloadsTooEarly, `requested before data-attached (${attachedAt} ms)`).toEqual([])
      expect(notNeeded, `requested before data-attached (${attachedAt} ms) but not listed for attaching`).toEqual([])
    })
  }

  // Loaded fresh, the runtime is the last file to arrive and the islands hydrate back to back: the browser is never
  // idle before the page answers. Where an island's code comes last (the runtime cached from another page, a bigger
  // island), it is: the nav bar has attached, its effects asked for idle time, and the page still waits.
  const lateIslands: [string, string, string[]][] = [
    ['/', 'island-particles', ['SparkleLayer', 'ParticleCanvas']],
    ['/contact', 'island-form', ['SparkleLayer', 'form-modal', 'NotificationsHost']],
  ]
  for (const [path, late, after] of lateIslands) {
    test(`${path}, ${late} arriving after the nav bar has attached and the browser has been idle: still nothing before it answers`, { timeout: testMs }, async () => {
      const { hold, release } = holding(late)
      const visited = await visit(path, hold)
      try {
        await visited.page.waitForSelector('[data-island="navBar"][data-island-attached]', { state: 'attached' })
        // The page's own idle callbacks, asked for before this one, have run by the time it does.
        await visited.page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
      } finally {
        release()
      }
      const { attachedAt, notNeeded, preloadsTooEarly } = await tooEarly(visited, path, after)
      expect(preloadsTooEarly, `requested before data-attached (${attachedAt} ms)`).toEqual([])
      expect(notNeeded, `requested before data-attached (${attachedAt} ms) but not listed for attaching`).toEqual([])
    })
  }

  test('/: a finger on a link before the page answers (a scroll starting there) fetches the app only after', { timeout: testMs }, async () => {
    // The nav bar's code is held until the finger has moved, so the runtime is running and the page has not answered.
    const { hold, release } = holding('island-navBar')
    const home = await visit('/', hold)
    const { page, cdp } = home
    try {
      // The runtime has started: it takes the early taps over, then adds its listeners on links, in one step.
      await page.waitForFunction(() => window.__earlyClicks?.onWanted !== undefined)
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-attached'))).toBe(false)
      const box = (await page.locator('header a[href="/"]').first().boundingBox())!
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + 80 }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    } finally {
      release()
    }
    // The touch still counts: the app is fetched once the page has answered.
    const { attachedAt, notNeeded, preloadsTooEarly } = await tooEarly(home, '/', ['spa'])
    expect(preloadsTooEarly, `the app requested before data-attached (${attachedAt} ms)`).toEqual([])
    expect(notNeeded, `requested before data-attached (${attachedAt} ms) but not listed for attaching`).toEqual([])
  })
})
