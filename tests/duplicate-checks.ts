import { expect } from 'vitest'

// What a section's "Duplicate" must have written, checked on the data before and after: written once for the unit
// test that duplicates every section of the real site (tests/unit/site-changes/duplicate-every-section.test.ts) and
// the browser test that presses the button on a sample of them (tests/e2e/editing-duplicate.e2e.ts).

export type Data = Record<string, unknown>
export type Place = (string | number)[]

export const valueAt = (data: unknown, path: Place) => path.reduce<unknown>((value, step) => (value as Record<string | number, unknown>)[step], data)

/** The ids of a value and of everything inside it (a section's own, those of the sections inside it), each by its path. */
export function idsOf(value: unknown, at: Place = [], out: { path: string; id: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item, index) => idsOf(item, [...at, index], out))
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'id' && typeof inner === 'string') out.push({ path: at.join('.'), id: inner })
      else idsOf(inner, [...at, key], out)
    }
  }
  return out
}

/** A section without its ids (and those of the sections inside it). */
export const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).filter(([key, inner]) => !(key === 'id' && typeof inner === 'string')).map(([key, inner]) => [key, withoutIds(inner)]))
      : value

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * `after` is `before` with item `index` of `list` (['pages', 3, 'sections', 1, 'columns', 0, 'sections']) duplicated:
 * the list has one more item, the original where it was, the copy just after it the same but for its ids, each the
 * original's made free ("faq" → "faq-2") so that no two on the page are the same, and nothing else changed.
 */
export function expectDuplicated(before: unknown, after: unknown, list: Place, index: number, label: string) {
  const item = valueAt(before, [...list, index])
  const copies = [...(valueAt(after, list) as unknown[])]
  expect(copies, label).toHaveLength((valueAt(before, list) as unknown[]).length + 1)
  expect(copies[index], label).toEqual(item)
  const copy = copies[index + 1]
  expect(withoutIds(copy), label).toEqual(withoutIds(item))
  const ids = idsOf(item)
  expect(idsOf(copy).map(({ path }) => path), label).toEqual(ids.map(({ path }) => path))
  for (const [at, { id }] of idsOf(copy).entries()) expect(id, `${label}: id ${ids[at].id}`).toMatch(new RegExp(`^${escaped(ids[at].id)}-\\d+$`))
  const onPage = idsOf(valueAt(after, list.slice(0, 2))).map(({ id }) => id)
  expect(onPage.filter((id, at) => onPage.indexOf(id) !== at), `${label}: ids used twice on the page`).toEqual([])
  // Nothing else changed: without the copy, the data is the original's.
  copies.splice(index + 1, 1)
  const rest = structuredClone(after)
  ;(valueAt(rest, list.slice(0, -1)) as Record<string | number, unknown>)[list.at(-1) as string | number] = copies
  expect(rest, label).toEqual(before)
}
