import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { desktop, useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { devSiteCopy, pressOnToolbar } from './dev-site-copy'
import { realSite } from './site-data'

// Every toolbar button works on every section: "Duplicate" pressed on each section of each page of the real site
// (those inside columns and tabs too, each from its own toolbar) writes the copy just below it, the same but for the
// ids it is given so that no two sections of the page share one (faq → faq-2), and Undo gives back the file's very
// bytes. One page, going from address to address as the site's own links do.
const site = devSiteCopy('editing-duplicate')
const { original, read } = site
const newContext = useBrowser(30_000)

const root = fileURLToPath(new URL('../..', import.meta.url))
/** What the editor calls a section type: its schema's label ("Pricing table"). */
const typeLabel = (type: string) => (JSON.parse(readFileSync(`${root}schema/sections/${type}.json`, 'utf8')) as { label: string }).label

type Data = Record<string, unknown>
const sectionsOf = (value: unknown) => ((value as { sections?: Data[] }).sections ?? []) as Data[]

/**
 * The toolbars a page draws, by name ("Section 2, column 1, section 1: Tabs"), with the place of their section in
 * the page's data ([1, 'columns', 0, 'sections', 0]): every section, and those inside columns and inside the first
 * tab of a tabs section (the one shown).
 */
function toolbarsOf(sections: Data[], name = '', at: (string | number)[] = []): { name: string; place: (string | number)[] }[] {
  return sections.flatMap((section, index) => {
    const own = name ? `${name}, section ${index + 1}` : `Section ${index + 1}`
    const place = [...at, index]
    const inner =
      section.type === 'columns'
        ? (section.columns as Data[]).flatMap((column, c) => toolbarsOf(sectionsOf(column), `${own}, column ${c + 1}`, [...place, 'columns', c, 'sections']))
        : section.type === 'tabs'
          ? toolbarsOf(sectionsOf((section.tabs as Data[])[0]), `${own}, tab 1`, [...place, 'tabs', 0, 'sections'])
          : []
    return [{ name: `${own}: ${typeLabel(String(section.type))}`, place }, ...inner]
  })
}

const valueAt = (data: unknown, path: (string | number)[]) => path.reduce<unknown>((value, step) => (value as Record<string | number, unknown>)[step], data)

/** The ids of a section and of the sections inside it, each by its path within the section. */
function idsOf(value: unknown, at: (string | number)[] = [], out: { path: string; id: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item, index) => idsOf(item, [...at, index], out))
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'id' && typeof inner === 'string') out.push({ path: at.join('.'), id: inner })
      else idsOf(inner, [...at, key], out)
    }
  }
  return out
}

/** A section without its ids (and those of the sections inside it). */
const withoutIds = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(withoutIds) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([key, inner]) => !(key === 'id' && typeof inner === 'string')).map(([key, inner]) => [key, withoutIds(inner)])) : value

/** Goes to `path` as the site's links do (the router follows the address), and waits until the page's toolbars are drawn. */
async function goTo(page: Page, path: string, names: string[]) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  const toolbars = page.locator('#site-editor').getByRole('toolbar')
  await expect.poll(() => toolbars.evaluateAll((all) => all.map((toolbar) => toolbar.getAttribute('aria-label'))), { timeout: 30_000 }).toEqual(names)
}

test('Duplicate on every section of every page writes the copy with free ids, and Undo gives back the very bytes', { timeout: 1_800_000 }, async () => {
  const started = Date.now()
  expect(read()).toBe(original)
  const data = parse(original) as { pages: Data[] }
  const paths = realSite().pages.map((page) => page.path)
  expect(data.pages.map((page) => page.path)).toEqual(paths)

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
  for (const [pageIndex, path] of paths.entries()) {
    const sections = sectionsOf(data.pages[pageIndex])
    const expected = toolbarsOf(sections)
    // The not-found page is the one any unknown address shows.
    await goTo(page, path === '*' ? '/no-such-page-here' : path, expected.map(({ name }) => name))

    for (const { name, place } of expected) {
      const list = ['pages', pageIndex, 'sections', ...place.slice(0, -1)]
      const index = place.at(-1) as number
      const item = valueAt(data, [...list, index])
      // The toolbars of the sections inside it are copied with it.
      const inside = expected.filter((other) => other.name.startsWith(`${name.replace(/: [^:]*$/, '')}, `)).length

      clock = Date.now()
      await pressOnToolbar(page.locator('#site-editor').getByRole('toolbar', { name, exact: true }), 'Duplicate')
      await expect.poll(read, { message: `${path} ${name}: written` }).not.toBe(original)
      lap('written')
      const after = parse(read()) as Data
      const copies = valueAt(after, list) as unknown[]
      expect(copies, `${path} ${name}`).toHaveLength((valueAt(data, list) as unknown[]).length + 1)
      // The original where it was, the copy just after it: the same but for its ids, each made free ("faq" → "faq-2").
      expect(copies[index], `${path} ${name}`).toEqual(item)
      const copy = copies[index + 1]
      expect(withoutIds(copy), `${path} ${name}`).toEqual(withoutIds(item))
      const ids = idsOf(item)
      expect(idsOf(copy).map(({ path: at }) => at), `${path} ${name}`).toEqual(ids.map(({ path: at }) => at))
      for (const [at, { id }] of idsOf(copy).entries()) expect(id, `${path} ${name}: id ${ids[at].id}`).toMatch(new RegExp(`^${ids[at].id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+$`))
      // Nothing else changed: without the copy, the data is the original's.
      copies.splice(index + 1, 1)
      expect(after, `${path} ${name}`).toEqual(data)
      // The page shows it: one more toolbar, and one more for each section inside it.
      await expect.poll(() => toolbars.count(), { message: `${path} ${name}: drawn` }).toBe(expected.length + 1 + inside)
      lap('drawn')

      await undo.click()
      await expect.poll(read, { message: `${path} ${name}: undone` }).toBe(original)
      lap('undone')
      await expect.poll(() => toolbars.count(), { message: `${path} ${name}: drawn again` }).toBe(expected.length)
      lap('redrawn')
      duplicated++
    }
  }
  // Every section the site has, those in columns and in a first tab included.
  expect(duplicated).toBeGreaterThan(60)
  expect(read()).toBe(original)
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`
  console.log(
    `duplicated and undid ${duplicated} sections on ${paths.length} pages in ${seconds(Date.now() - started)} (press to written ${seconds(spent.written)}, ` +
      `to drawn ${seconds(spent.drawn)}, undo to written ${seconds(spent.undone)}, to drawn ${seconds(spent.redrawn)}); load average ${(await import('node:os')).loadavg().map((value) => value.toFixed(2)).join(' ')}`,
  )
})
