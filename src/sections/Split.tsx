import { List, Text, Title } from '@mantine/core'
import type { SplitSection } from '@/generated/site'
import { ButtonRow } from '@/components/ButtonRow'
import { SectionShell } from '@/components/SectionShell'
import { Tick } from '@/components/Tick'
import classes from './Split.module.css'

/** Text (eyebrow, heading, paragraphs, ticked bullets, buttons) beside a picture; stacked on phones, picture last. */
export function Split({ id, eyebrow, heading, paragraphs, bullets, image, imageSide, buttons }: SplitSection) {
  return (
    <SectionShell id={id}>
      <div className={classes.split} data-image-side={imageSide} data-with-image={image ? true : undefined}>
        <div className={classes.text}>
          {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
          <Title order={2} className={classes.heading}>
            {heading}
          </Title>
          {paragraphs?.map((paragraph, index) => (
            <Text key={index} className={classes.paragraph}>
              {paragraph}
            </Text>
          ))}
          {bullets && bullets.length > 0 && (
            <List
              className={classes.bullets}
              spacing="sm"
              center
              icon={<Tick />}
            >
              {bullets.map((bullet) => (
                <List.Item key={bullet} className={classes.bullet}>
                  {bullet}
                </List.Item>
              ))}
            </List>
          )}
          <ButtonRow buttons={buttons} size="md" mt="md" />
        </div>
        {image && (
          <div className={classes.media}>
            <img className={classes.image} src={image.src} alt={image.alt} width={800} height={500} loading="lazy" decoding="async" />
          </div>
        )}
      </div>
    </SectionShell>
  )
}
