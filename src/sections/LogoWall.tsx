import { SectionShell } from '@/components/SectionShell'
import type { LogoWallSection } from '@/generated/site'

// TEMPORARY first draft, replaced by the full component.
export function LogoWall({ id, eyebrow, heading, intro, logos }: LogoWallSection) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <p>{logos.length} entries</p>
    </SectionShell>
  )
}
