import { sectionChildren } from './child-sections'
import type { DataPath } from './problem'
import { valueAt } from './walk-data'

/** A place in site.yaml, in the three ways the messages speak of it. */
export interface PathWords {
  /** Where it is, for the "at …" line: "/pricing → section 3 (pricingTable) → plans, entry 2 → price". */
  where: string
  /** The value itself, to start a sentence: "price", "Entry 2 of "plans"", "Section 3", "The file". */
  name: string
  /** The block, when it lacks a key: "This hero section", "This page", "The "site" block". */
  owner: string
}

/** The one way a path into the data becomes words; everything counted from 1, as a reader counts. */
export function pathInWords(data: unknown, path: DataPath): PathWords {
  return { where: whereOf(data, path), name: nameOf(path), owner: ownerOf(path, valueAt(data, path)) }
}

/** The keys whose entries hold sections ("tabs", "columns") → what one entry is called ("tab", "column"). */
const childEntryWords = new Map<string | number, string>(Object.values(sectionChildren).map(({ key, entry }) => [key, entry]))

/** Pages by their path, sections by their number and type, tabs and columns by their number. */
function whereOf(data: unknown, path: DataPath): string {
  const parts: string[] = []
  let node: unknown = data
  let parentNode: unknown
  for (let i = 0; i < path.length; i++) {
    const step = path[i]
    const next = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[step] : undefined
    const parentKey = path[i - 1]
    const last = i === path.length - 1
    if (parentKey === 'pages' && typeof step === 'number' && i === 1) {
      const pagePath = (next as { path?: unknown } | undefined)?.path
      parts.push(pagePath === '*' ? 'the not-found page (*)' : typeof pagePath === 'string' ? pagePath : `page ${step + 1}`)
    } else if (parentKey === 'sections' && typeof step === 'number') {
      const type = (next as { type?: unknown } | undefined)?.type
      parts.push(`section ${step + 1}${typeof type === 'string' ? ` (${type})` : ''}`)
    } else if (typeof step === 'number' && holdsSectionsUnder(parentNode, parentKey)) {
      parts.push(`${childEntryWords.get(parentKey)} ${step + 1}`)
    } else if ((step === 'sections' || (holdsSectionsUnder(node, step) && typeof path[i + 1] === 'number')) && !last) {
      // named by the next step
    } else if (step === 'pages' && i === 0 && !last) {
      // named by the page
    } else if (typeof step === 'number') {
      parts.push(parts.length && typeof parentKey === 'string' ? `${parts.pop()}, entry ${step + 1}` : `entry ${step + 1}`)
    } else parts.push(step)
    parentNode = node
    node = next
  }
  return parts.length ? parts.join(' → ') : 'the top of the file'
}

/** Whether `key` of this value is where a section holds sections (child-sections.ts): "columns" is also a card grid's number. */
function holdsSectionsUnder(value: unknown, key: string | number | undefined): boolean {
  const type = (value as { type?: unknown } | null)?.type
  return typeof type === 'string' && (sectionChildren as Record<string, { key: string }>)[type]?.key === key
}

function nameOf(path: DataPath): string {
  const last = path.at(-1)
  if (typeof last === 'string') return `"${last}"`
  if (last === undefined) return 'The file'
  const parent = path.at(-2)
  if (parent === 'sections') return `Section ${last + 1}`
  if (parent === 'pages') return `Page ${last + 1}`
  return typeof parent === 'string' ? `Entry ${last + 1} of "${parent}"` : `Entry ${last + 1}`
}

function ownerOf(path: DataPath, value: unknown): string {
  const last = path.at(-1)
  const parent = path.at(-2)
  if (last === undefined) return 'The file'
  if (parent === 'sections') {
    const type = (value as { type?: unknown } | null)?.type
    return typeof type === 'string' ? `This ${type} section` : 'This section'
  }
  if (parent === 'pages') return 'This page'
  if (typeof last === 'string') return `The "${last}" block`
  return typeof parent === 'string' ? `Entry ${last + 1} of "${parent}"` : `Entry ${last + 1}`
}
