import { dataOfText } from './change-pieces'
import type { Applied, Change } from './kinds/kind'
import { applyToText } from './operations'
import { shown, trail } from './place-words'
import { detailsOnlyWords, plainWords } from './refusal-words'
import { pathsOf } from './relative-change'
import { forEditing, stillThere, stillUnambiguous } from './site-file'
import { scalarAt } from './values-at'
import { describeChange, type HistoryEntry } from './words'
import { EditError, type ScalarValue } from './yaml-edits'

// A person's draft began on one version of site.yaml; when the branch has moved on since (someone else published),
// the draft's changes are made again, one by one, on the branch's new site.yaml, as prosemirror-collab rebases a
// person's steps over the steps others made meanwhile. A change that no longer has one clear place there is a
// conflict: it is left out, with its reason in words, and the others go on.
//
// A change is made again when
//   1. the item it names by its type and id (a toolbar's `expect`) is still at its place, and its kind's re-apply
//      rule holds (site-file.ts, stillUnambiguous: its paths exist, its indexes are inside their lists, the value or
//      item it was made on is still there), as for a change made on a file saved since;
//   2. it can be made (an EditError is a conflict);
//   3. it does what it did: its inverse on the new text is the inverse it had, so it acts on the same value or item,
//      written the same way. Indexes are not moved: a form's "Remove" of plan 2 names no item, and when someone
//      added a plan above meanwhile, plan 2 is another plan, which this finds (the removed text differs). A new page
//      names no place (it goes before the not-found page), so it needs only to be possible. A change inside an item
//      still follows its index: when the item now there has what it found (a list to add to, a block without the key
//      it adds), it is made there; mapping indexes through the others' changes would need the draft's first file.
// A set that does not say the value it was made on (`was`) has it from its inverse: it is a conflict when the value
// is no longer that one, even when someone set it to the same new value.

export interface Rebased {
  /** The new site.yaml with every change made that could be; not checked (the caller checks the whole file). */
  text: string
  /** The changes made, oldest first, with their inverses and words as they are on the new text. */
  applied: HistoryEntry[]
  /** The changes left out, with why in plain words (the entry's own words say where). */
  conflicts: { entry: HistoryEntry; reason: string }[]
}

export const placeChangedWords = 'Someone changed what this change was made on since your draft began: it no longer has one clear place in the site.'

/**
 * What the person chose for a change that was a conflict: "mine", made anyway over what is there now (when it can be
 * made at all); "theirs", left out.
 */
export type Keep = 'mine' | 'theirs'

/**
 * Makes the draft's changes (its history's entries, oldest first) again on `text`, the branch's new site.yaml;
 * `keep` says, by an entry's index, what the person chose where it was a conflict.
 */
export function rebase(text: string, entries: HistoryEntry[], keep: (index: number) => Keep | undefined = () => undefined): Rebased {
  const { text: start, back } = forEditing(text)
  let current = start
  const applied: HistoryEntry[] = []
  const conflicts: Rebased['conflicts'] = []
  for (const [index, entry] of entries.entries()) {
    const chosen = keep(index)
    if (chosen === 'theirs') continue
    const made = chosen === 'mine' ? madeAnyway(current, entry) : madeAgain(current, entry)
    if ('reason' in made) {
      conflicts.push({ entry, reason: made.reason })
      continue
    }
    applied.push(describeChange(entry.change, made.inverse, dataOfText(current), dataOfText(made.text)))
    current = made.text
  }
  return { text: back(current), applied, conflicts }
}

/** The entry's change made on `text`, or why it cannot be. */
function madeAgain(text: string, { change, inverse }: HistoryEntry): Applied | { reason: string } {
  const checked = withWhatItWasMadeOn(change, inverse)
  if (!stillThere(text, change) || !stillUnambiguous(text, checked)) return { reason: conflictWords(text, checked) }
  let made: Applied
  try {
    made = applyToText(text, change)
  } catch (error) {
    if (!(error instanceof EditError)) throw error
    // A conflict has no details to show: a message that speaks the file's language says only that its place changed.
    const words = plainWords(error.message)
    return { reason: words === detailsOnlyWords ? placeChangedWords : words }
  }
  // It does what it did: the same inverse (a new page names no place: it goes where new pages go).
  if (pathsOf(change).length > 0 && JSON.stringify(made.inverse) !== JSON.stringify(inverse)) return { reason: conflictWords(text, checked) }
  return made
}

/** The entry's change made on `text` whatever is there now (a set over someone's newer value), when it can be made. */
function madeAnyway(text: string, { change }: HistoryEntry): Applied | { reason: string } {
  try {
    return applyToText(text, change.kind === 'set' ? { ...change, was: undefined } : change)
  } catch (error) {
    if (!(error instanceof EditError)) throw error
    return { reason: `Yours can’t be made on the site as it is now: ${plainWords(error.message)}` }
  }
}

/** A set that did not say the value it was made on, with the one its inverse gives back. */
function withWhatItWasMadeOn(change: Change, inverse: Change): Change {
  return change.kind === 'set' && change.was === undefined && inverse.kind === 'set' ? { ...change, was: inverse.value } : change
}

/** Why the change is not made again: for a value, what it is now; for anything else, that its place changed. */
function conflictWords(text: string, change: Change): string {
  if (change.kind !== 'set' || change.was === undefined) return placeChangedWords
  let now: ScalarValue
  try {
    now = scalarAt(text, change.path)
  } catch {
    return placeChangedWords
  }
  return now === change.was ? placeChangedWords : `${trail(dataOfText(text), change.path)} is ${shown(now)} now, not ${shown(change.was)} as when you changed it.`
}
