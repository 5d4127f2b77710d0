import type { ChatMessageLine, Form } from '@/generated/site'
import { cleanValue, isBoxKind, isTicked } from './rules'

/**
 * What a form holds: field name → typed text or chosen option value, or a ticked box's "yes" ("" or nothing when not
 * ticked; final-form leaves untouched fields undefined).
 */
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

/** What a ticked box writes when its line gives no words of its own, and an unticked one. */
export const boxWords = { yes: 'Yes', no: 'No' } as const

/**
 * A field's value as written in the message: trimmed, a select's or a radio's option shown by its label, a date as
 * the input gives it (2026-12-01: the same for every reader, whatever their country's order), a checkbox or a consent
 * as the line's yes or no words (Yes or No). Empty when nothing was given.
 */
export function shownValue(form: Form, fieldName: string, values: FormValues, line?: Pick<ChatMessageLine, 'yes' | 'no'>): string {
  const field = form.fields.find((candidate) => candidate.name === fieldName)
  const raw = values[fieldName]
  if (isBoxKind(field?.kind)) return isTicked(raw) ? (line?.yes ?? boxWords.yes) : (line?.no ?? boxWords.no)
  const value = wellFormed(cleanValue(raw))
  if (value && (field?.kind === 'select' || field?.kind === 'radio')) return field.options?.find((option) => option.value === value)?.label ?? value
  return value
}

/** The message text: the header, then "Label: value" per template line (the line's default when the value is empty), joined with "\n". */
export function chatText(form: Form, values: FormValues): string {
  const lines = form.message.lines.map((line) => `${line.label}: ${shownValue(form, line.field, values, line) || (line.default ?? '')}`)
  return [form.message.header, ...lines].join('\n')
}

/** The wa.me link that opens a chat with `chatNumber` and `text` typed in. */
export function chatUrl(chatNumber: string, text: string): string {
  // encodeURIComponent, not URLSearchParams: a space becomes %20, a space to every URL parser; "+" is a space only to form decoders.
  return `https://wa.me/${chatNumber.replace(/\D/g, '')}?text=${encodeURIComponent(wellFormed(text))}`
}

/**
 * The longest chat link a form opens: 4,000 characters, counted on the encoded URL. Browsers take far longer
 * links, but this one is passed on: wa.me redirects to api.whatsapp.com, which hands it to the app on a phone,
 * and web servers commonly refuse a request line over 8 KB (nginx's and Apache's defaults); links of a few
 * thousand characters are where reports of cut or refused WhatsApp messages begin. Half of 8 KB leaves room for
 * the redirect's own additions. Encoded, an English letter takes 1 character, a Gujarati or Hindi letter 9
 * (%E0%AA%A8), an emoji 12: about 3,900 English letters fit, or 430 Gujarati ones. A longer message is never cut:
 * the form asks for a shorter one (its tooLong text).
 */
export const maxChatUrlLength = 4000


export interface LinkLength {
  /** Whether the chat link is at most maxChatUrlLength characters. */
  fits: boolean
  /** When it does not fit: the field whose value takes the most room in the link, to shorten first. */
  longestField?: string
}

/** Whether the message of these values fits in a chat link, and if not, which field to shorten. */
export function checkLinkLength(form: Form, values: FormValues, chatNumber: string): LinkLength {
  if (chatLink(form, values, chatNumber).url.length <= maxChatUrlLength) return { fits: true }
  let longestField: string | undefined
  let longest = 0
  for (const line of form.message.lines) {
    const room = encodeURIComponent(shownValue(form, line.field, values, line)).length
    if (room > longest) {
      longest = room
      longestField = line.field
    }
  }
  return { fits: false, longestField }
}

/** The message for a submitted form and the chat link that carries it. */
export function chatLink(form: Form, values: FormValues, chatNumber: string): ChatLink {
  const text = chatText(form, values)
  return { text, url: chatUrl(chatNumber, text) }
}

/** The submission as data (for the console): every field name → its trimmed value, "" when empty; a box's "yes" or "no". */
export function submissionRecord(form: Form, values: FormValues): Record<string, string> {
  return Object.fromEntries(
    form.fields.map((field) => {
      const value = values[field.name]
      return [field.name, isBoxKind(field.kind) ? (isTicked(value) ? 'yes' : 'no') : cleanValue(value)]
    }),
  )
}
