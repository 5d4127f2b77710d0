import { createRequire } from 'node:module'
import type Ajv from 'ajv'
import type { ValidateFunction } from 'ajv'
import type standaloneCode from 'ajv/dist/standalone'
import { readSchemaFiles, readSchemaTexts, schemaFingerprint, type JsonSchema } from './schema-files'

// Schemas are addressed by their file path, so the relative $refs that editors follow resolve for Ajv too.
const base = 'file:///schema/'

/** Where `npm run gen-types` writes the precompiled validator (CommonJS, so the loader can require it synchronously). */
export const generatedValidatorFile = new URL('../generated/validate-site.cjs', import.meta.url)

// Ajv is required on first use: importing it takes time, and it is needed only by gen-types and when the
// precompiled validator is stale.
const require = createRequire(import.meta.url)
const loadAjv = () => require('ajv') as typeof Ajv
const loadStandalone = () => require('ajv/dist/standalone') as typeof standaloneCode

/** Keywords beyond JSON Schema that schema/ may use: none of them changes what is valid. */
export const annotationKeywords = [
  // What a person calls the key, in sentence case ("Price"): the editor's field names, the history's words and
  // docs/sections.md beside the key. Not `title`, which json-schema-to-typescript names the generated types after.
  { keyword: 'label', schemaType: 'string' },
  // The message an editor shows instead of its generic one; the loader uses it for pattern errors.
  { keyword: 'errorMessage', schemaType: 'string' },
  { keyword: 'markdownDescription', schemaType: 'string' },
  // One human label per enum value, in the same order: editors show them in completion and hover.
  { keyword: 'enumDescriptions', schemaType: 'array' },
  { keyword: 'markdownEnumDescriptions', schemaType: 'array' },
] as const

function createAjv(options: { forCode: boolean }): Ajv {
  const AjvClass = loadAjv()
  const ajv = new AjvClass({
    allErrors: true,
    discriminator: true,
    // The messages read the value and the schema of each error (errorMessage, the allowed keys).
    verbose: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    code: options.forCode ? { source: true, lines: false } : undefined,
  })
  // Annotations that editors (the YAML language server) and docs/sections.md read; Ajv only needs to accept them.
  for (const keyword of annotationKeywords) ajv.addKeyword(keyword)
  return ajv
}

function addSchemas(ajv: Ajv, files: Map<string, JsonSchema>): ValidateFunction {
  for (const [name, schema] of files) ajv.addSchema(schema, base + name)
  return ajv.getSchema(base + 'site.schema.json')!
}

/** Compiles the schema now, which is slow: so used only when the precompiled validator is missing or stale. */
export function compileValidator(files: Map<string, JsonSchema>): ValidateFunction {
  return addSchemas(createAjv({ forCode: false }), files)
}

const banner = `// Generated from schema/ by scripts/gen-types.ts (Ajv standalone code). Do not edit by hand:
// change the schema, then run \`npm run gen-types\`. The loader compiles the schema itself when this file is stale.`

/** The source of src/generated/validate-site.cjs: the compiled validator and the fingerprint of the schema it came from. */
export function validatorModule(texts = readSchemaTexts()): string {
  const ajv = createAjv({ forCode: true })
  const code = loadStandalone()(ajv, addSchemas(ajv, readSchemaFiles(texts)))
  return `${banner}\n${code}\nmodule.exports.schemaFingerprint = ${JSON.stringify(schemaFingerprint(texts))};\n`
}
