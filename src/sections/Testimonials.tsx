import { SectionShell } from '@/components/SectionShell'
import type { TestimonialsSection } from '@/generated/site'

// TEMPORARY first draft, replaced by the full component.
export function Testimonials({ id, eyebrow, heading, intro, items }: TestimonialsSection) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <p>{items.length} entries</p>
    </SectionShell>
  )
}
