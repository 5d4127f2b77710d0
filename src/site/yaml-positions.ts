import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node, type Pair, type YAMLMap } from 'yaml'
import type { DataPath } from './problem'

export interface Position {
  line: number
  column: number
}

/** Where to point inside the node found at a path. */
export interface PointAt {
  /** At the key of the last path element rather than at its value. */
  atKey?: boolean
  /** At this piece of a text value rather than at the start of the value. */
  atText?: string
}

/** Finds positions in one parsed site.yaml. */
export function createLocator(doc: Document, lineCounter: LineCounter, source: string) {
  const offsetAt = createOffsetLocator(doc, source)
  return (path: DataPath, pointAt: PointAt = {}): Position => toLineCol(lineCounter, offsetAt(path, pointAt))
}

/** The same, as offsets into the source (site-pieces.ts moves a piece's offsets to the file's). */
export function createOffsetLocator(doc: Document, source: string) {
  return (path: DataPath, pointAt: PointAt = {}): number => offsetOf(doc, source, path, pointAt)
}

/**
 * The offset of the node at `path`, falling back to the nearest parent that exists.
 */
function offsetOf(doc: Document, source: string, path: DataPath, pointAt: PointAt): number {
  let node: unknown = doc.contents
  let offset = (doc.contents as Node | null)?.range?.[0] ?? 0
  for (let i = 0; i < path.length; i++) {
    const step = path[i]
    const last = i === path.length - 1
    if (isMap(node)) {
      const pair = pairsByKey(node).get(step)
      if (!pair) return offset
      const key = pair.key as Node | null
      if (last && pointAt.atKey && key?.range) return key.range[0]
      const value = pair.value as Node | null
      // A key with no value ("title:") has no range of its own: point at the key.
      if (!value?.range || (isScalar(value) && value.value === null && value.range[0] === value.range[1])) {
        return key?.range?.[0] ?? offset
      }
      offset = value.range[0]
      node = value
    } else if (isSeq(node) && typeof step === 'number') {
      const item = node.items[step] as Node | undefined
      if (!item?.range) return offset
      offset = item.range[0]
      node = item
    } else return offset
  }
  if (pointAt.atText && isScalar(node) && node.range) return offsetOfText(source, node.range, pointAt.atText) ?? offset
  return offset
}

// Hardening: one lookup per problem searched the whole block, so a block with 100,000 keys and as many
// problems made work growing with the square of their number. Each block's keys are indexed once (the first
// pair of a key, as a search would find).
const pairIndexes = new WeakMap<YAMLMap, Map<unknown, Pair>>()

function pairsByKey(map: YAMLMap): Map<unknown, Pair> {
  let index = pairIndexes.get(map)
  if (!index) {
    index = new Map()
    for (const item of map.items as Pair[]) {
      const key = isScalar(item.key) ? item.key.value : item.key
      if (!index.has(key)) index.set(key, item)
    }
    pairIndexes.set(map, index)
  }
  return index
}

/** Where `text` is written inside a scalar, if it is written as is (not split by escapes or line folds). */
function offsetOfText(source: string, range: [number, number, number], text: string): number | undefined {
  const index = source.slice(range[0], range[1]).indexOf(text)
  return index >= 0 ? range[0] + index : undefined
}

export function toLineCol(lineCounter: LineCounter, offset: number): Position {
  const { line, col } = lineCounter.linePos(offset)
  return { line, column: col }
}

/** A few lines of site.yaml around `line`, with a caret under `column`. */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = linesOf(source)
  const first = Math.max(1, line - 2)
  const last = Math.min(lines.length, line + 1)
  const width = String(last).length
  const out: string[] = []
  for (let n = first; n <= last; n++) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`)
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`)
  }
  return out.join('\n')
}

// Hardening: a report prints one frame per problem; splitting a 10 MB file again for each of thousands of
// problems repeated the whole file's work per problem, so the lines of the last file split are kept.
let lastSplit: { source: string; lines: string[] } | undefined

function linesOf(source: string): string[] {
  if (lastSplit?.source !== source) lastSplit = { source, lines: source.split(/\r?\n/) }
  return lastSplit.lines
}
