import { defineConfig } from 'vitest/config'

// End-to-end tests: the built dist/ in Debian's chromium. One file at a time: the machine has 2 cores. What the files
// share is started once by the global setup (the browser, the dev server); see README, "The test suite".
export default defineConfig({
  test: {
    // Vitest's own report, and each file's time (the 10 slowest at the end; all of them for .ci/run).
    reporters: ['default', './tests/file-times-reporter.ts'],
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    // The files run one after another in one process, which imports playwright, Vite and the project's modules once:
    // isolated, each file paid 4-6 s for its imports. A file must leave the process as it found it (its environment
    // variables put back, its servers closed in afterAll).
    isolate: false,
    testTimeout: 60_000,
    // A value polled for (expect.poll) waits for the page or the file as long as a locator would: on a loaded machine a
    // change takes more than the default second to reach site.yaml and the page.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 60_000,
  },
})
