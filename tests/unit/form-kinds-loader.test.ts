import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { defaultPublicDir, loadSiteText } from '../../src/site/load-site'

// The kinds of form field beyond text (date, number, checkbox, consent, radio) as the loader reads them: a copy of
// tests/fixtures/minimal-site.yaml whose contact form is replaced, and every error asserted with its line and words.

const minimal = readFileSync(fileURLToPath(new URL('../fixtures/minimal-site.yaml', import.meta.url)), 'utf8')
const formsStart = minimal.indexOf('forms:\n')
const formsEnd = minimal.indexOf('\npages:\n')

/** The minimal site with these lines (indented as under forms:) as its forms. */
function siteWithForms(forms: string): string {
  return `${minimal.slice(0, formsStart)}forms:\n${forms.replace(/^\n/, '')}${minimal.slice(formsEnd)}`
}

function load(forms: string) {
  return loadSiteText(siteWithForms(forms), { publicDir: defaultPublicDir, unusedFiles: false })
}

/** The 1-based line of the first line of the forms block that contains `text`. */
function lineOf(forms: string, text: string): number {
  const first = minimal.slice(0, formsStart).split('\n').length + 1
  return first + forms.replace(/^\n/, '').split('\n').findIndex((line) => line.includes(text))
}

const booking = `
  contact:
    fields:
      - name: name
        label: Your Name
        kind: text
        rules:
          - { rule: minLength, value: 2, message: At least 2 characters }
      - name: topic
        label: Date of visit
        kind: date
        rules:
          - { rule: min, value: today+1, message: From tomorrow on }
          - { rule: max, value: today+90, message: At most 90 days ahead }
      - name: people
        label: Number of people
        kind: number
        rules:
          - { rule: min, value: 1, message: At least 1 }
          - { rule: max, value: 6, message: At most 6 }
          - { rule: step, value: 1, message: Whole numbers }
      - name: reason
        label: Reason
        kind: radio
        options:
          - { value: first, label: First visit }
          - { value: checkup, label: Check-up }
      - name: newsletter
        label: Send me the newsletter
        kind: checkbox
      - name: privacy
        label: I agree to the privacy policy
        kind: consent
        link: { text: privacy policy, to: /about }
        rules:
          - { rule: checked, message: Please accept the privacy policy to continue }
    submitLabel: Send
    after: { kind: toast, title: Sent, text: Thanks. }
    message:
      header: New message
      lines:
        - { label: Name, field: name }
        - { label: Topic, field: topic }
        - { label: Newsletter, field: newsletter, yes: Yes please, no: No thanks }
`

describe('form fields of every kind', () => {
  test('a booking form with a date, a number, a radio, a checkbox and a consent loads without problems, and without new defaults', () => {
    const result = load(booking)
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([])
    const fields = result.site!.forms.contact.fields
    expect(fields.map((field) => field.kind)).toEqual(['text', 'date', 'number', 'radio', 'checkbox', 'consent'])
    // Only the keys written (and width, whose default is older than these kinds): nothing is filled into the data.
    expect(fields[5]).toEqual({
      name: 'privacy',
      label: 'I agree to the privacy policy',
      kind: 'consent',
      width: 'full',
      link: { text: 'privacy policy', to: '/about' },
      rules: [{ rule: 'checked', message: 'Please accept the privacy policy to continue' }],
    })
    expect(result.site!.forms.contact.message.lines[2]).toEqual({ label: 'Newsletter', field: 'newsletter', yes: 'Yes please', no: 'No thanks' })
  })

  const refusals: { title: string; from: string; to: string; at: string; message: string; hint?: string }[] = [
    {
      title: 'a min rule on a text field',
      from: '          - { rule: minLength, value: 2, message: At least 2 characters }',
      to: '          - { rule: min, value: 2, message: At least 2 }',
      at: 'rule: min, value: 2,',
      message: 'The rule "min" does not fit the text field "name": it is for number, date fields.',
      hint: 'A text field takes: required, minLength, email.',
    },
    {
      title: 'a required rule on a consent',
      from: '          - { rule: checked, message: Please accept the privacy policy to continue }',
      to: '          - { rule: required, message: Please accept the privacy policy to continue }',
      at: 'rule: required, message: Please accept',
      message: 'The rule "required" does not fit the consent field "privacy": it is for text, email, tel, textarea, select, date, number, radio fields.',
      hint: 'For a box that must be ticked, write { rule: checked, message: … }.',
    },
    {
      title: 'a consent without a checked rule',
      from: '        rules:\n          - { rule: checked, message: Please accept the privacy policy to continue }\n',
      to: '',
      at: 'kind: consent',
      message: 'The consent field "privacy" has no checked rule, so the form could be sent without it ticked.',
    },
    {
      title: 'a step rule on a date field',
      from: '          - { rule: max, value: today+90, message: At most 90 days ahead }',
      to: '          - { rule: step, value: 7, message: Weekly }',
      at: 'rule: step, value: 7',
      message: 'The rule "step" does not fit the date field "topic": it is for number fields.',
      hint: 'A date field takes: required, min, max.',
    },
    {
      title: 'a date limit that is no date',
      from: 'value: today+1,',
      to: 'value: tomorrow,',
      at: 'value: tomorrow',
      message:
        'The min rule of the date field "topic" needs a date as its value, not "tomorrow": a day written as "2026-12-01", or "today", "today+7", "today-30" (days counted from the visitor\'s own day).',
    },
    {
      title: 'a date limit that is no day of the calendar',
      from: 'value: today+90,',
      to: 'value: 2026-02-30,',
      at: 'value: 2026-02-30',
      message:
        'The max rule of the date field "topic" needs a date as its value, not "2026-02-30": a day written as "2026-12-01", or "today", "today+7", "today-30" (days counted from the visitor\'s own day).',
    },
    {
      title: 'a number limit written as words',
      from: '{ rule: max, value: 6, message: At most 6 }',
      to: '{ rule: max, value: six, message: At most 6 }',
      at: 'value: six',
      message: 'The max rule of the number field "people" needs a number as its value, not "six".',
    },
    {
      title: 'a step of 0',
      from: '{ rule: step, value: 1, message: Whole numbers }',
      to: '{ rule: step, value: 0, message: Whole numbers }',
      at: 'rule: step, value: 0',
      message: 'The step rule of the number field "people" needs a number above 0 as its value, not 0.',
    },
    {
      title: 'a min above the max',
      from: '{ rule: min, value: 1, message: At least 1 }',
      to: '{ rule: min, value: 10, message: At least 10 }',
      at: 'value: 10,',
      message: 'The field "people" has a min (10) above its max (6), so no value could be sent.',
    },
    {
      title: 'a relative min after the relative max',
      from: 'value: today+1,',
      to: 'value: today+100,',
      at: 'value: today+100',
      message: 'The field "topic" has a min (today+100) above its max (today+90), so no value could be sent.',
    },
    {
      title: 'a radio without options',
      from: '        options:\n          - { value: first, label: First visit }\n          - { value: checkup, label: Check-up }\n',
      to: '',
      at: 'kind: radio',
      message: 'The radio field "reason" has no options to choose from.',
    },
    {
      title: "a link whose words are not in the consent's label",
      from: 'link: { text: privacy policy,',
      to: 'link: { text: Privacy Policy,',
      at: 'link: { text: Privacy Policy',
      message: 'The link\'s text "Privacy Policy" is not in the label "I agree to the privacy policy", so it cannot be drawn as a link there.',
    },
    {
      title: 'a link on a field that is no box',
      from: '        kind: number\n',
      to: '        kind: number\n        link: { text: people, to: /about }\n',
      at: 'link: { text: people',
      message: 'The number field "people" has a link; only a checkbox\'s or a consent\'s label holds one.',
    },
    {
      title: 'yes and no words on the line of a field that is no box',
      from: '- { label: Topic, field: topic }',
      to: '- { label: Topic, field: topic, yes: Booked }',
      at: 'yes: Booked',
      message: 'The message line "Topic" gives yes or no words, but its field "topic" is a date field: only a checkbox or a consent writes them.',
    },
  ]

  test.each(refusals)('refuses $title', ({ from, to, at, message, hint }) => {
    expect(booking).toContain(from)
    const forms = booking.replace(from, to)
    const { errors } = load(forms)
    expect(errors.map((error) => ({ line: error.line, message: error.message }))).toEqual([{ line: lineOf(forms, at), message }])
    if (hint) expect(errors[0].hint).toBe(hint)
  })

  test('the link of a consent is checked as every link is: a page that does not exist is reported', () => {
    const forms = booking.replace('to: /about }', 'to: /privacy }')
    expect(load(forms).errors.map((error) => error.message)).toEqual(['The link "/privacy" goes to no page of this site.'])
  })

  test('a minLength rule still needs a whole number of at least 1, as the schema said before the other rules took values', () => {
    expect(load(booking.replace('value: 2, message: At least 2 characters', 'value: 0, message: At least 2 characters')).errors.map((error) => error.message)).toEqual([
      '"value" must be at least 1, not 0.',
    ])
    expect(load(booking.replace('value: 2, message: At least 2 characters', 'value: two, message: At least 2 characters')).errors).toHaveLength(1)
  })
})
