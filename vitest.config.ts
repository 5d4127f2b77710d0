import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { sitePlugin } from './src/engine/vite/site-plugin'

// Unit and component tests. Component tests opt into jsdom with a `@vitest-environment jsdom` comment.
export default defineConfig({
  plugins: [sitePlugin(), react()],
  define: { __SITE_EDITING__: 'false' },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Vitest's own report, and each file's time (the 10 slowest at the end; all of them for .ci/run).
    reporters: ['default', './tests/file-times-reporter.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    // The one harness: matchMedia for jsdom, and Testing Library's cleanup after each test.
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
  },
})
