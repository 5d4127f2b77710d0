import fc from 'fast-check'
import { visit } from 'yaml'
import { describe, expect, test } from 'vitest'
import { pieceOfPaths } from '../../../src/site-changes/change-pieces'
import { applyToText, type Change } from '../../../src/site-changes/operations'
import { pathsOf } from '../../../src/site-changes/relative-change'
import { documentOf, EditError } from '../../../src/site-changes/yaml-edits'
import { commentCounts } from './line-diff'
import { changeFor } from './random-changes'
import { realSite } from './real-site'

// A fixed seed keeps the run the same everywhere (as the fuzz tests do): a red CI is a change's, not a draw's. A random
// seed once found a change the generator should not make (every section list removed, then a section added to none).
const seed = 20_251_122

// Random changes to the real site.yaml, then their inverses in reverse order, give back the file byte for byte;
// and after every step, every comment line of the file is still there, but those inside the items removed.

/** The comment lines of a text: lines that start with "#", but not those inside a "|" or ">" text. */
function commentsOf(text: string): Map<string, number> {
  const blockTexts: [number, number][] = []
  visit(documentOf(text), {
    Scalar(_, scalar) {
      if ((scalar.type === 'BLOCK_LITERAL' || scalar.type === 'BLOCK_FOLDED') && scalar.range) blockTexts.push([scalar.range[0], scalar.range[1]])
    },
  })
  const counts = new Map<string, number>()
  let offset = 0
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line) && !blockTexts.some(([from, to]) => offset >= from && offset < to)) counts.set(line, (counts.get(line) ?? 0) + 1)
    offset += line.length + 1
  }
  return counts
}

const originalComments = commentsOf(realSite)

/** The comments of the original file missing from `text`, less those inside the items removed on the way. */
function missingComments(text: string, removed: string[]): string[] {
  const now = commentsOf(text)
  const gone = commentCounts(removed.join('\n'))
  const missing: string[] = []
  for (const [comment, count] of originalComments) {
    if ((now.get(comment) ?? 0) + (gone.get(comment) ?? 0) < count) missing.push(comment)
  }
  return missing
}

describe('changes and their inverses', () => {
  test('the file has comments to keep', () => {
    expect([...originalComments.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(30)
    expect(originalComments.has('          ## 1. Introduction')).toBe(false) // a heading inside a "|" text, not a comment
  })

  test('give back the real site.yaml byte for byte, and keep every comment on the way', () => {
    const appliedKinds = new Map<string, number>()
    const seeds = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 5 })
    fc.assert(
      fc.property(seeds, (steps) => {
        let text = realSite
        const inverses: Change[] = []
        const removed: string[] = []
        for (const step of steps) {
          const change = changeFor(text, step)
          let applied
          try {
            applied = applyToText(text, change)
          } catch (error) {
            if (error instanceof EditError) continue // not a change this text allows (the only item of a list, say)
            throw error
          }
          text = applied.text
          appliedKinds.set(change.kind, (appliedKinds.get(change.kind) ?? 0) + 1)
          inverses.push(applied.inverse)
          removed.push(...applied.removed)
          expect(documentOf(text).errors).toEqual([])
          expect(missingComments(text, removed)).toEqual([])
        }
        for (const inverse of inverses.reverse()) {
          text = applyToText(text, inverse).text
          expect(missingComments(text, removed)).toEqual([])
        }
        expect(text).toBe(realSite)
      }),
      { seed, numRuns: 45 },
    )
    // The runs did change the file, with every kind of change.
    expect([...appliedKinds.keys()].sort()).toEqual(['addKey', 'addSection', 'duplicate', 'hide', 'insert', 'move', 'remove', 'removeKey', 'set', 'show'].filter((kind) => kind !== 'show' || appliedKinds.has('show')))
    expect([...appliedKinds.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(40)
  }, 120_000)

  // Found by the property above (seed 697523629): a page followed by a comment of the list's own (a blank line under
  // it), removed and put back, went back in after that comment, not before it.
  test('a page removed and put back goes before the comment that followed it, not after', () => {
    const pages = realSite.split('\n  - path: ').map((part) => part.split('\n')[0])
    const index = pages.indexOf('/services') - 1
    expect(realSite).toMatch(/to: \/contact \}\n\n {2}# Service detail pages\./)
    const applied = applyToText(realSite, { kind: 'remove', list: ['pages'], index })
    expect(applied.text).not.toContain('path: /services\n')
    expect(applyToText(applied.text, applied.inverse).text).toBe(realSite)
  })

  test('made on the page or block they touch, give the bytes, inverse and refusal they give made on the whole file', () => {
    let inPieces = 0
    const outcome = (text: string, change: Change, whole: boolean) => {
      try {
        return applyToText(text, change, { whole })
      } catch (error) {
        if (error instanceof EditError) return { refused: error.message }
        throw error
      }
    }
    const seeds = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 4 })
    fc.assert(
      fc.property(seeds, (steps) => {
        let text = realSite
        for (const step of steps) {
          const change = changeFor(text, step)
          if (pieceOfPaths(text, pathsOf(change))) inPieces++
          const piecewise = outcome(text, change, false)
          expect(piecewise).toEqual(outcome(text, change, true))
          if ('text' in piecewise) text = piecewise.text
        }
      }),
      { seed, numRuns: 60 },
    )
    // A refusal names the real place, not the place in the piece ("pages", 0, …).
    const missing: Change = { kind: 'set', path: ['pages', 5, 'sections', 0, 'no-such-key'], value: 'x' }
    expect(outcome(realSite, missing, false)).toEqual({ refused: 'There is nothing at ["pages",5,"sections",0,"no-such-key"] in site.yaml.' })
    // Most changes were made on a piece (those of the page list itself, or of the top of the file, are not).
    expect(inPieces).toBeGreaterThan(60)
  }, 120_000)
})
