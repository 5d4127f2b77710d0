import { isAlias, isMap, isPair, isScalar, isSeq, Scalar, visit, type Document, type LineCounter, type Node, type YAMLError, type YAMLMap, type YAMLSeq } from 'yaml'
import { duplicateKeyIndex } from './input-guards'
import { messages, placed, problem, type MessageEntry } from './messages'
import type { PendingProblem, Problem } from './problem'
import { toLineCol } from './yaml-positions'

/** Everything the yaml parser found wrong, in plain words. */
export function yamlProblems(doc: Document, source: string, lineCounter: LineCounter): Problem[] {
  const duplicates = doc.errors.filter((error) => error.code === 'DUPLICATE_KEY')
  const syntax = firstPerTopLevelBlock(
    doc.errors.filter((error) => error.code !== 'DUPLICATE_KEY'),
    source,
    lineCounter,
  )
  const context: Context = { source, written: writtenIn(doc, source) }
  return [
    ...syntax.map((error) => syntaxProblem(error, context, lineCounter)),
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
  // Hardening: each line's top-level block worked out once, not searched back per error (in a file of
  // 100,000 tab-indented lines, that search grew with the square of the lines).
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

/**
 * A syntax error in plain words (an entry of the catalogue and its values), and where to point: sometimes not
 * where yaml noticed it.
 */
interface Translation {
  problem: (at: { line: number; column: number }) => PendingProblem
  offset?: number
}

function translation<Values>(entry: MessageEntry<Values>, values: NoInfer<Values>, offset?: number): Translation {
  return { problem: (at) => problem(entry, values, at), offset }
}

/** What a translator may read besides the error's code and position: the text, and what yaml made of it. */
interface Context {
  source: string
  written: Written
}

/**
 * Each translator decides from yaml's error code (YAMLError.code), its position and the text there; never from
 * yaml's English message, which may change in any release. tests/unit/yaml-codes.test.ts holds the code and
 * position yaml gives for each case, so that a release that changes them fails there, by name.
 */
type Translator = (error: YAMLError, context: Context) => Translation | undefined

const translators: Translator[] = [
  (error) => (error.code === 'TAB_AS_INDENT' ? translation(messages.tabIndent, {}) : undefined),
  // yaml reports a missing closing quote where the quoted text ends (often the end of its line); the quote
  // that opens it is more useful. MISSING_CHAR has other causes: only a quoted text left open ends there.
  (error, { written }) => {
    const scalar = error.code === 'MISSING_CHAR' ? written.unclosedQuoteEndingAt(error.pos[0]) : undefined
    return scalar ? translation(messages.unclosedQuote, { quote: scalar.quote }, scalar.start) : undefined
  },
  // "{ label: Plans, to: #plans }": the " #" starts a comment that takes the "}" with it, and yaml reports the { … }
  // not closed where it stops (this line's end, or the next line when the { … } goes on there). Any error just
  // after such a line has that cause: it is said, at the "#", before what yaml saw of it.
  (error, { source }) => {
    const cut = commentInBrackets(source, error.pos[0])
    return cut && translation(messages.hashStartsComment, { key: cut.key, value: cut.value, kept: cut.kept || undefined, inBrackets: true }, cut.at)
  },
  // A { … } or [ … ] without its end: MISSING_CHAR at the top of the file, BAD_INDENT inside a block, reported
  // where its last entry ends (often the start of the next line); point at its opening bracket instead.
  (error, { written }) => {
    const collection = error.code === 'MISSING_CHAR' || error.code === 'BAD_INDENT' ? written.unclosedBracketEndingAt(error.pos[0]) : undefined
    return collection ? translation(messages.unclosedBracket, { opener: collection.opener }, collection.start) : undefined
  },
  (error) => (error.code === 'BAD_DQ_ESCAPE' ? translation(messages.badEscape, {}) : undefined),
  (error) => (error.code === 'BAD_INDENT' ? translation(messages.badIndent, {}) : undefined),
  // BLOCK_AS_IMPLICIT_KEY is also a "- " list used as a key, reported where the entry before it ends (the end
  // of a line); a block of keys as the value of a key on the same line ("title: About: us") is reported where
  // that value starts: after the key's ": " (and the value's &anchor or !tag, if any), at a character of the value.
  (error, { source }) => {
    const at = error.pos[0]
    const before = source.slice(lineStart(source, at), at)
    const after = lineAt(source, at).slice(before.length)
    const compact = /:[ \t]+(?:[&!]\S*[ \t]+)*$/.test(before) && /^[^\s#]/.test(after)
    return error.code === 'BLOCK_AS_IMPLICIT_KEY' && compact ? translation(messages.colonInText, quotedLine(lineAt(source, at)) ?? {}) : undefined
  },
  (error, { source }) => {
    const match = /^(\s*(?:- )?)([\w-]+):(?!\/\/)(\S.*?)\s*$/.exec(lineAt(source, error.pos[0]))
    return match && (error.code === 'MULTILINE_IMPLICIT_KEY' || error.code === 'BAD_INDENT')
      ? translation(messages.noSpaceAfterColon, { key: match[2], value: match[3] }, lineStart(source, error.pos[0]) + match[1].length)
      : undefined
  },
  (error) => (error.code === 'MULTILINE_IMPLICIT_KEY' ? translation(messages.multilineKey, {}) : undefined),
  (error, { source }) => (error.code === 'UNEXPECTED_TOKEN' ? leftoverAfterValue(source, error.pos[0]) : undefined),
  (error, { source }) => {
    if (error.code !== 'BLOCK_IN_FLOW') return undefined
    const text = source.slice(error.pos[0], error.pos[1])
    const key = /([\w-]+):\s*$/.exec(source.slice(lineStart(source, error.pos[0]), error.pos[0]))?.[1]
    return /: /.test(text) ? translation(messages.colonInFlowText, { key, text: text.trim() }) : undefined
  },
  (error) => (error.code === 'MULTIPLE_DOCS' ? translation(messages.secondDocument, {}) : undefined),
  (error, { source }) => (error.code === 'BAD_SCALAR_START' ? translation(messages.reservedFirstCharacter, { character: source.charAt(error.pos[0]) }) : undefined),
]

function translate(error: YAMLError, context: Context): Translation | undefined {
  for (const translator of translators) {
    const found = translator(error, context)
    if (found) return found
  }
  return undefined
}

function syntaxProblem(error: YAMLError, context: Context, lineCounter: LineCounter): Problem {
  // Nothing better to say than yaml's own words (their first line, without the position it adds).
  const found = translate(error, context) ?? translation(messages.invalidYaml, { reason: error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '') })
  return placed(found.problem(toLineCol(lineCounter, found.offset ?? error.pos[0])))
}

/** What the errors' positions are looked up in: the quoted texts and { … } / [ … ] yaml read, by where they end. */
interface Written {
  /** A quoted text that ends at `offset` without its closing quote: where it starts, and its quote. */
  unclosedQuoteEndingAt(offset: number): { start: number; quote: '"' | "'" } | undefined
  /** A { … } or [ … ] that ends at `offset` without its closing bracket: where it starts, and its bracket. */
  unclosedBracketEndingAt(offset: number): { start: number; opener: '{' | '[' } | undefined
}

/**
 * yaml keeps a quoted text, and a { … } or [ … ], that it found no end for: each ends where yaml stopped reading
 * it, which is where yaml reports the missing end. Indexed by that end on first use, in one walk of the document
 * (a file with thousands of errors would otherwise be walked once for each).
 */
function writtenIn(doc: Document, source: string): Written {
  let index: { quotes: Map<number, Scalar>; brackets: Map<number, (YAMLMap | YAMLSeq)[]> } | undefined
  const byEnd = () => {
    if (index) return index
    const found = { quotes: new Map<number, Scalar>(), brackets: new Map<number, (YAMLMap | YAMLSeq)[]>() }
    visit(doc, {
      Node(_, node) {
        const end = node.range?.[1]
        if (end === undefined) return
        if (isScalar(node) && (node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE)) found.quotes.set(end, node)
        else if ((isMap(node) || isSeq(node)) && node.flow) {
          const ending = found.brackets.get(end)
          if (ending) ending.push(node)
          else found.brackets.set(end, [node])
        }
      },
    })
    index = found
    return found
  }
  return {
    // yaml's own test: a quoted text is closed when it is more than its opening quote and ends with that quote.
    unclosedQuoteEndingAt(offset) {
      const range = byEnd().quotes.get(offset)?.range
      const quote = range && source.charAt(range[0])
      if (!range || (quote !== '"' && quote !== "'")) return undefined
      const written = source.slice(range[0], range[1])
      return written.length > 1 && written.endsWith(quote) ? undefined : { start: range[0], quote }
    },
    // The innermost when several end there ("{ a: [b" at the end of the file): yaml reports it first.
    unclosedBracketEndingAt(offset) {
      let innermost: { start: number; opener: '{' | '[' } | undefined
      for (const node of byEnd().brackets.get(offset) ?? []) {
        const start = node.range![0]
        const opener = source.charAt(start)
        if ((opener === '{' || opener === '[') && leftOpen(node, opener, offset) && (!innermost || start > innermost.start)) innermost = { start, opener }
      }
      return innermost
    },
  }

  /**
   * A closed { … } ends just after its "}"; one left open ends where its last entry does. That entry may end
   * with a "}" of its own ("{ a: { b: 1 }" at the end of the file): then it ends where the collection does.
   */
  function leftOpen(node: YAMLMap | YAMLSeq, opener: '{' | '[', end: number): boolean {
    if (source.charAt(end - 1) !== (opener === '{' ? '}' : ']')) return true
    return (node.items as unknown[]).some((item) => {
      const range = ((isPair(item) ? (item.value ?? item.key) : item) as Node | null)?.range
      return !!range && range[2] >= end
    })
  }
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
    return translation(messages.textAfterQuote, { quote, whole, key, text: quote === "'" ? inner.replace(/''/g, "'") : inner }, at)
  }
  if (quote === '{' || quote === '[') return translation(messages.textAfterBrackets, { opener: quote, key, text: raw }, at)
  return undefined
}

/**
 * A " #" in a value inside { … } or [ … ] (after a "key: " of an entry, outside quotes), on the line of `offset` or
 * one of the two before it: the key, the value as it was meant (up to the next "," or "}"), the part yaml kept,
 * and the offset of the "#".
 */
function commentInBrackets(source: string, offset: number): { key: string; value: string; kept: string; at: number } | undefined {
  let start = lineStart(source, offset)
  for (let back = 0; back < 3; back++) {
    const line = lineAt(source, start)
    const found = hashInFlowValue(line)
    if (found) return { ...found, at: start + found.at }
    if (start === 0) return undefined
    start = lineStart(source, start - 1)
  }
  return undefined
}

function hashInFlowValue(line: string): { key: string; value: string; kept: string; at: number } | undefined {
  let depth = 0
  let quote = ''
  let entry = 0 // where the current entry of the { … } starts
  let colon = -1 // where its "key: " ends, once it has one
  for (let i = 0; i < line.length; i++) {
    const char = line[i]
    if (quote) {
      if (char === quote) quote = ''
    } else if ((char === '"' || char === "'") && /(^|[{[,:])[ \t]*$/.test(line.slice(0, i))) quote = char // only a quote that opens a value: "We're" is text
    else if (char === '{' || char === '[') {
      depth++
      entry = i + 1
      colon = -1
    } else if (char === '}' || char === ']') depth--
    else if (char === ',') {
      entry = i + 1
      colon = -1
    } else if (char === ':' && /[ \t]/.test(line[i + 1] ?? '') && colon < 0) colon = i
    else if (char === '#' && depth > 0 && colon >= 0 && /[ \t]/.test(line[i - 1])) {
      const key = line.slice(entry, colon).trim()
      const valueStart = colon + 1 + (/^[ \t]*/.exec(line.slice(colon + 1))?.[0].length ?? 0)
      const rest = /^[^,}\]]*/.exec(line.slice(i))![0]
      return { key, value: `${line.slice(valueStart, i)}${rest}`.trim(), kept: line.slice(valueStart, i).trim(), at: i }
    } else if (char === '#' && /[ \t]/.test(line[i - 1] ?? ' ')) return undefined // a comment of its own
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

/** "title: About: us" → the key and the text, to write the line as 'title: "About: us"' (not when the text holds a "). */
function quotedLine(line: string): { key: string; text: string } | undefined {
  const match = /^\s*(?:- )?([\w-]+):\s+(.*?)\s*$/.exec(line)
  if (!match || match[2].includes('"')) return undefined
  return { key: match[1], text: match[2] }
}

/** yaml points at the second key; say which key it is and where the first one is. */
function duplicateKeyProblem(doc: Document, error: YAMLError, lineCounter: LineCounter): Problem {
  const at = toLineCol(lineCounter, error.pos[0])
  const found = findDuplicate(doc, error.pos[0])
  if (!found) return placed(problem(messages.duplicateKey, {}, at))
  return placed(problem(messages.duplicateKey, { key: found.key, firstLine: toLineCol(lineCounter, found.firstOffset).line }, at))
}

// Hardening: looked up in an index made in one pass (input-guards.ts), not by walking the document per
// duplicate: for a file with 100,000 repeated keys, that walk grew with the square of their number.
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
          // The key it is the value of, for the hint's line written as text ("*Important*" was most often meant).
          const key = /([\w-]+):[ \t]*$/.exec(source.slice(lineStart(source, node.range[0]), node.range[0]))?.[1]
          problems.push(placed(problem(messages.aliasWithoutAnchor, { name: node.source, key }, toLineCol(lineCounter, node.range[0]))))
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
