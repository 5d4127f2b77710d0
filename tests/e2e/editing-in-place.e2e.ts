import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { desktop, fastAnimations, useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { changedLines, devSiteCopy, fileBecomes, pointAt, refusalShown } from './dev-site-copy'

// Editing on the page itself (src/editing-interface/texts-in-place.ts, SectionFrames.tsx), as a person would: a heading clicked
// and retyped, Escape, an empty heading refused, a Markdown text that opens its field instead; and the toolbars of
// sections inside columns and tabs, which change their own list. Each change is checked as the exact lines of site.yaml.
const site = devSiteCopy('editing-in-place')
const { original, read } = site
const newContext = useBrowser(30_000)

const toolbar = (page: Page, name: string) => page.locator('#site-editor').getByRole('toolbar', { name, exact: true })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

async function openEditing(path: string, first: string): Promise<Page> {
  const page = await (await newContext(desktop)).newPage()
  await fastAnimations(page)
  await openConnected(page, site.dev.url + path, 30_000)
  await button(page, 'Edit page').waitFor()
  if ((await button(page, 'Edit page').getAttribute('aria-pressed')) !== 'true') await button(page, 'Edit page').click()
  await toolbar(page, first).waitFor({ timeout: 10_000 })
  return page
}

/** The page's site version, which the page raises each time it shows a new site.yaml. */
const version = (page: Page) => page.evaluate(() => document.documentElement.dataset.siteVersion ?? '0')

describe('texts in place', () => {
  test('a heading is retyped where it is; Escape puts it back; an empty one is refused; with the server out of reach it stays typed, and is saved once it answers; Markdown opens its field', { timeout: 120_000 }, async () => {
    expect(read()).toBe(original)
    const page = await openEditing('/pricing', 'Section 2: Pricing table')
    const heading = page.locator('main h2', { hasText: /^Our Packages$/ })
    // The switch keeps its name while on (aria-pressed says so): the words under it say how to stop.
    await page.locator('.site-editor-dock-status', { hasText: /Press Edit page again to stop editing\.$/ }).waitFor()

    // Clicked: editable where it is, outlined; retyped and Enter: one line of site.yaml, the page shows it.
    await heading.click()
    expect(await heading.getAttribute('contenteditable')).toBe('plaintext-only')
    await page.locator('.site-editor-text-box[data-editing]').waitFor()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Our Plans')
    let before = read()
    const seen = await version(page)
    await page.keyboard.press('Enter')
    await fileBecomes(read, { not: before }, page)
    expect(changedLines(before, read())).toEqual({ removed: ['        heading: Our Packages'], added: ['        heading: Our Plans'] })
    await expect.poll(() => version(page)).not.toBe(seen)
    const renamed = page.locator('main h2', { hasText: /^Our Plans$/ })
    await renamed.waitFor()
    expect(await renamed.getAttribute('contenteditable')).toBe(null)

    // Escape: the words come back and nothing is written.
    before = read()
    await renamed.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Something else')
    await page.keyboard.press('Escape')
    expect(await renamed.textContent()).toBe('Our Plans')
    expect(await renamed.getAttribute('contenteditable')).toBe(null)
    expect(read()).toBe(before)

    // Emptied: the check refuses it, its message shows under the text, which stays editable; the file is unchanged.
    await renamed.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Enter')
    const refusal = page.locator('.site-editor-text-refusal[role="alert"]')
    await refusal.waitFor()
    // In plain words; the check's message with the heading's line under Details, which a click opens.
    expect(await refusalShown(refusal)).toEqual({
      words: '"heading" must not be empty.',
      details: `site.yaml:${before.split('\n').indexOf('        heading: Our Plans') + 1}:18: "heading" must not be empty. (at /pricing → section 2 (pricingTable) → heading)`,
    })
    expect(read()).toBe(before)
    // Back in the emptied heading (no longer wide enough to click), still editable: Escape puts its words back.
    await page.locator('main h2[contenteditable]').focus()
    await page.keyboard.press('Escape')
    await refusal.waitFor({ state: 'detached' })
    expect(await renamed.textContent()).toBe('Our Plans')

    // Undo: back to the original bytes, and the page shows the old heading.
    await button(page, 'Undo').click()
    await fileBecomes(read, { is: original }, page)
    await heading.waitFor()

    // The server out of reach: not saved, and said so (not "nothing was changed" beside the typed words); what was
    // typed stays, editable; Enter again once the server answers saves it.
    await page.route('**/__site-edit/change', (route) => route.abort())
    await heading.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Our Offers')
    await page.keyboard.press('Enter')
    await refusal.waitFor()
    expect((await refusalShown(refusal)).words).toBe('Not saved: the editor could not reach its server. Check your connection, then try again.')
    await refusal.getByText('What you typed is kept here: press Enter to try again, or Escape to put the words back.').waitFor()
    expect(await page.locator('main h2[contenteditable]').textContent()).toBe('Our Offers')
    expect(read()).toBe(original)
    await page.unroute('**/__site-edit/change')
    await page.locator('main h2[contenteditable]').focus()
    await page.keyboard.press('Enter')
    await fileBecomes(read, { not: original }, page)
    expect(changedLines(original, read())).toEqual({ removed: ['        heading: Our Packages'], added: ['        heading: Our Offers'] })
    await button(page, 'Undo').click()
    await fileBecomes(read, { is: original }, page)
    await heading.waitFor()

    // A Markdown text (the terms' body): its field opens in the panel, focused, and the page is not made editable.
    await page.goto(site.dev.url + '/terms')
    await toolbar(page, 'Section 2: Text').waitFor({ timeout: 10_000 })
    const paragraph = page.locator('main p').filter({ hasText: /^These Terms and Conditions govern/ }).first()
    expect(read()).toContain(`        body: |`)
    await paragraph.click()
    const panel = page.getByRole('complementary', { name: 'Edit section 2 (Text)', exact: true })
    await panel.waitFor()
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.path)).toBe('body')
    expect(await paragraph.getAttribute('contenteditable')).toBe(null)
    expect(read()).toBe(original)
  })

  test('sections inside columns and tabs have their own toolbars, which change their own list', { timeout: 120_000 }, async () => {
    expect(read()).toBe(original)
    const page = await openEditing('/contact', 'Section 2: Columns')
    // Each nested section by its place: the tabs in the first column, the form in the first tab, the details beside.
    const details = toolbar(page, 'Section 2, column 2, section 1: Contact details')
    await toolbar(page, 'Section 2, column 1, section 1: Tabs').waitFor()
    await toolbar(page, 'Section 2, column 1, section 1, tab 1, section 1: Form').waitFor()
    await details.waitFor()
    // Alone in its column: it cannot move.
    expect(await details.getByRole('button', { name: 'Move up' }).getAttribute('aria-disabled')).toBe('true')
    expect(await details.getByRole('button', { name: 'Move down' }).getAttribute('aria-disabled')).toBe('true')

    // Hide the details: one line under that section, nowhere else.
    let before = read()
    await (await pointAt(details)).getByRole('button', { name: 'Hide' }).click()
    await fileBecomes(read, { not: before }, page)
    expect(changedLines(before, read())).toEqual({ removed: [], added: ['              hidden: true'] })
    expect(read().split('\n').indexOf('              hidden: true')).toBe(read().split('\n').indexOf('            - type: contactInfo') + 1)
    before = read()
    await (await pointAt(details)).getByRole('button', { name: 'Show' }).click()
    await fileBecomes(read, { is: original }, page)

    // Its panel is named by its place, and a change there lands under it.
    await (await pointAt(details)).getByRole('button', { name: 'Edit section' }).click()
    const panel = page.getByRole('complementary', { name: 'Edit section 2, column 2, section 1 (Contact details)', exact: true })
    await panel.waitFor()
    const heading = panel.locator('[data-path="heading"]')
    expect(await heading.inputValue()).toBe('Contact Information')
    await heading.fill('How to reach us')
    await heading.press('Enter')
    await fileBecomes(read, { not: original }, page)
    expect(changedLines(original, read())).toEqual({ removed: ['              heading: Contact Information'], added: ['              heading: How to reach us'] })
    await button(page, 'Undo').click()
    await fileBecomes(read, { is: original }, page)
  })

  test('a list in the panel: an item duplicated, moved, removed and added, each one change', { timeout: 120_000 }, async () => {
    expect(read()).toBe(original)
    const page = await openEditing('/contact', 'Section 3: Questions and answers')
    await (await pointAt(toolbar(page, 'Section 3: Questions and answers'))).getByRole('button', { name: 'Edit section' }).click()
    const panel = page.getByRole('complementary', { name: 'Edit section 3 (Questions and answers)', exact: true })
    await panel.waitFor()
    const second = panel.getByRole('group', { name: 'Question and answer 2: How much does a project cost?', exact: true })
    const lines = original.split('\n')
    const at = lines.indexOf('          - question: How much does a project cost?')
    const question = lines.slice(at, at + 2)

    // Duplicate the second question: its two lines, once more, below it.
    await second.getByRole('button', { name: 'Duplicate' }).click()
    await fileBecomes(read, { not: original }, page)
    expect(changedLines(original, read())).toEqual({ removed: [], added: question })
    await panel.getByRole('group', { name: 'Question and answer 3: How much does a project cost?', exact: true }).waitFor()

    // Remove the copy, move the second up, add one from the catalogue's example.
    let before = read()
    await panel.getByRole('group', { name: 'Question and answer 3: How much does a project cost?', exact: true }).getByRole('button', { name: 'Remove' }).click()
    await fileBecomes(read, { is: original }, page)
    await second.getByRole('button', { name: 'Move up' }).click()
    await fileBecomes(read, { not: original }, page)
    before = read()
    const moved = before.split('\n')
    expect(moved.slice(at - 2, at)).toEqual(question)
    // As a person would, the next press waits until the panel shows the move.
    await panel.getByRole('group', { name: 'Question and answer 1: How much does a project cost?', exact: true }).waitFor()
    await panel.getByRole('button', { name: 'Add question and answer', exact: true }).click()
    await fileBecomes(read, { not: before }, page)
    const added = changedLines(before, read()).added
    expect(added).toHaveLength(2)
    expect(added[0]).toMatch(/^          - question: \S/)
    expect(added[1]).toMatch(/^            answer: \S/)
    await expect.poll(() => panel.getByRole('group', { name: /^Question and answer 6: / }).count()).toBe(1)

    // Four undos: the file's own bytes again.
    for (let count = 0; count < 4; count++) {
      const now = read()
      await button(page, 'Undo').click()
      await fileBecomes(read, { not: now }, page)
    }
    expect(read()).toBe(original)
  })
})
