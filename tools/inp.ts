// How long each tap of a visitor takes to answer on a mid-range phone: serves dist/ and, for every kind of control
// the site has, loads its page in chromium with the phone's screen and touch and its CPU 4x slower (tools/phone-profile.ts;
// the network is not slowed: the tap comes after the page has attached, <html data-all-attached>), taps the control and
// reads the browser's Event Timing entries for that tap. The figure is the interaction's longest event duration (what
// INP reports), split into its three parts:
//   - input delay: from the tap until its first handler ran (the main thread was busy with something else);
//   - processing: the handlers of the event;
//   - presentation: from the handlers' end until the next frame was on screen (style, layout, paint).
// Median of INP_RUNS loads (5 unless set) per interaction, each in a browser of its own. Budget: 100 ms each. The first
// row is the floor: a bare page's question, tapped the same way, which is the browser's own share of every figure.
// Taps are a finger's (touch events, then the click the browser makes of them); INP_MOUSE=1 clicks with a mouse
// instead, which leaves out the browser's touch pipeline (on this profile most of a tap's input delay).
// INP_REDUCED_MOTION=1 loads every page with reduced motion (no particles, no fades): the difference is what the
// animations cost a tap.
// Usage: npm run build && npm run inp [-- <name part> ...], e.g. `npm run inp -- quote` for the quote form's ones.
// INP_TRACE=1 also records a performance trace of each tap and prints where the main thread's time went from the
// tap to the frame that answered it (scripts by file and function, style, layout, paint), summed over the loads.
// Event Timing reports only events of 16 ms or more: a tap under that reads "<16". Figures move with the machine's
// load, printed first: measure on a quiet machine.
import { execSync } from 'node:child_process'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { builtDist } from './dist'
import { cpuSlowdown, phoneProfile } from './phone-profile'
import { serveStatic } from '../pipeline/static-server'
import { median } from './median'

const runs = Math.max(1, Number(process.env.INP_RUNS ?? 5))
const tracing = Boolean(process.env.INP_TRACE)
const budgetMs = 100
const waitMs = 60_000

interface Interaction {
  name: string
  path: string
  /** What happens before the measured tap (a field tapped first, a form filled). */
  before?: (page: Page) => Promise<void>
  /** The control the visitor taps. */
  control: (page: Page) => Locator
  /** Shown once the tap has been answered. */
  answer: (page: Page) => Locator
  /** The floor: the browser's own share of every figure, not held to the budget. */
  floor?: boolean
  /** A page of its own, served at `path` instead of the site's. */
  html?: string
}

/**
 * The floor: a page with nothing but a question (no script, no style), tapped the same way. What it takes is the
 * browser's own cost of a tap on this machine and profile; the site's figures are that plus the page's work.
 */
const floorPage = '<!doctype html><html data-all-attached><meta name=viewport content="width=device-width"><title>floor</title><details><summary style="display:block;padding:24px">A question</summary><p>Its answer</p></details></html>'

const submit = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true })
const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) })

/** Fills every field of the form with `submitLabel` with something its rules accept. */
async function fillForm(page: Page, submitLabel: string) {
  const form = page.locator('form').filter({ has: submit(page, submitLabel) })
  for (const input of await form.locator('input:not([type=hidden]):visible, textarea:visible, select:visible').all()) {
    const { tag, type } = await input.evaluate((element) => ({ tag: element.tagName, type: element.getAttribute('type') }))
    if (tag === 'SELECT') await input.selectOption({ index: 1 })
    else if (type === 'email') await input.fill('asha@example.in')
    else if (type === 'tel') await input.fill('+91 98765 43210')
    else if (tag === 'TEXTAREA') await input.fill('A website for our saree shop in Surat, in Gujarati and English, with UPI payments.')
    else await input.fill('Asha Patel')
  }
}

const interactions: Interaction[] = [
  {
    name: 'floor: a question on a bare page (no script, no style)',
    path: '/__floor',
    floor: true,
    html: floorPage,
    control: (page) => page.locator('summary'),
    answer: (page) => page.locator('details[open] p'),
  },
  {
    name: 'menu: the phone menu opens (/)',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
    answer: (page) => page.locator('#mobile-menu'),
  },
  {
    name: 'card dialog: a service card opens its dialog (/)',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'ERP Development', exact: true }),
    answer: (page) => page.getByRole('dialog', { name: 'ERP Development' }),
  },
  {
    name: 'filter: a portfolio filter (/portfolio)',
    path: '/portfolio',
    control: (page) => page.getByRole('group', { name: 'Filter by category' }).getByRole('radio', { name: 'Mobile', exact: true }),
    answer: (page) => page.getByRole('group', { name: 'Filter by category' }).getByRole('radio', { name: 'Mobile', exact: true, checked: true }),
  },
  {
    name: 'question: an FAQ answer opens (/services/sales-generating-seo)',
    path: '/services/sales-generating-seo',
    control: (page) => page.locator('main details summary').first(),
    answer: (page) => page.locator('main details[open] summary + *').first(),
  },
  {
    name: 'tab: "Get a Quote" (/contact)',
    path: '/contact',
    control: (page) => page.getByRole('radio', { name: 'Get a Quote', exact: true }).or(page.getByRole('tab', { name: 'Get a Quote', exact: true })),
    answer: (page) => submit(page, 'Submit Quote Request'),
  },
  {
    name: 'comparison row: a row opens at phone width (/pricing)',
    path: '/pricing',
    control: (page) => page.locator('main details summary:visible').filter({ hasText: 'Backend Development' }).first(),
    answer: (page) => page.locator('main details[open]:visible').first(),
  },
  {
    name: 'contact form: Send on the empty form (/contact)',
    path: '/contact',
    control: (page) => submit(page, 'Send Message'),
    answer: (page) => page.getByText('Name must be at least 2 characters', { exact: true }),
  },
  {
    name: 'contact form: a field left empty shows its error (/contact)',
    path: '/contact',
    before: (page) => textbox(page, 'Your Name').tap(),
    control: (page) => textbox(page, 'Email Address'),
    answer: (page) => page.getByText('Name must be at least 2 characters', { exact: true }),
  },
  {
    name: 'toast: a valid message is sent (/contact)',
    path: '/contact',
    before: (page) => fillForm(page, 'Send Message'),
    control: (page) => submit(page, 'Send Message'),
    answer: (page) => page.getByRole('status').filter({ hasText: 'Message sent!' }),
  },
  {
    name: 'quote form: Submit on the empty form (/quote-request)',
    path: '/quote-request',
    control: (page) => submit(page, 'Submit Quote Request'),
    answer: (page) => page.getByText('Name must be at least 2 characters', { exact: true }),
  },
  {
    name: 'quote form: a field left empty shows its error (/quote-request)',
    path: '/quote-request',
    before: (page) => textbox(page, 'Full Name').tap(),
    control: (page) => textbox(page, 'Email Address'),
    answer: (page) => page.getByText('Name must be at least 2 characters', { exact: true }),
  },
  {
    name: 'quote dialog: a valid request is sent (/quote-request)',
    path: '/quote-request',
    before: (page) => fillForm(page, 'Submit Quote Request'),
    control: (page) => submit(page, 'Submit Quote Request'),
    answer: (page) => page.getByRole('dialog', { name: 'Quote Request Submitted' }),
  },
]

interface Parts {
  durationMs: number
  inputDelayMs: number
  processingMs: number
  presentationMs: number
  /** The event whose duration this is (pointerdown, click, keydown...). */
  event: string
}

/**
 * Runs in the page before its scripts: keeps every Event Timing entry of an interaction (interactionId > 0),
 * and counts the frames, so the tool can wait for one drawn after the tap's answer. A string: see attach-timing.ts.
 */
const recordEvents = `(() => {
  window.__interactions = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, startTime: entry.startTime, duration: entry.duration, processingStart: entry.processingStart, processingEnd: entry.processingEnd })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
})()`

/** One load of the page and one tap: the parts of the tap's longest event, or undefined under 16 ms. */
async function measureOnce(browser: Browser, url: string, interaction: Interaction): Promise<Parts | undefined> {
  const context = await browser.newContext({ ...phoneProfile, reducedMotion: process.env.INP_REDUCED_MOTION ? 'reduce' : 'no-preference' })
  context.setDefaultTimeout(waitMs)
  // A valid form opens the chat service in a new tab: nothing leaves the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  try {
    await context.addInitScript(recordEvents)
    const page = await context.newPage()
    page.on('popup', (opened) => void opened.close())
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    const { html } = interaction
    if (html) await page.route(url + interaction.path, (route) => route.fulfill({ contentType: 'text/html', body: html }))
    await page.goto(url + interaction.path)
    await page.waitForSelector('html[data-all-attached]', { state: 'attached' })
    await interaction.before?.(page)
    const control = interaction.control(page)
    await control.scrollIntoViewIfNeeded()
    // Earlier taps (the fields of a form) are not this one's: only entries from now on count.
    const since = await page.evaluate('performance.now()')
    if (tracing) await browser.startTracing(page, { categories: traceCategories })
    // By its place on the screen, not locator.tap(): that one adds playwright's own listeners to check what the
    // tap hit, about 10 ms of the page's main thread on this profile.
    const box = await control.boundingBox()
    if (!box) throw new Error(`${interaction.name}: the control has no box on screen`)
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    if (process.env.INP_MOUSE) await page.mouse.click(x, y)
    else await page.touchscreen.tap(x, y)
    await interaction.answer(page).waitFor({ state: 'visible' }).catch(async (error) => {
      await page.screenshot({ path: '/tmp/inp-fail.png' })
      throw error
    })
    // Entries arrive after the frame that showed the answer: two frames on, they have, or the tap was under 16 ms.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))))')
    const entries = (await page.evaluate(`window.__interactions.filter((entry) => entry.startTime >= ${since})`)) as {
      name: string
      startTime: number
      duration: number
      processingStart: number
      processingEnd: number
    }[]
    const trace = tracing ? await browser.stopTracing() : undefined
    if (entries.length === 0) return undefined
    const longest = entries.reduce((best, entry) => (entry.duration > best.duration ? entry : best))
    if (trace) addToBreakdown(JSON.parse(trace.toString()), longest)
    return {
      durationMs: longest.duration,
      inputDelayMs: longest.processingStart - longest.startTime,
      processingMs: longest.processingEnd - longest.processingStart,
      presentationMs: longest.startTime + longest.duration - longest.processingEnd,
      event: longest.name,
    }
  } finally {
    await context.close()
  }
}

const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing']

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { type?: string; url?: string; functionName?: string; scriptName?: string } }
}

/** Main-thread milliseconds by what they were spent on, summed over the traced taps of one interaction. */
let breakdown = new Map<string, number>()

/**
 * Adds where the renderer's main thread spent the interaction's time: from the tap's first event's start less its
 * input delay, to its end. The window is found from the trace's own EventDispatch of that event type (the trace's
 * clock is not performance.now()'s). Nested events overlap: a FunctionCall inside an EventDispatch counts in both.
 */
function addToBreakdown(trace: { traceEvents: TraceEvent[] }, longest: { name: string; startTime: number; duration: number; processingStart: number; processingEnd: number }) {
  const events = trace.traceEvents
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  if (!main) return
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
  const dispatch = onMain.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === longest.name)
  if (!dispatch) return
  const inputDelayUs = (longest.processingStart - longest.startTime) * 1000
  const from = dispatch.ts - inputDelayUs
  const to = from + longest.duration * 1000
  for (const event of onMain) {
    const start = Math.max(event.ts, from)
    const end = Math.min(event.ts + event.dur!, to)
    if (end <= start) continue
    const data = event.args?.data
    const what =
      event.name === 'FunctionCall' || event.name === 'EvaluateScript' || event.name === 'v8.compile' || event.name === 'v8.compileModule'
        ? `${event.name} ${(data?.url ?? '').split('/').pop()} ${data?.functionName ?? ''}`.trim()
        : event.name === 'EventDispatch' || event.name === 'TimerFire'
          ? `${event.name} ${data?.type ?? ''}`.trim()
          : event.name
    if (!/^(RunTask|ThreadControllerImpl::RunTask|ProfileCall)$/.test(what)) breakdown.set(what, (breakdown.get(what) ?? 0) + (end - start) / 1000)
  }
}

const asked = process.argv.slice(2).map((word) => word.toLowerCase())
const chosen = asked.length ? interactions.filter((interaction) => asked.some((word) => interaction.name.toLowerCase().includes(word))) : interactions
if (chosen.length === 0) {
  console.error(`No interaction's name has ${asked.join(' or ')}. They are:\n${interactions.map((interaction) => `  ${interaction.name}`).join('\n')}`)
  process.exit(2)
}

console.log(`load average at the start: ${execSync('uptime').toString().trim()}`)
console.log(`phone: ${phoneProfile.viewport!.width} x ${phoneProfile.viewport!.height}, touch, CPU ${cpuSlowdown}x slower; median of ${runs} load(s) per interaction\n`)
const { server, url } = await serveStatic(builtDist())
const rows: string[] = []
let over = 0
try {
  for (const interaction of chosen) {
    const measured: (Parts | undefined)[] = []
    // A new browser for every load: one that has loaded pages before answers slower (the contact tab's tap took 160 ms
    // as the fifth interaction of a run, 104 ms alone), and each figure should not depend on what was measured before.
    for (let run = 0; run < runs; run++) {
      const browser = await launchBrowser()
      try {
        measured.push(await measureOnce(browser, url, interaction))
      } finally {
        await browser.close()
      }
    }
    // Under 16 ms counts as 0 for the median of each part: the entry that would say more was never reported.
    const zero: Parts = { durationMs: 0, inputDelayMs: 0, processingMs: 0, presentationMs: 0, event: '' }
    const all = measured.map((parts) => parts ?? zero)
    const duration = median(all.map((parts) => parts.durationMs))
    const events = [...new Set(measured.flatMap((parts) => (parts ? [parts.event] : [])))].join(', ')
    const cell = (value: number) => (duration === 0 ? '<16' : `${Math.round(value)}`)
    if (duration > budgetMs && !interaction.floor) over++
    rows.push(
      `| ${interaction.name} | ${duration === 0 ? '<16' : Math.round(duration)} | ${cell(median(all.map((parts) => parts.inputDelayMs)))} | ${cell(median(all.map((parts) => parts.processingMs)))} | ${cell(median(all.map((parts) => parts.presentationMs)))} | ${events || '-'} | ${all.map((parts) => Math.round(parts.durationMs)).join(' ')} |`,
    )
    console.log(rows.at(-1))
    if (tracing) {
      const top = [...breakdown].sort((a, b) => b[1] - a[1]).slice(0, 14)
      for (const [what, ms] of top) console.log(`    ${(ms / runs).toFixed(1).padStart(7)} ms  ${what}`)
      breakdown = new Map()
    }
  }
} finally {
  server.close()
}
console.log(`\nload average at the end: ${execSync('uptime').toString().trim()}`)
console.log('| interaction | INP ms | input delay | processing | presentation | longest event | each load |')
console.log('|---|---:|---:|---:|---:|---|---|')
for (const row of rows) console.log(row)
console.log(over ? `\n${over} interaction(s) over the ${budgetMs} ms budget.` : `\nEvery interaction within ${budgetMs} ms.`)
