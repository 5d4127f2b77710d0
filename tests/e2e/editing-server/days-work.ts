// "A day's work" on a phone (issue 46): an editor signs in at 390 px, changes a price in the section's sheet, asks to
// publish, is told it was published, changes it again while a publisher publishes another price, brings the draft up
// to date keeping hers, and signs out. Written once for Chromium (Playwright) and Firefox (Puppeteer over WebDriver
// BiDi): a finger's taps and the keyboard, and functions run in the page. At each step the screen is checked as a
// person meets it: no control of the interface under 44 px, no words of it cut off, the changed price in sight while
// it is changed, and every wait over a second saying what is happening.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { updateWords } from '../../../server/publish-words'
import { developerWordsIn } from '../../../src/site/schema-labels'
import { cutOffTexts } from '../cut-off'
import { hiddenPagePart, smallControls } from '../screen-checks'

/** What a test needs of a browser's page on a phone: Playwright's and Puppeteer's both give it. */
export interface Phone {
  goto(url: string): Promise<void>
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>
  /** Until `fn(arg)` is truthy in the page. */
  waitFor<A>(fn: (arg: A) => unknown, arg: A, timeoutMs?: number): Promise<void>
  tap(x: number, y: number): Promise<void>
  type(text: string): Promise<void>
  press(key: 'Enter'): Promise<void>
}

/** A Playwright page as a Phone: a finger's tap on a phone (`touch`), a mouse's click on a desktop. */
export function playwrightPhone(page: Page, touch: boolean): Phone {
  return {
    goto: async (url) => void (await page.goto(url)),
    // (Playwright types a page function's argument as "unboxed"; the arguments here are plain data, the same either way.)
    evaluate: <R, A>(fn: (arg: A) => R, arg: A) => page.evaluate(fn as (arg: unknown) => R, arg as unknown),
    waitFor: async <A>(fn: (arg: A) => unknown, arg: A, timeoutMs = 30_000) => void (await page.waitForFunction(fn as (arg: unknown) => unknown, arg as unknown, { timeout: timeoutMs, polling: 100 })),
    tap: (x, y) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y)),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
  }
}

/**
 * The Standard package's price changed in the pricing table's panel as a person does it with a mouse (Playwright), on
 * the page's /pricing; the panel, still open.
 */
export async function changePriceInPanel(page: Page, price: string): Promise<Locator> {
  const editSwitch = page.getByRole('button', { name: 'Edit page', exact: true })
  if ((await editSwitch.getAttribute('aria-pressed')) !== 'true') await editSwitch.click()
  await page.locator('main h2', { hasText: /^Our Packages$/ }).hover()
  await page.locator('#site-editor').getByRole('toolbar', { name: 'Section 2: Pricing table', exact: true }).getByRole('button', { name: 'Edit section' }).click()
  const panel = page.getByRole('complementary', { name: 'Edit section 2 (Pricing table)', exact: true })
  // Opened unless it still is: a publish leaves the page, and its panel, as they were.
  const plan = panel.getByRole('button', { name: 'Plan 1: Standard', exact: true })
  if ((await plan.getAttribute('aria-expanded')) !== 'true') await plan.click()
  const field = panel.locator('[data-path="plans.0.price"]')
  await field.fill(price)
  await field.press('Enter')
  await page.locator('main', { hasText: price }).waitFor()
  return panel
}

/** What the other person does meanwhile (a publisher, on a desktop or through the server's routes). */
export interface Publisher {
  name: string
  /** Publishes the request to publish that waits (the editor's). */
  publishRequest(): Promise<void>
  /** Publishes a draft of their own with the Standard price at `price`. */
  publishPrice(price: string): Promise<void>
}

// ---- In the page (no inner functions: each is sent to the page as its text) ----

/** Where a finger taps the shown, enabled control under `within` named `name` (its aria-label, or its words), brought into view and uncovered; null while there is none. */
export function controlAt({ within, name }: { within: string; name?: string }): { x: number; y: number } | null {
  for (const root of document.querySelectorAll<HTMLElement>(within)) {
    const candidates = name === undefined ? [root] : [...root.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="menuitem"], [role="tab"]')]
    for (const element of candidates) {
      if (name !== undefined && (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim() !== name) continue
      if (element.matches(':disabled') || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)) continue
      const box = element.getBoundingClientRect()
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
      // Seen where a finger lands: not clipped by a panel still opening, nor under something else. Else it is scrolled
      // to (as a finger would), and looked at again next time: a panel still opening may move it again after.
      const top = document.elementFromPoint(x, y)
      if (!top || !(top === element || element.contains(top) || (element as HTMLInputElement).labels?.[0]?.contains(top))) {
        element.scrollIntoView({ block: 'center', behavior: 'instant' })
        continue
      }
      // And still there a moment later (the next look, 0.1 s on): a person's eye takes longer than that to see it, and
      // a panel opening moves what is in it until it is open.
      const seen = window as unknown as { lastSeenControl?: { element: Element; x: number; y: number } }
      const still = seen.lastSeenControl?.element === element && seen.lastSeenControl.x === x && seen.lastSeenControl.y === y
      seen.lastSeenControl = { element, x, y }
      return still ? { x, y } : null
    }
  }
  return null
}

/** Whether a control of the editing interface named `name` (its aria-label, or its words) is shown. */
export function isShown(name: string): boolean {
  return [...document.querySelectorAll<HTMLElement>('#site-editor button, #site-editor [role="button"]')].some(
    (element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim() === name && element.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions),
  )
}

/** Whether the shown button named `name` (aria-label) is pressed (aria-pressed). */
export function isPressed(name: string): boolean {
  return [...document.querySelectorAll(`#site-editor button[aria-label="${name}"], #site-editor button`)].some((button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name && button.getAttribute('aria-pressed') === 'true')
}

/** Whether the button under `within` with these words is open (aria-expanded). */
export function isExpanded({ within, name }: { within: string; name: string }): boolean {
  return [...document.querySelectorAll(`${within} button`)].some((button) => button.textContent?.trim() === name && button.getAttribute('aria-expanded') === 'true')
}

/** Whether the shown text under `within` has `words` in it. */
export function pageSays({ within, words }: { within: string; words: string }): boolean {
  return [...document.querySelectorAll<HTMLElement>(within)].some((element) => element.checkVisibility() && element.innerText.replace(/\s+/g, ' ').includes(words))
}

/** In one look (so a wait that ends meanwhile is not taken for one with no words): 'done' when `words` are shown under `within`, else the words of the status lines where the person looks. */
export function waitSays({ words, within }: { words: string; within: string }): string {
  if ([...document.querySelectorAll<HTMLElement>(within)].some((element) => element.innerText.replace(/\s+/g, ' ').includes(words))) return 'done'
  // Where the person looks: the dialog they acted in, else the page (a notice elsewhere says nothing of this wait).
  const scope = document.querySelector('[role="dialog"]') ?? document.body
  return [...scope.querySelectorAll<HTMLElement>('[role="status"]')]
    .filter((element) => element.checkVisibility())
    .map((element) => element.innerText.trim())
    .filter(Boolean)
    .join(' | ')
}

// ---- In the test ----

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Taps the control (see controlAt) as soon as it is shown. */
export async function tap(phone: Phone, within: string, name?: string, timeoutMs = 30_000) {
  // Looked at again to tap it: if it moved in between (a panel still settling), it is waited for again.
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await phone.waitFor(controlAt, { within, name }, Math.max(1, deadline - Date.now()))
    const at = await phone.evaluate(controlAt, { within, name })
    if (at) return phone.tap(at.x, at.y)
  }
}

/** Taps the dock's control: in the bar, or under More on a phone (opened first when the control is not shown). */
export async function tapInDock(phone: Phone, name: string) {
  if (!(await phone.evaluate(isShown, name))) await tap(phone, '#site-editor', 'More')
  await tap(phone, '#site-editor', name)
}

/** Waits until the page shows `words` (under `within`). */
export const shows = (phone: Phone, words: string, within = 'body', timeoutMs = 30_000) => phone.waitFor(pageSays, { within, words }, timeoutMs)

/**
 * Does `act`, then waits for `done` to be shown: if it is not shown one second in, the screen must say what is
 * happening (a status line's words). How long it took, in ms.
 */
export async function waitWithWords(phone: Phone, what: string, act: () => Promise<void>, done: string, within = 'body'): Promise<number> {
  const started = Date.now()
  await act()
  let finished: number | undefined
  const shown = shows(phone, done, within, 120_000).then(() => (finished = Date.now()))
  await Promise.race([shown, delay(Math.max(0, started + 1000 - Date.now()))])
  if (finished === undefined) {
    const said = await phone.evaluate(waitSays, { words: done, within })
    expect(said, `${what}: one second in, the screen says what is happening`).not.toBe('')
  }
  await shown
  return finished! - started
}

/** The editing interface as a person meets it at this step: no control under 44 px, no words cut off. */
export async function checkInterface(phone: Phone, step: string) {
  expect(await phone.evaluate(smallControls, '#site-editor'), `${step}: controls under 44 px`).toEqual([])
  expect(await phone.evaluate(cutOffTexts, '#site-editor'), `${step}: words cut off`).toEqual([])
}

/** The Standard price changed in the pricing table's sheet, as a finger does it; the page shows it in sight meanwhile. */
async function changePrice(phone: Phone, price: string, step: string) {
  const toolbar = '#site-editor [role="toolbar"][aria-label="Section 2: Pricing table"]'
  if (!(await phone.evaluate(isPressed, 'Edit page'))) await tapInDock(phone, 'Edit page')
  // A tap on the section's words shows its buttons.
  await tap(phone, 'main #packages p')
  await tap(phone, toolbar, 'Edit section')
  const sheet = '#site-editor aside[aria-label="Edit section 2 (Pricing table)"]'
  await phone.waitFor(controlAt, { within: sheet, name: 'Plan 1: Standard' })
  // Opened unless it still is (the sheet keeps what was open).
  if (!(await phone.evaluate(isExpanded, { within: sheet, name: 'Plan 1: Standard' }))) await tap(phone, sheet, 'Plan 1: Standard')
  const field = `${sheet} [data-path="plans.0.price"]`
  await tap(phone, field)
  // The tap put the caret in it: its words chosen whole, to be typed over.
  await phone.waitFor((selector) => document.activeElement === document.querySelector(selector), field, 5_000)
  await phone.evaluate(() => (document.activeElement as HTMLTextAreaElement).select(), undefined)
  await phone.type(price)
  await phone.press('Enter')
  await shows(phone, price, 'main')
  // The sheet and the bar leave the upper half of the screen to the page, with the changed price in it.
  expect(await phone.evaluate(hiddenPagePart, price), `${step}: the changed price in sight`).toBe('')
  const barTop = await phone.evaluate(() => document.querySelector('#site-editor [role="region"][aria-label="Editing"]')!.getBoundingClientRect().top / innerHeight, undefined)
  expect(barTop, `${step}: the page keeps the upper half of the screen`).toBeGreaterThanOrEqual(0.5 - 0.01)
  await checkInterface(phone, step)
  await tap(phone, sheet, 'Close')
}

/** The phone's half of the day, from signing in to signing out. `url`: the editing server's. How long each wait took. */
export async function editorsDay(phone: Phone, url: string, editor: { name: string; email: string; password: string }, publisher: Publisher): Promise<Record<string, number>> {
  const waits: Record<string, number> = {}
  // Signed out, a page of the site leads to the sign-in page, which comes back to it.
  await phone.goto(`${url}/pricing`)
  await tap(phone, 'input[type="email"]')
  await phone.type(editor.email)
  await tap(phone, 'input[type="password"]')
  await phone.type(editor.password)
  await tap(phone, 'form', 'Sign in')
  await phone.waitFor(() => document.querySelector('html[data-draft-events="open"]'), undefined)
  await shows(phone, 'Edit page', '#site-editor')
  await checkInterface(phone, 'signed in')

  // A price, changed in the section's sheet.
  await changePrice(phone, '₹26,999', 'the first price')

  // The dock counts what the review will list: one change (its words are under More on a phone; read again after the
  // change, a moment after the page shows it).
  await phone.waitFor((words) => document.querySelector('#site-editor')!.textContent!.includes(words), `${editor.name}’s draft · 1 change since the published version`)

  // Review and publish: the change in words (no code words), then Ask to publish.
  await tapInDock(phone, 'Review and publish')
  const dialog = '[role="dialog"]'
  await shows(phone, 'Pricing › Pricing table › Standard › Price: ₹24,999 → ₹26,999', dialog)
  expect(developerWordsIn(await phone.evaluate((selector) => document.querySelector<HTMLElement>(selector)!.innerText, dialog)), 'code words in the review').toEqual([])
  await checkInterface(phone, 'the review')
  waits['Ask to publish'] = await waitWithWords(phone, 'Ask to publish', () => tap(phone, dialog, 'Ask to publish'), `Waiting for review by ${publisher.name}`)
  await checkInterface(phone, 'waiting for review')

  // The publisher publishes it: the phone is told, with no reload.
  await publisher.publishRequest()
  await shows(phone, `Published by ${publisher.name}.`, '#site-editor', 30_000)

  // Changed again while the publisher publishes another price: the draft is behind, and brought up to date.
  await changePrice(phone, '₹25,999', 'the second price')
  await publisher.publishPrice('₹29,999')
  await phone.goto(`${url}/pricing`)
  await phone.waitFor(() => document.querySelector('html[data-draft-events="open"]'), undefined)
  await tapInDock(phone, 'Bring my draft up to date')
  await shows(phone, 'Keep mine', dialog)
  await checkInterface(phone, 'the conflict card')
  await tap(phone, dialog, 'Keep mine')
  // The card says what was chosen, and the red words asking to choose are gone.
  await shows(phone, 'Nothing of your draft changes until you press Bring up to date.', dialog)
  expect(await phone.evaluate(pageSays, { within: dialog, words: 'choose for each what to keep' })).toBe(false)
  await checkInterface(phone, 'the conflict card, chosen')
  waits['Bring up to date'] = await waitWithWords(phone, 'Bring up to date', () => tap(phone, dialog, 'Bring up to date'), updateWords.done)
  await shows(phone, '₹25,999', 'main')

  // Signing out says so.
  await tapInDock(phone, `Account: ${editor.name}`)
  await tap(phone, '[role="menu"]', 'Sign out')
  await shows(phone, 'You have signed out.', 'body')
  return waits
}
