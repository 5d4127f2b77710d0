import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { ErrorObject, ValidateFunction } from 'ajv'
import { compileValidator, generatedValidatorFile } from './compile-validator'
import { closest, didYouMean } from './did-you-mean'
import type { DataPath, PendingProblem } from './problem'
import { readSchemaFiles, readSchemaTexts, schemaFingerprint, sectionTypes } from './schema-files'

interface Validator {
  validate: ValidateFunction
  types: string[]
  /** generated: src/generated/validate-site.cjs was current; compiled: it was missing or stale, so Ajv compiled the schema. */
  origin: 'generated' | 'compiled'
  fingerprint: string
}

let current: Validator | undefined

/** The validator for the schema as it is now on disk (a running dev server sees schema edits too). */
function validator(): Validator {
  const texts = readSchemaTexts()
  const fingerprint = schemaFingerprint(texts)
  if (current?.fingerprint === fingerprint) return current
  const files = readSchemaFiles(texts)
  const generated = requireGenerated(fingerprint)
  current = generated
    ? { validate: generated, types: sectionTypes(files), origin: 'generated', fingerprint }
    : { validate: compileValidator(files), types: sectionTypes(files), origin: 'compiled', fingerprint }
  return current
}

/** The precompiled validator, if it exists and was made from this very schema. */
function requireGenerated(fingerprint: string): ValidateFunction | undefined {
  const require = createRequire(import.meta.url)
  const file = fileURLToPath(generatedValidatorFile)
  try {
    delete require.cache[file] // it may have been regenerated since it was last read
    const generated = require(file) as ValidateFunction & { schemaFingerprint?: string }
    return generated.schemaFingerprint === fingerprint ? generated : undefined
  } catch {
    return undefined
  }
}

/** Whether the last validation used the precompiled validator; scripts/check.ts says so when it did not. */
export function validatorOrigin(): Validator['origin'] {
  return validator().origin
}

export function knownSectionTypes(): string[] {
  return validator().types
}

/** Validates parsed site.yaml data against schema/ and says what is wrong in plain words. */
export function validateAgainstSchema(data: unknown): PendingProblem[] {
  const { validate, types } = validator()
  if (validate(data)) return []
  const errors = validate.errors ?? []
  const problems: PendingProblem[] = []
  const seen = new Set<string>()
  // Hardening: each place is summed up once, not searched per error (10,000 unknown keys in one block took
  // seconds, 100,000 minutes: they all share their block's place).
  const byPlace = new Map<string, ErrorObject[]>()
  for (const error of errors) {
    const group = byPlace.get(error.instancePath)
    if (group) group.push(error)
    else byPlace.set(error.instancePath, [error])
  }
  const places = new Map([...byPlace].map(([place, group]) => [place, placeSummary(group)]))
  for (const error of errors) {
    const problem = isEcho(error, places.get(error.instancePath)!) ? undefined : plain(error, types)
    if (!problem) continue
    const key = JSON.stringify(problem.path) + problem.message
    if (seen.has(key)) continue
    seen.add(key)
    problems.push(problem)
  }
  return problems
}

/**
 * Errors that only repeat another error at the same place in other words:
 * - anything beside "must be a list / a block of keys": a value of the wrong kind makes the rest noise;
 * - "missing title" beside the unknown key "titel" (whose message already says: did you mean "title"?);
 * - "missing type" beside the discriminator's own "this section needs a type".
 */
function isEcho(error: ErrorObject, atSamePlace: PlaceSummary): boolean {
  if (error.keyword !== 'type' && atSamePlace.hasType) return true
  if (error.keyword !== 'required') return false
  const missing = (error.params as { missingProperty: string }).missingProperty
  if (missing === 'type' && atSamePlace.hasDiscriminator) return true
  return atSamePlace.suggestedKeys().has(missing)
}

type PlaceSummary = ReturnType<typeof placeSummary>

/** What isEcho asks about the errors at one place (an error never echoes itself: the keywords differ). */
function placeSummary(errors: ErrorObject[]) {
  let suggested: Set<string | undefined> | undefined
  return {
    hasType: errors.some((other) => other.keyword === 'type'),
    hasDiscriminator: errors.some((other) => other.keyword === 'discriminator'),
    suggestedKeys: () => (suggested ??= new Set(errors.filter((other) => other.keyword === 'additionalProperties').map(suggestedKey))),
  }
}

interface ObjectSchema {
  title?: string
  errorMessage?: string
  properties?: Record<string, { description?: string }>
}

/** The known key an unknown key was probably meant to be. */
function suggestedKey(error: ErrorObject): string | undefined {
  const key = (error.params as { additionalProperty: string }).additionalProperty
  return closest(key, Object.keys((error.parentSchema as ObjectSchema | undefined)?.properties ?? {}))
}

function plain(error: ErrorObject, types: string[]): PendingProblem | undefined {
  const path = toPath(error.instancePath)
  const schema = error.parentSchema as ObjectSchema | undefined
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = (error.params as { additionalProperty: string }).additionalProperty
      const known = Object.keys(schema?.properties ?? {})
      return {
        code: 'unknown-key',
        path: [...path, key],
        atKey: true,
        message: `Unknown key "${key}".${didYouMean(key, known)}`,
        hint: known.length ? `Allowed here: ${known.join(', ')}.` : undefined,
      }
    }
    case 'required': {
      const key = (error.params as { missingProperty: string }).missingProperty
      const about = schema?.properties?.[key]?.description
      return { code: 'missing-key', key, path, message: `${ownerOf(path, error.data)} has no "${key}", and it needs one.`, hint: about && `${key}: ${about}` }
    }
    case 'discriminator':
      return sectionTypeProblem(error, path, types)
    case 'type':
      return wrongKind(error, path)
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String)
      const guess = typeof error.data === 'string' ? didYouMean(error.data, allowed) : ''
      // What each value draws, from the labels editors show (enumDescriptions).
      const labels = (schema as { enumDescriptions?: string[] } | undefined)?.enumDescriptions
      const meanings = labels?.length === allowed.length ? allowed.map((value, index) => `${value}: ${labels[index]}`).join(' ') : undefined
      // A short list reads well in the message; a long one (the icon names) goes to the hint.
      return allowed.length <= 8
        ? { path, message: `${nameOf(path)} cannot be ${quote(error.data)}.${guess} It must be one of: ${allowed.join(', ')}.`, hint: meanings }
        : { path, message: `${nameOf(path)} cannot be ${quote(error.data)}.${guess}`, hint: `Allowed: ${allowed.join(', ')}.` }
    }
    case 'const':
      return { path, message: `${nameOf(path)} must be "${String((error.params as { allowedValue: unknown }).allowedValue)}".` }
    case 'pattern':
      if (error.propertyName) return badName(error, path)
      return unsafeLink(path, error.data, schema) ?? unsafeFilePath(path, error.data) ?? {
        path,
        message: `${nameOf(path)} ${schema?.errorMessage ?? 'has the wrong form'}, not ${quote(error.data)}.${likelyFix(error.data, String(error.schema))}`,
      }
    case 'minLength':
      return { path, message: `${nameOf(path)} must not be empty.` }
    case 'minItems': {
      const limit = (error.params as { limit: number }).limit
      return { path, message: `${nameOf(path)} needs at least ${limit} ${limit === 1 ? 'entry' : 'entries'}.` }
    }
    case 'maxItems':
      return { path, message: `${nameOf(path)} may have at most ${(error.params as { limit: number }).limit} entries.` }
    case 'minimum':
    case 'maximum': {
      const limit = (error.params as { limit: number }).limit
      return { path, message: `${nameOf(path)} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${limit}, not ${String(error.data)}.` }
    }
    case 'propertyNames': // reported by the "pattern" error on the name itself
    case 'oneOf': // the branch's own errors say more
    case 'if':
      return undefined
    default:
      return { path, message: `${nameOf(path)} ${error.message ?? 'is not allowed here'}.` }
  }
}

function sectionTypeProblem(error: ErrorObject, path: DataPath, types: string[]): PendingProblem {
  const { error: kind, tagValue } = error.params as { error: string; tagValue: unknown }
  const hint = `Section types: ${types.join(', ')}.`
  if (kind === 'mapping' && typeof tagValue === 'string') {
    return { path: [...path, 'type'], message: `Unknown section type "${tagValue}".${didYouMean(tagValue, types)}`, hint }
  }
  if (tagValue === undefined) return { path, message: 'This section has no "type"; each section needs one, like "type: hero".', hint }
  return { path: [...path, 'type'], message: `The section type must be a name like "hero", not ${describeValue(tagValue)}.`, hint }
}

const kindWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a block of keys',
  null: 'empty',
}

function wrongKind(error: ErrorObject, path: DataPath): PendingProblem {
  const expected = String((error.params as { type: string }).type)
    .split(',')
    .map((type) => kindWords[type] ?? type)
    .join(' or ')
  // YAML reads 910000000000 as a number and yes/true as true/false: quotes keep them as text.
  const quoteHint = expected.startsWith('text') && (typeof error.data === 'number' || typeof error.data === 'boolean')
    ? ' Put it in quotes to keep it as text.'
    : ''
  const sectionHint = path.at(-2) === 'sections' && typeof error.data === 'string'
    ? `A section is a block of keys that starts with its type, like "- type: ${error.data}".`
    : undefined
  // "- /clients/new.svg" where a picture is meant: say which keys the block needs, written as site.yaml writes them.
  const required = (error.parentSchema as { required?: string[] } | undefined)?.required ?? []
  const blockHint = expected === kindWords.object && required.length > 0 && required.length <= 4 && typeof error.data !== 'object'
    ? `Write it as a block with ${required.map((key) => `"${key}"`).join(' and ')}, like { ${required.map((key) => `${key}: …`).join(', ')} }.`
    : undefined
  return { path, message: `${nameOf(path)} must be ${expected}, but it is ${describeValue(error.data)}.${quoteHint}`, hint: sectionHint ?? blockHint }
}

function badName(error: ErrorObject, path: DataPath): PendingProblem {
  const name = error.propertyName!
  return { path: [...path, name], atKey: true, message: `The name "${name}" must start with a letter and hold only letters and digits.` }
}

/** Links the schema refuses for safety get a message that says why, rather than the list of what is allowed. */
function unsafeLink(path: DataPath, value: unknown, schema: ObjectSchema | undefined): PendingProblem | undefined {
  if (typeof value !== 'string' || (schema?.title !== 'Link' && schema?.title !== 'InternalPath')) return undefined
  const allowed = 'Links may go to a page of this site ("/contact"), an anchor ("#faq"), or an https:, mailto: or tel: address.'
  if (/^http:\/\//i.test(value)) {
    return { path, message: `The link "${value}" uses http:, which is not secure. Did you mean "${value.replace(/^http:/i, 'https:')}"?` }
  }
  if (value.startsWith('//')) {
    return {
      path,
      message: `The link "${value}" starts with "//", so it leads to another site.`,
      hint: 'Write "https://…" for another site, or start with a single "/" for a page of this site.',
    }
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]
  if (scheme && !['https', 'mailto', 'tel'].includes(scheme.toLowerCase())) {
    return { path, message: `The link "${shorten(value)}" uses ${scheme}:, which is not allowed: such links can run code or show pages that are not part of the site.`, hint: allowed }
  }
  return undefined
}

function unsafeFilePath(path: DataPath, value: unknown): PendingProblem | undefined {
  if (path.at(-1) !== 'src' || typeof value !== 'string' || !value.includes('..')) return undefined
  return {
    path,
    message: `The picture "${shorten(value)}" points outside the public/ folder with "..".`,
    hint: 'Write the path from public/, starting with "/", like "/images/photo.webp".',
  }
}

/** Common slips, each undone by one of these: capitals, spaces, a trailing or missing "/" in a page path, http: or a path in the site's address, a web address without https://, spaces in a number. */
const fixes: ((value: string) => string)[] = [
  (value) => value.trim().toLowerCase().replace(/\s+/g, '-').replace(/(.)\/+$/, '$1'),
  (value) => value.trim().replace(/^http:/i, 'https:').replace(/^(https:\/\/[^/]+)\/.*$/, '$1'),
  // "www.example.com/contact": another site's address without https://.
  (value) => (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(value.trim()) ? `https://${value.trim()}` : value),
  // "about" or "About Us" for a page path: the leading "/" left out.
  (value) => `/${value.trim().toLowerCase().replace(/\s+/g, '-').replace(/(.)\/+$/, '$1')}`,
  (value) => value.replace(/[^0-9]/g, ''),
]

/** " Did you mean …?" when one of the common fixes turns the value into one the pattern accepts. */
function likelyFix(value: unknown, pattern: string): string {
  if (typeof value !== 'string') return ''
  const accepts = new RegExp(pattern, 'u')
  const fixed = fixes.map((fix) => fix(value)).find((candidate) => candidate !== value && accepts.test(candidate))
  return fixed === undefined ? '' : ` Did you mean "${fixed}"?`
}

function toPath(instancePath: string): DataPath {
  if (instancePath === '') return []
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

/** How a message names the value at `path`: "title", or "Entry 2 of "logos"" for a list entry. */
function nameOf(path: DataPath): string {
  const last = path.at(-1)
  if (typeof last === 'string') return `"${last}"`
  if (last === undefined) return 'The file'
  const parent = path.at(-2)
  if (parent === 'sections') return `Section ${last + 1}`
  if (parent === 'pages') return `Page ${last + 1}`
  return typeof parent === 'string' ? `Entry ${last + 1} of "${parent}"` : `Entry ${last + 1}`
}

/** How a message names the block at `path` that lacks a key: "This hero section", "This page", "The "site" block". */
function ownerOf(path: DataPath, data: unknown): string {
  const last = path.at(-1)
  const parent = path.at(-2)
  if (last === undefined) return 'The file'
  if (parent === 'sections') {
    const type = (data as { type?: unknown } | null)?.type
    return typeof type === 'string' ? `This ${type} section` : 'This section'
  }
  if (parent === 'pages') return 'This page'
  if (typeof last === 'string') return `The "${last}" block`
  return typeof parent === 'string' ? `Entry ${last + 1} of "${parent}"` : `Entry ${last + 1}`
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a block of keys'
  if (typeof value === 'string') return `the text ${quote(value)}`
  return `${typeof value === 'number' ? 'the number ' : ''}${String(value)}`
}

function quote(value: unknown): string {
  return typeof value === 'string' ? `"${shorten(value)}"` : describeValue(value)
}

function shorten(text: string): string {
  return text.length > 40 ? text.slice(0, 40) + '…' : text
}
