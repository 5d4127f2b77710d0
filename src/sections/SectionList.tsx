import type { Section } from '@/generated/site'
import { SectionErrorBoundary } from '@/components/SectionErrorBoundary'
import { componentFor } from './registry'

/** Draws sections in order, each by the component its type names (loaded with the page). */
export function SectionList({ sections }: { sections: Section[] }) {
  return sections.map((section, index) => {
    const Draw = componentFor(section.type)
    return (
      <SectionErrorBoundary key={section.id ?? index} type={section.type}>
        <Draw {...section} />
      </SectionErrorBoundary>
    )
  })
}
