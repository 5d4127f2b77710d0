// What a message of the catalogue is, and the one way a check turns an entry into a problem.
// The entries themselves are in the files beside this one, one per area; index.ts gathers them.
import type { DataPath, PendingProblem, Problem } from '../problem'

/** Where a message comes from, which is also how the generated reference groups them. */
export type MessageArea = 'file' | 'yaml' | 'schema' | 'content' | 'warning'

/**
 * One message: a stable code (never reused for another meaning: the reference's anchors and people's notes
 * point at it), a title, the message built from typed values, and a hint saying what to do.
 */
export interface MessageEntry<Values> {
  code: string
  area: MessageArea
  title: string
  message: (values: Values) => string
  hint?: (values: Values) => string | undefined
  /** Values that show the message at its most typical, for the generated reference (docs/messages.md). */
  example: Values
  /** Warnings are reported and the build goes on; errors stop it. */
  severity?: 'error' | 'warning'
}

/** Declares an entry; `as const`-free typing of the values comes from `example`. */
export function defineMessage<Values>(entry: MessageEntry<Values>): MessageEntry<Values> {
  return entry
}

/**
 * Where a problem is: a place in the data (its line and column are looked up in the YAML later), or a position
 * already known (the YAML syntax and the file's bytes, where there is no data yet).
 */
export type ProblemPlace =
  | { path: DataPath; atKey?: boolean; atText?: string; firstAt?: DataPath; key?: string }
  | { line: number; column: number }

/** The one problem builder: an entry of the catalogue, its values and where it is. */
export function problem<Values>(entry: MessageEntry<Values>, values: NoInfer<Values>, place: ProblemPlace): PendingProblem {
  const text = { message: entry.message(values), hint: entry.hint?.(values) }
  const base = { code: entry.code, area: entry.area, severity: entry.severity ?? (entry.area === 'warning' ? 'warning' : 'error') } as const
  if ('line' in place) return { ...base, ...text, path: [], at: { line: place.line, column: place.column } }
  return { ...base, ...text, ...place }
}

/** The "at …" words of a problem that has a position but no place in the data: the bytes, or the YAML syntax. */
const placeWithoutData: Record<MessageArea, string> = { file: 'the file', yaml: 'the YAML syntax', schema: 'the file', content: 'the file', warning: 'the file' }

/** A problem whose position was known from the start (see ProblemPlace): nothing is left to look up. */
export function placed(pending: PendingProblem): Problem {
  if (!pending.at) throw new Error(`placed() needs a problem with a position; ${pending.code} has a path.`)
  const { at, area, atKey: _atKey, atText: _atText, firstAt: _firstAt, key: _key, ...rest } = pending
  return { ...rest, severity: pending.severity ?? 'error', line: at.line, column: at.column, where: placeWithoutData[area ?? 'file'], path: [] }
}
