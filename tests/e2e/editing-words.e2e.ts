import type { Page } from 'playwright-core'
import { dockButton } from '../../tools/editing-server'
import { expect, test } from 'vitest'
import { desktop, fastAnimations, useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { developerWordsIn } from '../../src/site/schema-labels'
import { devSiteCopy, followLinkTo } from './dev-site-copy'
import { realSite } from './site-data'

// Every text the editing interface shows a person, read as they meet it: the dock, each section's frame and toolbar,
// each section's panel with every group and list opened and every "Add …" list dropped down, the Pages panel with
// each shared block's form, the "Add a section" and delete dialogs, a refusal. None may speak the file's language
// (camelCase keys, npm, "the check", site.yaml and its lines, pointers into the data): developerWordsIn says which.
// The Source tab, the section's own lines of the file, is for whoever edits the file too: it is not opened here.
const site = devSiteCopy('editing-words')
const newContext = useBrowser(30_000)

/**
 * The words of the editing interface now on screen, each run of text on its own (a label and its help are two): its
 * text, and the names and hints only a screen reader or a tooltip gives. What a field holds (its input's value) is the
 * site's own content, not the interface's words.
 */
function editorTexts(): string[] {
  const roots = [document.getElementById('site-editor'), ...Array.from(document.querySelectorAll('.site-editor-panel, [role="dialog"], [role="listbox"]'))].filter((root): root is HTMLElement => root !== null)
  const texts = new Set<string>()
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('.cm-editor, script, style') || !parent.checkVisibility()) continue
      const text = node.textContent?.trim()
      if (text) texts.add(text)
    }
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], [alt]'))) {
      if (element.closest('.cm-editor')) continue
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)
        if (value) texts.add(value)
      }
    }
  }
  return [...texts]
}

const interfaceWords = (page: Page) => page.evaluate(editorTexts)

const found = new Map<string, Set<string>>()
async function scan(page: Page, where: string) {
  for (const text of await interfaceWords(page)) {
    for (const word of developerWordsIn(text)) {
      if (!found.has(word)) found.set(word, new Set())
      found.get(word)!.add(`${where}: “${text.replace(/\s+/g, ' ').slice(0, 140)}”`)
    }
  }
}

/** Opens every closed group and list of the open panel, and drops down each "Add …" list, reading the words at each step. */
async function openEverything(page: Page, panel: string, where: string) {
  for (let round = 0; round < 200; round++) {
    // The next closed control on screen, marked so that it is opened once.
    // One of each kind: "Plan 2: Premium" is opened as "Plan 1: Standard" was, with the same words around it.
    const next = await page.evaluate(([selector, round]) => {
      // visibility too: a control in a closed group is hidden so.
      const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().height > 0
      const kindOf = (element: HTMLElement) => (element.getAttribute('aria-label') ?? element.innerText).replace(/:.*$/s, '').replace(/\d+/g, '#').trim()
      const closed = Array.from(document.querySelectorAll<HTMLElement>(`${selector} [aria-expanded="false"]:not([data-words-seen])`))
      const control = closed.find(visible)
      if (!control) return undefined
      const kind = kindOf(control)
      for (const same of closed) if (kindOf(same) === kind) same.setAttribute('data-words-seen', '')
      control.setAttribute('data-words-seen', String(round))
      control.scrollIntoView({ block: 'center' })
      return kind
    }, [panel, round] as const)
    if (next === undefined) break
    // Every control opens: one that can't be pressed (a list nested so deep that it had no width left) fails here.
    await page.locator(`[data-words-seen="${round}"]`).click({ timeout: 5_000 })
    await scan(page, `${where} (${next} opened)`)
    // A list of choices closes again, so that the next control can be reached (Escape elsewhere would close the panel).
    if (await page.locator('[role="listbox"]:visible').count()) await page.keyboard.press('Escape')
  }
}

test('no developer words in anything the editing interface shows', { timeout: 600_000 }, async () => {
  const page = await (await newContext(desktop)).newPage()
  // Words are read where each opening ends (a group unfolded, a panel slid in): reached ten times sooner.
  await fastAnimations(page)
  await openConnected(page, site.dev.url + '/pricing', 30_000)
  const editSwitch = page.getByRole('button', { name: 'Edit page', exact: true })
  await scan(page, 'the dock, editing off')
  await editSwitch.click()
  await expect.poll(() => editSwitch.getAttribute('aria-pressed')).toBe('true')
  let panels = 0
  // Every section type of the real site, on the first page that has it.
  const seenTypes = new Set<string>()
  // The pages are shown as the site's links show them (a dev-server page load each was a third of this test's time),
  // each read once its sections are drawn and have their toolbars (those of a tab but the first have none: it is closed).
  for (const { path } of realSite().pages.filter((one) => one.path !== '*')) {
    if (new URL(page.url()).pathname !== path) await followLinkTo(page, path)
    await expect
      .poll(() => page.evaluate(() => [document.querySelectorAll('#site-editor [role="toolbar"]').length, [...document.querySelectorAll('main [data-site-section]')].filter((section) => !/\.tabs\.[1-9]/.test(section.getAttribute('data-site-section') ?? '')).length]).then(([toolbars, sections]) => sections > 0 && toolbars === sections), { message: `${path}: toolbars` })
      .toBe(true)
    await scan(page, `${path}, toolbars and frames`)
    const toolbars = page.locator('#site-editor [role="toolbar"]')
    const count = await toolbars.count()
    for (let index = 0; index < count; index++) {
      const toolbar = toolbars.nth(index)
      const name = (await toolbar.getAttribute('aria-label')) ?? ''
      const type = await page.locator('[data-site-section]').nth(index).getAttribute('data-site-section-type')
      if (!type || seenTypes.has(type)) continue
      seenTypes.add(type)
      await toolbar.getByRole('button', { name: 'Edit section' }).evaluate((button) => (button as HTMLElement).click())
      const panel = page.locator('.site-editor-panel')
      await panel.waitFor()
      await scan(page, `${path}, ${name}`)
      await openEverything(page, '.site-editor-panel', `${path}, ${name}`)
      panels++
      await page.locator('.site-editor-panel-head').getByRole('button', { name: 'Close', exact: true }).evaluate((button) => (button as HTMLElement).click())
      await panel.waitFor({ state: 'detached' })
    }
  }
  expect(panels).toBeGreaterThanOrEqual(15)

  // The Pages panel, each shared block's form opened; the history.
  await page.getByRole('button', { name: 'Pages', exact: true }).click()
  await page.locator('.site-editor-panel').waitFor()
  await scan(page, 'the Pages panel')
  await openEverything(page, '.site-editor-panel', 'the Pages panel')
  // With a panel open the dock is a bar at its foot, the history under More.
  await (await dockButton(page, 'History')).click()
  await scan(page, 'the history')

  // A refusal, as the dock shows it (its details, the check's words with the line, stay closed: one click away).
  await openConnected(page, site.dev.url + '/pricing', 30_000)
  await page.locator('#site-editor [role="toolbar"]').first().waitFor()
  const heading = page.locator('main h2', { hasText: /^Our Packages$/ })
  await heading.click()
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Delete')
  await page.keyboard.press('Enter')
  const refusal = page.locator('#site-editor [role="alert"], .site-editor-text-refusal').first()
  await refusal.waitFor()
  await scan(page, 'a refusal')
  await page.keyboard.press('Escape')

  // The dialogs: Add a section, and Delete.
  const toolbar = page.locator('#site-editor [role="toolbar"]').first()
  await toolbar.getByRole('button', { name: 'Add section below' }).evaluate((button) => (button as HTMLElement).click())
  const adding = page.getByRole('dialog', { name: 'Add a section' })
  await adding.waitFor()
  await scan(page, 'Add a section')
  await page.keyboard.press('Escape')
  // Gone before the next opens: a dialog still fading out was once read as a second one (CI, load 4.5).
  await adding.waitFor({ state: 'hidden' })
  await toolbar.getByRole('button', { name: 'Delete' }).evaluate((button) => (button as HTMLElement).click())
  await page.getByRole('dialog', { name: /^Delete section 1 / }).waitFor()
  await scan(page, 'Delete')
  await page.keyboard.press('Escape')

  const report = [...found].map(([word, places]) => `${word}: ${[...places].slice(0, 3).join(' | ')}`)
  console.log(`developer words found: ${[...found.values()].reduce((sum, places) => sum + places.size, 0)} places, ${found.size} words`)
  expect(report).toEqual([])
  expect(site.read()).toBe(site.original)
})
