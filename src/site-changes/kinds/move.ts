// An item to another place of its own list (a section up or down a page, a plan to the front): order is content
// too. It is its own inverse, the other way round.
import type { DataPath } from '../../site/problem'
import { itemWord, movedWords } from '../place-words'
import { dataAt } from '../values-at'
import { EditError, insertItemText, parseForEdit, removeItem, seqAt } from '../yaml-edits'
import type { ChangeKind, ItemIdentity } from './kind'
import { lengthOf, sameAs } from './re-apply'

/** The item at `from` moves to be item `to` of the same list (counted in the list as it is after the move). */
export interface MoveChange { kind: 'move'; list: DataPath; from: number; to: number; was?: unknown; expect?: ItemIdentity }

declare module './kind' {
  interface ChangesByKind {
    move: MoveChange
  }
}

export const moveKind: ChangeKind<MoveChange> = {
  apply(source, change) {
    const length = seqAt(parseForEdit(source), change.list).items.length
    if (![change.from, change.to].every((index) => Number.isInteger(index) && index >= 0 && index < length)) throw new EditError(`The list has ${length} items: it cannot move item ${change.from + 1} to place ${change.to + 1}.`)
    if (change.from === change.to) throw new EditError('The item is already there.')
    const { text, removed } = removeItem(source, change.list, change.from)
    // Put in another place: the comments kept where it was say nothing of where it goes.
    return { text: insertItemText(text, change.list, change.to, { item: removed.item, gap: removed.gap }), inverse: { kind: 'move', list: change.list, from: change.to, to: change.from }, removed: [] }
  },
  withItems: (text, inverse) => ({ ...inverse, was: inverse.was ?? dataAt(text, [...inverse.list, inverse.from]) }),
  describe: ({ list, from, to }, _inverse, before) => movedWords(before, list, from, to < from ? 'above' : 'below', itemWord(before, list, to)),
  stillApplies: (text, change) => Math.max(change.from, change.to) < lengthOf(text, change.list) && sameAs(text, [...change.list, change.from], change.was),
}
