import { SectionShell } from '@/components/SectionShell'
import type { ContactInfoSection } from '@/generated/site'

// TEMPORARY first draft, replaced by the full component.
export function ContactInfo({ id, eyebrow, heading, intro, items }: ContactInfoSection) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <p>{items.length} entries</p>
    </SectionShell>
  )
}
