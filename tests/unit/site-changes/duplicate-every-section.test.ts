import { parse, parseDocument, type Node, type YAMLSeq } from 'yaml'
import { expect, test } from 'vitest'
import { applyToText } from '../../../src/site-changes/operations'
import { childSectionLists } from '../../../src/site/child-sections'
import type { DataPath } from '../../../src/site/problem'
import { expectDuplicated, type Data } from '../../duplicate-checks'
import { realData, realSite } from './real-site'

// "Duplicate" on every section of every page of the real site, those inside columns and tabs too: the change a
// section toolbar's button sends (src/editing-interface/Editor.tsx), made on the file's text as the dev server makes
// it, and its inverse, the change the server's Undo applies (src/site-changes/history.ts). That the copy passes the
// site's check is duplicate.test.ts's. The browser test presses the button on one section of each kind only
// (tests/e2e/editing-duplicate.e2e.ts): the way there and back (button, request, file, drawing).

/** Every section of the real site: its list, its index there, and its type and id (what a toolbar's press names). */
function everySection(): { list: DataPath; index: number; type: string; id?: string }[] {
  const found: { list: DataPath; index: number; type: string; id?: string }[] = []
  const walk = (sections: unknown, list: DataPath) =>
    (sections as Data[] | undefined)?.forEach((section, index) => {
      found.push({ list, index, type: String(section.type), id: section.id as string | undefined })
      // Every tab's sections, not only those of the first tab, the one a page shows with toolbars.
      childSectionLists(section, [...list, index]).forEach((child) => walk(child.sections, child.path))
    })
  realData.pages.forEach((page, index) => walk(page.sections, ['pages', index, 'sections']))
  return found
}

/**
 * Where each page is written in the real file, from the start of its `- path:` line to the next page's (pages: is
 * the file's last key). Reading only the page a change is in keeps the test quick: parsing the whole 90 kB file after
 * each change took most of its time.
 */
const pageStarts = (parseDocument(realSite).get('pages') as YAMLSeq<Node>).items.map((page) => realSite.lastIndexOf('\n', page.range![0]) + 1)
const pageEnds = [...pageStarts.slice(1), realSite.length]

/** The data of the file after a change to page `page`, checking first that the bytes around that page are the original's. */
function dataAfter(text: string, page: number, label: string): unknown {
  const [start, tail] = [pageStarts[page], realSite.length - pageEnds[page]]
  expect(text.slice(0, start), `${label}: before the page`).toBe(realSite.slice(0, start))
  expect(text.slice(text.length - tail), `${label}: after the page`).toBe(realSite.slice(realSite.length - tail))
  const [written] = parse(text.slice(start, text.length - tail)) as unknown[]
  return { ...realData, pages: realData.pages.with(page, written as (typeof realData.pages)[number]) }
}

test('Duplicate on every section of every page writes the copy with free ids, and Undo gives back the very bytes', () => {
  const sections = everySection()
  for (const { list, index, type, id } of sections) {
    const page = list[1] as number
    const label = `${realData.pages[page].path} ${JSON.stringify([...list.slice(2), index])} (${type})`
    const { text, inverse } = applyToText(realSite, { kind: 'duplicate', list, index, expect: { type, id } })
    expectDuplicated(realData, dataAfter(text, page, label), list, index, label)
    expect(applyToText(text, inverse).text, `${label}: undone`).toBe(realSite)
  }
  // Every section the site has, those in columns and in tabs included.
  expect(sections.length).toBeGreaterThan(60)
})
