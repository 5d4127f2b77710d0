import { readFile } from 'node:fs/promises'
import { basename, relative, resolve, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { LineCounter, parseDocument } from 'yaml'
import { briefWarnings, defaultSiteFile, formatReport, loadSite, loadSiteBytes, type LoadResult } from '../../site/load-site'
import { codeFrame, createLocator } from '../../site/yaml-positions'
import { iconNamesIn, usedIcons } from '../../site/icon-names'
import type { SectionSource } from '../contract/data-files'
import { siteUpdateEvent } from '../contract/live-edit-event'
import { withSiteHead } from '../contract/site-head'

const mainId = 'virtual:site'
const routesId = 'virtual:site/pages'
const pagePrefix = 'virtual:site/page/'

/**
 * In a build the bundles hold no content, so the same code serves any site.yaml: the virtual modules are these
 * files, which read the content where the prerender puts it.
 */
const builtModules = {
  browser: { [mainId]: 'src/engine/browser/built-site.ts', [routesId]: 'src/engine/browser/built-pages.ts' },
  server: { [mainId]: 'src/engine/server/provided-site.ts', [routesId]: 'src/engine/server/provided-pages.ts' },
}

/**
 * site.yaml as modules. In `npm start`, the checked file as three kinds of module, so the first load does not grow
 * with the site:
 * - `virtual:site`: the site block, navigation, footer and forms (every page needs them);
 * - `virtual:site/pages`: the route table, each path with the loader of its page (fetched after the first paint);
 * - `virtual:site/page/N`: one page, its head data and its sections (fetched with that page).
 * A save of the file is sent to the open page as data (src/engine/browser/live-edits.ts): no reload.
 */
export function sitePlugin(options: { file?: string } = {}): Plugin {
  const file = resolve(options.file ?? defaultSiteFile)
  const site: WatchedSite = { file, root: process.cwd(), loaded: undefined }
  let serving = false
  const api: SitePluginApi = { showWritten: () => undefined }
  const load = (): LoadResult => (site.loaded ??= loadSite(file, { keepPositions: true, publicDir: site.publicDir }))

  return {
    name: 'site-yaml',
    enforce: 'pre',
    configResolved(config) {
      site.root = config.root
      serving = config.command === 'serve'
      // The pictures site.yaml names are looked for in the server's public folder: the site's (SITE_DIR), a test's copy.
      site.publicDir = config.publicDir || undefined
    },
    buildStart() {
      site.loaded = undefined
      this.addWatchFile(file)
    },
    resolveId(id, _importer, options) {
      if (id !== mainId && id !== routesId && !id.startsWith(pagePrefix)) return
      if (serving) return '\0' + id
      const built = builtModules[options?.ssr ? 'server' : 'browser'][id as typeof mainId]
      if (!built) throw new Error(`${id}: a build has no such module (a page's data is a file of the build).`)
      return resolve(site.root, built)
    },
    load(id) {
      if (!id.startsWith('\0' + mainId)) return
      this.addWatchFile(file)
      const result = load()
      if (!result.site) throw errorFor(site, result)
      // Warn once per session (not once per page module), and briefly: `npm run check` lists them all.
      if (id === '\0' + mainId) for (const line of briefWarnings(result)) this.warn(line)
      return servedModule(id.slice(1), result, sectionSources(site, result))
    },
    // npm start: the page is index.html with the site's language and favicon (a build writes them in when it draws
    // the pages, pipeline/prerender.ts: its bundles hold no content). A file that does not load leaves index.html's.
    transformIndexHtml(html) {
      if (!serving) return html
      const result = load()
      return result.site ? withSiteHead(html, result.site.site) : html
    },
    // Vite would reload the page for a change of site.yaml (a file its modules were made from): the save is
    // sent as data instead (watchSaves).
    handleHotUpdate(context) {
      if (resolve(context.file) === file) return []
    },
    configureServer(server: ViteDevServer) {
      api.showWritten = watchSaves(server, site).showWritten
    },
    api,
  }
}

interface WatchedSite {
  file: string
  root: string
  /** The folder of the site's files (Vite's publicDir), where the check looks for the pictures it names. */
  publicDir?: string
  /** The last reading of the file, which the modules are made from. */
  loaded?: LoadResult
}

/** A virtual module of `npm start`, made from the checked site.yaml. */
function servedModule(id: string, result: LoadResult, sources: SectionSource[]): string {
  const { pages, site, navigation, footer, forms } = result.site!
  if (id === mainId) return Object.entries({ site, navigation, footer, forms, icons: siteIcons(result) }).map(([key, value]) => `export const ${key} = ${JSON.stringify(value)}`).join('\n')
  if (id === routesId) {
    const routes = pages.map((page, index) => `  { path: ${JSON.stringify(page.path)}, index: ${index}, load: () => import(${JSON.stringify(pagePrefix + index)}) }`)
    return `export const pages = [\n${routes.join(',\n')}\n]`
  }
  const index = Number(id.slice(pagePrefix.length))
  const { sections, ...page } = pages[index]
  return `export default ${JSON.stringify({ page, sections, source: sources[index] })}`
}

/** The drawings of the icons a checked site names: what its pages draw (src/engine/content/icons.ts). */
const siteIcons = (result: LoadResult) => usedIcons(iconNamesIn(result.site))

/** The file as the project names it (site.yaml), not by the machine's path to it. */
const nameOf = ({ file, root }: WatchedSite) => (file.startsWith(root + sep) ? relative(root, file) : basename(file))

/** The message of a file that does not load, for Vite's overlay: the mistake is in the file, so no stack. */
function errorFor(site: WatchedSite, result: LoadResult) {
  const first = result.errors[0]
  const error = new Error(formatReport(result)) as Error & { loc?: object; frame?: string; id?: string }
  error.id = nameOf(site)
  error.stack = ''
  error.loc = { file: error.id, line: first.line, column: first.column }
  error.frame = codeFrame(result.source, first.line, first.column)
  return error
}

// One parse for all pages of one reading of the file.
const sourcesOf = new WeakMap<LoadResult, SectionSource[]>()

/** Where each section of each page is written, for Alt+click (src/engine/browser/source-picker.ts). */
function sectionSources(site: WatchedSite, result: LoadResult): SectionSource[] {
  return sectionSourcesIn(result, sourceName(site))
}

/** The path the editor opens (Alt+click): the project's name for the file, or the whole path of a file outside the project. */
const sourceName = (site: WatchedSite) => (site.file.startsWith(site.root + sep) ? relative(site.root, site.file) : site.file)

/** Where each section of each page of a checked file is written: its line, and the file by the name given. */
function sectionSourcesIn(result: LoadResult, file: string): SectionSource[] {
  let all = sourcesOf.get(result)
  if (!all) {
    let locate = result.positionOf
    if (!locate) {
      const lineCounter = new LineCounter()
      locate = createLocator(parseDocument(result.source, { lineCounter }), lineCounter, result.source)
    }
    all = result.site!.pages.map((page, index) => ({ file, lines: page.sections.map((_, section) => locate(['pages', index, 'sections', section]).line) }))
    sourcesOf.set(result, all)
  }
  return all
}

/** What the open page is sent for a new reading of the file (src/engine/browser/live-edits.ts, SiteUpdate). */
export type SiteUpdateData = ReturnType<typeof siteUpdateOf>

/** A checked file as the open page takes it: the shared blocks, each page with its sections' places, and the icons. */
export function siteUpdateOf(result: LoadResult, fileName: string) {
  const { pages, ...shared } = result.site!
  const sources = sectionSourcesIn(result, fileName)
  return { shared, pages: pages.map(({ sections, ...page }, index) => ({ page, sections, index, source: sources[index] })), icons: siteIcons(result) }
}

/** The watcher folds a second write this soon into the first's event: two reads of a save are at least this far apart. */
const settleMs = 60

/** What the site plugin offers the other plugins of `npm start` (the site-edit plugin): see SitePluginApi. */
export interface SitePluginApi {
  /** Shows on the open page the file as it now is, at once: its bytes were just written, and checked (src/site-changes/). */
  showWritten(checked: LoadResult): void
}

/**
 * Sends each save of site.yaml to the open page: its data, drawn in place, or its problems, in Vite's overlay. An
 * editor saves in one write, in several (the file briefly empty), or by renaming a new file over it (an "add"):
 * the bytes are read once they hold still. A change written by the dev server itself is shown at once (showWritten).
 */
function watchSaves(server: ViteDevServer, site: WatchedSite): SitePluginApi {
  server.watcher.add(site.file)
  let waiting: ReturnType<typeof setTimeout> | undefined
  const onSave = (changed: string) => {
    if (resolve(changed) !== site.file) return
    clearTimeout(waiting)
    waiting = setTimeout(() => void showSave(), 0)
  }
  server.watcher.on('change', onSave)
  server.watcher.on('add', onSave)

  // Each save is read in its own time: only the newest one's result is shown (an older read that ends later
  // would put back what the file no longer says).
  let newest = 0
  const showSave = async () => {
    const save = ++newest
    const result = await readSettled(site.file, site.publicDir)
    if (!result || save !== newest) return
    // The dev server's own write, already shown (showWritten): the watcher's event for it brings nothing new.
    if (site.loaded && result.source === site.loaded.source) return
    show(result)
  }

  const show = (result: LoadResult) => {
    site.loaded = result
    for (const module of server.moduleGraph.getModulesByFile(site.file) ?? []) server.moduleGraph.invalidateModule(module)
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith('\0' + mainId)) server.moduleGraph.invalidateModule(module)
    }
    if (result.site) {
      server.ws.send({ type: 'custom', event: siteUpdateEvent, data: siteUpdateOf(result, sourceName(site)) })
      server.config.logger.info('site.yaml changed: the page shows it.', { timestamp: true })
    } else {
      server.config.logger.error(formatReport(result), { timestamp: true })
      const error = errorFor(site, result)
      server.ws.send({ type: 'error', err: { message: error.message, stack: '', id: error.id, loc: error.loc as never, frame: error.frame, plugin: 'site-yaml' } })
    }
  }

  return {
    showWritten(checked) {
      newest++ // a read of the file begun before the write is not shown after it
      show(checked)
    },
  }
}

/**
 * The saved file, checked: read, check, and read again. The same bytes twice, a check apart, are the saved file;
 * different ones mean it was still being written: check those (an editor's last write may come with no event of its own).
 */
async function readSettled(file: string, publicDir: string | undefined): Promise<LoadResult | undefined> {
  for (let bytes = await readSafely(file), tries = 0; bytes && tries < 20; tries++) {
    const readAt = performance.now()
    const checked = loadSiteBytes(bytes, { keepPositions: true, publicDir })
    await new Promise((done) => setTimeout(done, Math.max(0, settleMs - (performance.now() - readAt))))
    const again = await readSafely(file)
    if (again?.equals(bytes)) return checked
    if (!again) return undefined
    bytes = again
  }
  return undefined
}

async function readSafely(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file)
  } catch {
    return undefined // between a rename's two steps, the file is not there
  }
}
