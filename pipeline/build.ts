// Builds the site into dist/, all or nothing: the client bundle, a server bundle, then one static HTML file per
// page. Nothing in dist/ changes until every page is drawn: a whole new build is made in a fresh folder that
// replaces dist/; a build with the code and public/ of the last one writes only the files that change, beside
// dist/, and then moves them in.
import { cpSync, existsSync, renameSync, rmdirSync, rmSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { defaultSiteFile } from '../src/site/load-site'
import { checkForBuild, checkInOwnProcess } from './build-check'
import { buildRecords, bundleCache, codeHash, pieceStoreFor, publicHash } from './bundle-cache'
import { folderMaker, prerender, Renderers, type Prerendered } from './prerender'

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
const pieceStore = pieceStoreFor(root, siteFile ?? defaultSiteFile, bundlesHash)
// With the bundles from the cache, site.yaml is checked here, now; else beside Vite's builds (below).
let site = cached ? checkForBuild(siteFile, pieceStore) : undefined
if (cached && !site) process.exit(1)

const fromProject = createRequire(join(root, 'package.json'))
const dependencies = Object.keys((fromProject('./package.json') as { dependencies: Record<string, string> }).dependencies)
/** The packages the server bundle imports from node_modules (see the server build below). */
const fromNodeModules = ['react', 'react-dom', 'framer-motion', ...dependencies.filter((name) => name.startsWith('@tsparticles/'))]
/**
 * Their modules, imported by the server bundle from this project's node_modules by their full address: the
 * bundle is kept in a cache that may be anywhere (SITE_BUNDLE_CACHE), where a bare 'react' finds no node_modules.
 * (The cache's key holds the project's folder, see codeHash.)
 */
const fromProjectModules = (id: string) => (fromNodeModules.some((name) => id === name || id.startsWith(`${name}/`)) ? pathToFileURL(fromProject.resolve(id)).href : id)

function cleanUp() {
  rmSync(staging, { recursive: true, force: true })
  rmSync(serverOut, { recursive: true, force: true })
}

cleanUp()
const records = buildRecords(root, dist)
const publicFiles = publicHash(root)
// The last build into dist/, if the cache knows what it was drawn from: its unchanged pages are kept.
const lastRecord = useCache && existsSync(dist) ? records.read() : undefined
const inPlace = Boolean(cached && lastRecord?.bundles === bundlesHash && lastRecord.public === publicFiles)
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1)
const timings: string[] = cached ? [`check ${seconds(started)} s`] : []
let rendered: Prerendered
try {
  let phase = performance.now()
  let bundleDir = staging
  if (inPlace) {
    bundleDir = cached!.client // dist/ has these bundles and public/ already
    timings.push('bundles and public/ as in the last build')
  } else if (cached) {
    cpSync(cached.client, staging, { recursive: true })
    timings.push(`bundles from the cache ${seconds(phase)} s`)
  } else {
    // The two bundles do not depend on each other: built side by side, they keep both cores busy. Both are
    // awaited even when one fails, so the clean-up below never races a build still writing its files.
    const { build } = await import('vite') // only here: a build from the cache never loads Vite
    const checking = checkInOwnProcess(root)
    const building = Promise.allSettled([
      build({ root, configLoader: 'runner', logLevel: 'warn', build: { outDir: staging, emptyOutDir: true, manifest: true, copyPublicDir: false } }),
      build({
        root,
        configLoader: 'runner',
        logLevel: 'warn',
        // One bundle with only what the pages use: importing Mantine and the icons whole from node_modules
        // costs the prerender over a second per build. The exceptions are not worth bundling: React and React
        // DOM load from node_modules in milliseconds, and the page never draws the particles or the sparkles on
        // the server. Bundling them took 0.5-0.9 s and 120 MB of every cold build.
        ssr: { noExternal: true, external: fromNodeModules },
        build: {
          ssr: 'src/engine/server/entry-server.tsx',
          chunkSizeWarningLimit: 5000,
          outDir: serverOut,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.js', paths: fromProjectModules } },
        },
      }),
    ])
    site = await checking
    if (!site) {
      // The check said what is wrong; the bundles are let finish so that the clean-up does not race them.
      await building
      cleanUp()
      process.exit(1)
    }
    for (const bundle of await building) if (bundle.status === 'rejected') throw bundle.reason
    if (useCache) cache.store(staging, serverOut)
    timings.push(`bundles, with the check beside them, ${seconds(phase)} s`)
  }
  // public/ (images, icons, _headers) is content: copied as it is into every new build.
  if (!inPlace && existsSync(join(root, 'public'))) cpSync(join(root, 'public'), staging, { recursive: true })
  phase = performance.now()
  rendered = await prerender(staging, renderers, site!, { bundles: bundlesHash, public: publicFiles, bundleDir }, lastRecord && { dir: dist, record: lastRecord, inPlace })
  await renderers.stop()
  timings.push(`prerender ${seconds(phase)} s${rendered.drawn < rendered.pages ? `: ${rendered.drawn} drawn, ${rendered.pages - rendered.drawn} unchanged` : ''}`)
} catch (error) {
  await renderers.stop()
  cleanUp()
  console.error((error as Error).message)
  console.error('The build failed; dist/ was left as it was.')
  process.exit(1)
}

// Every page is drawn: from here on, dist/ changes. The record goes first: it must never describe another build
// than the one in the folder (a build stopped halfway through this leaves none, and the next draws every page).
// Without the cache there is none (and the folder's new stamp voids the one a cache keeps, see buildRecords).
if (useCache) records.forget()
if (inPlace) {
  // Each file replaced by a rename: a visitor of the folder never sees a file half written.
  const makeFolder = folderMaker()
  for (const file of rendered.written) {
    makeFolder(dirname(join(dist, file)))
    renameSync(join(staging, file), join(dist, file))
  }
  for (const file of rendered.removed) {
    rmSync(join(dist, file), { force: true })
    // The page's folder and those above it, up to the first that holds another page.
    for (let folder = dirname(join(dist, file)); folder.startsWith(dist + sep); folder = dirname(folder)) {
      try {
        rmdirSync(folder)
      } catch {
        break
      }
    }
  }
  rmSync(staging, { recursive: true, force: true })
} else {
  rmSync(previous, { recursive: true, force: true })
  if (existsSync(dist)) renameSync(dist, previous)
  renameSync(staging, dist)
  rmSync(previous, { recursive: true, force: true })
}
rmSync(serverOut, { recursive: true, force: true })
if (useCache) records.write(rendered.record)
console.log(`Built ${dist}: ${rendered.pages} pages in ${seconds(started)} s (${timings.join(', ')}).`)
