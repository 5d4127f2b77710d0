import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import { readSchemaFiles, sectionTypes } from './schema-files'
import { didYouMean } from './did-you-mean'
import type { PendingProblem } from './problem'

// Schemas are addressed by their file path, so the relative $refs that editors follow resolve for Ajv too.
const base = 'file:///schema/'

let compiled: { validate: ValidateFunction; types: string[] } | undefined

function compile() {
  if (compiled) return compiled
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true })
  // Annotations that editors read; Ajv only needs to accept them.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' })
  const files = readSchemaFiles()
  for (const [name, schema] of files) ajv.addSchema(schema, base + name)
  compiled = { validate: ajv.getSchema(base + 'site.schema.json')!, types: sectionTypes(files) }
  return compiled
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a block of keys',
  null: 'empty',
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a block of keys'
  if (typeof value === 'string') return `the text "${value.length > 40 ? value.slice(0, 40) + '…' : value}"`
  return `${typeof value === 'number' ? 'the number' : ''} ${String(value)}`.trim()
}

function toPath(instancePath: string): (string | number)[] {
  if (instancePath === '') return []
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

function keyName(path: (string | number)[]): string {
  const last = path.at(-1)
  return typeof last === 'string' ? `"${last}"` : 'This entry'
}

function plain(error: ErrorObject, types: string[]): PendingProblem | undefined {
  const path = toPath(error.instancePath)
  const name = keyName(path)
  const schema = error.parentSchema as { errorMessage?: string; properties?: Record<string, unknown> } | undefined
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = (error.params as { additionalProperty: string }).additionalProperty
      const known = Object.keys(schema?.properties ?? {})
      const hint = known.length ? `Allowed here: ${known.join(', ')}.` : undefined
      return { path: [...path, key], atKey: true, message: `Unknown key "${key}".${didYouMean(key, known)}`, hint }
    }
    case 'required': {
      const key = (error.params as { missingProperty: string }).missingProperty
      return { path, message: `Missing "${key}": this block needs it.` }
    }
    case 'discriminator': {
      const { error: kind, tagValue } = error.params as { error: string; tagValue: unknown }
      if (kind === 'mapping' && typeof tagValue === 'string') {
        return {
          path: [...path, 'type'],
          message: `Unknown section type "${tagValue}".${didYouMean(tagValue, types)}`,
          hint: `Section types: ${types.join(', ')}.`,
        }
      }
      return { path: [...path, 'type'], message: 'Each section needs a "type" in text, like "type: hero".', hint: `Section types: ${types.join(', ')}.` }
    }
    case 'type': {
      const expected = String((error.params as { type: string }).type)
        .split(',')
        .map((type) => typeWords[type] ?? type)
        .join(' or ')
      const extra = expected.startsWith('text') && (typeof error.data === 'number' || typeof error.data === 'boolean')
        ? ' Put it in quotes to keep it as text.'
        : ''
      return { path, message: `${name} must be ${expected}, but it is ${describeValue(error.data)}.${extra}` }
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String)
      return {
        path,
        message: `${name} cannot be ${describeValue(error.data)}.${typeof error.data === 'string' ? didYouMean(error.data, allowed) : ''}`,
        hint: `Allowed: ${allowed.join(', ')}.`,
      }
    }
    case 'const':
      return { path, message: `${name} must be "${String((error.params as { allowedValue: unknown }).allowedValue)}".` }
    case 'pattern':
      return { path, message: `${name} ${schema?.errorMessage ?? 'has the wrong form'}, not ${describeValue(error.data)}.` }
    case 'minLength':
      return { path, message: `${name} must not be empty.` }
    case 'minItems': {
      const limit = (error.params as { limit: number }).limit
      return { path, message: `${name} needs at least ${limit} ${limit === 1 ? 'entry' : 'entries'}.` }
    }
    case 'maxItems':
      return { path, message: `${name} may have at most ${(error.params as { limit: number }).limit} entries.` }
    case 'minimum':
    case 'maximum':
      return { path, message: `${name} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${(error.params as { limit: number }).limit}, not ${String(error.data)}.` }
    case 'propertyNames':
      return undefined // reported by the "pattern" error on the name itself
    case 'oneOf':
    case 'if':
      return undefined // the branch's own errors say more
    default:
      return { path, message: `${name} ${error.message ?? 'is not allowed here'}.` }
  }
}

/** Validates parsed site.yaml data against schema/ and says what is wrong in plain words. */
export function validateAgainstSchema(data: unknown): PendingProblem[] {
  const { validate, types } = compile()
  if (validate(data)) return []
  const problems: PendingProblem[] = []
  const seen = new Set<string>()
  for (const error of validate.errors ?? []) {
    // propertyNames reports the bad name as "…/forms" with the name in params.
    const pending = error.keyword === 'pattern' && error.propertyName
      ? { path: [...toPath(error.instancePath), error.propertyName], atKey: true, message: `The name "${error.propertyName}" must start with a letter and hold only letters and digits.` }
      : plain(error, types)
    if (!pending) continue
    const key = JSON.stringify(pending.path) + pending.message
    if (seen.has(key)) continue
    seen.add(key)
    problems.push(pending)
  }
  return problems
}

export function knownSectionTypes(): string[] {
  return compile().types
}
