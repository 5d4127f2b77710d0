import { readSchemaFiles } from '../site/schema-files'
import { labelAt, type SchemaFiles } from '../site/schema-labels'
import type { DataPath } from '../site/problem'
import { valueAt } from '../site/walk-data'
import { pageName } from './page-name'

export { pageName }

// The places of the site, and the items of its lists, in the words of the person who edits (the schema's labels):
// what the history's words of every kind of change (kinds/), `npm run diff` and the refusals are made of.

/** The paths, within two values, where they differ: the deepest places where one has what the other has not. */
export function differences(a: unknown, b: unknown, at: DataPath = [], out: DataPath[] = []): DataPath[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return out
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], [...at, Array.isArray(a) ? Number(key) : key], out)
    }
  } else out.push(at)
  return out
}

/** The schema files, read once: their labels name the places of the data ("Pricing table", "Plans", "Price"). */
let schemaFiles: SchemaFiles | undefined
export const labelOf = (data: unknown, path: DataPath) => labelAt((schemaFiles ??= readSchemaFiles()), data, path)?.label

/**
 * A place of the site in a person's words, from the schema's labels, each list entry named by its first text:
 *   Pricing › Pricing table › Standard › Price
 * Pages by what a visitor calls them (their navigation link, else their title without the brand; the path where two
 * pages share a name), sections by their type's label (and their number when the page has two of that type).
 */
export function trail(data: unknown, path: DataPath): string {
  const parts: string[] = []
  for (let index = 0; index < path.length; index++) {
    const step = path[index]
    const parent = path[index - 1]
    const here = path.slice(0, index + 1)
    const last = index === path.length - 1
    const value = valueAt(data, here)
    if (index === 0 && (step === 'pages' || step === 'forms') && !last) continue
    if (index === 1 && parent === 'pages' && typeof step === 'number') parts.push(pageName(data, step))
    else if (typeof step === 'number' && parent === 'sections') parts.push(sectionName(data, here))
    else if (typeof step === 'number') parts.push(entryName(data, here))
    else if (index === 1 && parent === 'forms') parts.push(`${labelOf(data, here) ?? 'Form'} “${step}”`)
    // A list is named by its entry, when the path goes on into one ("Standard", not "Plans › Standard").
    else if (!last && Array.isArray(value) && typeof path[index + 1] === 'number') continue
    // A key with its section's own label is named once: "Column 1 › Tabs", not "Column 1 › Tabs › Tabs" (the Text of a Text section).
    else if (typeof parent === 'number' && path[index - 2] === 'sections' && labelOf(data, here) === labelOf(data, path.slice(0, index))) continue
    else parts.push(labelOf(data, here) ?? step)
  }
  return parts.length ? parts.join(' › ') : 'The site'
}

/** A section by its type's label ("Pricing table"), and by its number when its list has another of its type. */
function sectionName(data: unknown, path: DataPath): string {
  const list = valueAt(data, path.slice(0, -1))
  const index = path.at(-1) as number
  const type = (valueAt(data, path) as { type?: unknown } | undefined)?.type
  const label = labelOf(data, path) ?? (typeof type === 'string' ? type : 'Section')
  const twins = Array.isArray(list) && list.filter((section) => (section as { type?: unknown } | undefined)?.type === type).length > 1
  return twins ? `${label} (section ${index + 1})` : label
}

/** A list's entry by its first text ("Standard"), else by its label and number ("Column 2"). */
function entryName(data: unknown, path: DataPath): string {
  return nameOf(valueAt(data, path)) ?? `${labelOf(data, path) ?? 'Item'} ${(path.at(-1) as number) + 1}`
}

/** "About: added FAQ", "Navigation › Links: removed Pricing": an item of a list, added or removed (named in `data`, the site that has it). */
export function itemWords(data: unknown, list: DataPath, index: number, what: 'added' | 'removed'): string {
  return `${listOwner(data, list)}: ${what} ${itemWord(data, list, index)}`
}

/** "About: moved Cards (section 4) above Cards (section 3)": the history's words for a move, and the diff's (npm run diff). */
export function movedWords(before: unknown, list: DataPath, from: number, where: 'above' | 'below', target: string): string {
  return `${listOwner(before, list)}: moved ${itemWord(before, list, from)} ${where} ${target}`
}

/** The page of a list of sections, else the list itself. */
export function listOwner(data: unknown, list: DataPath): string {
  return list.at(-1) === 'sections' && list.length > 1 ? trail(data, list.slice(0, -1)) : trail(data, list)
}

/** "FAQ", "Standard", "Link 3": an item of a list as its trail ends. */
export function itemWord(data: unknown, list: DataPath, index: number): string {
  return trail(data, [...list, index]).split(' › ').at(-1)!
}

// A form field's label before its name: the name is a key of the chat message, the label what the visitor reads.
const nameKeys = ['title', 'label', 'name', 'question', 'heading', 'date', 'value']

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
  if (typeof value === 'string') return value
  const picture = pictureWords(value)
  return picture ?? JSON.stringify(value)
}

/**
 * A picture ({ src, alt }) as people name it: by what it shows ("the picture “Team at work”"), or by its file's name
 * when it has no description yet. Not as `{"src":"/images/uploads/team.png","alt":"Team at work"}`.
 */
function pictureWords(value: unknown): string | undefined {
  // Only a picture alone: an object with more than its src and alt is named by the JSON of all it holds.
  if (!isPicture(value) || Object.keys(value).length > 2) return undefined
  const { src, alt } = value
  return alt.trim() ? `the picture “${alt.trim()}”` : `a picture without a description (${src.split('/').pop()})`
}

/** A picture as site.yaml writes one, wherever it is: a `src` (its address under public/) and its `alt` text. */
export function isPicture(value: unknown): value is { src: string; alt: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const { src, alt } = value as { src?: unknown; alt?: unknown }
  return typeof src === 'string' && typeof alt === 'string'
}
