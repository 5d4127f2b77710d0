import type { BrowserContext, Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { defaultPublicDir, loadSiteText } from '../../src/site/load-site'
import { desktop, useBrowser, watchConsole } from '../../tools/browser'
import { devSiteCopy } from './dev-site-copy'
import { errorText, field, formWith } from './form-locators'
import { realSite } from './site-data'
import { axeViolations } from './axe'

// The kinds of form field beyond text (date, number, radio, checkbox, consent) in Chromium, on `npm start` of a copy of
// site.yaml whose contact form has one field of every kind added: the messages under the fields, the limits of the date
// counted from the visitor's day, and the chat message the form opens. Expected texts are written out here from the data.

const added = `      - name: visitDate
        label: Date of visit
        kind: date
        width: half
        rules:
          - { rule: required, message: Please choose a date }
          - { rule: min, value: today+1, message: Please choose a day from tomorrow on }
          - { rule: max, value: today+90, message: We book at most 90 days ahead }
      - name: people
        label: Number of people
        kind: number
        width: half
        rules:
          - { rule: required, message: How many people are coming? }
          - { rule: min, value: 1, message: At least 1 person }
          - { rule: max, value: 6, message: At most 6 people per booking }
          - { rule: step, value: 1, message: "Whole people only, please" }
      - name: reason
        label: Reason for the visit
        kind: radio
        options:
          - { value: first, label: First visit }
          - { value: checkup, label: Check-up }
          - { value: treatment, label: Treatment }
        rules:
          - { rule: required, message: Please choose a reason }
      - name: newsletter
        label: Send me the newsletter
        kind: checkbox
      - name: privacy
        label: I agree to the privacy policy
        kind: consent
        link: { text: privacy policy, to: /privacy }
        rules:
          - { rule: checked, message: Please accept the privacy policy to continue }
`
const addedLines = `        - { label: Date, field: visitDate }
        - { label: People, field: people }
        - { label: Reason, field: reason }
        - { label: Newsletter, field: newsletter, yes: yes please, no: no thanks }
        - { label: Privacy policy, field: privacy, yes: accepted }
`
/** The project's site.yaml with the fields above added to the contact form, and their lines to its message. */
function withEveryKind(original: string): string {
  const contact = original.indexOf('\n  contact:\n')
  const submit = original.indexOf('    submitLabel: Send Message\n', contact)
  const lastLine = '        - { label: Message, field: message }\n'
  const linesEnd = original.indexOf(lastLine, submit) + lastLine.length
  if (contact < 0 || submit < 0 || linesEnd < lastLine.length) throw new Error('site.yaml no longer has the contact form this test extends')
  const text = original.slice(0, submit) + added + original.slice(submit, linesEnd) + addedLines + original.slice(linesEnd)
  // A mistake in the lines above would show the dev server's error overlay in place of the form: say it here instead.
  const { errors } = loadSiteText(text, { publicDir: defaultPublicDir, unusedFiles: false })
  if (errors.length) throw new Error(`The extended site.yaml has problems: ${errors.map((error) => `${error.line}: ${error.message}`).join('; ')}`)
  return text
}
// The shared dev server starts this file's tests from that text (tests/e2e/dev-site-copy.ts).
const site = devSiteCopy('form-kinds', { siteText: withEveryKind })

const chatPrefix = `https://wa.me/${realSite().site.contact.chatNumber}?text=`
const newContext = useBrowser(30_000)

interface Visit {
  context: BrowserContext
  page: Page
  form: Locator
  problems: string[]
}

/** /contact in a fresh context whose wa.me tabs get a local stand-in page (the machine has no network). */
async function visitContact(): Promise<Visit> {
  const context = await newContext({ ...desktop, reducedMotion: 'reduce' })
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }))
  const page = await context.newPage()
  const problems = watchConsole(page)
  await page.goto(`${site.dev.url}/contact`)
  // The app draws the form in the browser: once it is there, its fields answer.
  const form = await formWith(page, 'Send Message')
  return { context, page, form, problems }
}

/** Polls until the element's error reads `message`. */
async function expectError(element: Locator, message: string) {
  await expect.poll(() => errorText(element)).toBe(message)
}

/** The visitor's day plus `days`, as the browser counts it (its own clock and time zone): YYYY-MM-DD. */
function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((days) => {
    const now = new Date()
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)
    const pad = (number: number) => String(number).padStart(2, '0')
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
  }, days)
}

const parts = (form: Locator) => ({
  date: field(form, 'Date of visit'),
  people: form.getByRole('spinbutton', { name: 'Number of people' }),
  reason: form.getByRole('radiogroup', { name: /^Reason for the visit/ }),
  newsletter: form.getByRole('checkbox', { name: 'Send me the newsletter' }),
  consent: form.getByRole('checkbox', { name: 'I agree to the privacy policy' }),
})

async function fillText(form: Locator) {
  await field(form, 'Your Name').fill('Asha Patel')
  await field(form, 'Email Address').fill('asha@example.com')
  await field(form, 'Your Message').fill('A check-up for the two of us, please.')
}

describe('form fields of every kind, in Chromium', () => {
  test('draws each kind natively, the date limited from tomorrow to 90 days ahead by the visitor\'s day', async () => {
    const { page, form, problems } = await visitContact()
    const { date, people, reason, newsletter, consent } = parts(form)
    expect(await date.getAttribute('type')).toBe('date')
    expect([await date.getAttribute('min'), await date.getAttribute('max')]).toEqual([await dayFromToday(page, 1), await dayFromToday(page, 90)])
    expect(await people.evaluate((input: HTMLInputElement) => [input.type, input.inputMode, input.min, input.max, input.step])).toEqual(['number', 'numeric', '1', '6', '1'])
    expect(await reason.getByRole('radio').count()).toBe(3)
    expect(await newsletter.isChecked()).toBe(false)
    expect(await consent.getAttribute('aria-required')).toBe('true')
    const link = form.getByRole('link', { name: 'privacy policy' })
    expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual(['/privacy', '_blank'])
    expect(problems).toEqual([])
  })

  test('shows the exact message under each field: sent empty, a day before tomorrow, too many people, a half person', async () => {
    const { page, form, problems } = await visitContact()
    const { date, people, reason, newsletter, consent } = parts(form)
    await fillText(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expectError(date, 'Please choose a date')
    await expectError(people, 'How many people are coming?')
    await expectError(reason, 'Please choose a reason')
    await expectError(consent, 'Please accept the privacy policy to continue')
    expect(await consent.getAttribute('aria-invalid')).toBe('true')
    // The optional checkbox has nothing to say.
    expect(await newsletter.getAttribute('aria-describedby')).toBeNull()
    // The visitor is taken to the first field in error.
    await expect.poll(() => date.evaluate((input) => input === document.activeElement)).toBe(true)

    await date.fill(await dayFromToday(page, 0))
    await expectError(date, 'Please choose a day from tomorrow on')
    await date.fill(await dayFromToday(page, -3))
    await expectError(date, 'Please choose a day from tomorrow on')
    await date.fill(await dayFromToday(page, 91))
    await expectError(date, 'We book at most 90 days ahead')
    await date.fill(await dayFromToday(page, 90))
    await expect.poll(() => date.getAttribute('aria-invalid')).toBeNull()

    await people.fill('7')
    await expectError(people, 'At most 6 people per booking')
    await people.fill('0')
    await expectError(people, 'At least 1 person')
    await people.fill('2.5')
    await expectError(people, 'Whole people only, please')
    await people.fill('2')
    await expect.poll(() => people.getAttribute('aria-invalid')).toBeNull()

    await reason.getByRole('radio', { name: 'Treatment' }).check()
    await expect.poll(async () => (await reason.getAttribute('aria-describedby')) ?? '').not.toMatch(/-error/)
    await consent.check()
    await expect.poll(() => consent.getAttribute('aria-invalid')).toBeNull()
    expect(problems).toEqual([])
  })

  test('axe-core finds nothing in the form, with every kind in error and once filled in', async () => {
    const { page, form } = await visitContact()
    const axe = () => axeViolations(page, { include: 'form' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expectError(parts(form).consent, 'Please accept the privacy policy to continue')
    expect(await axe()).toEqual([])
    await parts(form).reason.getByRole('radio', { name: 'First visit' }).check()
    await parts(form).consent.check()
    await parts(form).newsletter.check()
    expect(await axe()).toEqual([])
  })

  test('a consent left unticked shows its message as soon as it is left', async () => {
    const { form } = await visitContact()
    const { consent, newsletter } = parts(form)
    await consent.focus()
    await newsletter.focus()
    await expectError(consent, 'Please accept the privacy policy to continue')
  })

  test('opens the chat with every kind written out: the date as YYYY-MM-DD, the option by its label, the boxes by their words', async () => {
    const { context, page, form, problems } = await visitContact()
    const { date, people, reason, newsletter, consent } = parts(form)
    const day = await dayFromToday(page, 7)
    await fillText(form)
    await date.fill(day)
    await people.fill('2')
    await reason.getByRole('radio', { name: 'Check-up' }).check()
    await consent.check()
    expect(await newsletter.isChecked()).toBe(false)

    const popup = context.waitForEvent('page')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const chat = await popup
    await chat.waitForURL(/^https:\/\/wa\.me\//)
    expect(chat.url().startsWith(chatPrefix)).toBe(true)
    expect(new URL(chat.url()).searchParams.get('text')).toBe(
      [
        'New Contact Form Submission',
        'Name: Asha Patel',
        'Email: asha@example.com',
        'Message: A check-up for the two of us, please.',
        `Date: ${day}`,
        'People: 2',
        'Reason: Check-up',
        'Newsletter: no thanks',
        'Privacy policy: accepted',
      ].join('\n'),
    )
    await chat.close()
    // Sent: the form is cleared, the boxes unticked and no option chosen.
    await expect.poll(() => consent.isChecked()).toBe(false)
    expect(await reason.getByRole('radio', { name: 'Check-up' }).isChecked()).toBe(false)
    expect(await date.inputValue()).toBe('')
    expect(problems).toEqual([])
  })
})
