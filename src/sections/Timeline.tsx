import { Text, Title } from '@mantine/core'
import type { TimelineSection } from '@/generated/site'
import { SectionShell } from '@/components/SectionShell'
import classes from './Timeline.module.css'

/** Milestones down a vertical line: alternating sides (by each item's `side`) on wide screens, one side on phones. */
export function Timeline({ id, eyebrow, heading, intro, items }: TimelineSection) {
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ol className={classes.timeline} role="list">
        {items.map((item, index) => (
          <li key={`${index}-${item.title}`} className={classes.item} data-side={item.side}>
            <span className={classes.dot} aria-hidden />
            <div className={classes.card}>
              <Text component="p" className={classes.date}>
                {item.date}
              </Text>
              <Title order={3} className={classes.title}>
                {item.title}
              </Title>
              {item.text && <Text className={classes.text}>{item.text}</Text>}
            </div>
          </li>
        ))}
      </ol>
    </SectionShell>
  )
}
