import { Badge, Button, EmptyState, Group, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconArrowRight, IconExternalLink, IconFolderOpen } from '@tabler/icons-react'
import { useRef, useState, type CSSProperties } from 'react'
import { IconBadge } from '@/components/IconBadge'
import type { Card, CardFilters, CardGridSection } from '@/generated/site'
import { DetailButton } from '@/components/DetailButton'
import { Icon } from '@/components/Icon'
import { Island } from '@/islands/Island'
import { SectionShell } from '@/components/SectionShell'
import { useRevealOnScroll } from '@/components/use-reveal-on-scroll'
import { isExternal, SmartLink } from '@/components/SmartLink'
import classes from './CardGrid.module.css'


type Variant = NonNullable<CardGridSection['variant']>

/** Words of a card's own link when site.yaml gives none. */
const defaultLinkLabel = (variant: Variant) => (variant === 'project' ? 'View Project' : 'Learn More')

interface CardViewProps {
  card: Card
  variant: Variant
  /** 1-based position, shown by step cards. */
  number: number
  categoryLabel?: string
  /** Card titles sit one level under the section heading; without one, they are the page's second level. */
  titleOrder: 2 | 3
}

/**
 * The card's title, and the card's main action when it has one: a button that opens the details,
 * else a link to `to`. Either is stretched over the whole card, so the title is the accessible name.
 */
function CardTitle({ card }: Pick<CardViewProps, 'card'>) {
  if (card.details) return <Island name="detailButton" as="span" component={DetailButton} props={{ card, className: classes.action }} />
  if (card.to) {
    return (
      <SmartLink to={card.to} className={classes.action}>
        {card.title}
      </SmartLink>
    )
  }
  return card.title
}

/**
 * The "Learn More" line. A card with both details and `to` gets a second, real link (named with the
 * card's title, so it makes sense out of context); otherwise it is a visual cue for the card's action.
 */
function CardLink({ card, variant }: Pick<CardViewProps, 'card' | 'variant'>) {
  const label = card.linkLabel ?? (card.to ? defaultLinkLabel(variant) : undefined)
  if (!label) return null
  const external = card.to ? isExternal(card.to) : false
  const Arrow = external ? IconExternalLink : IconArrowRight
  if (card.details && card.to) {
    return (
      <SmartLink to={card.to} className={classes.link}>
        {label}
        <VisuallyHidden>: {card.title}</VisuallyHidden>
        <Arrow size={16} aria-hidden />
      </SmartLink>
    )
  }
  if (!card.details && !card.to) return null
  return (
    <span className={classes.cue} aria-hidden>
      {label}
      <Arrow size={16} />
    </span>
  )
}

function CardImage({ card, className }: { card: Card; className: string }) {
  if (!card.image) return null
  // width/height give the browser the 16:10 ratio before the file arrives: no layout shift.
  return <img className={className} src={card.image.src} alt={card.image.alt} width={800} height={500} loading="lazy" decoding="async" />
}

function FeatureCard({ card, variant, titleOrder }: CardViewProps) {
  return (
    <>
      <CardImage card={card} className={classes.featureImage} />
      {card.icon && (
        <IconBadge size={56} className={classes.icon}>
          <Icon name={card.icon} size={30} />
        </IconBadge>
      )}
      <Title order={titleOrder} className={classes.title}>
        <CardTitle card={card} />
      </Title>
      {card.text && <Text className={classes.text}>{card.text}</Text>}
      <CardLink card={card} variant={variant} />
    </>
  )
}

function StepCard({ card, number, variant, titleOrder }: CardViewProps) {
  return (
    <>
      <div className={classes.stepHead}>
        {/* The <ol> already tells assistive technology the position. */}
        <span className={classes.stepNumber} aria-hidden>
          {number}
        </span>
        {card.icon && <Icon name={card.icon} size={28} className={classes.stepIcon} />}
      </div>
      <Title order={titleOrder} className={classes.title}>
        <CardTitle card={card} />
      </Title>
      {card.text && <Text className={classes.text}>{card.text}</Text>}
      <CardLink card={card} variant={variant} />
    </>
  )
}

function TagCard({ card }: CardViewProps) {
  return (
    <>
      {card.icon && <Icon name={card.icon} size={20} className={classes.tagIcon} />}
      <span className={classes.tagName}>
        <CardTitle card={card} />
      </span>
    </>
  )
}

function ProjectCard({ card, categoryLabel, variant, titleOrder }: CardViewProps) {
  return (
    <>
      <div className={classes.projectMedia}>
        {card.image ? (
          <img className={classes.projectImage} src={card.image.src} alt={card.image.alt} width={800} height={500} loading="lazy" decoding="async" />
        ) : (
          <div className={classes.projectPlaceholder} aria-hidden />
        )}
      </div>
      <div className={classes.projectInfo}>
        {categoryLabel && (
          <Badge variant="light" color="cyan" radius="sm" className={classes.projectCategory}>
            {categoryLabel}
          </Badge>
        )}
        <Title order={titleOrder} className={classes.title}>
          <CardTitle card={card} />
        </Title>
        <CardLink card={card} variant={variant} />
      </div>
    </>
  )
}

const views = { feature: FeatureCard, step: StepCard, tag: TagCard, project: ProjectCard } satisfies Record<Variant, unknown>

function FilterBar({ filters, active, onChange }: { filters: CardFilters; active: string | null; onChange: (value: string | null) => void }) {
  const options = [{ value: null, label: filters.allLabel }, ...filters.categories]
  return (
    <Group role="group" aria-label="Filter by category" justify="center" gap="xs" className={classes.filters}>
      {options.map((option) => {
        const pressed = option.value === active
        return (
          <Button
            key={option.value ?? '*'}
            variant={pressed ? 'filled' : 'default'}
            radius="xl"
            size="sm"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        )
      })}
    </Group>
  )
}

/**
 * A grid of cards in one of four looks. Cards may open a detail window (loaded on first use): each such card's
 * title is an island. A grid with filters redraws its cards: then the whole grid is one island.
 */
export function CardGrid(section: CardGridSection) {
  return section.filters ? <Island name="cardGrid" component={CardGridView} props={section} /> : <CardGridView {...section} />
}

export function CardGridView({ id, eyebrow, heading, intro, variant, columns, filters, cards }: CardGridSection) {
  const [category, setCategory] = useState<string | null>(null)

  const shown = cards.map((card, index) => ({ card, key: `${index}-${card.title}` })).filter(({ card }) => category === null || card.category === category)
  const labelOf = (value?: string) => (value ? (filters?.categories.find((c) => c.value === value)?.label ?? value) : undefined)
  const View = views[variant]
  const listRef = useRef<HTMLUListElement & HTMLOListElement>(null)
  useRevealOnScroll(listRef, '[data-card]', shown.length)
  const List = variant === 'step' ? 'ol' : 'ul'

  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      {filters && <FilterBar filters={filters} active={category} onChange={setCategory} />}
      {shown.length > 0 && (
        <List ref={listRef} data-card-list className={classes.grid} data-variant={variant} data-columns={Math.min(Math.max(columns, 1), 6)} style={{ '--cards-columns': columns } as CSSProperties} role="list">
          {shown.map(({ card, key }, index) => {
            const interactive = Boolean(card.details || card.to)
            return (
              <li
                key={key}
                className={classes.card}
                data-card
                data-variant={variant}
                data-interactive={interactive || undefined}
              >
                <View card={card} variant={variant} number={index + 1} categoryLabel={labelOf(card.category)} titleOrder={heading ? 3 : 2} />
              </li>
            )
          })}
        </List>
      )}
      {filters && (
        <div role="status">
          {shown.length === 0 && (
            <EmptyState
              className={classes.empty}
              variant="light"
              color="cyan"
              icon={<IconFolderOpen size={28} aria-hidden />}
              title={filters.emptyText}
            >
              <EmptyState.Actions>
                <Button variant="light" radius="xl" onClick={() => setCategory(null)}>
                  {filters.allLabel}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          )}
        </div>
      )}
    </SectionShell>
  )
}
