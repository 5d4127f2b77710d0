// The YAML itself, before any meaning is read from it (src/site/yaml-errors.ts, yaml-hints.ts).
// yaml-errors.ts picks the entry from the yaml library's error code and the text around the error, never from
// the library's English words (tests/unit/yaml-codes.test.ts holds the codes each entry relies on).
import { defineMessage, inArea } from './catalogue'

type Quote = '"' | "'"
type Opener = '{' | '['

const closerOf = (opener: Opener) => (opener === '{' ? '}' : ']')

/** "Not valid YAML: …" ends with one full stop, whatever the library's words end with. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** `key: "text"`, or single quotes when the text holds a double quote (and no apostrophe). */
const requoted = (key: string, text: string) =>
  text.includes('"') && !text.includes("'") ? `${key}: '${text}'` : `${key}: "${text.replace(/"/g, '\\"')}"`

/** `key: "text"`, or single quotes (apostrophes doubled) when the text holds a double quote. */
const quotedValue = (key: string, text: string) => (text.includes('"') ? `${key}: '${text.replace(/'/g, "''")}'` : `${key}: "${text}"`)

export const yamlMessages = inArea('yaml', {
  tabIndent: defineMessage<Record<string, never>>({
    code: 'tab-indent',
    title: 'A line indented with a tab',
    message: () => 'This line is indented with a tab; YAML needs spaces.',
    hint: () => 'Replace the tab with spaces, lined up with the lines around it.',
    example: {},
  }),
  unclosedQuote: defineMessage<{ quote: Quote }>({
    code: 'unclosed-quote',
    title: 'A quote that is never closed',
    message: ({ quote }) =>
      quote === '"' ? 'This text opens a double quote (") but never closes it.' : "This text opens a single quote (') but never closes it.",
    hint: ({ quote }) =>
      quote === '"' ? 'Add the closing " at the end of the text.' : "Add the closing ' at the end of the text. Inside single quotes, write an apostrophe as ''.",
    example: { quote: '"' },
  }),
  unclosedBracket: defineMessage<{ opener: Opener }>({
    code: 'unclosed-bracket',
    title: 'A { … } or [ … ] that is never closed',
    message: ({ opener }) => `This ${opener} … ${closerOf(opener)} is not closed.`,
    hint: ({ opener }) => `End it with "${closerOf(opener)}" on the same line.`,
    example: { opener: '{' },
  }),
  badEscape: defineMessage<Record<string, never>>({
    code: 'bad-escape',
    title: 'A backslash in double quotes that starts no special character',
    message: () => 'Inside double quotes, a backslash (\\) starts a special character, and this one is not valid.',
    hint: () => 'Write \\\\ for a backslash, or put the text in single quotes instead.',
    example: {},
  }),
  badIndent: defineMessage<Record<string, never>>({
    code: 'bad-indent',
    title: 'A line indented unlike its neighbours',
    message: () => 'This line is not indented like the lines around it.',
    hint: () => 'The keys of one block must start in the same column; use spaces to line it up.',
    example: {},
  }),
  colonInText: defineMessage<{ key?: string; text?: string }>({
    code: 'colon-in-text',
    title: 'A text with ": " in it, not in quotes',
    message: () => 'This text contains ": ", which YAML reads as a second "key:" on the same line.',
    // Without the line as it should be (a key and a text without double quotes), the advice alone.
    hint: ({ key, text }) => (key !== undefined && text !== undefined ? `Put the whole text in quotes: ${key}: "${text}"` : 'Put the whole text in quotes.'),
    example: { key: 'title', text: 'About: who we are' },
  }),
  noSpaceAfterColon: defineMessage<{ key: string; value: string }>({
    code: 'no-space-after-colon',
    title: 'No space after "key:"',
    message: ({ key }) => `After "${key}:" there must be a space, or YAML does not see a key.`,
    hint: ({ key, value }) => `Write: ${key}: ${value}`,
    example: { key: 'title', value: 'Hello' },
  }),
  multilineKey: defineMessage<Record<string, never>>({
    code: 'multiline-key',
    title: 'A key that does not fit on one line',
    message: () => 'A key must fit on one line, and this one does not.',
    hint: () => 'Check the line above for a missing ":" or a wrongly indented line.',
    example: {},
  }),
  textAfterQuote: defineMessage<{ quote: Quote; whole: boolean; key: string; text: string }>({
    code: 'text-after-quote',
    title: 'Words left over after a quoted text',
    message: ({ quote }) =>
      quote === '"'
        ? 'This text starts with a double quote ("), so it ends at the next ", and the words after it are left over.'
        : "This text starts with a single quote ('), so it ends at the next ' (an apostrophe too), and the words after it are left over.",
    // `whole`: the quotes were around the whole text, which holds the same quote (meant: the other kind);
    // otherwise only a first piece was quoted (meant: quotes around everything). `text` is the text as meant.
    hint: ({ whole, key, text }) => `${whole ? 'Use the other kind of quotes around the text' : 'Put the quotes around the whole text'}: ${requoted(key, text)}`,
    example: { quote: '"', whole: true, key: 'description', text: 'We say "hello" to every client' },
  }),
  textAfterBrackets: defineMessage<{ opener: Opener; key: string; text: string }>({
    code: 'text-after-brackets',
    title: 'A text that starts with { or [',
    message: ({ opener }) => `A text that starts with "${opener}" is read as a ${opener} … ${closerOf(opener)} block, so the words after its "${closerOf(opener)}" are left over.`,
    hint: ({ key, text }) => `Put the whole text in quotes: ${key}: "${text.replace(/"/g, '\\"')}"`,
    example: { opener: '{', key: 'title', text: '{brand} at your service' },
  }),
  colonInFlowText: defineMessage<{ key?: string; text: string }>({
    code: 'colon-in-flow-text',
    title: 'A text with ": " in it inside { … }',
    message: () => 'Inside { … } this text contains ": ", which YAML reads as the start of another key.',
    hint: ({ key, text }) => `Put the text in quotes: ${key ? `${key}: ` : ''}"${text}"`,
    example: { key: 'label', text: 'Contact: us' },
  }),
  hashStartsComment: defineMessage<{ key: string; value: string; kept?: string; inBrackets: boolean }>({
    code: 'hash-starts-comment',
    title: 'A value with " #" read as a comment',
    message: ({ key, kept, inBrackets }) =>
      `In YAML, " #" starts a comment, so the rest of this line after " #" became a comment: "${key}" ${kept ? `is cut to "${kept}"` : 'has no value'}${
        inBrackets ? ', and what follows it on the line, in the { … }, is lost' : ''
      }.`,
    hint: ({ key, value }) => `Put the value in quotes: ${quotedValue(key, value)}`,
    example: { key: 'to', value: '#plans', inBrackets: true },
  }),
  secondDocument: defineMessage<Record<string, never>>({
    code: 'second-document',
    title: 'A second document after "---"',
    message: () => 'A "---" line starts a second document; site.yaml must be a single document.',
    example: {},
  }),
  reservedFirstCharacter: defineMessage<{ character: string }>({
    code: 'reserved-first-character',
    title: 'A value that starts with a character YAML keeps for itself',
    message: ({ character }) => `This value starts with a character that YAML keeps for itself (${character}).`,
    hint: () => 'Put the whole value in quotes.',
    example: { character: '@' },
  }),
  invalidYaml: defineMessage<{ reason: string }>({
    code: 'invalid-yaml',
    title: 'Other YAML syntax errors',
    // The yaml library's own words (its first line, without the position): there is nothing better to say.
    message: ({ reason }) => `This is not valid YAML: ${lowerFirst(reason)}`.replace(/\.?$/, '.'),
    example: { reason: 'Unexpected flow-seq-end token' },
  }),
  duplicateKey: defineMessage<{ key?: string; firstLine?: number }>({
    code: 'duplicate-key',
    title: 'A key written twice in one block',
    // Without the key (the second key was not found in the document), only that there is one.
    message: ({ key, firstLine }) =>
      key !== undefined && firstLine !== undefined
        ? `The key "${key}" appears twice in the same block (first on line ${firstLine}); keep only one.`
        : 'A key appears twice in the same block; keep only one.',
    // A section without its "- " joins the section above it: its type is then that section's second.
    hint: ({ key }) =>
      key === 'type' ? 'If this line starts a new section, write "- " before "type:", lined up with the other sections\' "- type:".' : undefined,
    example: { key: 'title', firstLine: 60 },
  }),
  aliasWithoutAnchor: defineMessage<{ name: string; key?: string }>({
    code: 'alias-without-anchor',
    title: 'An alias (*name) with no anchor (&name)',
    message: ({ name }) => `The alias "*${name}" repeats nothing: no anchor "&${name}" is written before it.`,
    // Most often not meant as an alias at all: a text that starts with "*" ("*Important*").
    hint: ({ name, key }) =>
      `A value that starts with "*" repeats another one (marked "&${name}"). If it is text, put it in quotes: ${key ? `${key}: "*${name}"` : `"*${name}"`}.`,
    example: { name: 'aboutText', key: 'description' },
  }),
  textWithoutKey: defineMessage<{ text: string; key: string }>({
    code: 'text-without-key',
    title: 'A text inside { … } with no key in front of it',
    message: ({ text, key }) => `The text "${text}" has no key in front of it, so it was read as a key, and "${key}" is missing.`,
    hint: ({ text, key }) => `Write the key before the text: ${key}: ${text}`,
    example: { text: 'Client One', key: 'alt' },
  }),
  commaInFlowText: defineMessage<{ key: string; text: string; cutKey: string }>({
    code: 'comma-in-flow-text',
    title: 'A text inside { … } cut at a comma',
    message: ({ text, cutKey }) => `Inside { … } a comma ends the text, so "${text}" was cut at the comma and "${cutKey}" was read as a key of its own.`,
    hint: ({ key, text }) => `Put text that contains a comma in quotes: ${quotedValue(key, text)}`,
    example: { key: 'alt', text: 'Client One — shoes, bags and belts', cutKey: 'bags and belts' },
  }),
  commentCutText: defineMessage<{ key: string; kept: string; comment: string }>({
    code: 'comment-cut-text',
    severity: 'warning',
    title: 'A text cut short by " #"',
    message: ({ key, kept, comment }) => `The text of "${key}" ends at "${kept}": in YAML, " #" starts a comment, so "#${comment}" is left out.`,
    hint: ({ key, kept, comment }) =>
      `To keep it in the text, put the whole text in quotes: ${quotedValue(key, `${kept} #${comment}`)}. A note for editors goes on a line of its own, above.`,
    example: { key: 'description', kept: 'We are', comment: '1 in Gujarat' },
  }),
  aliasesTooLarge: defineMessage<{ maxAliasCount: number }>({
    code: 'aliases-too-large',
    title: 'Aliases that repeat too much',
    message: () => 'The aliases (*name) in this file repeat other values so many times over that the file would become too large to read.',
    hint: ({ maxAliasCount }) => `Aliases may repeat values at most ${maxAliasCount} times in all; write the values out instead.`,
    example: { maxAliasCount: 100 },
  }),
})
