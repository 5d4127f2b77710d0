import type { LogoWallSection } from '@/generated/site'
import { SectionShell } from '@/components/SectionShell'
import classes from './LogoWall.module.css'

/** Client logos (160 × 60 files) in uniform boxes: 2 per row on phones up to 6 on wide screens. */
export function LogoWall({ id, eyebrow, heading, intro, logos }: LogoWallSection) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={classes.wall} role="list">
        {logos.map((logo, index) => (
          <li key={`${index}-${logo.src}`} className={classes.tile}>
            <img className={classes.logo} src={logo.src} alt={logo.alt} width={160} height={60} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
