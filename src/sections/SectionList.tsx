import { memo } from 'react'
import type { Section } from '@/generated/site'
import { SectionErrorBoundary } from '@/components/SectionErrorBoundary'
import type { SectionSource } from '@/engine/contract/data-files'
import { componentFor } from './loaded-sections'

/** Draws sections in order, each by the component its type names (loaded with the page). */
export function SectionList({ sections, source }: { sections: Section[]; source?: SectionSource & { path: string } }) {
  return sections.map((section, index) => (
    <DrawnSection
      key={section.id ?? index}
      section={section}
      // `npm start` only: where the section is written, for Alt+click (src/engine/browser/source-picker.ts).
      where={source && { name: `${source.path} → section ${index + 1} (${section.type})`, file: source.file, line: source.lines[index] }}
    />
  ))
}

/**
 * One section. Memoized by its data: after a save in `npm start` the unchanged sections are the same objects
 * (src/engine/content/keep-unchanged.ts), so only the edited one draws again.
 */
const DrawnSection = memo(
  function DrawnSection({ section, where }: { section: Section; where?: { name: string; file: string; line: number } }) {
    const Draw = componentFor(section.type)
    const drawn = (
      <SectionErrorBoundary type={section.type}>
        <Draw {...section} />
      </SectionErrorBoundary>
    )
    if (!where) return drawn
    return (
      <div style={{ display: 'contents' }} data-site-source={where.name} data-site-file={where.file} data-site-line={where.line}>
        {drawn}
      </div>
    )
  },
  (before, after) => before.section === after.section && before.where?.name === after.where?.name && before.where?.file === after.where?.file && before.where?.line === after.where?.line,
)
