import { Document, isMap, isScalar, parse, stringify, visit } from 'yaml'
import type { Section } from '../generated/site'
import { iconNamesIn, usedIcons, type UsedIcons } from './icon-names'
import { loadSiteText, type LoadOptions, type LoadResult } from './load-site'
import { readSchemaFiles, sectionTypes, type JsonSchema } from './schema-files'

// The catalogue's examples live in the schema (`examples` on each schema/sections/*.json): one source
// for docs/sections.md, the /__gallery page of the dev server and the tests that check them.

export interface SectionExample {
  type: Section['type']
  /** The schema's title, like "HeroSection". */
  title: string
  /** What the section draws (the schema's description). */
  description: string
  /** The example as written in the schema, placeholders like {brand} untouched. */
  example: Record<string, unknown>
}

/** One example per section type, in the order of schema/section.json. */
export function sectionExamples(files: Map<string, JsonSchema> = readSchemaFiles()): SectionExample[] {
  return sectionTypes(files).map((type) => {
    const schema = files.get(`sections/${type}.json`) as { title?: string; description?: string; examples?: unknown[] } | undefined
    const example = schema?.examples?.[0]
    if (!example || typeof example !== 'object') throw new Error(`schema/sections/${type}.json has no example: add "examples": [{ "type": "${type}", … }].`)
    return { type: type as Section['type'], title: schema.title ?? type, description: schema.description ?? '', example: example as Record<string, unknown> }
  })
}

/** The address of the page that shows one example when the examples are added to a site: "/section-examples/card-grid". */
export function examplePagePath(type: string): string {
  return `/section-examples/${type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}

/**
 * The example as a section of site.yaml would be written: "- type: hero" and its keys, small blocks
 * of plain values on one line ("- { label: Contact Us, to: /contact }") as site.yaml writes them.
 */
export function exampleYaml(example: Record<string, unknown>): string {
  const doc = new Document([example])
  visit(doc, {
    Map(_, map) {
      const plain = map.items.every((pair) => isScalar(pair.value) && !String(pair.value.value).includes('\n'))
      if (plain && map.items.length <= 4 && String(map).length <= 90 && !map.items.some((pair) => isMap(pair.value))) map.flow = true
    },
  })
  return doc.toString({ lineWidth: 0 })
}

/**
 * A site.yaml text: `baseSource` with one page per example added (at examplePagePath(type)), so the
 * examples are checked by the real loader, links, pictures and forms included.
 */
export function siteWithExamples(baseSource: string, examples: SectionExample[]): string {
  const data = parse(baseSource) as { pages?: unknown[] }
  const pages = examples.map(({ type, example }) => ({
    path: examplePagePath(type),
    title: `${type} example`,
    description: `An example of the ${type} section.`,
    sections: [example],
  }))
  return stringify({ ...data, pages: [...(data.pages ?? []), ...pages] }, { lineWidth: 0 })
}

export interface LoadedExamples {
  /** Every example as the site would draw it (placeholders filled in); empty when the loader found errors. */
  sections: Map<Section['type'], Section>
  result: LoadResult
}

/** Adds every example to the site in `baseSource` and runs the loader over the whole. */
export function loadExamples(baseSource: string, examples = sectionExamples(), options: LoadOptions = {}): LoadedExamples {
  // unusedFiles: false: the examples show a few pictures of public/; which files go unused is the site's question.
  const result = loadSiteText(siteWithExamples(baseSource, examples), { fileName: 'the section examples', unusedFiles: false, ...options })
  const sections = new Map<Section['type'], Section>()
  for (const { type } of examples) {
    const page = result.site?.pages.find((candidate) => candidate.path === examplePagePath(type))
    if (page) sections.set(type, page.sections[0])
  }
  return { sections, result }
}

/** One entry of the section gallery (src/gallery/): what virtual:section-examples exports. */
export interface GalleryEntry {
  type: string
  description: string
  /** The example as written in site.yaml. */
  yaml: string
  /** The example as the site draws it (placeholders filled in from site.yaml). */
  section: unknown
}

/**
 * What the section gallery draws, for a site.yaml text: every example as that site draws it, and the drawings of the
 * icons they name (which the site itself may not name). The dev server's /__gallery builds it into its module
 * (src/engine/vite/gallery-plugin.ts); the editing server gives it to the page from each person's draft.
 */
export function galleryData(baseSource: string, options: LoadOptions = {}): { entries: GalleryEntry[]; icons: UsedIcons; result: LoadResult } {
  const examples = sectionExamples()
  const { sections, result } = loadExamples(baseSource, examples, options)
  const entries = examples.map(({ type, description, example }) => ({ type, description, yaml: exampleYaml(example), section: sections.get(type) }))
  return { entries, icons: usedIcons(iconNamesIn(entries)), result }
}
