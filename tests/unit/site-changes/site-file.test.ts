import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { describe, expect, test } from 'vitest'
import { EditHistory } from '../../../src/site-changes/history'
import { applyToText } from '../../../src/site-changes/operations'
import { applyChange, fileChangedMessage, fileVersion, itemMovedMessage, readSiteFile } from '../../../src/site-changes/site-file'
import { loadSiteText } from '../../../src/site/load-site'
import { lineDiff } from './line-diff'
import { copyOfSite, lineOf, pageIndex, realSite } from './real-site'

// Changes to the file on disk: checked by the loader before they are written, written atomically with the file's
// mode and line ends, never over a save made in another editor.

const pricing = pageIndex('/pricing')
const about = pageIndex('/about')
const pricePath = ['pages', pricing, 'sections', 1, 'plans', 0, 'price']
const priceLine = '            price: "₹24,999"'

describe('applyChange', () => {
  test('writes the change, keeps the mode, leaves no temporary file, and says what it did', () => {
    const file = copyOfSite(realSite, 0o640)
    const { version } = readSiteFile(file)
    expect(version).toBe(fileVersion(Buffer.from(realSite)))
    const result = applyChange(file, { version, change: { kind: 'set', path: pricePath, value: '₹27,999' } })
    expect(result).toMatchObject({ ok: true, reapplied: false })
    if (!result.ok) return
    const written = readFileSync(file, 'utf8')
    expect(result.text).toBe(written)
    expect(result.version).toBe(fileVersion(readFileSync(file)))
    expect(lineDiff(realSite, written)).toEqual([`@@ ${lineOf(priceLine)}`, `-${priceLine}`, '+            price: "₹27,999"'])
    expect(statSync(file).mode & 0o777).toBe(0o640)
    expect(readdirSync(dirname(file))).toEqual(['site.yaml'])
    expect(result.entry.words).toBe('Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999')
  })

  test('a CRLF file stays CRLF: a set changes one line, a move only the lines of the move', () => {
    const crlf = realSite.replace(/\n/g, '\r\n')
    const file = copyOfSite(crlf)
    const set = applyChange(file, { version: fileVersion(crlf), change: { kind: 'set', path: pricePath, value: '₹27,999' } })
    expect(set).toMatchObject({ ok: true })
    const afterSet = readFileSync(file, 'utf8')
    expect(afterSet.replace(/\r\n/g, '')).not.toContain('\n')
    expect(lineDiff(crlf, afterSet)).toEqual([`@@ ${lineOf(priceLine)}`, `-${priceLine}\r`, '+            price: "₹27,999"\r'])
    const move = { kind: 'move' as const, list: ['pages', about, 'sections'], from: 3, to: 2 }
    expect(applyChange(file, { version: set.ok ? set.version : '', change: move })).toMatchObject({ ok: true })
    const expected = applyToText(applyToText(realSite, { kind: 'set', path: pricePath, value: '₹27,999' }).text, move).text
    expect(readFileSync(file, 'utf8')).toBe(expected.replace(/\n/g, '\r\n'))
  })

  test('a change that makes the file invalid is refused in plain words, with the loader\'s message, line and place as its details, and the file is untouched', () => {
    const file = copyOfSite()
    const change = { kind: 'set' as const, path: ['pages', about, 'sections', 3, 'columns'], value: 'three' }
    const expected = loadSiteText(applyToText(realSite, change).text).errors[0]
    expect(expected.where).toBe('/about → section 4 (cardGrid) → columns')
    const result = applyChange(file, { version: fileVersion(realSite), change })
    // The refusal is shown under the field that was changed, so its words need not say where it is.
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      message: '"columns" must be a whole number, but it is the text "three".',
      details: `site.yaml:${expected.line}:${expected.column}: ${expected.message} (at ${expected.where})`,
      where: expected.where,
      line: expected.line,
      column: expected.column,
    })
    expect(expected.message).toBe('"columns" must be a whole number, but it is the text "three".')
    expect(readFileSync(file, 'utf8')).toBe(realSite)
  })

  test('removing the home page is refused by the loader (a link leads nowhere), and the file is untouched', () => {
    const file = copyOfSite()
    const result = applyChange(file, { version: fileVersion(realSite), change: { kind: 'remove', list: ['pages'], index: 0 } })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.reason).toBe('invalid')
    const [problem] = loadSiteText(applyToText(realSite, { kind: 'remove', list: ['pages'], index: 0 }).text).errors
    expect(problem.message).toBe('The link "/" goes to no page of this site.')
    // In plain words, named by its place (the navigation bar's Home link, not the page that was removed), with the check's hint.
    expect(result.message).toBe('Navigation bar › Home › Goes to: The link "/" goes to no page of this site. Closest pages: /about, /terms, /clients.')
    expect(result.details).toBe(`site.yaml:${problem.line}:${problem.column}: ${problem.message} (at navigation → links, entry 1 → to)`)
    expect(result.where).toBe('navigation → links, entry 1 → to')
    expect(readFileSync(file, 'utf8')).toBe(realSite)
  })

  test('a change that cannot be made is refused in words, and the file is untouched', () => {
    const file = copyOfSite()
    const result = applyChange(file, { version: fileVersion(realSite), change: { kind: 'remove', list: ['pages', pricing, 'sections', 2, 'paragraphs'], index: 0 } })
    expect(result).toMatchObject({ ok: false, reason: 'impossible', message: expect.stringMatching(/only item of its list/) })
    expect(readFileSync(file, 'utf8')).toBe(realSite)
  })
})

describe('a save from another editor between the page\'s read and its change', () => {
  const outsideEdit = (file: string, from: string, to: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(from, to))

  test('is kept, and the change is re-applied when its target is the same', () => {
    const file = copyOfSite()
    const { version } = readSiteFile(file) // the page reads the file
    outsideEdit(file, 'quickLinksHeading: Quick Links', 'quickLinksHeading: Useful Links') // someone saves in their editor
    const saved = readFileSync(file, 'utf8')
    const result = applyChange(file, { version, change: { kind: 'set', path: pricePath, value: '₹27,999', was: '₹24,999' } })
    expect(result).toMatchObject({ ok: true, reapplied: true })
    const written = readFileSync(file, 'utf8')
    expect(lineDiff(saved, written)).toEqual([`@@ ${lineOf(priceLine)}`, `-${priceLine}`, '+            price: "₹27,999"'])
    expect(written).toContain('quickLinksHeading: Useful Links')
  })

  test('is kept, and the change refused, when the value it was made on has changed', () => {
    const file = copyOfSite()
    const { version } = readSiteFile(file)
    outsideEdit(file, priceLine, '            price: "₹30,000"')
    const saved = readFileSync(file)
    const result = applyChange(file, { version, change: { kind: 'set', path: pricePath, value: '₹27,999', was: '₹24,999' } })
    expect(result).toEqual({ ok: false, reason: 'conflict', message: fileChangedMessage })
    expect(fileChangedMessage).toMatch(/changed elsewhere since this page read it/)
    expect(readFileSync(file).equals(saved)).toBe(true)
  })

  test('a move is refused when the list it moves in is shorter now', () => {
    const file = copyOfSite()
    const { version } = readSiteFile(file)
    const { text } = applyToText(realSite, { kind: 'remove', list: ['pages', about, 'sections'], index: 6 })
    writeFileSync(file, text)
    const sections = loadSiteText(realSite).site!.pages[about].sections.length
    const result = applyChange(file, { version, change: { kind: 'move', list: ['pages', about, 'sections'], from: sections - 1, to: 0 } })
    expect(result).toEqual({ ok: false, reason: 'conflict', message: fileChangedMessage })
    expect(readFileSync(file, 'utf8')).toBe(text)
  })
})

describe('a save from another editor, for a change of an item', () => {
  const faq = ['pages', pricing, 'sections', 5, 'items']
  const question = (text: string) => (loadSiteText(text).site!.pages[pricing].sections[5] as { items: { question: string; answer: string }[] }).items
  const remove = () => ({ kind: 'remove' as const, list: faq, index: 1, was: question(realSite)[1] })

  test('re-applies the removal when the item is still at its place', () => {
    const file = copyOfSite()
    const { version } = readSiteFile(file)
    writeFileSync(file, realSite.replace('quickLinksHeading: Quick Links', 'quickLinksHeading: Useful Links'))
    expect(applyChange(file, { version, change: remove() })).toMatchObject({ ok: true, reapplied: true })
    const written = readFileSync(file, 'utf8')
    expect(question(written).map((item) => item.question)).toEqual(question(realSite).filter((_, index) => index !== 1).map((item) => item.question))
    expect(written).toContain('quickLinksHeading: Useful Links')
  })

  test('refuses it when another item is at its place now, and leaves the save alone', () => {
    const file = copyOfSite()
    const { version } = readSiteFile(file)
    const saved = applyToText(realSite, { kind: 'insert', list: faq, index: 0, value: { question: 'Do you sign an NDA?', answer: 'Yes, on request.' } }).text
    writeFileSync(file, saved)
    expect(applyChange(file, { version, change: remove() })).toEqual({ ok: false, reason: 'conflict', message: fileChangedMessage })
    expect(readFileSync(file, 'utf8')).toBe(saved)
  })
})

describe('undo and redo', () => {
  test('walk the history through the same checks, back to the original bytes', () => {
    const file = copyOfSite()
    const history = new EditHistory(file)
    const first = history.apply(fileVersion(realSite), { kind: 'set', path: pricePath, value: '₹27,999' })
    expect(first.ok).toBe(true)
    const second = history.apply(first.ok ? first.version : '', { kind: 'move', list: ['pages', about, 'sections'], from: 3, to: 2 })
    expect(second.ok).toBe(true)
    const afterBoth = readFileSync(file, 'utf8')
    expect(history.entries.map((entry) => entry.words)).toEqual([
      'Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999',
      'About: moved Card grid (section 4) above Card grid (section 3)',
    ])
    expect(history.undo()?.ok).toBe(true)
    expect(history.undo()?.ok).toBe(true)
    expect(history.undo()).toBeUndefined()
    expect(readFileSync(file, 'utf8')).toBe(realSite)
    expect(history.redo()?.ok).toBe(true)
    expect(history.redo()?.ok).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(afterBoth)
    expect(history.canRedo).toBe(false)
  })

  test('a change that expects a section (its type and id) at its place does nothing when another is there', () => {
    const file = copyOfSite()
    const list = ['pages', pricing, 'sections']
    const moved = applyChange(file, { version: fileVersion(realSite), change: { kind: 'move', list, from: 1, to: 0, expect: { type: 'pricingTable', id: 'packages' } } })
    expect(moved.ok).toBe(true)
    // Pressed again on the same place before the page showed the move: the hero is there now.
    const again = applyChange(file, { version: moved.ok ? moved.version : '', change: { kind: 'move', list, from: 1, to: 0, expect: { type: 'pricingTable', id: 'packages' } } })
    expect(again).toMatchObject({ ok: false, reason: 'conflict', message: itemMovedMessage })
    expect(readFileSync(file, 'utf8')).toBe(moved.ok ? moved.text : '')
  })

  test('a change that changes nothing (a value set to what it is) is no step of the history', () => {
    const file = copyOfSite()
    const history = new EditHistory(file)
    const first = history.apply(fileVersion(realSite), { kind: 'set', path: pricePath, value: '₹27,999' })
    expect(first.ok).toBe(true)
    const again = history.apply(first.ok ? first.version : '', { kind: 'set', path: pricePath, value: '₹27,999' })
    expect(again.ok).toBe(true)
    expect(history.entries).toHaveLength(1)
    expect(history.undo()?.ok).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(realSite)
  })

  test('an undo after an outside save keeps the save when the undo still fits, and is refused when it does not', () => {
    const file = copyOfSite()
    const history = new EditHistory(file)
    expect(history.apply(fileVersion(realSite), { kind: 'set', path: pricePath, value: '₹27,999' }).ok).toBe(true)
    writeFileSync(file, readFileSync(file, 'utf8').replace('quickLinksHeading: Quick Links', 'quickLinksHeading: Useful Links'))
    expect(history.undo()?.ok).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(realSite.replace('quickLinksHeading: Quick Links', 'quickLinksHeading: Useful Links'))
    // Redo after the price was changed in the editor: the value it was made on is gone.
    writeFileSync(file, readFileSync(file, 'utf8').replace(priceLine, '            price: "₹30,000"'))
    const saved = readFileSync(file, 'utf8')
    expect(history.redo()).toEqual({ ok: false, reason: 'conflict', message: fileChangedMessage })
    expect(readFileSync(file, 'utf8')).toBe(saved)
  })
})
