import { posix } from 'node:path'
import { readSchemaFiles, type JsonSchema } from './schema-files'
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

/** A schema with the file it was read from, so that its relative $refs can be followed. */
interface Located {
  schema: Schema
  file: string
}

/** A copy of valid site data with every missing key that has a default set to it. */
export function withDefaults<T>(data: T, files: Map<string, JsonSchema> = readSchemaFiles()): T {
  const follow = ({ schema, file }: Located): Located => {
    let current = { schema, file }
    for (let hops = 0; current.schema.$ref && hops < 20; hops++) {
      const [path, pointer = ''] = current.schema.$ref.split('#')
      const target = path ? posix.normalize(posix.join(posix.dirname(current.file), path)) : current.file
      let resolved = files.get(target) as Schema | undefined
      for (const step of pointer.split('/').filter(Boolean)) resolved = (resolved as Record<string, Schema> | undefined)?.[step]
      if (!resolved) throw new Error(`schema/${current.file}: the $ref "${current.schema.$ref}" leads nowhere.`)
      current = { schema: resolved, file: target }
    }
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
