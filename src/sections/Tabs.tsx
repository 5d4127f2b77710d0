import { Container, Paper, Title } from '@mantine/core'
import { useId } from 'react'
import type { TabsSection } from '@/generated/site'
import { SectionList } from './SectionList'
import classes from './Tabs.module.css'

/** The name of tabs without a heading: what choosing one does ("Choose a form" for the contact page's forms). */
export function tabsName(tabs: TabsSection['tabs']): string {
  return tabs.every((tab) => tab.sections.some((section) => section.type === 'form')) ? 'Choose a form' : 'Choose a tab'
}

/**
 * Tabs that each hold sections. The tabs are radio buttons (one always chosen, arrow keys move between them) and
 * CSS shows the chosen one's panel, so they work before any script runs. Every panel stays in the page, so
 * switching keeps what was typed in a form.
 */
export function Tabs({ id, heading, tabs }: TabsSection) {
  const name = useId()
  const headingId = `${name}heading`
  const labelId = (index: number) => `${name}tab-${index}`
  return (
    <section id={id} className={classes.section}>
      <Container size="md" px={0}>
        {heading && (
          <Title order={2} ta="center" mb="lg" id={headingId}>
            {heading}
          </Title>
        )}
        <Paper className={classes.panel} radius="lg">
          {/* Named by the heading, or by what choosing does: a group of radio buttons without a name is announced as "group" alone. */}
          <div role="radiogroup" aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : tabsName(tabs)} className={classes.list}>
            {tabs.map((tab, index) => (
              <label key={index} className={classes.tab}>
                <input type="radio" name={name} value={index} defaultChecked={index === 0} className={classes.radio} data-tab={index} />
                <span id={labelId(index)}>{tab.label}</span>
              </label>
            ))}
          </div>
          {tabs.map((tab, index) => (
            <div key={index} role="group" aria-labelledby={labelId(index)} className={`${classes.tabPanel} nested-sections`} data-tab-panel={index}>
              <SectionList sections={tab.sections} />
            </div>
          ))}
        </Paper>
      </Container>
    </section>
  )
}
