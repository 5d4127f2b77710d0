// The validator for schema/ as it is now on disk: the precompiled one (src/generated/validate-site.cjs, from
// `npm run gen-types`) when it was made from this very schema, else the schema compiled on the spot.
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { ValidateFunction } from 'ajv'
import { compileValidator, generatedValidatorFile } from './compile-validator'
import { formFieldKinds, readSchemaFiles, readSchemaTexts, schemaFingerprint, sectionTypes } from './schema-files'

export interface Validator {
  validate: ValidateFunction
  types: string[]
  /** The kinds of field a form may have (schema/forms.json's enum). */
  fieldKinds: string[]
  /** generated: src/generated/validate-site.cjs was current; compiled: it was missing or stale, so Ajv compiled the schema. */
  origin: 'generated' | 'compiled'
  fingerprint: string
}

let current: Validator | undefined

/** The validator for the schema as it is now on disk (a running dev server sees schema edits too). */
export function validator(): Validator {
  const texts = readSchemaTexts()
  const fingerprint = schemaFingerprint(texts)
  if (current?.fingerprint === fingerprint) return current
  const files = readSchemaFiles(texts)
  const generated = requireGenerated(fingerprint)
  const lists = { types: sectionTypes(files), fieldKinds: formFieldKinds(files) }
  current = generated
    ? { validate: generated, ...lists, origin: 'generated', fingerprint }
    : { validate: compileValidator(files), ...lists, origin: 'compiled', fingerprint }
  return current
}

/** The precompiled validator, if it exists and was made from this very schema. */
function requireGenerated(fingerprint: string): ValidateFunction | undefined {
  const require = createRequire(import.meta.url)
  const file = fileURLToPath(generatedValidatorFile)
  try {
    delete require.cache[file] // it may have been regenerated since it was last read
    const generated = require(file) as ValidateFunction & { schemaFingerprint?: string }
    return generated.schemaFingerprint === fingerprint ? generated : undefined
  } catch {
    return undefined
  }
}

/** Whether the last validation used the precompiled validator; scripts/check.ts says so when it did not. */
export function validatorOrigin(): Validator['origin'] {
  return validator().origin
}

export function knownSectionTypes(): string[] {
  return validator().types
}

export function knownFieldKinds(): string[] {
  return validator().fieldKinds
}
