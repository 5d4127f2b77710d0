import { SectionShell } from '@/components/SectionShell'
import type { StatsSection } from '@/generated/site'

// TEMPORARY first draft, replaced by the full component.
export function Stats({ id, eyebrow, heading, intro, items }: StatsSection) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <p>{items.length} entries</p>
    </SectionShell>
  )
}
