// Add an item to a list (a plan, a question, a link): what the "+" of a list does, and what undoes a remove, which
// puts the item back exactly as it was written, its comments included.
import type { DataPath } from '../../site/problem'
import { itemWords } from '../place-words'
import { dataAt } from '../values-at'
import { doubleQuotedItem, EditError, insertItemText, renderItem, usualGap, type ItemText } from '../yaml-edits'
import type { Change, ChangeKind } from './kind'
import { lengthOf } from './re-apply'

/**
 * Insert an item, given as a plain value, at `index` of the list at `list` (index = length appends).
 * `written` is how an undone remove puts the item back exactly as it was written (its comments included).
 */
export interface InsertChange { kind: 'insert'; list: DataPath; index: number; value?: unknown; written?: ItemText }

declare module './kind' {
  interface ChangesByKind {
    insert: InsertChange
  }
}

export const insertKind: ChangeKind<InsertChange> = {
  apply(source, change) {
    const inverse: Change = { kind: 'remove', list: change.list, index: change.index }
    if (change.written) return { text: insertItemText(source, change.list, change.index, change.written), inverse, removed: [] }
    const gap = usualGap(source, change.list, change.index)
    // The list's style first; a text that style cannot hold (a comma in a flow list, say) in double quotes.
    const items = [renderItem(source, change.list, change.value), ...(typeof change.value === 'string' ? [doubleQuotedItem(source, change.list, change.value)] : [])]
    for (const item of items) {
      const text = insertItemText(source, change.list, change.index, { item, gap })
      if (JSON.stringify(dataAt(text, [...change.list, change.index])) === JSON.stringify(change.value)) return { text, inverse, removed: [] }
    }
    throw new EditError(`The value ${JSON.stringify(change.value)} cannot be written as an item of this list.`)
  },
  describe: (change, _inverse, _before, after) => itemWords(after, change.list, change.index, 'added'),
  stillApplies: (text, change) => change.index <= lengthOf(text, change.list),
}
