import { Grid } from '@mantine/core'
import type { ColumnsSection } from '@/generated/site'
import { SectionShell } from '@/components/SectionShell'
import { SectionList } from './SectionList'

const spans = {
  equal: (count: number) => Array(count).fill(12 / count),
  wideFirst: (count: number) => (count === 2 ? [7, 5] : [6, 3, 3]),
  wideLast: (count: number) => (count === 2 ? [5, 7] : [3, 3, 6]),
}

/** Sections side by side on wide screens, stacked on phones. */
export function Columns({ id, eyebrow, heading, intro, widths, columns }: ColumnsSection) {
  const span = spans[widths](columns.length)
  return (
    <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Grid gap="xl">
        {columns.map((column, index) => (
          <Grid.Col key={index} span={{ base: 12, md: span[index] }} className="nested-sections">
            <SectionList sections={column.sections} />
          </Grid.Col>
        ))}
      </Grid>
    </SectionShell>
  )
}
