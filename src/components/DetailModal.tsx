import { Badge, CloseButton, List, Paper, Text, Title } from '@mantine/core'
import type { Card, CardDetails } from '@/generated/site'
import { ButtonRow } from './ButtonRow'
import { Tick } from './Tick'
import classes from './DetailModal.module.css'
import { useSiteLook } from '@/theme/ThemeProvider'

// HTML's invoker commands, which React's types do not know yet.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}`
    commandfor?: string
  }
}

export interface DetailModalProps {
  /** The card whose details are shown; its title is the window's title. */
  card: Card
  /** The dialog's id, which the card's button names in `commandfor`. */
  id: string
}

/**
 * The detail window of a card: picture, full description, features, challenge and solution, technologies and
 * buttons. A native <dialog> in the page's HTML, closed (display: none) until its card's button opens it; the
 * browser closes it (Close, Escape, a click on the backdrop) and gives the focus back to that button.
 */
export function DetailModal({ card, id }: DetailModalProps) {
  const details: Partial<CardDetails> = card.details ?? {}
  const image = details.image ?? card.image
  const titleId = `${id}-title`

  return (
    <dialog id={id} className={classes.dialog} aria-labelledby={titleId} closedby="any">
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {card.title}
        </h2>
        <CloseButton command="close" commandfor={id} aria-label="Close" />
      </div>
      <div className={classes.body}>
        {image && <img className={classes.image} src={image.src} alt={image.alt} width={800} height={500} loading="lazy" decoding="async" />}
        {(details.text ?? card.text) && <Text className={classes.lead}>{details.text ?? card.text}</Text>}
        {details.features && details.features.length > 0 && <FeatureList heading={details.featuresHeading} features={details.features} />}
        {(details.challenge || details.solution) && <ChallengeAndSolution challenge={details.challenge} solution={details.solution} />}
        {details.technologies && details.technologies.length > 0 && <TechnologyList technologies={details.technologies} />}
        <ButtonRow buttons={details.buttons} />
      </div>
    </dialog>
  )
}

/** What the work included, ticked. */
function FeatureList({ heading, features }: { heading?: string; features: string[] }) {
  return (
    <section>
      <Title order={3} className={classes.subheading}>
        {heading}
      </Title>
      <List spacing="sm" center icon={<Tick />}>
        {features.map((feature) => (
          <List.Item key={feature} className={classes.feature}>
            {feature}
          </List.Item>
        ))}
      </List>
    </section>
  )
}

/** The challenge and the solution, side by side when both are given. */
function ChallengeAndSolution({ challenge, solution }: { challenge?: string; solution?: string }) {
  return (
    <div className={classes.panels} data-count={challenge && solution ? 2 : 1}>
      {challenge && <DetailPanel heading="Challenge" text={challenge} />}
      {solution && <DetailPanel heading="Solution" text={solution} />}
    </div>
  )
}

/** One of the two panels: its heading and its text. */
function DetailPanel({ heading, text }: { heading: string; text: string }) {
  return (
    <Paper className={classes.panel} radius="md" component="section">
      <Title order={3} className={classes.subheading}>
        {heading}
      </Title>
      <Text className={classes.panelText}>{text}</Text>
    </Paper>
  )
}

/** The technologies used, as badges. */
function TechnologyList({ technologies }: { technologies: string[] }) {
  const { primary } = useSiteLook()
  return (
    <section>
      <Title order={3} className={classes.subheading}>
        Technologies
      </Title>
      <ul className={classes.badges}>
        {technologies.map((technology) => (
          <li key={technology}>
            <Badge variant="light" color={primary} size="lg" radius="sm" tt="none">
              {technology}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  )
}
