// Where in the YAML tab's text a refusal of the check belongs. The refusal comes as the check's words, which end with
// its place: "… (at /pricing → section 2 (pricingTable) → plans, entry 1 → price)" (src/site/path-words.ts). That
// place, read back into a path within the section, is found in the tab's text; a text that is not YAML is placed
// at its first YAML error instead.
import { isMap, isSeq, parseDocument, type Document, type Node } from 'yaml'
import { sectionChildren } from '@/site/child-sections'
import type { DataPath } from '@/site/problem'

/** "tab" → "tabs", "column" → "columns": what one entry of a section holding sections is called, and its key. */
const childKeys = new Map<string, string>(Object.values(sectionChildren).map(({ key, entry }) => [entry, key]))

/** The path within the section that a refusal's "(at …)" names, or undefined when it names no place inside it. */
export function pathInRefusal(message: string): DataPath | undefined {
  const at = message.lastIndexOf(' (at ')
  if (at < 0 || !message.endsWith(')')) return undefined
  const parts = message.slice(at + ' (at '.length, -1).split(' → ')
  // The page, then the section itself ("section 2 (pricingTable)"); what follows is inside the section.
  if (parts.length < 2 || !/^section \d+/.test(parts[1])) return undefined
  const path: DataPath = []
  for (const part of parts.slice(2)) {
    let match: RegExpExecArray | null
    if ((match = /^(.*), entry (\d+)$/.exec(part))) path.push(match[1], Number(match[2]) - 1)
    else if ((match = /^entry (\d+)$/.exec(part))) path.push(Number(match[1]) - 1)
    else if ((match = /^section (\d+)(?: \(.*\))?$/.exec(part))) path.push('sections', Number(match[1]) - 1)
    else if ((match = /^(\w+) (\d+)$/.exec(part)) && childKeys.has(match[1])) path.push(childKeys.get(match[1])!, Number(match[2]) - 1)
    else path.push(part)
  }
  return path
}

/** The offsets in `text` of the deepest node of `path` that the text has: a key's line from its key, an item's value. */
function placeOfPath(doc: Document, path: DataPath): number | undefined {
  let node = doc.contents as Node | null
  let at = node?.range?.[0]
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((candidate) => (candidate.key as { value?: unknown } | null)?.value === step)
      if (!pair) break
      at = (pair.key as Node).range?.[0] ?? at
      node = pair.value as Node | null
    } else if (isSeq(node) && typeof step === 'number' && node.items[step]) {
      node = node.items[step] as Node
      at = node.range?.[0] ?? at
    } else break
  }
  return at
}

/** Where the refusal's diagnostic goes in the tab's text: from its place to the end of that line (the first line when it has none). */
export function refusalRange(text: string, message: string): { from: number; to: number } {
  const doc = parseDocument(text)
  const [error] = doc.errors
  let from = 0
  if (error) from = error.pos[0]
  else {
    const path = pathInRefusal(message)
    from = (path && placeOfPath(doc, path)) ?? 0
  }
  from = Math.max(0, Math.min(from, text.length))
  const end = text.indexOf('\n', from)
  return { from, to: end < 0 ? text.length : end }
}
