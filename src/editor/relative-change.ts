import type { Change } from '@/editing/operations'
import type { DataPath } from '@/site/problem'
import type { Refusal } from './endpoint'

/**
 * A form knows only the paths inside what it edits (a section, or a shared block such as the footer); the editor
 * puts them under where that is in site.yaml before the change is sent.
 */
export function underBase(change: Change, base: DataPath): Change {
  switch (change.kind) {
    case 'set':
    case 'hide':
    case 'show':
    case 'setText':
      return { ...change, path: [...base, ...change.path] }
    case 'insert':
    case 'remove':
    case 'duplicate':
    case 'move':
      return { ...change, list: [...base, ...change.list] }
    case 'addKey':
    case 'removeKey':
      return { ...change, block: [...base, ...change.block] }
    case 'addSection':
      return { ...change, sections: [...base, ...change.sections] }
    case 'several':
      return { ...change, changes: change.changes.map((inner) => underBase(inner, base)) }
    case 'addPage':
      return change
  }
}

/** Applies one change, its paths relative to the form's data; gives back the refusal, or nothing when it was made. */
export type ApplyChange = (change: Change) => Promise<Refusal | undefined>
