import { isAlias, visit, type Document, type LineCounter, type YAMLError } from 'yaml'
import type { Problem } from './problem'
import { duplicateKeyIndex } from './input-guards'
import { toLineCol } from './yaml-positions'

/** A problem in the YAML itself, before any meaning is read from it. */
function yamlProblem(message: string, line: number, column: number, hint?: string): Problem {
  return { severity: 'error', message, hint, line, column, where: 'the YAML syntax', path: [] }
}

/** Everything the yaml parser found wrong, in plain words. */
export function yamlProblems(doc: Document, source: string, lineCounter: LineCounter): Problem[] {
  const duplicates = doc.errors.filter((error) => error.code === 'DUPLICATE_KEY')
  const syntax = firstPerTopLevelBlock(
    doc.errors.filter((error) => error.code !== 'DUPLICATE_KEY'),
    source,
    lineCounter,
  )
  return [
    ...syntax.map((error) => syntaxProblem(error, source, lineCounter)),
    ...duplicates.map((error) => duplicateKeyProblem(doc, error, lineCounter)),
  ]
}

/**
 * After a syntax error the parser guesses where things resume, and every wrong guess becomes
 * another error ("implicit keys need to be on a single line" five times after one tab).
 * Top-level keys ("site:", "pages:") are where it reliably resumes, so keep one error per top-level block.
 */
function firstPerTopLevelBlock(errors: YAMLError[], source: string, lineCounter: LineCounter): YAMLError[] {
  const lines = source.split('\n')
  // Hardening: each line's top-level block worked out once, not searched back per error (a file of
  // 100,000 tab-indented lines took minutes).
  const blockStarts: number[] = [0]
  lines.forEach((text, index) => blockStarts.push(/^[^\s#]/.test(text) ? index + 1 : blockStarts[index]))
  const blockOf = (line: number) => blockStarts[Math.min(Math.max(line, 0), lines.length)]
  const seen = new Set<number>()
  const kept: YAMLError[] = []
  for (const error of [...errors].sort((a, b) => a.pos[0] - b.pos[0])) {
    const block = blockOf(lineCounter.linePos(error.pos[0]).line)
    if (seen.has(block)) continue
    seen.add(block)
    kept.push(error)
  }
  return kept
}

/** A syntax error in plain words, and where to point: sometimes not where yaml noticed it. */
interface Translation {
  message: string
  hint?: string
  offset?: number
}

type Translator = (error: YAMLError, yamlMessage: string, source: string) => Translation | undefined

const translators: Translator[] = [
  (error) => error.code === 'TAB_AS_INDENT'
    ? { message: 'This line is indented with a tab; YAML needs spaces.', hint: 'Replace the tab with spaces, lined up with the lines around it.' }
    : undefined,
  (error, yamlMessage, source) => error.code === 'MISSING_CHAR' && /closing "quote/.test(yamlMessage)
    ? { message: 'This text opens a double quote (") but never closes it.', hint: 'Add the closing " at the end of the text.', offset: openingQuote(source, error.pos[0], '"') }
    : undefined,
  (error, yamlMessage, source) => error.code === 'MISSING_CHAR' && /closing 'quote/.test(yamlMessage)
    ? { message: "This text opens a single quote (') but never closes it.", hint: "Add the closing ' at the end of the text. Inside single quotes, write an apostrophe as ''.", offset: openingQuote(source, error.pos[0], "'") }
    : undefined,
  (error, yamlMessage, source) => /end with a \}/.test(yamlMessage)
    ? { message: 'This { … } is not closed.', hint: 'End it with "}" on the same line.', offset: unclosedOpener(source, error.pos[0], '{') }
    : undefined,
  (error, yamlMessage, source) => /end with a \]/.test(yamlMessage)
    ? { message: 'This [ … ] is not closed.', hint: 'End it with "]" on the same line.', offset: unclosedOpener(source, error.pos[0], '[') }
    : undefined,
  (error) => error.code === 'BAD_DQ_ESCAPE'
    ? { message: 'Inside double quotes, a backslash (\\) starts a special character, and this one is not valid.', hint: 'Write \\\\ for a backslash, or put the text in single quotes instead.' }
    : undefined,
  (error) => error.code === 'BAD_INDENT'
    ? { message: 'This line is not indented like the lines around it.', hint: 'The keys of one block must start in the same column; use spaces to line it up.' }
    : undefined,
  (error, yamlMessage, source) => error.code === 'BLOCK_AS_IMPLICIT_KEY' && /compact mappings/.test(yamlMessage)
    ? { message: 'This text contains ": ", which YAML reads as a second "key:" on the same line.', hint: quotedLine(lineAt(source, error.pos[0])) ?? 'Put the whole text in quotes.' }
    : undefined,
  (error, _, source) => {
    const match = /^(\s*(?:- )?)([\w-]+):(?!\/\/)(\S.*?)\s*$/.exec(lineAt(source, error.pos[0]))
    return match && (error.code === 'MULTILINE_IMPLICIT_KEY' || error.code === 'BAD_INDENT')
      ? { message: `After "${match[2]}:" there must be a space, or YAML does not see a key.`, hint: `Write: ${match[2]}: ${match[3]}`, offset: lineStart(source, error.pos[0]) + match[1].length }
      : undefined
  },
  (error) => error.code === 'MULTILINE_IMPLICIT_KEY'
    ? { message: 'A key must fit on one line, and this one does not.', hint: 'Check the line above for a missing ":" or a wrongly indented line.' }
    : undefined,
  (error, _, source) => error.code === 'UNEXPECTED_TOKEN' ? leftoverAfterValue(source, error.pos[0]) : undefined,
  (error, _, source) => {
    if (error.code !== 'BLOCK_IN_FLOW') return undefined
    const text = source.slice(error.pos[0], error.pos[1])
    const key = /([\w-]+):\s*$/.exec(source.slice(lineStart(source, error.pos[0]), error.pos[0]))?.[1]
    return /: /.test(text)
      ? { message: 'Inside { … } this text contains ": ", which YAML reads as the start of another key.', hint: `Put the text in quotes: ${key ? `${key}: ` : ''}"${text.trim()}"` }
      : undefined
  },
  (error) => error.code === 'MULTIPLE_DOCS'
    ? { message: 'A "---" line starts a second document; site.yaml must be a single document.' }
    : undefined,
  (error, _, source) => error.code === 'BAD_SCALAR_START'
    ? { message: `This value starts with a character that YAML keeps for itself (${source.charAt(error.pos[0])}).`, hint: 'Put the whole value in quotes.' }
    : undefined,
]

function translate(error: YAMLError, yamlMessage: string, source: string): Translation | undefined {
  for (const translator of translators) {
    const translation = translator(error, yamlMessage, source)
    if (translation) return translation
  }
  return undefined
}

function syntaxProblem(error: YAMLError, source: string, lineCounter: LineCounter): Problem {
  const yamlMessage = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
  const translation = translate(error, yamlMessage, source) ?? { message: `This is not valid YAML: ${lowerFirst(yamlMessage)}`.replace(/\.?$/, '.') }
  const { line, column } = toLineCol(lineCounter, translation.offset ?? error.pos[0])
  return yamlProblem(translation.message, line, column, translation.hint)
}

/** yaml reports an unclosed quote where the line ends; the quote that opens it is more useful. */
function openingQuote(source: string, offset: number, quote: string): number {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1
  const found = source.lastIndexOf(quote, offset - 1)
  return found >= lineStart ? found : offset
}

/**
 * yaml reports an unclosed { or [ at the start of its line or at the line after it;
 * point at the opening bracket that has no partner, searching back from the end of the error's line.
 */
function unclosedOpener(source: string, offset: number, opener: '{' | '['): number {
  const closer = opener === '{' ? '}' : ']'
  const lineEnd = source.indexOf('\n', offset)
  let depth = 0
  for (let i = (lineEnd < 0 ? source.length : lineEnd) - 1; i >= 0; i--) {
    if (source[i] === closer) depth++
    else if (source[i] === opener && depth-- === 0) return i
  }
  return offset
}

/**
 * yaml finds words left over after a value that ended early:
 * - `description: "We say "hi" here"`: a quoted text ends at its next quote;
 * - `title: {brand} team`: a text starting with "{" (or "[") is a { … } block, which ends at its "}".
 * Points at the start of the value and gives the line as it should be.
 */
function leftoverAfterValue(source: string, offset: number): Translation | undefined {
  const match = /^(\s*(?:- )?([\w-]+):[ \t]+)(.*?)\s*$/.exec(lineAt(source, offset))
  if (!match) return undefined
  const [, before, key, raw] = match
  const at = lineStart(source, offset) + before.length
  const quote = raw[0]
  if (quote === '"' || quote === "'") {
    // "a "b" c" meant the whole; "{brand}" team meant the quotes around everything.
    const whole = raw.length > 1 && raw.endsWith(quote)
    const inner = whole ? raw.slice(1, -1) : raw.slice(1).replace(quote, '')
    const text = quote === "'" ? inner.replace(/''/g, "'") : inner
    const message = quote === '"'
      ? 'This text starts with a double quote ("), so it ends at the next ", and the words after it are left over.'
      : "This text starts with a single quote ('), so it ends at the next ' (an apostrophe too), and the words after it are left over."
    const fix = text.includes('"') && !text.includes("'") ? `${key}: '${text}'` : `${key}: "${text.replace(/"/g, '\\"')}"`
    return { message, hint: `${whole ? 'Use the other kind of quotes around the text' : 'Put the quotes around the whole text'}: ${fix}`, offset: at }
  }
  if (quote === '{' || quote === '[') {
    const closer = quote === '{' ? '}' : ']'
    return {
      message: `A text that starts with "${quote}" is read as a ${quote} … ${closer} block, so the words after its "${closer}" are left over.`,
      hint: `Put the whole text in quotes: ${key}: "${raw.replace(/"/g, '\\"')}"`,
      offset: at,
    }
  }
  return undefined
}

function lineStart(source: string, offset: number): number {
  return source.lastIndexOf('\n', offset - 1) + 1
}

function lineAt(source: string, offset: number): string {
  const start = source.lastIndexOf('\n', offset - 1) + 1
  const end = source.indexOf('\n', offset)
  return source.slice(start, end < 0 ? source.length : end)
}

/** "title: About: us" → 'Put the whole text in quotes: title: "About: us"'. */
function quotedLine(line: string): string | undefined {
  const match = /^\s*(?:- )?([\w-]+):\s+(.*?)\s*$/.exec(line)
  if (!match || match[2].includes('"')) return undefined
  return `Put the whole text in quotes: ${match[1]}: "${match[2]}"`
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/** yaml points at the second key; say which key it is and where the first one is. */
function duplicateKeyProblem(doc: Document, error: YAMLError, lineCounter: LineCounter): Problem {
  const { line, column } = toLineCol(lineCounter, error.pos[0])
  const found = findDuplicate(doc, error.pos[0])
  if (!found) return yamlProblem('A key appears twice in the same block; keep only one.', line, column)
  const first = toLineCol(lineCounter, found.firstOffset)
  // A section without its "- " joins the section above it: its type is then that section's second.
  const hint = found.key === 'type'
    ? 'If this line starts a new section, write "- " before "type:", lined up with the other sections\' "- type:".'
    : undefined
  return yamlProblem(
    `The key "${found.key}" appears twice in the same block (first on line ${first.line}); keep only one.`,
    line,
    column,
    hint,
  )
}

// Hardening: looked up in an index made in one pass (input-guards.ts), not by walking the document per
// duplicate: a file with 100,000 repeated keys took minutes.
function findDuplicate(doc: Document, offset: number): { key: string; firstOffset: number } | undefined {
  return duplicateKeyIndex(doc).get(offset)
}

/**
 * An alias (*name) needs an anchor (&name) written before it. yaml notices a missing one only
 * while converting, and stops at the first; this finds them all.
 */
export function missingAnchorProblems(doc: Document, lineCounter: LineCounter, source: string): Problem[] {
  const anchors = new Set<string>()
  const problems: Problem[] = []
  visit(doc, {
    Node(_, node) {
      if (isAlias(node)) {
        if (!anchors.has(node.source) && node.range) {
          const { line, column } = toLineCol(lineCounter, node.range[0])
          // Most often not meant as an alias at all: a text that starts with "*" ("*Important*").
          const key = /([\w-]+):[ \t]*$/.exec(source.slice(source.lastIndexOf('\n', node.range[0] - 1) + 1, node.range[0]))?.[1]
          const asText = `"*${node.source}"`
          problems.push(yamlProblem(
            `The alias "*${node.source}" repeats nothing: no anchor "&${node.source}" is written before it.`,
            line,
            column,
            `A value that starts with "*" repeats another one (marked "&${node.source}"). If it is text, put it in quotes: ${key ? `${key}: ${asText}` : asText}.`,
          ))
        }
      } else if (node.anchor) anchors.add(node.anchor)
      return undefined
    },
  })
  return problems
}

/** Where the first alias is, to point at when aliases repeat too much. */
export function firstAliasPosition(doc: Document, lineCounter: LineCounter): { line: number; column: number } {
  let offset = 0
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0] ?? 0
      return visit.BREAK
    },
  })
  return toLineCol(lineCounter, offset)
}
