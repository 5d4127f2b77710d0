import type { CSSProperties } from 'react'
import type { StatsSection } from '@/generated/site'
import { SectionShell } from '@/components/SectionShell'
import classes from './Stats.module.css'

/** A strip of big numbers: two per row on phones, all in one row on wide screens. */
export function Stats({ id, eyebrow, heading, intro, items }: StatsSection) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <dl className={classes.stats} style={{ '--stats-count': items.length } as CSSProperties}>
        {items.map((item, index) => (
          // The label comes first for screen readers ("Projects completed: 120+"); CSS shows the number on top.
          <div key={`${index}-${item.label}`} className={classes.stat}>
            <dt className={classes.label}>{item.label}</dt>
            <dd className={classes.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  )
}
