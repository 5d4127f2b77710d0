import { defineConfig } from 'vitest/config'

// End-to-end tests: the built dist/ in Debian's chromium. One file at a time: the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // A value polled for (expect.poll) waits for the page or the file as long as a locator would: on a loaded machine a
    // change takes more than the default second to reach site.yaml and the page.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 60_000,
  },
})
