// A copy of an item just after it (a section, a plan, a page, a form field): the quickest way to make one more of
// something. The copy's values the check holds unique (an id, a field's name, a page's path) get free ones.
import type { DataPath } from '../../site/problem'
import { valueAt } from '../../site/walk-data'
import { differences, itemWord, listOwner, shown, trail } from '../place-words'
import { freeValuesOfCopy } from '../unique-values'
import { dataAt } from '../values-at'
import { insertItemText, itemWithoutComments, setScalar, usualGap } from '../yaml-edits'
import type { ChangeKind, ItemIdentity } from './kind'
import { lengthOf, sameAs } from './re-apply'

/** A copy of the item, just after it. */
export interface DuplicateChange { kind: 'duplicate'; list: DataPath; index: number; was?: unknown; expect?: ItemIdentity }

declare module './kind' {
  interface ChangesByKind {
    duplicate: DuplicateChange
  }
}

export const duplicateKind: ChangeKind<DuplicateChange> = {
  apply(source, change) {
    const item = itemWithoutComments(source, change.list, change.index)
    const copied = insertItemText(source, change.list, change.index + 1, { item, gap: usualGap(source, change.list, change.index + 1) })
    // The copy's values that must be unique get free ones, each written in place in its own style.
    const text = freeValuesOfCopy(source, change.list, change.index).reduce((text, { path, value }) => setScalar(text, [...change.list, change.index + 1, ...path], value), copied)
    return { text, inverse: { kind: 'remove', list: change.list, index: change.index + 1 }, removed: [] }
  },
  withItems: (text, inverse) => ({ ...inverse, was: inverse.was ?? dataAt(text, [...inverse.list, inverse.index]) }),
  describe: ({ list, index }, _inverse, before, after) => `${listOwner(before, list)}: duplicated ${itemWord(before, list, index)}${renamedInCopy(after, list, index)}`,
  stillApplies: (text, change) => change.index < lengthOf(text, change.list) && sameAs(text, [...change.list, change.index], change.was),
}

/** What a copy was given so that it is not the same as its original (a section's anchor name): ", the copy's Anchor name faq-2". */
function renamedInCopy(after: unknown, list: DataPath, index: number): string {
  const copy = [...list, index + 1]
  const renamed = differences(valueAt(after, [...list, index]), valueAt(after, copy)).filter((inner) => typeof valueAt(after, [...copy, ...inner]) === 'string')
  return renamed.map((inner) => `, the copy's ${trail(after, [...copy, ...inner]).split(' › ').at(-1)} ${shown(valueAt(after, [...copy, ...inner]))}`).join('')
}
