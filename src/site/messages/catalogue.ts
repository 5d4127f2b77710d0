// What a message of the catalogue is, and the one way a check turns an entry into a problem.
// The entries themselves are in the files beside this one, one per area; index.ts gathers them.
import type { DataPath, MessageArea, PendingProblem, Problem } from '../problem'

/** Where a message comes from, which is also how the generated reference groups them. */
export type { MessageArea } from '../problem'

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

/** Words the messages of every area share. */
export const listWords = (names: readonly string[]) => names.join(', ')
/** ' Did you mean "…"?' after a sentence, when there is a likely meant value. */
export const didYouMean = (guess: string | undefined) => (guess === undefined ? '' : ` Did you mean "${guess}"?`)

/** An entry as its area's file writes it: the file says the area (see inArea). */
export type MessageDraft<Values> = Omit<MessageEntry<Values>, 'area'>

/** Declares an entry, typed by the values its message is built from. */
export function defineMessage<Values>(draft: MessageDraft<Values>): MessageDraft<Values> {
  return draft
}

type EntryOf<Draft> = Draft extends MessageDraft<infer Values> ? MessageEntry<Values> : never

/** The entries of one area's file, each given that area. */
export function inArea<Drafts extends Record<string, { code: string; title: string }>>(area: MessageArea, drafts: Drafts): { [Name in keyof Drafts]: EntryOf<Drafts[Name]> } {
  return Object.fromEntries(Object.entries(drafts).map(([name, draft]) => [name, { ...draft, area }])) as never
}

/**
 * Where a problem is: a place in the data (its line and column are looked up in the YAML later), or a position
 * already known (the YAML syntax and the file's bytes, where there is no data yet).
 */
export type ProblemPlace =
  | { path: DataPath; atKey?: boolean; atText?: string; firstAt?: DataPath; key?: string }
  | { line: number; column: number; where?: string }

/** The one problem builder: an entry of the catalogue, its values and where it is. */
export function problem<Values>(entry: MessageEntry<Values>, values: NoInfer<Values>, place: ProblemPlace): PendingProblem {
  const text = { message: entry.message(values), hint: entry.hint?.(values) }
  const base = { code: entry.code, area: entry.area, severity: entry.severity ?? (entry.area === 'warning' ? 'warning' : 'error') } as const
  if ('line' in place) return { ...base, ...text, path: [], at: { line: place.line, column: place.column }, ...(place.where ? { where: place.where } : {}) }
  return { ...base, ...text, ...place }
}


/** A problem whose position was known from the start (see ProblemPlace): nothing is left to look up; "at" names the YAML syntax or the file. */
export function placed(pending: PendingProblem): Problem {
  if (!pending.at) throw new Error(`placed() needs a problem with a position; ${pending.code} has a path.`)
  const { at, area, atKey: _atKey, atText: _atText, firstAt: _firstAt, key: _key, where, ...rest } = pending
  return { ...rest, severity: pending.severity ?? 'error', line: at.line, column: at.column, where: where ?? (area === 'yaml' ? 'the YAML syntax' : 'the file'), path: [] }
}
