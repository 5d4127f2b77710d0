import { Container, Paper, Tabs as MantineTabs, Title } from '@mantine/core'
import type { TabsSection } from '@/generated/site'
import { Island } from '@/islands/Island'
import { SectionList } from './SectionList'
import classes from './Tabs.module.css'

/** Tabs that each hold sections: an island, with the sections of every tab inside it. */
export function Tabs(section: TabsSection) {
  return <Island name="tabs" component={TabsView} props={section} />
}

/** Every panel stays mounted, so switching keeps what was typed in a form. */
export function TabsView({ id, heading, tabs }: TabsSection) {
  const value = (index: number) => `tab-${index}`
  return (
    <section id={id} className={classes.section}>
      <Container size="md" px={0}>
        {heading && (
          <Title order={2} ta="center" mb="lg">
            {heading}
          </Title>
        )}
        <Paper className={classes.panel} radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <MantineTabs defaultValue={value(0)} keepMounted variant="pills" radius="md">
            <MantineTabs.List grow mb="lg">
              {tabs.map((tab, index) => (
                <MantineTabs.Tab key={tab.label} value={value(index)}>
                  {tab.label}
                </MantineTabs.Tab>
              ))}
            </MantineTabs.List>
            {tabs.map((tab, index) => (
              <MantineTabs.Panel key={tab.label} value={value(index)} className="nested-sections">
                <SectionList sections={tab.sections} />
              </MantineTabs.Panel>
            ))}
          </MantineTabs>
        </Paper>
      </Container>
    </section>
  )
}
