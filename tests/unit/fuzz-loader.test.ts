import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { duplicateKeyErrors } from '@/site/input-guards'
import { defaultSiteFile, formatReport, loadSiteText, type LoadResult } from '@/site/load-site'

// The real site.yaml, damaged the way careless edits and bad pastes damage it: lines deleted, doubled,
// swapped or re-indented, characters and YAML punctuation typed in, values replaced by other kinds of
// value. Whatever comes out, the loader accepts it or answers with errors that point inside the file;
// it never throws. A fixed seed keeps the run the same on every machine (change it to explore further).

const seed = 20_251_122
const realText = readFileSync(defaultSiteFile, 'utf8')
const minimalText = readFileSync(fileURLToPath(new URL('../fixtures/minimal-site.yaml', import.meta.url)), 'utf8')

type Mutation = (lines: string[]) => string[]

/** Characters people type by mistake, YAML's own punctuation, and some that are hard to see. */
const yamlPunctuation = [':', ': ', '-', '- ', '#', ' #', '{', '}', '[', ']', ',', '&', '*', '!', '!!', '|', '>', "'", '"', '%', '@', '`', '?', '? ', '\t', '\n', '\r', '\r\n', '\\', '---', '...', '<<: ', '&a ', '*a']
const otherValues = ['123', '-0', '1e308', '.nan', '-.inf', 'true', 'no', 'null', '~', '[]', '{}', '[a, b]', '{a: 1}', '"text"', "''", '*nowhere', '&anchor x', '!!binary aGk=', '!!str 5', '!custom x', '|', '>-', '"unclosed', '2024-01-01', '0x1F', '12abc', '- item', 'javascript:alert(1)', '/../../etc/passwd.svg']

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((at): Mutation => (lines) => lines.filter((_, index) => index !== at % lines.length)),
  fc.nat().map((at): Mutation => (lines) => {
    const index = at % lines.length
    return [...lines.slice(0, index + 1), lines[index], ...lines.slice(index + 1)]
  }),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]): Mutation => (lines) => {
    const copy = [...lines]
    const [i, j] = [a % lines.length, b % lines.length]
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
    return copy
  }),
  fc.tuple(fc.nat(), fc.integer({ min: -4, max: 4 }), fc.boolean()).map(([at, shift, tab]): Mutation => (lines) => {
    const copy = [...lines]
    const index = at % lines.length
    const line = copy[index]
    copy[index] = tab ? `\t${line}` : shift >= 0 ? `${' '.repeat(shift)}${line}` : line.replace(new RegExp(`^ {0,${-shift}}`), '')
    return copy
  }),
  fc.tuple(fc.nat(), fc.nat(), fc.oneof(fc.constantFrom(...yamlPunctuation), fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }))).map(
    ([at, column, inserted]): Mutation =>
      (lines) => {
        const copy = [...lines]
        const index = at % lines.length
        const line = copy[index]
        const position = column % (line.length + 1)
        copy[index] = line.slice(0, position) + inserted + line.slice(position)
        return copy
      },
  ),
  fc.tuple(fc.nat(), fc.constantFrom(...otherValues)).map(([at, value]): Mutation => (lines) => {
    // The value of the n-th "key: value" line, replaced by another kind of value.
    const candidates = lines.flatMap((line, index) => (/^\s*(- )?[\w-]+: \S/.test(line) ? [index] : []))
    if (candidates.length === 0) return lines
    const index = candidates[at % candidates.length]
    const copy = [...lines]
    copy[index] = copy[index].replace(/^(\s*(?:- )?[\w-]+: ).*$/, `$1${value}`)
    return copy
  }),
)

const damaged = (base: string, maxMutations: number) =>
  fc.array(mutation, { minLength: 1, maxLength: maxMutations }).map((mutations) => mutations.reduce((lines, mutate) => mutate(lines), base.split('\n')).join('\n'))

/** What must hold for any input: no throw, and either a site or errors placed inside the file. */
function checkAnswer(text: string): LoadResult {
  const result = loadSiteText(text)
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  if (result.site) expect(result.errors).toEqual([])
  else expect(result.errors.length).toBeGreaterThan(0)
  for (const problem of [...result.errors, ...result.warnings]) {
    expect(problem.line, problem.message).toBeGreaterThanOrEqual(1)
    expect(problem.line, problem.message).toBeLessThanOrEqual(lines.length)
    expect(problem.column, problem.message).toBeGreaterThanOrEqual(1)
    expect(problem.column, problem.message).toBeLessThanOrEqual(lines[problem.line - 1].length + 1)
    expect(problem.message.trim(), JSON.stringify(problem)).not.toBe('')
    // The loader's last resort for an exception it did not expect: reaching it is a bug to fix.
    expect(problem.message).not.toMatch(/^The file could not be read: /)
  }
  expect(() => formatReport(result)).not.toThrow()
  return result
}

describe('the real site.yaml, damaged at random', () => {
  test('is accepted or refused with errors inside the file, never with an exception', () => {
    let refused = 0
    fc.assert(
      fc.property(damaged(realText, 5), (text) => {
        if (!checkAnswer(text).site) refused++
      }),
      { seed, numRuns: 80 },
    )
    // Most damage is noticed; a run where nothing is would mean the mutations do nothing.
    expect(refused).toBeGreaterThan(40)
  }, 60_000)

  test('the small site, damaged more often, the same', () => {
    fc.assert(
      fc.property(damaged(minimalText, 8), (text) => {
        checkAnswer(text)
      }),
      { seed, numRuns: 300 },
    )
  }, 60_000)

  test('random text of any kind (binary, every Unicode plane) is refused with errors inside the file', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        checkAnswer(text)
      }),
      { seed, numRuns: 300 },
    )
  })

  test('random YAML punctuation is refused with errors inside the file', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...yamlPunctuation, 'a', 'site', ' ', '  ', '\n  '), { maxLength: 60 }), (pieces) => {
        checkAnswer(pieces.join(''))
      }),
      { seed, numRuns: 300 },
    )
  })
})

describe('the one-pass duplicate-key check', () => {
  test('finds exactly the keys yaml’s own (quadratic) uniqueKeys check finds, on a damaged small site', () => {
    // yaml sometimes points at the line break before the key (after a key with no value); ours points at the key.
    const skipSpace = (text: string, offset: number) => offset + (/^\s*/.exec(text.slice(offset))?.[0].length ?? 0)
    fc.assert(
      fc.property(damaged(minimalText, 6), (text) => {
        const theirs = parseDocument(text, { uniqueKeys: true }).errors.filter((error) => error.code === 'DUPLICATE_KEY').map((error) => skipSpace(text, error.pos[0]))
        const ours = duplicateKeyErrors(parseDocument(text, { uniqueKeys: false })).map((error) => error.pos[0])
        expect(ours.sort((a, b) => a - b)).toEqual(theirs.sort((a, b) => a - b))
      }),
      { seed, numRuns: 400 },
    )
  })
})
