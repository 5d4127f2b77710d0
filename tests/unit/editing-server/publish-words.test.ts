import { execFileSync } from 'node:child_process'
import { describe, expect, test } from 'vitest'
import { byPage, commitMessage, publishWords, quotedNote, summaryLine, summaryLimit, updateWords } from '../../../server/publish-words'
import { undoWords } from '../../../server/undo'
import type { DiffLine } from '../../../src/site-changes/site-diff'

// A publish's commit message: a first line that sums up the changes page by page in under 72 characters, then every
// change in the words of `npm run diff`, then the person's note.
const lines = (...words: string[]): DiffLine[] => words.map((line) => ({ group: 'values', words: line }))

describe('the first line', () => {
  test('one change: its page, then its place within the page (the section left out) with what it was and is', () => {
    expect(summaryLine(byPage(lines('Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999')))).toBe('Pricing: Standard price ₹24,999 → ₹27,999')
    expect(summaryLine(byPage(lines('About: moved Card grid (section 3) above Text and picture')))).toBe('About: moved Card grid (section 3) above Text and picture')
    expect(summaryLine(byPage(lines('Clients › Logo wall: hidden')))).toBe('Clients: Logo wall hidden')
    expect(summaryLine(byPage(lines('added the page /careers')))).toBe('added the page /careers')
  })

  test('several changes on a page are counted; pages are joined by "; "', () => {
    const groups = byPage(lines('Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999', 'FAQ › Questions: added How long?', 'FAQ › Questions › How long? › Answer: added'))
    expect(groups).toEqual([
      { page: 'Pricing', lines: ['Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999'] },
      { page: 'FAQ', lines: ['FAQ › Questions: added How long?', 'FAQ › Questions › How long? › Answer: added'] },
    ])
    expect(summaryLine(groups)).toBe('Pricing: Standard price ₹24,999 → ₹27,999; FAQ: 2 changes')
  })

  test('too long: the pages that fit, then "and N more"; under 72 characters always', () => {
    const many = byPage(lines(...['Pricing', 'About', 'Contact', 'Services', 'Portfolio', 'Clients'].map((page) => `${page} › Hero › Heading: Old words here → New words here`)))
    const line = summaryLine(many)
    expect(line).toBe('Pricing: Heading Old words here → New words here and 5 more')
    expect(line.length).toBeLessThan(summaryLimit)
    const long = summaryLine(byPage(lines(`Home › Hero › Heading: ${'a'.repeat(80)} → ${'b'.repeat(80)}`)))
    expect(long).toBe('Home: 1 change')
    expect(long.length).toBeLessThan(summaryLimit)
  })
})

test('the message: the first line, every change, the note, and a co-author', () => {
  const groups = byPage(lines('Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999', 'Footer › Text: two\nlines → one'))
  expect(commitMessage(groups, '  For December.  ', ['Co-authored-by: Asha Patel <asha@example.com>'])).toBe(
    'Pricing: Standard price ₹24,999 → ₹27,999; Footer: Text two lines → one\n\n' +
      '- Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999\n- Footer › Text: two lines → one\n\n' +
      '  For December.\n\nCo-authored-by: Asha Patel <asha@example.com>\n',
  )
  expect(commitMessage(groups)).not.toContain('\n\n\n')
})

test('a note can never make a trailer: git reads none from it, whatever its lines say', () => {
  const groups = byPage(lines('Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999'))
  const trailersOf = (message: string) => execFileSync('git', ['interpret-trailers', '--parse'], { input: message, encoding: 'utf8' })
  for (const note of ['Co-authored-by: Someone <x@y.example>', 'For December.\n\nCo-authored-by: Someone <x@y.example>\nSigned-off-by: Someone <x@y.example>', 'One\r\nCo-authored-by: Someone <x@y.example>']) {
    expect(trailersOf(commitMessage(groups, note)), JSON.stringify(note)).toBe('')
    expect(trailersOf(commitMessage(groups, note, ['Co-authored-by: Asha Patel <asha@example.com>'])), JSON.stringify(note)).toBe('Co-authored-by: Asha Patel <asha@example.com>\n')
  }
  expect(quotedNote('Line one\r\n\r\nLine\u0007 two\u001b[31m  ')).toBe('  Line one\n\n  Line two[31m')
})

test('an undo’s message: its own first line, every change, then the commit it undoes', () => {
  const groups = byPage(lines('Pricing › Pricing table › Standard › Price: ₹27,999 → ₹24,999'))
  expect(commitMessage(groups, '', ['This undoes 0123abc.'], 'Undo: Pricing: Standard price ₹24,999 → ₹27,999')).toBe(
    'Undo: Pricing: Standard price ₹24,999 → ₹27,999\n\n- Pricing › Pricing table › Standard › Price: ₹27,999 → ₹24,999\n\nThis undoes 0123abc.\n',
  )
})

test('a conflict is on a place, several on places: a publish’s, an update’s and an undo’s words', () => {
  expect([publishWords.conflicts(1), publishWords.conflicts(3)]).toEqual([
    'One of your changes is on a place someone else has changed since your draft began. Nothing was published: choose for each what to keep.',
    '3 of your changes are on places someone else has changed since your draft began. Nothing was published: choose for each what to keep.',
  ])
  expect(updateWords.conflicts(1)).toBe('One of your changes is on a place someone else has changed since your draft began. Nothing was changed yet: choose for each what to keep.')
  expect(undoWords.conflicts(2)).toBe('2 of the changes to undo are on places someone has changed since that publish. Nothing was undone: choose for each what to keep.')
})
