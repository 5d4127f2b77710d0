import { Avatar } from '@mantine/core'
import { IconQuote } from '@tabler/icons-react'
import type { Testimonial, TestimonialsSection } from '@/generated/site'
import { SectionShell } from '@/components/SectionShell'
import classes from './Testimonials.module.css'
import { useSiteLook } from '@/theme/ThemeProvider'

function Quote({ item }: { item: Testimonial }) {
  const { accent } = useSiteLook()
  return (
    <figure className={classes.figure}>
      <IconQuote className={classes.mark} aria-hidden />
      <blockquote className={classes.quote}>
        <p>{item.quote}</p>
      </blockquote>
      {(item.name || item.company) && (
        <figcaption className={classes.caption}>
          {item.name && <Avatar name={item.name} color={accent} variant="light" radius="xl" size={44} aria-hidden className={classes.avatar} />}
          <span className={classes.who}>
            {item.name && <span className={classes.name}>{item.name}</span>}
            {item.company && <span className={classes.company}>{item.company}</span>}
          </span>
        </figcaption>
      )}
    </figure>
  )
}

/** Client quotes in cards; a single quote is drawn large and centred, as a pull quote. */
export function Testimonials({ id, eyebrow, heading, intro, items }: TestimonialsSection) {
  if (items.length === 1) {
    return (
      <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro} size="md">
        <div className={classes.single}>
          <Quote item={items[0]} />
        </div>
      </SectionShell>
    )
  }
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <ul className={classes.grid} data-count={Math.min(items.length, 3)} role="list">
        {items.map((item, index) => (
          <li key={`${index}-${item.name ?? ''}`} className={classes.card}>
            <Quote item={item} />
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
