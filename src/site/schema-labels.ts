// The words a person reads for a place in site.yaml: the `label` and `description` (its help) that schema/ gives each
// section type, block, list, list item and field ("Pricing table", "Plans", "Plan", "Price"). The keys stay what
// site.yaml, docs/sections.md and the check's messages use; these are for the editor's forms and the history.
// Pure: it is given the parsed schema files (readSchemaFiles() on the server, import.meta.glob in the browser).

export type SchemaFiles = Map<string, Record<string, unknown>>
export type LabelPath = (string | number)[]

export interface SchemaLabel {
  label: string
  description?: string
}

interface Schema {
  $ref?: string
  label?: string
  description?: string
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  oneOf?: Schema[]
  anyOf?: Schema[]
  discriminator?: { propertyName: string }
  properties?: Record<string, Schema>
  additionalProperties?: Schema | boolean
  items?: Schema | Schema[]
  [key: string]: unknown
}

interface Located {
  schema: Schema
  /** The file it was read from, as a key of the files ("sections/hero.json"), which its $refs are relative to. */
  file: string
}

const rootFile = 'site.schema.json'

/**
 * The label and help of the value at `path` in the site's data (["pages", 3, "sections", 1, "plans", 0, "price"]
 * is "Price"), walked from site.schema.json beside the data: $refs followed (the keys beside a $ref win), a
 * section's schema picked by its type, the oneOf/anyOf branch that fits the value taken, a list's item labelled by
 * the list's item schema. Undefined where the schema has no such place, or gives it no label.
 */
export function labelAt(files: SchemaFiles, data: unknown, path: LabelPath): SchemaLabel | undefined {
  const root = files.get(rootFile)
  if (!root) return undefined
  let value = data
  let here: Located | undefined = fitting(files, resolve(files, { schema: root as Schema, file: rootFile }), value)
  for (const step of path) {
    const next = childOf(here, value, step)
    if (!next) return undefined
    value = valueAt(value, step)
    here = fitting(files, resolve(files, next), value)
  }
  const { label, description } = here.schema
  if (typeof label !== 'string' || !label) return undefined
  return typeof description === 'string' && description ? { label, description } : { label }
}

/** The schema of one step down: a key's, or a list item's. */
function childOf({ schema, file }: Located, value: unknown, step: string | number): Located | undefined {
  const index = typeof step === 'number' ? step : /^\d+$/.test(step) && Array.isArray(value) ? Number(step) : undefined
  if (index !== undefined) {
    const items = Array.isArray(schema.items) ? schema.items[index] : schema.items
    return items && typeof items === 'object' ? { schema: items, file } : undefined
  }
  const property = schema.properties?.[step as string]
  if (property) return { schema: property, file }
  const rest = schema.additionalProperties
  return rest && typeof rest === 'object' ? { schema: rest, file } : undefined
}

function valueAt(value: unknown, step: string | number): unknown {
  if (value === null || typeof value !== 'object') return undefined
  return (value as Record<string | number, unknown>)[step]
}

/** Follows $refs until a schema with content; the keys written beside a $ref win over its target's. */
function resolve(files: SchemaFiles, located: Located): Located {
  let current = located
  for (let depth = 0; current.schema.$ref && depth < 32; depth++) {
    const { $ref, ...beside } = current.schema
    const target = follow(files, $ref, current.file)
    if (!target) return { schema: beside, file: current.file }
    current = { schema: { ...target.schema, ...beside }, file: target.file }
  }
  return current
}

function follow(files: SchemaFiles, ref: string, from: string): Located | undefined {
  const [path, pointer = ''] = ref.split('#')
  const file = path ? joinPath(from, path) : from
  let found: unknown = files.get(file)
  for (const raw of pointer.split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    found = found && typeof found === 'object' ? (found as Record<string, unknown>)[key] : undefined
  }
  return found && typeof found === 'object' ? { schema: found as Schema, file } : undefined
}

/** A $ref's file relative to the file it is written in: "../common.json" from "sections/hero.json" is "common.json". */
function joinPath(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1)
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop()
    else if (part && part !== '.') parts.push(part)
  }
  return parts.join('/')
}

/**
 * Of a oneOf/anyOf, the branch the value is: a section by its type (section.json's discriminator), else the first
 * branch whose kind of value fits. The branch's label and help win over the union's ("Pricing table", not "Section");
 * a branch without them keeps the union's (a colour's "Main colour"). No fitting branch: the union itself.
 */
function fitting(files: SchemaFiles, located: Located, value: unknown): Located {
  const { schema } = located
  const branches = schema.oneOf ?? schema.anyOf
  if (!branches) return located
  const tag = schema.discriminator?.propertyName
  for (const branch of branches) {
    const resolved = resolve(files, { schema: branch, file: located.file })
    const fits = tag ? fitsTag(files, resolved, tag, valueAt(value, tag)) : accepts(resolved.schema, value)
    if (!fits) continue
    const inner = fitting(files, resolved, value)
    return {
      schema: { ...inner.schema, label: inner.schema.label ?? schema.label, description: inner.schema.description ?? schema.description },
      file: inner.file,
    }
  }
  return located
}

/** Whether a branch of a discriminated union is the one for this value of the tag (a section's `type`). */
function fitsTag(files: SchemaFiles, branch: Located, tag: string, tagValue: unknown): boolean {
  const property = branch.schema.properties?.[tag]
  if (!property) return false
  const resolved = resolve(files, { schema: property, file: branch.file }).schema
  return resolved.const !== undefined ? resolved.const === tagValue : (resolved.enum ?? []).includes(tagValue)
}

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value)

/** Whether the value is of the kind the schema takes (enough to tell the branches of schema/ apart). */
function accepts(schema: Schema, value: unknown): boolean {
  if (schema.const !== undefined) return schema.const === value
  if (schema.enum) return schema.enum.includes(value)
  const types = schema.type === undefined ? [] : [schema.type].flat()
  const kind = kindOf(value)
  if (types.length > 0) return types.some((type) => type === kind || (type === 'integer' && Number.isInteger(value)))
  if (schema.properties) return kind === 'object'
  if (schema.items) return kind === 'array'
  return true
}

/**
 * The developer words in a text a person reads in the editor: a camelCase key ("priceNote", "pricingTable"; a
 * placeholder such as {chatNumber} is what they type, so it may stay), "npm", "the check", site.yaml and its
 * "site.yaml:LINE", JSON pointers ("#/$defs/…", "/pages/3/sections/1"), words of the file's machinery, the
 * repository's folders, a commit's id and a value written as JSON.
 */
export function developerWordsIn(text: string): string[] {
  const plain = text.replace(/\{[A-Za-z]+\}/g, '{}')
  const patterns = [
    /\b[a-z]+[A-Z][A-Za-z0-9]*\b/g,
    /\bnpm\b/gi,
    /\bthe check\b/gi,
    /\bsite\.yaml\b(?::\d+)*/g,
    /#\/[^\s"',)]*|\$defs\b/g,
    /(?:^|[\s("'])(\/[\w-]+)+\/\d+\b/g,
    /(?<![.\w])(?:schema|JSON|YAML|HTML|CSS|Mantine)\b/gi,
    /\bsrc\/[\w/.-]*/g,
    // The repository's folders and a commit's id ("public/images/…", "3c62e8e"), and a value written as JSON.
    /\bpublic\/[\w/.-]*/g,
    /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/g,
    /\{"\w+":/g,
  ]
  return patterns.flatMap((pattern) => [...plain.matchAll(pattern)].map((match) => match[0].trim()))
}
