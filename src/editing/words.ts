import { pathInWords } from '../site/path-words'
import type { DataPath } from '../site/problem'
import { valueAt } from '../site/walk-data'
import type { Change } from './operations'

// The history's words for a change, built from the loader's path words:
//   /pricing › section 2 (pricingTable) › Standard › price: ₹24,999 → ₹27,999
//   /about: moved section 4 (cardGrid) above section 3

export interface HistoryEntry {
  change: Change
  /** What undoes it. */
  inverse: Change
  words: string
}

/** Words for a change, from the data before and after it. */
export function describeChange(change: Change, inverse: Change, before: unknown, after: unknown): HistoryEntry {
  return { change, inverse, words: wordsFor(change, inverse, before, after) }
}

function wordsFor(change: Change, inverse: Change, before: unknown, after: unknown): string {
  switch (change.kind) {
    case 'set': {
      const was = inverse.kind === 'set' ? inverse.value : change.was
      return `${trail(before, change.path)}: ${shown(was)} → ${shown(change.value)}`
    }
    case 'insert':
      return itemWords(after, change.list, change.index, 'added')
    case 'remove':
      return itemWords(before, change.list, change.index, 'removed')
    case 'duplicate':
      return `${listOwner(before, change.list)}: duplicated ${itemWord(before, change.list, change.index)}`
    case 'move': {
      const { list, from, to } = change
      const target = change.list.at(-1) === 'sections' ? `section ${to + 1}` : itemWord(before, list, to)
      return movedWords(before, list, from, to < from ? 'above' : 'below', target)
    }
    case 'addSection':
      return `${listOwner(after, change.sections)}: added a ${change.type} section${change.after >= 0 ? ` after section ${change.after + 1}` : ' at the top'}`
    case 'addPage':
      return `added the page ${change.page.path}${change.page.nav !== undefined ? `, with "${change.page.nav}" in the navigation bar` : ''}`
    case 'hide':
      return `${trail(before, change.path)}: hidden`
    case 'show':
      return `${trail(before, change.path)}: shown`
    case 'setText':
      return `${trail(before, change.path)}: its YAML edited${textChanges(before, after, change.path)}`
    case 'addKey':
      return `${trail(after, [...change.block, change.key])}: added`
    case 'removeKey':
      return `${trail(before, [...change.block, change.key])}: removed`
    case 'several': {
      const inverses = inverse.kind === 'several' ? [...inverse.changes].reverse() : []
      return change.changes.map((part, index) => wordsFor(part, inverses[index] ?? part, before, after)).join('; ')
    }
  }
}

/** What a text edit changed, in brackets: one value's old and new, or the places of several (three at most named). */
function textChanges(before: unknown, after: unknown, path: DataPath): string {
  const changed = differences(valueAt(before, path), valueAt(after, path))
  if (changed.length === 0) return ' (comments or layout only)'
  const within = (data: unknown, inner: DataPath) => trail(data, [...path, ...inner]).slice(trail(data, path).length + ' › '.length)
  if (changed.length === 1) {
    const [inner] = changed
    const was = valueAt(before, [...path, ...inner])
    const now = valueAt(after, [...path, ...inner])
    const where = within(now === undefined ? before : after, inner)
    if (was === undefined) return ` (${where} added)`
    if (now === undefined) return ` (${where} removed)`
    if (typeof was !== 'object' && typeof now !== 'object') return ` (${where}: ${shown(was)} → ${shown(now)})`
    return ` (${where} changed)`
  }
  const named = changed.slice(0, 3).map((inner) => within(valueAt(after, [...path, ...inner]) === undefined ? before : after, inner))
  return ` (${changed.length} changes: ${named.join(', ')}${changed.length > 3 ? ', …' : ''})`
}

/** The paths, within two values, where they differ: the deepest places where one has what the other has not. */
function differences(a: unknown, b: unknown, at: DataPath = [], out: DataPath[] = []): DataPath[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return out
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], [...at, Array.isArray(a) ? Number(key) : key], out)
    }
  } else out.push(at)
  return out
}

/** The path words joined with " › ", each list entry named by its first text ("Standard" for "plans, entry 1"). */
export function trail(data: unknown, path: DataPath): string {
  let where = pathInWords(data, path).where
  for (let index = 1; index < path.length; index++) {
    const step = path[index]
    const key = path[index - 1]
    if (typeof step !== 'number' || typeof key !== 'string' || key === 'pages' || key === 'sections') continue
    const name = nameOf(valueAt(data, path.slice(0, index + 1)))
    if (name) where = where.replace(`${key}, entry ${step + 1}`, name)
  }
  return where.split(' → ').join(' › ')
}

/** "/about: added section 4 (faq)", "navigation › links: removed Pricing": an item of a list, added or removed (named in `data`, the site that has it). */
export function itemWords(data: unknown, list: DataPath, index: number, what: 'added' | 'removed'): string {
  return `${listOwner(data, list)}: ${what} ${itemWord(data, list, index)}`
}

/** "/about: moved section 4 (cardGrid) above section 3": the history's words for a move, and the diff's (npm run diff). */
export function movedWords(before: unknown, list: DataPath, from: number, where: 'above' | 'below', target: string): string {
  return `${listOwner(before, list)}: moved ${itemWord(before, list, from)} ${where} ${target}`
}

/** The page of a list of sections, else the list itself. */
export function listOwner(data: unknown, list: DataPath): string {
  return list.at(-1) === 'sections' && list.length > 1 ? trail(data, list.slice(0, -1)) : trail(data, list)
}

/** "section 4 (faq)", "Standard", "entry 3". */
export function itemWord(data: unknown, list: DataPath, index: number): string {
  if (list.at(-1) === 'sections' || list.at(-1) === 'pages') return pathInWords(data, [...list, index]).where.split(' → ').at(-1)!
  return nameOf(valueAt(data, [...list, index])) ?? `entry ${index + 1}`
}

const nameKeys = ['title', 'name', 'label', 'question', 'heading', 'date', 'value']

/** A list item's first text field, or the text itself for a list of texts. */
function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length <= 60 ? `"${value}"` : undefined
  if (!value || typeof value !== 'object') return undefined
  for (const key of nameKeys) {
    const text = (value as Record<string, unknown>)[key]
    if (typeof text === 'string' && text.trim()) return text
  }
  return undefined
}

/** A value as the words show it: a text as it is, anything else as JSON. */
export function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}
