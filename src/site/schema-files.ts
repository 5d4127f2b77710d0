import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url))

export type JsonSchema = Record<string, unknown>

/** The text of every schema file under schema/, keyed by its path relative to schema/ ("sections/hero.json"). */
export function readSchemaTexts(dir = schemaDir): Map<string, string> {
  const texts = new Map<string, string>()
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.json')) texts.set(relative(dir, full).split('\\').join('/'), readFileSync(full, 'utf8'))
    }
  }
  walk(dir)
  return texts
}

/** Every schema file under schema/, parsed, keyed like readSchemaTexts. */
export function readSchemaFiles(texts = readSchemaTexts()): Map<string, JsonSchema> {
  return new Map([...texts].map(([name, text]) => [name, JSON.parse(text) as JsonSchema]))
}

/** A hash of the whole schema, to tell whether something generated from it is still current. */
export function schemaFingerprint(texts: Map<string, string>): string {
  const hash = createHash('sha256')
  for (const name of [...texts.keys()].sort()) hash.update(`${name}\n${texts.get(name)}\n`)
  return hash.digest('hex')
}

/** The section types, read from the branches of schema/section.json. */
export function sectionTypes(files = readSchemaFiles()): string[] {
  const union = files.get('section.json') as { oneOf: { $ref: string }[] }
  return union.oneOf.map((branch) => branch.$ref.replace(/^sections\//, '').replace(/\.json$/, ''))
}

/** A schema with the file it was read from, so that its relative $refs can be followed. */
export interface LocatedSchema<S = JsonSchema> {
  schema: S
  file: string
}

/** Where a $ref written in `from` leads: the file, the JSON pointer in it, and both as one key. */
export function refTarget(ref: string, from: string): { file: string; pointer: string; key: string } {
  const [path, pointer = ''] = ref.split('#')
  const file = path ? posix.normalize(posix.join(posix.dirname(from), path)) : from
  return { file, pointer, key: pointer ? `${file}#${pointer}` : file }
}

/** The schema a $ref written in `from` leads to (one step: it may hold a $ref of its own). */
export function followRef<S>(files: Map<string, JsonSchema>, ref: string, from: string): LocatedSchema<S> {
  const { file, pointer } = refTarget(ref, from)
  let found: unknown = files.get(file)
  for (const step of pointer.split('/').filter(Boolean)) found = (found as Record<string, unknown> | undefined)?.[step]
  if (!found) throw new Error(`schema/${from}: the $ref "${ref}" leads nowhere.`)
  return { schema: found as S, file }
}
