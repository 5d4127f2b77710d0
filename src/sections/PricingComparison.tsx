import { Box, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconChevronDown, IconX } from '@tabler/icons-react'
import { useId } from 'react'
import { IconBadge } from '@/components/IconBadge'
import type { Comparison } from '@/generated/site'
import disclosure from '@/components/Disclosure.module.css'
import classes from './PricingTable.module.css'

/** A tick, a cross or the text of one package's value for one feature. */
export function ComparisonValue({ value }: { value: boolean | string | undefined }) {
  if (value === true) {
    return (
      <IconBadge size={26} radius="xl" color="teal" className={classes.valueIcon}>
        <IconCheck size={16} stroke={2.5} aria-hidden />
        <VisuallyHidden component="span">Included</VisuallyHidden>
      </IconBadge>
    )
  }
  if (value === false) {
    return (
      <span className={classes.no}>
        <IconX size={18} stroke={2} aria-hidden />
        <VisuallyHidden component="span">Not included</VisuallyHidden>
      </span>
    )
  }
  if (value === undefined || value === '') return <span className={classes.no}>—</span>
  return <span className={classes.textValue}>{value}</span>
}

interface PricingComparisonProps {
  comparison: Comparison
  /** Level of the comparison's heading: the same as the package names. */
  order: 2 | 3
  /** Column heading to highlight (the popular package's name). */
  highlight?: string
}

/**
 * The feature comparison, drawn twice: a table from the sm breakpoint up, and on phones a list whose rows open one
 * by one. CSS picks which one shows, so the prerendered page never shifts and never reads the window's width.
 */
export function PricingComparison({ comparison, order, highlight }: PricingComparisonProps) {
  const headingId = useId()
  const { heading, featureLabel, columns, rows } = comparison
  const rowOrder = (order + 1) as 3 | 4
  return (
    <div className={classes.comparison}>
      <Title order={order} id={headingId} ta="center" className={classes.comparisonHeading}>
        {heading}
      </Title>

      <Box visibleFrom="sm" className={classes.tableFrame}>
        {/* A plain table: Mantine's Table brings its scroll container, whose script would add much to /pricing. */}
        <table aria-labelledby={headingId} className={classes.table}>
          <thead>
            <tr>
              <th scope="col" className={classes.featureHead}>
                {featureLabel}
              </th>
              {columns.map((column, index) => (
                <th key={index} scope="col" className={classes.centered} data-highlight={column === highlight || undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                <th scope="row" className={classes.featureCell}>
                  <span className={classes.featureName}>{row.name}</span>
                  {row.description && (
                    <Text component="span" size="sm" c="dimmed" className={classes.featureDescription}>
                      {row.description}
                    </Text>
                  )}
                </th>
                {columns.map((column, index) => (
                  <td key={index} className={classes.centered} data-highlight={column === highlight || undefined}>
                    <ComparisonValue value={row.values[index]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>

      <ComparisonRows columns={columns} rows={rows} order={rowOrder} highlight={highlight} />
    </div>
  )
}

/** On phones, the comparison as rows that open one by one: a <details> each, which needs no script. */
function ComparisonRows({ columns, rows, order, highlight }: { columns: string[]; rows: Comparison['rows']; order: 3 | 4; highlight?: string }) {
  const Feature = `h${order}` as const
  return (
    <Box hiddenFrom="sm" className={classes.mobileList}>
      {rows.map((row, rowIndex) => (
        <details key={rowIndex} className={`${disclosure.disclosure} ${classes.mobileItem}`}>
          <summary className={`${disclosure.summary} ${classes.mobileControl}`}>
            <Feature className={classes.mobileLabel}>{row.name}</Feature>
            <IconChevronDown size={18} stroke={2} aria-hidden className={classes.mobileChevron} />
          </summary>
          <div className={classes.mobileContent}>
            {row.description && (
              <Text size="sm" c="dimmed" mb="sm">
                {row.description}
              </Text>
            )}
            <dl className={classes.mobileValues}>
              {columns.map((column, index) => (
                <div key={index} className={classes.mobileValue} data-highlight={column === highlight || undefined}>
                  <dt>{column}</dt>
                  <dd>
                    <ComparisonValue value={row.values[index]} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </details>
      ))}
    </Box>
  )
}
