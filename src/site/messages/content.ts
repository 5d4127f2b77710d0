// What the schema cannot say: links resolve, files exist, names are unique and refer to something
// (src/site/cross-check.ts and the section rules in src/site/section-rules.ts find them).
import { defineMessage, didYouMean, inArea, listWords } from './catalogue'

export const contentMessages = inArea('content', {
  pathUsedTwice: defineMessage<{ path: string }>({
    code: 'path-used-twice',
    title: 'Two pages with one path',
    message: ({ path }) => `The path "${path}" is used by two pages; give each page its own.`,
    example: { path: '/about' },
  }),
  notFoundPageTwice: defineMessage<Record<string, never>>({
    code: 'not-found-page-twice',
    title: 'Two not-found pages',
    message: () => 'There are two not-found pages (path "*"); keep only one.',
    example: {},
  }),
  noNotFoundPage: defineMessage<Record<string, never>>({
    code: 'no-not-found-page',
    title: 'No not-found page',
    message: () => 'No page has the path "*", so addresses that match no page would show nothing.',
    hint: () => 'Add a not-found page with path: "*".',
    example: {},
  }),
  pageCannotBeHidden: defineMessage<{ path: string }>({
    code: 'page-cannot-be-hidden',
    title: 'The home page or the not-found page hidden',
    message: ({ path }) =>
      path === '*'
        ? 'The not-found page (path "*") cannot be hidden: the built site shows it for every address that matches no page.'
        : 'The home page "/" cannot be hidden: the built site would have no front page, and the logo in the navigation bar links to it.',
    hint: () => 'Remove hidden: true from this page.',
    example: { path: '/' },
  }),
  deadLink: defineMessage<{ link: string; guess?: string; unslashed?: string; target: string; closest: string[] }>({
    code: 'dead-link',
    title: 'A link to no page',
    message: ({ link, guess, unslashed }) => `The link "${link}" goes to no page of this site.${unslashed ? '' : didYouMean(guess)}`,
    hint: ({ unslashed, target, closest }) =>
      unslashed ? `The page with path "${unslashed}" is probably meant: write its path as "${target}".` : `Closest pages: ${listWords(closest)}.`,
    example: { link: '/contcat', guess: '/contact', target: '/contcat', closest: ['/contact', '/about', '/careers'] },
  }),
  deadAnchor: defineMessage<{ link: string; page: string; id: string; ids: string[]; guess?: string }>({
    code: 'dead-anchor',
    title: 'A link to a section id that the page does not have',
    message: ({ link, page, id, ids, guess }) =>
      `The link "${link}" goes to no section: ${page === '' ? 'this page' : page} has no section with id "${id}"; ${
        ids.length ? `its sections' ids are: ${listWords(ids)}.` : 'none of its sections has an id.'
      }${didYouMean(guess)}`,
    hint: ({ id, ids }) => `${ids.length ? 'Link to one of those ids, or give' : 'Give'} the section you mean the line id: ${id} (an id is unique on its page).`,
    example: { link: '/faq#privacy-notice', page: '/faq', id: 'privacy-notice', ids: ['questions', 'privacy-notices', 'contact'], guess: '/faq#privacy-notices' },
  }),
  missingFile: defineMessage<{ src: string; guess?: string; folder: string; nearby: string[] }>({
    code: 'missing-file',
    title: 'A picture or file that does not exist',
    message: ({ src, guess }) => `The file "public${src}" does not exist.${didYouMean(guess)}`,
    hint: ({ folder, nearby }) => (nearby.length ? `Files in public${folder}: ${listWords(nearby)}.` : `There is no folder public${folder}.`),
    example: { src: '/clients/acme.png', guess: '/clients/acme.svg', folder: '/clients', nearby: ['acme.svg', 'globex.svg'] },
  }),
  unknownIcon: defineMessage<{ name: string; spelling?: string; meaning: string[] }>({
    code: 'unknown-icon',
    title: 'An icon that does not exist',
    message: ({ name, spelling, meaning }) =>
      `There is no icon "${name}".${meaning.length ? ` Icons that show it: ${meaning.map((icon) => `"${icon}"`).join(', ')}.` : ''}${spelling ? ` By its spelling: "${spelling}".` : ''}`,
    hint: () => 'Any icon of tabler.io/icons by its name, like "dental" or "brand-youtube"; or a short name: code, megaphone, cart, pin, chart, shield, …',
    example: { name: 'tooth', spelling: 'tool', meaning: ['dental'] },
  }),
  unknownPlaceholder: defineMessage<{ placeholder: string; guess?: string; known: string[] }>({
    code: 'unknown-placeholder',
    title: 'A placeholder that does not exist',
    message: ({ placeholder, guess }) => `Unknown placeholder "${placeholder}".${didYouMean(guess && `{${guess}}`)}`,
    hint: ({ known }) => `Placeholders: ${listWords(known.map((name) => `{${name}}`))}.`,
    example: { placeholder: '{phon}', guess: 'phone', known: ['brand', 'phone', 'email'] },
  }),
  placeholderNotHere: defineMessage<{ placeholder: string; allowedIn: string }>({
    code: 'placeholder-not-here',
    title: 'A placeholder where it is not filled in',
    message: ({ placeholder, allowedIn }) => `The placeholder "${placeholder}" is only filled in ${allowedIn}; here it would show as "${placeholder}".`,
    hint: ({ placeholder }) => `Write the value itself instead of ${placeholder}.`,
    example: { placeholder: '{year}', allowedIn: "the footer's copyright line" },
  }),
  sectionIdUsedTwice: defineMessage<{ id: string }>({
    code: 'section-id-used-twice',
    title: 'Two sections with one id',
    message: ({ id }) => `The id "${id}" is used by two sections on this page; give each its own.`,
    example: { id: 'packages' },
  }),
  unknownForm: defineMessage<{ form: string; guess?: string; forms: string[] }>({
    code: 'unknown-form',
    title: 'A form section naming no form',
    message: ({ form, guess }) => `There is no form named "${form}".${didYouMean(guess)}`,
    hint: ({ forms }) => (forms.length ? `Forms: ${listWords(forms)}.` : 'No forms are declared under forms:.'),
    example: { form: 'contactt', guess: 'contact', forms: ['contact', 'quote'] },
  }),
  comparisonRowCount: defineMessage<{ row: string; values: number; columns: number }>({
    code: 'comparison-row-count',
    title: 'A comparison row with the wrong number of values',
    message: ({ row, values, columns }) => `The row "${row}" has ${values} values, but the comparison has ${columns} columns: give it one value per column.`,
    example: { row: 'Pages', values: 3, columns: 2 },
  }),
  categoryNotInFilters: defineMessage<{ category: string; guess?: string; categories: string[] }>({
    code: 'category-not-in-filters',
    title: "A card's category that is not a filter",
    message: ({ category, guess }) => `The category "${category}" is not one of the filters.${didYouMean(guess)}`,
    hint: ({ categories }) => `Categories: ${listWords(categories)}.`,
    example: { category: 'webb', guess: 'web', categories: ['web', 'mobile', 'marketing'] },
  }),
  fieldNameUsedTwice: defineMessage<{ name: string }>({
    code: 'field-name-used-twice',
    title: 'Two fields of a form with one name',
    message: ({ name }) => `Two fields of this form are named "${name}"; give each its own name.`,
    example: { name: 'email' },
  }),
  selectWithoutOptions: defineMessage<{ name?: string; kind?: string }>({
    code: 'select-without-options',
    title: 'A select or radio field with nothing to choose',
    message: ({ name, kind }) => `The ${kind ?? 'select'} field "${name}" has no options to choose from.`,
    hint: () => 'Add options: a list of { value, label }.',
    example: { name: 'service' },
  }),
  minLengthWithoutValue: defineMessage<Record<string, never>>({
    code: 'min-length-without-value',
    title: 'A minLength rule without its number',
    message: () => 'A minLength rule needs a value: the smallest number of characters.',
    hint: () => 'For example: { rule: minLength, value: 2, message: … }',
    example: {},
  }),
  ruleNotForKind: defineMessage<{ rule: string; kind: string; name?: string; ruleKinds: string[]; kindRules: string[] }>({
    code: 'rule-not-for-kind',
    title: "A form rule that does not fit its field's kind",
    message: ({ rule, kind, name, ruleKinds }) => `The rule "${rule}" does not fit the ${kind} field "${name}": it is for ${listWords(ruleKinds)} fields.`,
    hint: ({ rule, kind, kindRules }) =>
      rule === 'required' && (kind === 'checkbox' || kind === 'consent')
        ? 'For a box that must be ticked, write { rule: checked, message: … }.'
        : `A ${kind} field takes: ${listWords(kindRules)}.`,
    example: { rule: 'min', kind: 'text', name: 'name', ruleKinds: ['number', 'date'], kindRules: ['required', 'minLength', 'email'] },
  }),
  limitNotNumber: defineMessage<{ rule: string; name?: string; value?: unknown }>({
    code: 'limit-not-number',
    title: "A number field's min, max or step without its number",
    message: ({ rule, name, value }) =>
      rule === 'step'
        ? `The step rule of the number field "${name}" needs a number above 0 as its value${value === undefined ? '' : `, not ${JSON.stringify(value)}`}.`
        : `The ${rule} rule of the number field "${name}" needs a number as its value${value === undefined ? '' : `, not ${JSON.stringify(value)}`}.`,
    hint: ({ rule }) =>
      rule === 'step' ? 'For example { rule: step, value: 1, message: … } for whole numbers, or value: 0.5 for halves.' : `For example: { rule: ${rule}, value: 1, message: … }`,
    example: { rule: 'max', name: 'people', value: 'six' },
  }),
  limitNotDate: defineMessage<{ rule: string; name?: string; value?: unknown }>({
    code: 'limit-not-date',
    title: "A date field's min or max that is no date",
    message: ({ rule, name, value }) =>
      `The ${rule} rule of the date field "${name}" needs a date as its value${value === undefined ? '' : `, not ${JSON.stringify(value)}`}: a day written as "2026-12-01", or "today", "today+7", "today-30" (days counted from the visitor's own day).`,
    hint: ({ rule }) => `For example: { rule: ${rule}, value: today+1, message: … }`,
    example: { rule: 'min', name: 'visitDate', value: '2026-13-01' },
  }),
  minAboveMax: defineMessage<{ name?: string; min: string; max: string }>({
    code: 'min-above-max',
    title: "A field's min above its max",
    message: ({ name, min, max }) => `The field "${name}" has a min (${min}) above its max (${max}), so no value could be sent.`,
    hint: () => 'Swap the two values, or correct one of them.',
    example: { name: 'people', min: '6', max: '1' },
  }),
  consentWithoutChecked: defineMessage<{ name?: string }>({
    code: 'consent-without-checked',
    title: 'A consent field the visitor need not tick',
    message: ({ name }) => `The consent field "${name}" has no checked rule, so the form could be sent without it ticked.`,
    hint: () => 'Add to it: rules: [{ rule: checked, message: Please accept the privacy policy to continue }] (or make it a checkbox, if ticking it is a choice).',
    example: { name: 'privacy' },
  }),
  fieldLinkNotForKind: defineMessage<{ name?: string; kind: string }>({
    code: 'field-link-not-for-kind',
    title: 'A link in the label of a field that is no box',
    message: ({ name, kind }) => `The ${kind} field "${name}" has a link; only a checkbox's or a consent's label holds one.`,
    hint: () => 'Remove link:, or put the link in the text around the form.',
    example: { name: 'email', kind: 'email' },
  }),
  fieldLinkNotInLabel: defineMessage<{ text: string; label: string }>({
    code: 'field-link-not-in-label',
    title: "A field's link whose words are not in its label",
    message: ({ text, label }) => `The link's text "${text}" is not in the label "${label}", so it cannot be drawn as a link there.`,
    hint: () => 'Write the text exactly as it is in the label, capitals included.',
    example: { text: 'privacy policy', label: 'I agree to the Privacy Policy' },
  }),
  yesNoNotForBox: defineMessage<{ label: string; field: string; kind: string }>({
    code: 'yes-no-not-for-box',
    title: 'Yes or no words on a chat message line of a field that is no box',
    message: ({ label, field, kind }) => `The message line "${label}" gives yes or no words, but its field "${field}" is a ${kind} field: only a checkbox or a consent writes them.`,
    hint: () => 'Remove yes: and no: from this line (default: is what an empty field writes).',
    example: { label: 'Topic', field: 'topic', kind: 'select' },
  }),
  chatLineUnknownField: defineMessage<{ label: string; field: string; guess?: string; fields: string[] }>({
    code: 'chat-line-unknown-field',
    title: "A chat message line naming no field of its form",
    message: ({ label, field, guess }) => `The message line "${label}" names no field "${field}".${didYouMean(guess)}`,
    hint: ({ fields }) => `Fields: ${listWords(fields)}.`,
    example: { label: 'Topic', field: 'topik', guess: 'topic', fields: ['name', 'topic', 'message'] },
  }),
})
