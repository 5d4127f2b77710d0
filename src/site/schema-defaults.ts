import { followRef, readSchemaFiles, type JsonSchema, type LocatedSchema } from './schema-files'
import { isBlock } from './walk-data'

// The schema's `default`s, filled in once by the loader, so that no component restates them. Ajv's useDefaults
// would do it while validating, but it skips the branches of a oneOf (every section type is one): this follows
// the schema beside the data instead, choosing a oneOf's branch by its `const` keys (a section's type).

interface Schema {
  $ref?: string
  default?: unknown
  const?: unknown
  properties?: Record<string, Schema>
  additionalProperties?: Schema | boolean
  items?: Schema
  oneOf?: Schema[]
  anyOf?: Schema[]
}

type Located = LocatedSchema<Schema>

/** A copy of valid site data with every missing key that has a default set to it. */
export function withDefaults<T>(data: T, files: Map<string, JsonSchema> = readSchemaFiles()): T {
  // What is learnt of a schema once (where its $ref leads, its branches, its defaulted keys) is kept: the fill
  // visits every block of the site, thousands on a large one, and the same few dozen schemas again and again.
  const followed = new Map<Schema, Map<string, Located>>()
  const follow = (at: Located): Located => {
    let byFile = followed.get(at.schema)
    if (!byFile) followed.set(at.schema, (byFile = new Map()))
    let target = byFile.get(at.file)
    if (!target) {
      target = at
      while (target.schema.$ref) target = followRef<Schema>(files, target.schema.$ref, target.file)
      byFile.set(at.file, target)
    }
    return target
  }

  /** Each branch of a oneOf/anyOf with its const keys (a section's type), once per list of branches. */
  const branchLists = new Map<Schema[], { branch: Located; consts: [string, unknown][] }[]>()
  /** The branch whose const keys all match the value (the section whose type it is). */
  const branchFor = (branches: Schema[], file: string, value: Record<string, unknown>): Located | undefined => {
    let list = branchLists.get(branches)
    if (!list) {
      list = branches.map((schema) => {
        const branch = follow({ schema, file })
        return { branch, consts: Object.entries(branch.schema.properties ?? {}).flatMap(([key, property]) => (property.const !== undefined ? [[key, property.const] as [string, unknown]] : [])) }
      })
      branchLists.set(branches, list)
    }
    return list.find(({ consts }) => consts.length > 0 && consts.every(([key, constant]) => value[key] === constant))?.branch
  }

  /** The keys of a block's schema that have a default, with it, once per schema. */
  const defaultedKeys = new Map<Schema, { key: string; property: Schema; fallback: unknown }[]>()
  const defaultsOf = (schema: Schema, file: string) => {
    let list = defaultedKeys.get(schema)
    if (!list) {
      list = Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
        const fallback = property.default !== undefined ? property.default : follow({ schema: property, file }).schema.default
        return fallback === undefined ? [] : [{ key, property, fallback }]
      })
      defaultedKeys.set(schema, list)
    }
    return list
  }

  const fill = (value: unknown, at: Located): unknown => {
    const { schema, file } = follow(at)
    if (Array.isArray(value)) return schema.items ? value.map((item) => fill(item, { schema: schema.items!, file })) : value
    if (!isBlock(value)) return value
    const branches = schema.oneOf ?? schema.anyOf
    const branch = branches && branchFor(branches, file, value)
    if (branch) return fill(value, branch)
    const filled: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      const property = schema.properties?.[key] ?? (isBlock(schema.additionalProperties) ? schema.additionalProperties : undefined)
      filled[key] = property ? fill(item, { schema: property, file }) : item
    }
    for (const { key, property, fallback } of defaultsOf(schema, file)) {
      // A default block gets the defaults of its own keys too (hero's particles: {} → every particle setting).
      if (filled[key] === undefined) filled[key] = fill(structuredClone(fallback), { schema: property, file })
    }
    return filled
  }

  return fill(data, { schema: files.get('site.schema.json') as Schema, file: 'site.schema.json' }) as T
}
