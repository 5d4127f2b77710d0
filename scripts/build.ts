// Builds the site into dist/, all or nothing: the client bundle, a server bundle, then one static
// HTML file per page, all in a fresh folder; dist/ is replaced only when every step succeeded.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultSiteFile, formatProblem, formatReport, loadSiteReusing } from '../src/site/load-site'
import { buildRecords, bundleCache, codeHash, pieceStoreFile } from './bundle-cache'
import { prerender, Renderers, type BuildRecord } from './prerender'

// SITE_FILE and SITE_OUT_DIR build another site file elsewhere (the tests and the benchmark use them).
const root = fileURLToPath(new URL('..', import.meta.url))
const siteFile = process.env.SITE_FILE ? resolve(process.env.SITE_FILE) : undefined
const dist = resolve(process.env.SITE_OUT_DIR ?? `${root}dist`)
const staging = `${dist}.new`
const serverOut = `${dist}.server`
const previous = `${dist}.old`

// The prerender imports React and Mantine from node_modules: their production builds are several times faster.
process.env.NODE_ENV = 'production'
const started = performance.now()
const useCache = process.env.SITE_BUNDLE_CACHE !== 'off'
// The bundles, the pages' record and the check's parse of each piece of site.yaml hold for this code only.
const bundlesHash = codeHash(root)
const cache = bundleCache(root, bundlesHash)
// The bundles hold code only: the same code's bundles come from the cache (SITE_BUNDLE_CACHE=off: never).
const cached = useCache ? cache.find() : undefined
const serverEntry = cached ? join(cached.server, 'entry-server.js') : `${serverOut}/entry-server.js`
const renderers = new Renderers(serverEntry)
// With the server bundle at hand, a worker loads it while site.yaml is checked.
if (cached) renderers.grow(1)
const pieceStore = useCache ? { file: pieceStoreFile(root, siteFile ?? defaultSiteFile), version: bundlesHash } : undefined
const result = loadSiteReusing(siteFile, { pieceStore })
if (result.errors.length > 0) {
  console.error(formatReport(result))
  process.exit(1)
}
// Briefly: `npm run check` lists them all.
for (const warning of result.warnings.slice(0, 5)) console.warn(formatProblem(warning, result.source, 'site.yaml', false))
if (result.warnings.length > 5) console.warn(`…and ${result.warnings.length - 5} more warnings: run npm run check to see them all.`)

function cleanUp() {
  rmSync(staging, { recursive: true, force: true })
  rmSync(serverOut, { recursive: true, force: true })
}

cleanUp()
let pageCount = 0
let record: BuildRecord | undefined
const records = buildRecords(root, dist)
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1)
const timings: string[] = [`check ${seconds(started)} s`]
try {
  let phase = performance.now()
  if (cached) {
    cpSync(cached.client, staging, { recursive: true })
    timings.push(`bundles from the cache ${seconds(phase)} s`)
  } else {
    // The two bundles do not depend on each other: built side by side, they keep both cores busy. Both are
    // awaited even when one fails, so the clean-up below never races a build still writing its files.
    const { build } = await import('vite') // only here: a build from the cache never loads Vite
    const bundles = await Promise.allSettled([
      build({ root, configLoader: 'runner', logLevel: 'warn', build: { outDir: staging, emptyOutDir: true, manifest: true, copyPublicDir: false } }),
      build({
        root,
        configLoader: 'runner',
        logLevel: 'warn',
        // One bundle with only what the pages use: importing Mantine and the icons whole from node_modules
        // costs the prerender over a second per build.
        ssr: { noExternal: true },
        build: { ssr: 'src/app/entry-server.tsx', chunkSizeWarningLimit: 5000, outDir: serverOut, emptyOutDir: true, copyPublicDir: false, rollupOptions: { output: { entryFileNames: 'entry-server.js' } } },
      }),
    ])
    for (const bundle of bundles) if (bundle.status === 'rejected') throw bundle.reason
    if (useCache) cache.store(staging, serverOut)
    timings.push(`bundles ${seconds(phase)} s`)
  }
  // public/ (images, icons, _headers) is content: copied as it is into every build.
  if (existsSync(join(root, 'public'))) cpSync(join(root, 'public'), staging, { recursive: true })
  phase = performance.now()
  // The pages of the last build into dist/ are kept where nothing they are drawn from changed.
  const lastRecord = useCache && existsSync(dist) ? records.read() : undefined
  const rendered = await prerender(staging, renderers, result.site!, bundlesHash, lastRecord && { dir: dist, record: lastRecord })
  await renderers.stop()
  pageCount = rendered.pages
  record = rendered.record
  timings.push(`prerender ${seconds(phase)} s${rendered.drawn < rendered.pages ? `: ${rendered.drawn} drawn, ${rendered.pages - rendered.drawn} unchanged` : ''}`)
} catch (error) {
  await renderers.stop()
  cleanUp()
  console.error((error as Error).message)
  console.error('The build failed; dist/ was left as it was.')
  process.exit(1)
}

records.forget()
rmSync(previous, { recursive: true, force: true })
if (existsSync(dist)) renameSync(dist, previous)
renameSync(staging, dist)
rmSync(previous, { recursive: true, force: true })
rmSync(serverOut, { recursive: true, force: true })
if (useCache && record) records.write(record)
console.log(`Built ${dist}: ${pageCount} pages in ${seconds(started)} s (${timings.join(', ')}).`)
