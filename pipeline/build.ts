// Builds the site into dist/, all or nothing: the client bundle, a server bundle, then one static HTML file per
// page. Nothing in dist/ changes until every page is drawn: a whole new build is made in a fresh folder that
// replaces dist/; a build with the code and public/ of the last one writes only the files that change, beside
// dist/, and then moves them in.
import { cpSync, existsSync, renameSync, rmdirSync, rmSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { SiteConfig } from '../src/generated/site'
import { serverEntry } from '../src/engine/contract/entries.js'
import { siteFolders } from '../src/site/load-site'
import { checkForBuild, checkInOwnProcess } from './build-check'
import { buildRecords, bundleCache, codeHash, pieceStoreFor, publicHash } from './bundle-cache'
import { headersFile } from './headers-file'
import { folderMaker, prerender, Renderers, type BuildRecord, type Prerendered } from './prerender'

/** Where the build reads and writes, and the bundles it can start from. */
function setUp() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  // SITE_DIR builds the site of another folder (its site.yaml and public/, into its dist/), SITE_OUT_DIR into another
  // folder; SITE_FILE and SITE_PUBLIC_DIR name the file or the folder alone (the tests and the benchmark use them).
  const { file: siteFile, publicDir, outDir: dist } = siteFolders()
  const serverOut = `${dist}.server`
  const useCache = process.env.SITE_BUNDLE_CACHE !== 'off'
  // The bundles, the pages' record and the check's parse of each piece of site.yaml hold for this code only.
  const bundlesHash = codeHash(root)
  const cache = bundleCache(root, bundlesHash)
  // The bundles hold code only: the same code's bundles come from the cache (SITE_BUNDLE_CACHE=off: never).
  const cached = useCache ? cache.find() : undefined
  const renderers = new Renderers(cached ? join(cached.server, 'entry-server.js') : `${serverOut}/entry-server.js`)
  // The new build (or, in place, the files that change) is made in staging, beside dist/; previous is the last
  // build, moved aside while the new one takes its place.
  return { root, siteFile, publicDir, dist, staging: `${dist}.new`, serverOut, previous: `${dist}.old`, useCache, bundlesHash, cache, cached, renderers }
}
type Build = ReturnType<typeof setUp>

/** What is drawn where: a whole new folder, or in place, from the last build into dist/ (its record). */
type Plan = { publicFiles: string; lastRecord: BuildRecord | undefined; inPlace: boolean }

/** Failed: `message` is to be printed; without one, the check of site.yaml has said what is wrong. */
type Failure = { ok: false; message?: string }

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1)

function cleanUp(build: Build) {
  rmSync(build.staging, { recursive: true, force: true })
  rmSync(build.serverOut, { recursive: true, force: true })
}

/**
 * The packages the server bundle imports from node_modules (see buildBundles), and `paths`, which names their
 * modules by their full address in this project's node_modules: the bundle is kept in a cache that may be
 * anywhere (SITE_BUNDLE_CACHE), where a bare 'react' finds no node_modules. (The cache's key holds the
 * project's folder, see codeHash.)
 */
function fromNodeModules(root: string) {
  const fromProject = createRequire(join(root, 'package.json'))
  const dependencies = Object.keys((fromProject('./package.json') as { dependencies: Record<string, string> }).dependencies)
  const external = ['react', 'react-dom', 'framer-motion', ...dependencies.filter((name) => name.startsWith('@tsparticles/'))]
  const paths = (id: string) => (external.some((name) => id === name || id.startsWith(`${name}/`)) ? pathToFileURL(fromProject.resolve(id)).href : id)
  return { external, paths }
}

/**
 * Vite's two bundles, into staging/ and serverOut/, with site.yaml checked beside them in a process of its own.
 * The two bundles do not depend on each other: built side by side, they keep both cores busy. All three are
 * awaited even when one fails, so the clean-up after a failure never races a build still writing its files.
 */
async function buildBundles(build: Build): Promise<{ ok: true; site: SiteConfig } | Failure> {
  const { build: vite } = await import('vite') // only here: a build from the cache never loads Vite
  const { root, staging, serverOut } = build
  const modules = fromNodeModules(root)
  const [checked, ...bundles] = await Promise.allSettled([
    checkInOwnProcess(root),
    vite({ root, configLoader: 'runner', logLevel: 'warn', build: { outDir: staging, emptyOutDir: true, manifest: true, copyPublicDir: false } }),
    vite({
      root,
      configLoader: 'runner',
      logLevel: 'warn',
      // One bundle with only what the pages use: importing Mantine and the icons whole from node_modules slows
      // down every prerender. The exceptions are not worth bundling: React and React DOM load quickly from
      // node_modules, and the page never draws the particles or the sparkles on the server. Bundling them made
      // every cold build slower and larger.
      ssr: { noExternal: true, external: modules.external },
      build: {
        ssr: serverEntry,
        chunkSizeWarningLimit: 5000,
        outDir: serverOut,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'entry-server.js', paths: modules.paths } },
      },
    }),
  ])
  if (checked.status === 'rejected') throw checked.reason
  if (!checked.value) return { ok: false } // the check said what is wrong
  for (const bundle of bundles) if (bundle.status === 'rejected') throw bundle.reason
  if (build.useCache) build.cache.store(staging, serverOut)
  return { ok: true, site: checked.value }
}

/**
 * The bundles of this build: those of the last build (in place), a copy of the cache's, or Vite's; `bundleDir`
 * holds the client bundle's page and manifest, `site` is the check's when it ran beside Vite.
 */
async function bundlesFor(build: Build, plan: Plan): Promise<{ ok: true; bundleDir: string; site?: SiteConfig; timing: string } | Failure> {
  const phase = performance.now()
  if (plan.inPlace) return { ok: true, bundleDir: build.cached!.client, timing: 'bundles and public/ as in the last build' } // dist/ has them already
  if (build.cached) {
    cpSync(build.cached.client, build.staging, { recursive: true })
    return { ok: true, bundleDir: build.staging, timing: `bundles from the cache ${seconds(phase)} s` }
  }
  const made = await buildBundles(build)
  return made.ok ? { ...made, bundleDir: build.staging, timing: `bundles, with the check beside them, ${seconds(phase)} s` } : made
}

/**
 * The new build beside dist/, every page drawn: the bundles, public/, the pages. dist/ is not touched. `checked`:
 * the site, when site.yaml is checked already (the bundles come from the cache).
 */
async function drawPages(build: Build, plan: Plan, checked?: SiteConfig): Promise<{ ok: true; rendered: Prerendered; timings: string[] } | Failure> {
  const { staging, dist, renderers } = build
  try {
    const bundles = await bundlesFor(build, plan)
    if (!bundles.ok) return bundles
    const site = (checked ?? bundles.site)!
    // public/ (pictures, icons, a host's files) is content: copied as it is into every new build. The prerender
    // writes _headers over the site's own (pipeline/headers-file.ts merges the two).
    if (!plan.inPlace && existsSync(build.publicDir)) cpSync(build.publicDir, staging, { recursive: true })
    const phase = performance.now()
    const made = { bundles: build.bundlesHash, public: plan.publicFiles, bundleDir: bundles.bundleDir, headers: headersFile(build.publicDir) }
    const rendered = await prerender(staging, renderers, site, made, plan.lastRecord && { dir: dist, record: plan.lastRecord, inPlace: plan.inPlace })
    await renderers.stop()
    const drawn = rendered.drawn < rendered.pages ? `: ${rendered.drawn} drawn, ${rendered.pages - rendered.drawn} unchanged` : ''
    return { ok: true, rendered, timings: [bundles.timing, `prerender ${seconds(phase)} s${drawn}`] }
  } catch (error) {
    return { ok: false, message: String((error as Error).message) }
  }
}

/** In place: each file replaced by a rename, so a visitor of the folder never sees a file half written. */
function moveChangedFiles({ dist, staging }: Build, rendered: Prerendered) {
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
}

function replaceWhole({ dist, staging, previous }: Build) {
  rmSync(previous, { recursive: true, force: true })
  if (existsSync(dist)) renameSync(dist, previous)
  renameSync(staging, dist)
  rmSync(previous, { recursive: true, force: true })
}

/**
 * Every page is drawn: from here on, dist/ changes. The record goes first: it must never describe another build
 * than the one in the folder (a build stopped halfway through this leaves none, and the next draws every page).
 * Without the cache there is none (and the folder's new stamp voids the one a cache keeps, see buildRecords).
 */
function moveIntoPlace(build: Build, plan: Plan, rendered: Prerendered, records: ReturnType<typeof buildRecords>) {
  if (build.useCache) records.forget()
  if (plan.inPlace) moveChangedFiles(build, rendered)
  else replaceWhole(build)
  rmSync(build.serverOut, { recursive: true, force: true })
  if (build.useCache) records.write(rendered.record)
}

/** The build; the process's exit code. */
async function main(): Promise<number> {
  // The prerender imports React and Mantine from node_modules: their production builds are several times faster.
  process.env.NODE_ENV = 'production'
  const started = performance.now()
  const build = setUp()
  const { root, dist, cached, renderers } = build
  // With the server bundle at hand, a worker loads it while site.yaml is checked.
  if (cached) renderers.grow(1)
  // With the bundles from the cache, site.yaml is checked here, now; else beside Vite's builds (buildBundles).
  const site = cached ? checkForBuild(build.siteFile, pieceStoreFor(root, build.siteFile, build.bundlesHash), build.publicDir) : undefined
  if (cached && !site) {
    await renderers.stop()
    return 1
  }
  cleanUp(build)
  const records = buildRecords(root, dist)
  const publicFiles = publicHash(build.publicDir)
  // The last build into dist/, if the cache knows what it was drawn from: its unchanged pages are kept.
  const lastRecord = build.useCache && existsSync(dist) ? records.read() : undefined
  const plan = { publicFiles, lastRecord, inPlace: Boolean(cached && lastRecord?.bundles === build.bundlesHash && lastRecord.public === publicFiles) }
  const timings = cached ? [`check ${seconds(started)} s`] : []
  const drawn = await drawPages(build, plan, site)
  if (!drawn.ok) {
    await renderers.stop()
    cleanUp(build)
    if (drawn.message !== undefined) console.error(`${drawn.message}\nThe build failed; dist/ was left as it was.`)
    return 1
  }
  moveIntoPlace(build, plan, drawn.rendered, records)
  console.log(`Built ${dist}: ${drawn.rendered.pages} pages in ${seconds(started)} s (${[...timings, ...drawn.timings].join(', ')}).`)
  return 0
}

// The one exit. Every render worker is stopped by then, so nothing holds the process open.
process.exitCode = await main()
