import { SectionShell } from '@/components/SectionShell'
import type { PricingTableSection } from '@/generated/site'

// TEMPORARY first draft, replaced by the full component.
export function PricingTable({ id, eyebrow, heading, intro, plans }: PricingTableSection) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <p>{plans.length} entries</p>
    </SectionShell>
  )
}
