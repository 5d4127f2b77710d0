import { isCollection, isMap, isScalar, isSeq, type Node } from 'yaml'
import type { DataPath } from '../site/problem'
import { EditError, indentWidth, isBlank, isComment, itemSpans, lineEnd, lineStart, nodeAt, parseForEdit, splice } from './yaml-edits'

// A node of site.yaml (a section, a list's item, a block of keys) as its own lines of text: what the section panel's
// YAML tab shows, and how a text typed there is put back in its place. The text is the node's lines as written
// (comments and blank lines included), moved left to column 0; putting it back indents it to its place again,
// and every byte outside the node's lines stays as it was. Shared by the browser (the tab) and the dev server.

/** Where a node's lines are, and how its text is indented back into them. */
export interface NodeLines {
  /** From its first own comment line (a list's item) or its first line, to the end of its last line (no line break). */
  start: number
  end: number
  /** A list's item: the indentation of its "-" and the column its content starts at ("- " is written before the first line). */
  dash?: { indent: number; column: number }
  /** A block of keys (or a list) under a key: the indentation of its lines. */
  indent: number
}

/** The lines of the node at `path`: an item of a block list, or a block list or block of keys under a key. */
export function nodeLines(source: string, path: DataPath): NodeLines {
  if (path.length === 0) throw new EditError('The whole file cannot be edited as one text here.')
  const doc = parseForEdit(source)
  const parent = path.length === 1 ? doc.contents : nodeAt(doc, path.slice(0, -1))
  const key = path.at(-1)!
  const node = nodeAt(doc, path)
  let lines: NodeLines
  if (isSeq(parent) && !parent.flow && typeof key === 'number') {
    const span = itemSpans(source, parent)[key]
    if (!span) throw new EditError(`There is no item ${key + 1} at ${JSON.stringify(path.slice(0, -1))}.`)
    const dash = source.lastIndexOf('-', node.range![0] - 1)
    const indent = dash - lineStart(source, dash)
    // "- " and the content on one line, as every item of site.yaml is written.
    if (source.slice(dash + 1, node.range![0]).trim() !== '') throw new EditError('This item is written in a way the YAML tab cannot take apart (its first line holds only "-").')
    lines = { start: span.start, end: span.end, dash: { indent, column: node.range![0] - lineStart(source, node.range![0]) }, indent }
  } else if (isMap(parent) && !parent.flow && isCollection(node) && !node.flow) {
    const pair = parent.items.find((candidate) => isScalar(candidate.key) && candidate.key.value === key)!
    const keyLineEnd = lineEnd(source, (pair.key as Node).range![0])
    if (keyLineEnd >= node.range![0]) throw new EditError('This block starts on the line of its key, so the YAML tab cannot take it apart.')
    lines = { start: keyLineEnd + 1, end: lineEnd(source, lastCharacter(source, node)), indent: node.range![0] - lineStart(source, node.range![0]) }
  } else {
    throw new EditError('Only a section, an item of a list, or a block of keys under a key can be edited as YAML text.')
  }
  // The node's lines must hold all of it (a comment less indented than its keys can end an item's lines early).
  if (lastCharacter(source, node) >= lines.end) throw new EditError('A comment inside this part of site.yaml is less indented than its keys, so the YAML tab cannot tell where it ends.')
  return lines
}

/** The offset of the node's last character that is not white space. */
function lastCharacter(source: string, node: Node): number {
  let at = node.range![1]
  while (at > node.range![0] && /\s/.test(source[at - 1])) at--
  return at - 1
}

/** Removes up to `width` spaces from the start of the line (a blank line becomes empty). */
const dedent = (line: string, width: number) => (isBlank(line) ? '' : line.slice(Math.min(width, indentWidth(line))))

/** The node at `path` as the YAML tab shows it: its lines as written, at column 0 (a list's item without its "- "). */
export function nodeText(source: string, path: DataPath): string {
  const { start, end, dash, indent } = nodeLines(source, path)
  const lines = source.slice(start, end).split('\n')
  if (!dash) return lines.map((line) => dedent(line, indent)).join('\n')
  const first = lines.findIndex((line) => !isComment(line) && !isBlank(line))
  return lines.map((line, index) => (index < first ? dedent(line, indent) : index === first ? line.slice(dash.column) : dedent(line, dash.column))).join('\n')
}

/** How many lines the tab's text has before its first line in the file (blank lines it starts with are not written). */
export function leadingBlankLines(text: string): number {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const first = lines.findIndex((line) => !isBlank(line))
  return first < 0 ? 0 : first
}

/**
 * The text as it goes in place of the node's lines: without blank lines at its start and end, moved left by the
 * indentation all its lines share, then indented to the node's place (a list's item gets its "- " back).
 */
export function placedText(source: string, path: DataPath, text: string): string {
  const { dash, indent } = nodeLines(source, path)
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  while (lines.length && isBlank(lines[0])) lines.shift()
  while (lines.length && isBlank(lines.at(-1)!)) lines.pop()
  const written = lines.filter((line) => !isBlank(line))
  if (written.every(isComment)) throw new EditError('The text holds nothing but comments: to remove this part, use its Delete button.')
  const common = Math.min(...written.map(indentWidth))
  const moved = lines.map((line) => dedent(line, common))
  if (!dash) return moved.map((line) => (line ? ' '.repeat(indent) + line : line)).join('\n')
  const first = moved.findIndex((line) => line && !isComment(line))
  const dashed = ' '.repeat(dash.indent) + '-' + ' '.repeat(Math.max(1, dash.column - dash.indent - 1))
  const column = dashed.length
  return moved.map((line, index) => (index < first ? (line ? ' '.repeat(dash.indent) + line : line) : index === first ? dashed + line : line ? ' '.repeat(column) + line : line)).join('\n')
}

/** The source with the node at `path` written as `text` (the tab's text), or with exactly `bytes` in its lines (an undo). */
export function withNodeText(source: string, path: DataPath, text: string, bytes?: string): string {
  const { start, end } = nodeLines(source, path)
  return splice(source, start, end, bytes ?? placedText(source, path, text))
}

/** The 1-based line of the file where the node's lines start (the tab's first line, when it starts with no blank line). */
export function nodeFirstLine(source: string, path: DataPath): number {
  const { start } = nodeLines(source, path)
  return source.slice(0, start).split('\n').length
}
