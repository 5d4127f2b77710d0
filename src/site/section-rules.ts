// What is special to a section type beyond its schema file and its component: the checks the schema cannot
// make and what its warnings allow (which of its keys hold sections of their own is in children.ts, which the
// browser's code reads too). A new section type needs an entry here only when it has one of these.
// Read by the loader (src/site/cross-check.ts, warnings.ts); it runs in Node, never in the browser.
import type { Section } from '../generated/site'
import { closest } from './did-you-mean'
import { messages, problem } from './messages'
import type { DataPath, PendingProblem } from './problem'
import { blockOf, listOf, textOf } from './walk-data'

export { childSectionLists, sectionChildren } from './child-sections'

type SectionType = Section['type']

/** What a check of one section may need to know about the rest of the site. */
export interface SiteFacts {
  /** The names under forms:, or undefined when forms is not a block of keys (the schema says so). */
  formNames: string[] | undefined
}

export interface SectionRules {
  /** Checks the schema cannot make. The data is read defensively: it also runs when the schema found errors. */
  check?: (section: Record<string, unknown>, at: DataPath, site: SiteFacts) => PendingProblem[]
  /** Its pictures may be decoration beside text that says the same (alt "" is then not warned about). */
  picturesMayBeDecoration?: boolean
}

const sectionRules: Partial<Record<SectionType, SectionRules>> = {
  form: { check: formExists },
  pricingTable: { check: comparisonRowsFit },
  cardGrid: { check: categoriesAreFilters },
  split: { picturesMayBeDecoration: true },
}

/** A section type's rules (none for most); the type is read from data that may not be valid. */
export function rulesFor(type: unknown): SectionRules {
  return (typeof type === 'string' && sectionRules[type as SectionType]) || {}
}

function formExists(section: Record<string, unknown>, at: DataPath, { formNames }: SiteFacts): PendingProblem[] {
  const form = textOf(section.form)
  if (!formNames || form === undefined || formNames.includes(form)) return []
  return [problem(messages.unknownForm, { form, guess: closest(form, formNames), forms: formNames }, { path: [...at, 'form'] })]
}

function comparisonRowsFit(section: Record<string, unknown>, at: DataPath): PendingProblem[] {
  const comparison = blockOf(section.comparison)
  const columns = listOf(comparison.columns).length
  return listOf(comparison.rows).flatMap((item, index) => {
    const row = blockOf(item)
    if (!Array.isArray(row.values) || row.values.length === columns) return []
    const values = { row: textOf(row.name) ?? `${index + 1}`, values: row.values.length, columns }
    return [problem(messages.comparisonRowCount, values, { path: [...at, 'comparison', 'rows', index, 'values'] })]
  })
}

function categoriesAreFilters(section: Record<string, unknown>, at: DataPath): PendingProblem[] {
  if (section.filters === undefined) return []
  const categories = listOf(blockOf(section.filters).categories).map((category) => textOf(blockOf(category).value)).filter((value) => value !== undefined)
  return listOf(section.cards).flatMap((card, index) => {
    const category = textOf(blockOf(card).category)
    if (category === undefined || categories.includes(category)) return []
    return [problem(messages.categoryNotInFilters, { category, guess: closest(category, categories), categories }, { path: [...at, 'cards', index, 'category'] })]
  })
}
