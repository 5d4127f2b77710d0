import type { FieldValidator } from 'final-form'
import type { FormField, FormRule } from '@/generated/site'

// something@domain.tld: no spaces, one @, a domain of dot-separated labels (no empty label). Deliberately loose otherwise:
// the chat message is read by a person, and a strict pattern turns away real (internationalised) addresses.
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/** Characters as a person counts them closely enough: code points, so an emoji or a Gujarati letter is one, not two UTF-16 units. */
export function countCharacters(text: string): number {
  return Array.from(text).length
}

/** The value as the rules and the chat message see it: a string with the spaces at both ends removed. */
export function cleanValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim()
}

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim())
}

/** The kinds drawn as one box to tick: their value is tickedValue when ticked, "" or undefined when not. */
export function isBoxKind(kind: FormField['kind'] | undefined): kind is 'checkbox' | 'consent' {
  return kind === 'checkbox' || kind === 'consent'
}

/** A ticked box's value: its input's value attribute, as a form without scripts would send it. */
export const tickedValue = 'yes'

export function isTicked(value: unknown): boolean {
  return value === tickedValue
}

// A number as a number input gives it (and as a person types it): digits, one optional point, an optional sign and exponent.
const numberPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i

/** The number a text holds, or undefined when it holds none (empty, words, "1,5"). */
export function parseNumber(text: string): number | undefined {
  if (!numberPattern.test(text)) return undefined
  const number = Number(text)
  return Number.isFinite(number) ? number : undefined
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/
/** "today", "today+7", "today-30": days from the visitor's own day. */
export const relativeDatePattern = /^today(?:([+-])(\d{1,5}))?$/

/** Whether a text is a real calendar date written as YYYY-MM-DD (what a date input gives): "2026-02-30" is not. */
export function isIsoDate(text: string): boolean {
  const match = isoDatePattern.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Whether a min or max of a date field is written as one: a date "2026-12-01", or "today", "today+7", "today-30". */
export function isDateLimit(limit: unknown): limit is string {
  return typeof limit === 'string' && (isIsoDate(limit) || relativeDatePattern.test(limit))
}

/** The visitor's day, YYYY-MM-DD, by the clock and time zone of their device. */
export function localToday(now: Date = new Date()): string {
  const pad = (number: number) => String(number).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * A date limit as a date, YYYY-MM-DD: a date as written, "today+N" counted from `today` (the visitor's day). Undefined
 * for a relative limit when the day is not known (a page drawn on the server), or a limit that is no date.
 */
export function resolveDateLimit(limit: unknown, today: string | undefined): string | undefined {
  if (typeof limit !== 'string') return undefined
  if (isIsoDate(limit)) return limit
  const match = relativeDatePattern.exec(limit)
  if (!match || !today || !isIsoDate(today)) return undefined
  const days = match[2] ? Number(match[2]) * (match[1] === '-' ? -1 : 1) : 0
  const [year, month, day] = today.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** What a rule is checked against besides the value: the field's kind, its other rules (a step counts from the min), the visitor's day. */
export interface RuleContext {
  kind?: FormField['kind']
  rules?: readonly FormRule[]
  /** The visitor's day, YYYY-MM-DD (localToday() when not given). */
  today?: string
}

/** Whether a number is a whole multiple of a step, counted from `base`, allowing for the rounding of decimal fractions (0.1 + 0.2). */
function onStep(number: number, step: number, base: number): boolean {
  if (!(step > 0)) return true
  const steps = (number - base) / step
  return Math.abs(steps - Math.round(steps)) <= 1e-9 * Math.max(1, Math.abs(steps))
}

/** A number or date limit against a value: -1 below it, 0 at it, 1 above it; undefined when the value is no number (date). */
function compare(rule: FormRule, text: string, context: RuleContext): number | undefined {
  if (context.kind === 'date') {
    const limit = resolveDateLimit(rule.value, context.today ?? localToday())
    if (!isIsoDate(text) || limit === undefined) return undefined
    return text < limit ? -1 : text > limit ? 1 : 0
  }
  const number = parseNumber(text)
  if (number === undefined || typeof rule.value !== 'number') return undefined
  return Math.sign(number - rule.value)
}

/** Whether one rule holds for a value (ends trimmed first; a box's value is whether it is ticked). */
export function passes(rule: FormRule, value: unknown, context: RuleContext = {}): boolean {
  if (isBoxKind(context.kind)) return isTicked(value)
  const text = cleanValue(value)
  switch (rule.rule) {
    case 'required':
      return text.length > 0
    case 'minLength':
      return countCharacters(text) >= (typeof rule.value === 'number' ? rule.value : 1)
    case 'email':
      return isEmail(text)
    case 'min': {
      const order = compare(rule, text, context)
      return order !== undefined && order >= 0
    }
    case 'max': {
      const order = compare(rule, text, context)
      return order !== undefined && order <= 0
    }
    case 'step': {
      const number = parseNumber(text)
      const min = context.rules?.find((other) => other.rule === 'min')?.value
      return number !== undefined && onStep(number, typeof rule.value === 'number' ? rule.value : 0, typeof min === 'number' ? min : 0)
    }
    case 'checked':
      return isTicked(value)
  }
}

/** The message of the first rule that fails, or undefined when the value is fine. */
export function check(rules: readonly FormRule[], value: unknown, context: Omit<RuleContext, 'rules'> = {}): string | undefined {
  return rules.find((rule) => !passes(rule, value, { ...context, rules }))?.message
}

/** A field with any rule must be filled in (each rule fails on an empty value or an unticked box), so its label is starred. */
export function isRequired(field: FormField): boolean {
  return (field.rules?.length ?? 0) > 0
}

/** A rule's number, when the field has that rule with a number: a number field's min, max or step. */
export function numberRule(field: FormField, name: 'min' | 'max' | 'step'): number | undefined {
  const value = field.rules?.find((rule) => rule.rule === name)?.value
  return typeof value === 'number' ? value : undefined
}

/**
 * The final-form validator for a field, built from its rules in site.yaml; none when it has no rules. Synchronous on
 * purpose: the chat tab must open within the click. A date's "today" is the visitor's day when the check runs.
 */
export function fieldValidator(field: FormField): FieldValidator<unknown> | undefined {
  const rules = field.rules
  if (!rules?.length) return undefined
  const kind = field.kind
  return (value) => check(rules, value, { kind })
}
