// Generates from schema/: src/generated/site.ts (types, with json-schema-to-typescript),
// src/generated/validate-site.cjs (the Ajv validator compiled ahead of time, so checking site.yaml starts fast),
// and the message editors show for an unknown section type, in schema/section.json, from its list of types.
// With --check, fails when any of them differs from what the schema gives.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compile } from 'json-schema-to-typescript'
import { generatedValidatorFile, validatorModule } from '../src/site/compile-validator'
import { schemaDir, sectionFileWithMessage } from '../src/site/schema-files'

const typesFile = new URL('../src/generated/site.ts', import.meta.url)
const banner = `/* eslint-disable */
/**
 * Generated from schema/ by scripts/gen-types.ts (json-schema-to-typescript).
 * Do not edit by hand: change the schema, then run \`npm run gen-types\`.
 */`

/**
 * The loader fills in every key that has a default (src/site/schema-defaults.ts), so in the loaded site's types
 * those keys are always there: a component reads `columns`, not `columns ?? 3`, and never restates a default.
 */
function defaultsRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(defaultsRequired)
  if (!schema || typeof schema !== 'object') return schema
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'default' || key === 'examples' ? value : defaultsRequired(value)])) as {
    properties?: Record<string, { default?: unknown }>
    required?: string[]
  }
  const defaulted = Object.entries(copy.properties ?? {}).filter(([, property]) => property && typeof property === 'object' && 'default' in property).map(([key]) => key)
  if (defaulted.length > 0) copy.required = [...new Set([...(copy.required ?? []), ...defaulted])]
  return copy
}

/**
 * Without the `label` keyword: it is for people (the editor, docs/sections.md), and a key beside a $ref makes
 * json-schema-to-typescript write a copy of the target under a new name (Image1, Image2…), renaming the types.
 */
function withoutLabels(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutLabels)
  if (!schema || typeof schema !== 'object') return schema
  return Object.fromEntries(
    Object.entries(schema)
      // `properties` and the like hold keys of the data, which may be called "label" too.
      .filter(([key, value]) => key !== 'label' || typeof value !== 'string')
      .map(([key, value]) => [key, key === 'default' || key === 'examples' ? value : withoutLabels(value)]),
  )
}

// First the message an editor shows for an unknown section type, written into schema/section.json from its list
// of types; what follows is made from the schema with it.
const sectionFile = new URL('../schema/section.json', import.meta.url)
const sectionWritten = readFileSync(sectionFile, 'utf8')
const sectionText = sectionFileWithMessage(sectionWritten)
const checking = process.argv.includes('--check')
if (!checking && sectionText !== sectionWritten) {
  writeFileSync(sectionFile, sectionText)
  console.log('Wrote schema/section.json (the message for an unknown section type)')
}

const readSchema = (file: string) => defaultsRequired(withoutLabels(JSON.parse(readFileSync(file, 'utf8'))))
const types = await compile(readSchema(`${schemaDir}site.schema.json`) as never, 'SiteConfig', {
  cwd: schemaDir,
  bannerComment: banner,
  additionalProperties: false,
  style: { singleQuote: true, semi: false, printWidth: 120 },
  // Every file a $ref reaches is read with the same change.
  $refOptions: { resolve: { file: { order: 1, canRead: true, read: (file: { url: string }) => JSON.stringify(readSchema(fileURLToPath(file.url.startsWith('file:') ? file.url : `file://${file.url}`))) } } },
})

const outputs: [URL, string][] = [
  [sectionFile, sectionText],
  [typesFile, types],
  [generatedValidatorFile, validatorModule()],
]
const nameOf = (file: URL) => fileURLToPath(file).replace(fileURLToPath(new URL('..', import.meta.url)), '')

if (checking) {
  const stale = outputs.filter(([file, content]) => {
    try {
      return readFileSync(file, 'utf8') !== content
    } catch {
      return true // missing counts as stale
    }
  })
  for (const [file] of stale) {
    const what = file === sectionFile ? `${nameOf(file)}'s message for an unknown section type does not list its section types` : `${nameOf(file)} is out of date with schema/`
    console.error(`${what}. Run \`npm run gen-types\` and commit the result.`)
  }
  if (stale.length > 0) process.exit(1)
  console.log('Generated types and validator are current.')
} else {
  for (const [file, content] of outputs.slice(1)) {
    mkdirSync(new URL('.', file), { recursive: true })
    writeFileSync(file, content)
    console.log(`Wrote ${nameOf(file)}`)
  }
}
