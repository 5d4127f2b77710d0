import { SectionShell } from '@/components/SectionShell'
import type { FaqSection } from '@/generated/site'

// TEMPORARY first draft, replaced by the full component.
export function Faq({ id, eyebrow, heading, intro, items }: FaqSection) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <p>{items.length} entries</p>
    </SectionShell>
  )
}
