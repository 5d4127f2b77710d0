// A new section of a type, with the catalogue's example as its content (docs/sections.md): a person picks what the
// page needs from the catalogue and edits the example, instead of writing a section's keys from nothing.
import { parse } from 'yaml'
import type { DataPath } from '../../site/problem'
import { exampleYaml, sectionExamples } from '../../site/section-examples'
import { itemWord, listOwner } from '../place-words'
import { withFreeId } from '../unique-values'
import { EditError, insertItemText, nodeAt, parseForEdit, seqAt, usualGap } from '../yaml-edits'
import type { ChangeKind } from './kind'
import { lengthOf } from './re-apply'

/** A section of `type`, with the catalogue's example, after section `after` of the list at `sections` (-1: first). */
export interface AddSectionChange { kind: 'addSection'; sections: DataPath; after: number; type: string }

declare module './kind' {
  interface ChangesByKind {
    addSection: AddSectionChange
  }
}

export const addSectionKind: ChangeKind<AddSectionChange> = {
  apply(source, change) {
    const example = sectionExamples().find((candidate) => candidate.type === change.type)
    if (!example) throw new EditError(`There is no section type "${change.type}" in the catalogue (docs/sections.md).`)
    const index = change.after + 1
    const sections = seqAt(parseForEdit(source), change.sections)
    const first = nodeAt(parseForEdit(source), [...change.sections, 0])
    const dashIndent = indentOfItem(source, first.range![0])
    const item = exampleYaml(withFreeId(example.example, parse(source), change.sections)).trimEnd().split('\n').map((line) => (line ? ' '.repeat(dashIndent) + line : line)).join('\n')
    if (index < 0 || index > sections.items.length) throw new EditError(`There is no section ${change.after + 1} to add a section after.`)
    const text = insertItemText(source, change.sections, index, { item, gap: usualGap(source, change.sections, index) })
    return { text, inverse: { kind: 'remove', list: change.sections, index }, removed: [] }
  },
  describe(change, _inverse, _before, after) {
    const added = itemWord(after, change.sections, change.after + 1)
    return `${listOwner(after, change.sections)}: added ${added}${change.after >= 0 ? ` after ${itemWord(after, change.sections, change.after)}` : ' at the top'}`
  },
  stillApplies: (text, change) => change.after < lengthOf(text, change.sections),
}

/** The column of the dash of the list item whose value starts at `valueStart`. */
function indentOfItem(source: string, valueStart: number): number {
  const dash = source.lastIndexOf('-', valueStart - 1)
  return dash - (source.lastIndexOf('\n', dash) + 1)
}
