import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { maxChatUrlLength } from '../../src/forms/chat-message'
import { baseUrl, desktop, useBrowser, waitForAllAttached, watchConsole } from '../../tools/browser'
import { realSite } from './site-data'

// The forms pressed and filled the way impatient or careless visitors do: a double click sends one
// message, and a message too long for a chat link is never cut or sent: the field says so.

const site = realSite()
const chatPrefix = `https://wa.me/${site.site.contact.chatNumber}?text=`
const openContext = useBrowser(15_000)

/** A page whose wa.me tabs get a local stand-in, with a count of every tab the page opens. */
async function visit(path: string) {
  const context = await openContext({ ...desktop, reducedMotion: 'reduce' })
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }))
  const page = await context.newPage()
  const problems = watchConsole(page)
  const popups: Page[] = []
  context.on('page', (popup) => popups.push(popup))
  await page.goto(baseUrl() + path)
  await waitForAllAttached(page)
  return { context, page, problems, popups }
}

/** The form whose button reads `submitLabel`, once React has hydrated it. */
async function formWith(page: Page, submitLabel: string): Promise<Locator> {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: submitLabel }) })
  await form.waitFor()
  await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(true)
  return form
}

/** A person's double click: two presses 150 ms apart (chromium's own dblclick() sends both at once). */
async function doubleClick(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForTimeout(150)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`))

async function fillContact(form: Locator, message: string) {
  await field(form, 'Your Name').fill('Asha Patel')
  await field(form, 'Email Address').fill('asha@example.com')
  await field(form, 'Your Message').fill(message)
}

describe('a double click', () => {
  test('on the contact form’s button sends one message: one chat tab, one toast, and no errors on the emptied form', async () => {
    const { page, popups, problems } = await visit('/contact')
    const form = await formWith(page, 'Send Message')
    await fillContact(form, 'Hello, we would like a website for our shop.')
    // Without the guard in SiteForm, the second press submitted the form just emptied, and showed three errors.
    await doubleClick(page, form.getByRole('button', { name: 'Send Message' }))
    await expect.poll(() => popups.length).toBe(1)
    // Both presses are handled by now (a second tab opens inside its press); the send ends with the toast.
    await page.getByRole('status').filter({ hasText: 'Message sent!' }).waitFor()
    expect(popups).toHaveLength(1)
    expect(await page.getByRole('status').filter({ hasText: 'Message sent!' }).count()).toBe(1)
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0)
    expect(problems).toEqual([])
  })

  test('on the quote form’s button sends one request: one chat tab, one dialog', async () => {
    const { page, popups, problems } = await visit('/quote-request')
    const form = await formWith(page, 'Submit Quote Request')
    await field(form, 'Full Name').fill('Ravi Shah')
    await field(form, 'Email Address').fill('ravi@example.in')
    await field(form, 'Phone Number').fill('+91 98765 43210')
    await field(form, 'Project Type').selectOption('website')
    await field(form, 'Project Description').fill('A booking web app for our taxi service in Gujarat.')
    await doubleClick(page, form.getByRole('button', { name: 'Submit Quote Request' }))
    await expect.poll(() => popups.length).toBe(1)
    // Back to the site's tab (a tab behind the chat tab draws no frames, so its dialog would wait).
    await popups[0].close()
    await page.bringToFront()
    // The send has ended: both presses were handled long before (a second tab opens inside its press).
    await page.getByRole('dialog', { name: 'Quote Request Submitted' }).waitFor()
    expect(popups).toHaveLength(1)
    expect(await page.getByRole('dialog').count()).toBe(1)
    expect(problems).toEqual([])
  })
})

describe(`a message too long for a chat link (over ${maxChatUrlLength} characters encoded)`, () => {
  const message = 'નમસ્તે, અમારે વેબસાઇટ જોઈએ છે. '.repeat(20)

  test('opens nothing: the message field says to shorten it, takes the focus, and nothing typed is lost', async () => {
    const { page, popups, problems } = await visit('/contact')
    const form = await formWith(page, 'Send Message')
    await fillContact(form, message)
    const button = form.getByRole('button', { name: 'Send Message' })
    // By mouse: leaving the field already shows the error (the press itself is then lost, as the error line moves the button).
    await button.click()
    const input = field(form, 'Your Message')
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true')
    const errorId = (await input.getAttribute('aria-describedby'))!.split(/\s+/).find((id) => id.endsWith('-error'))
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(site.forms.contact.tooLong)
    expect(await field(form, 'Your Name').getAttribute('aria-invalid')).toBeNull()
    // By keyboard, the submit goes through validation and takes the visitor to the field to shorten.
    await button.focus()
    await page.keyboard.press('Enter')
    // The focus moves in the same handler that would have opened the tab: the submit has been turned down.
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(popups).toHaveLength(0)
    expect(await input.inputValue()).toBe(message)
    expect(problems).toEqual([])
  })

  test('once shortened, it goes out whole', async () => {
    const { page, popups } = await visit('/contact')
    const form = await formWith(page, 'Send Message')
    await fillContact(form, message)
    await form.getByRole('button', { name: 'Send Message' }).click()
    const input = field(form, 'Your Message')
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true')
    const shorter = message.slice(0, 200)
    await input.fill(shorter)
    await expect.poll(() => input.getAttribute('aria-invalid')).toBeNull()
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => popups.length).toBe(1)
    await popups[0].waitForURL(/^https:\/\/wa\.me\//)
    const url = popups[0].url()
    expect(url.startsWith(chatPrefix)).toBe(true)
    expect(url.length).toBeLessThanOrEqual(maxChatUrlLength)
    expect(new URL(url).searchParams.get('text')).toBe(['New Contact Form Submission', 'Name: Asha Patel', 'Email: asha@example.com', `Message: ${shorter.trim()}`].join('\n'))
  })
})
