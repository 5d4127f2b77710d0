// Generates from schema/: src/generated/site.ts (types, with json-schema-to-typescript) and
// src/generated/validate-site.cjs (the Ajv validator compiled ahead of time, so checking site.yaml starts fast).
// With --check, fails when either committed file differs from what the schema gives.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileFromFile } from 'json-schema-to-typescript'
import { generatedValidatorFile, validatorModule } from '../src/site/compile-validator'
import { schemaDir } from '../src/site/schema-files'

const typesFile = new URL('../src/generated/site.ts', import.meta.url)
const banner = `/* eslint-disable */
/**
 * Generated from schema/ by scripts/gen-types.ts (json-schema-to-typescript).
 * Do not edit by hand: change the schema, then run \`npm run gen-types\`.
 */`

const types = await compileFromFile(`${schemaDir}site.schema.json`, {
  cwd: schemaDir,
  bannerComment: banner,
  additionalProperties: false,
  style: { singleQuote: true, semi: false, printWidth: 120 },
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
