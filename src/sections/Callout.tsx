import { SectionShell } from '@/components/SectionShell'
import type { CalloutSection } from '@/generated/site'

// TEMPORARY first draft, replaced by the full component.
export function Callout({ id, title }: CalloutSection) {
  return <SectionShell id={id} heading={title}>{null}</SectionShell>
}
