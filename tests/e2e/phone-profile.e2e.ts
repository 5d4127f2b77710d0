import { describe, expect, test } from 'vitest'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import type { CardGridSection, Form, TabsSection } from '../../src/generated/site'
import { baseUrl, useBrowser, waitForAllAttached, waitForAttached, watchConsole } from '../../tools/browser'
import {
  captureChat,
  chatTextOf,
  isIslandAttached,
  newPhonePage,
  phoneProfile,
  phoneStepMs,
  waitForIslandOf,
  type ChatCapture,
} from '../../tools/phone-profile'
import { realSite, allSectionsOf } from './site-data'

// The built site on a throttled phone (tools/phone-profile.ts: 412 x 823, CPU 4x slower, Slow 4G), used
// the way an impatient visitor does: every control is used the moment it shows, seconds before its code has
// arrived. Pages are prerendered HTML whose interactive parts ("islands") attach later; a tap made before its
// island attached must be replayed once, and text typed before must stay. So each test waits only for the
// control to be visible (never for the network to settle, never for the attached signals) before acting, and
// only then waits for the island's signal and checks the effect, exactly.

const site = realSite()
const chatPrefix = `https://wa.me/${site.site.contact.chatNumber}?text=`
const openContext = useBrowser(phoneStepMs)
/** A throttled page takes seconds per step; a test has several. */
const testMs = 240_000

interface Visit {
  context: BrowserContext
  page: Page
  problems: string[]
  chat: ChatCapture
}

/**
 * A fresh phone context and page at `path`, returned as soon as the response starts: the caller acts on
 * the page while it is still loading. `beforeGoto` runs on the page first (a route, for instance).
 */
async function visit(path: string, beforeGoto?: (page: Page) => Promise<unknown>): Promise<Visit> {
  const context = await openContext(phoneProfile)
  const page = await newPhonePage(context)
  const chat = await captureChat(context, page)
  const problems = watchConsole(page)
  await beforeGoto?.(page)
  await page.goto(baseUrl() + path, { waitUntil: 'commit' })
  return { context, page, problems, chat }
}

/** Waits until `element` is visible (and nothing more), then returns it. */
async function shown(element: Locator): Promise<Locator> {
  await element.waitFor({ state: 'visible' })
  return element
}

/** Notes in the report whether a tap came before its island attached (the point of this suite) or after. */
async function tapEarly(element: Locator, annotate: (message: string) => Promise<unknown>, what: string) {
  const attached = await isIslandAttached(element)
  await element.tap()
  await annotate(attached ? `${what}: its island had already attached when it was tapped` : `${what}: tapped before its island attached`)
}

// --- Forms ---------------------------------------------------------------------------------------------------

/** What to type into one field (by its name in site.yaml), or which option to choose (by its label). */
type Entry = { name: string; text: string } | { name: string; option: string }

interface FormPlan {
  form: Form
  entries: Entry[]
  /** The chat message these entries make, line by line, as site.yaml's message template writes it. */
  message: string[]
}

const contactPlan: FormPlan = {
  form: site.forms.contact,
  entries: [
    { name: 'name', text: 'Asha Patel' },
    { name: 'email', text: 'asha@example.in' },
    { name: 'message', text: 'નમસ્તે! A website for our saree shop in Surat — Gujarati + English, ₹ prices & UPI.\nCall after 6 pm 🙏' },
  ],
  message: [
    'New Contact Form Submission',
    'Name: Asha Patel',
    'Email: asha@example.in',
    'Message: નમસ્તે! A website for our saree shop in Surat — Gujarati + English, ₹ prices & UPI.\nCall after 6 pm 🙏',
  ],
}

const quotePlan: FormPlan = {
  form: site.forms.quote,
  entries: [
    { name: 'name', text: 'Asha Patel' },
    { name: 'email', text: 'asha@example.in' },
    { name: 'phone', text: '+91 98765 43210' },
    { name: 'companyName', text: 'Patel Sarees & Co. (પટેલ)' },
    { name: 'projectType', option: 'E-commerce Store' },
    { name: 'budget', option: '₹50,000 - ₹80,000' },
    { name: 'timeframe', option: '1-3 months' },
    { name: 'projectDescription', text: 'An online saree store — ગુજરાતી + English, UPI & COD #Surat' },
    { name: 'requirements', text: 'Hindi too: नमस्ते\nWhatsApp orders' },
    { name: 'additionalInfo', text: 'Call after 6 pm 🙏' },
  ],
  message: [
    'New Quote Request',
    'Name: Asha Patel',
    'Email: asha@example.in',
    'Phone: +91 98765 43210',
    'Company: Patel Sarees & Co. (પટેલ)',
    'Project Type: E-commerce Store',
    'Budget: ₹50,000 - ₹80,000',
    'Timeframe: 1-3 months',
    'Project Description: An online saree store — ગુજરાતી + English, UPI & COD #Surat',
    'Requirements: Hindi too: नमस्ते\nWhatsApp orders',
    'Additional Info: Call after 6 pm 🙏',
  ],
}

/** The field of `definition` named `name`. */
function definitionOf(form: Form, name: string) {
  const definition = form.fields.find((candidate) => candidate.name === name)
  if (!definition) throw new Error(`site.yaml's form has no field ${name}`)
  return definition
}

/** A field by its label text; a required label ends in Mantine's star (" *", hidden from the accessible name). */
function field(form: Locator, label: string): Locator {
  return form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))
}

/** The value a field must show after the entry: the typed text, or the chosen option's value. */
function expectedValue(plan: FormPlan, entry: Entry): string {
  if ('text' in entry) return entry.text
  const option = definitionOf(plan.form, entry.name).options?.find((candidate) => candidate.label === entry.option)
  if (!option) throw new Error(`${entry.name} has no option ${entry.option} in site.yaml`)
  return option.value
}

/** The plan covers every field of the form, and its message follows site.yaml's template (header, labels, order). */
function checkPlan(plan: FormPlan) {
  expect(plan.entries.map((entry) => entry.name)).toEqual(plan.form.fields.map((definition) => definition.name))
  expect(plan.message[0]).toBe(plan.form.message.header)
  expect(plan.message.slice(1).map((line) => line.slice(0, line.indexOf(': ')))).toEqual(plan.form.message.lines.map((line) => line.label))
}

/** The visible form whose submit button reads the form's submit label. */
function formLocator(page: Page, plan: FormPlan): Locator {
  return page.locator('form').filter({ has: page.getByRole('button', { name: plan.form.submitLabel, exact: true }) })
}

/** Types (or chooses) every entry, each the moment its field is visible: tap, then key by key. */
async function fillEarly(form: Locator, plan: FormPlan) {
  for (const entry of plan.entries) {
    const input = await shown(field(form, definitionOf(plan.form, entry.name).label))
    if ('option' in entry) await input.selectOption({ label: entry.option })
    else {
      await input.tap()
      await input.pressSequentially(entry.text)
    }
  }
}

async function valuesOf(form: Locator, plan: FormPlan): Promise<string[]> {
  const values: string[] = []
  for (const entry of plan.entries) values.push(await field(form, definitionOf(plan.form, entry.name).label).inputValue())
  return values
}

/** No error of the form is shown: no field marked invalid, none of site.yaml's rule messages, no blocked-link dialog. */
async function expectNoErrors(page: Page, form: Locator, plan: FormPlan) {
  expect(await form.locator('[aria-invalid="true"]').count()).toBe(0)
  const messages = plan.form.fields.flatMap((definition) => (definition.rules ?? []).map((rule) => rule.message))
  if (plan.form.tooLong) messages.push(plan.form.tooLong)
  for (const message of messages) expect(await page.getByText(message, { exact: true }).count(), message).toBe(0)
  expect(await page.getByRole('dialog', { name: 'One more step' }).count()).toBe(0)
}

/** What follows a sent form in site.yaml (`after:`): the toast, or the dialog. Waits for it. */
async function expectSentConfirmation(page: Page, plan: FormPlan) {
  const { after } = plan.form
  if (after.kind === 'toast') {
    const toast = page.getByRole('status').filter({ hasText: after.title })
    await toast.waitFor({ state: 'visible' })
    expect(await toast.textContent()).toContain(after.text)
  } else {
    const dialog = page.getByRole('dialog', { name: after.title })
    await dialog.waitFor({ state: 'visible' })
    expect(await dialog.textContent()).toContain(after.text)
  }
}

/** Rejects, saying what the form shows, as soon as a field of the form is marked invalid. */
async function failOnFormError(form: Locator, plan: FormPlan): Promise<never> {
  await form.locator('[aria-invalid="true"]').first().waitFor({ state: 'attached', timeout: phoneStepMs * 2 })
  const errors = await form.locator('[id$="-error"]').allTextContents()
  throw new Error(`the form shows errors instead of opening the chat: ${JSON.stringify(errors)}; its fields hold ${JSON.stringify(await valuesOf(form, plan))}`)
}

/** The chat tab the submit opened: its address, its decoded text; and that the page opened exactly that one. */
async function expectOneChat(chat: ChatCapture, form: Locator, plan: FormPlan) {
  // An error under a field instead of the chat tab fails at once, with the errors, rather than at the timeout.
  const url = await Promise.race([chat.nextTab(), failOnFormError(form, plan)])
  expect(url.startsWith(chatPrefix), url).toBe(true)
  expect(chatTextOf(url)).toBe(plan.message.join('\n'))
  const opens = await chat.opens()
  expect(opens.map((open) => chatTextOf(open.url))).toEqual([plan.message.join('\n')])
  expect(chat.tabs).toHaveLength(1)
  return opens[0]
}

/** Whether a form resets after it is sent: both of site.yaml's forms do. */
const emptyValues = (plan: FormPlan) => plan.entries.map(() => '')

async function typeEarlyThenSubmit(path: string, plan: FormPlan, annotate: (message: string) => Promise<unknown>) {
  checkPlan(plan)
  const { page, problems, chat } = await visit(path)
  const form = formLocator(page, plan)
  await fillEarly(form, plan)
  const firstField = field(form, definitionOf(plan.form, plan.entries[0].name).label)
  await annotate((await isIslandAttached(firstField)) ? 'the form had attached by the time every field was typed' : 'every field was typed before the form attached')

  await waitForIslandOf(firstField)
  expect(await valuesOf(form, plan)).toEqual(plan.entries.map((entry) => expectedValue(plan, entry)))
  await expectNoErrors(page, form, plan)

  await form.getByRole('button', { name: plan.form.submitLabel, exact: true }).tap()
  await expectOneChat(chat, form, plan)
  await expectSentConfirmation(page, plan)
  await expectNoErrors(page, form, plan)
  await expect.poll(() => valuesOf(form, plan), { timeout: phoneStepMs }).toEqual(emptyValues(plan))

  await waitForAllAttached(page)
  expect((await chat.opens()).length).toBe(1)
  expect(chat.tabs).toHaveLength(1)
  expect(problems).toEqual([])
}

/**
 * The page's own scripts (`<script src>` of its HTML) and what they import statically: what must run for a
 * tap to be kept. Every other script can be held back, so that the page cannot attach before the test taps.
 */
async function bootScripts(path: string): Promise<Set<string>> {
  const pageUrl = baseUrl() + path
  const html = await (await fetch(pageUrl)).text()
  const pending = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => new URL(match[1], pageUrl).href)
  const scripts = new Set<string>()
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (scripts.has(new URL(next).pathname)) continue
    scripts.add(new URL(next).pathname)
    const code = await (await fetch(next)).text()
    for (const match of code.matchAll(/\b(?:from|import)\s*["']([^"']+)["']/g)) pending.push(new URL(match[1], next).href)
  }
  expect(scripts.size, `${path} has no <script src>`).toBeGreaterThan(0)
  return scripts
}

async function typeAndSubmitBeforeAttach(path: string, plan: FormPlan, annotate: (message: string) => Promise<unknown>) {
  checkPlan(plan)
  // Every script but the boot waits until the submit has been pressed: the press is then certainly early,
  // however fast the page would otherwise attach.
  const allowed = await bootScripts(path)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const { page, problems, chat } = await visit(path, (page) =>
    page.route(
      (url) => url.pathname.endsWith('.js') && !allowed.has(url.pathname),
      async (route) => {
        await held
        await route.continue()
      },
    ),
  )
  const form = formLocator(page, plan)
  await fillEarly(form, plan)
  const submit = form.getByRole('button', { name: plan.form.submitLabel, exact: true })
  await shown(submit)
  expect(await isIslandAttached(submit)).toBe(false)
  await submit.tap()
  // Nothing can have handled it yet; the prerendered form (method="dialog") must not have gone anywhere either.
  expect(await chat.opens()).toEqual([])
  expect(page.url()).toBe(baseUrl() + path)
  release()

  await waitForIslandOf(submit)
  const open = await expectOneChat(chat, form, plan)
  await annotate(
    open.userActivation
      ? 'the replayed submit opened the chat within the tap’s user activation'
      : 'the replayed submit opened the chat after the tap’s user activation had expired: a real phone would block that tab (the test browser runs with popup blocking off)',
  )
  await expectSentConfirmation(page, plan)
  await expectNoErrors(page, form, plan)
  await expect.poll(() => valuesOf(form, plan), { timeout: phoneStepMs }).toEqual(emptyValues(plan))

  // Replayed once: nothing more opens once every island of the page has attached.
  await waitForAllAttached(page)
  expect((await chat.opens()).length).toBe(1)
  expect(chat.tabs).toHaveLength(1)
  await expectNoErrors(page, form, plan)
  expect(problems).toEqual([])
}

describe('forms typed into before they attach', () => {
  test('/contact: every field of the contact form keeps what was typed; submit opens the chat with exactly that message', { timeout: testMs }, async ({ annotate }) => {
    await typeEarlyThenSubmit('/contact', contactPlan, annotate)
  })

  test('/quote-request: every field of the quote form, selects included, keeps its value; submit opens the chat with exactly that message', { timeout: testMs }, async ({ annotate }) => {
    await typeEarlyThenSubmit('/quote-request', quotePlan, annotate)
  })

  test('/contact: a submit pressed before the form attached is replayed once: one chat tab, the right message, no error', { timeout: testMs }, async ({ annotate }) => {
    await typeAndSubmitBeforeAttach('/contact', contactPlan, annotate)
  })

  test('/quote-request: a submit pressed before the form attached is replayed once: one chat tab, the right message, no error', { timeout: testMs }, async ({ annotate }) => {
    await typeAndSubmitBeforeAttach('/quote-request', quotePlan, annotate)
  })
})

// --- Taps ----------------------------------------------------------------------------------------------------

const sectionsOf = (path: string) => allSectionsOf(site, path)

describe('controls tapped before they attach', () => {
  test('/: the ERP Development card, tapped as soon as it shows, opens its detail window, with no script', { timeout: testMs }, async ({ annotate }) => {
    const grid = sectionsOf('/').find((section): section is CardGridSection => section.type === 'cardGrid' && section.cards.some((card) => card.title === 'ERP Development'))
    const erp = grid!.cards.find((card) => card.title === 'ERP Development')!
    const { page, problems } = await visit('/')
    // The card's button opens its native dialog (command/commandfor): no island, so the tap acts at once.
    const card = await shown(page.getByRole('button', { name: 'ERP Development', exact: true }))
    await card.tap()
    await annotate(`the ERP Development card: tapped while the page ${(await page.evaluate(() => document.documentElement.hasAttribute('data-attached'))) ? 'had' : 'had not yet'} attached its islands`)
    const dialog = page.getByRole('dialog', { name: 'ERP Development' })
    await dialog.waitFor({ state: 'visible' })
    expect(await page.getByRole('dialog').count()).toBe(1)
    expect(await dialog.locator('li').allTextContents()).toEqual(erp.details!.features)
    expect(await dialog.getByText(erp.details!.text!, { exact: true }).count()).toBe(1)

    // Opened once and left open: nothing toggles it later.
    await waitForAllAttached(page)
    expect(await page.getByRole('dialog', { name: 'ERP Development' }).isVisible()).toBe(true)
    expect(await page.getByRole('dialog').count()).toBe(1)
    expect(problems).toEqual([])
  })

  test('/portfolio: the Mobile filter, tapped as soon as it shows, is chosen and shows only the mobile projects, with no script', { timeout: testMs }, async ({ annotate }) => {
    const grid = sectionsOf('/portfolio').find((section): section is CardGridSection => section.type === 'cardGrid' && Boolean(section.filters))!
    const filters = grid.filters!
    const mobile = filters.categories.find((category) => category.label === 'Mobile')!
    const mobileTitles = grid.cards.filter((card) => card.category === mobile.value).map((card) => card.title)
    // site.yaml has no mobile project yet (every project is web): then the filter shows its empty state.

    const { page, problems } = await visit('/portfolio')
    const group = page.getByRole('group', { name: 'Filter by category' })
    // The filters are radio inputs and the stylesheet filters: no island, so the tap acts at once.
    const radio = await shown(group.getByRole('radio', { name: 'Mobile', exact: true }))
    await radio.tap()
    await annotate(`the Mobile filter: tapped while the page ${(await page.evaluate(() => document.documentElement.hasAttribute('data-attached'))) ? 'had' : 'had not yet'} attached its islands`)
    const chosenStates = [filters.allLabel, ...filters.categories.map((category) => category.label)].map((label) => label === 'Mobile')
    const chosen = () => group.getByRole('radio').evaluateAll((radios) => radios.map((element) => (element as HTMLInputElement).checked))
    expect(await chosen()).toEqual(chosenStates)
    const main = page.getByRole('main')
    expect(await main.locator('[data-card]:visible :is(h2, h3)').allTextContents()).toEqual(mobileTitles)
    expect(await main.locator('[data-card]:visible').count()).toBe(mobileTitles.length)
    if (mobileTitles.length === 0) {
      const empty = main.getByText(filters.emptyText!, { exact: true })
      expect(await empty.count()).toBe(1)
      expect(await empty.isVisible()).toBe(true)
    }

    await waitForAllAttached(page)
    expect(await chosen()).toEqual(chosenStates)
    expect(await main.locator('[data-card]:visible').count()).toBe(mobileTitles.length)
    expect(problems).toEqual([])
  })

  test('/contact: the second tab, tapped as soon as it shows, is chosen and shows its panel, with no script', { timeout: testMs }, async ({ annotate }) => {
    const tabsSection = sectionsOf('/contact').find((section): section is TabsSection => section.type === 'tabs')!
    const [first, second]: TabsSection['tabs'][number][] = tabsSection.tabs
    const headingOf = (tab: TabsSection['tabs'][number]) => {
      const section = tab.sections.find((candidate) => 'heading' in candidate && candidate.heading)
      return section && 'heading' in section ? section.heading! : ''
    }
    const { page, problems } = await visit('/contact')
    // The tabs are radio buttons: they need no island, so the tap acts at once.
    const secondTab = await shown(page.getByRole('radio', { name: second.label, exact: true }))
    await secondTab.tap()
    await annotate(`the ${second.label} tab: tapped while the page ${(await page.evaluate(() => document.documentElement.hasAttribute('data-attached'))) ? 'had' : 'had not yet'} attached its islands`)
    const firstTab = page.getByRole('radio', { name: first.label, exact: true })
    expect(await secondTab.isChecked()).toBe(true)
    expect(await firstTab.isChecked()).toBe(false)
    // Only the second panel is shown, with its form.
    const panel = page.getByRole('group', { name: second.label, exact: true })
    expect(await panel.isVisible()).toBe(true)
    expect(await page.getByRole('group', { name: first.label, exact: true }).isVisible()).toBe(false)
    expect(await panel.getByRole('heading', { name: headingOf(second), exact: true }).isVisible()).toBe(true)
    expect(await panel.getByRole('button', { name: site.forms.quote.submitLabel, exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: headingOf(first), exact: true }).isVisible()).toBe(false)

    await waitForAllAttached(page)
    expect(await secondTab.isChecked()).toBe(true)
    expect(await panel.isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: headingOf(first), exact: true }).isVisible()).toBe(false)
    expect(problems).toEqual([])
  })

  test('/: the phone menu button, tapped as soon as it shows, opens the menu (once, not open-and-closed)', { timeout: testMs }, async ({ annotate }) => {
    const { page, problems } = await visit('/')
    const toggle = await shown(page.getByRole('button', { name: 'Menu', exact: true }))
    await tapEarly(toggle, annotate, 'the menu button')

    // The browser opens it (a popover): no script needed.
    const menu = page.locator('#mobile-menu')
    await menu.waitFor({ state: 'visible' })
    expect(await menu.getByRole('link').allTextContents()).toEqual(site.navigation.links.map((link) => link.label))
    expect(await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(site.navigation.links.map((link) => link.to))

    // Still open once its island, then every island, has attached: nothing toggled it again.
    await waitForIslandOf(toggle)
    await waitForAttached(page)
    expect(await menu.isVisible()).toBe(true)
    await waitForAllAttached(page)
    expect(await menu.isVisible()).toBe(true)
    expect(await menu.evaluate((element) => element.matches(':popover-open'))).toBe(true)
    expect(problems).toEqual([])
  })
})
