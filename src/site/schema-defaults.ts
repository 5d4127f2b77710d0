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
  const follow = (at: Located): Located => {
    let current = at
    while (current.schema.$ref) current = followRef<Schema>(files, current.schema.$ref, current.file)
    return current
  }

  /** The branch of a oneOf/anyOf whose const keys all match the value (the section whose type it is). */
  const branchFor = (branches: Schema[], file: string, value: Record<string, unknown>): Located | undefined =>
    branches
      .map((branch) => follow({ schema: branch, file }))
      .find(({ schema }) => {
        const consts = Object.entries(schema.properties ?? {}).filter(([, property]) => property.const !== undefined)
        return consts.length > 0 && consts.every(([key, property]) => value[key] === property.const)
      })

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
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (filled[key] !== undefined) continue
      const resolved = follow({ schema: property, file }).schema
      const fallback = property.default !== undefined ? property.default : resolved.default
      // A default block gets the defaults of its own keys too (hero's particles: {} → every particle setting).
      if (fallback !== undefined) filled[key] = fill(structuredClone(fallback), { schema: property, file })
    }
    return filled
  }

  return fill(data, { schema: files.get('site.schema.json') as Schema, file: 'site.schema.json' }) as T
}
