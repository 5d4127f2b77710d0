import { Anchor, Container, Text, Title } from '@mantine/core'
import examples from 'virtual:section-examples'
import { SectionList } from '@/sections/SectionList'
import classes from './Gallery.module.css'

/** Every section type, each under its name, drawn from its catalogue example, with the YAML that draws it. */
export function Gallery() {
  // ?only=<type>: that example alone, as the editing interface's "Add a section" shows it in small (src/editing-interface/).
  const only = new URLSearchParams(window.location.search).get('only')
  const drawn = only && examples.find((example) => example.type === only)
  if (drawn)
    return (
      <main data-gallery-only={only}>
        <SectionList sections={[drawn.section]} />
      </main>
    )
  return (
    <main>
      <Container size="lg" className={classes.intro}>
        <Title order={1}>Section gallery</Title>
        <Text c="dimmed" mt="sm" maw={760}>
          Every kind of section a page of site.yaml can hold, drawn from its example in docs/sections.md. Copy the
          YAML under a section into a page's sections: to use it. Only the development server (npm start) has this
          page; the built site does not.
        </Text>
        <ul className={classes.index}>
          {examples.map(({ type }) => (
            <li key={type}>
              <Anchor href={`#gallery-${type}`} className={classes.label}>
                {type}
              </Anchor>
            </li>
          ))}
        </ul>
      </Container>
      {examples.map(({ type, description, yaml, section }) => (
        <article key={type} data-section-type={type} aria-labelledby={`gallery-${type}`}>
          <Container size="lg" className={classes.entry}>
            <Title order={2} id={`gallery-${type}`} className={classes.label}>
              {type}
            </Title>
            <Text c="dimmed" mt="xs">
              {description}
            </Text>
          </Container>
          <div className={classes.drawn} data-gallery-drawn>
            <SectionList sections={[section]} />
          </div>
          <Container size="lg">
            <details>
              <summary>The YAML of this example</summary>
              <pre className={classes.yaml}>{yaml}</pre>
            </details>
          </Container>
        </article>
      ))}
    </main>
  )
}
