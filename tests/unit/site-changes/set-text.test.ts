import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { EditHistory } from '../../../src/site-changes/history'
import { nodeFirstLine, nodeText, placedText } from '../../../src/site-changes/node-text'
import { applyToText, type Change } from '../../../src/site-changes/operations'
import { applyChange, fileChangedMessage, fileVersion } from '../../../src/site-changes/site-file'
import { describeChange } from '../../../src/site-changes/words'
import { EditError } from '../../../src/site-changes/yaml-edits'
import { loadSiteText } from '../../../src/site/load-site'
import { lineDiff } from './line-diff'
import { copyOfSite, lineOf, pageIndex, realLines, realSite } from './real-site'

// The YAML tab's change (src/site-changes/node-text.ts, the 'setText' change): a section's own lines of the real site.yaml,
// edited as text and put back in their place. Only the lines edited change; the inverse gives back the exact bytes.

const pricing = pageIndex('/pricing')
const contact = pageIndex('/contact')
const section = ['pages', pricing, 'sections', 1]
const priceLine = '            price: "₹24,999"'

/** The real file's lines of /pricing's section 2: from its "- type: pricingTable" to its last line (blank lines after it out). */
function pricingTableLines(source = realSite): string[] {
  const lines = source.split('\n')
  const first = lines.indexOf('      - type: pricingTable', lines.indexOf('  - path: /pricing'))
  let last = first + 1
  for (let at = first + 1; at < lines.length && (lines[at] === '' || lines[at].startsWith('        ')); at++) if (lines[at] !== '') last = at
  return lines.slice(first, last + 1)
}

/** Applies the change, checks that its inverse gives back the source byte for byte, and gives the new text. */
function applied(change: Change, source = realSite): string {
  const { text, inverse } = applyToText(source, change)
  expect(applyToText(text, inverse).text).toBe(source)
  return text
}

describe('the text of a section', () => {
  test('is its own lines of site.yaml, at column 0, without its "- ", and starts at the line of its "-"', () => {
    const lines = pricingTableLines()
    const text = nodeText(realSite, section)
    expect(text.split('\n')).toEqual(lines.map((line, index) => (index === 0 ? line.slice('      - '.length) : line.slice(8))))
    expect(text.startsWith('type: pricingTable\n')).toBe(true)
    expect(nodeFirstLine(realSite, section)).toBe(lineOf('      - type: pricingTable', lineOf('  - path: /pricing')))
  })

  test('takes its own comment lines above it, and a nested block keeps its flow lists as written', () => {
    const columns = nodeText(realSite, ['pages', contact, 'sections', 1])
    expect(columns.split('\n').slice(0, 3)).toEqual(['# Two columns: the message and quote forms in tabs, the contact details beside them.', 'type: columns', 'widths: wideFirst'])
    expect(columns).toContain('            - { type: form, heading: Send us a message, form: contact }')
    // A block under a key: its lines moved left by their indentation.
    const comparison = nodeText(realSite, [...section, 'comparison'])
    expect(comparison).toContain('\ncolumns: [Standard, Premium, Enterprise]\n')
  })

  test('placed back unchanged, it is the same bytes', () => {
    const text = nodeText(realSite, section)
    expect(placedText(realSite, section, text)).toBe(pricingTableLines().join('\n'))
    // Typed with its own indentation, or with blank lines around it: put in the same place all the same.
    expect(placedText(realSite, section, `\n\n${text.split('\n').map((line) => (line ? `    ${line}` : line)).join('\n')}\n\n`)).toBe(pricingTableLines().join('\n'))
  })
})

describe('setText', () => {
  test('a price changed in the text changes that one line; the words say what changed', () => {
    const text = nodeText(realSite, section).replace('price: "₹24,999"', 'price: "₹27,999"')
    const after = applied({ kind: 'setText', path: section, text })
    expect(lineDiff(realSite, after)).toEqual([`@@ ${lineOf(priceLine)}`, `-${priceLine}`, '+            price: "₹27,999"'])
    expect(loadSiteText(after).errors).toEqual([])
    const { inverse } = applyToText(realSite, { kind: 'setText', path: section, text })
    expect(describeChange({ kind: 'setText', path: section, text }, inverse, parse(realSite), parse(after)).words).toBe(
      'Pricing › Pricing table: edited as text (Standard › Price: ₹24,999 → ₹27,999)',
    )
  })

  test('new lines are indented to their place: a key and a comment added, a plan\'s lines edited', () => {
    const text = nodeText(realSite, section)
      .replace('plans:\n', '# Three plans, cheapest first.\nplans:\n')
      .replace('    priceNote: one-time payment\n    timeframe: 2-3 weeks', '    priceNote: one-time payment, in two parts\n    timeframe: 2-3 weeks')
    const after = applied({ kind: 'setText', path: section, text })
    const plans = lineOf('        plans:', lineOf('      - type: pricingTable', lineOf('  - path: /pricing')))
    const note = lineOf('            priceNote: one-time payment', plans)
    expect(lineDiff(realSite, after)).toEqual([`@@ ${plans}`, '+        # Three plans, cheapest first.', `@@ ${note}`, '-            priceNote: one-time payment', '+            priceNote: one-time payment, in two parts'])
    const { inverse } = applyToText(realSite, { kind: 'setText', path: section, text })
    expect(describeChange({ kind: 'setText', path: section, text }, inverse, parse(realSite), parse(after)).words).toBe(
      'Pricing › Pricing table: edited as text (Standard › Price note: one-time payment → one-time payment, in two parts)',
    )
  })

  test('the words name what was changed as it was, as a set does: a statistic by its old label', () => {
    const stats = ['pages', pageIndex('/services/sales-generating-seo'), 'sections', 2]
    const text = nodeText(realSite, stats).replace('label: Organic Traffic', 'label: Organic Visits')
    const after = applied({ kind: 'setText', path: stats, text })
    const { inverse } = applyToText(realSite, { kind: 'setText', path: stats, text })
    expect(describeChange({ kind: 'setText', path: stats, text }, inverse, parse(realSite), parse(after)).words).toBe(
      'Sales-Generating SEO Services › Numbers (section 3): edited as text (Organic Traffic › Label: Organic Traffic → Organic Visits)',
    )
  })

  test('a comment inside the section (and its own comment above it) stays where it is', () => {
    // A comment inside /pricing's section 2, beside and above its keys.
    const source = realSite.replace(priceLine, `            # Set by the sales team.\n${priceLine} # before tax`)
    const text = nodeText(source, section)
    expect(text).toContain('\n    # Set by the sales team.\n    price: "₹24,999" # before tax\n')
    const after = applied({ kind: 'setText', path: section, text: text.replace('₹24,999', '₹27,999') }, source)
    expect(lineDiff(source, after)).toEqual([`@@ ${lineOf(priceLine) + 1}`, `-${priceLine} # before tax`, '+            price: "₹27,999" # before tax'])
    // /contact's columns section has its own comment line above its "-": it stays, and its heading changes alone.
    const columns = ['pages', contact, 'sections', 1]
    const columnsText = nodeText(realSite, columns)
    const edited = applied({ kind: 'setText', path: columns, text: columnsText.replace('heading: Contact Information', 'heading: Where to Find Us') })
    const headingLine = '              heading: Contact Information'
    expect(lineDiff(realSite, edited)).toEqual([`@@ ${lineOf(headingLine)}`, `-${headingLine}`, '+              heading: Where to Find Us'])
    expect(edited).toContain('      # Two columns: the message and quote forms in tabs, the contact details beside them.\n      - type: columns\n')
  })

  test('a block under a key (the comparison table) is edited the same way', () => {
    const path = [...section, 'comparison']
    const text = nodeText(realSite, path).replace('heading: Compare Packages', 'heading: Compare the Packages')
    const after = applied({ kind: 'setText', path, text })
    const line = '          heading: Compare Packages'
    expect(lineDiff(realSite, after)).toEqual([`@@ ${lineOf(line)}`, `-${line}`, '+          heading: Compare the Packages'])
  })

  test('a text of comments only, or one that means something else in its place, is refused', () => {
    expect(() => applyToText(realSite, { kind: 'setText', path: section, text: '# nothing\n' })).toThrow(EditError)
    expect(() => applyToText(realSite, { kind: 'setText', path: ['pages', pricing, 'sections', 1, 'plans', 0, 'price'], text: '"₹1"' })).toThrow(EditError)
  })
})

describe('setText on the file', () => {
  test('a text that is not valid YAML is refused in plain words, with the loader\'s message as its details, and the file is unchanged', () => {
    const file = copyOfSite()
    const text = nodeText(realSite, section).replace('heading: ', 'heading: [unclosed ')
    const result = applyChange(file, { version: fileVersion(realSite), change: { kind: 'setText', path: section, text } })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.reason).toBe('invalid')
    const expected = loadSiteText(applyToText(realSite, { kind: 'setText', path: section, text }).text).errors[0]
    expect(expected.message).toBe('This [ … ] is not closed.')
    expect(result.message).toBe('This [ … ] is not closed. End it with "]" on the same line.')
    expect(result.details).toBe(`site.yaml:${expected.line}:${expected.column}: ${expected.message} (at ${expected.where})`)
    expect(expected.where).toBe('the YAML syntax')
    expect(readFileSync(file, 'utf8')).toBe(realSite)
  })

  test('a text the loader refuses (a key the section does not have) is refused in plain words named by its place, with the loader\'s message as its details, and the file is unchanged', () => {
    const file = copyOfSite()
    const text = nodeText(realSite, section).replace('id: packages\n', 'id: packages\ncolour: red\n')
    const result = applyChange(file, { version: fileVersion(realSite), change: { kind: 'setText', path: section, text } })
    expect(result).toMatchObject({ ok: false, reason: 'invalid' })
    if (result.ok) return
    expect(result.message).toBe('Pricing › Pricing table › colour: Unknown key "colour". Allowed here: type, id, hidden, eyebrow, heading, intro, plans, comparison.')
    expect(result.details).toBe(`site.yaml:${result.line}:9: Unknown key "colour". (at /pricing → section 2 (pricingTable) → colour)`)
    expect(result.line).toBe(lineOf('        id: packages', lineOf('  - path: /pricing')) + 1)
    expect(readFileSync(file, 'utf8')).toBe(realSite)
  })

  test('undo gives back the original bytes, redo the edited ones; a section saved meanwhile in another editor is a conflict', () => {
    const file = copyOfSite()
    const history = new EditHistory(file)
    const was = parse(realSite).pages[pricing].sections[1]
    const text = nodeText(realSite, section).replace('price: "₹24,999"', 'price: "₹27,999"')
    const result = history.apply(fileVersion(realSite), { kind: 'setText', path: section, text, was })
    expect(result.ok).toBe(true)
    const edited = readFileSync(file, 'utf8')
    expect(history.undo()?.ok).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(realSite)
    expect(history.redo()?.ok).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(edited)
    expect(history.undo()?.ok).toBe(true)
    // Saved in another editor: the section is no longer what the text was made from.
    const saved = realSite.replace(priceLine, '            price: "₹30,000"')
    writeFileSync(file, saved)
    expect(history.apply(fileVersion(realSite), { kind: 'setText', path: section, text, was })).toEqual({ ok: false, reason: 'conflict', message: fileChangedMessage })
    expect(readFileSync(file, 'utf8')).toBe(saved)
    expect(realLines.length).toBe(realSite.split('\n').length)
  })
})
