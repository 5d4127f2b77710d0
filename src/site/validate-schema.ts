// Checks parsed site.yaml against schema/. The work is split by concern:
// load-validator.ts (which validator), schema-echoes.ts (which errors are worth a message),
// schema-problems.ts (each error as a message of the catalogue), link-safety.ts and likely-fix.ts.
import { validator } from './load-validator'
import type { PendingProblem } from './problem'
import { withoutEchoes } from './schema-echoes'
import { schemaProblem } from './schema-problems'

export { knownSectionTypes, validatorOrigin } from './load-validator'

/** Validates parsed site.yaml data against schema/ and says what is wrong in plain words. */
export function validateAgainstSchema(data: unknown): PendingProblem[] {
  const { validate, types } = validator()
  if (validate(data)) return []
  const problems: PendingProblem[] = []
  const seen = new Set<string>()
  for (const error of withoutEchoes(validate.errors ?? [])) {
    const found = schemaProblem(error, data, types)
    if (!found) continue
    // Two errors can say the same of one place (two branches of a oneOf, say): it is reported once.
    const key = JSON.stringify(found.path) + found.message
    if (seen.has(key)) continue
    seen.add(key)
    problems.push(found)
  }
  return problems
}
