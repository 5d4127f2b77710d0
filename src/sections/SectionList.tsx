import type { ComponentType } from 'react'
import type { Section } from '@/generated/site'
import { SectionErrorBoundary } from '@/components/SectionErrorBoundary'
import { sections as registry } from './registry'

/** Draws sections in order, each by the component its type names. */
export function SectionList({ sections }: { sections: Section[] }) {
  return sections.map((section, index) => {
    const Draw = registry[section.type] as ComponentType<Section>
    return (
      <SectionErrorBoundary key={section.id ?? index} type={section.type}>
        <Draw {...section} />
      </SectionErrorBoundary>
    )
  })
}
