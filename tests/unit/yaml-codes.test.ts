import { describe, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import { loadSiteText } from '@/site/load-site'

// Against the yaml library's codes: src/site/yaml-errors.ts picks each syntax message from the code yaml gives an
// error (YAMLError.code), its position and the text there, never from yaml's English words. For each case, a small
// snippet, what yaml reports for it (code and offset), and what the loader then says (catalogue code, line,
// column, words). An upgrade of yaml that changes a code or a position fails the first assertion, named by the case.

/** What yaml itself reports: every error's code and the offset it points at (yaml's own duplicate-key check on). */
function libraryErrors(text: string) {
  return parseDocument(text, { prettyErrors: false, uniqueKeys: true }).errors.map((error) => ({ code: error.code, at: error.pos[0] }))
}

/** What the loader says about the text. */
function loaderErrors(text: string) {
  const result = loadSiteText(text)
  expect(result.site).toBeUndefined()
  return result.errors.map(({ code, line, column, message, hint, where }) => ({ code, line, column, message, hint, where }))
}

/** The offset of `find` in `text` (plus `after` characters); fails when it is not there. */
function offset(text: string, find: string, after = 0): number {
  const index = text.indexOf(find)
  expect(index, `"${find}" not found`).toBeGreaterThanOrEqual(0)
  return index + after
}

interface Case {
  /** yaml's code first, then the mistake in words. */
  name: string
  text: string
  library: (text: string) => { code: string; at: number }[]
  loader: { code: string; line: number; column: number; message: string; hint?: string }[]
}

const syntax = 'the YAML syntax'

const cases: Case[] = [
  {
    name: 'TAB_AS_INDENT: a line indented with a tab',
    text: 'site:\n\tbrand: Example Agency\n',
    library: (text) => [{ code: 'TAB_AS_INDENT', at: offset(text, '\t') }],
    loader: [{ code: 'tab-indent', line: 2, column: 1, message: 'This line is indented with a tab; YAML needs spaces.', hint: 'Replace the tab with spaces, lined up with the lines around it.' }],
  },
  {
    name: 'MISSING_CHAR where a double-quoted text ends: a double quote never closed',
    text: 'site:\n  phone: "+91 00000 00000\n  chatNumber: "910000000000"\n',
    // yaml stops the quoted text at the end of its line and reports the missing quote there.
    library: (text) => [{ code: 'MISSING_CHAR', at: offset(text, '\n  chatNumber') }],
    loader: [{ code: 'unclosed-quote', line: 2, column: 10, message: 'This text opens a double quote (") but never closes it.', hint: 'Add the closing " at the end of the text.' }],
  },
  {
    name: 'MISSING_CHAR where a double-quoted text ends: the text runs on to the end of the file',
    text: 'site:\n  brand: "Example\n  url: https://example.com\n',
    library: (text) => [{ code: 'MISSING_CHAR', at: text.length }],
    loader: [{ code: 'unclosed-quote', line: 2, column: 10, message: 'This text opens a double quote (") but never closes it.', hint: 'Add the closing " at the end of the text.' }],
  },
  {
    name: "MISSING_CHAR where a single-quoted text ends: a single quote never closed, with an apostrophe written ''",
    text: "site:\n  brand: 'We''re here\n",
    library: (text) => [{ code: 'MISSING_CHAR', at: text.length }],
    loader: [{
      code: 'unclosed-quote',
      line: 2,
      column: 10,
      message: "This text opens a single quote (') but never closes it.",
      hint: "Add the closing ' at the end of the text. Inside single quotes, write an apostrophe as ''.",
    }],
  },
  {
    name: 'MISSING_CHAR and BAD_INDENT at one place: a quote never closed inside { … } (the quote is said)',
    text: 'site: { brand: "Example Agency }\n',
    library: (text) => [{ code: 'MISSING_CHAR', at: text.length }, { code: 'BAD_INDENT', at: text.length }],
    loader: [{ code: 'unclosed-quote', line: 1, column: 16, message: 'This text opens a double quote (") but never closes it.', hint: 'Add the closing " at the end of the text.' }],
  },
  {
    name: 'MISSING_CHAR where a { … } at the top of the file ends: never closed',
    text: '{ site: { brand: x }\n',
    library: (text) => [{ code: 'MISSING_CHAR', at: text.length }],
    loader: [{ code: 'unclosed-bracket', line: 1, column: 1, message: 'This { … } is not closed.', hint: 'End it with "}" on the same line.' }],
  },
  {
    name: 'MISSING_CHAR where a [ … ] at the top of the file ends: never closed',
    text: '[site, pages\n',
    library: (text) => [{ code: 'MISSING_CHAR', at: text.length }],
    loader: [{ code: 'unclosed-bracket', line: 1, column: 1, message: 'This [ … ] is not closed.', hint: 'End it with "]" on the same line.' }],
  },
  {
    name: 'BAD_INDENT where a { … } inside a block ends (the next line): never closed',
    text: 'site:\n  logo: { src: /logo.svg, alt: Example Agency logo\n  location:\n    city: Ahmedabad\n',
    library: (text) => [{ code: 'BAD_INDENT', at: offset(text, 'location:') }],
    loader: [{ code: 'unclosed-bracket', line: 2, column: 9, message: 'This { … } is not closed.', hint: 'End it with "}" on the same line.' }],
  },
  {
    name: 'BAD_INDENT where a [ … ] inside a block ends (the next line): never closed',
    text: 'site:\n  keywords: [web, design\n  url: https://example.com\n',
    library: (text) => [{ code: 'BAD_INDENT', at: offset(text, 'url:') }],
    loader: [{ code: 'unclosed-bracket', line: 2, column: 13, message: 'This [ … ] is not closed.', hint: 'End it with "]" on the same line.' }],
  },
  {
    name: 'BAD_INDENT after a "}": the { … } around a closed one is the one left open',
    text: 'site: { logo: { src: /logo.svg }',
    library: (text) => [{ code: 'BAD_INDENT', at: text.length }],
    loader: [{ code: 'unclosed-bracket', line: 1, column: 7, message: 'This { … } is not closed.', hint: 'End it with "}" on the same line.' }],
  },
  {
    name: 'MISSING_CHAR just after a closed { … }: not an unclosed one (a comment without a space before "#")',
    text: 'site: { brand: x }#note\n',
    library: (text) => [{ code: 'MISSING_CHAR', at: offset(text, '#') }],
    loader: [{ code: 'invalid-yaml', line: 1, column: 19, message: 'This is not valid YAML: comments must be separated from other tokens by white space characters.' }],
  },
  {
    name: 'BAD_DQ_ESCAPE: a backslash in double quotes that starts no special character',
    text: 'site:\n  address: "Unit 4\\Block B"\n',
    library: (text) => [{ code: 'BAD_DQ_ESCAPE', at: offset(text, '\\') }],
    loader: [{
      code: 'bad-escape',
      line: 2,
      column: 19,
      message: 'Inside double quotes, a backslash (\\) starts a special character, and this one is not valid.',
      hint: 'Write \\\\ for a backslash, or put the text in single quotes instead.',
    }],
  },
  {
    name: 'BAD_INDENT at a key: a key indented one space less than its neighbours',
    text: 'site:\n  location:\n    address: 1 Example Street\n   city: Ahmedabad\n',
    library: (text) => [{ code: 'BAD_INDENT', at: offset(text, '   city') }],
    loader: [{
      code: 'bad-indent',
      line: 4,
      column: 1,
      message: 'This line is not indented like the lines around it.',
      hint: 'The keys of one block must start in the same column; use spaces to line it up.',
    }],
  },
  {
    name: 'BLOCK_AS_IMPLICIT_KEY after "key: ": a text with ": " in it',
    text: 'page:\n  title: About: who we are\n',
    library: (text) => [{ code: 'BLOCK_AS_IMPLICIT_KEY', at: offset(text, 'About') }],
    loader: [{
      code: 'colon-in-text',
      line: 2,
      column: 10,
      message: 'This text contains ": ", which YAML reads as a second "key:" on the same line.',
      hint: 'Put the whole text in quotes: title: "About: who we are"',
    }],
  },
  {
    name: 'BLOCK_AS_IMPLICIT_KEY after "key: ": a text with ": " and a double quote in it (no line to copy)',
    text: 'page:\n  title: About: "us"\n',
    library: (text) => [{ code: 'BLOCK_AS_IMPLICIT_KEY', at: offset(text, 'About') }],
    loader: [{ code: 'colon-in-text', line: 2, column: 10, message: 'This text contains ": ", which YAML reads as a second "key:" on the same line.', hint: 'Put the whole text in quotes.' }],
  },
  {
    name: 'BLOCK_AS_IMPLICIT_KEY where a line ends: a "- " list used as a key, not a text with ": "',
    text: 'site:\n  brand: x\n  - item\n  : y\n',
    library: (text) => [{ code: 'BLOCK_AS_IMPLICIT_KEY', at: offset(text, '  - item') }, { code: 'MULTILINE_IMPLICIT_KEY', at: offset(text, '- item') }],
    loader: [{ code: 'invalid-yaml', line: 3, column: 1, message: 'This is not valid YAML: a block sequence may not be used as an implicit map key.' }],
  },
  {
    name: 'MULTILINE_IMPLICIT_KEY at "key:text": no space after the colon',
    text: 'pages:\n  - type: hero\n    title:Hello\n    text: x\n',
    library: (text) => [{ code: 'MULTILINE_IMPLICIT_KEY', at: offset(text, 'title:Hello') }],
    loader: [{ code: 'no-space-after-colon', line: 3, column: 5, message: 'After "title:" there must be a space, or YAML does not see a key.', hint: 'Write: title: Hello' }],
  },
  {
    name: 'MULTILINE_IMPLICIT_KEY at a word without ":": a key that does not fit on one line',
    text: 'site:\n  brand\n  url: https://example.com\n',
    library: (text) => [{ code: 'MULTILINE_IMPLICIT_KEY', at: offset(text, 'brand') }],
    loader: [{ code: 'multiline-key', line: 2, column: 3, message: 'A key must fit on one line, and this one does not.', hint: 'Check the line above for a missing ":" or a wrongly indented line.' }],
  },
  {
    name: 'UNEXPECTED_TOKEN after a double-quoted text: a double quote inside double quotes',
    text: 'page:\n  description: "We say "hello" to every client"\n',
    library: (text) => [{ code: 'UNEXPECTED_TOKEN', at: offset(text, 'hello') }],
    loader: [{
      code: 'text-after-quote',
      line: 2,
      column: 16,
      message: 'This text starts with a double quote ("), so it ends at the next ", and the words after it are left over.',
      hint: `Use the other kind of quotes around the text: description: 'We say "hello" to every client'`,
    }],
  },
  {
    name: 'UNEXPECTED_TOKEN after a double-quoted text: only the first words in quotes',
    text: 'page:\n  description: "We say" hello\n',
    library: (text) => [{ code: 'UNEXPECTED_TOKEN', at: offset(text, 'hello') }],
    loader: [{
      code: 'text-after-quote',
      line: 2,
      column: 16,
      message: 'This text starts with a double quote ("), so it ends at the next ", and the words after it are left over.',
      hint: 'Put the quotes around the whole text: description: "We say hello"',
    }],
  },
  {
    name: 'UNEXPECTED_TOKEN after a single-quoted text: an apostrophe inside single quotes',
    text: "page:\n  description: 'We're a small team'\n",
    library: (text) => [{ code: 'UNEXPECTED_TOKEN', at: offset(text, 're a small') }],
    loader: [{
      code: 'text-after-quote',
      line: 2,
      column: 16,
      message: "This text starts with a single quote ('), so it ends at the next ' (an apostrophe too), and the words after it are left over.",
      hint: `Use the other kind of quotes around the text: description: "We're a small team"`,
    }],
  },
  {
    name: 'UNEXPECTED_TOKEN after { … }: a text that starts with a {placeholder}',
    text: 'page:\n  title: {brand} at your service\n',
    library: (text) => [{ code: 'UNEXPECTED_TOKEN', at: offset(text, 'at your') }],
    loader: [{
      code: 'text-after-brackets',
      line: 2,
      column: 10,
      message: 'A text that starts with "{" is read as a { … } block, so the words after its "}" are left over.',
      hint: 'Put the whole text in quotes: title: "{brand} at your service"',
    }],
  },
  {
    name: 'UNEXPECTED_TOKEN after [ … ]: a text that starts with [',
    text: 'page:\n  title: [New] offers\n',
    library: (text) => [{ code: 'UNEXPECTED_TOKEN', at: offset(text, 'offers') }],
    loader: [{
      code: 'text-after-brackets',
      line: 2,
      column: 10,
      message: 'A text that starts with "[" is read as a [ … ] block, so the words after its "]" are left over.',
      hint: 'Put the whole text in quotes: title: "[New] offers"',
    }],
  },
  {
    name: "UNEXPECTED_TOKEN after anything else: yaml's own words (a block of text's | with more after it)",
    text: 'site:\n  description: |x\n    Some text\n',
    library: (text) => [{ code: 'UNEXPECTED_TOKEN', at: offset(text, '|x', 1) }],
    loader: [{ code: 'invalid-yaml', line: 2, column: 17, message: 'This is not valid YAML: block scalar header includes extra characters: |x.' }],
  },
  {
    name: 'BLOCK_IN_FLOW with ": " in it: a text with ": " inside { … }',
    text: 'navigation:\n  cta: { label: Contact: us, to: /contact }\n',
    library: (text) => [{ code: 'BLOCK_IN_FLOW', at: offset(text, 'Contact:') }],
    loader: [{
      code: 'colon-in-flow-text',
      line: 2,
      column: 17,
      message: 'Inside { … } this text contains ": ", which YAML reads as the start of another key.',
      hint: 'Put the text in quotes: label: "Contact: us"',
    }],
  },
  {
    name: 'MULTIPLE_DOCS: a "---" line in the middle of the file',
    text: 'site: {}\n---\npages: []\n',
    library: (text) => [{ code: 'MULTIPLE_DOCS', at: offset(text, '---') }],
    loader: [{ code: 'second-document', line: 2, column: 1, message: 'A "---" line starts a second document; site.yaml must be a single document.' }],
  },
  {
    name: 'BAD_SCALAR_START: a value that starts with @',
    text: 'site:\n  brand: @example\n',
    library: (text) => [{ code: 'BAD_SCALAR_START', at: offset(text, '@') }],
    loader: [{ code: 'reserved-first-character', line: 2, column: 10, message: 'This value starts with a character that YAML keeps for itself (@).', hint: 'Put the whole value in quotes.' }],
  },
  {
    name: 'BAD_SCALAR_START: a value that starts with `',
    text: 'site:\n  brand: `Example`\n',
    library: (text) => [{ code: 'BAD_SCALAR_START', at: offset(text, '`') }],
    loader: [{ code: 'reserved-first-character', line: 2, column: 10, message: 'This value starts with a character that YAML keeps for itself (`).', hint: 'Put the whole value in quotes.' }],
  },
  {
    name: 'BAD_INDENT after a " #" inside { … }: the comment took the value and the "}"',
    text: 'navigation:\n  links:\n    - { label: Plans, to: #plans }\n    - { label: Home, to: / }\n',
    // yaml reports the { … } not closed at the next line's "- "; the cause is the " #" on the line before.
    library: (text) => [{ code: 'BAD_INDENT', at: offset(text, '- { label: Home') }],
    loader: [{
      code: 'hash-starts-comment',
      line: 3,
      column: 27,
      message: 'In YAML, " #" starts a comment, so the rest of this line after " #" became a comment: "to" has no value, and what follows it on the line, in the { … }, is lost.',
      hint: 'Put the value in quotes: to: "#plans"',
    }],
  },
  {
    name: 'BLOCK_IN_FLOW after a " #" inside a { … } that goes on to the next line',
    text: 'navigation:\n  links:\n    - { label: Plans, to: #plans,\n        variant: primary }\n',
    library: (text) => [{ code: 'BLOCK_IN_FLOW', at: offset(text, 'variant') }],
    loader: [{
      code: 'hash-starts-comment',
      line: 3,
      column: 27,
      message: 'In YAML, " #" starts a comment, so the rest of this line after " #" became a comment: "to" has no value, and what follows it on the line, in the { … }, is lost.',
      hint: 'Put the value in quotes: to: "#plans"',
    }],
  },
  {
    name: 'BAD_INDENT after a " #" in a text inside { … }: the text cut there',
    text: 'navigation:\n  links:\n    - { label: We are #1, to: /about }\n',
    library: (text) => [{ code: 'BAD_INDENT', at: text.length }],
    loader: [{
      code: 'hash-starts-comment',
      line: 3,
      column: 23,
      message: 'In YAML, " #" starts a comment, so the rest of this line after " #" became a comment: "label" is cut to "We are", and what follows it on the line, in the { … }, is lost.',
      hint: 'Put the value in quotes: label: "We are #1"',
    }],
  },
  {
    // The loader finds duplicates in one pass (input-guards.ts) and gives them yaml's code; yaml's own check agrees.
    name: 'DUPLICATE_KEY: a key written twice in one block',
    text: 'site:\n  brand: x\n  brand: y\n',
    library: (text) => [{ code: 'DUPLICATE_KEY', at: offset(text, 'brand: y') }],
    loader: [{ code: 'duplicate-key', line: 3, column: 3, message: 'The key "brand" appears twice in the same block (first on line 2); keep only one.' }],
  },
  {
    name: 'DUPLICATE_KEY of "type": a section without its "- "',
    text: 'pages:\n  - path: /\n    sections:\n      - type: hero\n        title: Hi\n        type: callout\n',
    library: (text) => [{ code: 'DUPLICATE_KEY', at: offset(text, 'type: callout') }],
    loader: [{
      code: 'duplicate-key',
      line: 6,
      column: 9,
      message: 'The key "type" appears twice in the same block (first on line 4); keep only one.',
      hint: 'If this line starts a new section, write "- " before "type:", lined up with the other sections\' "- type:".',
    }],
  },
]

describe("the yaml library's error codes, and what the loader says for each", () => {
  test.each(cases.map((item) => [item.name, item] as const))('%s', (_, { text, library, loader }) => {
    expect(libraryErrors(text), 'what yaml reports').toEqual(library(text))
    expect(loaderErrors(text)).toEqual(loader.map((error) => ({ hint: undefined, ...error, where: syntax })))
  })

  test('no syntax message is chosen by the library\'s words: the same code and position with other words give the same message', async () => {
    // yaml-errors.ts may read only a YAMLError's code and position; changing its message changes nothing but the
    // generic "This is not valid YAML: …", which shows yaml's words because it has nothing else to say.
    const { yamlProblems } = await import('@/site/yaml-errors')
    const { lineCounterFor } = await import('@/site/input-guards')
    for (const { name, text } of cases) {
      const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true })
      const before = yamlProblems(doc, text, lineCounterFor(text))
      for (const error of doc.errors) error.message = 'Something else entirely'
      const after = yamlProblems(doc, text, lineCounterFor(text))
      const generic = (problem: { code: string }) => problem.code === 'invalid-yaml'
      expect(after.filter((problem) => !generic(problem)), name).toEqual(before.filter((problem) => !generic(problem)))
      expect(after.filter(generic).map((problem) => problem.message), name).toEqual(before.filter(generic).map(() => 'This is not valid YAML: something else entirely.'))
    }
  })
})
