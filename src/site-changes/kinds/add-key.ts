// A key a block has not got yet (an optional setting of a section, a link's icon): what a form's "add" of an
// optional field does, and what undoes a removeKey, which puts the key back exactly as it was written.
import type { DataPath } from '../../site/problem'
import { trail } from '../place-words'
import { dataAt } from '../values-at'
import { addKeyText, EditError, insertPairText, mapAt, parseForEdit, type PairText } from '../yaml-edits'
import type { ChangeKind } from './kind'
import { exists } from './re-apply'

/**
 * A key the block at `block` has not got yet, with its value, written in the block's style at its end (a text plain
 * when it reads back, else in double quotes; a block of keys in `{ }` when small). `written`: how an undone removeKey
 * puts the key back exactly as it was written, at its place, its comments included.
 */
export interface AddKeyChange { kind: 'addKey'; block: DataPath; key: string; value?: unknown; written?: PairText }

declare module './kind' {
  interface ChangesByKind {
    addKey: AddKeyChange
  }
}

export const addKeyKind: ChangeKind<AddKeyChange> = {
  apply(source, change) {
    if (change.written) {
      const map = mapAt(parseForEdit(source), change.block)
      if (map.has(change.key)) throw new EditError(`This block already has “${change.key}”.`)
      const text = insertPairText(source, change.block, change.written)
      return { text, inverse: { kind: 'removeKey', block: change.block, key: change.key }, removed: [] }
    }
    if (change.value === undefined) throw new EditError(`“${change.key}” needs a value to be added.`)
    const { text, empty } = addKeyText(source, change.block, change.key, change.value)
    return { text, inverse: { kind: 'removeKey', block: change.block, key: change.key, ...(empty !== undefined ? { empty } : {}) }, removed: [] }
  },
  describe: (change, _inverse, _before, after) => `${trail(after, [...change.block, change.key])}: added`,
  // The block is still there, and nobody has added the key meanwhile.
  stillApplies: (text, change) => exists(text, change.block) && dataAt(text, [...change.block, change.key]) === undefined,
}
