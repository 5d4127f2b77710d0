import { SectionShell } from '@/components/SectionShell'
import type { SplitSection } from '@/generated/site'

// TEMPORARY first draft, replaced by the full component.
export function Split({ id, eyebrow, heading }: SplitSection) {
  return <SectionShell id={id} eyebrow={eyebrow} heading={heading}>{null}</SectionShell>
}
