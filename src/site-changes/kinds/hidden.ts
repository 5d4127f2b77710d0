// Hide a section or a page (hidden: true) and show it again (no hidden key): a person takes something off the site
// for a while without losing it. The two are one module: each is the other's inverse, and they share what can be hidden.
import type { DataPath } from '../../site/problem'
import { trail } from '../place-words'
import { dataAt } from '../values-at'
import { addPair, EditError, mapAt, parseForEdit, removePair, type ScalarValue } from '../yaml-edits'
import type { ChangeKind, ItemIdentity } from './kind'
import { exists, sameAs } from './re-apply'
import { setKind } from './set'

/** Hide (hidden: true) or show (no hidden key) the section or page at `path`. */
export interface HideChange { kind: 'hide'; path: DataPath; was?: unknown; expect?: ItemIdentity }
export interface ShowChange { kind: 'show'; path: DataPath; was?: unknown; expect?: ItemIdentity }

declare module './kind' {
  interface ChangesByKind {
    hide: HideChange
    show: ShowChange
  }
}

function checkHideable(path: DataPath) {
  const parent = path.at(-2)
  if (parent !== 'sections' && parent !== 'pages') throw new EditError('Only a section or a page can be hidden or shown.')
}

// Shared by both: the section or page as the inverse will find it, and the rule to re-apply either.
const withItems = <C extends HideChange | ShowChange>(text: string, inverse: C): C => ({ ...inverse, was: inverse.was ?? dataAt(text, inverse.path) })
const stillApplies = (text: string, change: HideChange | ShowChange) => exists(text, change.path) && sameAs(text, change.path, change.was)

export const hideKind: ChangeKind<HideChange> = {
  apply(source, change) {
    const map = mapAt(parseForEdit(source), change.path)
    checkHideable(change.path)
    const hidden = map.get('hidden')
    if (hidden === true) throw new EditError('It is already hidden.')
    // A section that says `hidden: false` keeps its line: the value is set, and the undo sets it back.
    if (map.has('hidden')) return setKind.apply(source, { kind: 'set', path: [...change.path, 'hidden'], value: true, was: hidden as ScalarValue })
    return { text: addPair(source, change.path, 'hidden', true), inverse: { kind: 'show', path: change.path }, removed: [] }
  },
  withItems,
  describe: (change, _inverse, before) => `${trail(before, change.path)}: hidden`,
  stillApplies,
}

export const showKind: ChangeKind<ShowChange> = {
  apply(source, change) {
    const map = mapAt(parseForEdit(source), change.path)
    checkHideable(change.path)
    if (map.get('hidden') !== true) throw new EditError('It is not hidden.')
    return { text: removePair(source, change.path, 'hidden'), inverse: { kind: 'hide', path: change.path }, removed: [] }
  },
  withItems,
  describe: (change, _inverse, before) => `${trail(before, change.path)}: shown`,
  stillApplies,
}
