// Builds the site into dist/, all or nothing: everything is built in a fresh folder first,
// and dist/ is replaced only when every step succeeded.
import { existsSync, renameSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { formatReport, loadSite } from '../src/site/load-site'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = `${root}dist`
const staging = `${root}.dist-new`
const previous = `${root}.dist-old`

const result = loadSite()
if (result.errors.length > 0) {
  console.error(formatReport(result))
  process.exit(1)
}

rmSync(staging, { recursive: true, force: true })
try {
  await build({ root, configLoader: 'runner', logLevel: 'warn', build: { outDir: staging, emptyOutDir: true } })
} catch (error) {
  rmSync(staging, { recursive: true, force: true })
  console.error((error as Error).message)
  console.error('The build failed; dist/ was left as it was.')
  process.exit(1)
}

rmSync(previous, { recursive: true, force: true })
if (existsSync(dist)) renameSync(dist, previous)
renameSync(staging, dist)
rmSync(previous, { recursive: true, force: true })
console.log('Built dist/.')
