import { describe, expect, test } from 'vitest'
import { dataOfText } from '../../../src/site-changes/change-pieces'
import { applyToText, type Change } from '../../../src/site-changes/operations'
import { placeChangedWords, rebase } from '../../../src/site-changes/rebase'
import { dataAt } from '../../../src/site-changes/values-at'
import { describeChange, type HistoryEntry } from '../../../src/site-changes/words'
import { loadSiteText } from '../../../src/site/load-site'
import { pageIndex, realData, realSite } from './real-site'

// A draft's changes made again on a file someone else changed meanwhile (src/site-changes/rebase.ts): what is
// made, what is a conflict, and in which words.

const pricing = pageIndex('/pricing')
const about = pageIndex('/about')
const plans = ['pages', pricing, 'sections', 1, 'plans']
const price = (plan: number) => [...plans, plan, 'price']
/** A plan added first, above Standard. */
const addStarter: Change = { kind: 'insert', list: plans, index: 0, value: { ...(dataAt(realSite, [...plans, 0]) as object), name: 'Starter', price: '₹9,999' } }

/** The text after the changes, made one after another on `text`. */
const changed = (text: string, ...changes: Change[]) => changes.reduce((text, change) => applyToText(text, change).text, text)

/** A draft begun on the real file: its history's entries, as the editing server keeps them. */
function draft(...changes: Change[]): HistoryEntry[] {
  let text = realSite
  return changes.map((change) => {
    const applied = applyToText(text, change)
    const entry = describeChange(change, applied.inverse, dataOfText(text), dataOfText(applied.text))
    text = applied.text
    return entry
  })
}

describe('rebase', () => {
  test('both set the same price: a conflict, in words that say what it is now; the file stays as the other made it', () => {
    const head = changed(realSite, { kind: 'set', path: price(0), value: '₹29,999' })
    // From a form (which says the value it was made on), and from a change that does not say it.
    for (const mine of [{ kind: 'set', path: price(0), value: '₹27,999', was: '₹24,999' }, { kind: 'set', path: price(0), value: '₹27,999' }] satisfies Change[]) {
      const entries = draft(mine)
      const rebased = rebase(head, entries)
      expect(rebased.text).toBe(head)
      expect(rebased.applied).toEqual([])
      expect(rebased.conflicts).toEqual([{ entry: entries[0], reason: 'Pricing › Pricing table › Standard › Price is ₹29,999 now, not ₹24,999 as when you changed it.' }])
    }
  })

  test('a conflict settled: "mine" sets the value over theirs, "theirs" leaves the change out; the others are made either way', () => {
    const head = changed(realSite, { kind: 'set', path: price(0), value: '₹29,999' })
    const entries = draft({ kind: 'set', path: price(0), value: '₹27,999', was: '₹24,999' }, { kind: 'set', path: price(1), value: '₹54,999', was: '₹49,999' })
    const mine = rebase(head, entries, (index) => (index === 0 ? 'mine' : undefined))
    expect(mine.conflicts).toEqual([])
    expect(mine.text).toBe(changed(head, { kind: 'set', path: price(0), value: '₹27,999' }, { kind: 'set', path: price(1), value: '₹54,999' }))
    expect(mine.applied.map((entry) => entry.words)).toEqual(['Pricing › Pricing table › Standard › Price: ₹29,999 → ₹27,999', 'Pricing › Pricing table › Premium › Price: ₹49,999 → ₹54,999'])
    const theirs = rebase(head, entries, (index) => (index === 0 ? 'theirs' : undefined))
    expect(theirs.conflicts).toEqual([])
    expect(theirs.text).toBe(changed(head, { kind: 'set', path: price(1), value: '₹54,999' }))
    // "Mine" for a change that can't be made at all (its place is gone) stays a conflict, saying so.
    const gone = changed(realSite, { kind: 'remove', list: plans, index: 0 }, { kind: 'remove', list: plans, index: 0 })
    const left = rebase(gone, draft({ kind: 'set', path: price(2), value: '₹99,999', was: '₹89,999' }), () => 'mine')
    expect(left.conflicts.map(({ reason }) => reason)).toEqual([expect.stringMatching(/^Yours can’t be made on the site as it is now: /)])
  })

  test('both set the price to the same new value: still a conflict (the value is no longer the one it was made on)', () => {
    const head = changed(realSite, { kind: 'set', path: price(0), value: '₹27,999' })
    expect(rebase(head, draft({ kind: 'set', path: price(0), value: '₹27,999' })).conflicts.map(({ reason }) => reason)).toEqual([
      'Pricing › Pricing table › Standard › Price is ₹27,999 now, not ₹24,999 as when you changed it.',
    ])
  })

  test('a plan added above the ones the draft changed: no index is moved, and a change that finds another item at its place is a conflict', () => {
    const head = changed(realSite, addStarter)
    expect((dataAt(head, [...plans, 1]) as { name: string }).name).toBe('Standard')
    const mine = draft(
      // Premium's price, plan 2 when the draft began: the Standard plan is plan 2 now, at another price.
      { kind: 'set', path: price(1), value: '₹54,999', was: '₹49,999' },
      // A form's "Remove" of plan 2 names no item: made again, it would remove Standard (its text differs).
      { kind: 'remove', list: plans, index: 1 },
      // A value of another page is made.
      { kind: 'set', path: ['pages', about, 'title'], value: 'About us | {brand}' },
    )
    const rebased = rebase(head, mine)
    expect(rebased.conflicts).toEqual([
      { entry: mine[0], reason: 'Pricing › Pricing table › Standard › Price is ₹24,999 now, not ₹49,999 as when you changed it.' },
      { entry: mine[1], reason: placeChangedWords },
    ])
    expect(rebased.applied.map(({ change }) => change)).toEqual([mine[2].change])
    expect(rebased.text).toBe(changed(head, mine[2].change))
    expect((dataAt(rebased.text, plans) as { name: string; price: string }[]).map(({ name, price }) => `${name} ${price}`)).toEqual(['Starter ₹9,999', 'Standard ₹24,999', 'Premium ₹49,999', 'Enterprise Custom'])
  })

  test('a change inside an item follows its index, not the item, when what it finds there is the same (an item added to a list of the plan now at that place)', () => {
    const head = changed(realSite, addStarter)
    // Standard's features when the draft began; the Starter plan is plan 1 now, and the list it finds there takes the item.
    const rebased = rebase(head, draft({ kind: 'insert', list: [...plans, 0, 'features'], index: 0, value: 'Logo Design' }))
    expect(rebased.conflicts).toEqual([])
    expect(dataAt(rebased.text, [...plans, 0, 'features', 0])).toBe('Logo Design')
    expect(dataAt(rebased.text, [...plans, 0, 'name'])).toBe('Starter')
  })

  test('the changes made get their inverses and words from the new file: a renamed link names the page anew, and the undo gives back the new file', () => {
    const link = (dataAt(realSite, ['navigation', 'links']) as { to: string }[]).findIndex(({ to }) => to === '/pricing')
    const head = changed(realSite, { kind: 'set', path: ['navigation', 'links', link, 'label'], value: 'Plans' })
    const mine = draft({ kind: 'set', path: price(0), value: '₹27,999', was: '₹24,999' })
    expect(mine[0].words).toBe('Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999')
    const rebased = rebase(head, mine)
    expect(rebased.conflicts).toEqual([])
    expect(rebased.applied.map(({ words }) => words)).toEqual(['Plans › Pricing table › Standard › Price: ₹24,999 → ₹27,999'])
    expect(applyToText(rebased.text, rebased.applied[0].inverse).text).toBe(head)
  })

  test('a change the new file cannot take is a conflict in plain words; the ones after it are made', () => {
    const hero = ['pages', about, 'sections', 0]
    // As the toolbar's button sends it, with the section it saw there.
    const identity = { type: 'hero', id: (realData.pages[about].sections[0] as { id?: string }).id }
    const head = changed(realSite, { kind: 'hide', path: hero })
    const mine = draft({ kind: 'hide', path: hero, expect: identity }, { kind: 'set', path: price(0), value: '₹27,999', was: '₹24,999' })
    const rebased = rebase(head, mine)
    expect(rebased.conflicts).toEqual([{ entry: mine[0], reason: 'It is already hidden.' }])
    expect(rebased.applied.map(({ change }) => change)).toEqual([mine[1].change])
  })

  test('a new page is made on a file with another new page: it names no place, and goes before the not-found page', () => {
    const head = changed(realSite, { kind: 'addPage', page: { path: '/careers', title: 'Careers', nav: 'Careers' } })
    const mine = draft({ kind: 'addPage', page: { path: '/blog', title: 'Blog', nav: 'Blog' } })
    const rebased = rebase(head, mine)
    expect(rebased.conflicts).toEqual([])
    const paths = (loadSiteText(rebased.text).site?.pages ?? []).map(({ path }) => path)
    expect(paths.slice(-3)).toEqual(['/careers', '/blog', '*'])
    // Its inverse is the one of the new file (the page is one further down), and gives it back.
    expect(rebased.applied[0].inverse).not.toEqual(mine[0].inverse)
    expect(applyToText(rebased.text, rebased.applied[0].inverse).text).toBe(head)
    // The same page added by both: the new file cannot take it twice.
    expect(rebase(head, draft({ kind: 'addPage', page: { path: '/careers', title: 'Jobs' } })).conflicts.map(({ reason }) => reason)).toEqual([
      'There is already a page with the path "/careers". Choose another path, or edit that page.',
    ])
  })

  test('a file whose lines end in CRLF is given back with CRLF', () => {
    const head = changed(realSite, { kind: 'set', path: ['pages', about, 'title'], value: 'About us | {brand}' }).replace(/\n/g, '\r\n')
    const rebased = rebase(head, draft({ kind: 'set', path: price(0), value: '₹27,999', was: '₹24,999' }))
    expect(rebased.conflicts).toEqual([])
    expect(rebased.text).toBe(changed(head.replace(/\r\n/g, '\n'), { kind: 'set', path: price(0), value: '₹27,999' }).replace(/\n/g, '\r\n'))
  })
})
