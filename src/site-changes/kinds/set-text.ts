// A section, an item or a block of keys replaced by its YAML as a person wrote it in the section panel's YAML tab:
// for what a form cannot say (a comment, a key no form has, many values at once). Its undo writes back the node's
// own lines byte for byte.
import type { DataPath } from '../../site/problem'
import { valueAt } from '../../site/walk-data'
import { nodeLines, nodeText, withNodeText } from '../node-text'
import { differences, labelOf, shown, trail } from '../place-words'
import { dataAt } from '../values-at'
import { documentOf, EditError } from '../yaml-edits'
import type { ChangeKind } from './kind'
import { exists, sameAs } from './re-apply'

/**
 * The node at `path` (a section, a list's item, a block of keys) replaced by `text`: its YAML as the section panel's
 * YAML tab shows it, at column 0, indented to its place when written (node-text.ts). `bytes`, on an undo: the node's
 * lines exactly as they were. `was`: the node (as data) the text was edited from.
 */
export interface SetTextChange { kind: 'setText'; path: DataPath; text: string; bytes?: string; was?: unknown }

declare module './kind' {
  interface ChangesByKind {
    setText: SetTextChange
  }
}

export const setTextKind: ChangeKind<SetTextChange> = {
  apply(source, change) {
    const text = withNodeText(source, change.path, change.text, change.bytes)
    const { start, end } = nodeLines(source, change.path)
    const inverse: SetTextChange = { kind: 'setText', path: change.path, text: nodeText(source, change.path), bytes: source.slice(start, end) }
    // A text that is not YAML is left to the check (site-file.ts), whose message says what is wrong and where.
    const placed = documentOf(text)
    if (placed.errors.length > 0) return { text, inverse, removed: [] }
    // One that is YAML must read in its place as it reads alone: else its indentation changed what it means there.
    const alone = documentOf(change.text)
    if (change.bytes === undefined && alone.errors.length === 0 && JSON.stringify(dataAt(text, change.path)) !== JSON.stringify(alone.toJSON())) {
      throw new EditError('This text does not keep its meaning in its place in site.yaml: write it as one block, its keys one under another.')
    }
    return { text, inverse: { ...inverse, was: dataAt(text, change.path) }, removed: [] }
  },
  describe: (change, _inverse, before, after) => `${trail(before, change.path)}: edited as text${textChanges(before, after, change.path)}`,
  stillApplies: (text, change) => exists(text, change.path) && sameAs(text, change.path, change.was),
}

/** What a text edit changed, in brackets: one value's old and new, or the places of several (three at most named). */
function textChanges(before: unknown, after: unknown, path: DataPath): string {
  const changed = differences(valueAt(before, path), valueAt(after, path))
  if (changed.length === 0) return ' (comments or layout only)'
  // The place within the edited one; a key named as its section is named once in the trail ("Text" of a Text section), so by its label here.
  const within = (data: unknown, inner: DataPath) => {
    const whole = trail(data, [...path, ...inner])
    const base = trail(data, path)
    return whole.length > base.length ? whole.slice(base.length + ' › '.length) : (labelOf(data, [...path, ...inner]) ?? String(inner.at(-1)))
  }
  if (changed.length === 1) {
    const [inner] = changed
    const was = valueAt(before, [...path, ...inner])
    const now = valueAt(after, [...path, ...inner])
    // Named as it was, as a set is ("Organic Traffic › Label: Organic Traffic → Organic Visits"); what is new, as it is now.
    const where = within(was === undefined ? after : before, inner)
    if (was === undefined) return ` (${where} added)`
    if (now === undefined) return ` (${where} removed)`
    if (typeof was !== 'object' && typeof now !== 'object') return ` (${where}: ${shown(was)} → ${shown(now)})`
    return ` (${where} changed)`
  }
  const named = changed.slice(0, 3).map((inner) => within(valueAt(before, [...path, ...inner]) === undefined ? after : before, inner))
  return ` (${changed.length} changes: ${named.join(', ')}${changed.length > 3 ? ', …' : ''})`
}
