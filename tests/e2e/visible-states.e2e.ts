import { mkdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core'
import type { CardGridSection } from '../../src/generated/site'
import { baseUrl, fastAnimations, useBrowser, waitForAllAttached, watchConsole } from '../../tools/browser'
import { field, formWith } from './form-locators'
import { realSite } from './site-data'

// Every state a visitor reaches after doing something, looked at rather than read: the toast, the windows, the
// open menu, the forms with all their errors, the empty filter result. For each, at a phone's width (touch) and a
// desktop's: it is drawn, it has a box with a background, it lies inside the viewport, and none of its text is
// drawn over other text. Texts come from the spec; card titles and the empty text from site.yaml.
// With VISIBLE_STATES_SHOTS=<folder>, each state is also saved there as a screenshot, for a person to look at.

const site = realSite()
const shotsFolder = process.env.VISIBLE_STATES_SHOTS
const openContext = useBrowser(20_000)

interface Screen {
  label: string
  touch: boolean
  options: BrowserContextOptions
}

const phoneScreen: Screen = {
  label: '390 px',
  touch: true,
  options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
}
const desktopScreen: Screen = { label: '1280 px', touch: false, options: { viewport: { width: 1280, height: 800 } } }

/**
 * A state as the checks see it. An overlay (toast, window, menu) is drawn above the page: it must have a background
 * of its own, and if it scrolls, it scrolls inside. A state in the page (a form's errors, the empty result) is looked
 * at through its `targets`, each scrolled into view; the background of each is that of the nearest box around it
 * inside `element`, and the text of all of `element` is checked as the page scrolls past it.
 */
interface State {
  name: string
  element: Locator
  overlay: boolean
  targets: Locator[]
  shot: string
}

function overlayState(name: string, element: Locator, shot: string): State {
  return { name, element, overlay: true, targets: [element], shot }
}

function pageState(name: string, element: Locator, targets: Locator[], shot: string): State {
  return { name, element, overlay: false, targets, shot }
}

async function visit(screen: Screen, path: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await openContext(screen.options)
  // The chat link's new tab gets a local stand-in page: the machine has no network.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }))
  await context.addInitScript(installPageHelpers)
  const page = await context.newPage()
  // Each state is looked at once it has come to rest (waitForAnimations): the same rest, reached ten times sooner.
  await fastAnimations(page)
  const problems = watchConsole(page)
  await page.goto(baseUrl() + path)
  await waitForAllAttached(page)
  await page.evaluate(() => document.fonts.ready)
  return { context, page, problems }
}

/** A tap on a phone, a click on a desktop. */
async function press(screen: Screen, target: Locator) {
  if (screen.touch) await target.tap()
  else await target.click()
}

/**
 * Resolves once no animation or transition of the element, its contents or its boxes around it is running, and
 * none has started for a few frames (a script may start one just after the state appears).
 */
async function waitForAnimations(element: Locator) {
  await element.evaluate(async (target) => {
    const running = () =>
      document.getAnimations().filter((animation) => {
        const effect = animation.effect as KeyframeEffect | null
        const affected = effect?.target
        if (!affected || !(affected.contains(target) || target.contains(affected))) return false
        return animation.playState === 'running' && Number.isFinite(Number(effect.getComputedTiming().endTime))
      })
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    let quietFrames = 0
    while (quietFrames < 3) {
      const animations = running()
      if (animations.length > 0) {
        quietFrames = 0
        await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)))
      } else {
        quietFrames += 1
        await nextFrame()
      }
    }
  })
}

/**
 * What the in-page checks share, installed in every page of the context before its own scripts: how an element is
 * named in a failure (its tag, its readable classes, the start of its text) and a colour's opacity.
 */
function installPageHelpers() {
  const describe = (element: Element) => {
    const classes =
      typeof element.className === 'string'
        ? element.className
            .split(/\s+/)
            .filter((name) => name && !name.startsWith('m_'))
            .map((name) => name.replace(/^_(.+)_[a-z0-9]+_\d+$/, '$1'))
        : []
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${element.tagName.toLowerCase()}${classes.length ? ` class="${classes.join(' ')}"` : ''}> "${text}"`
  }
  const alpha = (color: string) => {
    if (color === 'transparent') return 0
    const slash = color.match(/\/\s*([\d.]+)(%?)\s*\)$/)
    if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1)
    const parts = color.match(/^rgba?\((.*)\)$/)
    if (parts) {
      const values = parts[1].split(',')
      return values.length === 4 ? Number(values[3]) : 1
    }
    return 1
  }
  Object.assign(window, { visibleStates: { describe, alpha } })
}

declare global {
  interface Window {
    visibleStates: { describe: (element: Element) => string; alpha: (color: string) => number }
  }
}

/** The nearest box from `target` up to `state` (or `target` alone) whose background is not transparent, in words. */
function findBackground([target, state, selfOnly]: readonly [Element, Element, boolean]): string | null {
  const { describe: name, alpha } = window.visibleStates
  for (let box: Element | null = target; box; box = box.parentElement) {
    const style = getComputedStyle(box)
    if (alpha(style.backgroundColor) > 0) return `${name(box)}: ${style.backgroundColor}`
    if (style.backgroundImage !== 'none') return `${name(box)}: ${style.backgroundImage.slice(0, 60)}`
    if (selfOnly || box === state) break
  }
  return null
}

/** Where the element lies against the viewport, in words, or null when it is wholly inside. */
function placementProblem([element, allowScrollInside]: readonly [Element, boolean]): string | null {
  const width = document.documentElement.clientWidth
  const height = document.documentElement.clientHeight
  const rect = element.getBoundingClientRect()
  const round = (value: number) => Math.round(value)
  if (rect.width < 1 || rect.height < 1) return `has no box (${round(rect.width)}×${round(rect.height)} px)`
  const problems: string[] = []
  if (rect.left < -0.5 || rect.right > width + 0.5) problems.push(`spans ${round(rect.left)}–${round(rect.right)} px across a ${width} px viewport`)
  if (rect.top < -0.5 || rect.bottom > height + 0.5) {
    const style = getComputedStyle(element)
    const scrollsInside = ['auto', 'scroll'].includes(style.overflowY) && element.scrollHeight > element.clientHeight
    if (!(allowScrollInside && rect.height > height && scrollsInside)) {
      problems.push(`spans ${round(rect.top)}–${round(rect.bottom)} px down a ${height} px viewport`)
    }
  }
  return problems.length ? problems.join('; ') : null
}

interface TextReport {
  /** Text drawn over other text, or hidden under something that is neither the state's nor a bar. */
  problems: string[]
  /** Per line of text (text node and line): whether it was seen clear here, and its words. */
  lines: Record<string, { status: 'clear' | 'under a bar' | 'under its own part' | 'not drawn here'; text: string }>
}

/**
 * Looks at every line of text of the state's element that is in the viewport now. At points along each line it
 * takes what is drawn there (document.elementsFromPoint, topmost first) down to the first opaque box: any other
 * element with text at that place in that pile is text drawn over text. A line under an opaque box is hidden:
 * fine under the state's own part (a window's sticky header as its content scrolls) or, for a state in the page
 * scrolled by the check, under a fixed or sticky bar; a problem under anything else.
 */
function inspectText([state, overlay]: readonly [Element, boolean]): TextReport {
  const { describe: name, alpha } = window.visibleStates
  const width = document.documentElement.clientWidth
  const height = document.documentElement.clientHeight
  const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  const opaque = (element: Element) => alpha(getComputedStyle(element).backgroundColor) >= 0.9
  const inBar = (element: Element) => {
    for (let box: Element | null = element; box; box = box.parentElement) {
      if (['fixed', 'sticky'].includes(getComputedStyle(box).position)) return true
    }
    return false
  }
  // Text for screen readers only is clipped away on purpose.
  const clippedOnPurpose = (element: Element) => {
    for (let box: Element | null = element; box && box !== state.parentElement; box = box.parentElement) {
      const style = getComputedStyle(box)
      const rect = box.getBoundingClientRect()
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true
      if (rect.width <= 1 && rect.height <= 1 && style.overflow !== 'visible') return true
    }
    return false
  }
  const textRects = (node: Text) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1)
  }
  const overlapping = (a: DOMRect, b: DOMRect) => {
    const across = Math.min(a.right, b.right) - Math.max(a.left, b.left)
    const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
    return across > 2 && down > Math.max(2, 0.25 * Math.min(a.height, b.height))
  }
  const ownText = new Map<Element, Array<{ text: string; rect: DOMRect }>>()
  const textOf = (element: Element) => {
    let found = ownText.get(element)
    if (!found) {
      found = []
      if (shown(element)) {
        for (const child of element.childNodes) {
          if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue
          for (const rect of textRects(child as Text)) found.push({ text: child.textContent.trim().slice(0, 40), rect })
        }
      }
      ownText.set(element, found)
    }
    return found
  }

  const problems = new Set<string>()
  const lines: TextReport['lines'] = {}
  const walker = document.createTreeWalker(state, NodeFilter.SHOW_TEXT)
  let index = 0
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null, index += 1) {
    const parent = node.parentElement
    if (!node.textContent?.trim() || !parent || !shown(parent) || clippedOnPurpose(parent)) continue
    const words = node.textContent.trim().replace(/\s+/g, ' ')
    textRects(node).forEach((rect, line) => {
      const text = words.slice(0, 50)
      let status: TextReport['lines'][string]['status'] | undefined
      const points = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap((across) => [0.25, 0.5, 0.75].map((down) => [rect.left + rect.width * across, rect.top + rect.height * down]))
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue
        const pile = document.elementsFromPoint(x, y)
        const at = pile.indexOf(parent)
        if (at < 0) continue
        const above = pile.slice(0, at)
        const coveredBy = above.findLast(opaque)
        if (coveredBy) {
          if (state.contains(coveredBy)) status ??= 'under its own part'
          else if (!overlay && inBar(coveredBy)) status ??= 'under a bar'
          else problems.add(`its text "${text}" is hidden under ${name(coveredBy)}`)
          continue
        }
        let underBar = false
        for (const element of above) {
          const other = textOf(element).find((item) => overlapping(item.rect, rect))
          if (!other) continue
          if (!overlay && inBar(element) && !state.contains(element)) underBar = true
          else problems.add(`its text "${text}" lies under the text "${other.text}" of ${name(element)}`)
        }
        if (underBar) {
          status ??= 'under a bar'
          continue
        }
        for (const below of pile.slice(at + 1)) {
          const other = textOf(below).find((item) => overlapping(item.rect, rect))
          if (other) problems.add(`its text "${text}" lies over the text "${other.text}" of ${name(below)}`)
          if (opaque(below)) break
        }
        status = 'clear'
      }
      lines[`${index}/${line}`] = { status: status ?? 'not drawn here', text }
    })
  }
  return { problems: [...problems], lines }
}

function nameOf(target: Locator): Promise<string> {
  return target.evaluate((element) => window.visibleStates.describe(element))
}

async function visibilityProblems(state: State): Promise<string[]> {
  const problems: string[] = []
  for (const target of state.targets) {
    const shown = await target.evaluate((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
    if (!shown) problems.push(`${await nameOf(target)} is not visible (display, visibility or opacity)`)
  }
  return problems
}

async function backgroundProblems(state: State): Promise<string[]> {
  const problems: string[] = []
  const container = await state.element.elementHandle()
  for (const target of state.targets) {
    const found = await state.element.page().evaluate(findBackground, [(await target.elementHandle())!, container!, state.overlay] as const)
    const where = state.overlay ? 'of its own' : 'on any box around it inside the state'
    if (!found) problems.push(`${await nameOf(target)} has no background ${where}: it is drawn straight over the page`)
  }
  return problems
}

async function placementProblems(state: State): Promise<string[]> {
  const problems: string[] = []
  for (const target of state.targets) {
    if (!state.overlay) {
      await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
      await waitForAnimations(target)
    }
    const found = await state.element.page().evaluate(placementProblem, [(await target.elementHandle())!, state.overlay] as const)
    if (found) problems.push(`${await nameOf(target)} is not inside the viewport: it ${found}`)
  }
  return problems
}

/**
 * Scroll positions that between them show every line of the state: of the state itself if it scrolls inside, else
 * of the page; an overlay that does not scroll is looked at as it is.
 */
async function scrollStops(state: State): Promise<Array<number | undefined>> {
  return state.element.evaluate((element, overlay) => {
    const stops = (from: number, to: number, step: number) => {
      const found: number[] = []
      for (let top = Math.max(0, from); top < to; top += step) found.push(Math.round(top))
      found.push(Math.max(0, Math.round(to)))
      return [...new Set(found)]
    }
    if (overlay) {
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(element).overflowY) && element.scrollHeight > element.clientHeight + 1
      return scrolls ? stops(0, element.scrollHeight - element.clientHeight, Math.max(40, element.clientHeight / 2)) : [undefined]
    }
    const rect = element.getBoundingClientRect()
    const viewport = document.documentElement.clientHeight
    const last = Math.min(rect.bottom + window.scrollY - viewport, document.documentElement.scrollHeight - viewport)
    return stops(rect.top + window.scrollY - viewport / 4, last, viewport / 2)
  }, state.overlay)
}

async function scrollTo(state: State, top: number | undefined) {
  if (top === undefined) return
  await state.element.evaluate(
    (element, [overlay, position]) => (overlay ? element : window).scrollTo({ top: position, behavior: 'instant' }),
    [state.overlay, top] as const,
  )
}

async function textProblems(state: State): Promise<string[]> {
  const page = state.element.page()
  const container = await state.element.elementHandle()
  const problems = new Set<string>()
  const lines = new Map<string, TextReport['lines'][string]>()
  const stops = await scrollStops(state)
  for (const top of stops) {
    await scrollTo(state, top)
    await waitForAnimations(state.element)
    const report = await page.evaluate(inspectText, [container!, state.overlay] as const)
    for (const problem of report.problems) problems.add(problem)
    for (const [key, line] of Object.entries(report.lines)) {
      if (!lines.has(key) || line.status === 'clear') lines.set(key, line)
    }
  }
  await scrollTo(state, 0)
  if (lines.size === 0) problems.add('no text of it was found to check')
  for (const line of lines.values()) {
    if (line.status !== 'clear') problems.add(`its text "${line.text}" was never seen clear (${line.status})`)
  }
  return [...problems]
}

/** The viewport as the state first shows, the first target in the middle for a state in the page. */
async function takeShot(state: State) {
  if (!shotsFolder) return
  mkdirSync(shotsFolder, { recursive: true })
  if (!state.overlay) {
    await state.targets[0].evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
    await waitForAnimations(state.element)
  }
  await state.element.page().screenshot({ path: `${shotsFolder}/${state.shot}.png` })
}

/**
 * All of a state in the page, cut from the whole page, so the bar that follows the scroll is not drawn across it.
 * Taken last: the cards that appear as they scroll into view have all been scrolled past by then.
 */
async function takeWholeShot(state: State) {
  if (!shotsFolder || state.overlay) return
  const clip = await state.element.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height }
  })
  await state.element.page().screenshot({ path: `${shotsFolder}/${state.shot}-whole.png`, fullPage: true, clip })
}

function expectQuietConsole(state: State, problems: string[]) {
  expect(problems, `${state.name}: errors in the console on the way there`).toEqual([])
}

/** Every check, in the order a person takes the state in; all that is wrong is reported at once. */
async function expectLooksRight(state: State) {
  await state.element.waitFor({ state: 'visible' })
  await waitForAnimations(state.element)
  await takeShot(state)
  const problems = [
    ...(await visibilityProblems(state)),
    ...(await backgroundProblems(state)),
    ...(await placementProblems(state)),
    ...(await textProblems(state)),
  ]
  await takeWholeShot(state)
  expect(problems, `${state.name} does not look right`).toEqual([])
}

/** The section of the page (a child of <main>) that holds the element: the bounds of a state in the page. */
function sectionOf(page: Page, inner: Locator): Locator {
  return page.locator('main > section').filter({ has: inner })
}

async function openQuoteForm(screen: Screen, page: Page, path: string): Promise<Locator> {
  if (path === '/contact') await press(screen, page.locator('label').filter({ has: page.getByRole('radio', { name: 'Get a Quote' }) }))
  return formWith(page, 'Submit Quote Request')
}

/** Sends with the button and lets the chat tab open, as a visitor's browser does, then comes back to the page. */
async function sendAndLeaveChat(screen: Screen, context: BrowserContext, page: Page, button: Locator) {
  const chat = context.waitForEvent('page')
  await press(screen, button)
  const tab = await chat
  await tab.waitForURL(/^https:\/\/wa\.me\//)
  await tab.close()
  await page.bringToFront()
}

const contactErrors = ['Name must be at least 2 characters', 'Please enter a valid email address', 'Message must be at least 10 characters']
const quoteErrors = [
  'Name must be at least 2 characters',
  'Please enter a valid email address',
  'Phone number must be valid',
  'Please select a project type',
  'Please provide a detailed project description (minimum 20 characters)',
]

function cardGridOf(path: string): CardGridSection {
  const page = site.pages.find((item) => item.path === path)
  const grid = page?.sections.find((section): section is CardGridSection => section.type === 'cardGrid' && section.cards.some((card) => card.details))
  if (!grid) throw new Error(`${path} has no card grid with details in site.yaml`)
  return grid
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

for (const screen of [phoneScreen, desktopScreen]) {
  const width = screen.options.viewport!.width
  describe(`at ${screen.label}${screen.touch ? ' (phone, touch)' : ''}`, () => {
    test('the contact form\'s toast after a valid send', async () => {
      const { context, page, problems } = await visit(screen, '/contact')
      const form = await formWith(page, 'Send Message')
      await field(form, 'Your Name').fill('Asha Patel')
      await field(form, 'Email Address').fill('asha@example.com')
      await field(form, 'Your Message').fill('We would like a new website for our shop.')
      await sendAndLeaveChat(screen, context, page, form.getByRole('button', { name: 'Send Message' }))
      const toast = page.getByRole('status').filter({ hasText: 'Message sent!' })
      await toast.waitFor({ state: 'visible' })
      // The toast leaves by itself: the mouse rests on it, which pauses Mantine's timer, so the checks see it whole.
      await toast.hover({ position: { x: 4, y: 4 } })
      expect(await toast.textContent()).toContain("We'll get back to you as soon as possible.")
      const state = overlayState(`the toast "Message sent!" at ${screen.label}`, toast, `toast-${width}`)
      await expectLooksRight(state)
      expectQuietConsole(state, problems)
    })

    for (const path of ['/contact', '/quote-request']) {
      test(`the quote confirmation on ${path}`, async () => {
        const { context, page, problems } = await visit(screen, path)
        const form = await openQuoteForm(screen, page, path)
        await field(form, 'Full Name').fill('Ravi Shah')
        await field(form, 'Email Address').fill('ravi@example.in')
        await field(form, 'Phone Number').fill('+91 98765 43210')
        await field(form, 'Project Type').selectOption({ label: 'SEO & Marketing' })
        await field(form, 'Project Description').fill('An online store for our textile shop and its two branches')
        await sendAndLeaveChat(screen, context, page, form.getByRole('button', { name: 'Submit Quote Request' }))
        const dialog = page.getByRole('dialog', { name: 'Quote Request Submitted' })
        const state = overlayState(`the dialog "Quote Request Submitted" on ${path} at ${screen.label}`, dialog, `quote-dialog-${slug(path)}-${width}`)
        await expectLooksRight(state)
        expectQuietConsole(state, problems)
      })

      test(`the quote form on ${path} with every error shown`, async () => {
        const { page, problems } = await visit(screen, path)
        const form = await openQuoteForm(screen, page, path)
        await press(screen, form.getByRole('button', { name: 'Submit Quote Request' }))
        const errors = quoteErrors.map((message) => form.getByText(message, { exact: true }))
        for (const error of errors) await error.waitFor({ state: 'visible' })
        const state = pageState(`the quote form on ${path} with every error at ${screen.label}`, sectionOf(page, form), errors, `quote-errors-${slug(path)}-${width}`)
        await expectLooksRight(state)
        expectQuietConsole(state, problems)
      })
    }

    test('the contact form with every error shown', async () => {
      const { page, problems } = await visit(screen, '/contact')
      const form = await formWith(page, 'Send Message')
      await press(screen, form.getByRole('button', { name: 'Send Message' }))
      const errors = contactErrors.map((message) => form.getByText(message, { exact: true }))
      for (const error of errors) await error.waitFor({ state: 'visible' })
      const state = pageState(`the contact form with every error at ${screen.label}`, sectionOf(page, form), errors, `contact-errors-${width}`)
      await expectLooksRight(state)
      expectQuietConsole(state, problems)
    })

    for (const path of ['/', '/portfolio']) {
      test(`a card's detail window on ${path}`, async () => {
        const card = cardGridOf(path).cards.find((item) => item.details)!
        const { page, problems } = await visit(screen, path)
        await press(screen, page.getByRole('button', { name: card.title, exact: true }))
        const dialog = page.getByRole('dialog', { name: card.title })
        const state = overlayState(`the detail window "${card.title}" on ${path} at ${screen.label}`, dialog, `details-${slug(path) || 'home'}-${width}`)
        await expectLooksRight(state)
        expectQuietConsole(state, problems)
      })
    }

    test('the portfolio\'s empty filter result ("Mobile")', async () => {
      const { emptyText } = cardGridOf('/portfolio').filters!
      const { page, problems } = await visit(screen, '/portfolio')
      await press(screen, page.locator('label').filter({ has: page.getByRole('radio', { name: 'Mobile', exact: true }) }))
      const empty = page.getByText(emptyText, { exact: true })
      await empty.waitFor({ state: 'visible' })
      const allButton = page.getByRole('status').filter({ hasText: emptyText }).locator('label', { hasText: 'All' })
      const state = pageState(`the empty result of the filter "Mobile" at ${screen.label}`, sectionOf(page, empty), [empty, allButton], `empty-filter-${width}`)
      await expectLooksRight(state)
      expectQuietConsole(state, problems)
    })

    if (screen.touch) {
      test('the open phone menu', async () => {
        const { page, problems } = await visit(screen, '/')
        await press(screen, page.getByRole('button', { name: 'Menu' }))
        const menu = page.locator('#mobile-menu:popover-open')
        const state = overlayState(`the open phone menu at ${screen.label}`, menu, `menu-${width}`)
        await expectLooksRight(state)
        expectQuietConsole(state, problems)
      })
    }
  })
}
