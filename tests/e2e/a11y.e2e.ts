import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import type { CardGridSection, Section } from '../../src/generated/site'
import { baseUrl, desktop, fastAnimations, phone, useBrowser, waitForAllAttached, watchConsole } from '../../tools/browser'
import { cspViolations, watchCsp } from './csp-watch'
import { realSite } from './site-data'
import { axeViolations } from './axe'

// Accessibility of the built site in chromium: axe-core finds nothing on any page at 375 px and 1280 px, nor
// with the menu, a detail window, a dialog, a toast or form errors on screen; every control is reached with
// Tab and shows where the focus is; windows keep the focus off the page behind and give it back. All of it under the
// site's Content-Security-Policy, which must not be violated either.

const site = realSite()
const routes = [...site.pages.filter((page) => page.path !== '*').map((page) => page.path), '/no/such/page']
const openContext = useBrowser(15_000)

async function newPage(viewport: BrowserContextOptions, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await openContext({ ...viewport, ...options })
  await watchCsp(context)
  const page = await context.newPage()
  // What is checked is where the page comes to rest (a section revealed, a window faded in), reached ten times sooner.
  await fastAnimations(page)
  return { page, problems: watchConsole(page) }
}

/** No axe violation and no Content-Security-Policy violation, in the state the page is in now. */
async function expectClean(page: Page, state: string, include?: string) {
  expect(await axeViolations(page, { include }), `axe: ${state}`).toEqual([])
  expect(await cspViolations(page), `CSP: ${state}`).toEqual([])
}

/** Opens a page of the built site, every part of it attached. */
async function visit(page: Page, path: string) {
  await page.goto(baseUrl() + path)
  await waitForAllAttached(page)
}

/**
 * Scrolls through the page, two frames at each stop, so that everything revealed on scroll is shown; then waits
 * for what a page adds late (the toast host of a page with a form) and for the animations to end.
 */
async function showEverything(page: Page) {
  await page.evaluate(async () => {
    const next = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await next()
    }
    window.scrollTo(0, 0)
    await next()
  })
  await formReady(page)
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5000 }).catch(() => undefined)
}

/** Waits for what a page with a form adds late: the host of its toasts. */
async function formReady(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-island="form"], [data-island] form') || document.querySelector('.mantine-Notifications-root'))
}

/** Waits until `target` has faded in: it and everything around it fully opaque (Mantine's windows and toasts fade in). */
async function fadedIn(target: Locator) {
  await target.waitFor()
  await expect
    .poll(() =>
      target.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false
        return true
      }),
    )
    .toBe(true)
}

/** The cards of a page that open a detail window: their titles. */
function detailCardTitles(path: string): string[] {
  const sections = site.pages.find((page) => page.path === path)!.sections
  const grids = sections.filter((section: Section): section is CardGridSection => section.type === 'cardGrid')
  return grids.flatMap((grid) => grid.cards.filter((card) => card.details).map((card) => card.title))
}

describe('axe-core on every page', () => {
  // On the phone the pages move as a visitor sees them: each is scrolled through until everything revealed on scroll
  // has faded in. At 1280 px they are asked for reduced motion, where everything is shown at once: the same end state,
  // without half of the sweep's time spent scrolling and waiting for animations.
  for (const [name, viewport, reducedMotion] of [
    ['375 px', phone, 'no-preference'],
    ['1280 px, reduced motion', desktop, 'reduce'],
  ] as const) {
    test(`at ${name}: no violation on any of the ${routes.length} pages, dark theme colours included`, async () => {
      const { page, problems } = await newPage(viewport, { reducedMotion })
      const failures: string[] = []
      for (const path of routes) {
        await visit(page, path)
        if (reducedMotion === 'reduce') await formReady(page)
        else await showEverything(page)
        expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark')
        for (const violation of await axeViolations(page)) failures.push(`${path}: ${violation}`)
        for (const violation of await cspViolations(page)) failures.push(`${path}: CSP ${violation.directive} ${violation.blocked}`)
      }
      expect(failures).toEqual([])
      // The address of no page answers 404, which chromium logs as a failed load: that one is meant.
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([])
    }, 240_000)
  }
})

describe('with something open', () => {
  test('the phone menu, open: no violation, the browser reports its button expanded, and the next Tab goes into it', async () => {
    const { page } = await newPage(phone, { reducedMotion: 'reduce' })
    await visit(page, '/')
    // Chromium's own accessibility tree: the browser, not a script, says whether the popover is open.
    const cdp = await page.context().newCDPSession(page)
    const menuButtons = async () => {
      const { root } = await cdp.send('DOM.getDocument')
      const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: 'Menu', role: 'button' })
      return nodes.map((node) => ({ name: node.name?.value, expanded: node.properties?.find((property) => property.name === 'expanded')?.value.value }))
    }
    expect(await menuButtons()).toEqual([{ name: 'Menu', expanded: false }])
    const button = page.getByRole('button', { name: 'Menu', exact: true })
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.locator('#mobile-menu')
    await menu.waitFor()
    expect(await menuButtons()).toEqual([{ name: 'Menu', expanded: true }])
    expect(await button.getAttribute('aria-controls')).toBe('mobile-menu')
    await expectClean(page, 'phone menu open')
    // The next Tab goes into the menu, to its first link.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('#mobile-menu') !== null)).toBe(true)
  })

  for (const path of ['/', '/portfolio']) {
    const titles = detailCardTitles(path)
    test(`${path}: each of the ${titles.length} detail windows has no violation, keeps Tab off the page behind, closes with Escape and gives the focus back to its card`, async () => {
      expect(titles.length).toBeGreaterThan(0)
      const { page } = await newPage(desktop, { reducedMotion: 'reduce' })
      await visit(page, path)
      for (const title of titles) {
        const trigger = page.getByRole('button', { name: title, exact: true })
        await trigger.focus()
        await page.keyboard.press('Enter')
        const dialog = page.getByRole('dialog', { name: title })
        await dialog.waitFor()
        await expectClean(page, `${path} "${title}" open`)
        await expectFocusTrapped(page, dialog)
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'hidden' })
        await expect.poll(() => trigger.evaluate((element) => element === document.activeElement), { message: `focus back on "${title}"` }).toBe(true)
      }
    }, 120_000)
  }

  test('the quote dialog after a valid request (window.open stubbed), and the dialog for a blocked new tab', async () => {
    for (const blocked of [false, true]) {
      const { page } = await newPage(desktop, { reducedMotion: 'reduce' })
      await page.addInitScript((blocked) => {
        window.open = () => (blocked ? null : ({ opener: null } as unknown as Window))
      }, blocked)
      await visit(page, '/quote-request')
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit Quote Request' }) })
      await form.waitFor()
      // Hydrated: React has attached itself to the prerendered form (before that, a press submits nowhere).
      await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(true)
      await form.getByLabel(/^Full Name/).fill('Ravi Shah')
      await form.getByLabel(/^Email Address/).fill('ravi@example.in')
      await form.getByLabel(/^Phone Number/).fill('+91 98765 43210')
      await form.getByLabel(/^Project Type/).selectOption('website')
      await form.getByLabel(/^Project Description/).fill('A booking web app for our taxi service in Gujarat.')
      const submit = form.getByRole('button', { name: 'Submit Quote Request' })
      await submit.click()
      const dialog = page.getByRole('dialog', { name: blocked ? 'One more step' : 'Quote Request Submitted' })
      await fadedIn(dialog)
      await expectClean(page, blocked ? 'blocked-tab dialog' : 'quote dialog')
      await expectFocusTrapped(page, dialog)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => submit.evaluate((element) => element === document.activeElement), { message: 'focus back on the submit button' }).toBe(true)
    }
  })

  for (const [name, viewport] of [
    ['375 px', phone],
    ['1280 px', desktop],
  ] as const) {
    test(`at ${name}, form errors on screen (contact and quote forms), and the toast of a sent message: no violation`, async () => {
      const { page } = await newPage(viewport, { reducedMotion: 'reduce' })
      await page.addInitScript(() => {
        window.open = () => ({ opener: null }) as unknown as Window
      })
      await visit(page, '/contact')
      const contact = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) })
      await expect.poll(() => contact.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(true)
      await contact.getByRole('button', { name: 'Send Message' }).click()
      await expect.poll(() => contact.locator('[aria-invalid="true"]').count()).toBe(3)
      await expectClean(page, 'contact form errors')

      await page.getByRole('radio', { name: 'Get a Quote' }).click()
      const quote = page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit Quote Request' }) })
      await quote.getByRole('button', { name: 'Submit Quote Request' }).click()
      await expect.poll(() => quote.locator('[aria-invalid="true"]').count()).toBe(5)
      await expectClean(page, 'quote form errors')

      await page.getByRole('radio', { name: 'Contact Us' }).click()
      await contact.getByLabel(/^Your Name/).fill('Asha Patel')
      await contact.getByLabel(/^Email Address/).fill('asha@example.com')
      await contact.getByLabel(/^Your Message/).fill('Hello, we would like a website.')
      await contact.getByRole('button', { name: 'Send Message' }).click()
      await fadedIn(page.getByRole('status').filter({ hasText: 'Message sent!' }))
      await expectClean(page, 'toast shown')
    })
  }

  test('a pricing comparison row opened on a phone, and an empty portfolio filter: no violation', async () => {
    const { page } = await newPage(phone, { reducedMotion: 'reduce' })
    await visit(page, '/pricing')
    const row = page.locator('details:visible').first()
    await row.locator('summary').click()
    await expect.poll(() => row.locator('dl').isVisible()).toBe(true)
    await expectClean(page, 'pricing row open')
    await visit(page, '/portfolio')
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('radio', { name: 'Mobile' }).click()
    await expect.poll(() => page.getByRole('status').innerText()).not.toBe('')
    await expectClean(page, 'empty portfolio filter')
  })
})

/**
 * Tab and Shift+Tab, many times: the focus never reaches the page behind the window. A native modal <dialog>
 * lets it pass through the browser's own controls on its way round (then no element of the page has it, and
 * <body> stands for them), as browsers mean it to; the next Tab comes back into the window.
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  let outside = 0
  for (const key of [...Array(12).fill('Tab'), ...Array(6).fill('Shift+Tab')]) {
    await page.keyboard.press(key)
    const where = await dialog.evaluate((element) => (element.contains(document.activeElement) ? 'window' : !document.activeElement || document.activeElement === document.body ? 'browser' : 'page'))
    expect(where, `focus reached the page behind the window after ${key}`).not.toBe('page')
    outside = where === 'window' ? 0 : outside + 1
    expect(outside, `focus did not come back into the window after ${key}`).toBeLessThan(2)
  }
}

interface FocusStop {
  what: string
  inMain: boolean
  ring: boolean
  onScreen: boolean
  covered: string | null
}

/**
 * Presses Tab once and reports the control that got the focus, once any scrolling it caused has ended:
 * whether a ring shows (an outline or a box-shadow, on the element or on the ::before or ::after it draws
 * over the card it belongs to), whether it is on screen, and what covers it if something does (the sticky bar).
 */
async function tabOnce(page: Page): Promise<FocusStop | null> {
  await page.keyboard.press('Tab')
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    for (let still = 0, last = NaN, frames = 0; still < 2 && frames < 60; frames++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      still = scrollY === last ? still + 1 : 0
      last = scrollY
    }
    const hasRing = (style: CSSStyleDeclaration) => (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '')
    const ring = [undefined, '::before', '::after'].some((pseudo) => hasRing(getComputedStyle(element, pseudo)))
    const box = element.getBoundingClientRect()
    const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1)
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1)
    const hit = document.elementFromPoint(x, y)
    const covered = onScreen && hit && !element.contains(hit) && !hit.contains(element) && hit.closest('header, [data-portal], .mantine-Notifications-root') ? hit.tagName.toLowerCase() + '.' + String(hit.className).slice(0, 30) : null
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
    return { what: `${element.dataset.a11yControl ?? '?'} ${element.tagName.toLowerCase()} "${label}"`, inMain: element.closest('main') !== null, ring, onScreen, covered }
  })
}

describe('keyboard only', () => {
  for (const [name, viewport] of [
    ['1280 px', desktop],
    ['375 px', phone],
  ] as const) {
    test(`at ${name}, Tab reaches every control of every page, each with a visible focus ring, on screen and not hidden by the bar`, async () => {
      const { page } = await newPage(viewport, { reducedMotion: 'reduce' })
      const failures: string[] = []
      let stopsSeen = 0
      for (const [pageIndex, path] of routes.entries()) {
        await visit(page, path)
        // The bar and the footer are the same on every page: the first page is walked whole, the others from the skip
        // link into their main content, until the focus leaves it (half the presses of a whole walk).
        const within = pageIndex === 0 ? 'body' : 'main'
        // The controls a keyboard should reach: visible, enabled, not taken out of the Tab order.
        const controls = await page.evaluate((within) => {
          const all = document.querySelector(within)!.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')
          const reachable = [...all].filter(
            (element) =>
              element.tabIndex >= 0 &&
              !(element as HTMLButtonElement).disabled &&
              // A group of radios is one Tab stop, its chosen radio: arrow keys choose the others.
              !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked && document.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"]:checked`)) &&
              !element.closest('[inert], [aria-hidden="true"]') &&
              element.checkVisibility({ visibilityProperty: true }),
          )
          reachable.forEach((element, index) => (element.dataset.a11yControl = String(index)))
          return reachable.length
        }, within)
        if (within === 'main') {
          await page.keyboard.press('Tab')
          await page.keyboard.press('Enter')
          await expect.poll(() => page.evaluate(() => location.hash), { message: `${path}: the skip link` }).toBe('#main')
        }
        const reached = new Set<string>()
        for (let press = 0; press < controls + 2; press++) {
          const stop = await tabOnce(page)
          if (!stop) continue
          if (within === 'main' && !stop.inMain) break
          stopsSeen++
          reached.add(stop.what.split(' ')[0])
          if (!stop.ring) failures.push(`${path}: no focus ring on ${stop.what}`)
          if (!stop.onScreen) failures.push(`${path}: focused but off screen: ${stop.what}`)
          if (stop.covered) failures.push(`${path}: focused but covered by ${stop.covered}: ${stop.what}`)
        }
        for (let index = 0; index < controls; index++) if (!reached.has(String(index))) failures.push(`${path}: control ${index} never reached`)
      }
      expect(failures).toEqual([])
      expect(stopsSeen).toBeGreaterThan(routes.length * 5)
    }, 600_000)
  }

  test('the first Tab shows the skip link, and Enter on it moves on to the main content', async () => {
    const { page } = await newPage(desktop)
    await visit(page, '/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true)
    const box = await skip.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#main')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true)
  })
})
