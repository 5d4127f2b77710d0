// What the schema cannot say: links resolve, files exist, names are unique and refer to something
// (src/site/cross-check.ts and the section rules in src/sections/rules.ts find them).
import { defineMessage } from './catalogue'

const list = (names: readonly string[]) => names.join(', ')

export const contentMessages = {
  pathUsedTwice: defineMessage<{ path: string }>({
    code: 'path-used-twice',
    area: 'content',
    title: 'Two pages with one path',
    message: ({ path }) => `The path "${path}" is used by two pages; give each page its own.`,
    example: { path: '/about' },
  }),
  notFoundPageTwice: defineMessage<Record<string, never>>({
    code: 'not-found-page-twice',
    area: 'content',
    title: 'Two not-found pages',
    message: () => 'There are two not-found pages (path "*"); keep only one.',
    example: {},
  }),
  noNotFoundPage: defineMessage<Record<string, never>>({
    code: 'no-not-found-page',
    area: 'content',
    title: 'No not-found page',
    message: () => 'No page has the path "*", so addresses that match no page would show nothing.',
    hint: () => 'Add a not-found page with path: "*".',
    example: {},
  }),
  deadLink: defineMessage<{ link: string; guess: string; unslashed?: string; target: string; closest: string[] }>({
    code: 'dead-link',
    area: 'content',
    title: 'A link to no page',
    message: ({ link, guess, unslashed }) => `The link "${link}" goes to no page of this site.${unslashed ? '' : guess}`,
    hint: ({ unslashed, target, closest }) =>
      unslashed ? `The page with path "${unslashed}" is probably meant: write its path as "${target}".` : `Closest pages: ${list(closest)}.`,
    example: { link: '/contcat', guess: ' Did you mean "/contact"?', target: '/contcat', closest: ['/contact', '/about', '/careers'] },
  }),
  missingFile: defineMessage<{ src: string; guess?: string; folder: string; nearby: string[] }>({
    code: 'missing-file',
    area: 'content',
    title: 'A picture or file that does not exist',
    message: ({ src, guess }) => `The file "public${src}" does not exist.${guess ? ` Did you mean "${guess}"?` : ''}`,
    hint: ({ folder, nearby }) => (nearby.length ? `Files in public${folder}: ${list(nearby)}.` : `There is no folder public${folder}.`),
    example: { src: '/clients/acme.png', guess: '/clients/acme.svg', folder: '/clients', nearby: ['acme.svg', 'globex.svg'] },
  }),
  unknownPlaceholder: defineMessage<{ placeholder: string; guess?: string; known: string[] }>({
    code: 'unknown-placeholder',
    area: 'content',
    title: 'A placeholder that does not exist',
    message: ({ placeholder, guess }) => `Unknown placeholder "${placeholder}".${guess ? ` Did you mean "{${guess}}"?` : ''}`,
    hint: ({ known }) => `Placeholders: ${list(known.map((name) => `{${name}}`))}.`,
    example: { placeholder: '{phon}', guess: 'phone', known: ['brand', 'phone', 'email'] },
  }),
  placeholderNotHere: defineMessage<{ placeholder: string; allowedIn: string }>({
    code: 'placeholder-not-here',
    area: 'content',
    title: 'A placeholder where it is not filled in',
    message: ({ placeholder, allowedIn }) => `The placeholder "${placeholder}" is only filled in ${allowedIn}; here it would show as "${placeholder}".`,
    hint: ({ placeholder }) => `Write the value itself instead of ${placeholder}.`,
    example: { placeholder: '{year}', allowedIn: "the footer's copyright line" },
  }),
  sectionIdUsedTwice: defineMessage<{ id: string }>({
    code: 'section-id-used-twice',
    area: 'content',
    title: 'Two sections with one id',
    message: ({ id }) => `The id "${id}" is used by two sections on this page; give each its own.`,
    example: { id: 'packages' },
  }),
  unknownForm: defineMessage<{ form: string; guess: string; forms: string[] }>({
    code: 'unknown-form',
    area: 'content',
    title: 'A form section naming no form',
    message: ({ form, guess }) => `There is no form named "${form}".${guess}`,
    hint: ({ forms }) => (forms.length ? `Forms: ${list(forms)}.` : 'No forms are declared under forms:.'),
    example: { form: 'contactt', guess: ' Did you mean "contact"?', forms: ['contact', 'quote'] },
  }),
  comparisonRowCount: defineMessage<{ row: string; values: number; columns: number }>({
    code: 'comparison-row-count',
    area: 'content',
    title: 'A comparison row with the wrong number of values',
    message: ({ row, values, columns }) => `The row "${row}" has ${values} values, but the comparison has ${columns} columns: give it one value per column.`,
    example: { row: 'Pages', values: 3, columns: 2 },
  }),
  categoryNotInFilters: defineMessage<{ category: string; guess: string; categories: string[] }>({
    code: 'category-not-in-filters',
    area: 'content',
    title: "A card's category that is not a filter",
    message: ({ category, guess }) => `The category "${category}" is not one of the filters.${guess}`,
    hint: ({ categories }) => `Categories: ${list(categories)}.`,
    example: { category: 'webb', guess: ' Did you mean "web"?', categories: ['web', 'mobile', 'marketing'] },
  }),
  fieldNameUsedTwice: defineMessage<{ name: string }>({
    code: 'field-name-used-twice',
    area: 'content',
    title: 'Two fields of a form with one name',
    message: ({ name }) => `Two fields of this form are named "${name}"; give each its own name.`,
    example: { name: 'email' },
  }),
  selectWithoutOptions: defineMessage<{ name?: string }>({
    code: 'select-without-options',
    area: 'content',
    title: 'A select field with nothing to choose',
    message: ({ name }) => `The select field "${name}" has no options to choose from.`,
    hint: () => 'Add options: a list of { value, label }.',
    example: { name: 'service' },
  }),
  minLengthWithoutValue: defineMessage<Record<string, never>>({
    code: 'min-length-without-value',
    area: 'content',
    title: 'A minLength rule without its number',
    message: () => 'A minLength rule needs a value: the smallest number of characters.',
    hint: () => 'For example: { rule: minLength, value: 2, message: … }',
    example: {},
  }),
  chatLineUnknownField: defineMessage<{ label: string; field: string; guess: string; fields: string[] }>({
    code: 'chat-line-unknown-field',
    area: 'content',
    title: "A chat message line naming no field of its form",
    message: ({ label, field, guess }) => `The message line "${label}" names no field "${field}".${guess}`,
    hint: ({ fields }) => `Fields: ${list(fields)}.`,
    example: { label: 'Topic', field: 'topik', guess: ' Did you mean "topic"?', fields: ['name', 'topic', 'message'] },
  }),
}
