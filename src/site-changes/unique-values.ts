import { parse } from 'yaml'
import type { DataPath } from '../site/problem'
import { valueAt } from '../site/walk-data'

// The values site.yaml holds unique, which the check refuses twice (the ids of a page's sections, the names of a
// form's fields, the paths of pages), and the free ones a copy or a new section is given instead.

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
export function withFreeId(example: Record<string, unknown>, data: unknown, sections: DataPath): Record<string, unknown> {
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
