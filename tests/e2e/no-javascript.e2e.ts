import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type { CardGridSection, FormSection, Section } from '../../src/generated/site'
import { childSectionLists } from '../../src/site/child-sections'
import { baseUrl, desktop, phone, useBrowser, waitForAllAttached } from '../../tools/browser'
import { field } from './form-locators'
import { realSite } from './site-data'

// The forms with scripts off: sending needs JavaScript, so each says so where its button was and gives the site's
// contacts as links instead; what was typed stays, whatever the visitor presses. Texts and values from site.yaml.

const site = realSite()
const { chatNumber, email, phone: phoneNumber } = site.site.contact
const openContext = useBrowser(15_000)

/** The form sections of a page, nested ones (in tabs, in columns) included, in order. */
function formSections(sections: unknown[]): FormSection[] {
  return sections.flatMap((section) => {
    const nested = childSectionLists(section).flatMap(({ sections: children }) => formSections(children as unknown[]))
    return (section as Section).type === 'form' ? [section as FormSection, ...nested] : nested
  })
}

/** The form a visitor sees on arriving at each page: the page's first. */
const cases = ['/contact', '/quote-request'].map((path) => {
  const page = site.pages.find((candidate) => candidate.path === path)
  const section = page && formSections(page.sections)[0]
  if (!section?.heading) throw new Error(`${path} has no form with a heading in site.yaml`)
  return { path, heading: section.heading, definition: site.forms[section.form]! }
})

describe('forms with JavaScript off', () => {
  for (const { path, heading, definition } of cases) {
    for (const [name, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      test(`${path} (${name}): says sending needs JavaScript, gives the contacts as links, and keeps what was typed`, async () => {
        const context = await openContext({ ...viewport, javaScriptEnabled: false })
        const page = await context.newPage()
        await page.goto(baseUrl() + path)
        const address = page.url()
        let navigations = 0
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) navigations++
        })

        const form = page.getByRole('form', { name: heading })
        await expect.poll(() => form.isVisible(), { message: `the form "${heading}" shows` }).toBe(true)
        const { text, chatLabel, emailLabel, phoneLabel } = definition.noScript
        await expect.poll(() => form.getByText(text, { exact: true }).isVisible(), { message: 'the note says sending needs JavaScript' }).toBe(true)
        expect(await form.getByRole('button', { name: definition.submitLabel }).isVisible(), 'Send is hidden: it cannot send').toBe(false)

        const digits = chatNumber.replace(/\D/g, '')
        const links = [
          { label: chatLabel, text: `+${digits}`, href: `https://wa.me/${digits}`, newTab: true },
          { label: emailLabel, text: email, href: `mailto:${email}`, newTab: false },
          { label: phoneLabel, text: phoneNumber, href: `tel:${phoneNumber.replace(/[^\d+]/g, '')}`, newTab: false },
        ]
        for (const link of links) {
          const anchor = form.getByRole('link', { name: link.text, exact: true })
          expect(await anchor.isVisible(), `the link ${link.text} shows`).toBe(true)
          expect(await anchor.getAttribute('href')).toBe(link.href)
          expect(await anchor.getAttribute('target')).toBe(link.newTab ? '_blank' : null)
          expect(await anchor.getAttribute('rel')).toBe(link.newTab ? 'noopener noreferrer' : null)
          expect(await form.getByRole('listitem').filter({ has: page.getByRole('link', { name: link.text, exact: true }) }).innerText()).toBe(`${link.label}: ${link.text}`)
        }

        const typed = new Map<string, string>()
        for (const { label, kind, options } of definition.fields) {
          const input = field(form, label)
          if (kind === 'select') {
            const value = options![0]!.value
            await input.selectOption(value)
            typed.set(label, value)
          } else {
            const value = kind === 'email' ? 'asha@example.com' : kind === 'tel' ? '+91 98765 43210' : `Typed into ${label}`
            await input.fill(value)
            typed.set(label, value)
          }
        }
        // Any request for a page from here on is a submission (or a reload): none may come. A native submission asks at
        // once; waiting for it is bounded, as a wait for something that must not happen has to be.
        const pageRequest = page.waitForRequest((request) => request.isNavigationRequest(), { timeout: 2000 }).catch(() => null)
        const oneLine = definition.fields.find((candidate) => candidate.kind !== 'textarea' && candidate.kind !== 'select')!
        await field(form, oneLine.label).press('Enter')
        // Where Send was: the note took its place.
        const note = form.getByText(text, { exact: true })
        const box = (await note.boundingBox())!
        await page.mouse.click(box.x + box.width / 2, box.y + 4)

        expect((await pageRequest)?.url(), 'no page was requested').toBeUndefined()
        expect(navigations, 'the page did not navigate or reload').toBe(0)
        expect(page.url()).toBe(address)
        for (const [label, value] of typed) expect(await field(form, label).inputValue(), label).toBe(value)
      })
    }
  }
})

/** The lines of text a visitor sees in <main>, trimmed, without the empty ones. */
async function mainLines(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText()
  return text.split('\n').map((line) => line.trim()).filter(Boolean)
}

describe('every page with JavaScript off', () => {
  // What only a working script can offer: the forms' buttons (the note about JavaScript takes their place).
  const onlyWithScripts = new Set(Object.values(site.forms).map((form) => form!.submitLabel))

  test('shows every line of text that the page shows with JavaScript on', async () => {
    const withScripts = await (await openContext(phone)).newPage()
    const withoutScripts = await (await openContext({ ...phone, javaScriptEnabled: false })).newPage()
    for (const { path } of site.pages.filter((page) => page.path !== '*')) {
      await withScripts.goto(baseUrl() + path)
      await waitForAllAttached(withScripts)
      await withoutScripts.goto(baseUrl() + path)
      const shown = new Set(await mainLines(withoutScripts))
      const missing = (await mainLines(withScripts)).filter((line) => !shown.has(line) && !onlyWithScripts.has(line))
      expect(missing, `${path}: lines missing with JavaScript off`).toEqual([])
    }
  })

  test('the phone menu, a card’s details and the portfolio filters work', async () => {
    const page = await (await openContext({ ...phone, javaScriptEnabled: false })).newPage()

    await page.goto(baseUrl() + '/about')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.locator('[popover]:popover-open')
    await expect.poll(() => menu.getByRole('link').allInnerTexts()).toEqual(site.navigation.links.map((link) => link.label))
    await menu.getByRole('link', { name: 'Pricing', exact: true }).click()
    await page.waitForURL(`${baseUrl()}/pricing`)
    expect(await page.locator('h1').innerText()).toBe('Simple, Transparent Pricing')

    await page.goto(baseUrl() + '/')
    await page.getByRole('button', { name: 'Web Development', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Web Development' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.getByRole('heading', { name: 'Key Features' }).isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)

    await page.goto(baseUrl() + '/portfolio')
    const portfolio = site.pages.find((candidate) => candidate.path === '/portfolio')!
    const grid = portfolio.sections.find((section): section is CardGridSection => section.type === 'cardGrid' && Boolean(section.filters))!
    const cards = page.locator('main [data-card]')
    const visibleCards = async () => (await cards.evaluateAll((items) => items.filter((item) => item.checkVisibility()).length))
    expect(await visibleCards()).toBe(grid.cards.length)
    await page.getByRole('radio', { name: 'Mobile', exact: true }).check()
    await expect.poll(visibleCards).toBe(0)
    expect(await page.getByText(grid.filters!.emptyText, { exact: true }).isVisible()).toBe(true)
    await page.getByRole('radio', { name: grid.filters!.allLabel, exact: true }).check()
    await expect.poll(visibleCards).toBe(grid.cards.length)
  })
})
