// The fields of a section's form, walked from its JSON Schema (schema/sections/<type>.json and the files its $refs
// point into) and its data: nothing here is written for one section type. `npm start` only.

export interface JsonSchema {
  $ref?: string
  title?: string
  /** What a person calls it ("Price"): the schema's annotation for the editor's words (title names the generated types). */
  label?: string
  description?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  enumDescriptions?: string[]
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  format?: string
  contentMediaType?: string
  maxLength?: number
  [key: string]: unknown
}

export type Scalar = string | number | boolean
export type RelPath = (string | number)[]

/** A field's key among its form's fields (and its `data-path`, which tests find it by). */
export const keyOf = (path: RelPath) => path.join('.')

interface Common {
  /** The key (or item number) in its parent, and the path from the section. */
  key: string
  path: RelPath
  label: string
  description?: string
  /** A key its block may leave out (not in the schema's `required`): it can be removed. */
  optional?: boolean
}

/** A key a block's schema has and its data has not yet: what "Add a key" offers, with the value it starts with. */
export interface AbsentKey {
  key: string
  label: string
  description?: string
  value: unknown
}

export type Field =
  | (Common & { kind: 'text'; long: boolean; markdown: boolean; value: string })
  | (Common & { kind: 'number'; value: number; integer: boolean })
  | (Common & { kind: 'switch'; value: boolean })
  | (Common & { kind: 'choice'; value: Scalar; choices: { value: Scalar; label: string; description?: string }[] })
  | (Common & { kind: 'group'; title: string; fields: Field[] })
  /** A list: its items, what "Add" inserts (the catalogue's example, or a value the schema accepts), and its bounds. */
  | (Common & { kind: 'list'; items: Field[]; itemName: string; newItem: unknown; minItems: number; maxItems?: number })
  /** A picture (common.json's image): its file under public/ and its alt text, edited together. */
  | (Common & { kind: 'picture'; src: string; alt: string; altRequired: boolean })
  /** "Add a key" under a block's fields: the keys its schema has that its data has not (its path: the block's). */
  | (Common & { kind: 'addKey'; keys: AbsentKey[] })

/** Every file of schema/, by its path from here (what $refs are resolved against). */
export const files = import.meta.glob<JsonSchema>('../../schema/**/*.json', { eager: true, import: 'default' })

/** The schema file of a section type, by its path among `files`. */
export const sectionSchemaFile = (type: string) => `../../schema/sections/${type}.json`

/** A $ref's file, relative to the file it is written in. */
export function joinPath(from: string, relative: string): string {
  if (!relative) return from
  const parts = from.split('/').slice(0, -1)
  for (const part of relative.split('/')) {
    if (part === '..' && parts.length && parts.at(-1) !== '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  return parts.join('/')
}

/** The part of a schema file a $ref's fragment (a JSON pointer) names. */
export function pointer(root: unknown, fragment: string): JsonSchema | undefined {
  let node = root as Record<string, unknown> | undefined
  for (const raw of fragment.replace(/^\//, '').split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    node = node?.[key] as Record<string, unknown> | undefined
  }
  return node as JsonSchema | undefined
}

/** A schema with its $ref followed (the keys beside the $ref win), and the file it now reads from. */
export function resolve(schema: JsonSchema, file: string, depth = 0): { schema: JsonSchema; file: string } {
  if (!schema.$ref || depth > 20) return { schema, file }
  const [target, fragment = ''] = schema.$ref.split('#')
  const nextFile = joinPath(file, target)
  const found = pointer(files[nextFile], fragment)
  if (!found) return { schema, file }
  const { $ref: _ref, ...beside } = schema
  const inner = resolve(found, nextFile, depth + 1)
  return { schema: { ...inner.schema, ...beside }, file: inner.file }
}

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'number' ? 'number' : typeof value)

function accepts(schema: JsonSchema, value: unknown): boolean {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]
  const actual = typeOf(value)
  if (types.length) return types.some((type) => type === actual || (type === 'integer' && actual === 'number'))
  if (schema.const !== undefined) return schema.const === value
  if (schema.enum) return schema.enum.includes(value)
  if (schema.properties) return actual === 'object'
  if (schema.items) return actual === 'array'
  return true
}

/** Of a oneOf/anyOf, the branch that fits the value (a list of consts stays whole: it is a choice). */
function branch(schema: JsonSchema, file: string, value: unknown): { schema: JsonSchema; file: string } {
  const options = schema.oneOf ?? schema.anyOf
  if (!options || isChoiceList(options)) return { schema, file }
  for (const option of options) {
    const resolved = resolve(option, file)
    if (accepts(resolved.schema, value)) return { schema: { ...resolved.schema, title: schema.title ?? resolved.schema.title, label: schema.label ?? resolved.schema.label, description: schema.description ?? resolved.schema.description }, file: resolved.file }
  }
  return { schema, file }
}

const isChoiceList = (options: JsonSchema[]) => options.length > 0 && options.every((option) => option.const !== undefined)

function choicesOf(schema: JsonSchema): { value: Scalar; label: string; description?: string }[] | undefined {
  const options = schema.oneOf ?? schema.anyOf
  if (options && isChoiceList(options)) return options.map((option) => ({ value: option.const as Scalar, label: option.title ?? String(option.const), description: option.description }))
  // A value written in the file ("wideLast") is shown as words ("Wide last"); the person reads its description beside it.
  if (schema.enum) return schema.enum.map((value, index) => ({ value: value as Scalar, label: typeof value === 'string' ? readable(value).replace(/^./, (first) => first.toUpperCase()) : String(value), description: schema.enumDescriptions?.[index] }))
  return undefined
}

/** A Markdown text: the schema says so (its format, media type, or its description's words). */
const isMarkdown = (schema: JsonSchema) => schema.format === 'markdown' || schema.contentMediaType === 'text/markdown' || /markdown/i.test(schema.description ?? '')

/** A text shown as a text area: the schema says it is long or Markdown, or the value holds a line break or runs long. */
function isLong(schema: JsonSchema, value: string): boolean {
  return (
    isMarkdown(schema) ||
    schema.format === 'textarea' ||
    (schema.maxLength ?? 0) > 200 ||
    value.includes('\n') ||
    value.length > 90
  )
}

/** A picture's schema: an object of a file under public/ (`src`) and its `alt` text. */
const isPicture = (schema: JsonSchema) => Boolean(schema.properties?.src && schema.properties?.alt)

/** The keys whose text names an item, in the order they are looked for (a form field's label before its name, a key of the chat message). */
const namingKeys = ['title', 'label', 'name', 'question', 'heading', 'quote', 'message', 'value']

/** The text an item is titled by: its naming key's, else its first text that is not a section's type or id. */
export function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(firstText).find(Boolean)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const named = namingKeys.map((key) => record[key]).find((text): text is string => typeof text === 'string' && text.trim() !== '')
    return named ?? Object.entries(record).filter(([key]) => key !== 'type' && key !== 'id').map(([, inner]) => firstText(inner)).find(Boolean)
  }
  return undefined
}

/** One field; `label` is the key of a property (its schema's label wins) or the name of a list's item. */
function fieldOf(rawSchema: JsonSchema, rawFile: string, key: string, label: string, value: unknown, path: RelPath, example: unknown, item = false): Field | undefined {
  const resolved = resolve(rawSchema, rawFile)
  const { schema, file } = branch(resolved.schema, resolved.file, value)
  const common: Common = { key, path, label: item ? label : (schema.label ?? label), description: schema.description }
  const choices = choicesOf(schema)
  if (choices && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) return { ...common, kind: 'choice', value, choices }
  if (typeof value === 'string') return { ...common, kind: 'text', long: isLong(schema, value), markdown: isMarkdown(schema), value }
  if (typeof value === 'number') return { ...common, kind: 'number', value, integer: schema.type === 'integer' }
  if (typeof value === 'boolean') return { ...common, kind: 'switch', value }
  if (Array.isArray(value)) {
    const items = schema.items ?? {}
    const itemSchema = resolve(items, file).schema
    const itemName = itemSchema.label ?? readable(itemSchema.title ?? 'Item')
    const fields = value
      .map((item, index) => fieldOf(items, file, String(index), `${itemName} ${index + 1}`, item, [...path, index], Array.isArray(example) ? example[0] : undefined, true))
      .filter((field): field is Field => field !== undefined)
      // Each object item is titled by its first text.
      .map((field) => (field.kind === 'group' ? { ...field, title: [field.label, firstText(value[Number(field.key)])].filter(Boolean).join(': ') } : field))
    const newItem = Array.isArray(example) && example.length > 0 ? example[0] : valueFor(items, file)
    return { ...common, kind: 'list', items: fields, itemName, newItem, minItems: Number(schema.minItems ?? 0), maxItems: schema.maxItems === undefined ? undefined : Number(schema.maxItems) }
  }
  if (value && typeof value === 'object' && isPicture(schema)) {
    const { src, alt } = value as { src?: unknown; alt?: unknown }
    return { ...common, kind: 'picture', src: String(src ?? ''), alt: String(alt ?? ''), altRequired: (schema.required as string[] | undefined)?.includes('alt') ?? false }
  }
  if (value && typeof value === 'object') {
    return { ...common, kind: 'group', title: common.label, fields: fieldsOf(schema, file, value as Record<string, unknown>, path, example, common.label) }
  }
  return undefined
}

/** Keys a form never offers to add: the section's type, and `hidden` (the toolbar's Hide and Show write it). */
const notOffered = new Set(['type', 'hidden'])

/**
 * The value a key starts with when it is added: the schema's default, else its first example, else "" for a text,
 * else a value the schema accepts (as a list's new item gets). Undefined: the form cannot draw it.
 */
export function startingValue(rawSchema: JsonSchema, rawFile: string): unknown {
  const { schema, file } = resolve(rawSchema, rawFile)
  if (schema.default !== undefined) return schema.default
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if (schema.type === 'string' && !schema.enum && !schema.minLength && !schema.pattern) return ''
  const value = valueFor(schema, file)
  // A list starts with one item: an empty one could not take its first item from the form.
  if (Array.isArray(value) && value.length === 0 && schema.items) return [valueFor(schema.items, file)]
  return value
}

/** The keys of a block's schema its data has not got, with their labels and help, in the schema's order. */
export function absentKeys(schema: JsonSchema, file: string, data: Record<string, unknown>): AbsentKey[] {
  const { schema: resolved, file: at } = resolve(schema, file)
  const keys: AbsentKey[] = []
  for (const [key, property] of Object.entries(resolved.properties ?? {})) {
    if (data[key] !== undefined || notOffered.has(key) || key.startsWith('$')) continue
    const { schema: inner } = resolve(property, at)
    if (inner.const !== undefined || inner.readOnly === true || inner.deprecated === true) continue
    const value = startingValue(property, at)
    if (value === undefined || value === null) continue
    keys.push({ key, label: property.label ?? inner.label ?? key, description: property.description ?? inner.description, value })
  }
  return keys
}

/** Whether a value is its schema's default (a hero's size: large, a section's hidden: false). */
function isDefault(property: JsonSchema, file: string, value: unknown): boolean {
  const fallback = filledDefault(property, file)
  return fallback !== undefined && JSON.stringify(fallback) === JSON.stringify(value)
}

/** A key's default as the loader fills it in: a default block gets its own keys' defaults (hero's particles: {}). */
function filledDefault(property: JsonSchema, file: string): unknown {
  const { schema, file: at } = resolve(property, file)
  const fallback = property.default ?? schema.default
  if (!fallback || typeof fallback !== 'object' || Array.isArray(fallback)) return fallback
  const filled: Record<string, unknown> = { ...(fallback as Record<string, unknown>) }
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    if (filled[key] === undefined) {
      const value = filledDefault(inner, at)
      if (value !== undefined) filled[key] = value
    }
  }
  return filled
}

/**
 * The fields of an object: each property of the schema that holds a value in the data, in the schema's order, then
 * "Add a key" with the properties it has not got (when there are some). `title` names the block for that control.
 */
export function fieldsOf(schema: JsonSchema, file: string, data: Record<string, unknown>, path: RelPath = [], example?: unknown, title?: string): Field[] {
  const { schema: resolved, file: at } = resolve(schema, file)
  const properties = resolved.properties ?? {}
  const required = new Set((resolved.required as string[] | undefined) ?? [])
  const fields: Field[] = []
  for (const [key, property] of Object.entries(properties)) {
    if (data[key] === undefined) continue
    // A section's type (a fixed value: its own, or one inside tabs or columns) is not a field to change.
    if (key === 'type' && resolve(property, at).schema.const !== undefined) continue
    const exampleValue = example && typeof example === 'object' ? (example as Record<string, unknown>)[key] : undefined
    const field = fieldOf(property, at, key, key, data[key], [...path, key], exampleValue)
    // A value equal to its default is shown but not removable: the page's data has every default filled in (the
    // loader's), so it may not be written in site.yaml at all, and leaving it out would change nothing.
    const removable = !required.has(key) && !isDefault(property, at, data[key])
    if (field) fields.push(removable ? { ...field, optional: true } : field)
  }
  const keys = absentKeys(resolved, at, data)
  if (keys.length > 0) {
    const name = title ?? resolved.label ?? readable(resolved.title ?? String(path.at(-1) ?? 'this block'))
    fields.push({ kind: 'addKey', key: '+', path, label: name, keys })
  }
  return fields
}

/** The form of a section: its schema's fields for its data, or none for a type without a schema. */
export function sectionFields(type: string, data: Record<string, unknown>): Field[] {
  const file = sectionSchemaFile(type)
  const schema = files[file]
  // The catalogue's example of the type gives each list's new item (a question, a plan) its first words.
  return schema ? fieldsOf(schema, file, data, [], (schema.examples as unknown[] | undefined)?.[0]) : []
}

/** "FaqItem" → "Faq item": a schema's type name as words. */
export const readable = (title: string) => title.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)

/** A value the schema accepts, for a new item of a list no example shows: its example or default, else its required parts. */
export function valueFor(rawSchema: JsonSchema, rawFile: string, depth = 0): unknown {
  const { schema, file } = resolve(rawSchema, rawFile)
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  const options = schema.oneOf ?? schema.anyOf
  if (options?.length) return valueFor(options[0], file, depth + 1)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (depth > 8) return type === 'object' ? {} : ''
  if (type === 'number' || type === 'integer') return Number(schema.minimum ?? 0)
  if (type === 'boolean') return false
  if (type === 'array') return Array.from({ length: Number(schema.minItems ?? 0) }, () => valueFor(schema.items ?? {}, file, depth + 1))
  if (type === 'object' || schema.properties) {
    const value: Record<string, unknown> = {}
    for (const key of (schema.required as string[] | undefined) ?? []) value[key] = valueFor(schema.properties?.[key] ?? {}, file, depth + 1)
    return value
  }
  return schema.label ? `New ${schema.label.toLowerCase()}` : schema.title ? `New ${readable(schema.title).toLowerCase()}` : 'New text'
}

/** The field at a path of a form's fields (inside its groups and lists), if the form has one there. */
export function fieldAt(fields: Field[], path: RelPath): Field | undefined {
  const key = keyOf(path)
  for (const field of fields) {
    if (field.kind === 'addKey') continue
    if (keyOf(field.path) === key) return field
    const inner = field.kind === 'group' ? field.fields : field.kind === 'list' ? field.items : undefined
    const found = inner && key.startsWith(`${keyOf(field.path)}.`) ? fieldAt(inner, path) : undefined
    if (found) return found
  }
  return undefined
}
