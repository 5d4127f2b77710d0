import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { addPage } from '../../../src/site-changes/add-page'
import { applyToText, type Change } from '../../../src/site-changes/operations'
import { describeChange, trail } from '../../../src/site-changes/words'
import { EditError } from '../../../src/site-changes/yaml-edits'
import { loadSiteText } from '../../../src/site/load-site'
import { lineDiff } from './line-diff'
import { lineOf, pageIndex, realData, realLines, realSite } from './real-site'

// Each change to the real site.yaml changes exactly the lines of that change, and its inverse gives back the file.

const pricing = pageIndex('/pricing')
const about = pageIndex('/about')
const contact = pageIndex('/contact')
const terms = pageIndex('/terms')

/** Applies the change, checks that its inverse gives back the real file byte for byte, and returns the diff. */
function diffOf(change: Change, source = realSite): { diff: string[]; text: string; inverse: Change } {
  const { text, inverse } = applyToText(source, change)
  expect(applyToText(text, inverse).text).toBe(source)
  return { diff: lineDiff(source, text), text, inverse }
}

describe('set', () => {
  test('a quoted price keeps its double quotes', () => {
    const { diff, text } = diffOf({ kind: 'set', path: ['pages', pricing, 'sections', 1, 'plans', 0, 'price'], value: '₹27,999' })
    expect(diff).toEqual([`@@ ${lineOf('            price: "₹24,999"')}`, '-            price: "₹24,999"', '+            price: "₹27,999"'])
    expect(loadSiteText(text).errors).toEqual([])
  })

  test('a plain text stays plain, and switches to double quotes only when plain cannot hold it', () => {
    const path = ['pages', pricing, 'sections', 1, 'plans', 0, 'timeframe']
    const at = lineOf('            timeframe: 2-3 weeks')
    expect(diffOf({ kind: 'set', path, value: '3-4 weeks' }).diff).toEqual([`@@ ${at}`, '-            timeframe: 2-3 weeks', '+            timeframe: 3-4 weeks'])
    expect(diffOf({ kind: 'set', path, value: 'about: a month' }).diff).toEqual([`@@ ${at}`, '-            timeframe: 2-3 weeks', '+            timeframe: "about: a month"'])
    expect(diffOf({ kind: 'set', path, value: '{brand} decides' }).diff).toEqual([`@@ ${at}`, '-            timeframe: 2-3 weeks', '+            timeframe: "{brand} decides"'])
    expect(diffOf({ kind: 'set', path, value: 'a week # or two' }).diff).toEqual([`@@ ${at}`, '-            timeframe: 2-3 weeks', '+            timeframe: "a week # or two"'])
  })

  test('an emptied text is written "", and the words written in it next are plain again (its quotes were forced, not chosen)', () => {
    const source = 'logos:\n  - { src: /a.svg, alt: Shree Foods }\n  - { src: /b.svg, alt: "Nova: Realty" }\n'
    const emptied = applyToText(source, { kind: 'set', path: ['logos', 0, 'alt'], value: '' }).text
    expect(emptied).toBe('logos:\n  - { src: /a.svg, alt: "" }\n  - { src: /b.svg, alt: "Nova: Realty" }\n')
    expect(applyToText(emptied, { kind: 'set', path: ['logos', 0, 'alt'], value: 'Mehta Dental' }).text).toBe('logos:\n  - { src: /a.svg, alt: Mehta Dental }\n  - { src: /b.svg, alt: "Nova: Realty" }\n')
    // A text its author quoted stays quoted.
    expect(applyToText(source, { kind: 'set', path: ['logos', 1, 'alt'], value: 'Nova Realty' }).text).toBe('logos:\n  - { src: /a.svg, alt: Shree Foods }\n  - { src: /b.svg, alt: "Nova Realty" }\n')
  })

  test('a text in a flow list, a number and a switch', () => {
    const valuesLine = '              values: [false, Up to 20 products, Full]'
    expect(diffOf({ kind: 'set', path: ['pages', pricing, 'sections', 1, 'comparison', 'rows', 7, 'values', 1], value: 'Up to 50, with a cart' }).diff).toEqual([
      `@@ ${lineOf(valuesLine)}`,
      `-${valuesLine}`,
      '+              values: [false, "Up to 50, with a cart", Full]',
    ])
    const columns = lineOf('        columns: 3', lineOf('        id: capabilities'))
    expect(diffOf({ kind: 'set', path: ['pages', about, 'sections', 3, 'columns'], value: 2 }).diff).toEqual([`@@ ${columns}`, '-        columns: 3', '+        columns: 2'])
    const popular = lineOf('            popular: true')
    expect(diffOf({ kind: 'set', path: ['pages', pricing, 'sections', 1, 'plans', 1, 'popular'], value: false }).diff).toEqual([`@@ ${popular}`, '-            popular: true', '+            popular: false'])
  })

  test('a block text keeps its "|" and its indentation', () => {
    const path = ['pages', terms, 'sections', 1, 'body']
    const { text } = diffOf({ kind: 'set', path, value: '## 1. Introduction\n\nShorter terms.\n' })
    const start = lineOf('        body: |', lineOf('  - path: /terms'))
    const end = realLines.findIndex((line, index) => index >= start && line !== '' && !line.startsWith('          '))
    const expected = [...realLines.slice(0, start), '          ## 1. Introduction', '', '          Shorter terms.', '', ...realLines.slice(end)]
    expect(text).toBe(expected.join('\n'))
  })

  test('comments beside a changed value stay', () => {
    const source = 'site:\n  brand: Old # the name\n  title: "x"  # quoted\n'
    expect(applyToText(source, { kind: 'set', path: ['site', 'brand'], value: 'New Name' }).text).toBe('site:\n  brand: New Name # the name\n  title: "x"  # quoted\n')
    expect(applyToText(source, { kind: 'set', path: ['site', 'title'], value: 'y' }).text).toBe('site:\n  brand: Old # the name\n  title: "y"  # quoted\n')
  })
})

describe('items of lists', () => {
  test('insert into a flow list writes the item in flow style', () => {
    const line = '          columns: [Standard, Premium, Enterprise]'
    expect(diffOf({ kind: 'insert', list: ['pages', pricing, 'sections', 1, 'comparison', 'columns'], index: 3, value: 'Custom' }).diff).toEqual([
      `@@ ${lineOf(line)}`,
      `-${line}`,
      '+          columns: [Standard, Premium, Enterprise, Custom]',
    ])
    expect(diffOf({ kind: 'insert', list: ['pages', pricing, 'sections', 1, 'comparison', 'columns'], index: 0, value: 'Basic' }).diff).toEqual([
      `@@ ${lineOf(line)}`,
      `-${line}`,
      '+          columns: [Basic, Standard, Premium, Enterprise]',
    ])
  })

  test('insert a navigation link writes it as its neighbours are: { label: …, to: … }', () => {
    expect(diffOf({ kind: 'insert', list: ['navigation', 'links'], index: 2, value: { label: 'Blog', to: '/' } }).diff).toEqual([
      `@@ ${lineOf('    - { label: Services, to: /services }')}`,
      '+    - { label: Blog, to: / }',
    ])
  })

  test('insert a feature into a block list of texts, at its indentation', () => {
    expect(diffOf({ kind: 'insert', list: ['pages', pricing, 'sections', 1, 'plans', 0, 'features'], index: 1, value: 'Logo Design' }).diff).toEqual([
      `@@ ${lineOf('              - Up to 12 Pages')}`,
      '+              - Logo Design',
    ])
  })

  test('move carries the comment of the moved section with it', () => {
    const { text } = diffOf({ kind: 'move', list: ['pages', contact, 'sections'], from: 1, to: 0 })
    const hero = lineOf('      - type: hero', lineOf('  - path: /contact')) - 1
    const comment = lineOf('      # Two columns: the message and quote forms in tabs, the contact details beside them.') - 1
    const faq = lineOf('      - type: faq', comment) - 1
    const columnsEnd = faq - 1 // the blank line before the faq
    const expected = [...realLines.slice(0, hero), ...realLines.slice(comment, columnsEnd), ...realLines.slice(hero, comment), ...realLines.slice(columnsEnd)]
    expect(text).toBe(expected.join('\n'))
    expect(text).toContain('      # Two columns: the message and quote forms in tabs, the contact details beside them.\n      - type: columns\n')
  })

  test('move a section up, with the blank lines between sections kept', () => {
    const { text } = diffOf({ kind: 'move', list: ['pages', about, 'sections'], from: 3, to: 2 })
    const data = parse(text) as typeof realData
    expect(data.pages[about].sections.map((section) => (section as { id?: string }).id)).toEqual(['', 'beginning', 'capabilities', 'mission-vision', 'journey', ...realData.pages[about].sections.slice(5).map((section) => (section as { id?: string }).id)].map((id) => id || undefined))
    expect(lineDiff(realSite, text).filter((line) => line.startsWith('+') || line.startsWith('-')).length).toBeGreaterThan(0)
    expect(text.split('\n').length).toBe(realLines.length)
    expect(lineDiff(realSite, text).filter((line) => line === '+' || line === '-')).toHaveLength(2)
  })

  test('remove a page takes its own comment; the comment of the group of pages before it stays', () => {
    const index = pageIndex('/services/software-development')
    const { text } = diffOf({ kind: 'remove', list: ['pages'], index })
    const group = lineOf('  # hero, overview (text, bullets, picture), a card grid, technologies, and a closing call to action.')
    const next = lineOf('  # Web Development: the grid shows the kinds of website we build.')
    expect(text).toBe([...realLines.slice(0, group), ...realLines.slice(next - 2)].join('\n'))
    expect(text).toContain('  # Service detail pages.')
    expect(text).not.toContain('# Software Development: the grid shows our development process.')
  })

  test('duplicate a question puts a copy just after it', () => {
    const question = '          - question: Can I upgrade my package later?'
    const at = lineOf(question)
    expect(diffOf({ kind: 'duplicate', list: ['pages', pricing, 'sections', 5, 'items'], index: 1 }).diff).toEqual([
      `@@ ${at + 2}`,
      `+${question}`,
      `+${realLines[at]}`,
    ])
  })

  test('the only item of a list cannot be removed', () => {
    expect(() => applyToText(realSite, { kind: 'remove', list: ['pages', pricing, 'sections', 2, 'paragraphs'], index: 0 })).toThrow(EditError)
    expect(() => applyToText(realSite, { kind: 'remove', list: ['pages', 99, 'sections'], index: 0 })).toThrow(/nothing at/)
  })
})

describe('sections and pages', () => {
  test('hide writes "hidden: true" under the type of the section; show takes it away', () => {
    const path = ['pages', pricing, 'sections', 2]
    const { diff, text } = diffOf({ kind: 'hide', path })
    expect(diff).toEqual([`@@ ${lineOf('        id: payment-terms')}`, '+        hidden: true'])
    expect(applyToText(text, { kind: 'show', path }).text).toBe(realSite)
    expect(loadSiteText(text).errors).toEqual([])
    expect(() => applyToText(text, { kind: 'hide', path })).toThrow(/already hidden/)
  })

  test('hide a page writes "hidden: true" under its path', () => {
    expect(diffOf({ kind: 'hide', path: ['pages', pricing] }).diff).toEqual([`@@ ${lineOf('    title: "Website Packages & Pricing | {brand}"')}`, '+    hidden: true'])
  })

  test('hide in a flow block writes ", hidden: true" at its end', () => {
    const source = 'pages:\n  - path: /x\n    sections:\n      - { type: hero, title: X }  # the hero\n'
    const { text, inverse } = applyToText(source, { kind: 'hide', path: ['pages', 0, 'sections', 0] })
    expect(text).toBe('pages:\n  - path: /x\n    sections:\n      - { type: hero, title: X, hidden: true }  # the hero\n')
    expect(applyToText(text, inverse).text).toBe(source)
  })

  test('addSection writes the catalogue example after the section, as site.yaml writes sections', () => {
    const { diff, text } = diffOf({ kind: 'addSection', sections: ['pages', about, 'sections'], after: 0, type: 'callout' })
    // After the hero (title, subtitle, then a blank line): the new section, then a blank line.
    expect(diff).toEqual([
      `@@ ${lineOf('      - type: split', lineOf('        title: Our Story'))}`,
      '+      - type: callout',
      '+        tone: warning',
      '+        title: Please read our payment terms',
      '+        text: All projects need a 40% non-refundable advance before work begins.',
      '+        link: { label: Contact us with questions, to: /contact, variant: subtle }',
      '+',
    ])
    expect((parse(text) as typeof realData).pages[about].sections[1].type).toBe('callout')
  })

  test('addSection gives the example an id no section of the page has: the FAQ example on /pricing, which has a faq', () => {
    const last = realData.pages[pricing].sections.length - 1
    const { diff, text } = diffOf({ kind: 'addSection', sections: ['pages', pricing, 'sections'], after: last, type: 'faq' })
    expect(diff.slice(1, 3)).toEqual(['+      - type: faq', '+        id: faq-2'])
    const ids = (parse(text) as typeof realData).pages[pricing].sections.map((section) => (section as { id?: string }).id).filter(Boolean)
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('addPage is npm run new-page: the same text, and its inverse removes the page and the link', () => {
    const page = { path: '/careers', title: 'Careers', nav: 'Careers' }
    const { text, inverse } = diffOf({ kind: 'addPage', page })
    expect(text).toBe(addPage(realSite, page).text)
    expect(inverse).toMatchObject({
      kind: 'several',
      changes: [
        { kind: 'remove', list: ['navigation', 'links'], index: 7, was: { label: 'Careers', to: '/careers' } },
        { kind: 'remove', list: ['pages'], index: realData.pages.length - 1, was: { path: '/careers' } },
      ],
    })
  })
})

describe('words of the history', () => {
  test('a price, by the page, the section and the plan', () => {
    const path = ['pages', pricing, 'sections', 1, 'plans', 0, 'price']
    expect(trail(realData, path)).toBe('Pricing › Pricing table › Standard › Price')
    const change: Change = { kind: 'set', path, value: '₹27,999' }
    const { inverse, text } = applyToText(realSite, change)
    expect(describeChange(change, inverse, realData, parse(text)).words).toBe('Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999')
  })

  test('a move, by the page and the sections', () => {
    const change: Change = { kind: 'move', list: ['pages', about, 'sections'], from: 3, to: 2 }
    const { inverse, text } = applyToText(realSite, change)
    expect(describeChange(change, inverse, realData, parse(text)).words).toBe('About: moved Card grid (section 4) above Card grid (section 3)')
    expect(describeChange(inverse, change, parse(text), realData).words).toBe('About: moved Card grid (section 3) below Card grid (section 4)')
  })

  test('a list or text named as its section is named once: the tabs of a Tabs section, the text of a Text section', () => {
    const tabs = ['pages', contact, 'sections', 1, 'columns', 0, 'sections', 0, 'tabs']
    expect(trail(realData, tabs)).toBe('Contact › Columns › Column 1 › Tabs')
    expect(trail(realData, ['pages', contact, 'sections', 1, 'columns'])).toBe('Contact › Columns')
    expect(trail(realData, ['pages', terms, 'sections', 1, 'body'])).toBe('Terms and Conditions › Text')
    const change: Change = { kind: 'move', list: tabs, from: 1, to: 0 }
    const { inverse, text } = applyToText(realSite, change)
    expect(describeChange(change, inverse, realData, parse(text)).words).toBe('Contact › Columns › Column 1 › Tabs: moved Get a Quote above Contact Us')
  })
})

describe('texts the style of the list cannot hold', () => {
  test('a text with a comma goes into a flow list in double quotes', () => {
    const line = '          columns: [Standard, Premium, Enterprise]'
    const { diff } = diffOf({ kind: 'insert', list: ['pages', pricing, 'sections', 1, 'comparison', 'columns'], index: 1, value: 'Plus, more' })
    expect(diff).toEqual([`@@ ${lineOf(line)}`, `-${line}`, '+          columns: [Standard, "Plus, more", Premium, Enterprise]'])
  })

  test('a text that reads as a switch goes into a block list in double quotes', () => {
    expect(diffOf({ kind: 'insert', list: ['pages', pricing, 'sections', 1, 'plans', 0, 'features'], index: 0, value: 'true' }).diff).toEqual([
      `@@ ${lineOf('              - Responsive Design')}`,
      '+              - "true"',
    ])
  })
})
