import { Alert, Container } from '@mantine/core'
import { Component, type ReactNode } from 'react'

/** Keeps one broken section from blanking the whole page. */
export class SectionErrorBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error(`The ${this.props.type} section failed to draw:`, error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <Container size="lg" py="xl">
        <Alert color="red" title="This part of the page could not be shown">
          Please reload the page. If it keeps happening, contact us.
        </Alert>
      </Container>
    )
  }
}
