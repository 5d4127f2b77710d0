import { Container, List, Text, Title } from '@mantine/core'
import type { RichTextSection } from '@/generated/site'
import { parseMarkdown, splitBold } from './markdown'
import classes from './RichText.module.css'

function Inline({ text }: { text: string }) {
  return splitBold(text).map((part, index) => (part.bold ? <strong key={index}>{part.text}</strong> : part.text))
}

/** Long text (terms, policies, stories) from a small Markdown, drawn as text, never as HTML. */
export function RichText({ id, eyebrow, heading, updated, body, width }: RichTextSection) {
  const blocks = parseMarkdown(body)
  return (
    <section id={id} className={classes.section}>
      <Container size={width === 'narrow' ? 'md' : 'lg'}>
        {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        {heading && (
          <Title order={2} className={classes.heading}>
            {heading}
          </Title>
        )}
        {updated && (
          <Text c="dimmed" size="sm" mb="xl">
            {updated}
          </Text>
        )}
        <div className={classes.body}>
          {blocks.map((block, index) => {
            if (block.kind === 'heading') {
              return (
                <Title key={index} order={block.level} className={classes.blockHeading}>
                  <Inline text={block.text} />
                </Title>
              )
            }
            if (block.kind === 'list') {
              return (
                <List key={index} type={block.ordered ? 'ordered' : 'unordered'} spacing="xs" className={classes.list}>
                  {block.items.map((item, itemIndex) => (
                    <List.Item key={itemIndex}>
                      <Inline text={item} />
                    </List.Item>
                  ))}
                </List>
              )
            }
            return (
              <Text key={index} className={classes.paragraph}>
                <Inline text={block.text} />
              </Text>
            )
          })}
        </div>
      </Container>
    </section>
  )
}
