import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { defaultSiteFile } from '../../src/site/load-site'
import { followRef, readSchemaFiles, sectionTypes, type JsonSchema } from '../../src/site/schema-files'
import { developerWordsIn, labelAt } from '../../src/site/schema-labels'

// Every place of site.yaml a person edits has, in schema/, a label ("Price") and one line of help in their words:
// the editor's forms and the history read them (src/site/schema-labels.ts), docs/sections.md shows each label
// beside its key.

const files = readSchemaFiles()

interface Schema {
  $ref?: string
  label?: unknown
  description?: unknown
  enumDescriptions?: unknown[]
  properties?: Record<string, Schema>
  additionalProperties?: Schema | boolean
  items?: Schema
  $defs?: Record<string, Schema>
  [key: string]: unknown
}

interface Place {
  /** Where it is written: "sections/pricingTable.json#/properties/plans/items". */
  at: string
  schema: Schema
  file: string
}

/** The schema with its $refs followed, the keys beside a $ref winning (as the editor and labelAt read them). */
function resolved(schema: Schema, file: string): Schema {
  let current = { schema, file }
  while (current.schema.$ref) {
    const { $ref, ...beside } = current.schema
    const next = followRef<Schema>(files as Map<string, JsonSchema>, $ref, current.file)
    current = { schema: { ...next.schema, ...beside }, file: next.file }
  }
  return current.schema
}

/**
 * Every place a person can meet in the editor: each schema file's root (each section type's among them), each
 * `properties` entry, each list's item schema, each map's value schema (a form under forms:), each $defs entry.
 * The `if` of a conditional is a test, not a field, and is left out.
 */
function placesOf(): Place[] {
  const places: Place[] = []
  const visit = (schema: Schema | undefined, at: string, file: string, isPlace: boolean) => {
    if (!schema || typeof schema !== 'object') return
    if (isPlace) places.push({ at: `${file}#${at}`, schema, file })
    for (const [key, property] of Object.entries(schema.properties ?? {})) visit(property, `${at}/properties/${key}`, file, true)
    if (schema.items) visit(schema.items, `${at}/items`, file, true)
    if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties, `${at}/additionalProperties`, file, true)
    for (const [key, definition] of Object.entries(schema.$defs ?? {})) visit(definition, `${at}/$defs/${key}`, file, true)
    if (schema.then) visit(schema.then as Schema, `${at}/then`, file, false)
  }
  // common.json is only $defs, each a place of its own.
  for (const [file, schema] of files) visit(schema as Schema, '', file, file !== 'common.json')
  return places
}

const places = placesOf()

describe('every place in schema/ has a label and one line of help', () => {
  test('the walk reaches every section type, and the places inside them', () => {
    for (const type of sectionTypes(files)) expect(places.map((place) => place.at)).toContain(`sections/${type}.json#`)
    expect(places.map((place) => place.at)).toEqual(expect.arrayContaining(['sections/pricingTable.json#/properties/plans/items/properties/price', 'common.json#/$defs/image', 'site.schema.json#/properties/forms/additionalProperties']))
    expect(places.length).toBeGreaterThan(300)
  })

  test('each has a non-empty label and description, after its $ref is followed', () => {
    const missing = places.flatMap(({ at, schema, file }) => {
      const { label, description } = resolved(schema, file)
      return [typeof label === 'string' && label.trim() ? [] : [`${at}: no label`], typeof description === 'string' && description.trim() ? [] : [`${at}: no description`]].flat()
    })
    expect(missing).toEqual([])
  })

  test('labels are short and in sentence case; help is one line', () => {
    const wrong = places.flatMap(({ at, schema, file }) => {
      const { label, description } = resolved(schema, file) as { label?: string; description?: string }
      const problems: string[] = []
      if (label && !/^[A-Z0-9]/.test(label)) problems.push(`${at}: the label "${label}" does not start with a capital`)
      if (label && (label.length > 40 || /[.:]$/.test(label))) problems.push(`${at}: the label "${label}" is not a short name`)
      if (description && /\n/.test(description)) problems.push(`${at}: the help is more than one line`)
      return problems
    })
    expect(wrong).toEqual([])
  })

  test('no label, help or choice says a developer word (a camelCase key, npm, the check, site.yaml:LINE, a JSON pointer…)', () => {
    const found = places.flatMap(({ at, schema, file }) => {
      const { label, description, enumDescriptions = [] } = resolved(schema, file)
      return [label, description, ...enumDescriptions]
        .filter((text): text is string => typeof text === 'string')
        .flatMap((text) => developerWordsIn(text).map((word) => `${at}: "${word}" in "${text}"`))
    })
    expect(found).toEqual([])
  })

  test('the developer words are found', () => {
    expect(developerWordsIn('Heading of the quickLinks; npm start shows it dimmed. The check still checks it.')).toEqual(['quickLinks', 'npm', 'The check'])
    expect(developerWordsIn('At site.yaml:12:3 (#/$defs/link, /pages/3/sections/1): a pricingTable')).toEqual(expect.arrayContaining(['pricingTable', 'site.yaml:12:3', '#/$defs/link', '/pages/3/sections/1']))
    // A placeholder is what a person types; an address is not a pointer.
    expect(developerWordsIn('Any text may repeat them with {chatNumber}, like "/services/web-development" or "#faq".')).toEqual([])
    expect(developerWordsIn('Published 3c62e8e: Picture: added {"src":"/images/uploads/team.png"}, Pictures added: public/images/uploads/team.png')).toEqual(['public/images/uploads/team.png', '3c62e8e', '{"src":'])
    expect(developerWordsIn('Published on 12 March 2026 at 10:30: Pricing: Standard price ₹24,999 → ₹27,999; the picture “Team at work” added')).toEqual([])
  })
})

describe('labelAt: the words for a place of the data', () => {
  const data = parse(readFileSync(defaultSiteFile, 'utf8')) as { pages: { path: string; sections: { type: string }[] }[] }
  const pricing = data.pages.findIndex((page) => page.path === '/pricing')
  const table = data.pages[pricing].sections.findIndex((section) => section.type === 'pricingTable')
  const plans = ['pages', pricing, 'sections', table, 'plans']

  test('a plan\'s price is "Price", a plan "Plan", the list "Plans"', () => {
    expect(labelAt(files, data, [...plans, 0, 'price'])).toEqual({ label: 'Price', description: expect.stringContaining('The price as shown') })
    expect(labelAt(files, data, [...plans, 0, 'popular'])?.label).toBe('Most popular')
    expect(labelAt(files, data, [...plans, 0])?.label).toBe('Plan')
    expect(labelAt(files, data, plans)?.label).toBe('Plans')
  })

  test("a section is its type's label; a page the page's; the whole file the site's", () => {
    expect(labelAt(files, data, ['pages', pricing, 'sections', table])).toEqual({ label: 'Pricing table', description: expect.stringContaining('Package cards') })
    expect(labelAt(files, data, ['pages', 0, 'sections', 0])?.label).toBe('Banner')
    expect(labelAt(files, data, ['pages', pricing])?.label).toBe('Page')
    expect(labelAt(files, data, ['pages', pricing, 'sections'])?.label).toBe('Sections')
    expect(labelAt(files, data, [])?.label).toBe('Site')
  })

  test('through $refs: the keys beside a $ref win, the rest come from its target', () => {
    const button = [...plans, 0, 'button']
    expect(labelAt(files, data, button)?.label).toBe('Button')
    expect(labelAt(files, data, [...button, 'to'])?.label).toBe('Goes to')
    expect(labelAt(files, data, ['pages', pricing, 'sections', table, 'id'])?.label).toBe('Anchor name')
    expect(labelAt(files, data, ['site', 'social', 'youtube'])).toEqual({ label: 'YouTube', description: 'The address of the page on YouTube.' })
    expect(labelAt(files, data, ['site', 'logo'])).toEqual({ label: 'Logo', description: "A picture from the site's public folder." })
    // The type's own words beside the $ref to the section type's shared definition.
    expect(labelAt(files, data, ['pages', pricing, 'sections', table, 'type'])).toEqual({ label: 'Section type', description: 'Section type: pricing packages.' })
  })

  test('sections inside sections, forms by their name, a colour that is one branch of two', () => {
    const site = {
      ...data,
      site: { theme: { primaryColor: '#0f766e' } },
      pages: [{ path: '/', sections: [{ type: 'tabs', tabs: [{ label: 'A', sections: [{ type: 'columns', columns: [{ sections: [{ type: 'faq', items: [{ question: 'Q', answer: 'A' }] }] }] }] }] }] }],
    }
    const faq = ['pages', 0, 'sections', 0, 'tabs', 0, 'sections', 0, 'columns', 0, 'sections', 0]
    expect(labelAt(files, site, faq)?.label).toBe('Questions and answers')
    expect(labelAt(files, site, [...faq, 'items', 0, 'answer'])?.label).toBe('Answer')
    expect(labelAt(files, site, ['pages', 0, 'sections', 0, 'tabs', 0])?.label).toBe('Tab')
    expect(labelAt(files, site, ['forms', 'contact', 'fields', 0, 'kind'])?.label).toBe('Kind')
    expect(labelAt(files, site, ['forms', 'contact'])?.label).toBe('Form')
    expect(labelAt(files, site, ['site', 'theme', 'primaryColor'])?.label).toBe('Main colour')
  })

  test('a list of words: each is labelled by its item schema', () => {
    expect(labelAt(files, data, [...plans, 0, 'features', 1])).toEqual({ label: 'Feature', description: 'One thing the package includes.' })
  })

  test('a place the schema does not have, or a section of an unknown type', () => {
    expect(labelAt(files, data, [...plans, 0, 'prize'])).toBeUndefined()
    expect(labelAt(files, data, ['nowhere', 1, 'x'])).toBeUndefined()
    const unknown = { pages: [{ path: '/', sections: [{ type: 'banner', title: 'T' }] }] }
    expect(labelAt(files, unknown, ['pages', 0, 'sections', 0])?.label).toBe('Section')
    expect(labelAt(files, unknown, ['pages', 0, 'sections', 0, 'title'])).toBeUndefined()
  })

  test('it reads no file: the schema files may come from anywhere', () => {
    const tiny = new Map<string, Record<string, unknown>>([['site.schema.json', { properties: { a: { $ref: 'x.json#/$defs/b', label: 'A' } } }], ['x.json', { $defs: { b: { label: 'B', description: 'The b.' } } }]])
    expect(labelAt(tiny, { a: 1 }, ['a'])).toEqual({ label: 'A', description: 'The b.' })
    expect(labelAt(new Map(), {}, [])).toBeUndefined()
  })
})
