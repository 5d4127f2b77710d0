// Turns every page of site.yaml into a static HTML file, with sitemap.xml and robots.txt.
// Called by pipeline/build.ts with the client build and the server build already made.
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { SiteConfig as Site } from '../src/generated/site'
import { pageDataFile, dataDir, iconsDataFile, scriptJson, sharedDataId, type UsedIcons } from '../src/engine/contract/data-files'
import { iconNamesIn, usedIcons } from '../src/site/icon-names'
import { bootEntry } from '../src/engine/contract/entries.js'
import { withSiteHead } from '../src/engine/contract/site-head'
import { checkHeadScriptHash, cspMetaTag, headScript } from './headers-file'


function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * The Content-Security-Policy of the build's _headers (`headers`, see pipeline/headers-file.ts), also as a <meta>
 * tag in every page for hosts that do not read _headers. It goes right after <meta charset>: a policy applies only to
 * what follows it. Then the head script (src/engine/browser/head-script.js), which the policy allows by its hash:
 * before the stylesheet, so that it runs at once and keeps taps from the first paint.
 */
function withCsp(template: string, headers: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i
  if (!charset.test(template)) throw new Error('index.html has no <meta charset> to put the Content-Security-Policy after.')
  const script = headScript()
  checkHeadScriptHash(headers, script)
  return template.replace(charset, (tag) => `${tag}\n    ${cspMetaTag(headers)}\n    <script>${script}</script>`)
}

export function fileFor(outDir: string, path: string): string {
  if (path === '*') return join(outDir, '404.html')
  return join(outDir, path === '/' ? '' : path, 'index.html')
}

interface ManifestChunk {
  file: string
  imports?: string[]
}

/**
 * index.html as Vite built it loads the whole app at once (the dev server's way): its <script> and a
 * modulepreload <link> per shared chunk. In a built page, src/engine/browser/boot.ts takes the script's place and the
 * links go: the page's own (pageModules) replace them.
 */
export function bootInsteadOfApp(template: string, manifest: Record<string, ManifestChunk>): string {
  const app = manifest['index.html']?.file
  const boot = manifest[bootEntry]?.file
  if (!app || !boot) throw new Error(`The build has no index.html entry or no ${bootEntry} entry.`)
  const appScript = `<script type="module" crossorigin src="/${app}"></script>`
  if (!template.includes(appScript)) throw new Error(`index.html does not load the app with ${appScript}.`)
  const withoutLinks = template.replace(/[ \t]*<link rel="modulepreload" crossorigin href="[^"]+">\n?/g, '')
  return withoutLinks.replace(appScript, () => `<script type="module" crossorigin src="/${boot}"></script>`)
}

/**
 * The stylesheet before the page's own head tags (Vite puts it last in <head>): they end with the page's <style>s
 * (src/engine/server/entry-server.tsx), which must come after it to override it, as they did where Mantine drew them.
 */
function stylesheetBeforePage(template: string): string {
  if (!template.includes('<!--app-head-->')) throw new Error("index.html has no <!--app-head--> for the page's head tags.")
  const stylesheets = template.match(/<link rel="stylesheet"[^>]*>/g) ?? []
  const without = template.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, '')
  return without.replace('<!--app-head-->', () => [...stylesheets, '<!--app-head-->'].join('\n    '))
}

// A worker is slow to start (it loads the whole server bundle): a second one is worth it from this many pages.
const pagesPerWorker = 150

/**
 * One worker per core for a large site, else one; PRERENDER_WORKERS sets the number (the tests use it to compare).
 * Never the build's own thread, which the check and the file moves need, and which the tests run under tsx, whose
 * module hooks made loading the server bundle there take three times as long as the rendering.
 */
function workersFor(pageCount: number): number {
  const chosen = Number(process.env.PRERENDER_WORKERS)
  if (Number.isInteger(chosen) && chosen > 0) return chosen
  return Math.max(1, Math.min(availableParallelism(), Math.floor(pageCount / pagesPerWorker)))
}

/** A page to draw: its index in site.pages, its address, the file to write it to, and its data file if that is to be written. */
export interface PageToDraw {
  index: number
  address: string
  file: string
  dataFile?: string
}

interface Job {
  site: Site
  /** What every page file is made of besides the page: index.html as the pages use it, and the client manifest. */
  template: string
  manifest: Record<string, ManifestChunk>
  /** The drawings of the icons the site names. */
  icons: UsedIcons
  /** What is left to draw, each with the number `done` is called with. */
  queue: (PageToDraw & { id: number })[]
  total: number
  received: number
  done: (id: number) => void
  resolve: () => void
  reject: (error: Error) => void
}

interface RenderWorker {
  worker: Worker
  /** It asked for pages and was given none: it waits for the next job. */
  idle: boolean
  /** The job whose site it was given. */
  siteOf?: Job
}

/**
 * The worker threads that draw the pages and write their files (pipeline/render-worker.mjs). A worker can be
 * started before the pages to draw are known: pipeline/build.ts starts one as soon as it has the server bundle,
 * and it loads the bundle while site.yaml is checked. The pages go out a batch at a time to whichever
 * worker asks; a worker writes each page as soon as it is drawn, so no page's HTML is held longer, nor sent
 * back to this thread (that cost it copying, writing and collecting garbage for every page).
 */
export class Renderers {
  private readonly workers: RenderWorker[] = []
  private job?: Job
  private failure?: Error

  constructor(private readonly serverEntry: string) {}

  /** Starts workers until there are `count`. */
  grow(count: number) {
    while (this.workers.length < count) this.start()
  }

  /** Draws the pages into their files, calling `done` with each one's position in the list once it is written. */
  draw(site: Site, pages: PageToDraw[], page: { template: string; manifest: Record<string, ManifestChunk>; icons: UsedIcons }, done: (id: number) => void): Promise<void> {
    if (pages.length === 0) return Promise.resolve() // nothing changed: no worker need even load the bundle
    if (this.failure) return Promise.reject(this.failure)
    this.grow(workersFor(pages.length))
    return new Promise<void>((resolve, reject) => {
      const queue = pages.map((entry, id) => ({ ...entry, id }))
      this.job = { site, ...page, queue, total: queue.length, received: 0, done, resolve, reject }
      for (const entry of this.workers) if (entry.idle) this.feed(entry)
    })
  }

  /** Ends every worker (the build waits for them: a worker still running keeps the process alive). */
  async stop() {
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()))
    this.workers.length = 0
  }

  private start() {
    const entry: RenderWorker = {
      // Plain JavaScript: without the parent's flags, which load tsx's TypeScript hooks into every worker.
      worker: new Worker(new URL('./render-worker.mjs', import.meta.url), { execArgv: [], workerData: { serverEntry: pathToFileURL(this.serverEntry).href } }),
      idle: false,
    }
    this.workers.push(entry)
    entry.worker.on('message', (message: { id: number } | 'more') => {
      if (message === 'more') return this.feed(entry)
      const job = this.job!
      job.done(message.id)
      if (++job.received === job.total) {
        this.job = undefined
        job.resolve()
      }
    })
    const fail = (error: Error) => {
      this.failure ??= error
      this.job?.reject(error)
      this.job = undefined
    }
    entry.worker.once('error', fail)
    entry.worker.once('exit', (code) => fail(new Error(`A prerender worker stopped (exit code ${code}) before sending all its pages.`)))
  }

  /** The next batch for a worker that asked, after the site when the job is new to it. */
  private feed(entry: RenderWorker) {
    const job = this.job
    entry.idle = !job || job.queue.length === 0
    if (entry.idle) return
    if (entry.siteOf !== job) {
      // Every page's address (the route table needs them all); a page's data comes with its batch. Not the whole
      // site: copying 5,000 pages into a worker to draw one was slow.
      const { pages, ...shared } = job!.site
      entry.worker.postMessage({ site: { ...shared, pages: pages.map((page) => ({ path: page.path })) }, icons: job!.icons, template: job!.template, manifest: job!.manifest })
      entry.siteOf = job
    }
    // Small batches near the end keep both cores busy until the last page.
    const size = Math.max(1, Math.min(32, Math.ceil(job!.queue.length / (this.workers.length * 3))))
    const batch = job!.queue.splice(0, size).map((entry) => ({ ...entry, page: job!.site.pages[entry.index] }))
    entry.worker.postMessage({ batch })
  }
}

/** JSON for inside a <script> element: no "</script>" or "<!--" can end it early. */

/**
 * The content as data, beside the pages (the bundles hold none, so the same code serves any site.yaml): the
 * route table (every page's address), which the app fetches for client-side navigation (each page's data file,
 * named after its address, is written with the page);
 * and the shared blocks, returned as the JSON block every page carries for the islands to read.
 */
function writeData(write: (file: string, text: string) => void, site: Site, icons: UsedIcons): string {
  const { pages, ...shared } = site
  write(`${dataDir}/routes.json`, JSON.stringify(pages.map((page) => page.path)))
  write(iconsDataFile, JSON.stringify(icons))
  return `<script type="application/json" id="${sharedDataId}">${scriptJson(shared)}</script>`
}

/**
 * What a build's pages were drawn from, so that the next build draws again only the pages a change touches:
 * the bundles (by their code's hash), public/ (by its files' hash), what every page shares (the page template
 * and the shared blocks) and each page's own data.
 */
export interface BuildRecord {
  bundles: string
  public: string
  shared: string
  pages: Record<string, string>
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

/**
 * A file of the last build, into the new one: a second name for the same bytes (the last build's folder is
 * deleted once the new one is in place, and stays whole until then), or a copy across file systems.
 * False when the last build has no such file (someone removed it): then it is made again.
 */
function keep(from: string, to: string): boolean {
  try {
    linkSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    copyFileSync(from, to)
  }
  return true
}

/**
 * Makes folders, each once: a recursive mkdir per page (twice: its data file's folder and its own) was a large
 * share of a one-page rebuild of 5,000 pages, asking the disk again about folders made a moment before.
 */
export function folderMaker() {
  const made = new Set<string>()
  return (dir: string) => {
    if (made.has(dir)) return
    mkdirSync(dir, { recursive: true })
    made.add(dir)
  }
}

/** The previous build, whose pages can be kept where nothing they are drawn from changed. */
export interface PreviousBuild {
  dir: string
  record: BuildRecord
  /**
   * Made with the same bundles and public/ as this build: only the files that change are written (into outDir),
   * for pipeline/build.ts to move into `dir` once every page is drawn. Else outDir becomes a whole new build, the
   * unchanged pages linked from `dir`.
   */
  inPlace: boolean
}

export interface Prerendered {
  pages: number
  drawn: number
  record: BuildRecord
  /** The files written into outDir (relative to it), pages and data; in place, what is to be moved into the build. */
  written: string[]
  /** In place: the files of pages the site no longer has, to be removed from the build (relative to it). */
  removed: string[]
}

/**
 * Draws the pages into outDir. `bundleDir` holds the client bundle's index.html and manifest (outDir itself for a
 * whole new build, the bundle cache's copy for one in place).
 */
export async function prerender(
  outDir: string,
  renderers: Renderers,
  site: Site,
  made: { bundles: string; public: string; bundleDir: string; headers: string },
  previous?: PreviousBuild,
): Promise<Prerendered> {
  const inPlace = previous?.inPlace === true
  const manifest = JSON.parse(readFileSync(join(made.bundleDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const written: string[] = []
  const makeFolder = folderMaker()
  const write = (file: string, text: string) => {
    makeFolder(dirname(join(outDir, file)))
    writeFileSync(join(outDir, file), text)
    written.push(file)
  }
  // Only the icons the site names: their drawings go to the workers, and to the browser as data.
  const icons = usedIcons(iconNamesIn(site))
  const sharedData = writeData(write, site, icons)
  // The build's _headers, over the site's own copied from public/ (made.headers merged its rules in).
  write('_headers', made.headers)
  // The CSP comes from _headers; the language and the favicon from the site block (index.html's own when it sets none).
  const bundledPage = withSiteHead(readFileSync(join(made.bundleDir, 'index.html'), 'utf8'), site.site)
  const template = stylesheetBeforePage(bootInsteadOfApp(withCsp(bundledPage, made.headers), manifest)).replace('</body>', () => `  ${sharedData}\n  </body>`)
  // The 404 page is rendered at an address no page has, so the router picks the "*" route.
  const missing = '/__not-found__'
  const paths = site.pages.map((page) => page.path)
  // A page is drawn again when its data, what all pages share, or the code changed; else the previous build's
  // file is kept (the same inputs draw the same bytes: tests/unit/cli.test.ts compares with a clean build).
  // The template holds the shared blocks (the site-data block) and the CSP of _headers.
  const record: BuildRecord = { bundles: made.bundles, public: made.public, shared: hashOf(template), pages: {} }
  const sameShared = previous?.record.bundles === record.bundles && previous.record.shared === record.shared
  const pages: PageToDraw[] = []
  /** The files each page to draw makes: its HTML, and its data file when that changed too. */
  const drawnFiles: string[][] = []
  site.pages.forEach(({ sections, ...page }, index) => {
    const data = JSON.stringify({ page, sections })
    record.pages[page.path] = hashOf(data)
    const samePage = previous?.record.pages[page.path] === record.pages[page.path]
    const dataFile = pageDataFile(page.path)
    const htmlFile = relative(outDir, fileFor(outDir, page.path))
    const kept = (file: string) => {
      if (inPlace) return existsSync(join(previous.dir, file)) // unchanged files stay where they are
      makeFolder(dirname(join(outDir, file)))
      return keep(join(previous!.dir, file), join(outDir, file))
    }
    // A file removed from the last build by hand is made again.
    const writeData = !(samePage && kept(dataFile))
    if (sameShared && samePage && kept(htmlFile)) {
      if (writeData) write(dataFile, data)
      return
    }
    // The worker that draws the page makes its folders and writes its files: creating files is slow on some
    // disks, and in this thread it held back the drawing.
    pages.push({ index, address: page.path === '*' ? missing : page.path, file: join(outDir, htmlFile), dataFile: writeData ? join(outDir, dataFile) : undefined })
    drawnFiles.push(writeData ? [htmlFile, dataFile] : [htmlFile])
  })
  await renderers.draw(site, pages, { template, manifest, icons }, (id) => written.push(...drawnFiles[id]))

  const listed = paths.filter((path) => path !== '*')
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...listed.map((path) => `  <url><loc>${escapeXml(site.site.url + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
  write('sitemap.xml', sitemap)
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.site.url}/sitemap.xml\n`)
  if (!inPlace) rmSync(join(outDir, '.vite'), { recursive: true, force: true })
  const removed = inPlace ? Object.keys(previous!.record.pages).filter((path) => !(path in record.pages)).flatMap((path) => [pageDataFile(path), relative(outDir, fileFor(outDir, path))]) : []
  return { pages: paths.length, drawn: pages.length, record, written, removed }
}
