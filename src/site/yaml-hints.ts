import { isMap, isScalar, visit, type Document, type Node, type Pair, type Scalar } from 'yaml'
import type { DataPath, PendingProblem } from './problem'

// Mistakes the schema sees only as their result ("Unknown key") while the cause is how the text was
// written. These read the YAML around a problem to say the cause and the fix.

const samePath = (a: DataPath, b: DataPath) => a.length === b.length && a.every((step, index) => b[index] === step)

const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key))

/** `key: "text"`, or single quotes when the text holds a double quote. */
function quoted(key: string, text: string): string {
  return text.includes('"') ? `${key}: '${text.replace(/'/g, "''")}'` : `${key}: "${text}"`
}

/**
 * Inside `{ … }` a comma ends a value, and a word without ":" is read as a key with no value:
 * - `{ src: /a.svg, alt: Shoes, bags and belts }` gives the unknown key "bags and belts": the comma cut the text;
 * - `{ src: /a.svg, Client One }` gives the unknown key "Client One" and no "alt": the key was left out.
 * Unknown-key problems of either kind are replaced by one that says so, pointing where the quotes or key go.
 */
export function explainFlowMapKeys(problems: PendingProblem[], doc: Document, source: string): PendingProblem[] {
  const replaced = new Set<PendingProblem>()
  const added: PendingProblem[] = []
  const explainedValues = new Set<Node>()
  for (const problem of problems) {
    if (problem.code !== 'unknown-key') continue
    const mapPath = problem.path.slice(0, -1)
    const map = doc.getIn(mapPath, true)
    if (!isMap(map) || !map.flow) continue
    const pairs = map.items as Pair[]
    const index = pairs.findIndex((pair) => keyOf(pair) === problem.path.at(-1))
    if (index < 0 || pairs[index].value !== null) continue

    const missing = problems.find((other) => other.code === 'missing-key' && samePath(other.path, mapPath))
    const word = keyOf(pairs[index])
    if (missing?.key) {
      replaced.add(problem).add(missing)
      added.push({
        path: problem.path,
        atKey: true,
        message: `The text "${word}" has no key in front of it, so it was read as a key, and "${missing.key}" is missing.`,
        hint: `Write the key before the text: ${missing.key}: ${word}`,
      })
      continue
    }

    // Walk back over the other pieces the commas cut off, to the key whose text they belong to.
    let first = index
    while (first > 0 && pairs[first - 1].value === null) first--
    const owner = pairs[first - 1]
    const value = owner?.value as Scalar | null | undefined
    if (!isScalar(value) || value.type !== 'PLAIN' || !value.range) continue
    replaced.add(problem)
    if (explainedValues.has(value)) continue
    explainedValues.add(value)
    let last = index
    while (last + 1 < pairs.length && pairs[last + 1].value === null) last++
    const end = (pairs[last].key as Node | null)?.range?.[1] ?? value.range[1]
    const text = source.slice(value.range[0], end)
    const ownerKey = keyOf(owner)
    added.push({
      path: [...mapPath, ownerKey],
      message: `Inside { … } a comma ends the text, so "${text}" was cut at the comma and "${keyOf(pairs[last])}" was read as a key of its own.`,
      hint: `Put text that contains a comma in quotes: ${quoted(ownerKey, text)}`,
    })
  }
  return [...problems.filter((problem) => !replaced.has(problem)), ...added]
}

/**
 * In YAML, " #" starts a comment: `title: We are #1 in town` gives the title "We are". Warns for
 * text cut short that way, with the part left out.
 */
export function commentCutWarnings(doc: Document, source: string): PendingProblem[] {
  const warnings: PendingProblem[] = []
  visit(doc, {
    Pair(_, pair, ancestors) {
      const value = pair.value
      if (!isScalar(value) || value.type !== 'PLAIN' || typeof value.value !== 'string' || !value.comment || !value.range) return
      const after = source.slice(value.range[1], value.range[2])
      const comment = /^[ \t]+#([^\n]*)/.exec(after)
      if (!comment) return
      const path = pathOf(ancestors, pair)
      if (!path) return
      const key = keyOf(pair)
      warnings.push({
        severity: 'warning',
        path,
        message: `The text of "${key}" ends at "${value.value}": in YAML, " #" starts a comment, so "#${comment[1].trim()}" is left out.`,
        hint: `To keep it in the text, put the whole text in quotes: ${quoted(key, `${value.value} #${comment[1].trim()}`)}. A note for editors goes on a line of its own, above.`,
      })
    },
  })
  return warnings
}

/** The data path of a pair from the visitor's ancestors (the document, then collections and pairs). */
function pathOf(ancestors: readonly unknown[], pair: Pair): DataPath | undefined {
  const path: DataPath = []
  const chain = [...ancestors, pair]
  for (let i = 1; i < chain.length; i++) {
    const parent = chain[i - 1]
    const node = chain[i]
    if (isMap(parent)) {
      const found = (parent.items as Pair[]).find((item) => item === node)
      if (!found) return undefined
      path.push(keyOf(found))
    } else if (parent && typeof parent === 'object' && 'items' in parent && Array.isArray((parent as { items: unknown[] }).items)) {
      path.push((parent as { items: unknown[] }).items.indexOf(node))
    }
  }
  return path
}
