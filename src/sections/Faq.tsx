import { Paper, SimpleGrid, Text, Title } from '@mantine/core'
import { IconHelpCircle, IconPlus } from '@tabler/icons-react'
import { IconBadge } from '@/components/IconBadge'
import type { FaqItem, FaqSection } from '@/generated/site'
import { SectionShell } from '@/components/SectionShell'
import disclosure from '@/components/Disclosure.module.css'
import classes from './Faq.module.css'

type QuestionOrder = 2 | 3

function FaqCards({ items, order }: { items: FaqItem[]; order: QuestionOrder }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="lg" className={classes.list}>
      {items.map((item, index) => (
        <Paper component="li" key={index} radius="lg" p="xl" className={classes.card}>
          <IconBadge size={40} className={classes.cardIcon}>
            <IconHelpCircle size={22} stroke={1.6} aria-hidden />
          </IconBadge>
          <div>
            <Title order={order} className={classes.question}>
              {item.question}
            </Title>
            <Text className={classes.answer}>{item.answer}</Text>
          </div>
        </Paper>
      ))}
    </SimpleGrid>
  )
}

/**
 * Questions that open one by one: a <details> each, so they open with no script (and with scripts off), several
 * at once. The answers are in the HTML, where search engines read them.
 */
function FaqQuestions({ items, order }: { items: FaqItem[]; order: QuestionOrder }) {
  const Question = `h${order}` as const
  return (
    <div className={classes.questions}>
      {items.map((item, index) => (
        <details key={index} className={`${disclosure.disclosure} ${classes.item}`}>
          <summary className={`${disclosure.summary} ${classes.control}`}>
            <Question className={classes.label}>{item.question}</Question>
            <IconPlus size={18} stroke={2} aria-hidden className={classes.chevron} />
          </summary>
          <p className={classes.content}>{item.answer}</p>
        </details>
      ))}
    </div>
  )
}

/** Frequently asked questions: every answer on a card (default), or questions that open one by one. */
export function Faq({ id, eyebrow, heading, intro, variant, items }: FaqSection) {
  // Questions sit one level under the section heading; without one they are the page's second level.
  const order: QuestionOrder = heading ? 3 : 2
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro} size={variant === 'accordion' ? 'md' : 'lg'}>
      {variant === 'accordion' ? <FaqQuestions items={items} order={order} /> : <FaqCards items={items} order={order} />}
    </SectionShell>
  )
}
