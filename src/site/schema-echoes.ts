// Ajv reports every rule a value breaks; many of those only repeat, in other words, what another error at
// the same place already says. This keeps the errors worth a message.
import type { ErrorObject } from 'ajv'
import { closest } from './did-you-mean'

/** The errors that are not an echo of another error at the same place, in Ajv's order. */
export function withoutEchoes(errors: ErrorObject[]): ErrorObject[] {
  // Hardening: each place is summed up once, not searched per error (unknown keys in one block all share
  // their block's place, so a search per error grew with the square of their number).
  const byPlace = new Map<string, ErrorObject[]>()
  for (const error of errors) {
    const group = byPlace.get(error.instancePath)
    if (group) group.push(error)
    else byPlace.set(error.instancePath, [error])
  }
  const places = new Map([...byPlace].map(([place, group]) => [place, placeSummary(group)]))
  return errors.filter((error) => !isEcho(error, places.get(error.instancePath)!))
}

/**
 * Errors that only repeat another error at the same place in other words:
 * - anything beside "must be a list / a block of keys": a value of the wrong kind makes the rest noise;
 * - "missing title" beside the unknown key "titel" (whose message already says: did you mean "title"?);
 * - "missing type" beside the discriminator's own "this section needs a type".
 */
function isEcho(error: ErrorObject, atSamePlace: PlaceSummary): boolean {
  if (error.keyword !== 'type' && atSamePlace.hasType) return true
  if (error.keyword !== 'required') return false
  const missing = (error.params as { missingProperty: string }).missingProperty
  if (missing === 'type' && atSamePlace.hasDiscriminator) return true
  return atSamePlace.suggestedKeys().has(missing)
}

type PlaceSummary = ReturnType<typeof placeSummary>

/** What isEcho asks about the errors at one place (an error never echoes itself: the keywords differ). */
function placeSummary(errors: ErrorObject[]) {
  let suggested: Set<string | undefined> | undefined
  return {
    hasType: errors.some((other) => other.keyword === 'type'),
    hasDiscriminator: errors.some((other) => other.keyword === 'discriminator'),
    suggestedKeys: () => (suggested ??= new Set(errors.filter((other) => other.keyword === 'additionalProperties').map(suggestedKey))),
  }
}

/** The known key an unknown key was probably meant to be: the one its message suggests. */
function suggestedKey(error: ErrorObject): string | undefined {
  const key = (error.params as { additionalProperty: string }).additionalProperty
  return closest(key, knownKeys(error))
}

/** The keys the block of an additionalProperties error may have. */
export function knownKeys(error: ErrorObject): string[] {
  return Object.keys((error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {})
}
