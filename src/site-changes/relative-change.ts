import type { DataPath } from '../site/problem'
import type { Change } from './operations'

/** Every place of site.yaml a change names (a value, a list, a block, a section list); none for a new page. */
export function pathsOf(change: Change): DataPath[] {
  switch (change.kind) {
    case 'set':
    case 'hide':
    case 'show':
    case 'setText':
      return [change.path]
    case 'insert':
    case 'remove':
    case 'duplicate':
    case 'move':
      return [change.list]
    case 'addKey':
    case 'removeKey':
      return [change.block]
    case 'addSection':
      return [change.sections]
    case 'several':
      return change.changes.flatMap(pathsOf)
    case 'addPage':
      return []
  }
}

/** The change with each place it names put through `move`. */
export function withPaths(change: Change, move: (path: DataPath) => DataPath): Change {
  switch (change.kind) {
    case 'set':
    case 'hide':
    case 'show':
    case 'setText':
      return { ...change, path: move(change.path) }
    case 'insert':
    case 'remove':
    case 'duplicate':
    case 'move':
      return { ...change, list: move(change.list) }
    case 'addKey':
    case 'removeKey':
      return { ...change, block: move(change.block) }
    case 'addSection':
      return { ...change, sections: move(change.sections) }
    case 'several':
      return { ...change, changes: change.changes.map((inner) => withPaths(inner, move)) }
    case 'addPage':
      return change
  }
}

/**
 * A form knows only the paths inside what it edits (a section, or a shared block such as the footer); the editor
 * puts them under where that is in site.yaml before the change is sent.
 */
export function underBase(change: Change, base: DataPath): Change {
  return withPaths(change, (path) => [...base, ...path])
}
