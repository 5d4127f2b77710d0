import { describe, expect, test } from 'vitest'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { baseUrl, desktop, phone, useBrowser, waitForAllAttached, watchConsole } from '../../tools/browser'
import { field, formWith } from './form-locators'
import { realSite } from './site-data'

// The contact and quote forms as a visitor uses them: errors, the chat link in a new tab, the toast and the
// dialog, a blocked new tab, keyboard only, tabs that keep what was typed. Expected texts come from the spec.

const site = realSite()
const chatNumber = site.site.contact.chatNumber
const chatPrefix = `https://wa.me/${chatNumber}?text=`
const openContext = useBrowser(10_000)

async function newContext(viewport: typeof desktop): Promise<BrowserContext> {
  const context = await openContext({ ...viewport, reducedMotion: 'reduce' })
  return context
}

interface Visit {
  context: BrowserContext
  page: Page
  problems: string[]
  infos: string[]
}

/** A fresh context whose wa.me tabs get a local stand-in page (the machine has no network). */
async function visit(path: string, options: { blockPopups?: boolean; viewport?: typeof desktop } = {}): Promise<Visit> {
  const context = await newContext(options.viewport ?? desktop)
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }))
  const page = await context.newPage()
  if (options.blockPopups) await page.addInitScript(() => void (window.open = () => null))
  const problems = watchConsole(page)
  const infos: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'info' || message.type() === 'log') infos.push(message.text())
  })
  await page.goto(baseUrl() + path)
  await waitForAllAttached(page)
  return { context, page, problems, infos }
}

/** The error shown for a field: the element its aria-describedby names, which must sit under it. */
async function expectError(form: Locator, label: string, message: string) {
  const input = field(form, label)
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true')
  const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
  const errorId = describedBy.split(/\s+/).find((id) => id.endsWith('-error'))
  expect(errorId, `${label} has no error in aria-describedby`).toBeTruthy()
  const error = form.page().locator(`[id="${errorId}"]`)
  expect(await error.textContent()).toBe(message)
  const [inputBox, errorBox] = [await input.boundingBox(), await error.boundingBox()]
  expect(errorBox!.y).toBeGreaterThanOrEqual(inputBox!.y + inputBox!.height - 1)
}

async function expectNoError(form: Locator, label: string) {
  await expect.poll(() => field(form, label).getAttribute('aria-invalid')).toBeNull()
}

/** Submits and returns the decoded text of the chat tab that opened, after checking its address and that it cannot reach back. */
async function submitAndCatchChat(visit: Visit, submit: () => Promise<void>): Promise<string> {
  const popupPromise = visit.context.waitForEvent('page')
  await submit()
  const popup = await popupPromise
  await popup.waitForURL(/^https:\/\/wa\.me\//)
  const url = popup.url()
  expect(url.startsWith(chatPrefix)).toBe(true)
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  await popup.close()
  return new URL(url).searchParams.get('text') ?? ''
}

const tricky = 'Hello & welcome #1 + 100% sure?\nનમસ્તે / नमस्ते 👨‍👩‍👧‍👦 "quoted" a=b'

const contactValues = { name: '  Asha Patel ', email: 'asha+site@example.com', message: tricky }
const contactText = ['New Contact Form Submission', 'Name: Asha Patel', 'Email: asha+site@example.com', `Message: ${tricky}`].join('\n')

async function fillContact(form: Locator) {
  await field(form, 'Your Name').fill(contactValues.name)
  await field(form, 'Email Address').fill(contactValues.email)
  await field(form, 'Your Message').fill(contactValues.message)
}

const quoteText = [
  'New Quote Request',
  'Name: Ravi Shah',
  'Email: ravi@example.in',
  'Phone: +91 98765 43210',
  'Company: Not provided',
  'Project Type: SEO & Marketing',
  'Budget: ₹35,000 - ₹50,000',
  'Timeframe: Not specified',
  'Project Description: An online store for our textile shop & 2 branches #Rajkot',
  'Requirements: Gujarati + English\nUPI payments',
  'Additional Info: None',
].join('\n')

async function fillQuote(form: Locator) {
  await field(form, 'Full Name').fill('Ravi Shah')
  await field(form, 'Email Address').fill('ravi@example.in')
  await field(form, 'Phone Number').fill('+91 98765 43210')
  await field(form, 'Project Type').selectOption({ label: 'SEO & Marketing' })
  await field(form, 'Budget Range').selectOption({ label: '₹35,000 - ₹50,000' })
  await field(form, 'Project Description').fill('An online store for our textile shop & 2 branches #Rajkot')
  await field(form, 'Specific Requirements').fill('Gujarati + English\nUPI payments')
}

async function valuesOf(form: Locator, labels: string[]): Promise<string[]> {
  return Promise.all(labels.map((label) => field(form, label).inputValue()))
}

async function openQuoteTab(page: Page) {
  await page.getByRole('radio', { name: 'Get a Quote' }).click()
  return formWith(page, 'Submit Quote Request')
}

/** Presses Tab until the element `target` is focused (a visitor with only a keyboard). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  const id = await target.getAttribute('id')
  for (let i = 0; i < limit; i += 1) {
    if ((await page.evaluate(() => document.activeElement?.id ?? '')) === id && id) return
    if (!id && (await target.evaluate((element) => element === document.activeElement))) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${id ?? 'the target'}`)
}

describe('contact form', () => {
  test('shows each error under its field, tied by aria-describedby and aria-invalid, and stars the required labels', async () => {
    const v = await visit('/contact')
    const form = await formWith(v.page, 'Send Message')
    for (const label of ['Your Name', 'Email Address', 'Your Message']) {
      expect(await field(form, label).getAttribute('aria-required')).toBe('true')
      expect(await form.locator('label', { hasText: label }).textContent()).toMatch(/\*\s*$/)
      // The star is not part of the name a screen reader announces.
      expect(await form.getByRole('textbox', { name: label, exact: true }).count()).toBe(1)
    }
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expectError(form, 'Your Name', 'Name must be at least 2 characters')
    await expectError(form, 'Email Address', 'Please enter a valid email address')
    await expectError(form, 'Your Message', 'Message must be at least 10 characters')
    // Focus goes to the first field in error.
    expect(await field(form, 'Your Name').evaluate((element) => element === document.activeElement)).toBe(true)

    await field(form, 'Your Name').fill('  a  ')
    await field(form, 'Email Address').fill('asha@example')
    await field(form, 'Your Message').fill('123456789')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expectError(form, 'Your Name', 'Name must be at least 2 characters')
    await expectError(form, 'Email Address', 'Please enter a valid email address')
    await expectError(form, 'Your Message', 'Message must be at least 10 characters')

    await field(form, 'Your Name').fill('Al')
    await field(form, 'Your Message').fill('1234567890')
    await field(form, 'Email Address').fill('al@example.com')
    await field(form, 'Email Address').blur()
    for (const label of ['Your Name', 'Email Address', 'Your Message']) await expectNoError(form, label)
    expect(v.problems).toEqual([])
    await v.context.close()
  })

  test('an error appears once a field is left, not while the visitor has not reached it', async () => {
    const v = await visit('/contact')
    const form = await formWith(v.page, 'Send Message')
    await field(form, 'Your Name').fill('a')
    await expectNoError(form, 'Your Name')
    await field(form, 'Your Name').blur()
    await expectError(form, 'Your Name', 'Name must be at least 2 characters')
    await expectNoError(form, 'Email Address')
    await v.context.close()
  })

  test('a valid submit opens the chat link in a new tab, shows the toast, resets the form; Alt+T reaches the toast', async () => {
    const v = await visit('/contact')
    const form = await formWith(v.page, 'Send Message')
    await fillContact(form)
    const text = await submitAndCatchChat(v, () => form.getByRole('button', { name: 'Send Message' }).click())
    expect(text).toBe(contactText)

    const toast = v.page.getByRole('status').filter({ hasText: 'Message sent!' })
    await toast.waitFor()
    expect(await toast.textContent()).toContain("We'll get back to you as soon as possible.")
    expect(await toast.evaluate((element) => element.closest('[aria-live]')?.getAttribute('aria-live'))).toBe('polite')
    expect(await valuesOf(form, ['Your Name', 'Email Address', 'Your Message'])).toEqual(['', '', ''])
    for (const label of ['Your Name', 'Email Address', 'Your Message']) await expectNoError(form, label)
    // The emptied fields are not "errors to fix": focus stays where the visitor left it.
    expect(await v.page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message')

    await v.page.keyboard.press('Alt+KeyT')
    expect(
      await v.page.evaluate(
        () =>
          document.activeElement?.classList.contains('mantine-Notifications-root') &&
          !!document.activeElement.querySelector('[role=status]'),
      ),
    ).toBe(true)
    // The toast leaves by itself after 5 s.
    await toast.waitFor({ state: 'detached', timeout: 8000 })
    expect(v.problems).toEqual([])
    await v.context.close()
  })

  test('sent with Enter in a field, the form keeps the focus in that field', async () => {
    const v = await visit('/contact')
    const form = await formWith(v.page, 'Send Message')
    await fillContact(form)
    const email = field(form, 'Email Address')
    expect(await submitAndCatchChat(v, () => email.press('Enter'))).toBe(contactText)
    await v.page.getByRole('status').filter({ hasText: 'Message sent!' }).waitFor()
    expect(await valuesOf(form, ['Your Name', 'Email Address', 'Your Message'])).toEqual(['', '', ''])
    // Once the button is enabled again (the form no longer sends), the focus has had every chance to move.
    await form.getByRole('button', { name: 'Send Message' }).and(v.page.locator(':enabled')).waitFor()
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(v.problems).toEqual([])
    await v.context.close()
  })

  test('a blocked new tab shows the prepared link instead, keeps what was typed, and completes when the link is used', async () => {
    const v = await visit('/contact', { blockPopups: true })
    const form = await formWith(v.page, 'Send Message')
    await fillContact(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    const dialog = v.page.getByRole('dialog')
    await dialog.waitFor()
    const link = dialog.getByRole('link', { name: 'Open WhatsApp to send' })
    const href = (await link.getAttribute('href')) ?? ''
    expect(href.startsWith(chatPrefix)).toBe(true)
    expect(new URL(href).searchParams.get('text')).toBe(contactText)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
    expect(await v.page.getByText('Message sent!').count()).toBe(0)
    expect(await valuesOf(form, ['Your Name', 'Email Address', 'Your Message'])).toEqual([
      contactValues.name,
      contactValues.email,
      contactValues.message,
    ])

    // Closing without using the link keeps everything.
    await dialog.locator('button', { hasText: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await valuesOf(form, ['Your Name', 'Email Address', 'Your Message'])).toEqual([
      contactValues.name,
      contactValues.email,
      contactValues.message,
    ])

    // Submitting again and using the link hands the message over: then the toast, then the reset.
    await form.getByRole('button', { name: 'Send Message' }).click()
    const popupPromise = v.context.waitForEvent('page')
    await v.page.getByRole('dialog').getByRole('link', { name: 'Open WhatsApp to send' }).click()
    const popup = await popupPromise
    await popup.waitForURL(/^https:\/\/wa\.me\//)
    expect(new URL(popup.url()).searchParams.get('text')).toBe(contactText)
    await v.page.getByRole('status').filter({ hasText: 'Message sent!' }).waitFor()
    await expect.poll(() => valuesOf(form, ['Your Name', 'Email Address', 'Your Message'])).toEqual(['', '', ''])
    expect(v.problems).toEqual([])
    await v.context.close()
  })
})

describe('quote form', () => {
  test('shows each error from the spec under its field; optional fields stay quiet', async () => {
    const v = await visit('/contact')
    const form = await openQuoteTab(v.page)
    await form.getByRole('button', { name: 'Submit Quote Request' }).click()
    await expectError(form, 'Full Name', 'Name must be at least 2 characters')
    await expectError(form, 'Email Address', 'Please enter a valid email address')
    await expectError(form, 'Phone Number', 'Phone number must be valid')
    await expectError(form, 'Project Type', 'Please select a project type')
    await expectError(form, 'Project Description', 'Please provide a detailed project description (minimum 20 characters)')
    for (const label of ['Company Name', 'Budget Range', 'Timeframe', 'Specific Requirements', 'Additional Information']) {
      await expectNoError(form, label)
      expect(await field(form, label).getAttribute('aria-required')).toBeNull()
    }
    await field(form, 'Phone Number').fill('12345')
    await field(form, 'Project Description').fill('x'.repeat(19))
    await field(form, 'Project Description').blur()
    await expectError(form, 'Phone Number', 'Phone number must be valid')
    await expectError(form, 'Project Description', 'Please provide a detailed project description (minimum 20 characters)')
    await field(form, 'Phone Number').fill('123456')
    await field(form, 'Project Description').fill('x'.repeat(20))
    await field(form, 'Project Description').blur()
    await expectNoError(form, 'Phone Number')
    await expectNoError(form, 'Project Description')
    expect(v.problems).toEqual([])
    await v.context.close()
  })

  test('offers the select options exactly as site.yaml has them, an empty first option as placeholder', async () => {
    const quote = site.forms.quote
    const v = await visit('/contact')
    const form = await openQuoteTab(v.page)
    for (const definition of quote.fields.filter((item) => item.kind === 'select')) {
      const select = field(form, definition.label)
      const options = await select
        .locator('option')
        .evaluateAll((elements) => elements.map((element) => [(element as HTMLOptionElement).value, element.textContent]))
      expect(options).toEqual([['', definition.placeholder], ...definition.options!.map((option) => [option.value, option.label])])
    }
    await v.context.close()
  })

  test('a valid submit reads Submitting... while disabled, opens the chat link, then the dialog; Close and the close icon both close it; the form resets', async () => {
    const v = await visit('/contact')
    const form = await openQuoteTab(v.page)
    const button = form.getByRole('button', { name: 'Submit Quote Request' })
    for (const closeWith of ['button', 'icon'] as const) {
      await fillQuote(form)
      // Record every label and disabled state the button goes through.
      await button.evaluate((element) => {
        const seen: string[] = []
        ;(window as unknown as { buttonStates: string[] }).buttonStates = seen
        new MutationObserver(() => seen.push(`${element.textContent}|${(element as HTMLButtonElement).disabled}`)).observe(element, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        })
      })
      const text = await submitAndCatchChat(v, () => button.click())
      expect(text).toBe(quoteText)
      const dialog = v.page.getByRole('dialog', { name: 'Quote Request Submitted' })
      await dialog.waitFor()
      expect(await dialog.textContent()).toContain(
        'Your quote request has been sent via WhatsApp. Our team will review your requirements and respond within 1-2 business days.',
      )
      const states = await v.page.evaluate(() => (window as unknown as { buttonStates: string[] }).buttonStates)
      expect(states).toContain('Submitting...|true')
      expect(await button.textContent()).toBe('Submit Quote Request')
      expect(await button.isDisabled()).toBe(false)
      if (closeWith === 'button') await dialog.locator('button', { hasText: 'Close' }).click()
      else await dialog.locator('button.mantine-Modal-close').click()
      await dialog.waitFor({ state: 'detached' })
      expect(
        await valuesOf(form, [
          'Full Name',
          'Email Address',
          'Phone Number',
          'Project Type',
          'Budget Range',
          'Project Description',
          'Specific Requirements',
        ]),
      ).toEqual(['', '', '', '', '', '', ''])
      await expectNoError(form, 'Full Name')
    }
    // The submission is logged to the console, as information.
    expect(v.infos.some((line) => line.includes('New Quote Request'))).toBe(true)
    expect(v.problems).toEqual([])
    await v.context.close()
  })

  test('a blocked new tab shows the prepared link in the dialog and keeps every value', async () => {
    const v = await visit('/contact', { blockPopups: true })
    const form = await openQuoteTab(v.page)
    await fillQuote(form)
    await form.getByRole('button', { name: 'Submit Quote Request' }).click()
    const dialog = v.page.getByRole('dialog', { name: 'One more step' })
    await dialog.waitFor()
    const link = dialog.getByRole('link', { name: 'Open WhatsApp to send' })
    expect(new URL((await link.getAttribute('href')) ?? '').searchParams.get('text')).toBe(quoteText)
    expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer'])
    await dialog.locator('button.mantine-Modal-close').click()
    await dialog.waitFor({ state: 'detached' })
    expect(await valuesOf(form, ['Full Name', 'Phone Number', 'Project Type', 'Budget Range', 'Specific Requirements'])).toEqual([
      'Ravi Shah',
      '+91 98765 43210',
      'seo',
      '50k-1L',
      'Gujarati + English\nUPI payments',
    ])
    expect(v.problems).toEqual([])
    await v.context.close()
  })
})

describe('keyboard only', () => {
  test('the contact form: Tab between fields, type, Space on the button', async () => {
    const v = await visit('/contact')
    const form = await formWith(v.page, 'Send Message')
    const { page } = v
    await tabTo(page, field(form, 'Your Name'))
    await page.keyboard.type('Asha Patel')
    await page.keyboard.press('Tab')
    await page.keyboard.type('asha+site@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Hello & welcome #1 + 100% sure?')
    await page.keyboard.press('Enter')
    await page.keyboard.type('નમસ્તે / नमस्ते 👨‍👩‍👧‍👦 "quoted" a=b')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message')
    const text = await submitAndCatchChat(v, () => page.keyboard.press('Space'))
    expect(text).toBe(contactText)
    await page.getByRole('status').filter({ hasText: 'Message sent!' }).waitFor()
    expect(v.problems).toEqual([])
    await v.context.close()
  })

  test('the quote form: arrow keys to its tab, Tab, type, choose options by keyboard, Enter on the button, Enter to close the dialog', async () => {
    const v = await visit('/contact')
    const { page } = v
    // The tabs are radio buttons: the group is one Tab stop, and the arrow keys choose a tab.
    const contactTab = page.getByRole('radio', { name: 'Contact Us' })
    await tabTo(page, contactTab)
    await page.keyboard.press('ArrowRight')
    const quoteTab = page.getByRole('radio', { name: 'Get a Quote' })
    expect(await quoteTab.isChecked()).toBe(true)
    expect(await quoteTab.evaluate((element) => element === document.activeElement)).toBe(true)
    // Its focus ring shows on the pill the radio is drawn as.
    expect(await quoteTab.evaluate((element) => getComputedStyle(element.closest('label')!).outlineStyle)).toBe('solid')
    const form = await formWith(page, 'Submit Quote Request')
    await tabTo(page, field(form, 'Full Name'))
    await page.keyboard.type('Ravi Shah')
    await page.keyboard.press('Tab')
    await page.keyboard.type('ravi@example.in')
    await page.keyboard.press('Tab')
    await page.keyboard.type('+91 98765 43210')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab') // company name stays empty
    await page.keyboard.press('ArrowDown') // projectType: first option, Website
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown') // budget: third option
    await page.keyboard.press('Tab')
    await page.keyboard.press('End') // timeframe: last option, Flexible
    await page.keyboard.press('Tab')
    await page.keyboard.type('A booking web app for our taxi service in Gujarat.')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Submit Quote Request')
    expect(await valuesOf(form, ['Project Type', 'Budget Range', 'Timeframe'])).toEqual(['website', '50k-1L', 'flexible'])
    const text = await submitAndCatchChat(v, () => page.keyboard.press('Enter'))
    expect(text.split('\n')).toEqual([
      'New Quote Request',
      'Name: Ravi Shah',
      'Email: ravi@example.in',
      'Phone: +91 98765 43210',
      'Company: Not provided',
      'Project Type: Website',
      'Budget: ₹35,000 - ₹50,000',
      'Timeframe: Flexible',
      'Project Description: A booking web app for our taxi service in Gujarat.',
      'Requirements: Not provided',
      'Additional Info: None',
    ])
    const dialog = page.getByRole('dialog', { name: 'Quote Request Submitted' })
    await dialog.waitFor()
    // Focus is inside the dialog, on its Close button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Close')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    expect(v.problems).toEqual([])
    await v.context.close()
  })
})

describe('where the forms appear', () => {
  test('switching tabs on /contact keeps what was typed in both forms', async () => {
    const v = await visit('/contact')
    const { page } = v
    const contact = await formWith(page, 'Send Message')
    await field(contact, 'Your Name').fill('Kept in contact')
    await field(contact, 'Your Message').fill('Typed before switching')
    const quote = await openQuoteTab(page)
    await field(quote, 'Full Name').fill('Kept in quote')
    await field(quote, 'Budget Range').selectOption('undetermined')
    await page.getByRole('radio', { name: 'Contact Us' }).click()
    const contactAgain = await formWith(page, 'Send Message')
    expect(await valuesOf(contactAgain, ['Your Name', 'Your Message'])).toEqual(['Kept in contact', 'Typed before switching'])
    const quoteAgain = await openQuoteTab(page)
    expect(await valuesOf(quoteAgain, ['Full Name', 'Budget Range'])).toEqual(['Kept in quote', 'undetermined'])
    expect(v.problems).toEqual([])
    await v.context.close()
  })

  test('/quote-request shows the same quote form as the contact page', async () => {
    const describe = async (form: Locator) =>
      form.locator('input, select, textarea').evaluateAll((elements) =>
        elements.map((element) => {
          const label = document.querySelector(`label[for="${element.id}"]`)?.textContent
          const options =
            element.tagName === 'SELECT'
              ? Array.from((element as HTMLSelectElement).options)
                  .map((option) => option.textContent)
                  .join('|')
              : ''
          return `${element.tagName}:${element.getAttribute('type') ?? ''}:${label}:${options}`
        }),
      )
    const contactPage = await visit('/contact')
    const fromContact = await describe(await openQuoteTab(contactPage.page))
    const quotePage = await visit('/quote-request')
    const fromQuotePage = await describe(await formWith(quotePage.page, 'Submit Quote Request'))
    expect(fromQuotePage).toEqual(fromContact)
    expect(fromQuotePage).toHaveLength(site.forms.quote.fields.length)
    expect(quotePage.problems).toEqual([])
    await contactPage.context.close()
    await quotePage.context.close()
  })

  test('half-width fields pair up from the sm breakpoint and stack on a phone', async () => {
    for (const [viewport, paired] of [
      [desktop, true],
      [phone, false],
    ] as const) {
      const v = await visit('/quote-request', { viewport })
      const form = await formWith(v.page, 'Submit Quote Request')
      const [name, email] = [await field(form, 'Full Name').boundingBox(), await field(form, 'Email Address').boundingBox()]
      expect(Math.abs(name!.y - email!.y) < 1).toBe(paired)
      const timeframe = await field(form, 'Timeframe').boundingBox()
      expect(timeframe!.width).toBeGreaterThan(name!.width * (paired ? 1.8 : 0.99))
      await v.context.close()
    }
  })

  test('the form takes the same room before its code has loaded as after (no layout shift)', async () => {
    // Holding back the form's code must not change the height of its section once the code arrives and the
    // form attaches to its prerendered HTML.
    for (const path of ['/quote-request', '/contact']) {
      for (const viewport of [desktop, phone]) {
        const context = await newContext(viewport)
        const page = await context.newPage()
        let release!: () => void
        const gate = new Promise<void>((resolve) => (release = resolve))
        await page.route(/\/SiteForm[^/]*\.(js|tsx)(\?|$)/, async (route) => {
          await gate
          await route.continue()
        })
        await page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' })
        // The card that holds the form (its nearest ancestor with a box: an island's own element has none).
        const card = page.locator('main form').first().locator('xpath=ancestor::*[not(@data-island)][1]')
        await card.waitFor()
        const before = await card.boundingBox()
        release()
        const form = await formWith(page, path === '/contact' ? 'Send Message' : 'Submit Quote Request')
        // Hydrated or freshly drawn: React has attached itself to the form element.
        await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(true)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const after = await card.boundingBox()
        expect(Math.abs(after!.height - before!.height), `${path} at ${viewport.viewport!.width}px`).toBeLessThan(1)
        expect(Math.abs(after!.y - before!.y)).toBeLessThan(1)
        await context.close()
      }
    }
  })
})
