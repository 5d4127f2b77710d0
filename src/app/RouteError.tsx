import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { useRouteError } from 'react-router-dom'

/** Shown when a page cannot load (for example, a lost connection while its part of the site downloads). */
export function RouteError() {
  const error = useRouteError()
  console.error('The page could not be shown:', error)
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed" ta="center">
          This page could not be shown. Check your connection and try again.
        </Text>
        <Button component="a" href="/">
          Return to Home
        </Button>
      </Stack>
    </Container>
  )
}
