// Generates src/generated/site.ts from schema/ with json-schema-to-typescript.
// With --check, fails when the committed file differs from what the schema gives.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { compileFromFile } from 'json-schema-to-typescript'
import { schemaDir } from '../src/site/schema-files'

const target = new URL('../src/generated/site.ts', import.meta.url)
const banner = `/* eslint-disable */
/**
 * Generated from schema/ by scripts/gen-types.ts (json-schema-to-typescript).
 * Do not edit by hand: change the schema, then run \`npm run gen-types\`.
 */`

const generated = await compileFromFile(`${schemaDir}site.schema.json`, {
  cwd: schemaDir,
  bannerComment: banner,
  additionalProperties: false,
  style: { singleQuote: true, semi: false, printWidth: 120 },
})

if (process.argv.includes('--check')) {
  let current = ''
  try {
    current = readFileSync(target, 'utf8')
  } catch {
    // missing counts as stale
  }
  if (current !== generated) {
    console.error('src/generated/site.ts is out of date with schema/. Run `npm run gen-types` and commit the result.')
    process.exit(1)
  }
  console.log('Generated types are current.')
} else {
  mkdirSync(new URL('.', target), { recursive: true })
  writeFileSync(target, generated)
  console.log('Wrote src/generated/site.ts')
}
