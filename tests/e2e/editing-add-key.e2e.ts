import { mkdirSync } from 'node:fs'
import { dockButton } from '../../tools/editing-server'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { desktop, fastAnimations, useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { changedLines, devSiteCopy, fileBecomes, settled } from './dev-site-copy'
import { axeViolations, wcagTags } from './axe'

// "Add a key" in a generated form (src/editing-interface/SchemaForm.tsx): a key the schema has and site.yaml has not written,
// added from the Pages panel's Site details form, given its value, and removed again with its "Remove" button.
const site = devSiteCopy('editing-add-key')
const { original, read } = site
const newContext = useBrowser(30_000)
const shots = process.env.EDITOR_SCREENSHOTS

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

describe('adding and removing an optional key', () => {
  test('Site details: Language added, set to en-IN (the page’s lang), then removed back to the very bytes', { timeout: 120_000 }, async () => {
    const page = await (await newContext(desktop)).newPage()
    await fastAnimations(page)
    await openConnected(page, site.dev.url + '/', 30_000)
    await button(page, 'Edit page').waitFor()
    if ((await button(page, 'Edit page').getAttribute('aria-pressed')) !== 'true') await button(page, 'Edit page').click()
    await button(page, 'Pages').click()
    const panel = page.getByRole('complementary', { name: 'Pages', exact: true })
    await panel.waitFor()
    await panel.getByRole('button', { name: 'Site details', exact: true }).click()
    const form = panel.getByRole('region', { name: 'Site details' })
    await form.locator('[data-path="brand"]').waitFor()
    await settled(page)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')

    // Required keys have no Remove; the optional ones written have one, named by their label.
    expect(await form.getByRole('button', { name: 'Remove Business name', exact: true }).count()).toBe(0)
    expect(await form.getByRole('button', { name: 'Remove Author', exact: true }).count()).toBe(1)

    // The control lists the absent keys, by keyboard: typed to filter, chosen with Enter.
    const add = form.getByRole('combobox', { name: 'Add a key to Site details', exact: true })
    await add.click()
    await add.fill('lang')
    const option = form.getByRole('option', { name: /^Language/ })
    await option.waitFor()
    expect(await form.getByRole('option').count()).toBe(1)
    // The open list and the Remove buttons pass axe.
    await settled(page)
    expect(await axeViolations(page, { include: '#site-editor-pages', tags: wcagTags })).toEqual([])
    if (shots) {
      mkdirSync(shots, { recursive: true })
      await page.screenshot({ path: join(shots, 'add-key.png') })
    }
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')

    // Written with its first example, one line at the end of site:; the new field has the focus.
    await fileBecomes(read, { not: original }, page)
    expect(changedLines(original, read())).toEqual({ removed: [], added: ['  language: en'] })
    const language = form.locator('[data-path="language"]')
    await language.waitFor()
    await expect.poll(() => language.evaluate((element) => element === document.activeElement)).toBe(true)

    // Typed, applied on Enter: exactly one line more than the original, and the page's <html lang>.
    await language.fill('en-IN')
    await language.press('Enter')
    await expect.poll(read, { timeout: 10_000 }).toContain('  language: en-IN\n')
    expect(changedLines(original, read())).toEqual({ removed: [], added: ['  language: en-IN'] })
    expect(read().indexOf('  language: en-IN')).toBeLessThan(read().indexOf('\nnavigation:'))
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe('en-IN')

    // The history names it.
    // With a panel open the dock is a bar at its foot, the history under More.
    await (await dockButton(page, 'History')).click()
    const history = page.getByRole('region', { name: 'History' })
    await expect.poll(() => history.getByRole('listitem').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Site details › Language: added/)]))
    await (await dockButton(page, 'History')).click()

    // Removed: the file is the original, byte for byte, and the key is offered again.
    await form.getByRole('button', { name: 'Remove Language', exact: true }).click()
    await fileBecomes(read, { is: original }, page)
    await language.waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe('en')
    await add.click()
    await add.fill('lang')
    await form.getByRole('option', { name: /^Language/ }).waitFor()
    await page.keyboard.press('Escape')
  })
})
