import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { CardGridSection, FaqSection, PricingTableSection, Section, TabsSection } from '../../src/generated/site'
import { baseUrl, useBrowser, waitForAllAttached, watchConsole } from '../../tools/browser'
import { captureChat, newPhonePage, phoneProfile, phoneStepMs, type ChatCapture } from '../../tools/phone-profile'
import { realSite, allSectionsOf } from './site-data'

// Every kind of control, tapped on the phone profile (tools/phone-profile.ts) the moment it shows, while the
// page's scripts are held back: every request for a .js file waits until the test has tapped. So the tap is
// certainly made before any module runs, however fast the page would load, and only what runs without modules
// (HTML, CSS and the inline head script, src/engine/browser/head-script.js) can keep it. Then the scripts are let through,
// and the tap must have taken effect exactly once: done by the browser at once, or kept and replayed once its
// part attached, and not undone by the part attaching. Controls are found by what a visitor sees (their role and
// name, their text), so each case holds whether the browser or an island carries the control.

const site = realSite()
const openContext = useBrowser(phoneStepMs)
const testMs = 180_000

const sectionsOf = (path: string) => allSectionsOf(site, path)

function sectionOf<T extends Section['type']>(path: string, type: T, which: (section: Extract<Section, { type: T }>) => boolean = () => true) {
  const section = sectionsOf(path).find((candidate): candidate is Extract<Section, { type: T }> => candidate.type === type && which(candidate as Extract<Section, { type: T }>))
  if (!section) throw new Error(`site.yaml's ${path} has no such ${type} section`)
  return section
}

interface HeldVisit {
  page: Page
  problems: string[]
  chat: ChatCapture
  /** Lets the held scripts load, and every later one. */
  release: () => void
}

/** A fresh throttled phone page at `path`, every script request held, returned as soon as the response starts. */
async function visitHeld(path: string): Promise<HeldVisit> {
  const context = await openContext(phoneProfile)
  const page = await newPhonePage(context)
  const chat = await captureChat(context, page)
  const problems = watchConsole(page)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*.js', async (route) => {
    await held
    // The page may be gone by then (a failed test closes its context).
    await route.continue().catch(() => undefined)
  })
  await page.goto(baseUrl() + path, { waitUntil: 'commit' })
  return { page, problems, chat, release }
}

/**
 * Taps `control` as soon as it is visible, with no script of the page run yet (none has loaded: nothing has
 * attached), then lets the scripts load and waits until every part of the page has attached.
 */
async function tapBeforeScripts(visit: HeldVisit, control: Locator) {
  const { page, release } = visit
  try {
    await control.waitFor({ state: 'visible' })
    await control.tap()
    expect(await page.evaluate(() => document.querySelector('[data-island-attached]') === null && !document.documentElement.hasAttribute('data-attached'))).toBe(true)
  } finally {
    release()
  }
  await waitForAllAttached(page)
}

/** Only the visible ones: some texts are drawn twice, once per screen size, one of them hidden. */
const visible = (locator: Locator) => locator.filter({ visible: true })

describe('a tap before any module of the page has run takes effect once the page has loaded, exactly once', () => {
  test('/: the menu button opens the menu with the navigation’s links', { timeout: testMs }, async () => {
    const visit = await visitHeld('/')
    const { page, problems } = visit
    // The links a visitor can see (getByRole leaves out hidden ones): none on a phone until the menu opens.
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
    expect(await links.count()).toBe(0)
    await tapBeforeScripts(visit, page.getByRole('button', { name: /^(open )?menu$/i }))
    // Open, and still open once the nav bar has attached: it was not opened twice (open, then closed).
    await links.first().waitFor({ state: 'visible' })
    expect(await links.allTextContents()).toEqual(site.navigation.links.map((link) => link.label))
    expect(problems).toEqual([])
  })

  test('/portfolio: the Mobile filter shows its result (no project yet: the empty state)', { timeout: testMs }, async () => {
    const grid = sectionOf('/portfolio', 'cardGrid', (section: CardGridSection) => Boolean(section.filters))
    const filters = grid.filters!
    const mobile = filters.categories.find((category) => category.label === 'Mobile')!
    const mobileTitles = grid.cards.filter((card) => card.category === mobile.value).map((card) => card.title)
    const otherTitles = grid.cards.filter((card) => card.category !== mobile.value).map((card) => card.title)
    expect(otherTitles.length).toBeGreaterThan(0)

    const visit = await visitHeld('/portfolio')
    const { page, problems } = visit
    const main = page.getByRole('main')
    // A button, or the radio a visitor's tap on the pill reaches.
    await tapBeforeScripts(visit, main.getByRole('button', { name: 'Mobile', exact: true }).or(main.getByRole('radio', { name: 'Mobile', exact: true })))
    await expect.poll(() => visible(main.getByRole('heading', { name: otherTitles[0], exact: true })).count()).toBe(0)
    for (const title of otherTitles) expect(await visible(main.getByRole('heading', { name: title, exact: true })).count(), title).toBe(0)
    for (const title of mobileTitles) expect(await visible(main.getByRole('heading', { name: title, exact: true })).count(), title).toBe(1)
    if (mobileTitles.length === 0) expect(await visible(main.getByText(filters.emptyText!, { exact: true })).count()).toBe(1)
    expect(problems).toEqual([])
  })

  test('/: a service card opens its detail window', { timeout: testMs }, async () => {
    const grid = sectionOf('/', 'cardGrid', (section: CardGridSection) => section.cards.some((card) => card.title === 'ERP Development'))
    const erp = grid.cards.find((card) => card.title === 'ERP Development')!
    const visit = await visitHeld('/')
    const { page, problems } = visit
    await tapBeforeScripts(visit, page.getByRole('button', { name: erp.title, exact: true }))
    const dialog = page.getByRole('dialog', { name: erp.title })
    await dialog.waitFor({ state: 'visible' })
    expect(await dialog.getByText(erp.details!.text!, { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('dialog').count()).toBe(1)
    expect(problems).toEqual([])
  })

  test('/services/sales-generating-seo: a question shows its answer', { timeout: testMs }, async () => {
    const faq = sectionOf('/services/sales-generating-seo', 'faq', (section: FaqSection) => section.variant === 'accordion')
    const [first, second] = faq.items
    const visit = await visitHeld('/services/sales-generating-seo')
    const { page, problems } = visit
    await tapBeforeScripts(visit, page.getByText(first.question, { exact: true }))
    // Open, and still open once everything has attached: not toggled twice.
    await page.getByText(first.answer, { exact: true }).waitFor({ state: 'visible' })
    expect(await page.getByText(second.answer, { exact: true }).isVisible()).toBe(false)
    expect(problems).toEqual([])
  })

  test('/contact: the Get a Quote tab shows its panel and hides the other', { timeout: testMs }, async () => {
    const tabs = sectionOf('/contact', 'tabs')
    const headingOf = (tab: TabsSection['tabs'][number]) => {
      const section = tab.sections.find((candidate) => 'heading' in candidate && candidate.heading)
      return section && 'heading' in section ? section.heading! : ''
    }
    const [first, second] = tabs.tabs as [TabsSection['tabs'][number], TabsSection['tabs'][number]]
    expect(second.label).toBe('Get a Quote')
    const visit = await visitHeld('/contact')
    const { page, problems } = visit
    // A tab, or the radio a visitor's tap on the tab's name reaches.
    await tapBeforeScripts(visit, page.getByRole('tab', { name: second.label, exact: true }).or(page.getByRole('radio', { name: second.label, exact: true })))
    await page.getByRole('heading', { name: headingOf(second), exact: true }).waitFor({ state: 'visible' })
    expect(await page.getByRole('heading', { name: headingOf(first), exact: true }).isVisible()).toBe(false)
    expect(await visible(page.getByRole('button', { name: site.forms.quote.submitLabel, exact: true })).count()).toBe(1)
    expect(problems).toEqual([])
  })

  test('/pricing, at phone width: a row of the comparison opens and shows each package’s value', { timeout: testMs }, async () => {
    const { comparison, plans } = sectionOf('/pricing', 'pricingTable', (section: PricingTableSection) => Boolean(section.comparison))
    // A row whose name is no package's feature too: its text is then only the row's.
    const row = comparison!.rows.find((candidate) => candidate.description && !plans.some((plan) => plan.features.includes(candidate.name)))!
    const visit = await visitHeld('/pricing')
    const { page, problems } = visit
    await tapBeforeScripts(visit, visible(page.getByText(row.name, { exact: true })))
    const description = visible(page.getByText(row.description!, { exact: true }))
    await description.waitFor({ state: 'visible' })
    expect(await description.count()).toBe(1)
    expect(problems).toEqual([])
  })

  test('/contact: Send with bad input shows site.yaml’s message under each field, and sends nothing', { timeout: testMs }, async () => {
    const form = site.forms.contact
    const messages = form.fields.map((field) => field.rules?.[0]?.message).filter((message): message is string => Boolean(message))
    expect(messages).toContain('Name must be at least 2 characters')
    const visit = await visitHeld('/contact')
    const { page, problems, chat } = visit
    await tapBeforeScripts(visit, page.getByRole('button', { name: form.submitLabel, exact: true }))
    for (const message of messages) await page.getByText(message, { exact: true }).waitFor({ state: 'visible' })
    // Each under its own field: the field is marked invalid and described by the message.
    for (const field of form.fields.filter((candidate) => candidate.rules?.length)) {
      const input = page.getByRole('textbox', { name: new RegExp(`^${field.label}`) })
      expect(await input.getAttribute('aria-invalid'), field.label).toBe('true')
      await expect.poll(() => input.evaluate((element) => element.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '))).toContain(field.rules![0].message)
    }
    expect(page.url()).toBe(`${baseUrl()}/contact`)
    expect(await chat.opens()).toEqual([])
    expect(problems).toEqual([])
  })
})
