// Generates from schema/: src/generated/site.ts (types, with json-schema-to-typescript) and
// src/generated/validate-site.cjs (the Ajv validator compiled ahead of time, so checking site.yaml starts fast).
// With --check, fails when either committed file differs from what the schema gives.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compile } from 'json-schema-to-typescript'
import { generatedValidatorFile, validatorModule } from '../src/site/compile-validator'
import { schemaDir } from '../src/site/schema-files'

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

const readSchema = (file: string) => defaultsRequired(JSON.parse(readFileSync(file, 'utf8')))
const types = await compile(readSchema(`${schemaDir}site.schema.json`) as never, 'SiteConfig', {
  cwd: schemaDir,
  bannerComment: banner,
  additionalProperties: false,
  style: { singleQuote: true, semi: false, printWidth: 120 },
  // Every file a $ref reaches is read with the same change.
  $refOptions: { resolve: { file: { order: 1, canRead: true, read: (file: { url: string }) => JSON.stringify(readSchema(fileURLToPath(file.url.startsWith('file:') ? file.url : `file://${file.url}`))) } } },
})

const outputs: [URL, string][] = [
  [typesFile, types],
  [generatedValidatorFile, validatorModule()],
]
const nameOf = (file: URL) => fileURLToPath(file).replace(fileURLToPath(new URL('..', import.meta.url)), '')

if (process.argv.includes('--check')) {
  const stale = outputs.filter(([file, content]) => {
    try {
      return readFileSync(file, 'utf8') !== content
    } catch {
      return true // missing counts as stale
    }
  })
  for (const [file] of stale) console.error(`${nameOf(file)} is out of date with schema/. Run \`npm run gen-types\` and commit the result.`)
  if (stale.length > 0) process.exit(1)
  console.log('Generated types and validator are current.')
} else {
  for (const [file, content] of outputs) {
    mkdirSync(new URL('.', file), { recursive: true })
    writeFileSync(file, content)
    console.log(`Wrote ${nameOf(file)}`)
  }
}
