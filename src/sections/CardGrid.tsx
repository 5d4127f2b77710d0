import { SectionShell } from '@/components/SectionShell'
import type { CardGridSection } from '@/generated/site'

// TEMPORARY first draft, replaced by the full component.
export function CardGrid({ id, eyebrow, heading, intro, cards }: CardGridSection) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <p>{cards.length} entries</p>
    </SectionShell>
  )
}
