import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { fileFingerprints, fingerprints } from '../../tools/built-html'
import { distFolder } from '../../tools/dist'

// The built HTML of every page is what it was when the fingerprints were taken, asset hashes aside: a change to the
// engine's code that should change nothing for a visitor (a move, a refactor) is held to it. The fingerprints were
// taken from the build before the engine moved into src/engine/. A change meant to alter the pages takes
// new ones: `UPDATE_BUILT_HTML=1 npx vitest run --config vitest.e2e.config.ts tests/e2e/built-html.e2e.ts`, and the
// commit says why; `npm run compare-html -- <old build> <new build>` shows where two builds differ.
// Retaken when the theme came to site.yaml, from a build of the commit before it (1bc0b8b), with CSS modules' class hashes also taken
// out (tools/built-html.ts): the site's stylesheets came to follow site.theme, which renamed every class (a module's
// hash is of its whole text) while the real site's pages stayed otherwise byte for byte the same.

const root = fileURLToPath(new URL('../..', import.meta.url))
const dist = distFolder()
const fixture = join(root, 'tests/fixtures/built-html.json')

test('every built page is byte for byte the HTML the fingerprints were taken from, asset hashes aside', () => {
  const now = fingerprints(dist)
  if (process.env.UPDATE_BUILT_HTML) writeFileSync(fixture, `${JSON.stringify(now, null, 2)}\n`)
  const expected = JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, string>
  expect(Object.keys(now)).toEqual(Object.keys(expected))
  const differing = Object.keys(now).filter((file) => now[file] !== expected[file])
  expect(differing, 'pages whose HTML changed').toEqual([])
})

// The same for every file of the build, scripts and styles too. Taken when the preview's editing interface came:
// it adds nothing to the built site. Its code is behind `import.meta.env.DEV` (SectionList) or loaded by a
// URL the bundler does not follow (src/engine/contract/entries.js, editorEntry), so even the bundler's module graph,
// and with it the names of the shared chunks, is what it was without it. Checked then against a build of the commit
// before it, in the same folder layout: no file differed. Retaken when the theme came: the pages are the same (the test
// above), the scripts and the stylesheet are not (the theme's colours as variables, icons drawn from the site's data
// instead of 48 bundled ones, 25 social networks, five new kinds of form field), and _data/icons.json is new.
const filesFixture = join(root, 'tests/fixtures/built-files.json')

test('every built file (HTML, scripts, styles, pictures) is byte for byte what it was, asset hashes aside', () => {
  const now = fileFingerprints(dist)
  if (process.env.UPDATE_BUILT_HTML) writeFileSync(filesFixture, `${JSON.stringify(now, null, 2)}\n`)
  const expected = JSON.parse(readFileSync(filesFixture, 'utf8')) as Record<string, string>
  expect(Object.keys(now).sort()).toEqual(Object.keys(expected).sort())
  const differing = Object.keys(now).filter((file) => now[file] !== expected[file])
  expect(differing, 'files that changed').toEqual([])
})
