// What the schema (schema/*.json) refuses, in plain words. src/site/schema-problems.ts picks the entry for each
// error Ajv reports; src/site/link-safety.ts says why a link or a picture's path is refused.
import { defineMessage, didYouMean, inArea, listWords } from './catalogue'

/** The kinds of value JSON Schema names (its "type"), as a sentence says them: "must be a whole number". */
export const valueKindWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a block of keys',
  null: 'empty',
}

/** A value as a sentence shows it: "the text "…"", "the number 3", "true", "a list", "empty". */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a block of keys'
  if (typeof value === 'string') return `the text ${quote(value)}`
  return `${typeof value === 'number' ? 'the number ' : ''}${String(value)}`
}

/** Text in quotes (cut short when long); any other value as describeValue says it. */
export function quote(value: unknown): string {
  return typeof value === 'string' ? `"${shorten(value)}"` : describeValue(value)
}

/** The first 40 characters, so a pasted page of text does not fill the message. */
export function shorten(text: string): string {
  return text.length > 40 ? text.slice(0, 40) + '…' : text
}


/** Kinds of value (JSON Schema's "type", which may name several) in words: "text or a number". */
const kindsInWords = (kinds: readonly string[]) => kinds.map((kind) => valueKindWords[kind] ?? kind).join(' or ')

/** Up to this many allowed values are listed in the message itself; more (the icon names) go to the hint. */
const longestListInMessage = 8

const sectionTypesHint = ({ types }: { types: string[] }) => `Section types: ${listWords(types)}.`

const allowedLinks = 'Links may go to a page of this site ("/contact"), an anchor ("#faq"), or an https:, mailto: or tel: address.'

export const schemaMessages = inArea('schema', {
  unknownKey: defineMessage<{ key: string; guess?: string; known: string[] }>({
    code: 'unknown-key',
    title: 'A key the block does not have',
    message: ({ key, guess }) => `Unknown key "${key}".${didYouMean(guess)}`,
    hint: ({ known }) => (known.length ? `Allowed here: ${listWords(known)}.` : undefined),
    example: { key: 'titel', guess: 'title', known: ['title', 'text', 'image'] },
  }),
  missingKey: defineMessage<{ owner: string; key: string; about?: string }>({
    code: 'missing-key',
    title: 'A key the block needs is missing',
    message: ({ owner, key }) => `${owner} has no "${key}", and it needs one.`,
    hint: ({ key, about }) => (about ? `${key}: ${about}` : undefined),
    example: { owner: 'This hero section', key: 'title', about: "The big title; it is the page's main heading." },
  }),
  unknownSectionType: defineMessage<{ type: string; guess?: string; types: string[] }>({
    code: 'unknown-section-type',
    title: 'A section type that does not exist',
    message: ({ type, guess }) => `Unknown section type "${type}".${didYouMean(guess)}`,
    hint: sectionTypesHint,
    example: { type: 'heroo', guess: 'hero', types: ['hero', 'cardGrid', 'faq', 'stats'] },
  }),
  sectionWithoutType: defineMessage<{ types: string[] }>({
    code: 'section-without-type',
    title: 'A section without a type',
    message: () => 'This section has no "type"; each section needs one, like "type: hero".',
    hint: sectionTypesHint,
    example: { types: ['hero', 'cardGrid', 'faq', 'stats'] },
  }),
  badSectionType: defineMessage<{ value: unknown; types: string[] }>({
    code: 'bad-section-type',
    title: 'A section type that is not a name',
    message: ({ value }) => `The section type must be a name like "hero", not ${describeValue(value)}.`,
    hint: sectionTypesHint,
    example: { value: 42, types: ['hero', 'cardGrid', 'faq', 'stats'] },
  }),
  wrongKind: defineMessage<{ name: string; kinds: string[]; value: unknown; inSectionList?: boolean; requiredKeys?: string[] }>({
    code: 'wrong-kind-of-value',
    title: 'A value of the wrong kind',
    message: ({ name, kinds, value }) => {
      const expected = kindsInWords(kinds)
      // YAML reads 910000000000 as a number and yes/true as true/false: quotes keep them as text.
      const quoteHint = expected.startsWith('text') && (typeof value === 'number' || typeof value === 'boolean') ? ' Put it in quotes to keep it as text.' : ''
      return `${name} must be ${expected}, but it is ${describeValue(value)}.${quoteHint}`
    },
    hint: ({ kinds, value, inSectionList, requiredKeys = [] }) => {
      if (inSectionList && typeof value === 'string') return `A section is a block of keys that starts with its type, like "- type: ${value}".`
      // "- /clients/new.svg" where a picture is meant: say which keys the block needs, written as site.yaml writes them.
      if (kindsInWords(kinds) === valueKindWords.object && requiredKeys.length > 0 && requiredKeys.length <= 4 && typeof value !== 'object') {
        return `Write it as a block with ${requiredKeys.map((key) => `"${key}"`).join(' and ')}, like { ${requiredKeys.map((key) => `${key}: …`).join(', ')} }.`
      }
      return undefined
    },
    example: { name: '"phone"', kinds: ['string'], value: 910000000000 },
  }),
  notAllowedValue: defineMessage<{ name: string; value: unknown; guess?: string; allowed: string[]; labels?: string[] }>({
    code: 'value-not-allowed',
    title: 'A value that is not one of those allowed',
    message: ({ name, value, guess, allowed }) =>
      allowed.length <= longestListInMessage
        ? `${name} cannot be ${quote(value)}.${didYouMean(guess)} It must be one of: ${listWords(allowed)}.`
        : `${name} cannot be ${quote(value)}.${didYouMean(guess)}`,
    // A short list's hint says what each value draws, from the labels editors show (enumDescriptions).
    hint: ({ allowed, labels }) => {
      if (allowed.length > longestListInMessage) return `Allowed: ${listWords(allowed)}.`
      return labels?.length === allowed.length ? allowed.map((value, index) => `${value}: ${labels[index]}`).join(' ') : undefined
    },
    example: { name: '"tone"', value: 'danger', allowed: ['info', 'success', 'warning'], labels: ['Blue: for information.', 'Green: for good news.', 'Amber: something to be careful about.'] },
  }),
  notTheFixedValue: defineMessage<{ name: string; allowed: string }>({
    code: 'not-the-fixed-value',
    title: 'A value that can only be one thing',
    message: ({ name, allowed }) => `${name} must be "${allowed}".`,
    example: { name: '"type"', allowed: 'hero' },
  }),
  wrongForm: defineMessage<{ name: string; value: unknown; form?: string; fix?: string }>({
    code: 'wrong-form',
    title: 'Text of the wrong form',
    // `form` is the schema's own words for what is expected (its errorMessage).
    message: ({ name, value, form, fix }) => `${name} ${form ?? 'has the wrong form'}, not ${quote(value)}.${didYouMean(fix)}`,
    example: {
      name: '"url"',
      value: 'http://example.com/',
      form: 'must be https:// followed by the host name only, like "https://example.com"',
      fix: 'https://example.com',
    },
  }),
  badName: defineMessage<{ name: string }>({
    code: 'bad-name',
    title: 'A name that is not a plain word',
    message: ({ name }) => `The name "${name}" must start with a letter and hold only letters and digits.`,
    example: { name: 'contact-us' },
  }),
  insecureLink: defineMessage<{ link: string }>({
    code: 'insecure-link',
    title: 'An http: link',
    message: ({ link }) => `The link "${link}" uses http:, which is not secure. Did you mean "${link.replace(/^http:/i, 'https:')}"?`,
    example: { link: 'http://example.com/brochure.pdf' },
  }),
  doubleSlashLink: defineMessage<{ link: string }>({
    code: 'double-slash-link',
    title: 'A link that starts with "//"',
    message: ({ link }) => `The link "${link}" starts with "//", so it leads to another site.`,
    hint: () => 'Write "https://…" for another site, or start with a single "/" for a page of this site.',
    example: { link: '//contact' },
  }),
  forbiddenLinkScheme: defineMessage<{ link: string; scheme: string }>({
    code: 'forbidden-link-scheme',
    title: 'A link of a kind that is not allowed',
    message: ({ link, scheme }) =>
      `The link "${shorten(link)}" uses ${scheme}:, which is not allowed: such links can run code or show pages that are not part of the site.`,
    hint: () => allowedLinks,
    example: { link: 'javascript:alert(1)', scheme: 'javascript' },
  }),
  pictureOutsidePublic: defineMessage<{ src: string }>({
    code: 'picture-outside-public',
    title: 'A picture path that leaves public/',
    message: ({ src }) => `The picture "${shorten(src)}" points outside the public/ folder with "..".`,
    hint: () => 'Write the path from public/, starting with "/", like "/images/photo.webp".',
    example: { src: '../secrets/photo.webp' },
  }),
  emptyText: defineMessage<{ name: string }>({
    code: 'empty-text',
    title: 'Empty text where some is needed',
    message: ({ name }) => `${name} must not be empty.`,
    example: { name: '"title"' },
  }),
  tooFewEntries: defineMessage<{ name: string; limit: number }>({
    code: 'too-few-entries',
    title: 'A list with too few entries',
    message: ({ name, limit }) => `${name} needs at least ${limit} ${limit === 1 ? 'entry' : 'entries'}.`,
    example: { name: '"columns"', limit: 2 },
  }),
  tooManyEntries: defineMessage<{ name: string; limit: number }>({
    code: 'too-many-entries',
    title: 'A list with too many entries',
    message: ({ name, limit }) => `${name} may have at most ${limit} entries.`,
    example: { name: '"columns"', limit: 3 },
  }),
  numberOutOfRange: defineMessage<{ name: string; bound: 'minimum' | 'maximum'; limit: number; value: unknown }>({
    code: 'number-out-of-range',
    title: 'A number too small or too large',
    message: ({ name, bound, limit, value }) => `${name} must be ${bound === 'minimum' ? 'at least' : 'at most'} ${limit}, not ${String(value)}.`,
    example: { name: '"columns"', bound: 'maximum', limit: 6, value: 8 },
  }),
  otherSchemaRule: defineMessage<{ name: string; rule?: string }>({
    code: 'other-schema-rule',
    title: 'Another rule of the schema',
    // `rule` is Ajv's own words, for the rare keyword the entries above do not cover.
    message: ({ name, rule }) => `${name} ${rule ?? 'is not allowed here'}.`,
    example: { name: '"logos"', rule: 'must NOT have duplicate items (items ## 2 and 0 are identical)' },
  }),
})
