import { memo, type ReactNode } from 'react'
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
      // And for the editing interface (src/editor/): the section's place in the page's list, its type and whether it is hidden.
      where={source && { name: `${source.path} → section ${index + 1} (${section.type})`, file: source.file, line: source.lines[index], index }}
    />
  ))
}

/**
 * One section. Memoized by its data: after a save in `npm start` the unchanged sections are the same objects
 * (src/engine/content/keep-unchanged.ts), so only the edited one draws again.
 */
const DrawnSection = memo(
  function DrawnSection({ section, where }: { section: Section; where?: { name: string; file: string; line: number; index: number } }) {
    const Draw = componentFor(section.type)
    const drawn = (
      <SectionErrorBoundary type={section.type}>
        <Draw {...section} />
      </SectionErrorBoundary>
    )
    const marked = section.hidden === true ? <HiddenSection>{drawn}</HiddenSection> : drawn
    if (!where) return marked
    return (
      <div
        style={{ display: 'contents' }}
        data-site-source={where.name}
        data-site-file={where.file}
        data-site-line={where.line}
        data-site-section={where.index}
        data-site-section-type={section.type}
        data-site-section-hidden={section.hidden === true ? 'true' : undefined}
      >
        {marked}
      </div>
    )
  },
  (before, after) => before.section === after.section && before.where?.name === after.where?.name && before.where?.file === after.where?.file && before.where?.line === after.where?.line && before.where?.index === after.where?.index,
)

/** The words on a hidden section's label (`npm start` only). */
const hiddenWords = { section: 'Hidden', sectionTitle: 'Left out of the built site (hidden: true in site.yaml)' } as const

const hiddenLabel = {
  position: 'absolute',
  top: '0.5rem',
  left: '0.5rem',
  zIndex: 2,
  padding: '0.1rem 0.5rem',
  borderRadius: '0.25rem',
  // The hidden page's banner's colours (src/app/PageView.tsx): dark words on amber, on a light or a dark page.
  background: '#fff3bf',
  color: '#212529',
  font: '600 0.75rem/1.4 system-ui, sans-serif',
} as const

/**
 * A section with hidden: true, dimmed under a "Hidden" label. Only `npm start` draws one: the build leaves hidden
 * sections out of the data (src/site/visible-site.ts). The label is words, not only the dimming, and stays undimmed.
 */
function HiddenSection({ children }: { children: ReactNode }) {
  return (
    <div data-site-hidden="section" style={{ position: 'relative' }}>
      <span style={hiddenLabel} title={hiddenWords.sectionTitle}>
        {hiddenWords.section}
      </span>
      <div style={{ opacity: 0.45 }}>{children}</div>
    </div>
  )
}
