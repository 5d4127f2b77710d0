// Set one value (a text, a number, a choice, a switch): what a form's field does, and the most common change.
// It remembers the value it was made on (`was`), so that it is made again on a file saved since only where that
// value is still there: nobody's newer value is overwritten.
import type { DataPath } from '../../site/problem'
import { shown, trail } from '../place-words'
import { scalarAt } from '../values-at'
import { setScalar, writtenScalar, type ScalarValue } from '../yaml-edits'
import type { ChangeKind } from './kind'

/** Set a text, a number, a choice or a switch. `was`, the value the change was made on, lets it be re-applied safely to a file saved since. */
export interface SetChange {
  kind: 'set'
  path: DataPath
  value: ScalarValue
  was?: ScalarValue
  /** How an undone set writes the old value back, exactly as it was written (used when it still reads as `value`). */
  written?: string
}

declare module './kind' {
  interface ChangesByKind {
    set: SetChange
  }
}

export const setKind: ChangeKind<SetChange> = {
  apply(source, change) {
    const was = scalarAt(source, change.path)
    const written = writtenScalar(source, change.path)
    const text = setScalar(source, change.path, change.value, change.written)
    return { text, inverse: { kind: 'set', path: change.path, value: was, was: change.value, written }, removed: [] }
  },
  describe(change, inverse, before) {
    const was = inverse.kind === 'set' ? inverse.value : change.was
    return `${trail(before, change.path)}: ${shown(was)} → ${shown(change.value)}`
  },
  // A set without `was` cannot tell whether it would overwrite someone's newer value: no.
  stillApplies: (text, change) => change.was !== undefined && scalarAt(text, change.path) === change.was,
}
