// Which section types hold sections of their own, and under which key: read by the loader's checks and
// messages (src/site/) and by the registry, which loads the code of the sections inside them.
import type { Section } from '../generated/site'
import type { DataPath } from './problem'
import { blockOf, listOf } from './walk-data'

/**
 * Section type → the key whose entries each hold a list of `sections`, and what one entry is called in messages
 * ("/services → section 2 (tabs) → tab 3 → section 1 (form)").
 */
export const sectionChildren = {
  tabs: { key: 'tabs', entry: 'tab' },
  columns: { key: 'columns', entry: 'column' },
} as const satisfies Partial<Record<Section['type'], { key: string; entry: string }>>

/** The lists of sections a section holds, each with its path (from `at`, the section's own path). */
export function childSectionLists(section: unknown, at: DataPath = []): { sections: unknown; path: DataPath }[] {
  const block = blockOf(section)
  const children = sectionChildren[block.type as keyof typeof sectionChildren] as { key: string } | undefined
  if (!children) return []
  return listOf(block[children.key]).map((entry, index) => ({ sections: blockOf(entry).sections, path: [...at, children.key, index, 'sections'] }))
}

