// Each error Ajv reports, as the catalogue's message for its keyword (src/site/messages/schema.ts).
import type { ErrorObject } from 'ajv'
import { closest } from './did-you-mean'
import { likelyFix } from './likely-fix'
import { unsafeFilePath, unsafeLink } from './link-safety'
import { messages, problem } from './messages'
import { pathInWords } from './path-words'
import type { DataPath, PendingProblem } from './problem'
import { knownKeys } from './schema-echoes'

/** What the messages read from the schema beside an error (Ajv's `verbose` gives it as parentSchema). */
interface ObjectSchema {
  title?: string
  errorMessage?: string
  properties?: Record<string, { description?: string }>
  required?: string[]
  enumDescriptions?: string[]
}

/**
 * The problem an error of Ajv is, in plain words; undefined for the keywords whose errors say nothing
 * that other errors at the same place do not say better. `data` is the whole file: messages name the
 * value at the error's place with pathInWords.
 */
export function schemaProblem(error: ErrorObject, data: unknown, types: string[]): PendingProblem | undefined {
  const path = toPath(error.instancePath)
  const schema = error.parentSchema as ObjectSchema | undefined
  const name = () => pathInWords(data, path).name
  const limit = () => (error.params as { limit: number }).limit
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = (error.params as { additionalProperty: string }).additionalProperty
      const known = knownKeys(error)
      return problem(messages.unknownKey, { key, guess: closest(key, known), known }, { path: [...path, key], atKey: true })
    }
    case 'required': {
      const key = (error.params as { missingProperty: string }).missingProperty
      const owner = pathInWords(data, path).owner
      return problem(messages.missingKey, { owner, key, about: schema?.properties?.[key]?.description }, { path, key })
    }
    case 'discriminator':
      return sectionTypeProblem(error, path, types)
    case 'type':
      return wrongKind(error, path, name())
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String)
      const guess = typeof error.data === 'string' ? closest(error.data, allowed) : undefined
      return problem(messages.notAllowedValue, { name: name(), value: error.data, guess, allowed, labels: schema?.enumDescriptions }, { path })
    }
    case 'const':
      return problem(messages.notTheFixedValue, { name: name(), allowed: String((error.params as { allowedValue: unknown }).allowedValue) }, { path })
    case 'pattern':
      if (error.propertyName) return badName(error, path)
      return (
        unsafeLink(path, error.data, schema?.title) ??
        unsafeFilePath(path, error.data) ??
        problem(messages.wrongForm, { name: name(), value: error.data, form: schema?.errorMessage, fix: likelyFix(error.data, String(error.schema)) }, { path })
      )
    case 'minLength':
      return problem(messages.emptyText, { name: name() }, { path })
    case 'minItems':
      return problem(messages.tooFewEntries, { name: name(), limit: limit() }, { path })
    case 'maxItems':
      return problem(messages.tooManyEntries, { name: name(), limit: limit() }, { path })
    case 'minimum':
    case 'maximum':
      return problem(messages.numberOutOfRange, { name: name(), bound: error.keyword, limit: limit(), value: error.data }, { path })
    case 'propertyNames': // reported by the "pattern" error on the name itself
    case 'oneOf': // the branch's own errors say more
    case 'if':
      return undefined
    default:
      return problem(messages.otherSchemaRule, { name: name(), rule: error.message }, { path })
  }
}

/** The discriminator's errors: a section whose type is unknown, missing, or not a name at all. */
function sectionTypeProblem(error: ErrorObject, path: DataPath, types: string[]): PendingProblem {
  const { error: kind, tagValue } = error.params as { error: string; tagValue: unknown }
  if (kind === 'mapping' && typeof tagValue === 'string') {
    return problem(messages.unknownSectionType, { type: tagValue, guess: closest(tagValue, types), types }, { path: [...path, 'type'] })
  }
  if (tagValue === undefined) return problem(messages.sectionWithoutType, { types }, { path })
  return problem(messages.badSectionType, { value: tagValue, types }, { path: [...path, 'type'] })
}

function wrongKind(error: ErrorObject, path: DataPath, name: string): PendingProblem {
  const kinds = String((error.params as { type: string }).type).split(',')
  const requiredKeys = (error.parentSchema as ObjectSchema | undefined)?.required
  return problem(messages.wrongKind, { name, kinds, value: error.data, inSectionList: path.at(-2) === 'sections', requiredKeys }, { path })
}

/** A name the schema's propertyNames pattern refuses (a form's name, say): pointed at on the name itself. */
function badName(error: ErrorObject, path: DataPath): PendingProblem {
  const name = error.propertyName!
  return problem(messages.badName, { name }, { path: [...path, name], atKey: true })
}

/** Ajv's JSON Pointer ("/pages/0/sections/2") as a path into the data. */
function toPath(instancePath: string): DataPath {
  if (instancePath === '') return []
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}
