import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { desktop, useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { expectDuplicated, type Data, type Place } from '../duplicate-checks'
import { devSiteCopy, pressOnToolbar } from './dev-site-copy'
import { allSectionsOf, realSite } from './site-data'

// A section toolbar's "Duplicate" works in the page: pressed on one section of each kind of the real site (each
// section type, at the top of a page, inside columns and inside a tab, on the first page that has it), it writes the
// copy just below it, the same but for the ids it is given so that no two sections of the page share one (faq →
// faq-2), the page draws it, and Undo gives back the file's very bytes. That this holds for every section of every
// page is tests/unit/site-changes/duplicate-every-section.test.ts's, on the same change without a browser: the
// browser pressing it on all ~90 of them took three minutes. One page, going from address to address as the site's
// own links do.
const site = devSiteCopy('editing-duplicate')
const { original, read } = site
const newContext = useBrowser(30_000)

const root = fileURLToPath(new URL('../..', import.meta.url))
/** What the editor calls a section type: its schema's label ("Pricing table"). */
const typeLabel = (type: string) => (JSON.parse(readFileSync(`${root}schema/sections/${type}.json`, 'utf8')) as { label: string }).label

const sectionsOf = (value: unknown) => ((value as { sections?: Data[] }).sections ?? []) as Data[]

interface Toolbar {
  /** Its name ("Section 2, column 1, section 1: Tabs"). */
  name: string
  /** The place of its section in the page's data ([1, 'columns', 0, 'sections', 0]). */
  place: Place
  type: string
  /** What holds its section. */
  within: 'page' | 'columns' | 'tab'
}

/**
 * The toolbars a page draws: every section, and those inside columns and inside the first tab of a tabs section
 * (the one shown).
 */
function toolbarsOf(sections: Data[], name = '', at: Place = [], within: Toolbar['within'] = 'page'): Toolbar[] {
  return sections.flatMap((section, index) => {
    const own = name ? `${name}, section ${index + 1}` : `Section ${index + 1}`
    const place = [...at, index]
    const type = String(section.type)
    const inner =
      type === 'columns'
        ? (section.columns as Data[]).flatMap((column, c) => toolbarsOf(sectionsOf(column), `${own}, column ${c + 1}`, [...place, 'columns', c, 'sections'], 'columns'))
        : type === 'tabs'
          ? toolbarsOf(sectionsOf((section.tabs as Data[])[0]), `${own}, tab 1`, [...place, 'tabs', 0, 'sections'], 'tab')
          : []
    return [{ name: `${own}: ${typeLabel(type)}`, place, type, within }, ...inner]
  })
}

/** Goes to `path` as the site's links do (the router follows the address), and waits until the page's toolbars are drawn. */
async function goTo(page: Page, path: string, names: string[]) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  const toolbars = page.locator('#site-editor').getByRole('toolbar')
  await expect.poll(() => toolbars.evaluateAll((all) => all.map((toolbar) => toolbar.getAttribute('aria-label'))), { timeout: 30_000 }).toEqual(names)
}

test('Duplicate on one section of each kind writes the copy with free ids, and Undo gives back the very bytes', { timeout: 600_000 }, async () => {
  const started = Date.now()
  expect(read()).toBe(original)
  const data = parse(original) as { pages: Data[] }
  const paths = realSite().pages.map((page) => page.path)
  expect(data.pages.map((page) => page.path)).toEqual(paths)

  // The sample: the first section of each type and place (page, columns, tab), on the first page that has one.
  const seen = new Set<string>()
  const sample = data.pages.map((pageData, pageIndex) => {
    const expected = toolbarsOf(sectionsOf(pageData))
    const chosen = expected.filter(({ type, within }) => {
      const kind = `${type} ${within}`
      if (seen.has(kind)) return false
      seen.add(kind)
      return true
    })
    return { pageIndex, path: paths[pageIndex], expected, chosen }
  })
  // At least one press per section type the site uses (those in every tab counted): none is left out.
  const types = new Set(paths.flatMap((path) => allSectionsOf(realSite(), path).map((section) => section.type)))
  expect(seen.size).toBeGreaterThanOrEqual(types.size)

  const page = await (await newContext(desktop)).newPage()
  await openConnected(page, site.dev.url + '/', 30_000)
  const editSwitch = page.getByRole('button', { name: 'Edit page', exact: true })
  await editSwitch.click()
  await expect.poll(() => editSwitch.getAttribute('aria-pressed')).toBe('true')
  const toolbars = page.locator('#site-editor').getByRole('toolbar')
  const undo = page.getByRole('button', { name: 'Undo', exact: true })

  let duplicated = 0
  // Where the time goes: the press until the file holds the copy, until the page draws it, the undo until the file is
  // the original, until the page is drawn again.
  const spent = { written: 0, drawn: 0, undone: 0, redrawn: 0 }
  let clock = Date.now()
  const lap = (phase: keyof typeof spent) => {
    spent[phase] += Date.now() - clock
    clock = Date.now()
  }
  const visited = sample.filter(({ chosen }) => chosen.length > 0)
  for (const { pageIndex, path, expected, chosen } of visited) {
    // The not-found page is the one any unknown address shows.
    await goTo(page, path === '*' ? '/no-such-page-here' : path, expected.map(({ name }) => name))

    for (const { name, place } of chosen) {
      const label = `${path} ${name}`
      // The toolbars of the sections inside it are copied with it.
      const inside = expected.filter((other) => other.name.startsWith(`${name.replace(/: [^:]*$/, '')}, `)).length

      clock = Date.now()
      await pressOnToolbar(page.locator('#site-editor').getByRole('toolbar', { name, exact: true }), 'Duplicate')
      await expect.poll(read, { message: `${label}: written` }).not.toBe(original)
      lap('written')
      expectDuplicated(data, parse(read()), ['pages', pageIndex, 'sections', ...place.slice(0, -1)], place.at(-1) as number, label)
      // The page shows it: one more toolbar, and one more for each section inside it.
      await expect.poll(() => toolbars.count(), { message: `${label}: drawn` }).toBe(expected.length + 1 + inside)
      lap('drawn')

      await undo.click()
      await expect.poll(read, { message: `${label}: undone` }).toBe(original)
      lap('undone')
      await expect.poll(() => toolbars.count(), { message: `${label}: drawn again` }).toBe(expected.length)
      lap('redrawn')
      duplicated++
    }
  }
  expect(duplicated).toBe(seen.size)
  expect(read()).toBe(original)
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`
  console.log(
    `duplicated and undid ${duplicated} sections, one of each kind, on ${visited.length} pages in ${seconds(Date.now() - started)} (press to written ${seconds(spent.written)}, ` +
      `to drawn ${seconds(spent.drawn)}, undo to written ${seconds(spent.undone)}, to drawn ${seconds(spent.redrawn)}); load average ${(await import('node:os')).loadavg().map((value) => value.toFixed(2)).join(' ')}`,
  )
})
