import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/** How many e2e files run at once: the machine has 2 cores, and a file spends much of its time waiting on Chromium. */
export const e2eWorkers = 2

/**
 * The files that measure time (a frame, an animation, a page's first requests) or slow the CPU on purpose: they run
 * after the others, one at a time, so that another file's work is not in their figures.
 */
const measuring = ['tests/e2e/motion.e2e.ts', 'tests/e2e/phone-profile.e2e.ts', 'tests/e2e/early-taps.e2e.ts', 'tests/e2e/preload-timing.e2e.ts', 'tests/e2e/editing-panel.e2e.ts']

/**
 * The browser files of `npm run test:quick` (TEST_QUICK=1): every built page's HTML (its heading, title, description,
 * links and data), as a crawler or a browser without JavaScript reads it. The door of `npm start` to site.yaml is in
 * the quick unit tests (tests/unit/site-changes/site-edit-door.test.ts).
 */
const quick = ['tests/e2e/static-output.e2e.ts']

/** How many dev servers the global setup starts: one per worker, none for the quick set (it edits nothing). */
export const sharedDevServers = process.env.TEST_QUICK ? 0 : e2eWorkers

const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.e2e.ts'], exclude: measuring, maxWorkers: e2eWorkers, sequence: { groupOrder: 0 } } },
  { extends: true, test: { name: 'e2e-measuring', include: measuring, maxWorkers: 1, sequence: { groupOrder: 1 } } },
]
const quickProjects: TestProjectInlineConfiguration[] = [{ extends: true, test: { name: 'e2e-quick', include: quick, maxWorkers: e2eWorkers } }]

// End-to-end tests: the built dist/ in Debian's chromium. What the files share is started once by the global setup (the
// browser, the dev servers); see README, "The test suite".
export default defineConfig({
  test: {
    // Vitest's own report, and each file's time (the 10 slowest at the end; all of them for .ci/run).
    reporters: ['default', './tests/file-times-reporter.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // A worker runs its files one after another in one process, which imports playwright, Vite and the project's
    // modules once: isolated, each file paid 4-6 s for its imports. A file must leave the process as it found it (its
    // environment variables put back, its servers closed in afterAll).
    isolate: false,
    testTimeout: 60_000,
    // A value polled for (expect.poll) waits for the page or the file as long as a locator would: on a loaded machine a
    // change takes more than the default second to reach site.yaml and the page.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 60_000,
    projects: process.env.TEST_QUICK ? quickProjects : projects,
  },
})
