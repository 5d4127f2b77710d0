import { defineConfig } from 'vitest/config'

// End-to-end tests: the built dist/ in Debian's chromium. One file at a time: the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
