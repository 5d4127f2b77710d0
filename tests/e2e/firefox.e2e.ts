import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ElementHandle, Page, Viewport } from 'puppeteer-core'
import { beforeEach, describe, expect, test } from 'vitest'
import type { CardGridSection, FaqSection, Section } from '../../src/generated/site'
import { distFolder } from '../../tools/dist'
import { mainHeading, realSite } from './site-data'
import {
  baseUrl,
  byRole,
  catchNewTab,
  countVisibleText,
  cspViolations,
  drawnWithText,
  openPage,
  phone,
  useFirefox,
  visibleWithText,
  waitForAllAttached,
  wide,
  type Watched,
} from './firefox'

// The site in Firefox ESR, as a visitor uses it: every route, the phone menu, client-side navigation, a card's
// window, the portfolio filter, a question, the contact page's tabs and forms. Steps go by what a visitor sees
// (roles, names, visible text), not by how a control is built, so they hold whether a control is native HTML or
// an island.

const dist = distFolder()
const site = realSite()
const routes = JSON.parse(readFileSync(join(dist, '_data/routes.json'), 'utf8')) as string[]
const sectionsOf = (path: string): Section[] => site.pages.find((page) => page.path === path)!.sections
const chatPrefix = `https://wa.me/${site.site.contact.chatNumber}?text=`
const navLabels = ['Home', 'About', 'Services', 'Portfolio', 'Clients', 'Pricing', 'Contact']

// One browser for the file, and one tab at a time, its viewport set per test: a second tab would sit in the
// background, where Firefox holds back the animation frames the islands wait for. A fresh tab for each test,
// because a tab reused for the whole file grew slower with every page it loaded.
const firefox = useFirefox()
let tab: Watched
beforeEach(async () => {
  await tab?.page.close()
  tab = await openPage(firefox(), phone)
})

async function visit(path: string, viewport: Viewport, status = 200): Promise<Page> {
  if (tab.page.viewport()?.width !== viewport.width) await tab.page.setViewport(viewport)
  const response = await tab.page.goto(baseUrl() + path)
  expect(response?.status(), path).toBe(status)
  await waitForAllAttached(tab.page)
  return tab.page
}

/** The one visible element showing exactly `text`, first in page order (a filter bar comes before what it filters). */
async function firstWithText(page: Page, text: string, within = 'main'): Promise<ElementHandle<Element>> {
  const [first] = await visibleWithText(page, text, within)
  expect(first, `something visible reading "${text}"`).toBeTruthy()
  return first
}

/** A tap on a phone, a click on a wide screen. */
const press = (element: ElementHandle<Element>) => (tab.page.viewport()?.width === phone.width ? element.tap() : element.click())

const h1Texts = (page: Page) => page.$$eval('h1', (headings) => headings.map((heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim()))

/** Is the element on screen: rendered, opaque enough to see, and with a box of some size. */
const shown = (element: ElementHandle<Element>) =>
  element.evaluate((node) => node.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && node.getBoundingClientRect().width > 0)

/**
 * The elements that reach past the page's left or right edge, and whether the page scrolls sideways (runs in the
 * page). Left out, with all they hold, only what is hidden on purpose, as tests/e2e/layout-widths.e2e.ts does it:
 * decoration hidden from assistive technology, text for screen readers only, a skip link parked off screen.
 */
function overflowing(): string[] {
  const width = document.documentElement.clientWidth
  const found: string[] = []
  if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width} px)`)
  const walk = (element: Element) => {
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    const screenReaderOnly = style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)' || (box.width <= 1 && box.height <= 1)
    const parked = (style.position === 'absolute' || style.position === 'fixed') && (box.right <= 0 || box.bottom <= 0)
    if (element.getAttribute('aria-hidden') === 'true' || style.display === 'none' || screenReaderOnly || parked) return
    if (style.visibility !== 'hidden' && box.width > 0 && box.height > 0 && (box.right > width + 0.5 || box.left < -0.5)) {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      found.push(
        `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}" spans ${Math.round(box.left)}..${Math.round(box.right)} px`,
      )
    }
    for (const child of element.children) walk(child)
  }
  walk(document.body)
  return found
}

describe('every route of the build, at 390 px', () => {
  test('the build lists its routes', () => {
    expect(routes.length).toBeGreaterThan(1)
  })

  for (const route of routes) {
    const notFound = route === '*'
    test(`${notFound ? 'an unknown address (the 404 page)' : route}: status, its h1, no console error, no CSP violation, nothing wider than the page`, async () => {
      const page = await visit(notFound ? '/no/such/page' : route, phone, notFound ? 404 : 200)
      expect(await h1Texts(page)).toEqual([mainHeading(sectionsOf(route))])
      expect(tab.problems).toEqual([])
      expect(await cspViolations(page)).toEqual([])
      expect(await page.evaluate(overflowing)).toEqual([])
    })
  }
})

/** The navigation landmark whose links, all visible and on screen, read the seven labels (the open phone menu). */
const menuShown = (page: Page) =>
  page.$$eval(
    'nav, [role="navigation"]',
    (navs, labels) =>
      navs.some((nav) => {
        const links = [...nav.querySelectorAll('a')].filter((link) => {
          const box = link.getBoundingClientRect()
          return link.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight
        })
        return JSON.stringify(links.map((link) => (link.textContent ?? '').trim())) === JSON.stringify(labels)
      }),
    navLabels,
  )

test('the phone menu opens with the seven links; choosing one goes there and the menu is closed', async () => {
  const page = await visit('/', phone)
  expect(await menuShown(page), 'the menu is closed at first').toBe(false)
  // The menu button by its name, whichever way it says it: "Open menu" for an island's toggle, "Menu" when the
  // browser tells whether the popover is open.
  const menuButton = (
    await page.evaluateHandle(() =>
      [...document.querySelectorAll('header button, header [role="button"]')].find(
        (button) => button.checkVisibility() && /menu/i.test(button.getAttribute('aria-label') ?? button.textContent ?? ''),
      ),
    )
  ).asElement() as ElementHandle<Element> | null
  expect(menuButton, 'a visible menu button in the header').not.toBeNull()
  await menuButton!.tap()
  await expect.poll(() => menuShown(page), { timeout: 5000 }).toBe(true)

  const [pricing] = await visibleWithText(page, 'Pricing', 'nav')
  await pricing.tap()
  await page.waitForFunction((url) => location.href === url, {}, baseUrl() + '/pricing')
  await expect.poll(() => h1Texts(page), { timeout: 10_000 }).toEqual([mainHeading(sectionsOf('/pricing'))])
  await expect.poll(() => menuShown(page), { timeout: 5000, message: 'the menu closes' }).toBe(false)
  expect(tab.problems).toEqual([])
})

test('at 1280 px a nav link changes the page in place, shows its h1 and scrolls to the top, for every link', async () => {
  const page = await visit('/', wide)
  await page.evaluate(() => void ((window as unknown as { samePage: boolean }).samePage = true))
  for (const label of [...navLabels.slice(1), navLabels[0]]) {
    const to = site.navigation.links.find((link) => link.label === label)!.to
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await page.evaluate(() => window.scrollY), `${label}: scrolled down before the click`).toBeGreaterThan(100)
    // Asked again each time: the first navigation hands the page to the app, which draws the bar anew. In the
    // header, because Firefox answers a query of the whole page's accessibility tree slowly.
    const nav = await page.$(`header ${byRole('navigation', 'Main')}`)
    expect(nav, 'the navigation named Main').not.toBeNull()
    const link = await nav!.$(byRole('link', label))
    expect(link, `${label} in the navigation`).not.toBeNull()
    await link!.click()
    await page.waitForFunction((url) => location.href === url, {}, baseUrl() + to)
    await expect.poll(() => h1Texts(page), { timeout: 10_000, message: to }).toEqual([mainHeading(sectionsOf(to))])
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: `${to} starts at the top` }).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), `${to} without a full load`).toBe(true)
  }
  expect(tab.problems).toEqual([])
})

/** How many dialogs are open on screen (native or not, modal or not). */
const openDialogs = (page: Page) =>
  page.$$eval(
    'dialog, [role="dialog"]',
    (dialogs) => dialogs.filter((dialog) => dialog.checkVisibility({ opacityProperty: true, visibilityProperty: true })).length,
  )

/** The dialog on screen, which must be named `name` (asked of the accessibility tree around it: all of it is slow). */
async function dialogNamed(page: Page, name: string): Promise<ElementHandle<Element>> {
  await expect.poll(() => openDialogs(page), { timeout: 10_000, message: `a dialog opens (${name})` }).toBe(1)
  const around = (await page.evaluateHandle(
    () =>
      [...document.querySelectorAll('dialog, [role="dialog"]')].find((dialog) => dialog.checkVisibility({ opacityProperty: true, visibilityProperty: true }))!
        .parentElement!,
  )) as ElementHandle<Element>
  const dialog = await around.$(byRole('dialog', name))
  expect(dialog, `the dialog is named ${name}`).not.toBeNull()
  expect(await shown(dialog!)).toBe(true)
  return dialog!
}

describe("a card's detail window", () => {
  for (const [path, title, viewport] of [
    ['/', 'Web Development', phone],
    ['/portfolio', 'Newfeel', wide],
  ] as const) {
    test(`on ${path} at ${viewport.width} px, ${title} opens a dialog named by it, closed by Close and by Escape`, async () => {
      const page = await visit(path, viewport)
      expect(await openDialogs(page)).toBe(0)
      // The card, by its title as the grid shows it; with a mouse, a project shows its title while pointed at.
      if (viewport === wide) await (await drawnWithText(page, title, 'main'))[0]?.hover()
      const cardTitle = await firstWithText(page, title)
      await press(cardTitle)
      const close = await (await dialogNamed(page, title)).$(byRole('button', 'Close'))
      expect(close, 'a Close button in the dialog').not.toBeNull()
      await press(close!)
      await expect.poll(() => openDialogs(page), { timeout: 5000, message: 'Close closes it' }).toBe(0)

      await press(cardTitle)
      await dialogNamed(page, title)
      await page.keyboard.press('Escape')
      await expect.poll(() => openDialogs(page), { timeout: 5000, message: 'Escape closes it' }).toBe(0)
      expect(tab.problems).toEqual([])
    })
  }
})

test('the portfolio filter: Mobile shows the empty state, All shows the six projects', async () => {
  const grid = sectionsOf('/portfolio').find((section): section is CardGridSection => section.type === 'cardGrid' && !!section.filters)!
  const projects = grid.cards.map((card) => card.title)
  expect(projects).toHaveLength(6)
  const page = await visit('/portfolio', phone)
  const shownProjects = async () => {
    const counts = await Promise.all(projects.map((title) => countVisibleText(page, title, 'main')))
    return projects.filter((_, index) => counts[index] > 0)
  }
  expect(await shownProjects()).toEqual(projects)
  expect(await countVisibleText(page, grid.filters!.emptyText, 'main')).toBe(0)

  await press(await firstWithText(page, grid.filters!.categories.find((category) => category.value === 'mobile')!.label))
  await expect.poll(() => countVisibleText(page, grid.filters!.emptyText, 'main'), { timeout: 5000, message: 'the empty state shows' }).toBe(1)
  expect(await shownProjects()).toEqual([])

  await press(await firstWithText(page, grid.filters!.allLabel))
  await expect.poll(shownProjects, { timeout: 5000 }).toEqual(projects)
  expect(await countVisibleText(page, grid.filters!.emptyText, 'main')).toBe(0)
  expect(tab.problems).toEqual([])
})

test('a question on /services/sales-generating-seo opens and shows its answer', async () => {
  const faq = sectionsOf('/services/sales-generating-seo').find((section): section is FaqSection => section.type === 'faq')!
  const [{ question, answer }] = faq.items
  const page = await visit('/services/sales-generating-seo', phone)
  expect(await countVisibleText(page, answer, 'main'), 'the answer is hidden at first').toBe(0)
  await press(await firstWithText(page, question))
  await expect.poll(() => countVisibleText(page, answer, 'main'), { timeout: 5000 }).toBe(1)
  const [shownAnswer] = await visibleWithText(page, answer, 'main')
  expect(await shownAnswer.evaluate((node) => node.getBoundingClientRect().height)).toBeGreaterThan(10)
  expect(tab.problems).toEqual([])
})

describe('/contact', () => {
  /** The form whose submit button reads `label`. */
  async function formWith(page: Page, label: string): Promise<ElementHandle<Element>> {
    const [button] = await page.$$(`main form ${byRole('button', label)}`)
    expect(button, `a form with a ${label} button`).toBeTruthy()
    return (await button.evaluateHandle((node) => node.closest('form')!)) as ElementHandle<Element>
  }

  async function field(form: ElementHandle<Element>, role: 'textbox' | 'combobox', label: string): Promise<ElementHandle<Element>> {
    const found = await form.$(byRole(role, label))
    expect(found, `a ${role} named ${label}`).toBeTruthy()
    return found!
  }

  async function openQuoteTab(): Promise<ElementHandle<Element>> {
    await press(await firstWithText(tab.page, 'Get a Quote'))
    await expect.poll(() => countVisibleText(tab.page, 'Request a Quote', 'main'), { timeout: 5000, message: 'the quote form shows' }).toBe(1)
    return formWith(tab.page, 'Submit Quote Request')
  }

  test('Get a Quote shows the quote form, Request a Quote', async () => {
    const page = await visit('/contact', wide)
    expect(await countVisibleText(page, 'Send us a message', 'main')).toBe(1)
    expect(await countVisibleText(page, 'Request a Quote', 'main')).toBe(0)
    const form = await openQuoteTab()
    expect(await shown((await form.$(byRole('button', 'Submit Quote Request')))!)).toBe(true)
    expect(await countVisibleText(page, 'Send us a message', 'main')).toBe(0)
    expect(tab.problems).toEqual([])
  })

  test("the contact form sent empty shows the spec's messages under its fields", async () => {
    const page = await visit('/contact', wide)
    const form = await formWith(page, 'Send Message')
    await (await form.$(byRole('button', 'Send Message')))!.click()
    for (const [label, message] of [
      ['Your Name', 'Name must be at least 2 characters'],
      ['Email Address', 'Please enter a valid email address'],
      ['Your Message', 'Message must be at least 10 characters'],
    ] as const) {
      const input = await field(form, 'textbox', label)
      await expect.poll(() => input.evaluate((node) => node.getAttribute('aria-invalid')), { timeout: 5000, message: label }).toBe('true')
      const error = await input.evaluate((node) => {
        const ids = (node.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
        const below = node.getBoundingClientRect().bottom
        return ids
          .map((id) => document.getElementById(id))
          .filter((element) => element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          .map((element) => ({ text: element!.textContent, under: element!.getBoundingClientRect().top >= below - 1 }))
      })
      expect(error, label).toEqual([{ text: message, under: true }])
    }
    expect(tab.problems).toEqual([])
  })

  test('a valid contact form opens the chat link in a new tab and shows the toast as a box on screen (390 px)', async () => {
    const page = await visit('/contact', phone)
    const form = await formWith(page, 'Send Message')
    await (await field(form, 'textbox', 'Your Name')).type('Asha Patel')
    await (await field(form, 'textbox', 'Email Address')).type('asha@example.com')
    await (await field(form, 'textbox', 'Your Message')).type('Hello, we need a new website.')
    const send = (await form.$(byRole('button', 'Send Message')))!
    const address = await catchNewTab(page, () => send.tap())
    expect(address.startsWith(chatPrefix), address).toBe(true)

    const toast = async () => {
      const [title] = await visibleWithText(page, 'Message sent!')
      if (!title) return null
      return title.evaluate((node) => {
        // The toast: the smallest box around both its title and its text.
        let box: Element | null = node
        while (box && !(box.textContent ?? '').includes("We'll get back to you as soon as possible.")) box = box.parentElement
        if (!box) return { hasText: false, background: 'none', inside: false }
        // Its background: the first one found going out from there, as long as the boxes are toast-sized.
        let painted: Element | null = box
        const clear = (colour: string) => /^transparent$|^rgba\([^,]+,[^,]+,[^,]+,\s*0\)$|\/\s*0\)$/.test(colour)
        while (painted && clear(getComputedStyle(painted).backgroundColor)) {
          painted = painted.parentElement
          if (painted && painted.getBoundingClientRect().height > innerHeight / 2) painted = null
        }
        const rect = (painted ?? box).getBoundingClientRect()
        return {
          hasText: true,
          background: painted ? getComputedStyle(painted).backgroundColor : 'none',
          inside: rect.left >= 0 && rect.top >= 0 && rect.right <= innerWidth && rect.bottom <= innerHeight && rect.width > 0,
        }
      })
    }
    await expect.poll(async () => (await toast())?.inside, { timeout: 5000, message: 'the toast shows inside the viewport' }).toBe(true)
    const shownToast = (await toast())!
    expect(shownToast.hasText, "the toast says We'll get back to you as soon as possible.").toBe(true)
    expect(shownToast.background, 'the toast has a background').not.toBe('none')
    expect(tab.problems).toEqual([])
  })

  test('a valid quote form opens the chat link and the dialog Quote Request Submitted', async () => {
    const page = await visit('/contact', wide)
    const form = await openQuoteTab()
    await (await field(form, 'textbox', 'Full Name')).type('Ravi Shah')
    await (await field(form, 'textbox', 'Email Address')).type('ravi@example.in')
    await (await field(form, 'textbox', 'Phone Number')).type('+91 98765 43210')
    const projectType = site.forms.quote.fields.find((item) => item.label === 'Project Type')!.options![0].value
    await (await field(form, 'combobox', 'Project Type')).select(projectType)
    await (await field(form, 'textbox', 'Project Description')).type('An online store for our textile shop')
    const submit = (await form.$(byRole('button', 'Submit Quote Request')))!
    const address = await catchNewTab(page, () => submit.click())
    expect(address.startsWith(chatPrefix), address).toBe(true)
    await dialogNamed(page, 'Quote Request Submitted')
    expect(tab.problems).toEqual([])
  })
})
