import type { DataPath } from '../site/problem'
import type { Change } from './operations'

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
