import type { DataPath } from '../../site/problem'
import { isSeq } from 'yaml'
import { dataAt, nodeOfText } from '../values-at'
import { EditError } from '../yaml-edits'

// What the kinds' re-apply rules (stillApplies) look at in the current text. Each throws an EditError when the path
// is gone, which the rule's caller reads as "no clear place".

/** There is something at the path. */
export function exists(text: string, path: DataPath): boolean {
  nodeOfText(text, path)
  return true
}

/** The number of items of the list at the path. */
export function lengthOf(text: string, list: DataPath): number {
  const node = nodeOfText(text, list)
  if (!isSeq(node)) throw new EditError(`${JSON.stringify(list)} is not a list in site.yaml.`)
  return node.items.length
}

/** The item the change was made on (its `was`, when it names one) is still the one at its place. */
export function sameAs(text: string, path: DataPath, was: unknown): boolean {
  return was === undefined || JSON.stringify(dataAt(text, path)) === JSON.stringify(was)
}
