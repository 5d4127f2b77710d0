import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseDocument, stringify, type ToStringOptions } from 'yaml'
import { briefWarnings, defaultPublicDir, defaultSiteFile, formatProblem, loadSiteText, warningsShown, type LoadResult } from '@/site/load-site'
import { forgetReadings, readInPieces, splitSite } from '@/site/site-pieces'

// site.yaml read in pieces (a top-level block, or one page) must give exactly what the whole parse gives:
// the same site, the same warnings at the same places, and for a broken file the same errors. Read here
// both ways, on the real file, on the file with warnings, and on many layouts of the same data.

const realText = readFileSync(defaultSiteFile, 'utf8')
const warningsText = readFileSync(fileURLToPath(new URL('../fixtures/site-warnings.yaml', import.meta.url)), 'utf8')
const options = { publicDir: defaultPublicDir }

const answer = (result: LoadResult) => ({ site: result.site, errors: result.errors, warnings: result.warnings })
const bothWays = (text: string) => {
  forgetReadings()
  const inPieces = answer(loadSiteText(text, options))
  const whole = answer(loadSiteText(text, { ...options, whole: true }))
  return { inPieces, whole }
}

describe('splitSite', () => {
  test('cuts the real site.yaml at each top-level key and each page, and the pieces hold the whole text in order', () => {
    const pieces = splitSite(realText)!
    const data = parseDocument(realText).toJS() as Record<string, unknown> & { pages: unknown[] }
    const blocks = Object.keys(data).filter((key) => key !== 'pages')
    expect(pieces.filter((piece) => piece.page === undefined).map((piece) => piece.key)).toEqual(blocks)
    expect(pieces.filter((piece) => piece.page !== undefined).map((piece) => piece.page)).toEqual(data.pages.map((_, index) => index))
    // Each piece's own text is the file's at its start, one after the other to the end; only the "pages:" line
    // (and comments under it) comes between the blocks and the first page.
    let at = 0
    for (const piece of pieces) {
      if (piece.page === 0) {
        expect(realText.slice(at, piece.start)).toMatch(/^pages:\n(\s*(#[^\n]*)?\n)*$/)
        at = piece.start
      }
      const own = piece.text.slice(piece.prefix)
      expect(piece.start).toBe(at)
      expect(realText.slice(at, at + own.length)).toBe(own)
      at += own.length
    }
    expect(at).toBe(realText.length)
  })

  test('leaves uncut what a cut could fall inside of', () => {
    expect(splitSite('---\nsite: {}\n')).toBeUndefined() // a document marker
    expect(splitSite('"site": {}\n')).toBeUndefined() // a quoted top-level key
    expect(splitSite('site:\n\tname: x\n')).toBeUndefined() // a tab in front of a line
    expect(splitSite('site: x\npages:\n  - a: 1\n - b: 2\n')).toBeUndefined() // a page less indented than the first
    expect(splitSite('site: x\nsite: y\n')).toBeUndefined() // a key twice
    // A page list written at the left edge is cut as well.
    expect(splitSite('site: x\npages:\n- a: 1\n- b: 2\nfooter: y\n')?.map((piece) => [piece.key, piece.page])).toEqual([['site', undefined], ['pages', 0], ['pages', 1], ['footer', undefined]])
  })
})

describe('read in pieces or whole, the same answer', () => {
  test('the real site.yaml', () => {
    const { inPieces, whole } = bothWays(realText)
    expect(whole.site).toBeDefined()
    expect(inPieces).toEqual(whole)
  })

  test('the file with warnings: the same warnings at the same lines and columns', () => {
    const { inPieces, whole } = bothWays(warningsText)
    expect(whole.warnings.length).toBeGreaterThan(3)
    expect(inPieces).toEqual(whole)
  })

  test('an alias into another piece, an anchor, a broken page: the answer of the whole parse', () => {
    const withAlias = realText.replace(/^site:\n/m, 'site: &siteBlock\n').replace(/^footer:\n/m, 'footerCopy: *siteBlock\nfooter:\n')
    const broken = realText.replace(/\n {4}title: /, '\n    title: "unclosed\n    title: ')
    for (const text of [withAlias, broken]) {
      const { inPieces, whole } = bothWays(text)
      expect(whole.errors.length).toBeGreaterThan(0)
      expect(inPieces).toEqual(whole)
    }
  })

  test('the same data written in many layouts (indents, quotes, block texts, folded lines, comments), valid or not', () => {
    const files = [parseDocument(realText).toJS() as object, parseDocument(warningsText).toJS() as object]
    const stringTypes = ['PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE', 'BLOCK_LITERAL', 'BLOCK_FOLDED'] as const
    const layout = fc.record({
      data: fc.constantFrom(...files),
      indent: fc.integer({ min: 1, max: 4 }),
      indentSeq: fc.boolean(),
      lineWidth: fc.integer({ min: 20, max: 120 }),
      defaultStringType: fc.constantFrom(...stringTypes),
      // Comment and blank lines put in at random places, at the left edge or indented.
      extras: fc.array(fc.tuple(fc.nat(), fc.constantFrom('', '# a note', '  # a note', '    ', '# - path: /x', '  - # not a page')), { maxLength: 6 }),
    })
    let cut = 0
    fc.assert(
      fc.property(layout, ({ data, extras, ...format }) => {
        const lines = stringify(data, { ...format, defaultKeyType: 'PLAIN', minContentWidth: 0 } as ToStringOptions).split('\n')
        for (const [at, line] of extras) lines.splice(at % lines.length, 0, line)
        const text = lines.join('\n')
        const { inPieces, whole } = bothWays(text)
        if (whole.site && splitSite(text)) cut++
        expect(inPieces).toEqual(whole)
      }),
      { seed: 20_261_124, numRuns: 40 },
    )
    // Half the layouts are valid and cut (a comment put into a block text breaks the others): a run where
    // none is would test nothing.
    expect(cut).toBeGreaterThanOrEqual(15)
  }, 60_000)
})

describe('the store between builds', () => {
  test('an unchanged piece comes from the store, not from the text: only the edited page is parsed', async () => {
    const store = { file: join(mkdtempSync(join(tmpdir(), 'pieces-')), 'pieces.json'), version: 'v1' }
    forgetReadings()
    await readInPieces(realText, store)!.save()
    // Every stored page's title changed in the store: a reading that parsed the text would not see it.
    const stored = JSON.parse(readFileSync(store.file, 'utf8')) as { pieces: Record<string, { value: { title?: string } }> }
    for (const piece of Object.values(stored.pieces)) if (piece.value.title) piece.value.title = 'From the store'
    writeFileSync(store.file, JSON.stringify(stored))
    forgetReadings()
    const edited = realText.replace(/^( {4}title: ).*$/m, '$1Edited in the file')
    const pages = (readInPieces(edited, store)!.data.pages as { title: string }[]).map((page) => page.title)
    expect(pages[0]).toBe('Edited in the file')
    expect(pages.slice(1).every((title) => title === 'From the store')).toBe(true)
    // Another version of the code: the store is not used.
    forgetReadings()
    const otherVersion = readInPieces(edited, { ...store, version: 'v2' })!.data.pages as { title: string }[]
    expect(otherVersion.some((page) => page.title === 'From the store')).toBe(false)
  })
})

describe('placing only the first warnings (the build shows five)', () => {
  // Each page added is one no link leads to: a warning per page, in pieces the build does not keep. The last has
  // no description either, a warning found before the others but written after them.
  const description = (index: number) => (index === 39 ? '' : '\n    description: An extra page.')
  const manyPages = [realText.trimEnd(), ...Array.from({ length: 40 }, (_, index) => `  - path: /extra-${index}\n    title: Extra ${index}${description(index)}\n    sections:\n      - type: richText\n        body: Extra page ${index}.`), ''].join('\n')

  // The warnings file's four are of three kinds, found in another order than the file's.
  test.each([
    ['the real site.yaml with 40 pages no link leads to', manyPages, 5],
    ['the file with warnings', warningsText, 2],
  ])('%s: the same first ones as when all are placed, and the rest counted', (_, text, count) => {
    forgetReadings()
    const all = loadSiteText(text, options)
    forgetReadings()
    const first = loadSiteText(text, { ...options, placeWarnings: count })
    expect(all.warnings.length).toBeGreaterThan(count)
    expect(first.site).toEqual(all.site)
    expect(first.warnings).toEqual(all.warnings.slice(0, count))
    expect(first.moreWarnings).toBe(all.warnings.length - count)
  })

  test('what the build prints: the same first five as npm run check, then how many more, in the same words', () => {
    forgetReadings()
    const all = loadSiteText(manyPages, options)
    forgetReadings()
    const lines = briefWarnings(loadSiteText(manyPages, { ...options, placeWarnings: warningsShown }))
    expect(lines).toEqual(briefWarnings(all))
    expect(lines).toHaveLength(6)
    expect(lines[0]).toBe(formatProblem(all.warnings[0], all.source, 'site.yaml', false))
    expect(lines[5]).toBe(`…and ${all.warnings.length - 5} more warnings: run npm run check to see them all.`)
  })

  test('a file parsed whole gives the same', () => {
    const all = loadSiteText(manyPages, { ...options, whole: true })
    const firstFive = loadSiteText(manyPages, { ...options, whole: true, placeWarnings: 5 })
    expect(firstFive.warnings).toEqual(all.warnings.slice(0, 5))
    expect(firstFive.moreWarnings).toBe(all.warnings.length - 5)
  })
})
