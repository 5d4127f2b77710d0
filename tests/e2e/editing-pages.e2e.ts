import { execFileSync } from 'node:child_process'
import { dockButton } from '../../tools/editing-server'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { desktop, fastAnimations, useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { changedLines, devSiteCopy, fileBecomes, fileChange, pointAt, refusalShown } from './dev-site-copy'
import { axeViolations } from './axe'

// The Pages panel of the editing interface (src/editing-interface/PagesPanel.tsx, `npm start` only), used as a person would:
// a page added (as `npm run new-page` adds it), a page hidden and shown, a navigation link moved and renamed, the
// footer changed in its generated form, a refusal. Each change is checked in site.yaml as exactly the lines it
// changes, and Undo gives back the file's very bytes.
const site = devSiteCopy('editing-pages')
const { folder, original, read } = site
const root = fileURLToPath(new URL('../..', import.meta.url))
const shots = process.env.EDITOR_SCREENSHOTS
const newContext = useBrowser(30_000)

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** What `npm run new-page -- /careers "Careers" --nav "Careers"` writes to a copy of the original file. */
function newPageScript(): string {
  const file = join(folder, 'new-page.yaml')
  writeFileSync(file, original)
  execFileSync(process.execPath, ['pipeline/run.mjs', 'scripts/new-page.ts', '/careers', 'Careers', '--nav', 'Careers', '--file', file], { cwd: root, stdio: 'pipe' })
  return readFileSync(file, 'utf8')
}

const navLink = (label: string, to: string) => `    - { label: ${label}, to: ${to} }`

describe('the Pages panel', () => {
  test('adds a page, hides and shows one, moves and renames a link, edits the footer, shows a refusal; then Undo back to the very bytes', { timeout: 180_000 }, async () => {
    const expectedNewPage = newPageScript()
    expect(read()).toBe(original)
    const page = await (await newContext(desktop)).newPage()
    await fastAnimations(page)
    await openConnected(page, site.dev.url + '/pricing', 30_000)
    await button(page, 'Edit page').waitFor()
    if ((await button(page, 'Edit page').getAttribute('aria-pressed')) !== 'true') await button(page, 'Edit page').click()
    await button(page, 'Pages').waitFor()
    const pagesButton = page.locator('#site-editor').getByRole('button', { name: 'Pages', exact: true, includeHidden: true })

    // Opened from the dock, beside the page: fixed at the right, the page narrowed by its width.
    const panel = page.getByRole('complementary', { name: 'Pages', exact: true })
    await button(page, 'Pages').click()
    await panel.waitFor()
    // With a panel open the dock is a bar at its foot, Pages under More: its state is read where it is.
    expect(await pagesButton.getAttribute('aria-expanded')).toBe('true')
    const box = (await panel.boundingBox())!
    expect(Math.round(box.x + box.width)).toBe(1280)
    // Above the dock's bar (56 px) at its foot.
    expect(box.height).toBe(800 - 56)
    expect(Math.round((await page.evaluate(() => document.documentElement.getBoundingClientRect().width)) + box.width)).toBe(1280)

    // Keyboard: the focus is in the panel; Tab reaches its groups, with a visible focus ring.
    await expect.poll(() => panel.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const addControl = panel.getByRole('button', { name: 'Add a page', exact: true })
    expect(await addControl.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await addControl.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none')
    await page.keyboard.press('Enter')
    await expect.poll(() => addControl.getAttribute('aria-expanded')).toBe('true')

    // A path the loader refuses: its message under the path's field, and the file as it was.
    const path = panel.getByRole('textbox', { name: 'Address' })
    const title = panel.getByRole('textbox', { name: 'Title' })
    const pathError = path.locator('xpath=ancestor::div[contains(@class, "mantine-InputWrapper-root")]').locator('.mantine-InputWrapper-error')
    await path.fill('Careers')
    await title.fill('Careers')
    await panel.getByRole('button', { name: 'Add the page' }).click()
    await pathError.waitFor({ timeout: 10_000 })
    // Plain words already: no Details to open.
    expect(await refusalShown(pathError)).toEqual({
      words: '"Careers" cannot be a page path: it must start with "/" and hold lower-case words, digits and dashes, like "/careers" or "/services/mobile-apps". Did you mean "/careers"?',
      details: undefined,
    })
    expect(await path.getAttribute('aria-invalid')).toBe('true')
    await path.fill('/about')
    await panel.getByRole('button', { name: 'Add the page' }).click()
    await expect.poll(() => pathError.textContent()).toContain('There is already a page with the path "/about"')
    expect(await refusalShown(pathError)).toEqual({ words: 'There is already a page with the path "/about". Choose another path, or edit that page.', details: undefined })
    expect(read()).toBe(original)

    // Added: the very lines `npm run new-page` adds, and the navigation bar shows its link.
    await path.fill('/careers')
    await panel.getByRole('switch', { name: 'Add a link to the navigation bar (at its end)' }).check()
    await panel.getByRole('button', { name: 'Add the page' }).click()
    await fileBecomes(read, { is: expectedNewPage }, page)
    expect(changedLines(original, read()).removed).toEqual([])
    expect(changedLines(original, read()).added).toContain(navLink('Careers', '/careers'))
    const nav = page.locator('nav[aria-label="Main"]')
    await nav.getByRole('link', { name: 'Careers', exact: true }).waitFor({ timeout: 10_000 })
    await pathError.waitFor({ state: 'detached' })
    expect(await path.inputValue()).toBe('')
    // Listed among the pages, and a link to go there.
    await panel.getByRole('link', { name: 'Careers', exact: true }).waitFor()
    await panel.getByRole('link', { name: 'Go to /careers' }).click()
    await page.waitForURL(`${site.dev.url}/careers`)
    await page.locator('main h1').filter({ hasText: 'Careers' }).waitFor({ timeout: 10_000 })
    // Client-side: the panel stayed open.
    expect(await panel.isVisible()).toBe(true)

    // Hide a page, then show it: one line, `hidden: true`.
    let before = read()
    await panel.getByRole('button', { name: 'Hide Terms and Conditions', exact: true }).click()
    expect(await fileChange(read, before, page)).toEqual({ removed: [], added: ['    hidden: true'] })
    expect(read().indexOf('hidden: true', read().indexOf('  - path: /terms'))).toBeLessThan(read().indexOf('  - path: /privacy'))
    const show = panel.getByRole('button', { name: 'Show Terms and Conditions', exact: true })
    await show.waitFor()
    before = read()
    await show.click()
    expect(await fileChange(read, before, page)).toEqual({ removed: ['    hidden: true'], added: [] })
    await panel.getByRole('button', { name: 'Hide Terms and Conditions', exact: true }).waitFor()

    // The home page cannot be hidden: the check's message under its row, and the file as it was.
    before = read()
    await panel.getByRole('button', { name: 'Hide Home', exact: true }).click()
    const refusal = panel.getByRole('alert').filter({ hasText: 'The home page "/" cannot be hidden' })
    await refusal.waitFor({ timeout: 10_000 })
    // In plain words, with what to do; the check's message, at the line the change would have written, under Details.
    expect(await refusalShown(refusal)).toEqual({
      words: 'Home › Hidden: The home page "/" cannot be hidden: the built site would have no front page, and the logo in the navigation bar links to it. Remove hidden: true from this page.',
      details: `site.yaml:${before.split('\n').indexOf('  - path: /') + 2}:5: The home page "/" cannot be hidden: the built site would have no front page, and the logo in the navigation bar links to it. (at / → hidden)`,
    })
    expect(read()).toBe(before)

    // Move a navigation link up: Pricing before Clients, in the file and in the bar; the focus follows the link.
    await panel.getByRole('button', { name: 'Navigation links', exact: true }).click()
    const moveUp = panel.getByRole('group', { name: 'Move the link to /pricing' }).getByRole('button', { name: 'Move up' })
    await moveUp.click()
    await fileBecomes(read, { is: before.replace(`${navLink('Clients', '/clients')}\n${navLink('Pricing', '/pricing')}\n`, `${navLink('Pricing', '/pricing')}\n${navLink('Clients', '/clients')}\n`) }, page)
    expect(read()).not.toBe(before)
    const changed = changedLines(before, read())
    expect(changed.removed.length + changed.added.length).toBe(2)
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['Home', 'About', 'Services', 'Portfolio', 'Pricing', 'Clients', 'Contact', 'Careers'])
    await expect.poll(() => moveUp.evaluate((element) => element === document.activeElement)).toBe(true)

    // Rename a link: its field, applied on Enter.
    before = read()
    const label = panel.getByRole('textbox', { name: 'Link to /clients', exact: true })
    expect(await label.inputValue()).toBe('Clients')
    await label.fill('Our clients')
    await label.press('Enter')
    expect(await fileChange(read, before, page)).toEqual({ removed: [navLink('Clients', '/clients')], added: [navLink('Our clients', '/clients')] })
    await nav.getByRole('link', { name: 'Our clients', exact: true }).waitFor({ timeout: 10_000 })

    // The footer's generated form: its text, changed and left.
    before = read()
    await panel.getByRole('button', { name: 'Footer', exact: true }).click()
    const footerForm = panel.getByRole('region', { name: 'Footer' })
    const about = footerForm.locator('[data-path="about"]')
    await about.waitFor()
    expect(await about.inputValue()).toBe('We build websites, ERP systems and software, and run ads that bring clients, for businesses in India and abroad.')
    await about.fill('We build websites and software for businesses in India and abroad.')
    await about.press('Tab')
    expect(await fileChange(read, before, page)).toEqual({
      removed: ['  about: We build websites, ERP systems and software, and run ads that bring clients, for businesses in India and abroad.'],
      added: ['  about: We build websites and software for businesses in India and abroad.'],
    })
    await page.locator('footer').getByText('We build websites and software for businesses in India and abroad.').waitFor({ timeout: 10_000 })

    // The other shared blocks have their forms too: the site's facts, and each form by its name (opening changes nothing).
    before = read()
    await panel.getByRole('button', { name: 'Site details', exact: true }).click()
    expect(await panel.getByRole('region', { name: 'Site details' }).locator('[data-path="brand"]').inputValue()).toBe('Agency Name')
    await panel.getByRole('button', { name: 'Forms', exact: true }).click()
    const forms = panel.getByRole('region', { name: 'Forms' })
    await forms.getByRole('button', { name: 'Form “contact”', exact: true }).click()
    await expect.poll(() => forms.locator('[data-path^="contact."]').count()).toBeGreaterThan(0)
    expect(read()).toBe(before)

    // No axe violation in the panel, its groups open.
    await page.mouse.move(5, 5)
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target
      return target instanceof Element && target.closest('#site-editor') !== null
    }).length)).toBe(0)
    expect(await axeViolations(page, { include: '#site-editor-pages' })).toEqual([])
    if (shots) {
      mkdirSync(shots, { recursive: true })
      await page.screenshot({ path: join(shots, 'pages-1280.png') })
    }

    // One panel at a time: a section's "Edit section" takes the place of the Pages panel, and "Pages" takes it back.
    const sectionPanel = page.getByRole('complementary', { name: 'Edit section 1 (Banner)', exact: true })
    await (await pointAt(page.locator('#site-editor').getByRole('toolbar', { name: 'Section 1: Banner', exact: true }))).getByRole('button', { name: 'Edit section' }).click()
    await sectionPanel.waitFor()
    await panel.waitFor({ state: 'detached' })
    expect(await pagesButton.getAttribute('aria-expanded')).toBe('false')
    await (await dockButton(page, 'Pages')).click()
    await panel.waitFor()
    await sectionPanel.waitFor({ state: 'detached' })

    // At 390 px wide it is a sheet over the lower part of the screen.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(async () => {
      const sheet = (await panel.boundingBox())!
      return [Math.round(sheet.x), Math.round(sheet.width), Math.round(sheet.y + sheet.height)]
    }).toEqual([0, 390, 844])
    expect((await panel.boundingBox())!.height).toBeLessThan(844 * 0.6)
    if (shots) await page.screenshot({ path: join(shots, 'pages-390.png') })
    await page.setViewportSize({ width: 1280, height: 800 })

    // Undo every change (six), back to the very bytes; the page and its link go.
    await (await dockButton(page, 'History')).click()
    await expect.poll(() => page.getByRole('region', { name: 'History' }).getByRole('listitem').count()).toBe(6)
    for (let left = 6; left > 0; left--) {
      const now = read()
      await button(page, 'Undo').click()
      await fileBecomes(read, { not: now }, page)
    }
    expect(read()).toBe(original)
    await nav.getByRole('link', { name: 'Careers', exact: true }).waitFor({ state: 'detached', timeout: 10_000 })
    await panel.getByRole('link', { name: 'Careers', exact: true }).waitFor({ state: 'detached' })

    // Escape closes the panel; the page has its width back.
    await panel.getByRole('button', { name: 'Add a page', exact: true }).focus()
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.documentElement.style.marginRight)).toBe('')
    expect(await pagesButton.getAttribute('aria-expanded')).toBe('false')
  })
})
