// The section types the editor may add, by their catalogue title (schema/sections/*.json `title`), in the order of
// their files. `npm start` only: this module is loaded with the editing interface.
import { readable } from './schema-fields'

export interface SectionType {
  type: string
  title: string
  description: string
}

const schemas = import.meta.glob<{ title?: string; description?: string }>('../../schema/sections/*.json', { eager: true, import: 'default' })

export const sectionTypes: SectionType[] = Object.entries(schemas)
  .map(([file, schema]) => ({ type: file.replace(/^.*\/|\.json$/g, ''), title: schema.title ?? '', description: schema.description ?? '' }))
  // "CallToActionSection" → "Call to action".
  .map((entry) => ({ ...entry, title: readable((entry.title || entry.type).replace(/Section$/, '')).replace(/^./, (first) => first.toUpperCase()) }))
