import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { desktop, fastAnimations, useBrowser, watchConsole } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { changedLines, devSiteCopy, fileBecomes, pointAt } from './dev-site-copy'
import { axeViolations, wcagTags } from './axe'

// The section panel's Source tab (src/editing-interface/YamlTab.tsx, `npm start` only: the section's YAML as the file has it),
// used as a person would: "Edit section" on /pricing's section 2, the "Source" tab, a price changed in the text and
// applied with Ctrl+Enter, broken YAML applied with the Apply button. Each change is checked in site.yaml as exactly
// the lines it changes.
const site = devSiteCopy('editing-yaml')
const { original, read } = site
const shots = process.env.EDITOR_SCREENSHOTS
const newContext = useBrowser(30_000)

const toolbar = (page: Page, name: string) => page.locator('#site-editor').getByRole('toolbar', { name, exact: true })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** /pricing's section 2 as the file has it: from its "- type: pricingTable" line to its last line, moved to column 0. */
function sectionText(source: string): string {
  const lines = source.split('\n')
  const first = lines.indexOf('      - type: pricingTable', lines.indexOf('  - path: /pricing'))
  let last = first
  for (let at = first + 1; at < lines.length && (lines[at] === '' || lines[at].startsWith('        ')); at++) if (lines[at] !== '') last = at
  return lines.slice(first, last + 1).map((line, index) => (index === 0 ? line.slice('      - '.length) : line.slice(8))).join('\n')
}

/**
 * The editor's whole text, as a person gets it: everything selected and copied (CodeMirror draws only the lines in
 * view, so the page does not hold them all). The copy is CodeMirror's own, from its document.
 */
async function editorText(page: Page, editor: Locator): Promise<string> {
  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('ControlOrMeta+C')
  const text = await page.evaluate(() => navigator.clipboard.readText())
  // Leave the selection collapsed at the start, where the person was not typing.
  await page.keyboard.press('ControlOrMeta+Home')
  return text
}

/** Puts the cursor at the end of the editor's line that reads exactly `line` (scrolled to by CodeMirror's search of the lines in view). */
async function endOfLine(page: Page, editor: Locator, line: string) {
  const target = editor.locator('.cm-line', { hasText: line }).first()
  await target.waitFor()
  await target.click()
  await page.keyboard.press('End')
}

describe('the Source tab (YAML) of the section panel on /pricing', () => {
  test('shows the section\'s own lines, applies a changed price, and refuses broken YAML with the check\'s message', { timeout: 120_000 }, async () => {
    expect(read()).toBe(original)
    const context = await newContext(desktop)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.dev.url })
    const page = await context.newPage()
    await fastAnimations(page)
    const problems = watchConsole(page)
    await openConnected(page, site.dev.url + '/pricing', 30_000)
    await button(page, 'Edit page').waitFor()
    if ((await button(page, 'Edit page').getAttribute('aria-pressed')) !== 'true') await button(page, 'Edit page').click()
    await toolbar(page, 'Section 2: Pricing table').waitFor({ timeout: 10_000 })
    await (await pointAt(toolbar(page, 'Section 2: Pricing table'))).getByRole('button', { name: 'Edit section' }).click()
    const panel = page.getByRole('complementary', { name: 'Edit section 2 (Pricing table)', exact: true })
    await panel.waitFor()

    // The tabs: the form first; the Source tab's editor is loaded when it is opened.
    expect(await panel.getByRole('tab', { name: 'Form' }).getAttribute('aria-selected')).toBe('true')
    expect(await panel.getByRole('tab').allTextContents()).toEqual(['Form', 'Source'])
    await panel.getByRole('tab', { name: 'Source' }).click()
    const editor = panel.getByRole('textbox', { name: 'Source of section 2 (Pricing table)', exact: true })
    await editor.waitFor({ timeout: 30_000 })

    // The section's lines exactly as site.yaml has them (comments and all), at column 0.
    expect(await editorText(page, editor)).toBe(sectionText(original))
    // Highlighted as YAML: its keys are drawn apart from their values.
    expect(await editor.locator('.cm-line').first().locator('span').count()).toBeGreaterThan(0)
    // No axe violation in the panel with its Source tab open.
    expect(await axeViolations(page, { include: '.site-editor-panel', tags: wcagTags })).toEqual([])

    // A price changed in the text (the cursor before its closing quote, the digits typed again), applied with Ctrl+Enter.
    await endOfLine(page, editor, 'price: "₹24,999"')
    await page.keyboard.press('ArrowLeft')
    for (let i = 0; i < '24,999'.length; i++) await page.keyboard.press('Backspace')
    await page.keyboard.type('27,999')
    let before = read()
    await page.keyboard.press('ControlOrMeta+Enter')
    await fileBecomes(read, { not: before }, page)
    expect(changedLines(before, read())).toEqual({ removed: ['            price: "₹24,999"'], added: ['            price: "₹27,999"'] })
    // The page shows it, and the history says it in words.
    await expect.poll(() => page.locator('main').getByText('₹27,999').count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await expect.poll(() => page.locator('#site-editor [role="status"]').last().textContent()).toBe('Pricing › Pricing table: edited as text (Standard › Price: ₹24,999 → ₹27,999)')
    expect(await editorText(page, editor)).toBe(sectionText(read()))

    // The form shows the new value.
    await panel.getByRole('tab', { name: 'Form' }).click()
    await panel.getByRole('button', { name: 'Plan 1: Standard' }).click()
    await expect.poll(() => panel.locator('[data-path="plans.0.price"]').inputValue()).toBe('₹27,999')
    expect(read()).toBe(before.replace('price: "₹24,999"', 'price: "₹27,999"'))

    // Broken YAML ("id: packages: bad" nests a block in a line of one), applied with the button: refused with the check's
    // message under the editor and at its line in it; the file is unchanged, and the editor keeps what was typed.
    await panel.getByRole('tab', { name: 'Source' }).click()
    await endOfLine(page, editor, 'id: packages')
    await page.keyboard.type(': bad')
    before = read()
    await panel.getByRole('button', { name: 'Apply' }).click()
    const refusal = panel.locator('[data-yaml-refusal]')
    await refusal.waitFor({ timeout: 10_000 })
    // Beside the file's own lines, the check's own words and the line in site.yaml (the form's refusals say it plainly).
    expect(await refusal.textContent()).toBe(`site.yaml:${before.split('\n').indexOf('        id: packages') + 1}:13: This text contains ": ", which YAML reads as a second "key:" on the same line. (at the YAML syntax)`)
    expect(read()).toBe(before)
    // The diagnostic is drawn on the line typed: the second line of the text.
    const marked = editor.locator('.cm-line').nth(1).locator('.cm-lintRange-error')
    await expect.poll(() => marked.count(), { timeout: 10_000 }).toBeGreaterThan(0)
    if (shots) {
      mkdirSync(shots, { recursive: true })
      await page.screenshot({ path: join(shots, 'panel-yaml-1280.png') })
    }
    const typed = await editorText(page, editor)
    expect(typed.split('\n')[1]).toBe('id: packages: bad')

    // Undo (in the dock beside the panel): the file is back to its very bytes.
    await button(page, 'Undo').click()
    await fileBecomes(read, { is: original }, page)
    expect(read()).toBe(before.replace('price: "₹27,999"', 'price: "₹24,999"'))
    // The refused request is the only error the console saw (the browser logs a 422 answer): the editor's code loaded cleanly.
    expect(problems.filter((problem) => !problem.includes('status of 422'))).toEqual([])
  })
})
