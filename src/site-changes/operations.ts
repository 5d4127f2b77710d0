import { pieceOfPaths } from './change-pieces'
import { kindOf } from './kinds'
import type { Applied, Change } from './kinds/kind'
import { pathsOf, withPaths } from './relative-change'
import { EditError } from './yaml-edits'

// The changes the preview may make to site.yaml. Each is applied as a small splice of the file's text
// (yaml-edits.ts), and each gives back the change that undoes it. Each kind of change is one module of kinds/ (its
// apply, inverse, words and re-apply rule); here a change is made on the piece of the file it touches.

export type { AddKeyChange } from './kinds/add-key'
export type { AddPageChange } from './kinds/add-page'
export type { AddSectionChange } from './kinds/add-section'
export type { DuplicateChange } from './kinds/duplicate'
export type { HideChange, ShowChange } from './kinds/hidden'
export type { InsertChange } from './kinds/insert'
export type { Applied, Change, ItemIdentity } from './kinds/kind'
export type { MoveChange } from './kinds/move'
export type { RemoveChange } from './kinds/remove'
export type { RemoveKeyChange } from './kinds/remove-key'
export type { SetChange } from './kinds/set'
export type { SetTextChange } from './kinds/set-text'
export type { SeveralChanges } from './kinds/several'
export { freeValuesOfCopy } from './unique-values'
export { dataAt, scalarAt } from './values-at'

/**
 * The text of site.yaml with the change made; an EditError when it cannot be made to this text. It is made on the
 * piece of the text it touches (change-pieces.ts), or with `whole`, on the whole text (the tests compare both ways).
 */
export function applyToText(source: string, change: Change, { whole = false } = {}): Applied {
  const inPiece = whole ? undefined : pieceOfPaths(source, pathsOf(change))
  if (inPiece) {
    let applied: Applied | undefined
    try {
      applied = applyToText(inPiece.piece.text, withPaths(change, inPiece.inPiece), { whole: true })
    } catch (error) {
      // A refusal names the place by its path in the piece ("pages", 0, …): made on the whole text, it names the real one.
      if (!(error instanceof EditError)) throw error
    }
    const text = applied && inPiece.withPiece(applied.text)
    if (applied && text !== undefined) return { text, inverse: withPaths(applied.inverse, inPiece.inWhole), removed: applied.removed }
  }
  const applied = kindOf(change).apply(source, change)
  return { ...applied, inverse: withItemsOf(applied.text, applied.inverse) }
}

/** The inverse with the items it will act on, as they are in the text it will be applied to. */
function withItemsOf(text: string, inverse: Change): Change {
  return kindOf(inverse).withItems?.(text, inverse) ?? inverse
}
