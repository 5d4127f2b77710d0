// How soon the controls of a built page answer on a phone: serves dist/ (gzip, as a CDN would) and loads each route
// in chromium throttled like Lighthouse's mobile preset (the phone of tools/phone-profile.ts: its screen, its CPU
// slowdown and "Slow 4G"). Per route, the median of ATTACH_RUNS runs (3 unless set) of:
//   - first contentful paint, ms from navigation start;
//   - when <html data-attached> was set (every island on screen at load attached: its controls answer), same clock;
//   - the difference, "controls answer after first paint": budget 1.5 s, aim 1.0 s;
//   - "JS fetched before the page answers": gzip bodies of the JavaScript responses that finished before
//     data-attached was set (PerformanceResourceTiming.encodedBodySize), budget 100 KB for /;
//   - "JS requested before the page answers": the JavaScript whose request started before data-attached (its
//     entry's startTime), finished or not (its size is read once it has finished), budget 90 KB for /. A request
//     started then shares the phone's bandwidth with the code the page needs to answer, even if it ends later.
// Usage: npm run build && npm run attach-timing [-- /path ... | -- all]. A run waits at most ATTACH_TIMEOUT_MS (60 s) for
// the signal. Medians of throttled runs still move with the machine's load, printed first.
import { execSync } from 'node:child_process'
import type { Browser, Page, Request } from 'playwright-core'
import { launchBrowser } from './browser'
import { builtDist, sitemapPaths } from './dist'
import { applyPhoneProfile, phoneProfile, phoneSummary } from './phone-profile'
import { serveStatic } from '../pipeline/static-server'
import { median } from './median'

const dist = builtDist()
const asked = process.argv.slice(2)
// `all`: every page of the build (the sitemap's addresses) and the not-found page.
const everyPage = () => [...sitemapPaths(dist), '/no-such-page']
const routes = asked[0] === 'all' ? everyPage() : asked.length ? asked : ['/', '/contact', '/quote-request', '/portfolio']
const runs = Math.max(1, Number(process.env.ATTACH_RUNS ?? 3))
const timeoutMs = Number(process.env.ATTACH_TIMEOUT_MS ?? 60_000)
const budgets = { answerMs: 1500, aimMs: 1000, homeJsKb: 100, homeRequestedKb: 90 }
const attachedMessage = 'attach-timing: data-attached'

interface Run {
  fcpMs: number
  attachedMs: number
  jsKb: number
  jsFiles: number
  requestedKb: number
  requestedFiles: number
}

/** Why a run has no numbers: said once per route, in words a person can act on. */
class NoSignal extends Error {}

declare global {
  interface Window {
    __attachedAt?: number
  }
}

/**
 * Runs in the page before its own scripts: notes performance.now() when data-attached appears on <html>
 * (watching only that element's attributes, so the page does no extra work while it builds), and says so
 * on the console, which this script waits for instead of polling the page. A string, not a function: tsx
 * names inner functions with a helper (__name) that does not exist in the page.
 */
const recordAttached = `(() => {
  performance.setResourceTimingBufferSize(2000)
  function noteIfAttached() {
    if (window.__attachedAt !== undefined || !document.documentElement || !document.documentElement.hasAttribute('data-attached')) return false
    window.__attachedAt = performance.now()
    console.debug(${JSON.stringify(attachedMessage)})
    return true
  }
  function watchHtml(html) {
    const observer = new MutationObserver(() => {
      if (noteIfAttached()) observer.disconnect()
    })
    observer.observe(html, { attributes: true, attributeFilter: ['data-attached'] })
    noteIfAttached()
  }
  if (document.documentElement) watchHtml(document.documentElement)
  else {
    // The new document has no <html> yet: wait for it (the document's own children only, not its subtree).
    const waitForHtml = new MutationObserver(() => {
      if (!document.documentElement) return
      waitForHtml.disconnect()
      watchHtml(document.documentElement)
    })
    waitForHtml.observe(document, { childList: true })
  }
})()`

/** Resolves when the page's load event has passed and it has no island (so no data-attached can come). */
async function noIslands(page: Page): Promise<never> {
  await page.waitForEvent('load', { timeout: timeoutMs + 1000 })
  const islands = await page.evaluate(() => document.querySelectorAll('[data-island]').length)
  if (islands === 0 && !(await page.evaluate(() => document.documentElement.hasAttribute('data-attached')))) {
    throw new NoSignal('the page loaded with no [data-island] element and no <html data-attached>: this build has no islands boot, so the signal can never come')
  }
  return new Promise<never>(() => undefined)
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext(phoneProfile)
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: recordAttached })
    await applyPhoneProfile(page)
    const scripts: Request[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request)
    })
    const attached = page.waitForEvent('console', { predicate: (message) => message.text() === attachedMessage, timeout: timeoutMs })
    const withoutIslands = noIslands(page)
    // Both are raced below; neither may end as an unhandled rejection when the other wins.
    attached.catch(() => undefined)
    withoutIslands.catch(() => undefined)
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs })
    try {
      await Promise.race([attached, withoutIslands])
    } catch (error) {
      if (error instanceof NoSignal) throw error
      if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error
      throw new NoSignal(`<html data-attached> was not set within ${timeoutMs / 1000} s of the navigation: an island never attached, or this build's boot does not set the signal (ATTACH_TIMEOUT_MS sets the wait)`)
    }
    // A resource has its timing entry only once it has finished: wait for every script asked for so far (a
    // superset of those asked for before data-attached) before reading them.
    await Promise.all([...scripts].map((request) => request.response().then((response) => response?.finished()).catch(() => undefined)))
    const run = await page.evaluate(() => {
      const attachedMs = window.__attachedAt!
      const fcpMs = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
      const js = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
      const finished = js.filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= attachedMs)
      const requested = js.filter((entry) => entry.startTime < attachedMs)
      // No named function in here: tsx would wrap it in a helper (__name) the page does not have.
      const [jsKb, requestedKb] = [finished, requested].map((entries) => entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024)
      return { fcpMs, attachedMs, jsKb, jsFiles: finished.length, requestedKb, requestedFiles: requested.length }
    })
    // The boot starts the islands only after the first contentful paint, so there must be one by now.
    if (Number.isNaN(run.fcpMs)) throw new NoSignal('data-attached was set, but the page has no first-contentful-paint entry')
    return run
  } finally {
    await context.close()
  }
}


console.log(`load average at the start: ${execSync('uptime').toString().trim()}`)
console.log(`phone: ${phoneSummary}; median of ${runs} run(s) per route; a run waits ${timeoutMs / 1000} s at most\n`)

const { server, url } = await serveStatic(dist)
const browser = await launchBrowser()
const rows: string[] = []
const problems: string[] = []
const overBudget: string[] = []
const details: string[] = []
try {
  for (const route of routes) {
    const done: Run[] = []
    for (let run = 1; run <= runs; run++) {
      try {
        done.push(await measure(browser, url + route))
      } catch (error) {
        if (!(error instanceof NoSignal)) throw error
        problems.push(`${route}, run ${run}: ${error.message}`)
        console.error(`${route}, run ${run}: ${error.message}`)
        // The next runs would wait just as long for nothing.
        break
      }
    }
    if (done.length) {
      const each = (run: Run) =>
        `${Math.round(run.fcpMs)} → ${Math.round(run.attachedMs)} ms (${Math.round(run.attachedMs - run.fcpMs)}), ${run.jsKb.toFixed(1)} KB fetched, ${run.requestedKb.toFixed(1)} KB in ${run.requestedFiles} files requested`
      details.push(`${route}: ${done.map(each).join('; ')}`)
    }
    if (done.length < runs) {
      rows.push(`| ${route} | – | – | – | – | – | – | – |`)
      continue
    }
    const fcp = median(done.map((run) => run.fcpMs))
    const attached = median(done.map((run) => run.attachedMs))
    const answer = median(done.map((run) => run.attachedMs - run.fcpMs))
    const jsKb = median(done.map((run) => run.jsKb))
    const files = median(done.map((run) => run.jsFiles))
    const requestedKb = median(done.map((run) => run.requestedKb))
    const requestedFiles = median(done.map((run) => run.requestedFiles))
    const answerVerdict = answer > budgets.answerMs ? ' ✗ over budget' : answer > budgets.aimMs ? ' (over the 1.0 s aim)' : ''
    const jsVerdict = route === '/' && jsKb > budgets.homeJsKb ? ' ✗ over budget' : ''
    const requestedVerdict = route === '/' && requestedKb > budgets.homeRequestedKb ? ' ✗ over budget' : ''
    if (answerVerdict.includes('budget')) overBudget.push(`${route}: controls answer ${Math.round(answer)} ms after first paint (budget ${budgets.answerMs})`)
    if (jsVerdict) overBudget.push(`${route}: ${jsKb.toFixed(1)} KB of JS before the page answers (budget ${budgets.homeJsKb})`)
    if (requestedVerdict) overBudget.push(`${route}: ${requestedKb.toFixed(1)} KB of JS requested before the page answers (budget ${budgets.homeRequestedKb})`)
    rows.push(
      `| ${route} | ${Math.round(fcp)} | ${Math.round(attached)} | ${Math.round(answer)}${answerVerdict} | ${jsKb.toFixed(1)}${jsVerdict} | ${files} | ${requestedKb.toFixed(1)}${requestedVerdict} | ${requestedFiles} |`,
    )
  }
} finally {
  await browser.close()
  server.close()
}

console.log(
  `| route | first contentful paint (ms) | data-attached (ms) | controls answer after first paint (ms; budget ${budgets.answerMs}, aim ${budgets.aimMs}) | JS fetched before the page answers (KB gzip; budget ${budgets.homeJsKb} for /) | JS files | JS requested before the page answers (KB gzip; budget ${budgets.homeRequestedKb} for /) | requested files |`,
)
console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
for (const row of rows) console.log(row)
if (details.length) console.log(`\nEach run (first paint → data-attached, the difference; JS fetched and requested before it):\n${details.map((line) => `- ${line}`).join('\n')}`)
if (overBudget.length) console.log(`\nOver budget:\n${overBudget.map((line) => `- ${line}`).join('\n')}`)
if (problems.length) {
  console.error(`\nNot measured:\n${problems.map((line) => `- ${line}`).join('\n')}`)
  process.exitCode = 1
}
