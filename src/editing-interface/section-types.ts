// The section types the editor may add, by their label (schema/sections/*.json `label`: "Pricing table"), in the
// order of their files. `npm start` only: this module is loaded with the editing interface.
import { readable } from './schema-fields'

export interface SectionType {
  type: string
  title: string
  description: string
}

const schemas = import.meta.glob<{ title?: string; label?: string; description?: string }>('../../schema/sections/*.json', { eager: true, import: 'default' })

export const sectionTypes: SectionType[] = Object.entries(schemas)
  .map(([file, schema]) => ({ type: file.replace(/^.*\/|\.json$/g, ''), title: schema.label ?? '', description: schema.description ?? '' }))
  // A type without a label: "CallToActionSection" → "Call to action".
  .map((entry) => ({ ...entry, title: entry.title || readable(entry.type).replace(/^./, (first) => first.toUpperCase()) }))

/** What a person calls a section type ("Pricing table" for pricingTable). */
export const typeLabel = (type: string) => sectionTypes.find((entry) => entry.type === type)?.title ?? type
