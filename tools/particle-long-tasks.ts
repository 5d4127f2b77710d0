// Long tasks of the particle engine on a phone, on the built site (npm run build first, or SITE_DIST=<dir>).
// Usage: npm run particles:long-tasks   (PARTICLE_RUNS=5 for more runs than 3)
//
// Each run opens / on the phone of tools/phone-profile.ts (Lighthouse's mobile profile: its screen, its CPU slowdown
// and a slow 4G network), records every long task (PerformanceObserver 'longtask', buffered, from the first script),
// and waits for ParticleCanvas's 'particles:ready' mark (every particle created and drawn). Start-up is the span
// between its marks 'particles:start' and 'particles:ready'; a task counts for it if it overlaps that span. Then
// the engine animates for 120 animation frames, whose long tasks are reported apart.
// The rest of the app loads at the same time, so each long task is attributed with the Long Animation Frames API
// (its scripts over 5 ms, each with its source file): a task is the engine's when more of its script time is in
// the engine's own chunks (those only reachable through ParticleCanvas's chunk) than in any other code. The other
// long tasks of the start-up are counted apart.
// Then it checks the pause: frames drawn (clearRect calls on the particle canvas) must stop while the hero is
// scrolled out of view and while the page is hidden, and start again when it is back.
import { readdirSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { builtDist } from './dist'
import { newPhonePage, phoneProfile, phoneSummary } from './phone-profile'
import { serveStatic } from '../pipeline/static-server'
import { median } from './median'

const dist = builtDist()
const runs = Math.max(1, Number(process.env.PARTICLE_RUNS ?? 3))
const limitMs = 50

/** The built chunks that only the particle canvas loads: reachable from ParticleCanvas-*.js and from no page otherwise. */
function particleChunks(root: string): Set<string> {
  const assets = readdirSync(join(root, 'assets')).filter((name) => name.endsWith('.js'))
  const refs = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => match[1]).filter((name) => assets.includes(name)))
  // Imports only (static, side-effect and dynamic), not the preload lists, which name a lazy chunk's dependencies.
  const imports = /(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g
  const edges = new Map(assets.map((name) => [name, refs(readFileSync(join(root, 'assets', name), 'utf8'), imports)]))
  const reach = (from: Iterable<string>, without?: string) => {
    const seen = new Set<string>()
    const queue = [...from].filter((name) => name !== without)
    while (queue.length) {
      const name = queue.pop()!
      if (seen.has(name)) continue
      seen.add(name)
      for (const next of edges.get(name) ?? []) if (next !== without && !seen.has(next)) queue.push(next)
    }
    return seen
  }
  const canvas = assets.find((name) => name.startsWith('ParticleCanvas-'))
  if (!canvas) throw new Error(`no ParticleCanvas chunk in ${root}/assets`)
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? pages(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : []))
  const roots = new Set(pages(root).flatMap((file) => [...refs(readFileSync(file, 'utf8'), /\/assets\/([\w.-]+\.js)/g)]))
  const app = reach(roots, canvas)
  return new Set([...reach([canvas])].filter((name) => !app.has(name)))
}

// Page-side code is kept as text: tsx would otherwise wrap its named functions in a helper the page lacks.
// Runs in the page before any of its scripts.
const instrument = `
  window.__longTasks = []
  window.__frames = 0
  window.__scripts = []
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      for (const script of frame.scripts) window.__scripts.push({ start: script.startTime, duration: script.duration, url: script.sourceURL, invoker: script.invoker })
  }).observe({ type: 'long-animation-frame', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  // The engine clears its canvas once per frame it draws (it renders through an OffscreenCanvas on the main thread).
  for (const proto of [globalThis.CanvasRenderingContext2D?.prototype, globalThis.OffscreenCanvasRenderingContext2D?.prototype]) {
    if (!proto) continue
    const clearRect = proto.clearRect
    proto.clearRect = function (...args) {
      window.__frames++
      return clearRect.apply(this, args)
    }
  }
`

const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: number }).__frames)
/** Waits for n animation frames of the page (the page's own clock, not a sleep of ours). */
const animationFrames = (page: Page, n: number) =>
  page.evaluate(`new Promise((resolve) => {
    let left = ${n}
    const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick))
    requestAnimationFrame(tick)
  })`)
/** Frames the engine draws during 30 animation frames of the page. */
async function framesDrawnDuring(page: Page): Promise<number> {
  const before = await frames(page)
  await animationFrames(page, 30)
  return (await frames(page)) - before
}

interface Run {
  startupMs: number
  longest: number
  over: number
  longestAfter: number
  what: string
  others: string
  particles: number
  pause?: { onScreen: number; offScreen: number; back: number; hidden: number; visible: number }
}

async function measure(url: string, engineChunks: Set<string>, checkPause: boolean): Promise<Run> {
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext(phoneProfile)
    const page = await newPhonePage(context)
    await page.addInitScript({ content: instrument })
    await page.goto(url + '/')
    await page.waitForFunction(() => performance.getEntriesByName('particles:ready').length > 0, undefined, { timeout: 120_000, polling: 100 })
    await animationFrames(page, 120)
    const result = (await page.evaluate(`(() => {
      const engineChunks = ${JSON.stringify([...engineChunks])}
      const start = performance.getEntriesByName('particles:start')[0].startTime
      const ready = performance.getEntriesByName('particles:ready')[0].startTime
      const sum = (list) => list.reduce((total, script) => total + script.duration, 0)
      const scriptsOf = (task) => window.__scripts.filter((script) => script.start >= task.start - 1 && script.start < task.start + task.duration)
      const isEngine = (task) => {
        const scripts = scriptsOf(task)
        const engine = scripts.filter((script) => engineChunks.includes((script.url || '').split('/').pop()))
        return sum(engine) > 0 && sum(engine) >= sum(scripts) - sum(engine)
      }
      const longest = (tasks) => Math.max(0, ...tasks.map((task) => task.duration))
      const during = window.__longTasks.filter((task) => task.start < ready && task.start + task.duration > start)
      const engineDuring = during.filter(isEngine)
      const others = during.filter((task) => !isEngine(task))
      const after = window.__longTasks.filter((task) => task.start >= ready).filter(isEngine)
      // What the longest engine task ran: its longest script's invoker and file.
      const top = engineDuring.concat(after).sort((a, b) => b.duration - a.duration)[0]
      const topScript = top && scriptsOf(top).sort((a, b) => b.duration - a.duration)[0]
      const what = topScript ? topScript.invoker + ' ' + (topScript.url || '').split('/').pop().replace(/-[\\w-]{8}\\.js$/, '') : '–'
      const counted = document.querySelector('main section canvas')?.closest('[data-particles]')
      return {
        startupMs: ready - start,
        longest: longest(engineDuring),
        over: engineDuring.filter((task) => task.duration > 50).length,
        longestAfter: longest(after),
        what,
        others: others.length + ' (' + (others.map((task) => task.duration.toFixed(0)).join(', ') || '–') + ')',
        particles: Number(counted ? counted.getAttribute('data-particles') : NaN),
      }
    })()`)) as Omit<Run, 'pause'>
    const run: Run = { ...result }
    if (checkPause) {
      const onScreen = await framesDrawnDuring(page)
      // Scroll until the hero (the canvas's section) is wholly above the viewport.
      await page.evaluate(() => {
        const hero = document.querySelector('main section canvas')!.closest('section')!
        window.scrollTo(0, hero.getBoundingClientRect().bottom + window.scrollY + 10)
      })
      await page.waitForFunction(() => document.querySelector('main section canvas')!.closest('section')!.getBoundingClientRect().bottom < 0)
      await animationFrames(page, 5) // the IntersectionObserver reports at the next rendering
      const offScreen = await framesDrawnDuring(page)
      await page.evaluate(() => window.scrollTo(0, 0))
      await animationFrames(page, 5)
      const back = await framesDrawnDuring(page)
      // A hidden page: headless chromium keeps running animation frames, so report hidden the way a browser
      // does on a tab switch (document.hidden, visibilityState, the event) and count what the engine draws.
      await page.evaluate(`
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
        document.dispatchEvent(new Event('visibilitychange'))
      `)
      await animationFrames(page, 2)
      const hidden = await framesDrawnDuring(page)
      await page.evaluate(() => {
        delete (document as { hidden?: boolean }).hidden
        delete (document as { visibilityState?: string }).visibilityState
        document.dispatchEvent(new Event('visibilitychange'))
      })
      await animationFrames(page, 2)
      const visible = await framesDrawnDuring(page)
      run.pause = { onScreen, offScreen, back, hidden, visible }
    }
    return run
  } finally {
    await browser.close()
  }
}

const ms = (value: number) => value.toFixed(0)

// Other work on the machine lengthens every task: the load average goes with the figures.
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ')
const loadBefore = load()
const engineChunks = particleChunks(dist)
const { server, url } = await serveStatic(dist)
const results: Run[] = []
try {
  for (let i = 0; i < runs; i++) results.push(await measure(url, engineChunks, i === 0))
} finally {
  server.close()
}

console.log(`Particle engine on / — phone ${phoneSummary} (${dist}); load average ${loadBefore} before, ${load()} after\n`)
console.log(`Engine chunks: ${[...engineChunks].sort().join(', ')}\n`)
console.log(
  '| run | start-up (ms) | longest engine task during start-up (ms) | engine tasks > 50 ms during it | longest engine task in the 120 frames after (ms) | what ran in the longest | particles | other long tasks during start-up (ms) |',
)
console.log('|---|---|---|---|---|---|---|---|')
results.forEach((run, i) =>
  console.log(`| ${i + 1} | ${ms(run.startupMs)} | ${ms(run.longest)} | ${run.over} | ${ms(run.longestAfter)} | ${run.what} | ${run.particles} | ${run.others} |`),
)
console.log(
  `| median | ${ms(median(results.map((r) => r.startupMs)))} | ${ms(median(results.map((r) => r.longest)))} | ${median(results.map((r) => r.over))} | ${ms(median(results.map((r) => r.longestAfter)))} | | | |`,
)

const pause = results[0].pause!
console.log(`\nFrames drawn in 30 animation frames: on screen ${pause.onScreen}, hero scrolled off ${pause.offScreen}, back ${pause.back}, page hidden ${pause.hidden}, visible again ${pause.visible}`)
const problems: string[] = []
if (median(results.map((r) => r.longest)) > limitMs) problems.push(`the longest start-up task (median) is over ${limitMs} ms`)
if (!(pause.onScreen > 0 && pause.back > 0 && pause.visible > 0)) problems.push('the engine does not draw while the hero is on screen')
if (pause.offScreen > 0) problems.push('the engine keeps drawing while the hero is off screen')
if (pause.hidden > 0) problems.push('the engine keeps drawing while the page is hidden')
if (problems.length) {
  console.error(`\n${problems.join('\n')}`)
  process.exitCode = 1
}
