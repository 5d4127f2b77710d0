import type { Change } from '../../../src/site-changes/operations'
import { documentOf } from '../../../src/site-changes/yaml-edits'
import type { DataPath } from '../../../src/site/problem'

// Random changes of every kind a form or a toolbar makes (but a new page and a text edit), chosen among those the
// text allows: the generator of the property tests (inverse-property, rebase-property).

const sectionTypes = ['hero', 'callout', 'faq', 'stats', 'richText', 'callToAction']
const texts = ['Plain words', 'a, b and c', '[not a list]', 'with: a colon', 'a # sign', "it's", '{brand} first', 'two\nlines', 'true', '42', '"quoted"', '- dash']

interface Places {
  lists: DataPath[]
  scalars: { path: DataPath; value: unknown }[]
  blocks: DataPath[]
  sectionLists: DataPath[]
  /** Every block of keys. */
  maps: DataPath[]
}

/** The lists, single values, and sections and pages of the data, with their paths. */
function placesOf(data: unknown): Places {
  const places: Places = { lists: [], scalars: [], blocks: [], sectionLists: [], maps: [] }
  const visit = (value: unknown, path: DataPath) => {
    if (Array.isArray(value)) {
      places.lists.push(path)
      if (path.at(-1) === 'sections') places.sectionLists.push(path)
      value.forEach((item, index) => visit(item, [...path, index]))
    } else if (value && typeof value === 'object') {
      if (path.at(-2) === 'sections' || path.at(-2) === 'pages') places.blocks.push(path)
      places.maps.push(path)
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key])
    } else places.scalars.push({ path, value })
  }
  visit(data, [])
  return places
}

const pick = <T>(items: T[], seed: number): T => items[seed % items.length]

/** One change, chosen by the seeds among those the current text allows. */
export function changeFor(text: string, [kind, a, b, c]: number[]): Change {
  const data = documentOf(text).toJS() as { pages: { path: string }[] }
  const places = placesOf(data)
  const lengthOf = (list: DataPath) => (documentOf(text).getIn(list) as { items: unknown[] }).items.length
  switch (kind % 10) {
    case 0:
    case 1: {
      const { path, value } = pick(places.scalars, a)
      const next = typeof value === 'number' ? value + 1 + (b % 5) : typeof value === 'boolean' ? !value : pick(texts, b)
      return { kind: 'set', path, value: next as string | number | boolean }
    }
    case 2: {
      const list = pick(places.lists, a)
      const length = lengthOf(list)
      const copy = documentOf(text).getIn([...list, b % length])
      // A copy of one of its items, or for a list of texts, one of the texts above (commas, colons, quotes…).
      const value = copy && typeof copy === 'object' && 'toJSON' in copy ? (copy as { toJSON(): unknown }).toJSON() : typeof copy === 'string' && c % 2 === 0 ? pick(texts, kind) : copy
      return { kind: 'insert', list, index: c % (length + 1), value }
    }
    case 3: {
      const list = pick(places.lists, a)
      return { kind: 'remove', list, index: b % lengthOf(list) }
    }
    case 4: {
      const list = pick(places.lists, a)
      return { kind: 'duplicate', list, index: b % lengthOf(list) }
    }
    case 5: {
      const list = pick(places.lists, a)
      const length = lengthOf(list)
      return { kind: 'move', list, from: b % length, to: c % length }
    }
    case 6: {
      // No section or page left to hide (a change before removed them all): a value set instead.
      if (places.blocks.length === 0) return changeFor(text, [0, a, b, c])
      const path = pick(places.blocks, a)
      return { kind: (documentOf(text).getIn([...path, 'hidden']) === true ? 'show' : 'hide'), path }
    }
    case 7: {
      const block = pick(places.maps, a)
      const keys = Object.keys(data && block.length ? (documentOf(text).getIn(block) as { toJSON(): object }).toJSON() : data)
      return { kind: 'removeKey', block, key: pick(keys, b) }
    }
    case 8: {
      const block = pick(places.maps, a)
      const values = [...texts, 7, true, {}, { colorScheme: 'light' }, { a: { b: 'c, d' }, e: ['f'] }]
      return { kind: 'addKey', block, key: `added${c % 3}`, value: pick(values, b) }
    }
    default: {
      // A text with no list of sections left (a change before removed them all): a value set instead.
      if (places.sectionLists.length === 0) return changeFor(text, [0, a, b, c])
      const sections = pick(places.sectionLists, a)
      return { kind: 'addSection', sections, after: (b % (lengthOf(sections) + 1)) - 1, type: pick(sectionTypes, c) }
    }
  }
}
