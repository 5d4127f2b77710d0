import { describe, expect, it } from 'vitest'
import { forms, site } from 'virtual:site'
import { chatLink, chatText, chatUrl, shownValue, submissionRecord, type FormValues } from './chat-message'

// The real forms of site.yaml: the tests follow the data the visitor gets.
const contact = forms.contact
const quote = forms.quote
const chatNumber = site.contact.chatNumber
const prefix = `https://wa.me/${chatNumber}?text=`

/** What the link must carry back, written out by hand from the template (not by the code under test). */
function expectedContact(name: string, email: string, message: string) {
  return ['New Contact Form Submission', `Name: ${name}`, `Email: ${email}`, `Message: ${message}`].join('\n')
}

function decodedText(url: string): string | null {
  return new URL(url).searchParams.get('text')
}

const specialCases: { title: string; value: string; expected?: string }[] = [
  { title: 'line breaks (LF, blank line, CRLF)', value: 'first line\nsecond line\n\nfourth\r\nfifth' },
  { title: 'ampersand, hash, plus, percent, question mark, equals', value: 'Tom & Jerry #1 + 50% off? a=b&c=d; 100%25 #top' },
  { title: 'text that looks percent-encoded', value: '%20 %E0%A4%A8 %% %zz %2B' },
  { title: 'quotes of every kind', value: `"double" 'single' “curly” ‘apostrophe’ \`back\` «guillemets»` },
  { title: 'emoji, skin tones and ZWJ sequences', value: '👋 👍🏽 👨‍👩‍👧‍👦 🏳️‍🌈 👩🏾‍💻 ❤️‍🔥 🇮🇳' },
  { title: 'Gujarati', value: 'નમસ્તે, અમારે વેબસાઇટ જોઈએ છે' },
  { title: 'Hindi', value: 'नमस्ते, हमें एक वेबसाइट चाहिए' },
  { title: 'mixed scripts with rupee sign and digits', value: 'Budget ₹25,000 — નમસ્તે / नमस्ते / hello ૧૨૩ १२३' },
  { title: 'leading and trailing spaces and tabs (trimmed)', value: '   \t  padded message here  \t ', expected: 'padded message here' },
  { title: 'slashes, brackets and markup (sent as text)', value: 'a/b\\c <script>alert("x")</script> [x](y) {z} |pipe| ~tilde^' },
  { title: 'inner tabs and non-breaking spaces kept', value: 'col1\tcol2\u00a0nbsp and\u2003em space' },
  { title: 'a lone surrogate from a broken paste becomes U+FFFD', value: 'broken \uD83D here', expected: 'broken \uFFFD here' },
]

describe('chat message of the contact form', () => {
  it('starts with the wa.me address of the chat number and carries only the text parameter', () => {
    const { url } = chatLink(contact, { name: 'Asha', email: 'asha@example.com', message: 'Hello there, a website please.' }, chatNumber)
    expect(url.startsWith(prefix)).toBe(true)
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe(`https://wa.me/${chatNumber}`)
    expect([...parsed.searchParams.keys()]).toEqual(['text'])
    expect(parsed.hash).toBe('')
  })

  it.each(specialCases)('survives $title', ({ value, expected }) => {
    const kept = expected ?? value
    const values: FormValues = { name: `  ${value}`, email: ' asha@example.com ', message: value }
    const { text, url } = chatLink(contact, values, chatNumber)
    const want = expectedContact(kept, 'asha@example.com', kept)
    expect(text).toBe(want)
    expect(decodedText(url)).toBe(want)
    expect(url.startsWith(prefix)).toBe(true)
    // The query is fully escaped: nothing in it can end the parameter, start a fragment or read as a space.
    expect(url.slice(prefix.length)).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/)
    expect(decodeURIComponent(url.slice(prefix.length))).toBe(want)
  })

  it('puts all the special cases in one message and still gets it back exactly', () => {
    const everything = specialCases.map((item) => item.value).join('\n')
    const { url, text } = chatLink(contact, { name: 'નમસ્તે नमस्ते', email: 'x@example.com', message: everything }, chatNumber)
    expect(decodedText(url)).toBe(text)
    expect(text.split('\n')[0]).toBe('New Contact Form Submission')
    expect(text).toContain('👨‍👩‍👧‍👦')
  })

  it('writes spaces as %20, never +', () => {
    const url = chatUrl(chatNumber, 'a b+c')
    expect(url).toBe(`${prefix}a%20b%2Bc`)
    expect(decodedText(url)).toBe('a b+c')
  })
})

describe('chat message of the quote form', () => {
  const full: FormValues = {
    name: ' Ravi Patel ',
    email: 'ravi@example.in',
    phone: '+91 98765 43210',
    companyName: 'Patel & Sons #2',
    projectType: 'seo',
    budget: '3L-6L',
    timeframe: '6months+',
    projectDescription: 'An online store for our textile shop in Rajkot, with UPI payments.',
    requirements: 'Gujarati + English\nWhatsApp orders',
    additionalInfo: '100% on time, please 🙏',
  }

  it('shows select values by their option labels and keeps every line in template order', () => {
    const text = chatText(quote, full)
    expect(text).toBe(
      [
        'New Quote Request',
        'Name: Ravi Patel',
        'Email: ravi@example.in',
        'Phone: +91 98765 43210',
        'Company: Patel & Sons #2',
        'Project Type: SEO & Marketing',
        'Budget: ₹1,00,000 - ₹1,70,000',
        'Timeframe: 6+ months',
        'Project Description: An online store for our textile shop in Rajkot, with UPI payments.',
        'Requirements: Gujarati + English\nWhatsApp orders',
        'Additional Info: 100% on time, please 🙏',
      ].join('\n'),
    )
    expect(decodedText(chatUrl(chatNumber, text))).toBe(text)
  })

  it('writes the defaults for empty optional fields (missing, empty or only spaces)', () => {
    const text = chatText(quote, {
      name: 'Ravi',
      email: 'ravi@example.in',
      phone: '123456',
      companyName: undefined,
      projectType: 'website',
      budget: '',
      timeframe: undefined,
      projectDescription: 'A website for a small clinic in Ahmedabad.',
      requirements: '   \n\t ',
    })
    const lines = text.split('\n')
    expect(lines).toContain('Company: Not provided')
    expect(lines).toContain('Budget: Not specified')
    expect(lines).toContain('Timeframe: Not specified')
    expect(lines).toContain('Requirements: Not provided')
    expect(lines).toContain('Additional Info: None')
    expect(lines).toContain('Project Type: Website')
  })

  it('uses every option label of the three selects as site.yaml has them', () => {
    for (const name of ['projectType', 'budget', 'timeframe']) {
      const field = quote.fields.find((candidate) => candidate.name === name)!
      for (const option of field.options!) expect(shownValue(quote, name, { [name]: option.value })).toBe(option.label)
    }
    const counts = ['projectType', 'budget', 'timeframe'].map((name) => quote.fields.find((field) => field.name === name)!.options!.length)
    expect(counts).toEqual([9, 7, 6])
  })

  it('keeps an unknown select value as it is rather than dropping it', () => {
    expect(shownValue(quote, 'budget', { budget: 'something-else' })).toBe('something-else')
  })

  it('records the submission for the console with trimmed values and every field', () => {
    const record = submissionRecord(quote, { name: ' Ravi ', projectType: 'erp' })
    expect(Object.keys(record)).toEqual(quote.fields.map((field) => field.name))
    expect(record.name).toBe('Ravi')
    expect(record.projectType).toBe('erp')
    expect(record.budget).toBe('')
  })
})
