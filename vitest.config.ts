import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'
import { sitePlugin } from './src/engine/vite/site-plugin'

/**
 * The unit files `npm run test:quick` leaves to `npm test`: each takes 10 s or more (whole builds, fuzzing, property
 * tests of many runs, the loader against hostile input, a real git repository, the server's limits reached one by one), together most of the unit suite's time.
 */
const slowUnitFiles = [
  'tests/unit/cli.test.ts',
  'tests/unit/hostile-input.test.ts',
  'tests/unit/check-output.test.ts',
  'tests/unit/fuzz-loader.test.ts',
  'tests/unit/fuzz-chat-message.test.ts',
  'tests/unit/site-changes/inverse-property.test.ts',
  'tests/unit/site-changes/add-key.test.ts',
  'tests/unit/site-changes/rebase-property.test.ts',
  'tests/unit/hidden.test.ts',
  'tests/unit/site-diff.test.ts',
  'tests/unit/new-page.test.ts',
  'tests/unit/editing-server/publishing.test.ts',
  'tests/unit/editing-server/limits.test.ts',
]

/**
 * The files that replace a module with vi.mock, found by reading them: a module is replaced as it is first imported, so
 * each of them needs a fresh import of everything (an isolated file). The others share their worker's imports.
 */
const mockingFiles = ['src', 'tests/unit'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'))),
)

const include = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}']
const exclude = [...configDefaults.exclude, ...(process.env.TEST_QUICK ? slowUnitFiles : [])]

// Unit and component tests. Component tests opt into jsdom with a `@vitest-environment jsdom` comment.
export default defineConfig({
  plugins: [sitePlugin(), react()],
  define: { __SITE_EDITING__: 'false' },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Vitest's own report, and each file's time (the 10 slowest at the end; all of them for .ci/run).
    reporters: ['default', './tests/file-times-reporter.ts'],
    // The one harness: matchMedia for jsdom, and Testing Library's cleanup after each test.
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one, on CI's 2 cores. Unit files are single-threaded
    // work, so two run side by side in nearly half the time.
    maxWorkers: 2,
    projects: [
      // A worker runs its files one after another in one process and imports each module once: isolated, the files
      // spent more time importing (70 s) than testing. A file must leave the process as it found it: the environment
      // variables and globals it sets put back, the servers it starts closed.
      { extends: true, test: { name: 'unit', include, exclude: [...exclude, ...mockingFiles], isolate: false } },
      { extends: true, test: { name: 'unit-isolated', include: mockingFiles, exclude } },
    ],
  },
})
