// For `npm run bench`: the generated Astro page (../shared/bench/gen-pages.mjs) drawn with React and Mantine, as this
// project draws its pages, so that a build can be compared with Astro doing the same work. Static: Astro renders it
// on the server and sends no JavaScript for it. Lighter than this project's sections (no icons, no islands).
import { Accordion, Anchor, Button, Container, Group, MantineProvider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'

export default function Page({ p }) {
  return (
    <MantineProvider forceColorScheme="dark">
      <header>
        <Group component="nav" gap="md">
          <Anchor href="/">Home</Anchor>
          <Anchor href="/about/">About</Anchor>
        </Group>
      </header>
      <main>
        <Container component="section" size="md">
          <Stack align="center" gap="lg">
            <Title order={1} ta="center">{p.title}</Title>
            <Text ta="center" size="xl" c="dimmed" maw={680}>{p.description}</Text>
            <Button component="a" href="/contact/" size="lg">Get Started</Button>
          </Stack>
        </Container>
        <Container component="section" size="lg">
          <Title order={2}>Services</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {p.cards.map((card, index) => (
              <Paper component="article" key={index} withBorder radius="lg" p="xl">
                <Title order={3}>{card.title}</Title>
                <Text c="dimmed">{card.text}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
        <Container component="section" size="md">
          <Title order={2}>FAQ</Title>
          <Accordion variant="separated" keepMountedMode="display-none">
            {p.faq.map((item, index) => (
              <Accordion.Item key={index} value={String(index)}>
                <Accordion.Control>{item.q}</Accordion.Control>
                <Accordion.Panel>{item.a}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Container>
      </main>
      <footer>
        <Text size="sm">© Bench</Text>
      </footer>
    </MantineProvider>
  )
}
