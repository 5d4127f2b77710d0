import { describe, expect, test } from 'vitest'
import { applyToText } from '../../../src/site-changes/operations'
import { plainWords, problemRefusal } from '../../../src/site-changes/refusal-words'
import { loadSiteText } from '../../../src/site/load-site'
import { allMessages } from '../../../src/site/messages'
import { developerWordsIn } from '../../../src/site/schema-labels'
import { pageIndex, realData, realSite } from './real-site'
import { parse } from 'yaml'

// A refusal in the editor says what is wrong and what to do without the file's machinery; the check's own words,
// with the line, are its details.

describe('refusals in plain words', () => {
  test('every message of the check, as the editor shows it, has no developer words', () => {
    const found = allMessages.flatMap((entry) => {
      const words = plainWords([entry.message(entry.example), entry.hint?.(entry.example)].filter(Boolean).join(' '))
      return developerWordsIn(words).map((word) => `${entry.code}: ${word} in “${words}”`)
    })
    expect(found).toEqual([])
  })

  test('a line of the file and a section type are put in a person’s words', () => {
    expect(plainWords('The id "faq" is used by two sections on this page; give each its own. The first is on line 1571. (at /pricing → section 7 (faq) → id)')).toBe(
      'The id "faq" is used by two sections on this page; give each its own.',
    )
    expect(plainWords('Unknown section type "heroo". Did you mean "hero"? Section types: hero, cardGrid, pricingTable.')).toBe('Unknown section type "heroo". Did you mean "hero"? Section types: Banner, Card grid, Pricing table.')
    expect(plainWords('["pages",3] holds no single text, number or switch.')).toBe('This change cannot be made here. The details say why.')
  })

  test('a problem elsewhere than the changed value is named by its place; the details keep the line and the place', () => {
    const pricing = pageIndex('/pricing')
    const faq = realData.pages[pricing].sections.findIndex((section) => (section as { id?: string }).id === 'faq')
    const text = applyToText(realSite, { kind: 'set', path: ['pages', pricing, 'sections', faq - 1, 'id'], value: 'faq' }).text
    const [problem] = loadSiteText(text).errors
    const refusal = problemRefusal(problem, parse(text), ['pages', pricing, 'sections', faq - 1, 'id'])
    expect(refusal.message).toBe('Pricing › Questions and answers › Anchor name: The id "faq" is used by two sections on this page; give each its own.')
    expect(developerWordsIn(refusal.message)).toEqual([])
    expect(refusal.details).toMatch(/^site\.yaml:\d+:\d+: The id "faq" is used by two sections on this page; give each its own\. The first is on line \d+\. \(at \/pricing → section \d+ \(faq\) → id\)$/)
  })
})
