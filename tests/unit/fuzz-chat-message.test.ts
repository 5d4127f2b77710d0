import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { forms, site } from 'virtual:site'
import { chatLink, checkLinkLength, maxChatUrlLength, type FormValues } from '@/forms/chat-message'

// Whatever a visitor types or pastes (any Unicode: astral characters, control characters, broken halves of
// surrogate pairs, thousands of characters), the chat link carries the message exactly, or the form knows
// it is too long and which field to shorten. A fixed seed keeps the run the same everywhere.

const seed = 20_251_122
const chatNumber = site.contact.chatNumber
const prefix = `https://wa.me/${chatNumber}?text=`

/** A lone surrogate (a broken paste) is the one thing changed: into U+FFFD, as the link cannot carry it. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

const anyCharacter = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 1, minLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 1, minLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constantFrom('%', '+', '&', '#', '=', '?', ' ', '\n', '\r\n', '\t', '\u0000', '\u200d', '\u2028', '%20', '%E0%A4') },
)
const anyText = (maxLength: number) => fc.array(anyCharacter, { maxLength, size: 'max' }).map((parts) => parts.join(''))

/** Values for every field of a form: missing, or any text (select fields sometimes get one of their options). */
function valuesFor(name: 'contact' | 'quote', maxLength: number): fc.Arbitrary<FormValues> {
  const form = forms[name]
  return fc.record(
    Object.fromEntries(
      form.fields.map((field) => {
        const text = field.options?.length ? fc.oneof(fc.constantFrom(...field.options.map((option) => option.value)), anyText(maxLength)) : anyText(maxLength)
        return [field.name, fc.option(text, { nil: undefined })]
      }),
    ),
  ) as fc.Arbitrary<FormValues>
}

/** The message written out from the template by hand (not by the code under test). */
function expectedText(name: 'contact' | 'quote', values: FormValues): string {
  const form = forms[name]
  const lines = form.message.lines.map((line) => {
    const field = form.fields.find((candidate) => candidate.name === line.field)!
    const raw = wellFormed((values[line.field] ?? '').trim())
    const shown = field.options?.find((option) => option.value === raw)?.label ?? raw
    return `${line.label}: ${shown || (line.default ?? '')}`
  })
  return [form.message.header, ...lines].join('\n')
}

describe.each(['contact', 'quote'] as const)('the %s form’s chat link', (name) => {
  const form = forms[name]

  test('carries any message exactly: new URL(link).searchParams.get("text") is the message built', () => {
    fc.assert(
      fc.property(valuesFor(name, 60), (values) => {
        const { text, url } = chatLink(form, values, chatNumber)
        expect(text).toBe(expectedText(name, values))
        expect(url.startsWith(prefix)).toBe(true)
        const parsed = new URL(url)
        expect(parsed.searchParams.get('text')).toBe(text)
        expect([...parsed.searchParams.keys()]).toEqual(['text'])
        expect(parsed.hash).toBe('')
        // Nothing in the query can end it, start a fragment or read as a space.
        expect(url.slice(prefix.length)).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/)
      }),
      { seed, numRuns: 400 },
    )
  })

  test('knows when a long message no longer fits, and names the field that takes the most room', () => {
    let tooLong = 0
    fc.assert(
      // Sized so that some cases fit and some do not (an astral character takes 12 characters encoded): the quote form has ten fields, the contact form three.
      fc.property(valuesFor(name, name === 'contact' ? 350 : 110), (values) => {
        const { url } = chatLink(form, values, chatNumber)
        const { fits, longestField } = checkLinkLength(form, values, chatNumber)
        expect(fits).toBe(url.length <= maxChatUrlLength)
        if (fits) return
        tooLong++
        expect(new URL(url).searchParams.get('text')).toBe(expectedText(name, values))
        const room = (field: string) => encodeURIComponent(wellFormed((values[field] ?? '').trim())).length
        const most = Math.max(...form.message.lines.map((line) => room(line.field)))
        expect(longestField).toBeDefined()
        expect(room(longestField!)).toBe(most)
      }),
      { seed, numRuns: 100 },
    )
    // Both sides of the limit are tried.
    expect(tooLong).toBeGreaterThan(10)
    expect(tooLong).toBeLessThan(90)
  })
})

describe('very long input', () => {
  test('100,000 characters of Gujarati in the message: the link still carries it exactly, and it is reported as too long', () => {
    const message = 'નમસ્તે '.repeat(100_000 / 7)
    const values = { name: 'Asha', email: 'asha@example.com', message }
    const { text, url } = chatLink(forms.contact, values, chatNumber)
    expect(new URL(url).searchParams.get('text')).toBe(text)
    expect(checkLinkLength(forms.contact, values, chatNumber)).toEqual({ fits: false, longestField: 'message' })
  })

  test('the limit is on the encoded link: a message of English letters just under it fits, one letter more does not', () => {
    const base = chatLink(forms.contact, { name: 'Al', email: 'a@b.co', message: '' }, chatNumber).url.length
    const fitting = 'x'.repeat(maxChatUrlLength - base)
    expect(checkLinkLength(forms.contact, { name: 'Al', email: 'a@b.co', message: fitting }, chatNumber).fits).toBe(true)
    expect(checkLinkLength(forms.contact, { name: 'Al', email: 'a@b.co', message: `${fitting}x` }, chatNumber)).toEqual({ fits: false, longestField: 'message' })
  })
})
