import { isAlias, isScalar, visit, type Document, type LineCounter, type Node, type Pair, type YAMLError } from 'yaml'
import type { Problem } from './problem'
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
  const blockOf = (line: number) => {
    for (let n = line; n >= 1; n--) if (/^[^\s#]/.test(lines[n - 1] ?? '')) return n
    return 0
  }
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
  (error) => error.code === 'MULTILINE_IMPLICIT_KEY'
    ? { message: 'A key must fit on one line, and this one does not.', hint: 'Check the line above for a missing ":" or a wrongly indented line.' }
    : undefined,
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
  return yamlProblem(
    `The key "${found.key}" appears twice in the same block (first on line ${first.line}); keep only one.`,
    line,
    column,
  )
}

function findDuplicate(doc: Document, offset: number): { key: string; firstOffset: number } | undefined {
  let result: { key: string; firstOffset: number } | undefined
  visit(doc, {
    Map(_, map) {
      const items = map.items as Pair<Node | null>[]
      const index = items.findIndex((pair) => pair.key?.range?.[0] === offset)
      if (index < 0) return undefined
      const key = keyText(items[index].key)
      const first = items.find((pair) => keyText(pair.key) === key)
      if (first?.key?.range) result = { key, firstOffset: first.key.range[0] }
      return visit.BREAK
    },
  })
  return result
}

function keyText(key: Node | null): string {
  return isScalar(key) ? String(key.value) : String(key)
}

/**
 * An alias (*name) needs an anchor (&name) written before it. yaml notices a missing one only
 * while converting, and stops at the first; this finds them all.
 */
export function missingAnchorProblems(doc: Document, lineCounter: LineCounter): Problem[] {
  const anchors = new Set<string>()
  const problems: Problem[] = []
  visit(doc, {
    Node(_, node) {
      if (isAlias(node)) {
        if (!anchors.has(node.source) && node.range) {
          const { line, column } = toLineCol(lineCounter, node.range[0])
          problems.push(yamlProblem(
            `The alias "*${node.source}" repeats nothing: no anchor "&${node.source}" is written before it.`,
            line,
            column,
            `Write "&${node.source}" before the value to repeat, or replace the alias with the value itself.`,
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
