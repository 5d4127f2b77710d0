import { SectionShell } from '@/components/SectionShell'
import type { TimelineSection } from '@/generated/site'

// TEMPORARY first draft, replaced by the full component.
export function Timeline({ id, eyebrow, heading, intro, items }: TimelineSection) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <p>{items.length} entries</p>
    </SectionShell>
  )
}
