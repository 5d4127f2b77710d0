import { isMap, isScalar, visit, type Document, type Node, type Pair, type Scalar, type YAMLMap } from 'yaml'
import { messages, problem } from './messages'
import type { DataPath, PendingProblem } from './problem'

// Mistakes the schema sees only as their result ("Unknown key") while the cause is how the text was
// written. These read the YAML around a problem to say the cause and the fix.

const samePath = (a: DataPath, b: DataPath) => a.length === b.length && a.every((step, index) => b[index] === step)

const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key))

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
  for (const reported of problems) {
    if (reported.code !== 'unknown-key') continue
    const mapPath = reported.path.slice(0, -1)
    const map = doc.getIn(mapPath, true)
    if (!isMap(map) || !map.flow) continue
    const pairs = map.items as Pair[]
    const index = pairs.findIndex((pair) => keyOf(pair) === reported.path.at(-1))
    if (index < 0 || pairs[index].value !== null) continue

    const missing = problems.find((other) => other.code === 'missing-key' && samePath(other.path, mapPath))
    const word = keyOf(pairs[index])
    if (missing?.key) {
      replaced.add(reported).add(missing)
      added.push(problem(messages.textWithoutKey, { text: word, key: missing.key }, { path: reported.path, atKey: true }))
      continue
    }

    // Walk back over the other pieces the commas cut off, to the key whose text they belong to.
    let first = index
    while (first > 0 && pairs[first - 1].value === null) first--
    const owner = pairs[first - 1]
    const value = owner?.value as Scalar | null | undefined
    if (!isScalar(value) || value.type !== 'PLAIN' || !value.range) continue
    replaced.add(reported)
    if (explainedValues.has(value)) continue
    explainedValues.add(value)
    let last = index
    while (last + 1 < pairs.length && pairs[last + 1].value === null) last++
    const end = (pairs[last].key as Node | null)?.range?.[1] ?? value.range[1]
    const text = source.slice(value.range[0], end)
    const ownerKey = keyOf(owner)
    added.push(problem(messages.commaInFlowText, { key: ownerKey, text, cutKey: keyOf(pairs[last]) }, { path: [...mapPath, ownerKey] }))
  }
  return [...problems.filter((kept) => !replaced.has(kept)), ...added]
}

/**
 * `to: #plans` gives "to" no value: " #" starts a comment, so "#plans" is one. The schema then says the value is
 * empty (or missing, or of the wrong kind); a problem at such a key is replaced by one that says the cause, with
 * the value in quotes. (Inside { … } the same mistake breaks the YAML itself: yaml-errors.ts says it there.)
 */
export function explainHashComments(problems: PendingProblem[], doc: Document, source: string): PendingProblem[] {
  if (!/:[ \t]+#/.test(source)) return problems
  const explained = new Set<string>()
  // Hardening: each block's keys indexed once; a search per problem grew with the square of a big block's keys.
  const pairsOf = new Map<YAMLMap, Map<string, Pair>>()
  const pairIn = (map: YAMLMap, key: string) => {
    let pairs = pairsOf.get(map)
    if (!pairs) pairsOf.set(map, (pairs = new Map((map.items as Pair[]).map((item) => [keyOf(item), item] as const).reverse())))
    return pairs.get(key)
  }
  return problems.flatMap((reported) => {
    const key = reported.path.at(-1)
    const map = typeof key === 'string' ? doc.getIn(reported.path.slice(0, -1), true) : undefined
    const pair = isMap(map) && typeof key === 'string' ? pairIn(map, key) : undefined
    const keyRange = (pair?.key as Node | null | undefined)?.range
    const value = pair?.value as Node | null | undefined
    if (!pair || !keyRange || (value && !(isScalar(value) && value.value === null))) return [reported]
    const lineEnd = source.indexOf('\n', keyRange[1])
    const comment = /^[ \t]*:[ \t]+(#.*?)[ \t]*$/.exec(source.slice(keyRange[1], lineEnd < 0 ? source.length : lineEnd))
    if (!comment) return [reported]
    // One message for the key, however many the schema had about it.
    const place = JSON.stringify(reported.path)
    if (explained.has(place)) return []
    explained.add(place)
    return [problem(messages.hashStartsComment, { key: String(key), value: comment[1], inBrackets: false }, { path: reported.path, atKey: true })]
  })
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
      warnings.push(problem(messages.commentCutText, { key: keyOf(pair), kept: value.value, comment: comment[1].trim() }, { path }))
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
