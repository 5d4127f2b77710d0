// Take an item out of a list (a plan, a question, a section, a page). Its undo puts back the item's own text, its
// comments included; an undo on a file saved since removes only the item that was put back (`was`).
import type { DataPath } from '../../site/problem'
import { itemWords } from '../place-words'
import { dataAt } from '../values-at'
import { removeItem } from '../yaml-edits'
import type { ChangeKind, ItemIdentity } from './kind'
import { lengthOf, sameAs } from './re-apply'

/**
 * `was`, on the changes of an item: the item (as data) the change was made on. When the file was saved from outside
 * since, the change is re-applied only if that item is still there (see site-file.ts). Every inverse carries it.
 */
export interface RemoveChange { kind: 'remove'; list: DataPath; index: number; was?: unknown; expect?: ItemIdentity }

declare module './kind' {
  interface ChangesByKind {
    remove: RemoveChange
  }
}

export const removeKind: ChangeKind<RemoveChange> = {
  apply(source, change) {
    const { text, removed } = removeItem(source, change.list, change.index)
    return { text, inverse: { kind: 'insert', list: change.list, index: change.index, written: removed }, removed: [removed.item + removed.gap] }
  },
  withItems: (text, inverse) => ({ ...inverse, was: inverse.was ?? dataAt(text, [...inverse.list, inverse.index]) }),
  describe: (change, _inverse, before) => itemWords(before, change.list, change.index, 'removed'),
  stillApplies: (text, change) => change.index < lengthOf(text, change.list) && sameAs(text, [...change.list, change.index], change.was),
}
