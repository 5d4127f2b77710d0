// Several changes that go together, as one step of the history: what undoes an added page and its navigation link.
// Its parts are changes of the other kinds; the registry (index.ts) hands it the way to find each part's kind, so
// that this module does not import the registry that imports it.
import type { Change, ChangeKind } from './kind'

/** Several changes that go together (what undoes an added page and its navigation link). */
export interface SeveralChanges { kind: 'several'; changes: Change[] }

declare module './kind' {
  interface ChangesByKind {
    several: SeveralChanges
  }
}

export function severalKind(kindOf: (change: Change) => ChangeKind<Change>): ChangeKind<SeveralChanges> {
  return {
    // The parts one after another, each on the text the one before made; undone in the reverse order.
    apply(source, change) {
      let text = source
      const inverses: Change[] = []
      const removed: string[] = []
      for (const part of change.changes) {
        const applied = kindOf(part).apply(text, part)
        text = applied.text
        inverses.unshift(applied.inverse)
        removed.push(...applied.removed)
      }
      return { text, inverse: { kind: 'several', changes: inverses }, removed }
    },
    withItems: (text, inverse) => ({ ...inverse, changes: inverse.changes.map((part) => kindOf(part).withItems?.(text, part) ?? part) }),
    describe(change, inverse, before, after) {
      const inverses = inverse.kind === 'several' ? [...inverse.changes].reverse() : []
      return change.changes.map((part, index) => kindOf(part).describe(part, inverses[index] ?? part, before, after)).join('; ')
    },
    stillApplies: (text, change) => change.changes.every((part) => kindOf(part).stillApplies(text, part)),
  }
}
