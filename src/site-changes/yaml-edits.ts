import { Document, isCollection, isMap, isPair, isScalar, isSeq, parseDocument, Scalar, visit, type Node, type YAMLMap, type YAMLSeq } from 'yaml'
import type { DataPath } from '../site/problem'

// The text edits behind every change: each finds the bytes of one node of site.yaml by its source range
// and splices new text in their place. Everything else of the file (comments, blank lines, quotes,
// indentation, flow or block style) is never rewritten: the whole document is never printed again.
// The texts here have "\n" line ends (site-file.ts turns a CRLF file into "\n" and back).

/** A scalar value the editor can set: a text, a number, a choice (a text) or a switch. */
export type ScalarValue = string | number | boolean

/**
 * The last texts parsed: one change reads the same text several times, and the next change reads its result. 32 of
 * them (about 3 MB each for the real site.yaml): the editing server's drafts each have their own text, and with only
 * four, 20 people editing at once parsed every text again (a change took a median 118 ms instead of 95).
 */
const parsed = new Map<string, Document.Parsed>()

/** The Document of a text, with its source ranges; read only, never changed (it is shared). */
export function documentOf(source: string): Document.Parsed {
  let doc = parsed.get(source)
  if (!doc) {
    doc = parseDocument(source, { keepSourceTokens: true })
    if (parsed.size >= 32) parsed.delete(parsed.keys().next().value!)
    parsed.set(source, doc)
  }
  return doc
}

export function parseForEdit(source: string): Document.Parsed {
  const doc = documentOf(source)
  if (doc.errors.length > 0) throw new EditError(`site.yaml has a YAML error, so it cannot be changed here: ${doc.errors[0].message.split('\n')[0]}`)
  return doc
}

/** A change that cannot be made to this text (a missing path, the last item of a list…), in words. */
export class EditError extends Error {}

export const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1
export const lineEnd = (text: string, offset: number) => {
  const end = text.indexOf('\n', offset)
  return end < 0 ? text.length : end
}
export const indentWidth = (line: string) => /^ */.exec(line)![0].length
export const isBlank = (line: string) => line.trim() === ''
export const isComment = (line: string) => /^\s*#/.test(line)

export function splice(text: string, from: number, to: number, insert: string): string {
  return text.slice(0, from) + insert + text.slice(to)
}

/** The node at a data path, or an EditError that names the path. */
export function nodeAt(doc: Document, path: DataPath): Node {
  // A change sent by a page names its places; one that names none is refused in words, never a TypeError.
  if (!Array.isArray(path)) throw new EditError('The change names no place in site.yaml.')
  const node = path.length === 0 ? doc.contents : doc.getIn(path, true)
  if (!node || typeof node !== 'object' || !('range' in node) || !(node as Node).range) throw new EditError(`There is nothing at ${JSON.stringify(path)} in site.yaml.`)
  return node as Node
}

export function seqAt(doc: Document, path: DataPath): YAMLSeq {
  const node = nodeAt(doc, path)
  if (!isSeq(node)) throw new EditError(`${JSON.stringify(path)} is not a list in site.yaml.`)
  return node
}

export function mapAt(doc: Document, path: DataPath): YAMLMap {
  const node = nodeAt(doc, path)
  if (!isMap(node)) throw new EditError(`${JSON.stringify(path)} is not a block of keys in site.yaml.`)
  return node
}

// ————— scalars —————

/** The text with the scalar at `path` set to `value`, written in the old scalar's style when that style can hold it. */
export function setScalar(source: string, path: DataPath, value: ScalarValue, written?: string): string {
  const doc = parseForEdit(source)
  const node = nodeAt(doc, path)
  if (!isScalar(node)) throw new EditError(`${JSON.stringify(path)} holds a block or a list, not a single value.`)
  const [from, to] = node.range!
  for (const candidate of [...(written === undefined ? [] : [written]), ...scalarCandidates(source, node, value)]) {
    const text = splice(source, from, to, candidate)
    if (readsBack(text, path, value)) return text
  }
  throw new EditError(`The value ${JSON.stringify(value)} cannot be written at ${JSON.stringify(path)}.`)
}

/** Ways to write the value, best first: the old style, then double quotes. */
function scalarCandidates(source: string, old: Scalar, value: ScalarValue): string[] {
  if (typeof value !== 'string') return [String(value)]
  const styles: string[] = []
  if (old.type === Scalar.BLOCK_LITERAL || old.type === Scalar.BLOCK_FOLDED) {
    styles.push(...blockScalarCandidates(source, old, value))
  } else if (old.type === Scalar.QUOTE_SINGLE && !value.includes('\n')) {
    styles.push(`'${value.replace(/'/g, "''")}'`)
  } else if (isPlainOrForcedQuotes(old) && !value.includes('\n') && value === value.trim() && value !== '' && !/^[{[&*!|>'"%@`#,?:-]\s?|: | #|[\t]/.test(value)) {
    styles.push(value)
  }
  styles.push(doubleQuoted(value))
  return styles
}

/** Written plain, or as "": an empty text can only be written in quotes, which say nothing of how its author writes. */
const isPlainOrForcedQuotes = (old: Scalar) => old.type === Scalar.PLAIN || (old.type === Scalar.QUOTE_DOUBLE && old.value === '')

export function doubleQuoted(value: string): string {
  const doc = new Document(new Scalar(value))
  ;(doc.contents as Scalar).type = Scalar.QUOTE_DOUBLE
  return doc.toString({ lineWidth: 0 }).trimEnd()
}

/** A `|` or `>` scalar keeps its indicator, its header comment and its indentation. */
function blockScalarCandidates(source: string, old: Scalar, value: string): string[] {
  const [from, to] = old.range!
  const headerEnd = lineEnd(source, from)
  const header = source.slice(from, headerEnd)
  const rest = header.replace(/^[|>][-+0-9]*/, '')
  const contentLine = source.slice(headerEnd + 1, to).split('\n').find((line) => !isBlank(line))
  const indent = ' '.repeat(contentLine ? indentWidth(contentLine) : indentWidth(source.slice(lineStart(source, from))) + 2)
  const chomp = !value.endsWith('\n') ? '-' : value.endsWith('\n\n') ? '+' : ''
  const lines = (chomp === '-' ? value : value.slice(0, -1)).split('\n')
  const folded = old.type === Scalar.BLOCK_FOLDED
  const body = (folded ? lines.join('\n\n') : lines.join('\n')).split('\n').map((line) => (line ? indent + line : '')).join('\n')
  const ending = to > 0 && source[to - 1] === '\n' ? '\n' : ''
  const candidates = [`${folded ? '>' : '|'}${chomp}${rest}\n${body}${ending}`]
  if (folded) candidates.push(`|${chomp}${rest}\n${lines.map((line) => (line ? indent + line : '')).join('\n')}${ending}`)
  return candidates
}

/** Whether the text parses with no error and holds `value` at `path`. */
function readsBack(text: string, path: DataPath, value: unknown): boolean {
  const doc = documentOf(text)
  return doc.errors.length === 0 && JSON.stringify(doc.getIn(path)) === JSON.stringify(value)
}

/** The scalar at a path as it is written in the text (what an undone set writes back). */
export function writtenScalar(source: string, path: DataPath): string {
  const node = nodeAt(parseForEdit(source), path)
  return source.slice(node.range![0], node.range![1])
}

// ————— items of lists —————

/**
 * Where each item of a list is written. `start`–`end` is the item itself: for a block list, from its own comment lines
 * (those directly above its "-", at the same indentation) to the end of its last line, not the line break; for a flow
 * list, the item's value. `gap` is what separates it from the item before (a line break and blank lines, or ", ").
 */
export interface ItemSpan {
  start: number
  end: number
  gapStart: number
}

export function itemSpans(source: string, seq: YAMLSeq): ItemSpan[] {
  const spans = seq.items.map((item) => (seq.flow ? flowItemSpan(item as Node) : blockItemSpan(source, item as Node)))
  return spans.map((span, index) => ({ ...span, gapStart: index === 0 ? span.start : spans[index - 1].end }))
}

function flowItemSpan(item: Node): Omit<ItemSpan, 'gapStart'> {
  if (isPair(item)) throw new EditError('A list item written as "key: value" inside [ ] cannot be edited here.')
  return { start: item.range![0], end: item.range![1] }
}

function blockItemSpan(source: string, item: Node): Omit<ItemSpan, 'gapStart'> {
  const valueStart = item.range![0]
  const dashLine = lineStart(source, source.lastIndexOf('-', valueStart - 1))
  const dashIndent = indentWidth(source.slice(dashLine))
  // Upward: the comment lines directly above the "-", at its indentation.
  let start = dashLine
  while (start > 0) {
    const previous = lineStart(source, start - 1)
    const line = source.slice(previous, start - 1)
    if (!isComment(line) || indentWidth(line) !== dashIndent) break
    start = previous
  }
  // Downward: every line indented more than the "-" (and blank lines among them) belongs to the item.
  let end = lineEnd(source, dashLine)
  let at = end + 1
  while (at < source.length) {
    const lineTo = lineEnd(source, at)
    const line = source.slice(at, lineTo)
    if (!isBlank(line)) {
      if (indentWidth(line) <= dashIndent) break
      end = lineTo
    }
    at = lineTo + 1
  }
  return { start, end }
}

/** The text of an item and what stood before it, as removeItem takes them out and insertItemText puts them back. */
export interface ItemText {
  /** The item with its own comments, its first line from its indentation (block) or its value (flow). */
  item: string
  /** The line breaks and blank lines (or ", ") that separated it from its neighbour. */
  gap: string
  /**
   * Set by removeItem: how many lines of comments stood between the item before and this one's gap, and stay there (a
   * comment with a blank line under it is the list's, not the item's). Putting the item back after that many, not
   * after every comment now before the next item, gives back the file byte for byte: the next item's gap may hold a
   * comment that stood after this item.
   */
  keptLines?: number
}

/**
 * The list at `listPath` without item `index`; the item goes with its comments and one gap: the one before it, or
 * for the first item the one after it. Comment lines of the gap that are not the item's own (a blank line between)
 * stay where they are, except after the first item.
 */
export function removeItem(source: string, listPath: DataPath, index: number): { text: string; removed: ItemText } {
  const seq = seqAt(parseForEdit(source), listPath)
  const spans = itemSpans(source, seq)
  checkIndex(index, spans.length, listPath)
  if (spans.length === 1) throw new EditError('This is the only item of its list, so it cannot be removed or moved away; a list needs at least one item.')
  const span = spans[index]
  const item = source.slice(span.start, span.end)
  if (index === 0) {
    const gap = source.slice(span.end, spans[1].start)
    return { text: splice(source, span.start, spans[1].start, ''), removed: { item, gap } }
  }
  const from = seq.flow ? span.gapStart : slotAfter(source, span)
  const kept = seq.flow ? undefined : source.slice(span.gapStart, from).split('\n').filter((line) => !isBlank(line)).length
  return { text: splice(source, from, span.end, ''), removed: { item, gap: source.slice(from, span.start), ...(kept !== undefined && { keptLines: kept }) } }
}

/** Where an item goes before the item of this span: after the last line of the gap that is not blank. */
function slotAfter(source: string, span: ItemSpan): number {
  let at = span.start - 1
  while (at > span.gapStart) {
    const from = lineStart(source, at)
    if (!isBlank(source.slice(from, at))) return at
    at = from - 1
  }
  return span.gapStart
}

/** The list at `listPath` with `item` (already written in the list's style) as its item `index`. */
export function insertItemText(source: string, listPath: DataPath, index: number, { item, gap, keptLines }: ItemText): string {
  const seq = seqAt(parseForEdit(source), listPath)
  const spans = itemSpans(source, seq)
  if (index < 0 || index > spans.length) throw new EditError(`The list has ${spans.length} items: there is no place ${index + 1} in it.`)
  if (spans.length === 0) throw new EditError('Items cannot be added to an empty list here.')
  if (index === 0) return splice(source, spans[0].start, spans[0].start, item + gap)
  const after = seq.flow ? spans[index - 1].end : keptLines !== undefined ? afterComments(source, spans[index - 1].end, keptLines) : index < spans.length ? slotAfter(source, spans[index]) : spans[index - 1].end
  return splice(source, after, after, gap + item)
}

/** The end of the `count`-th comment line after `from` (blank lines passed over), or `from` for none. */
function afterComments(source: string, from: number, count: number): number {
  let at = from
  for (let seen = 0; seen < count; ) {
    const next = source.indexOf('\n', at + 1)
    const lineEnd = next === -1 ? source.length : next
    const line = source.slice(at + 1, lineEnd)
    if (!isBlank(line)) {
      if (!line.trimStart().startsWith('#')) return at
      seen++
    }
    if (next === -1) return lineEnd
    at = lineEnd
  }
  return at
}

function checkIndex(index: number, length: number, listPath: DataPath) {
  if (!Number.isInteger(index) || index < 0 || index >= length) throw new EditError(`The list ${JSON.stringify(listPath)} has ${length} items: there is no item ${index + 1}.`)
}

/** The gap a new item gets: the one before `index` (or any), without stray comments. */
export function usualGap(source: string, listPath: DataPath, index: number): string {
  const seq = seqAt(parseForEdit(source), listPath)
  const spans = itemSpans(source, seq)
  if (seq.flow) return spans.length > 1 ? source.slice(spans[1].gapStart, spans[1].start) : ', '
  const candidates = [index, index + 1, 1].filter((at) => at > 0 && at < spans.length)
  if (candidates.length === 0) return '\n'
  const gap = source.slice(spans[candidates[0]].gapStart, spans[candidates[0]].start)
  return `\n${'\n'.repeat(gap.split('\n').slice(1, -1).filter(isBlank).length)}`
}

/** An item's own text without its comment lines: what a duplicate copies. */
export function itemWithoutComments(source: string, listPath: DataPath, index: number): string {
  const seq = seqAt(parseForEdit(source), listPath)
  const spans = itemSpans(source, seq)
  checkIndex(index, spans.length, listPath)
  const { start, end } = spans[index]
  if (seq.flow) return source.slice(start, end)
  const lines = source.slice(start, end).split('\n')
  while (lines.length > 1 && isComment(lines[0])) lines.shift()
  return lines.join('\n')
}

/** A plain value written as a new item of the list at `listPath`, in the style of its items. */
export function renderItem(source: string, listPath: DataPath, value: unknown): string {
  const doc = parseForEdit(source)
  const seq = seqAt(doc, listPath)
  const first = seq.items[0] as Node | undefined
  if (seq.flow) return flowText(value, styleOf(first))
  const dashIndent = first ? indentWidth(source.slice(lineStart(source, source.lastIndexOf('-', first.range![0] - 1)))) : 0
  const blockDoc = new Document([value])
  const quote = styleOf(firstString(seq))
  visit(blockDoc, {
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && !scalar.value.includes('\n') && quote) scalar.type = quote
    },
    Map(_, map) {
      // Small blocks of plain values on one line, when the list's items are written so.
      if (first && isMap(first) && first.flow && map.items.every((pair) => isScalar(pair.value))) map.flow = true
    },
  })
  const text = blockDoc.toString({ lineWidth: 0 }).trimEnd()
  return text.split('\n').map((line) => (line ? ' '.repeat(dashIndent) + line : line)).join('\n')
}

/** A text as a new item of the list, in double quotes. */
export function doubleQuotedItem(source: string, listPath: DataPath, value: string): string {
  const seq = seqAt(parseForEdit(source), listPath)
  if (seq.flow) return doubleQuoted(value)
  const first = seq.items[0] as Node
  const dash = source.lastIndexOf('-', first.range![0] - 1)
  return `${' '.repeat(dash - lineStart(source, dash))}- ${doubleQuoted(value)}`
}

/** The quote style of a list's texts, when they are quoted (else the plain style is chosen by yaml as needed). */
function styleOf(node: Node | undefined): Scalar.Type | undefined {
  return isScalar(node) && typeof node.value === 'string' && (node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE) ? node.type : undefined
}

function firstString(seq: YAMLSeq): Node | undefined {
  return seq.items.find((item) => isScalar(item) && typeof item.value === 'string') as Node | undefined
}

function flowText(value: unknown, quote: Scalar.Type | undefined): string {
  const doc = new Document(value)
  visit(doc, {
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && quote) scalar.type = quote
    },
    Map: (_, map) => void (map.flow = true),
    Seq: (_, seq) => void (seq.flow = true),
  })
  if (isCollection(doc.contents)) (doc.contents as YAMLMap | YAMLSeq).flow = true
  return doc.toString({ lineWidth: 0, flowCollectionPadding: true }).trimEnd()
}

// ————— keys of blocks —————

/** The block at `mapPath` with a new `key: value` after its first key (or at its end), in its style. */
export function addPair(source: string, mapPath: DataPath, key: string, value: ScalarValue): string {
  const map = mapAt(parseForEdit(source), mapPath)
  if (map.has(key)) throw new EditError(`${JSON.stringify(mapPath)} already has "${key}".`)
  const written = `${key}: ${typeof value === 'string' ? doubleQuoted(value) : String(value)}`
  const pairs = map.items
  if (pairs.length === 0) throw new EditError('An empty block cannot take a key here.')
  if (map.flow) {
    const last = pairs.at(-1)!.value as Node
    return splice(source, last.range![1], last.range![1], `, ${written}`)
  }
  const first = pairs[0]
  const firstKey = first.key as Node
  const firstValue = first.value as Node | null
  const keyIndent = firstKey.range![0] - lineStart(source, firstKey.range![0])
  const oneLine = !firstValue || (isScalar(firstValue) && !source.slice(firstKey.range![0], firstValue.range![1]).includes('\n'))
  const after = oneLine ? lineEnd(source, firstValue ? firstValue.range![1] : firstKey.range![1]) : blockEnd(source, map)
  return splice(source, after, after, `\n${' '.repeat(keyIndent)}${written}`)
}

/** The end of the last line of a block map's content. */
function blockEnd(source: string, map: YAMLMap): number {
  const last = map.items.at(-1)!
  const node = (last.value ?? last.key) as Node
  return lineEnd(source, Math.max(node.range![0], node.range![1] - 1))
}

/** The block at `mapPath` without its `key` (one line in a block, or ", key: value" in a flow block). */
export function removePair(source: string, mapPath: DataPath, key: string): string {
  const map = mapAt(parseForEdit(source), mapPath)
  const index = map.items.findIndex((pair) => isScalar(pair.key) && pair.key.value === key)
  if (index < 0) throw new EditError(`${JSON.stringify(mapPath)} has no "${key}".`)
  const pair = map.items[index]
  const keyNode = pair.key as Node
  const valueNode = (pair.value ?? pair.key) as Node
  if (map.flow) {
    if (index > 0) {
      const previous = (map.items[index - 1].value ?? map.items[index - 1].key) as Node
      return splice(source, previous.range![1], valueNode.range![1], '')
    }
    const next = map.items[index + 1]?.key as Node | undefined
    return splice(source, keyNode.range![0], next ? next.range![0] : valueNode.range![1], '')
  }
  const from = lineStart(source, keyNode.range![0])
  if (source.slice(from, keyNode.range![0]).trim() !== '') throw new EditError(`"${key}" shares its line with another key, so it cannot be removed alone.`)
  const to = lineEnd(source, Math.max(valueNode.range![0], valueNode.range![1] - 1))
  return splice(source, from, Math.min(to + 1, source.length), '')
}

// ————— optional keys, added and removed —————

/**
 * How a key was written in its block, as removeKey takes it out and addKey puts it back: `text` goes in before pair
 * `index` of the block (`index` = the number of pairs: at its end). In a block written on lines, `text` is the pair's
 * lines with the line break before them (or, for the first pair, after them); in a `{ }` block, the pair with its
 * ", ". `whole`: the block was `{ }` with this one pair, and `text` is all of it.
 */
export interface PairText {
  index: number
  text: string
  /** In a block on lines: how many lines after the end of the pair before it the text goes (lines the key leaves behind). */
  after?: number
  whole?: boolean
}

/** A key as YAML writes it: plain when it can be. */
const keyText = (key: string) => (/^[A-Za-z_][\w-]*$/.test(key) ? key : doubleQuoted(key))

/**
 * Where each pair of a block written on lines is: from its own comment lines (directly above it, at its indentation)
 * to the end of its last line (the lines under it indented more, and a "- " list at its own indentation).
 */
function pairSpans(source: string, map: YAMLMap): (ItemSpan & { midLine: boolean })[] {
  const spans = map.items.map((pair) => {
    const key = pair.key as Node
    const keyStart = key.range![0]
    const lineFrom = lineStart(source, keyStart)
    const midLine = source.slice(lineFrom, keyStart).trim() !== ''
    const keyIndent = keyStart - lineFrom
    let start = midLine ? keyStart : lineFrom
    while (!midLine && start > 0) {
      const previous = lineStart(source, start - 1)
      const line = source.slice(previous, start - 1)
      if (!isComment(line) || indentWidth(line) !== keyIndent) break
      start = previous
    }
    let end = lineEnd(source, keyStart)
    let at = end + 1
    while (at < source.length) {
      const lineTo = lineEnd(source, at)
      const line = source.slice(at, lineTo)
      if (!isBlank(line)) {
        const indent = indentWidth(line)
        if (indent < keyIndent || (indent === keyIndent && !/^-( |$)/.test(line.slice(indent)))) break
        end = lineTo
      }
      at = lineTo + 1
    }
    return { start, end, midLine }
  })
  return spans.map((span, index) => ({ ...span, gapStart: index === 0 ? span.start : spans[index - 1].end }))
}

const sameData = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function blockData(text: string, mapPath: DataPath): unknown {
  const doc = documentOf(text)
  if (doc.errors.length > 0) return undefined
  const node = mapPath.length === 0 ? doc.contents : doc.getIn(mapPath, true)
  return node && typeof node === 'object' && 'toJSON' in node ? (node as { toJSON(): unknown }).toJSON() : undefined
}

/** A value as a pair's value in a block written on lines: a text plain when it reads back, else in double quotes; a block on lines (a small one of plain values: `{ }`). */
function pairCandidates(value: unknown, keyIndent: number): string[] {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'string') {
      const plain = new Scalar(value)
      plain.type = Scalar.PLAIN
      return scalarCandidates('', plain, value).map((text) => ` ${text}`)
    }
    return [` ${value === null ? 'null' : String(value)}`]
  }
  const small = !Array.isArray(value) && Object.values(value).every((inner) => inner === null || typeof inner !== 'object') && Object.keys(value).length <= 3
  const candidates = [` ${flowText(value, undefined)}`]
  if (Object.keys(value).length > 0) {
    const doc = new Document(value)
    const lines = doc.toString({ lineWidth: 0 }).trimEnd().split('\n')
    const block = `\n${lines.map((line) => (line ? ' '.repeat(keyIndent + 2) + line : line)).join('\n')}`
    if (small) candidates.push(block)
    else candidates.unshift(block)
  }
  candidates.push(` ${flowText(value, Scalar.QUOTE_DOUBLE)}`)
  return candidates
}

/** The block at `mapPath` with `key: value` at its end, in its style; and how it was written (what removeKey takes out). */
export function addKeyText(source: string, mapPath: DataPath, key: string, value: unknown): { text: string; written: PairText; empty?: string } {
  const map = mapAt(parseForEdit(source), mapPath)
  if (map.has(key)) throw new EditError(`This block already has “${key}”.`)
  const expected = { ...(blockData(source, mapPath) as Record<string, unknown>), [key]: value }
  const index = map.items.length
  const tries: PairText[] = []
  if (map.flow) {
    for (const quote of [undefined, Scalar.QUOTE_DOUBLE] as const) {
      const pair = `${keyText(key)}: ${flowText(value, quote)}`
      if (index === 0) tries.push({ index, text: `{ ${pair} }`, whole: true })
      else tries.push({ index, text: `, ${pair}` })
    }
  } else {
    if (index === 0) throw new EditError('An empty block cannot take a key here.')
    const first = map.items[0].key as Node
    const keyIndent = first.range![0] - lineStart(source, first.range![0])
    for (const written of pairCandidates(value, keyIndent)) tries.push({ index, text: `\n${' '.repeat(keyIndent)}${keyText(key)}:${written}` })
  }
  for (const written of tries) {
    const text = insertPairText(source, mapPath, written)
    if (sameData(blockData(text, mapPath), expected)) return { text, written, ...(written.whole ? { empty: source.slice(map.range![0], map.range![1]) } : {}) }
  }
  throw new EditError(`The value ${JSON.stringify(value)} cannot be written as “${key}” here.`)
}

/** The block at `mapPath` with a pair put back exactly as it was written (removeKey's `written`). */
export function insertPairText(source: string, mapPath: DataPath, { index, text, after = 0, whole }: PairText): string {
  const map = mapAt(parseForEdit(source), mapPath)
  if (whole) {
    if (!map.flow || map.items.length > 0) throw new EditError('This block is no longer empty: the key cannot be put back as it was.')
    return splice(source, map.range![0], map.range![1], text)
  }
  if (index < 0 || index > map.items.length || map.items.length === 0) throw new EditError(`The block has ${map.items.length} keys: there is no place ${index + 1} in it.`)
  if (map.flow) {
    const at = index === 0 ? (map.items[0].key as Node).range![0] : ((map.items[index - 1].value ?? map.items[index - 1].key) as Node).range![1]
    return splice(source, at, at, text)
  }
  const spans = pairSpans(source, map)
  let at = index === 0 ? spans[0].start : spans[index - 1].end
  for (let line = 0; line < after; line++) at = lineEnd(source, at + 1)
  return splice(source, at, at, text)
}

/** The block at `mapPath` without its `key`, and how the key was written there (what puts it back). */
export function removeKeyText(source: string, mapPath: DataPath, key: string, empty = '{}'): { text: string; written: PairText } {
  const map = mapAt(parseForEdit(source), mapPath)
  const index = map.items.findIndex((pair) => isScalar(pair.key) && pair.key.value === key)
  if (index < 0) throw new EditError(`This block has no “${key}” to remove.`)
  const expected = { ...(blockData(source, mapPath) as Record<string, unknown>) }
  delete expected[key]
  let from: number
  let to: number
  let whole = false
  if (map.flow) {
    const pair = map.items[index]
    const end = ((pair.value ?? pair.key) as Node).range![1]
    if (map.items.length === 1) {
      ;[from, to, whole] = [map.range![0], map.range![1], true]
    } else if (index > 0) {
      const previous = map.items[index - 1]
      ;[from, to] = [((previous.value ?? previous.key) as Node).range![1], end]
    } else [from, to] = [(pair.key as Node).range![0], (map.items[1].key as Node).range![0]]
  } else {
    if (map.items.length === 1) throw new EditError(`“${key}” is the only key of its block, so it cannot be removed alone: remove the block instead.`)
    const spans = pairSpans(source, map)
    const span = spans[index]
    if (span.midLine) throw new EditError(`“${key}” is written on the line of its item’s “-”, so it cannot be removed here.`)
    if (index === 0) [from, to] = [span.start, spans[1].start]
    else [from, to] = [slotAfter(source, span), span.end]
  }
  const text = splice(source, from, to, whole ? empty : '')
  if (!sameData(blockData(text, mapPath), expected)) throw new EditError(`“${key}” cannot be removed alone here: it shares its lines with other keys.`)
  const after = !map.flow && index > 0 ? source.slice(pairSpans(source, map)[index - 1].end, from).split('\n').length - 1 : 0
  return { text, written: { index, text: source.slice(from, to), ...(after ? { after } : {}), ...(whole ? { whole } : {}) } }
}
