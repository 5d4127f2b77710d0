import type { Section } from '@/generated/site'
import { SectionErrorBoundary } from '@/components/SectionErrorBoundary'
import type { SectionSource } from '@/site/vite-plugin-site'
import { componentFor } from './registry'

/** Draws sections in order, each by the component its type names (loaded with the page). */
export function SectionList({ sections, source }: { sections: Section[]; source?: SectionSource & { path: string } }) {
  return sections.map((section, index) => {
    const Draw = componentFor(section.type)
    const drawn = (
      <SectionErrorBoundary key={section.id ?? index} type={section.type}>
        <Draw {...section} />
      </SectionErrorBoundary>
    )
    if (!source) return drawn
    // `npm start` only: where the section is written, for Alt+click (src/app/source-picker.ts).
    return (
      <div key={section.id ?? index} style={{ display: 'contents' }} data-site-source={`${source.path} → section ${index + 1} (${section.type})`} data-site-file={source.file} data-site-line={source.lines[index]}>
        {drawn}
      </div>
    )
  })
}
