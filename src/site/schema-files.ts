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

/** The kinds of field a form may have: the enum of `kind` in schema/forms.json, the one place they are listed. */
export function formFieldKinds(files = readSchemaFiles()): string[] {
  const forms = files.get('forms.json') as { properties: { fields: { items: { properties: { kind: { enum: string[] } } } } } }
  return forms.properties.fields.items.properties.kind.enum
}

/** What an editor says of a section whose type is none of them: the words of the loader's own message, from the list. */
export function sectionTypeMessage(types: string[]): string {
  return `must be one of the section types: ${types.join(', ')}`
}

/**
 * schema/section.json's text with its `$defs.type` written from its oneOf, which `npm run gen-types` does: each
 * section type's `type` refers to it, so that an editor of site.yaml refuses an unknown type and names them all.
 * Editors read the file as it is (the YAML extension of VS Code takes the errorMessage; the YAML tab of `npm start`,
 * which does not look beside a $ref, the enum), so the list is written there too, but only ever from the oneOf.
 * The file is kept as JSON.stringify writes it.
 */
export function sectionFileWithMessage(text: string): string {
  const union = JSON.parse(text) as JsonSchema & { $defs: { type: { enum?: string[]; errorMessage?: string } } }
  const types = sectionTypes(new Map([['section.json', union]]))
  union.$defs.type.enum = types
  union.$defs.type.errorMessage = sectionTypeMessage(types)
  return `${JSON.stringify(union, null, 2)}\n`
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
