import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { applyToText } from '../../../src/site-changes/operations'
import { childSectionLists } from '../../../src/site/child-sections'
import { loadSiteText } from '../../../src/site/load-site'
import type { DataPath } from '../../../src/site/problem'
import { lineDiff } from './line-diff'
import { lineOf, pageIndex, realData, realSite } from './real-site'

// A duplicate gives the copy the values the check wants unique (a section's id, a field's name, a page's path):
// every section of the real site can be duplicated, and the undo gives back the file byte for byte.

/** Every list of sections of the real site (a page's, and each tab's and column's), with its length. */
function sectionLists(): { list: DataPath; length: number }[] {
  const lists: { list: DataPath; length: number }[] = []
  const walk = (sections: unknown, list: DataPath) => {
    if (!Array.isArray(sections)) return
    lists.push({ list, length: sections.length })
    sections.forEach((section, index) => childSectionLists(section, [...list, index]).forEach((child) => walk(child.sections, child.path)))
  }
  realData.pages.forEach((page, index) => walk(page.sections, ['pages', index, 'sections']))
  return lists
}

describe('duplicate', () => {
  test('every section of every page: the copy passes the check, and its undo gives back the file', { timeout: 180_000 }, () => {
    let count = 0
    for (const { list, length } of sectionLists()) {
      for (let index = 0; index < length; index++) {
        const { text, inverse } = applyToText(realSite, { kind: 'duplicate', list, index })
        expect(loadSiteText(text).errors.map((error) => `${JSON.stringify([...list, index])}: ${error.message}`)).toEqual([])
        expect(applyToText(text, inverse).text).toBe(realSite)
        count++
      }
    }
    expect(count).toBeGreaterThan(80)
  })

  test('the FAQ of /pricing: its copy is faq-2, written in place of the id', () => {
    const pricing = pageIndex('/pricing')
    const faq = realData.pages[pricing].sections.findIndex((section) => (section as { id?: string }).id === 'faq')
    const { text } = applyToText(realSite, { kind: 'duplicate', list: ['pages', pricing, 'sections'], index: faq })
    const copy = (parse(text) as typeof realData).pages[pricing].sections[faq + 1] as { type: string; id: string }
    expect(copy).toMatchObject({ type: 'faq', id: 'faq-2' })
    expect(lineDiff(realSite, text).filter((line) => line.startsWith('+') && line.includes('id:'))).toEqual(['+        id: faq-2'])
    // A copy of the copy counts on from the number, not faq-2-2.
    const again = applyToText(text, { kind: 'duplicate', list: ['pages', pricing, 'sections'], index: faq + 1 }).text
    expect(((parse(again) as typeof realData).pages[pricing].sections[faq + 2] as unknown as { id: string }).id).toBe('faq-3')
  })

  test('a form field gets a name no other field of its form has', () => {
    const forms = (realData as unknown as { forms: Record<string, { fields: { name: string }[] }> }).forms
    const [form, { fields }] = Object.entries(forms)[0]
    const email = fields.findIndex((field) => field.name === 'email')
    const { text, inverse } = applyToText(realSite, { kind: 'duplicate', list: ['forms', form, 'fields'], index: email })
    expect((parse(text) as { forms: typeof forms }).forms[form].fields[email + 1].name).toBe('email2')
    expect(loadSiteText(text).errors).toEqual([])
    expect(applyToText(text, inverse).text).toBe(realSite)
  })

  test('a page gets a path no other page has', () => {
    const about = pageIndex('/about')
    const { text, inverse } = applyToText(realSite, { kind: 'duplicate', list: ['pages'], index: about })
    const copy = (parse(text) as typeof realData).pages[about + 1]
    expect(copy.path).toBe('/about-2')
    expect(loadSiteText(text).errors.map((error) => error.message)).toEqual([])
    expect(applyToText(text, inverse).text).toBe(realSite)
    expect(lineOf('  - path: /about')).toBeGreaterThan(0)
  })
})
