import { Badge, Button, List, Paper, SimpleGrid, Text, Title, VisuallyHidden, type SimpleGridProps } from '@mantine/core'
import { IconClock } from '@tabler/icons-react'
import { useId } from 'react'
import type { Plan, PricingTableSection } from '@/generated/site'
import { buttonVariants } from '@/components/ButtonRow'
import { SectionShell } from '@/components/SectionShell'
import { SmartLink } from '@/components/SmartLink'
import { Tick } from '@/components/Tick'
import { PricingComparison } from './PricingComparison'
import classes from './PricingTable.module.css'
import { useSiteLook } from '@/theme/ThemeProvider'

type HeadingOrder = 2 | 3

/** Side by side only where each card still has room: three packages from the md breakpoint, two from sm. */
function columnsFor(count: number): SimpleGridProps['cols'] {
  if (count === 1) return { base: 1 }
  if (count === 2) return { base: 1, sm: 2 }
  if (count === 3) return { base: 1, md: 3 }
  return { base: 1, sm: 2, lg: count === 4 ? 4 : 3 }
}

function PlanCard({ plan, order }: { plan: Plan; order: HeadingOrder }) {
  const nameId = useId()
  const { primary, accent } = useSiteLook()
  const { name, description, price, priceNote, timeframe, popular = false, badge, features, button } = plan
  return (
    <Paper component="li" radius="lg" className={classes.plan} data-popular={popular || undefined} aria-labelledby={nameId}>
      {badge && (
        <Badge
          className={classes.badge}
          variant={popular ? 'gradient' : 'light'}
          gradient={{ from: `${primary}.8`, to: `${accent}.9`, deg: 90 }}
          size="lg"
          radius="xl"
        >
          {badge}
        </Badge>
      )}
      <Title order={order} id={nameId} className={classes.name}>
        {name}
      </Title>
      {description && <Text className={classes.description}>{description}</Text>}
      <div className={classes.priceRow}>
        <span className={classes.price}>{price}</span>
        {priceNote && <span className={classes.priceNote}>{priceNote}</span>}
      </div>
      {timeframe && (
        <div className={classes.timeframe}>
          <IconClock size={18} stroke={1.8} aria-hidden />
          <span>
            <VisuallyHidden component="span">Timeframe: </VisuallyHidden>
            {timeframe}
          </span>
        </div>
      )}
      {features.length > 0 && (
        <List
          className={classes.features}
          spacing="sm"
          center
          icon={<Tick color="teal" size={22} />}
        >
          {features.map((feature, index) => (
            <List.Item key={index}>{feature}</List.Item>
          ))}
        </List>
      )}
      <Button
        component={SmartLink}
        to={button.to}
        variant={buttonVariants[button.variant]}
        size="md"
        radius="md"
        fullWidth
        className={classes.button}
        // Three "Get Started" links: the package name tells them apart for screen readers.
        aria-describedby={nameId}
      >
        {button.label}
      </Button>
    </Paper>
  )
}

/** Package cards with prices, side by side on wide screens, and an optional feature comparison. */
export function PricingTable({ id, eyebrow, heading, intro, plans, comparison }: PricingTableSection) {
  // Package names sit one level under the section heading; without one they are the page's second level.
  const order: HeadingOrder = heading ? 3 : 2
  const popularPlan = plans.find((plan) => plan.popular)?.name
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <SimpleGrid
        component="ul"
        cols={columnsFor(plans.length)}
        spacing="xl"
        verticalSpacing={40}
        className={classes.plans}
        data-count={plans.length > 3 ? 'many' : plans.length}
      >
        {plans.map((plan, index) => (
          <PlanCard key={index} plan={plan} order={order} />
        ))}
      </SimpleGrid>
      {comparison && <PricingComparison comparison={comparison} order={order} highlight={popularPlan} />}
    </SectionShell>
  )
}
