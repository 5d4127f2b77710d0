// A block without one of its optional keys (a setting back to its default, an icon taken off a link). Its undo puts
// the key back as it was written, its comments included.
import type { DataPath } from '../../site/problem'
import { trail } from '../place-words'
import { dataAt } from '../values-at'
import { removeKeyText } from '../yaml-edits'
import type { ChangeKind } from './kind'
import { exists, sameAs } from './re-apply'

/** The block at `block` without its (optional) `key`. `empty`: what a `{ }` block left with no key is written as. */
export interface RemoveKeyChange { kind: 'removeKey'; block: DataPath; key: string; empty?: string; was?: unknown }

declare module './kind' {
  interface ChangesByKind {
    removeKey: RemoveKeyChange
  }
}

export const removeKeyKind: ChangeKind<RemoveKeyChange> = {
  apply(source, change) {
    const value = dataAt(source, [...change.block, change.key])
    const { text, written } = removeKeyText(source, change.block, change.key, change.empty)
    return { text, inverse: { kind: 'addKey', block: change.block, key: change.key, value, written }, removed: [written.text] }
  },
  withItems: (text, inverse) => ({ ...inverse, was: inverse.was ?? dataAt(text, [...inverse.block, inverse.key]) }),
  describe: (change, _inverse, before) => `${trail(before, [...change.block, change.key])}: removed`,
  stillApplies: (text, change) => exists(text, [...change.block, change.key]) && sameAs(text, [...change.block, change.key], change.was),
}
