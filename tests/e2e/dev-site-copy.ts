import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, expect } from 'vitest'
import { resetPath, sharedDevVariables } from './shared-dev-server'

const projectDir = fileURLToPath(new URL('../..', import.meta.url))

/**
 * `npm start` on a copy of the real site.yaml in a folder of its own, for the tests that change the file from the
 * page: the copy, its original bytes, and the dev server. The server is the e2e worker's shared one
 * (tests/e2e/shared-dev-server.ts), its site.yaml and public/ put back to the project's bytes and its undo list
 * emptied before the file's tests, as a new `npm start` would have them (or site.yaml as `siteText` makes it). Uploads go to the copy's public/,
 * `publicDir`, never the project's own.
 */
export function devSiteCopy(
  name: string,
  options: {
    /** The site.yaml the file's tests start from, made from the project's: the copy holds it before the first test. */
    siteText?: (original: string) => string
  } = {},
): { folder: string; siteFile: string; publicDir: string; original: string; read: () => string; dev: { url: string } } {
  const variables = sharedDevVariables()
  const url = process.env[variables.url]
  const folder = process.env[variables.folder]
  if (!url || !folder) throw new Error(`${name}: no shared dev server; run the e2e tests with \`npm run test:e2e\` (its global setup starts one).`)
  const siteFile = join(folder, 'site.yaml')
  const copy = { folder, siteFile, publicDir: join(folder, 'public'), original: readFileSync(join(projectDir, 'site.yaml'), 'utf8'), read: () => readFileSync(siteFile, 'utf8'), dev: { url } }
  beforeAll(async () => {
    const answer = await fetch(url + resetPath, { method: 'POST', ...(options.siteText && { body: options.siteText(copy.original) }) })
    if (answer.status !== 204) throw new Error(`The shared dev server did not start ${name}'s tests afresh: ${answer.status} ${await answer.text()}`)
  })
  return copy
}

/** How long a change may take to reach site.yaml: CI's machine can be loaded (a load average of 9 on 2 cores). */
const fileWait = 30_000

/**
 * Waits until `read()` is no longer `before`, or with `{ is }` until it is exactly that text. When the wait runs out,
 * the failure quotes what `page` showed meanwhile: its alerts and statuses say whether the change was refused, is
 * still on its way, or was never asked for.
 */
export async function fileBecomes(read: () => string, want: { not: string } | { is: string }, page?: Page) {
  try {
    if ('is' in want) await expect.poll(read, { timeout: fileWait }).toBe(want.is)
    else await expect.poll(read, { timeout: fileWait }).not.toBe(want.not)
  } catch (error) {
    const texts = async (role: 'alert' | 'status') => (page ? await page.getByRole(role).allInnerTexts().catch(() => ['(the page did not answer)']) : [])
    const shown = `the page's alerts: ${JSON.stringify(await texts('alert'))}, its statuses: ${JSON.stringify(await texts('status'))}`
    throw new Error(`site.yaml did not ${'is' in want ? 'become the expected text' : 'change'} in ${fileWait / 1000} s; ${shown}`, { cause: error })
  }
}

/** Waits until the file is no longer `before` (as fileBecomes does), and gives its lines' change. */
export async function fileChange(read: () => string, before: string, page?: Page) {
  await fileBecomes(read, { not: before }, page)
  return changedLines(before, read())
}

/** The lines a change removed and added: the longest common subsequence of the two texts' lines kept out. */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n')
  const b = after.split('\n')
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) endA--, endB--
  const x = a.slice(start, endA)
  const y = b.slice(start, endB)
  const common = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0))
  for (let i = x.length - 1; i >= 0; i--) for (let j = y.length - 1; j >= 0; j--) common[i][j] = x[i] === y[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1])
  const removed: string[] = []
  const added: string[] = []
  let i = 0
  let j = 0
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) i++, j++
    else if (j < y.length && (i === x.length || common[i][j + 1] >= common[i + 1][j])) added.push(y[j++])
    else removed.push(x[i++])
  }
  return { removed, added }
}

/** Waits until the editing interface has no animation running (a toolbar fading in, a panel's group opening). */
export async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target
            return target instanceof Element && target.closest('#site-editor') !== null
          }).length,
      ),
    )
    .toBe(0)
}

/**
 * A refusal as the editor shows it (src/editing-interface/RefusalText.tsx) inside `scope` (the dock's alert, a field's error):
 * its plain words, and the check's message with its line, which its "Details" button opens (undefined without one).
 */
export async function refusalShown(scope: Locator): Promise<{ words: string; details: string | undefined }> {
  const refusal = scope.locator('.site-editor-refusal').first()
  await refusal.waitFor()
  const words = await refusal.evaluate((element) => {
    const copy = element.cloneNode(true) as Element
    copy.querySelectorAll('button, .site-editor-details').forEach((node) => node.remove())
    return (copy.textContent ?? '').trim()
  })
  const button = refusal.getByRole('button', { name: 'Details', exact: true })
  if ((await button.count()) === 0) return { words, details: undefined }
  expect(await button.getAttribute('aria-expanded')).toBe('false')
  await button.click()
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
  const details = refusal.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
  await details.waitFor()
  return { words, details: (await details.textContent()) ?? '' }
}

/**
 * A section's toolbar made ready for a mouse's click, as a person's pointer does: moved over it, which shows it (an
 * unseen toolbar takes no click; src/editing-interface/editor.css). Gives the toolbar back, its section the pointed one.
 */
export async function pointAt(toolbar: Locator): Promise<Locator> {
  const page = toolbar.page()
  const frame = toolbar.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " site-editor-frame ")][1]')
  await expect
    .poll(async () => {
      await toolbar.scrollIntoViewIfNeeded()
      const box = await toolbar.boundingBox()
      if (!box) return null
      // Two moves: a pointer already at the place sends no move.
      await page.mouse.move(box.x + box.width / 2 - 1, box.y + box.height / 2)
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      return frame.getAttribute('data-pointed')
    })
    .toBe('true')
  return toolbar
}

/**
 * Presses a button of a section's toolbar as a mouse does: the pointer moved onto the button (which shows its toolbar),
 * then a click right there, with no scrolling in between. A toolbar sticks under the site's header in a section taller
 * than the window, so scrolling it into view again (as a locator's click does) can leave the pointer over another
 * section, whose toolbar the pointer then shows instead.
 */
export async function pressOnToolbar(toolbar: Locator, name: string) {
  const page = toolbar.page()
  const button = toolbar.getByRole('button', { name, exact: true })
  const frame = toolbar.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " site-editor-frame ")][1]')
  let at = { x: 0, y: 0 }
  await expect
    .poll(async () => {
      await button.scrollIntoViewIfNeeded()
      const box = await button.boundingBox()
      if (!box) return false
      at = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      // Two moves: a pointer already at the place sends no move.
      await page.mouse.move(at.x - 1, at.y)
      await page.mouse.move(at.x, at.y)
      // Shown, and the button itself is what a click there reaches.
      return (await frame.getAttribute('data-pointed')) === 'true' && (await button.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), at))
    })
    .toBe(true)
  await page.mouse.click(at.x, at.y)
}

/**
 * Shows another page of the open site as its own links do (the router follows the address, no page load: a dev-server
 * load costs seconds), and waits until its title is the new page's. Its sections may still be on their way (the page's
 * data is fetched): wait for them as the test needs them.
 */
export async function followLinkTo(page: Page, path: string) {
  const title = await page.title()
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect.poll(() => page.title(), { message: `${path}: shown` }).not.toBe(title)
}
