import type { DataPath } from '../../site/problem'
import { dataAt } from '../values-at'
import { nodeAt, parseForEdit, seqAt } from '../yaml-edits'

// What the kinds' re-apply rules (stillApplies) look at in the current text. Each throws an EditError when the path
// is gone, which the rule's caller reads as "no clear place".

/** There is something at the path. */
export function exists(text: string, path: DataPath): boolean {
  nodeAt(parseForEdit(text), path)
  return true
}

/** The number of items of the list at the path. */
export function lengthOf(text: string, list: DataPath): number {
  return seqAt(parseForEdit(text), list).items.length
}

/** The item the change was made on (its `was`, when it names one) is still the one at its place. */
export function sameAs(text: string, path: DataPath, was: unknown): boolean {
  return was === undefined || JSON.stringify(dataAt(text, path)) === JSON.stringify(was)
}
