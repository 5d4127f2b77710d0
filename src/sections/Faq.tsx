import { Accordion, Paper, SimpleGrid, Text, Title } from '@mantine/core'
import { IconHelpCircle, IconPlus } from '@tabler/icons-react'
import { IconBadge } from '@/components/IconBadge'
import type { FaqItem, FaqSection } from '@/generated/site'
import { SectionShell } from '@/components/SectionShell'
import { Island } from '@/islands/Island'
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

export function FaqAccordion({ items, order }: { items: FaqItem[]; order: QuestionOrder }) {
  return (
    <Accordion
      multiple
      variant="separated"
      radius="lg"
      order={order}
      chevron={<IconPlus size={18} stroke={2} aria-hidden />}
      chevronSize={28}
      // Closed answers stay in the prerendered HTML (hidden with display: none), so search engines read them.
      keepMountedMode="display-none"
      classNames={{ item: classes.item, control: classes.control, chevron: classes.chevron, label: classes.label, content: classes.content }}
    >
      {items.map((item, index) => (
        <Accordion.Item key={index} value={`q${index}`}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}

/** Frequently asked questions: every answer on a card (default), or questions that open one by one. */
export function Faq({ id, eyebrow, heading, intro, variant, items }: FaqSection) {
  // Questions sit one level under the section heading; without one they are the page's second level.
  const order: QuestionOrder = heading ? 3 : 2
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro} size={variant === 'accordion' ? 'md' : 'lg'}>
      {variant === 'accordion' ? <Island name="faqAccordion" component={FaqAccordion} props={{ items, order }} /> : <FaqCards items={items} order={order} />}
    </SectionShell>
  )
}
