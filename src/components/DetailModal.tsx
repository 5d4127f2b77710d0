import { Badge, List, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { useEffect, useState, type MouseEvent } from 'react'
import type { Card, CardDetails } from '@/generated/site'
import { ButtonRow } from './ButtonRow'
import { Tick } from './Tick'
import classes from './DetailModal.module.css'
import './modal-styles'

export interface DetailModalProps {
  /** The card whose details are shown; its title is the window's title. */
  card: Card
  opened: boolean
  onClose: () => void
}

/**
 * The detail window of a card: picture, full description, features, challenge and solution,
 * technologies and buttons. Loaded lazily by CardGrid; the caller returns focus to the card.
 */
export function DetailModal({ card, opened, onClose }: DetailModalProps) {
  const reduceMotion = useReducedMotion()
  // Mount closed, then open: so the first opening (right after the lazy load) animates like later ones.
  const [shown, setShown] = useState(false)
  useEffect(() => setShown(opened), [opened])

  const details: Partial<CardDetails> = card.details ?? {}
  const image = details.image ?? card.image

  // A button that leads elsewhere on this site closes the window; new-tab links leave it open.
  const closeOnInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a')
    if (link && link.target !== '_blank') onClose()
  }

  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={card.title}
      centered
      size="xl"
      radius="lg"
      padding="lg"
      // Content is capped at 100dvh minus twice this offset (90% of the viewport) and scrolls inside.
      yOffset="5dvh"
      returnFocus={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      // The window's <header> is no page banner: axe reports a second banner landmark otherwise.
      attributes={{ header: { role: 'none' } }}
      overlayProps={{ backgroundOpacity: 0.7, blur: 3 }}
      transitionProps={reduceMotion ? { duration: 0 } : { transition: 'pop', duration: 200 }}
      classNames={{ content: classes.content, header: classes.header, title: classes.title }}
    >
      <Stack gap="lg">
        {image && <img className={classes.image} src={image.src} alt={image.alt} width={800} height={500} decoding="async" />}
        {(details.text ?? card.text) && <Text className={classes.lead}>{details.text ?? card.text}</Text>}

        {details.features && details.features.length > 0 && (
          <section>
            <Title order={3} className={classes.subheading}>
              {details.featuresHeading}
            </Title>
            <List
              spacing="sm"
              center
              icon={<Tick />}
            >
              {details.features.map((feature) => (
                <List.Item key={feature} className={classes.feature}>
                  {feature}
                </List.Item>
              ))}
            </List>
          </section>
        )}

        {(details.challenge || details.solution) && (
          <SimpleGrid cols={{ base: 1, sm: details.challenge && details.solution ? 2 : 1 }} spacing="md">
            {details.challenge && (
              <Paper className={classes.panel} radius="md" p="md" component="section">
                <Title order={3} className={classes.subheading}>
                  Challenge
                </Title>
                <Text className={classes.body}>{details.challenge}</Text>
              </Paper>
            )}
            {details.solution && (
              <Paper className={classes.panel} radius="md" p="md" component="section">
                <Title order={3} className={classes.subheading}>
                  Solution
                </Title>
                <Text className={classes.body}>{details.solution}</Text>
              </Paper>
            )}
          </SimpleGrid>
        )}

        {details.technologies && details.technologies.length > 0 && (
          <section>
            <Title order={3} className={classes.subheading}>
              Technologies
            </Title>
            <ul className={classes.badges}>
              {details.technologies.map((technology) => (
                <li key={technology}>
                  <Badge variant="light" color="blue" size="lg" radius="sm" tt="none">
                    {technology}
                  </Badge>
                </li>
              ))}
            </ul>
          </section>
        )}

        {details.buttons && details.buttons.length > 0 && (
          <div onClick={closeOnInternalLink}>
            <ButtonRow buttons={details.buttons} />
          </div>
        )}
      </Stack>
    </Modal>
  )
}
