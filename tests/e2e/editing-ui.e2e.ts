import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { desktop, fastAnimations, useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { devSiteCopy, fileBecomes, fileChange, pointAt, refusalShown, settled } from './dev-site-copy'
import { axeViolations, wcagTags } from './axe'

// The editing interface of the preview (src/editing-interface/, `npm start` only), used as a person would: the switch, the
// sections' toolbars, the dialogs, Undo and Redo. Each change is checked in site.yaml as exactly the lines it changes,
// and Undo gives back the file's very bytes.
const site = devSiteCopy('editing-ui')
const { siteFile, original, read } = site
const shots = process.env.EDITOR_SCREENSHOTS
const newContext = useBrowser(30_000)

/** The page the test is using, whose alerts and statuses a failed wait for site.yaml quotes. */
let shown: Page | undefined

const toolbar = (page: Page, name: string) => page.locator('#site-editor').getByRole('toolbar', { name, exact: true })
const toolbars = (page: Page) => page.locator('#site-editor').getByRole('toolbar')
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** Until the editor's fades (a toolbar shown, a dialog opened) are over: axe measures colours as they are drawn. */
async function openEditing(): Promise<Page> {
  // Each test starts from the project's file (one that failed may have left a change behind).
  if (read() !== original) {
    writeFileSync(siteFile, original)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const page = await (await newContext(desktop)).newPage()
  await fastAnimations(page)
  shown = page
  await openConnected(page, site.dev.url + '/pricing', 30_000)
  await button(page, 'Edit page').waitFor()
  return page
}

const hero = ['      - type: hero', '        badge: Pricing', '        title: Simple, Transparent Pricing', '        subtitle: Choose the package that fits your business. No hidden costs, no surprises.', '']
const callToAction = [
  '      - type: callToAction',
  '        heading: Not sure which package is right for you?',
  '        text: Tell us about your project and we will recommend the best option with a detailed quote.',
  '        buttons:',
  '          - { label: Request a Quote, to: /quote-request }',
  '',
]

describe('editing /pricing from the page', () => {
  test('switch, move, duplicate of a section with an id (and its Undo), duplicate, hide, show, delete, add, a paused file, then Undo back to the very bytes', { timeout: 360_000 }, async () => {
    const page = await openEditing()
    const editSwitch = button(page, 'Edit page')
    expect(await editSwitch.getAttribute('aria-pressed')).toBe('false')
    // Off: no toolbar, no outline.
    expect(await toolbars(page).count()).toBe(0)
    await editSwitch.click()
    await expect.poll(() => editSwitch.getAttribute('aria-pressed')).toBe('true')
    // Kept across a reload.
    await openConnected(page, site.dev.url + '/pricing', 30_000)
    await expect.poll(() => button(page, 'Edit page').getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => toolbars(page).count(), { timeout: 10_000 }).toBe(7)
    expect(await toolbar(page, 'Section 1: Banner').getByRole('button', { name: 'Move up' }).isDisabled()).toBe(true)
    expect(await toolbar(page, 'Section 7: Call to action').getByRole('button', { name: 'Move down' }).isDisabled()).toBe(true)
    expect(await button(page, 'Undo').isDisabled()).toBe(true)
    expect(await toolbar(page, 'Section 1: Banner').getByRole('button', { name: 'Edit section' }).isDisabled()).toBe(false)

    // Move up: the hero's lines go below the pricing table's.
    let before = read()
    await (await pointAt(toolbar(page, 'Section 2: Pricing table'))).getByRole('button', { name: 'Move up' }).click()
    // As a line diff: the hero's lines (and the blank line after them) leave the top, and come back after the table.
    expect(await fileChange(read, before, shown)).toEqual({ removed: hero, added: ['', ...hero.slice(0, -1)] })
    expect(read().indexOf('- type: pricingTable')).toBeLessThan(read().indexOf('badge: Pricing'))
    await toolbar(page, 'Section 1: Pricing table').waitFor()
    await toolbar(page, 'Section 2: Banner').waitFor()
    await expect.poll(() => button(page, 'Undo').isDisabled()).toBe(false)

    // Duplicate of a section with an id: the copy is given a free one (two sections of a page may not share one), and
    // Undo takes it out to the very bytes.
    before = read()
    await (await pointAt(toolbar(page, 'Section 5: Highlighted note'))).getByRole('button', { name: 'Duplicate' }).click()
    expect(await fileChange(read, before, shown)).toEqual({
      removed: [],
      added: [
        '      - type: callout',
        '        id: payment-notice-2',
        '        tone: warning',
        '        title: Please read our payment terms',
        '        text: All projects require a 40% non-refundable advance before work begins, including the product requirements document. Intellectual property transfers on full payment.',
        '        link: { label: Read our Terms and Conditions, to: /terms, variant: subtle }',
        '',
      ],
    })
    await toolbar(page, 'Section 6: Highlighted note').waitFor()
    await page.getByRole('status').filter({ hasText: "Pricing: duplicated Highlighted note, the copy's Anchor name payment-notice-2" }).waitFor()
    await button(page, 'Undo').click()
    await fileBecomes(read, { is: before }, shown)
    await page.getByRole('status').filter({ hasText: 'Undone: Pricing: removed Highlighted note (section 6)' }).waitFor()
    await expect.poll(() => toolbars(page).count()).toBe(7)

    // Duplicate: the call to action, once more just after it.
    await (await pointAt(toolbar(page, 'Section 7: Call to action'))).getByRole('button', { name: 'Duplicate' }).click()
    expect(await fileChange(read, before, shown)).toEqual({ removed: [], added: callToAction })
    await toolbar(page, 'Section 8: Call to action').waitFor()

    // Hide, then Show.
    before = read()
    await (await pointAt(toolbar(page, 'Section 7: Call to action'))).getByRole('button', { name: 'Hide' }).click()
    expect(await fileChange(read, before, shown)).toEqual({ removed: [], added: ['        hidden: true'] })
    const show = toolbar(page, 'Section 7: Call to action').getByRole('button', { name: 'Show' })
    await show.waitFor()
    await expect.poll(() => page.locator('[data-site-hidden="section"]').count()).toBe(1)
    before = read()
    await pointAt(toolbar(page, 'Section 7: Call to action'))
    await show.click()
    expect(await fileChange(read, before, shown)).toEqual({ removed: ['        hidden: true'], added: [] })
    await toolbar(page, 'Section 7: Call to action').getByRole('button', { name: 'Hide' }).waitFor()
    await expect.poll(() => page.locator('[data-site-hidden="section"]').count()).toBe(0)

    // Delete, after the dialog's confirmation (Cancel first leaves the file as it is).
    before = read()
    await (await pointAt(toolbar(page, 'Section 8: Call to action'))).getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete section 8 (Call to action)?' })
    // Pressed once the dialog has come to rest: while it still slides in, a click read at its button's place can land
    // beside it (seen once on a loaded machine: the dialog stayed open for 30 s).
    const atRest = () => expect.poll(() => dialog.evaluate((element) => element.getAnimations().length === 0 && getComputedStyle(element).opacity === '1')).toBe(true)
    await dialog.waitFor()
    await atRest()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(read()).toBe(before)
    await (await pointAt(toolbar(page, 'Section 8: Call to action'))).getByRole('button', { name: 'Delete' }).click()
    await dialog.waitFor()
    await atRest()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    expect(await fileChange(read, before, shown)).toEqual({ removed: callToAction, added: [] })
    await expect.poll(() => toolbars(page).count()).toBe(7)

    // Add a section below the last, from the dialog: the catalogue's example.
    before = read()
    await (await pointAt(toolbar(page, 'Section 7: Call to action'))).getByRole('button', { name: 'Add section below' }).click()
    const adding = page.getByRole('dialog', { name: 'Add a section' })
    await adding.waitFor()
    // Every type of the catalogue, by its title, with a live drawing of its example from the gallery.
    expect(await adding.getByRole('button').filter({ has: page.locator('iframe') }).count()).toBe(16)
    expect(await adding.getByRole('button', { name: 'Pricing table', exact: true }).count()).toBe(1)
    await adding.locator('iframe[src="/__gallery?only=callToAction"]').evaluate((frame) => (frame as HTMLElement).scrollIntoView())
    await expect
      // Each type's drawing is the gallery's page, the whole site in the dev server, sixteen at once: on a loaded
      // machine (a load average of 9 on 2 cores) it took 88 s.
      .poll(() => adding.locator('iframe[src="/__gallery?only=callToAction"]').evaluate((frame) => (frame as HTMLIFrameElement).contentDocument?.querySelector('main[data-gallery-only="callToAction"] h2')?.textContent ?? ''), { timeout: 150_000 })
      .not.toBe('')
    await adding.getByRole('button', { name: 'Call to action', exact: true }).click()
    // The catalogue's example of a call to action (schema/sections/callToAction.json), written as its neighbours are.
    expect(await fileChange(read, before, shown)).toEqual({
      removed: [],
      added: [
        '      - type: callToAction',
        '        heading: Ready to start your project?',
        '        text: Tell us what you need and we will answer within 1-2 business days.',
        '        buttons:',
        '          - { label: Contact Us, to: /contact }',
        '',
      ],
    })
    await toolbar(page, 'Section 8: Call to action').waitFor()
    // It is scrolled to, and its form is open.
    const added = page.getByRole('complementary', { name: 'Edit section 8 (Call to action)', exact: true })
    await added.waitFor()
    await added.getByRole('button', { name: 'Close' }).click()
    await added.waitFor({ state: 'detached' })

    // The history, in words.
    await button(page, 'History').click()
    const history = page.getByRole('region', { name: 'History' }).getByRole('listitem')
    await expect.poll(() => history.count()).toBe(6)
    expect(await button(page, 'History').getAttribute('aria-expanded')).toBe('true')
    expect(await history.locator('> div > span').allTextContents()).toEqual([
      'Pricing: moved Pricing table above Banner',
      'Pricing: duplicated Call to action',
      'Pricing › Call to action (section 7): hidden',
      'Pricing › Call to action (section 7): shown',
      'Pricing: removed Call to action (section 8)',
      'Pricing: added Call to action (section 8) after Call to action (section 7)',
    ])

    // Paused: the file on disk has a mistake, so every change is refused, in words, and the file kept.
    const good = read()
    const broken = good.replace('  - path: /pricing\n', '  - path: /pricing\n    nonsense: 1\n')
    expect(broken).not.toBe(good)
    writeFileSync(siteFile, broken)
    await page.getByText('Editing is paused: the site has a mistake that someone made outside the editor (see the message). Editing resumes once it is put right.').waitFor({ timeout: 10_000 })
    await page.evaluate(() => document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove()))
    await page.keyboard.press('Control+z')
    const alert = page.getByRole('alert').filter({ hasText: 'The change was not made' })
    await alert.waitFor({ timeout: 10_000 })
    // In plain words, the place and what is wrong; the check's message with its line under Details.
    const paused = await refusalShown(alert)
    expect(paused.words).toBe('Pricing › nonsense: Unknown key "nonsense". Allowed here: path, title, description, keywords, image, organization, breadcrumb, hidden, sections.')
    expect(paused.details).toBe(`site.yaml:${broken.split('\n').indexOf('    nonsense: 1') + 1}:5: Unknown key "nonsense". (at /pricing → nonsense)`)
    expect(read()).toBe(broken)
    writeFileSync(siteFile, good)
    await page.getByText('Editing is paused').waitFor({ state: 'detached', timeout: 10_000 })

    // Undo everything, by the button and by Ctrl+Z; Redo once on the way.
    await button(page, 'Dismiss').click()
    await button(page, 'Undo').click()
    await fileBecomes(read, { is: before }, shown)
    await page.getByRole('status').filter({ hasText: 'Undone: Pricing' }).waitFor()
    await button(page, 'Redo').click()
    await fileBecomes(read, { is: good }, shown)
    for (let left = 6; left > 3; left--) {
      const now = read()
      if (left % 2) await page.keyboard.press('Control+z')
      else await button(page, 'Undo').click()
      await fileBecomes(read, { not: now }, shown)
    }
    // The rest at once, from the history: back to before its first change.
    await expect.poll(() => history.count()).toBe(3)
    await history.first().getByRole('button', { name: 'Undo back to before change 1: Pricing: moved Pricing table above Banner' }).click()
    await fileBecomes(read, { is: original }, shown)
    await expect.poll(() => button(page, 'Undo').isDisabled()).toBe(true)
    await expect.poll(() => button(page, 'Redo').isDisabled()).toBe(false)

    // Off again: the preview is the site, no toolbar, no outline.
    await button(page, 'Edit page').click()
    await expect.poll(() => button(page, 'Edit page').getAttribute('aria-pressed')).toBe('false')
    expect(await toolbars(page).count()).toBe(0)
    expect(await page.locator('.site-editor-frame').count()).toBe(0)
  })

  test('keyboard: the toolbars are reached with Tab and show the focus; axe finds nothing in editing mode', { timeout: 120_000 }, async () => {
    const page = await openEditing()
    await button(page, 'Edit page').click()
    await expect.poll(() => toolbars(page).count(), { timeout: 10_000 }).toBe(7)
    const moveDown = toolbar(page, 'Section 1: Banner').getByRole('button', { name: 'Move down' })
    let reached = false
    for (let presses = 0; presses < 200 && !reached; presses++) {
      await page.keyboard.press('Tab')
      reached = await moveDown.evaluate((element) => element === document.activeElement)
    }
    expect(reached).toBe(true)
    // Shown while it has the focus, with a visible focus ring.
    await expect.poll(async () => Number(await toolbar(page, 'Section 1: Banner').evaluate((element) => getComputedStyle(element).opacity))).toBe(1)
    expect(await moveDown.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none')
    await settled(page)
    if (shots) await page.screenshot({ path: join(shots, 'editing-1280.png') })
    expect(await axeViolations(page, { include: '#site-editor' })).toEqual([])
    await (await pointAt(toolbar(page, 'Section 2: Pricing table'))).getByRole('button', { name: 'Add section below' }).click()
    await page.getByRole('dialog', { name: 'Add a section' }).waitFor()
    await settled(page)
    if (shots) await page.screenshot({ path: join(shots, 'editing-add-dialog-1280.png') })
    expect(await axeViolations(page, { include: '#site-editor', tags: wcagTags })).toEqual([])
    await page.keyboard.press('Escape')
    if (shots) {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.mouse.move(200, 300)
      await settled(page)
      await page.screenshot({ path: join(shots, 'editing-390.png') })
    }
    expect(read()).toBe(original)
  })
})
