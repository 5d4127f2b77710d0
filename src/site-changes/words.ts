import { kindOf } from './kinds'
import type { Change } from './kinds/kind'

// The history's words for a change, in the words of the person who edits (the schema's labels), which are also
// what `npm run diff` and a published change say:
//   Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999
//   About: moved Cards (section 4) above Cards (section 3)
// Each kind says its own (kinds/); the places and items they name are in place-words.ts.

export { itemWord, itemWords, listOwner, movedWords, pageName, shown, trail } from './place-words'

export interface HistoryEntry {
  change: Change
  /** What undoes it. */
  inverse: Change
  words: string
}

/** Words for a change, from the data before and after it. */
export function describeChange(change: Change, inverse: Change, before: unknown, after: unknown): HistoryEntry {
  return { change, inverse, words: kindOf(change).describe(change, inverse, before, after) }
}
