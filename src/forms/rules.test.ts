import { describe, expect, it } from 'vitest'
import { forms } from 'virtual:site'
import type { Form } from '@/generated/site'
import { check, countCharacters, fieldValidator, isEmail, isRequired } from './rules'

/** The validator site.yaml gives a field, called the way final-form calls it. */
function validate(form: Form, name: string, value: string | undefined): string | undefined {
  const field = form.fields.find((candidate) => candidate.name === name)
  if (!field) throw new Error(`no field ${name}`)
  const validator = fieldValidator(field)
  return validator ? (validator(value, {}) as string | undefined) : undefined
}

const contact = forms.contact
const quote = forms.quote

describe('length rules at their boundaries (values trimmed first)', () => {
  it.each([
    { form: 'contact', field: 'name', min: 2, message: 'Name must be at least 2 characters' },
    { form: 'contact', field: 'message', min: 10, message: 'Message must be at least 10 characters' },
    { form: 'quote', field: 'name', min: 2, message: 'Name must be at least 2 characters' },
    { form: 'quote', field: 'phone', min: 6, message: 'Phone number must be valid' },
    {
      form: 'quote',
      field: 'projectDescription',
      min: 20,
      message: 'Please provide a detailed project description (minimum 20 characters)',
    },
  ])('$form.$field: $min characters', ({ form, field, min, message }) => {
    const definition = forms[form]
    expect(validate(definition, field, 'x'.repeat(min - 1))).toBe(message)
    expect(validate(definition, field, 'x'.repeat(min))).toBeUndefined()
    expect(validate(definition, field, '')).toBe(message)
    expect(validate(definition, field, undefined)).toBe(message)
    expect(validate(definition, field, ' '.repeat(min + 5))).toBe(message)
    expect(validate(definition, field, '\n\t '.repeat(min))).toBe(message)
    // Spaces at the ends do not count; spaces inside do.
    expect(validate(definition, field, `  ${'x'.repeat(min - 1)}  `)).toBe(message)
    expect(validate(definition, field, `  ${'x'.repeat(min)}  `)).toBeUndefined()
  })

  it("counts '  a  ' as one character and 'a b' as three", () => {
    expect(validate(contact, 'name', '  a  ')).toBe('Name must be at least 2 characters')
    expect(validate(contact, 'name', 'a b')).toBeUndefined()
    expect(validate(contact, 'name', ' ab ')).toBeUndefined()
  })

  it('counts an emoji or a Gujarati letter as one character, not two', () => {
    expect(countCharacters('😀')).toBe(1)
    expect(countCharacters('નમ')).toBe(2)
    expect(validate(contact, 'name', '😀')).toBe('Name must be at least 2 characters')
    expect(validate(contact, 'name', 'જય')).toBeUndefined()
    expect(validate(contact, 'name', 'राम')).toBeUndefined()
  })
})

describe('required rule', () => {
  it('quote.projectType must be chosen', () => {
    expect(validate(quote, 'projectType', '')).toBe('Please select a project type')
    expect(validate(quote, 'projectType', undefined)).toBe('Please select a project type')
    expect(validate(quote, 'projectType', 'website')).toBeUndefined()
  })

  it('treats whitespace as empty', () => {
    expect(check([{ rule: 'required', message: 'needed' }], '   ')).toBe('needed')
    expect(check([{ rule: 'required', message: 'needed' }], ' x ')).toBeUndefined()
  })
})

describe('e-mail rule', () => {
  const message = 'Please enter a valid email address'
  it.each([
    'a@b.co',
    'asha@example.com',
    'first.last+tag@mail.example.co.in',
    '  spaced@example.com  ',
    "o'neil@example.ie",
    'નમસ્તે@example.in',
    'user@xn--p1ai.example',
  ])('accepts %j', (value) => {
    expect(isEmail(value)).toBe(true)
    expect(validate(contact, 'email', value)).toBeUndefined()
    expect(validate(quote, 'email', value)).toBeUndefined()
  })

  it.each([
    '',
    '   ',
    'plain',
    'a@b',
    '@example.com',
    'a@',
    'a@.com',
    'a@b..com',
    'a@b.com.',
    'a b@example.com',
    'a@exa mple.com',
    'a@@example.com',
    'a@b@example.com',
  ])('rejects %j', (value) => {
    expect(isEmail(value)).toBe(false)
    expect(validate(contact, 'email', value)).toBe(message)
    expect(validate(quote, 'email', value)).toBe(message)
  })
})

describe('which fields are required (starred)', () => {
  it('contact: all three', () => {
    expect(contact.fields.filter(isRequired).map((field) => field.name)).toEqual(['name', 'email', 'message'])
  })

  it('quote: name, email, phone, project type, description; the rest optional with no validator', () => {
    expect(quote.fields.filter(isRequired).map((field) => field.name)).toEqual([
      'name',
      'email',
      'phone',
      'projectType',
      'projectDescription',
    ])
    for (const name of ['companyName', 'budget', 'timeframe', 'requirements', 'additionalInfo']) {
      expect(fieldValidator(quote.fields.find((field) => field.name === name)!)).toBeUndefined()
    }
  })

  it('shows the message of the first rule that fails', () => {
    const rules = [
      { rule: 'required' as const, message: 'first' },
      { rule: 'minLength' as const, value: 5, message: 'second' },
    ]
    expect(check(rules, '')).toBe('first')
    expect(check(rules, 'abc')).toBe('second')
    expect(check(rules, 'abcde')).toBeUndefined()
  })
})
