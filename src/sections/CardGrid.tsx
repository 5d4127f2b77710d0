import { Badge, Button, EmptyState, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconArrowRight, IconExternalLink, IconFolderOpen } from '@tabler/icons-react'
import { useId, useRef, type CSSProperties } from 'react'
import { IconBadge } from '@/components/IconBadge'
import type { Card, CardFilters, CardGridSection } from '@/generated/site'
import { DetailButton } from '@/components/DetailButton'
import { DetailModal } from '@/components/DetailModal'
import { Icon } from '@/components/Icon'
import { SectionShell } from '@/components/SectionShell'
import { useRevealOnScroll } from '@/components/use-reveal-on-scroll'
import { isExternal, SmartLink } from '@/components/SmartLink'
import classes from './CardGrid.module.css'
import { useSiteLook } from '@/theme/ThemeProvider'


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
  /** The id of the card's detail window, when it has details. */
  dialogId: string
}

/**
 * The card's title, and the card's main action when it has one: a button that opens the details,
 * else a link to `to`. Either is stretched over the whole card, so the title is the accessible name.
 */
function CardTitle({ card, dialogId }: Pick<CardViewProps, 'card' | 'dialogId'>) {
  if (card.details) return <DetailButton title={card.title} dialogId={dialogId} className={classes.action} />
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

function FeatureCard({ card, variant, titleOrder, dialogId }: CardViewProps) {
  return (
    <>
      <CardImage card={card} className={classes.featureImage} />
      {card.icon && (
        <IconBadge size={56} className={classes.icon}>
          <Icon name={card.icon} size={30} />
        </IconBadge>
      )}
      <Title order={titleOrder} className={classes.title}>
        <CardTitle card={card} dialogId={dialogId} />
      </Title>
      {card.text && <Text className={classes.text}>{card.text}</Text>}
      <CardLink card={card} variant={variant} />
    </>
  )
}

function StepCard({ card, number, variant, titleOrder, dialogId }: CardViewProps) {
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
        <CardTitle card={card} dialogId={dialogId} />
      </Title>
      {card.text && <Text className={classes.text}>{card.text}</Text>}
      <CardLink card={card} variant={variant} />
    </>
  )
}

function TagCard({ card, dialogId }: CardViewProps) {
  return (
    <>
      {card.icon && <Icon name={card.icon} size={20} className={classes.tagIcon} />}
      <span className={classes.tagName}>
        <CardTitle card={card} dialogId={dialogId} />
      </span>
    </>
  )
}

function ProjectCard({ card, categoryLabel, variant, titleOrder, dialogId }: CardViewProps) {
  const { accent } = useSiteLook()
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
          <Badge variant="light" color={accent} radius="sm" className={classes.projectCategory}>
            {categoryLabel}
          </Badge>
        )}
        <Title order={titleOrder} className={classes.title}>
          <CardTitle card={card} dialogId={dialogId} />
        </Title>
        <CardLink card={card} variant={variant} />
      </div>
    </>
  )
}

const views = { feature: FeatureCard, step: StepCard, tag: TagCard, project: ProjectCard } satisfies Record<Variant, unknown>

/**
 * The category filters: radio inputs, so they work before any script runs and with none. The stylesheet
 * hides the cards of other categories and shows the empty state, by the index each radio and card carry.
 */
function FilterBar({ filters, name }: { filters: CardFilters; name: string }) {
  const options = [{ value: '', label: filters.allLabel }, ...filters.categories]
  return (
    <fieldset className={classes.filters}>
      <legend className={classes.legend}>Filter by category</legend>
      {options.map((option, index) => (
        <label key={index} className={classes.filter}>
          {/* Named by its own pill only: the empty state's "all" is a second label of the first radio. */}
          <input type="radio" name={name} id={`${name}-${index}`} value={option.value} defaultChecked={index === 0} data-filter={index} aria-labelledby={`${name}-${index}-label`} />
          <span id={`${name}-${index}-label`}>{option.label}</span>
        </label>
      ))}
    </fieldset>
  )
}

/**
 * A grid of cards in one of four looks, all of it HTML that works without a script: a card with details opens
 * its native detail window, and filters are radio inputs.
 */
export function CardGrid({ id, eyebrow, heading, intro, variant, columns, filters, cards }: CardGridSection) {
  const baseId = useId()
  const { accent } = useSiteLook()
  const filterName = `${baseId}-filter`
  const dialogId = (index: number) => `${baseId}-details-${index}`
  const labelOf = (value?: string) => (value ? (filters?.categories.find((c) => c.value === value)?.label ?? value) : undefined)
  /** A card's category as the index of its filter (1…), which the stylesheet matches with the chosen radio. */
  const filterOf = (card: Card) => {
    const index = filters?.categories.findIndex((category) => category.value === card.category) ?? -1
    return index >= 0 ? index + 1 : undefined
  }
  const View = views[variant]
  const listRef = useRef<HTMLUListElement & HTMLOListElement>(null)
  useRevealOnScroll(listRef, '[data-card]', cards.length)
  const List = variant === 'step' ? 'ol' : 'ul'

  const grid = (
    <List ref={listRef} data-card-list className={classes.grid} data-variant={variant} data-columns={Math.min(Math.max(columns, 1), 6)} style={{ '--cards-columns': columns } as CSSProperties} role="list">
      {cards.map((card, index) => {
        const interactive = Boolean(card.details || card.to)
        return (
          <li key={`${index}-${card.title}`} className={classes.card} data-card data-variant={variant} data-interactive={interactive || undefined} data-filter={filters ? filterOf(card) : undefined}>
            <View card={card} variant={variant} number={index + 1} categoryLabel={labelOf(card.category)} titleOrder={heading ? 3 : 2} dialogId={dialogId(index)} />
          </li>
        )
      })}
    </List>
  )
  const dialogs = cards.map((card, index) => card.details && <DetailModal key={`${index}-${card.title}`} card={card} id={dialogId(index)} />)

  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      {filters ? (
        <div className={classes.filtered}>
          <FilterBar filters={filters} name={filterName} />
          {grid}
          {/* Always there, empty to assistive technology until the stylesheet shows the empty state in it. */}
          <div role="status">
            <div className={classes.emptyBox}>
              <EmptyState className={classes.empty} variant="light" color={accent} icon={<IconFolderOpen size={28} aria-hidden />} title={filters.emptyText}>
                <EmptyState.Actions>
                  <Button component="label" htmlFor={`${filterName}-0`} variant="light" radius="xl">
                    {filters.allLabel}
                  </Button>
                </EmptyState.Actions>
              </EmptyState>
            </div>
          </div>
        </div>
      ) : (
        grid
      )}
      {dialogs}
    </SectionShell>
  )
}
