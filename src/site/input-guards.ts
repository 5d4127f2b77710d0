import { isScalar, LineCounter, parseDocument, visit, YAMLParseError, type Document, type Node, type Pair } from 'yaml'
import { messages, placed, problem } from './messages'
import type { Problem } from './problem'

// Guards for hostile or careless input: files that are not UTF-8 text, control characters, old Mac
// line ends, nesting deep enough to overflow the stack, and blocks with very many keys (yaml's own
// duplicate-key check compares every key with every earlier one: 100,000 keys are billions of comparisons).

/** 1-based line and column (in UTF-16 units, like the rest of the loader) of an offset in text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let index = text.indexOf('\n'); index >= 0 && index < offset; index = text.indexOf('\n', index + 1)) {
    line++
    lineStart = index + 1
  }
  return { line, column: offset - lineStart + 1 }
}

/** The index of the first byte that is not part of valid UTF-8, or -1 when all of it is. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0
  while (index < bytes.length) {
    const byte = bytes[index]
    if (byte < 0x80) {
      index++
      continue
    }
    // Lead byte: how many continuation bytes follow, and the smallest value allowed (no overlong forms).
    const [length, min] = byte >= 0xc2 && byte <= 0xdf ? [1, 0x80] : byte >= 0xe0 && byte <= 0xef ? [2, 0x800] : byte >= 0xf0 && byte <= 0xf4 ? [3, 0x10000] : [0, 0]
    if (length === 0) return index
    let value = byte & (0x3f >> length)
    for (let next = 1; next <= length; next++) {
      const continuation = bytes[index + next]
      if (continuation === undefined || (continuation & 0xc0) !== 0x80) return index
      value = (value << 6) | (continuation & 0x3f)
    }
    if (value < min || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return index
    index += length + 1
  }
  return -1
}

/**
 * The text of site.yaml, or a problem when its bytes are not UTF-8 (a file saved as Latin-1 or
 * Windows-1252 would otherwise show "�" in place of every accented letter on the live site).
 */
export function decodeSiteFile(bytes: Uint8Array): { text: string } | { problem: Problem } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { problem: placed(problem(messages.savedAsUtf16, {}, { line: 1, column: 1 })) }
  }
  const bad = firstInvalidUtf8(bytes)
  if (bad < 0) return { text: new TextDecoder('utf-8').decode(bytes) }
  const before = new TextDecoder('utf-8').decode(bytes.subarray(0, bad))
  return { problem: placed(problem(messages.notUtf8, { byte: bytes[bad] }, positionAt(before, before.length))) }
}

// C0 controls other than tab, line feed and carriage return; DEL; C1 controls other than NEL; and the two
// non-characters U+FFFE and U+FFFF. YAML does not allow them in a file, and none of them is visible text.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFFFE\uFFFF]/g
const maxControlProblems = 10

/** Control characters (a NUL from a binary paste, an ESC from a terminal), at most one report per line and ten in all. */
export function controlCharacterProblems(text: string): Problem[] {
  const problems: Problem[] = []
  let lastLine = 0
  for (const match of text.matchAll(controlCharacter)) {
    const at = positionAt(text, match.index)
    if (at.line === lastLine) continue
    lastLine = at.line
    problems.push(placed(problem(messages.controlCharacter, { codePoint: match[0].charCodeAt(0) }, at)))
    if (problems.length === maxControlProblems) break
  }
  return problems
}

/** Old Mac line ends (a lone CR): yaml would read the whole file as one line. Same length, so offsets stay. */
export function normalizeLineEnds(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text
}

/**
 * yaml threw while parsing (its parser recurses once per level of nesting, so some thousands of levels
 * overflow the stack). Point at the most deeply indented line: the nesting is there.
 */
export function unparsableProblem(error: unknown, text: string): Problem {
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    let deepest = 0
    let deepestIndent = -1
    let offset = 0
    for (const line of text.split('\n')) {
      const indent = /^[ -]*/.exec(line)![0].length
      if (indent > deepestIndent) {
        deepestIndent = indent
        deepest = offset
      }
      offset += line.length + 1
    }
    return placed(problem(messages.nestedTooDeeply, {}, positionAt(text, deepest)))
  }
  return placed(problem(messages.parserFailed, { reason: error instanceof Error ? error.message : String(error) }, { line: 1, column: 1 }))
}

interface Duplicate {
  key: string
  firstOffset: number
}

const duplicateIndexes = new WeakMap<Document, Map<number, Duplicate>>()

/** Every key written a second time in its block: offset of the second key → its text and where the first is. One pass. */
export function duplicateKeyIndex(doc: Document): Map<number, Duplicate> {
  let index = duplicateIndexes.get(doc)
  if (index) return index
  index = new Map()
  const found = index
  visit(doc, {
    Map(_, map) {
      const seen = new Map<unknown, Node>()
      for (const pair of map.items as Pair<Node | null>[]) {
        const key = pair.key
        // yaml compares keys by their scalar value (so 1 and "1" differ); NaN never equals itself.
        if (!isScalar(key) || !key.range || Number.isNaN(key.value)) continue
        const first = seen.get(key.value)
        if (first?.range) found.set(key.range[0], { key: String(key.value), firstOffset: first.range[0] })
        else seen.set(key.value, key)
      }
      return undefined
    },
  })
  duplicateIndexes.set(doc, index)
  return index
}

/** The DUPLICATE_KEY errors yaml's uniqueKeys option would give, found in one pass instead of comparing every pair of keys. */
export function duplicateKeyErrors(doc: Document): YAMLParseError[] {
  return [...duplicateKeyIndex(doc).keys()].map((offset) => new YAMLParseError([offset, offset + 1], 'DUPLICATE_KEY', 'Map keys must be unique'))
}

/**
 * site.yaml (or a piece of it) parsed as yaml, keeping every error for the loader to explain. Not yaml's uniqueKeys:
 * it compares each key with every earlier key of its block; duplicateKeyErrors finds duplicates in one pass.
 */
export function parseSiteDocument(text: string): Document {
  return parseDocument(text, { prettyErrors: false, uniqueKeys: false })
}

/**
 * Line starts counted from the text itself. yaml's own LineCounter, fed by its lexer, misses a line when
 * the lexer recovers from some errors (a key pasted into the middle of a block of text): every position
 * after it was then one line off, sometimes past the end of its line.
 */
export function lineCounterFor(text: string): LineCounter {
  const lineCounter = new LineCounter()
  lineCounter.addNewLine(0)
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) lineCounter.addNewLine(index + 1)
  return lineCounter
}
