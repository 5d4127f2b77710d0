import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node, type Pair } from 'yaml'
import type { DataPath } from './problem'

/**
 * Finds the node at `path`, falling back to the nearest parent that exists,
 * and returns its 1-based line and column.
 */
export function positionOf(doc: Document, lineCounter: LineCounter, path: DataPath, atKey = false): { line: number; column: number } {
  let node: unknown = doc.contents
  let offset = (doc.contents as Node | null)?.range?.[0] ?? 0
  for (let i = 0; i < path.length; i++) {
    const step = path[i]
    const last = i === path.length - 1
    if (isMap(node)) {
      const pair = (node.items as Pair[]).find((item) => (isScalar(item.key) ? item.key.value : item.key) === step)
      if (!pair) break
      const key = pair.key as Node | null
      if (last && atKey && key?.range) return toLineCol(lineCounter, key.range[0])
      const value = pair.value as Node | null
      // A key with no value ("title:") has no range of its own: point at the key.
      if (!value?.range || (isScalar(value) && value.value === null && value.range[0] === value.range[1])) {
        if (key?.range) offset = key.range[0]
        node = value
        if (!value?.range) break
        continue
      }
      offset = value.range[0]
      node = value
    } else if (isSeq(node) && typeof step === 'number') {
      const item = node.items[step] as Node | undefined
      if (!item?.range) break
      offset = item.range[0]
      node = item
    } else break
  }
  return toLineCol(lineCounter, offset)
}

function toLineCol(lineCounter: LineCounter, offset: number) {
  const { line, col } = lineCounter.linePos(offset)
  return { line, column: col }
}

/** A few lines of site.yaml around `line`, with a caret under `column`. */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = source.split(/\r?\n/)
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
