import { isScalar, parse } from 'yaml'
import type { DataPath } from '../site/problem'
import { valueAt } from '../site/walk-data'
import { exampleYaml, sectionExamples } from '../site/section-examples'
import { addPage, type NewPage } from './add-page'
import { pieceOfPaths } from './change-pieces'
import { nodeLines, nodeText, withNodeText } from './node-text'
import { pathsOf, withPaths } from './relative-change'
import {
  addKeyText,
  addPair,
  documentOf,
  doubleQuotedItem,
  EditError,
  insertItemText,
  insertPairText,
  itemWithoutComments,
  mapAt,
  nodeAt,
  parseForEdit,
  removeItem,
  removeKeyText,
  removePair,
  renderItem,
  seqAt,
  setScalar,
  usualGap,
  writtenScalar,
  type ItemText,
  type PairText,
  type ScalarValue,
} from './yaml-edits'

// The changes the preview may make to site.yaml. Each is applied as a small splice of the file's text
// (yaml-edits.ts), and each gives back the change that undoes it.

/** Set a text, a number, a choice or a switch. `was`, the value the change was made on, lets it be re-applied safely to a file saved since. */
export interface SetChange {
  kind: 'set'
  path: DataPath
  value: ScalarValue
  was?: ScalarValue
  /** How an undone set writes the old value back, exactly as it was written (used when it still reads as `value`). */
  written?: string
}
/**
 * Insert an item, given as a plain value, at `index` of the list at `list` (index = length appends).
 * `written` is how an undone remove puts the item back exactly as it was written (its comments included).
 */
export interface InsertChange { kind: 'insert'; list: DataPath; index: number; value?: unknown; written?: ItemText }
/**
 * `was`, on the changes of an item: the item (as data) the change was made on. When the file was saved from outside
 * since, the change is re-applied only if that item is still there (see site-file.ts). Every inverse carries it.
 */
export interface RemoveChange { kind: 'remove'; list: DataPath; index: number; was?: unknown; expect?: ItemIdentity }
/** A copy of the item, just after it. */
export interface DuplicateChange { kind: 'duplicate'; list: DataPath; index: number; was?: unknown; expect?: ItemIdentity }
/** The item at `from` moves to be item `to` of the same list (counted in the list as it is after the move). */
export interface MoveChange { kind: 'move'; list: DataPath; from: number; to: number; was?: unknown; expect?: ItemIdentity }
/** A section of `type`, with the catalogue's example, after section `after` of the list at `sections` (-1: first). */
export interface AddSectionChange { kind: 'addSection'; sections: DataPath; after: number; type: string }
/** A page, as `npm run new-page` adds it. */
export interface AddPageChange { kind: 'addPage'; page: NewPage }
/** Hide (hidden: true) or show (no hidden key) the section or page at `path`. */
export interface HideChange { kind: 'hide'; path: DataPath; was?: unknown; expect?: ItemIdentity }
export interface ShowChange { kind: 'show'; path: DataPath; was?: unknown; expect?: ItemIdentity }
/**
 * The node at `path` (a section, a list's item, a block of keys) replaced by `text`: its YAML as the section panel's
 * YAML tab shows it, at column 0, indented to its place when written (node-text.ts). `bytes`, on an undo: the node's
 * lines exactly as they were. `was`: the node (as data) the text was edited from.
 */
export interface SetTextChange { kind: 'setText'; path: DataPath; text: string; bytes?: string; was?: unknown }
/**
 * A key the block at `block` has not got yet, with its value, written in the block's style at its end (a text plain
 * when it reads back, else in double quotes; a block of keys in `{ }` when small). `written`: how an undone removeKey
 * puts the key back exactly as it was written, at its place, its comments included.
 */
export interface AddKeyChange { kind: 'addKey'; block: DataPath; key: string; value?: unknown; written?: PairText }
/** The block at `block` without its (optional) `key`. `empty`: what a `{ }` block left with no key is written as. */
export interface RemoveKeyChange { kind: 'removeKey'; block: DataPath; key: string; empty?: string; was?: unknown }
/** Several changes that go together (what undoes an added page and its navigation link). */
export interface SeveralChanges { kind: 'several'; changes: Change[] }

/** Every `id` a page's sections use, nested ones too. */
function idsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => idsIn(item, found))
  else if (value && typeof value === 'object') {
    const { id } = value as { id?: unknown }
    if (typeof id === 'string') found.add(id)
    Object.values(value).forEach((item) => idsIn(item, found))
  }
  return found
}

/**
 * The catalogue's example with an id no section of the page has (faq → faq-2): a page's ids must differ, and the
 * example's id is often the one the page's own section of that type took already.
 */
function withFreeId(example: Record<string, unknown>, data: unknown, sections: DataPath): Record<string, unknown> {
  if (typeof example.id !== 'string') return example
  const page = (data as { pages?: unknown[] } | undefined)?.pages?.[Number(sections[1])]
  const used = idsIn(page)
  if (!used.has(example.id)) return example
  let count = 2
  while (used.has(`${example.id}-${count}`)) count++
  return { ...example, id: `${example.id}-${count}` }
}

/** `base-2`, `base-3`, … (or `base2` for names without dashes): the first that is not taken; a copy's copy counts on. */
function freeValue(value: string, taken: Set<string>, dash: boolean): string {
  const base = value.replace(dash ? /-\d+$/ : /\d+$/, '') || value
  let count = 2
  while (taken.has(`${base}${dash ? '-' : ''}${count}`)) count++
  const free = `${base}${dash ? '-' : ''}${count}`
  taken.add(free)
  return free
}

/**
 * The values a copy of item `index` of `list` must not share with the rest (the check refuses them twice): the ids
 * of a copied section and of the sections inside it, unique on their page; a copied form field's name, unique in its
 * form; a copied page's path. Paths are relative to the copy.
 */
export function freeValuesOfCopy(source: string, list: DataPath, index: number): { path: DataPath; value: string }[] {
  const data = parse(source) as { pages?: unknown[] }
  const item = valueAt(data, [...list, index])
  if (!item || typeof item !== 'object') return []
  const owner = list.at(-1)
  if (list.length === 1 && owner === 'pages') {
    const path = (item as { path?: unknown }).path
    if (typeof path !== 'string') return []
    const taken = new Set((data.pages ?? []).map((page) => (page as { path?: unknown })?.path).filter((one): one is string => typeof one === 'string'))
    return [{ path: ['path'], value: freeValue(path === '/' ? '/home' : path === '*' ? '/not-found' : path, taken, true) }]
  }
  if (owner === 'fields' && list[0] === 'forms') {
    const name = (item as { name?: unknown }).name
    if (typeof name !== 'string') return []
    const taken = new Set((valueAt(data, list) as unknown[]).map((field) => (field as { name?: unknown })?.name).filter((one): one is string => typeof one === 'string'))
    return [{ path: ['name'], value: freeValue(name, taken, false) }]
  }
  if (list[0] !== 'pages' || typeof list[1] !== 'number') return []
  const taken = idsIn(data.pages?.[list[1]])
  const found: { path: DataPath; value: string }[] = []
  const visit = (value: unknown, at: DataPath) => {
    if (Array.isArray(value)) return value.forEach((entry, position) => visit(entry, [...at, position]))
    if (!value || typeof value !== 'object') return
    const { id, type } = value as { id?: unknown; type?: unknown }
    if (typeof id === 'string' && typeof type === 'string') found.push({ path: [...at, 'id'], value: freeValue(id, taken, true) })
    Object.entries(value).forEach(([key, entry]) => visit(entry, [...at, key]))
  }
  visit(item, [])
  return found
}

/**
 * What a toolbar's button saw at its place (a section's type and id): the dev server does nothing when something
 * else is there now (a button pressed while another change was on its way may point at a place that moved since).
 */
export interface ItemIdentity { type?: string; id?: string }

export type Change =
  | SetChange
  | InsertChange
  | RemoveChange
  | DuplicateChange
  | MoveChange
  | AddSectionChange
  | AddPageChange
  | HideChange
  | ShowChange
  | SetTextChange
  | AddKeyChange
  | RemoveKeyChange
  | SeveralChanges

export interface Applied {
  text: string
  /** The change that gives back the text before this one. */
  inverse: Change
  /** The text of the items this change removed (their comments included). */
  removed: string[]
}

/**
 * The text of site.yaml with the change made; an EditError when it cannot be made to this text. It is made on the
 * piece of the text it touches (change-pieces.ts), or with `whole`, on the whole text (the tests compare both ways).
 */
export function applyToText(source: string, change: Change, { whole = false } = {}): Applied {
  const inPiece = whole ? undefined : pieceOfPaths(source, pathsOf(change))
  if (inPiece) {
    const applied = applyToText(inPiece.piece.text, withPaths(change, inPiece.inPiece), { whole: true })
    const text = inPiece.withPiece(applied.text)
    if (text !== undefined) return { text, inverse: withPaths(applied.inverse, inPiece.inWhole), removed: applied.removed }
  }
  const applied = makeChange(source, change)
  return { ...applied, inverse: withItemsOf(applied.text, applied.inverse) }
}

/** The inverse with the items it will act on, as they are in the text it will be applied to. */
function withItemsOf(text: string, inverse: Change): Change {
  switch (inverse.kind) {
    case 'remove':
    case 'duplicate':
      return { ...inverse, was: inverse.was ?? dataAt(text, [...inverse.list, inverse.index]) }
    case 'move':
      return { ...inverse, was: inverse.was ?? dataAt(text, [...inverse.list, inverse.from]) }
    case 'hide':
    case 'show':
      return { ...inverse, was: inverse.was ?? dataAt(text, inverse.path) }
    case 'removeKey':
      return { ...inverse, was: inverse.was ?? dataAt(text, [...inverse.block, inverse.key]) }
    case 'several':
      return { ...inverse, changes: inverse.changes.map((part) => withItemsOf(text, part)) }
    default:
      return inverse
  }
}

/** The data at a path of the text (a section, an item), as plain values. */
export function dataAt(text: string, path: DataPath): unknown {
  const inPiece = pieceOfPaths(text, [path])
  if (inPiece) return dataAtIn(inPiece.piece.text, inPiece.inPiece(path))
  return dataAtIn(text, path)
}

function dataAtIn(text: string, path: DataPath): unknown {
  const node = parseForEdit(text).getIn(path, true) as { toJSON?: () => unknown } | undefined
  return node && typeof node === 'object' && typeof node.toJSON === 'function' ? node.toJSON() : parseForEdit(text).getIn(path)
}

function makeChange(source: string, change: Change): Applied {
  switch (change.kind) {
    case 'set': {
      const was = scalarAt(source, change.path)
      const written = writtenScalar(source, change.path)
      const text = setScalar(source, change.path, change.value, change.written)
      return { text, inverse: { kind: 'set', path: change.path, value: was, was: change.value, written }, removed: [] }
    }
    case 'insert': {
      const inverse: Change = { kind: 'remove', list: change.list, index: change.index }
      if (change.written) return { text: insertItemText(source, change.list, change.index, change.written), inverse, removed: [] }
      const gap = usualGap(source, change.list, change.index)
      // The list's style first; a text that style cannot hold (a comma in a flow list, say) in double quotes.
      const items = [renderItem(source, change.list, change.value), ...(typeof change.value === 'string' ? [doubleQuotedItem(source, change.list, change.value)] : [])]
      for (const item of items) {
        const text = insertItemText(source, change.list, change.index, { item, gap })
        if (JSON.stringify(dataAt(text, [...change.list, change.index])) === JSON.stringify(change.value)) return { text, inverse, removed: [] }
      }
      throw new EditError(`The value ${JSON.stringify(change.value)} cannot be written as an item of this list.`)
    }
    case 'remove': {
      const { text, removed } = removeItem(source, change.list, change.index)
      return { text, inverse: { kind: 'insert', list: change.list, index: change.index, written: removed }, removed: [removed.item + removed.gap] }
    }
    case 'duplicate': {
      const item = itemWithoutComments(source, change.list, change.index)
      const copied = insertItemText(source, change.list, change.index + 1, { item, gap: usualGap(source, change.list, change.index + 1) })
      // The copy's values that must be unique get free ones, each written in place in its own style.
      const text = freeValuesOfCopy(source, change.list, change.index).reduce((text, { path, value }) => setScalar(text, [...change.list, change.index + 1, ...path], value), copied)
      return { text, inverse: { kind: 'remove', list: change.list, index: change.index + 1 }, removed: [] }
    }
    case 'move': {
      const length = seqAt(parseForEdit(source), change.list).items.length
      if (![change.from, change.to].every((index) => Number.isInteger(index) && index >= 0 && index < length)) throw new EditError(`The list has ${length} items: it cannot move item ${change.from + 1} to place ${change.to + 1}.`)
      if (change.from === change.to) throw new EditError('The item is already there.')
      const { text, removed } = removeItem(source, change.list, change.from)
      return { text: insertItemText(text, change.list, change.to, removed), inverse: { kind: 'move', list: change.list, from: change.to, to: change.from }, removed: [] }
    }
    case 'addSection': {
      const example = sectionExamples().find((candidate) => candidate.type === change.type)
      if (!example) throw new EditError(`There is no section type "${change.type}" in the catalogue (docs/sections.md).`)
      const index = change.after + 1
      const sections = seqAt(parseForEdit(source), change.sections)
      const first = nodeAt(parseForEdit(source), [...change.sections, 0])
      const dashIndent = indentOfItem(source, first.range![0])
      const item = exampleYaml(withFreeId(example.example, parse(source), change.sections)).trimEnd().split('\n').map((line) => (line ? ' '.repeat(dashIndent) + line : line)).join('\n')
      if (index < 0 || index > sections.items.length) throw new EditError(`There is no section ${change.after + 1} to add a section after.`)
      const text = insertItemText(source, change.sections, index, { item, gap: usualGap(source, change.sections, index) })
      return { text, inverse: { kind: 'remove', list: change.sections, index }, removed: [] }
    }
    case 'addPage': {
      let text: string
      try {
        text = addPage(source, change.page).text
      } catch (error) {
        throw new EditError((error as Error).message)
      }
      const data = parse(text) as { pages: { path: string }[]; navigation?: { links?: unknown[] } }
      const undo: Change[] = [{ kind: 'remove', list: ['pages'], index: data.pages.findIndex((page) => page.path === change.page.path) }]
      if (change.page.nav !== undefined) undo.unshift({ kind: 'remove', list: ['navigation', 'links'], index: data.navigation!.links!.length - 1 })
      return { text, inverse: undo.length === 1 ? undo[0] : { kind: 'several', changes: undo }, removed: [] }
    }
    case 'hide': {
      const map = mapAt(parseForEdit(source), change.path)
      checkHideable(change.path)
      const hidden = map.get('hidden')
      if (hidden === true) throw new EditError('It is already hidden.')
      if (map.has('hidden')) return makeChange(source, { kind: 'set', path: [...change.path, 'hidden'], value: true, was: hidden as ScalarValue })
      return { text: addPair(source, change.path, 'hidden', true), inverse: { kind: 'show', path: change.path }, removed: [] }
    }
    case 'show': {
      const map = mapAt(parseForEdit(source), change.path)
      checkHideable(change.path)
      if (map.get('hidden') !== true) throw new EditError('It is not hidden.')
      return { text: removePair(source, change.path, 'hidden'), inverse: { kind: 'hide', path: change.path }, removed: [] }
    }
    case 'setText': {
      const text = withNodeText(source, change.path, change.text, change.bytes)
      const { start, end } = nodeLines(source, change.path)
      const inverse: SetTextChange = { kind: 'setText', path: change.path, text: nodeText(source, change.path), bytes: source.slice(start, end) }
      // A text that is not YAML is left to the check (site-file.ts), whose message says what is wrong and where.
      const placed = documentOf(text)
      if (placed.errors.length > 0) return { text, inverse, removed: [] }
      // One that is YAML must read in its place as it reads alone: else its indentation changed what it means there.
      const alone = documentOf(change.text)
      if (change.bytes === undefined && alone.errors.length === 0 && JSON.stringify(dataAt(text, change.path)) !== JSON.stringify(alone.toJSON())) {
        throw new EditError('This text does not keep its meaning in its place in site.yaml: write it as one block, its keys one under another.')
      }
      return { text, inverse: { ...inverse, was: dataAt(text, change.path) }, removed: [] }
    }
    case 'addKey': {
      if (change.written) {
        const map = mapAt(parseForEdit(source), change.block)
        if (map.has(change.key)) throw new EditError(`This block already has “${change.key}”.`)
        const text = insertPairText(source, change.block, change.written)
        return { text, inverse: { kind: 'removeKey', block: change.block, key: change.key }, removed: [] }
      }
      if (change.value === undefined) throw new EditError(`“${change.key}” needs a value to be added.`)
      const { text, empty } = addKeyText(source, change.block, change.key, change.value)
      return { text, inverse: { kind: 'removeKey', block: change.block, key: change.key, ...(empty !== undefined ? { empty } : {}) }, removed: [] }
    }
    case 'removeKey': {
      const value = dataAt(source, [...change.block, change.key])
      const { text, written } = removeKeyText(source, change.block, change.key, change.empty)
      return { text, inverse: { kind: 'addKey', block: change.block, key: change.key, value, written }, removed: [written.text] }
    }
    case 'several': {
      let text = source
      const inverses: Change[] = []
      const removed: string[] = []
      for (const part of change.changes) {
        const applied = makeChange(text, part)
        text = applied.text
        inverses.unshift(applied.inverse)
        removed.push(...applied.removed)
      }
      return { text, inverse: { kind: 'several', changes: inverses }, removed }
    }
  }
}

/** The scalar value at a path of the text (what a set changes, and what a conflict compares). */
export function scalarAt(source: string, path: DataPath): ScalarValue {
  const inPiece = pieceOfPaths(source, [path])
  const node = inPiece ? nodeAt(parseForEdit(inPiece.piece.text), inPiece.inPiece(path)) : nodeAt(parseForEdit(source), path)
  if (!isScalar(node) || !['string', 'number', 'boolean'].includes(typeof node.value)) throw new EditError(`${JSON.stringify(path)} holds no single text, number or switch.`)
  return node.value as ScalarValue
}

function checkHideable(path: DataPath) {
  const parent = path.at(-2)
  if (parent !== 'sections' && parent !== 'pages') throw new EditError('Only a section or a page can be hidden or shown.')
}

function indentOfItem(source: string, valueStart: number): number {
  const dash = source.lastIndexOf('-', valueStart - 1)
  return dash - (source.lastIndexOf('\n', dash) + 1)
}
