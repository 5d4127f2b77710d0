import { afterEach } from 'vitest'
import { matchMediaStub } from './match-media'

// One setup for every unit test (vitest.config.ts `setupFiles`). Most run in node; component tests opt into
// jsdom with a `// @vitest-environment jsdom` comment, and only those get a DOM to prepare.
if (typeof window !== 'undefined') {
  // jsdom has no matchMedia: no query matches (no reduced motion, no dark-mode preference).
  window.matchMedia ??= matchMediaStub()
  // jsdom has no font loading: Mantine's growing text area listens for fonts that finish loading.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), writable: true, configurable: true })
  // Testing Library removes what it rendered only where `afterEach` is a global; vitest's globals are off.
  const { cleanup, configure } = await import('@testing-library/react')
  afterEach(cleanup)
  // findBy… and waitFor wait for what the test names (a dialog whose code loads on demand) up to 5 s, not 1 s:
  // the whole suite on two busy cores once took longer than 1 s to load a lazy module (CardGrid's detail window).
  configure({ asyncUtilTimeout: 5000 })
}
