import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url))

export type JsonSchema = Record<string, unknown>

/** Every schema file under schema/, keyed by its path relative to schema/ ("sections/hero.json"). */
export function readSchemaFiles(dir = schemaDir): Map<string, JsonSchema> {
  const files = new Map<string, JsonSchema>()
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.json')) {
        files.set(relative(dir, full).split('\\').join('/'), JSON.parse(readFileSync(full, 'utf8')) as JsonSchema)
      }
    }
  }
  walk(dir)
  return files
}

/** The section types, read from the branches of schema/section.json. */
export function sectionTypes(files = readSchemaFiles()): string[] {
  const union = files.get('section.json') as { oneOf: { $ref: string }[] }
  return union.oneOf.map((branch) => branch.$ref.replace(/^sections\//, '').replace(/\.json$/, ''))
}
