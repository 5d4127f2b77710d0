import { addKeyKind } from './add-key'
import { addPageKind } from './add-page'
import { addSectionKind } from './add-section'
import { duplicateKind } from './duplicate'
import { hideKind, showKind } from './hidden'
import { insertKind } from './insert'
import type { Change, ChangeKind, ChangesByKind } from './kind'
import { moveKind } from './move'
import { removeKind } from './remove'
import { removeKeyKind } from './remove-key'
import { setKind } from './set'
import { setTextKind } from './set-text'
import { severalKind } from './several'

// Every kind of change, by its name: making a change (operations.ts), its words (words.ts) and its re-apply rule
// (site-file.ts, rebase.ts) find the change's kind here. A new kind is a module of this folder and one line below.

const kinds: { [Name in keyof ChangesByKind]: ChangeKind<ChangesByKind[Name]> } = {
  set: setKind,
  insert: insertKind,
  remove: removeKind,
  duplicate: duplicateKind,
  move: moveKind,
  addSection: addSectionKind,
  addPage: addPageKind,
  hide: hideKind,
  show: showKind,
  setText: setTextKind,
  addKey: addKeyKind,
  removeKey: removeKeyKind,
  several: severalKind(kindOf),
}

/** The module that knows this change's kind. */
export function kindOf(change: Change): ChangeKind<Change> {
  return kinds[change.kind]
}
