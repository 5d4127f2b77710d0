// The JSON Schema the YAML tab's editor completes and checks a section's text with: schema/sections/<type>.json with
// every $ref into another file (../common.json, ../section.json…) brought into it, so that it stands alone.
// `npm start` only, loaded with the tab.
import { files, joinPath, pointer, sectionSchemaFile, type JsonSchema } from './schema-fields'

/** The section type's schema, standing alone: each $ref points into its own `definitions`. */
export function bundledSectionSchema(type: string): JsonSchema | undefined {
  const rootFile = sectionSchemaFile(type)
  if (!files[rootFile]) return undefined
  const definitions: Record<string, unknown> = {}
  // "file#fragment" → its name in `definitions`, given before it is walked (a section can hold sections).
  const names = new Map<string, string>()

  const walk = (node: unknown, file: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, file))
    if (!node || typeof node !== 'object') return node
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node)) {
      // Examples are data, not schemas; the file's own $defs are brought in only where they are used.
      if (key === 'examples' || key === '$defs' || key === '$schema') out[key] = key === 'examples' ? value : undefined
      else if (key === '$ref' && typeof value === 'string') out.$ref = refTo(value, file)
      else out[key] = walk(value, file)
    }
    for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key]
    return out
  }

  const refTo = (ref: string, file: string): string => {
    const [target, fragment = ''] = ref.split('#')
    const targetFile = joinPath(file, target)
    if (targetFile === rootFile && !fragment) return '#'
    const id = `${targetFile}#${fragment}`
    let name = names.get(id)
    if (!name) {
      name = `${targetFile.replace(/^.*schema\//, '').replace(/\.json$/, '')}${fragment}`.replace(/[^A-Za-z0-9_-]+/g, '_')
      names.set(id, name)
      definitions[name] = walk(pointer(files[targetFile], fragment) ?? {}, targetFile)
    }
    return `#/definitions/${name}`
  }

  const schema = walk(files[rootFile], rootFile) as JsonSchema
  return { ...schema, definitions }
}
