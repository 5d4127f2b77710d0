import type { DataPath } from '../site/problem'
import type { Change } from './kinds/kind'

// The places a change names, and the change with them moved (onto a piece of the file, or under where a form's
// block is). Every kind names its places in the same few fields, so this needs none of the kinds' modules: the
// browser's editor imports it (underBase), and the kinds read the schema files and site.yaml's pieces from disk.

/** The fields a change names a place of site.yaml in; the type check holds every kind of change to them. */
const placeFields: { [Field in PlaceFieldOf<Change>]: true } = { path: true, list: true, block: true, sections: true }

/** The names of a change's fields that hold a path. */
type PlaceFieldOf<C> = C extends unknown ? { [Field in keyof C]-?: NonNullable<C[Field]> extends DataPath ? Field : never }[keyof C] : never

const isPlaceField = (field: string): field is PlaceFieldOf<Change> => Object.hasOwn(placeFields, field)

/** Every place of site.yaml a change names (a value, a list, a block, a section list); none for a new page. */
export function pathsOf(change: Change): DataPath[] {
  if (change.kind === 'several') return change.changes.flatMap(pathsOf)
  return Object.entries(change).flatMap(([field, value]) => (isPlaceField(field) ? [value as DataPath] : []))
}

/** The change with each place it names put through `move`. */
export function withPaths(change: Change, move: (path: DataPath) => DataPath): Change {
  if (change.kind === 'several') return { ...change, changes: change.changes.map((part) => withPaths(part, move)) }
  return Object.fromEntries(Object.entries(change).map(([field, value]) => [field, isPlaceField(field) ? move(value as DataPath) : value])) as Change
}

/**
 * A form knows only the paths inside what it edits (a section, or a shared block such as the footer); the editor
 * puts them under where that is in site.yaml before the change is sent.
 */
export function underBase(change: Change, base: DataPath): Change {
  return withPaths(change, (path) => [...base, ...path])
}
