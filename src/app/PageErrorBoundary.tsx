import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Component, type ReactNode } from 'react'

/** Shown when a page cannot load (for example, a lost connection while its part of the site downloads). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('The page could not be shown:', error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <Container size="sm" py={80}>
        <Stack align="center" gap="md">
          <Title order={1}>Something went wrong</Title>
          <Text c="dimmed" ta="center">
            This page could not be shown. Check your connection and try again.
          </Text>
          <Button component="a" href={typeof window === 'undefined' ? '/' : window.location.href}>
            Try again
          </Button>
        </Stack>
      </Container>
    )
  }
}
