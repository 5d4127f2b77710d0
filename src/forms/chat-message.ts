import type { Form } from '@/generated/site'
import { cleanValue } from './rules'

/** What a form holds: field name → typed text or chosen option value (final-form leaves untouched fields undefined). */
export type FormValues = Record<string, string | undefined>

/** The prepared message and the chat link that carries it. */
export interface ChatLink {
  text: string
  url: string
}

// A lone half of a surrogate pair (a broken paste) would make encodeURIComponent throw; show it as U+FFFD instead.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

function wellFormed(text: string): string {
  return text.replace(loneSurrogate, '\uFFFD')
}

/** A field's value as written in the message: trimmed, a select's option shown by its label. Empty when nothing was given. */
export function shownValue(form: Form, fieldName: string, values: FormValues): string {
  const value = wellFormed(cleanValue(values[fieldName]))
  const field = form.fields.find((candidate) => candidate.name === fieldName)
  if (value && field?.kind === 'select') return field.options?.find((option) => option.value === value)?.label ?? value
  return value
}

/** The message text: the header, then "Label: value" per template line (the line's default when the value is empty), joined with "\n". */
export function chatText(form: Form, values: FormValues): string {
  const lines = form.message.lines.map((line) => `${line.label}: ${shownValue(form, line.field, values) || (line.default ?? '')}`)
  return [form.message.header, ...lines].join('\n')
}

/** The wa.me link that opens a chat with `chatNumber` and `text` typed in. */
export function chatUrl(chatNumber: string, text: string): string {
  // encodeURIComponent, not URLSearchParams: a space becomes %20, a space to every URL parser; "+" is a space only to form decoders.
  return `https://wa.me/${chatNumber.replace(/\D/g, '')}?text=${encodeURIComponent(wellFormed(text))}`
}

/** The message for a submitted form and the chat link that carries it. */
export function chatLink(form: Form, values: FormValues, chatNumber: string): ChatLink {
  const text = chatText(form, values)
  return { text, url: chatUrl(chatNumber, text) }
}

/** The submission as data (for the console): every field name → its trimmed value, "" when empty. */
export function submissionRecord(form: Form, values: FormValues): Record<string, string> {
  return Object.fromEntries(form.fields.map((field) => [field.name, cleanValue(values[field.name])]))
}
