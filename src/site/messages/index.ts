// The catalogue of every message the loader, `npm run check`, the build and the dev server print about
// site.yaml, one file per area. docs/messages.md is generated from it (scripts/gen-docs.ts), with an example of each.
import type { MessageEntry } from './catalogue'
import { contentMessages } from './content'
import { fileMessages } from './file'
import { schemaMessages } from './schema'
import { warningMessages } from './warnings'
import { yamlMessages } from './yaml'

export { defineMessage, placed, problem, type MessageArea, type MessageEntry, type ProblemPlace } from './catalogue'

export const messages = { ...fileMessages, ...yamlMessages, ...schemaMessages, ...contentMessages, ...warningMessages }

/** Every entry, in the order of the reference: the file, its YAML, the schema, the content, warnings. */
export const allMessages = Object.values(messages) as unknown as MessageEntry<never>[]
