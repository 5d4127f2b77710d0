import { readFile } from 'node:fs/promises'
import { basename, relative, resolve, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type { Page } from '../../generated/site'
import { briefWarnings, defaultSiteFile, formatReport, loadSiteBytes, loadSiteReusing, type LoadResult } from '../../site/load-site'
import { siteUpdateEvent } from '../contract/live-edit-event'
import { serverSiteGlobal } from '../contract/server-site-global'
import { codeFrame, createLocator } from '../../site/yaml-positions'
import { LineCounter, parseDocument } from 'yaml'

const mainId = 'virtual:site'
const routesId = 'virtual:site/pages'
const pagePrefix = 'virtual:site/page/'

/** Where a page's sections are written in site.yaml: the file (as the project names it) and each section's line. */
export interface SectionSource {
  file: string
  lines: number[]
}

/** A page's head data (title, description, …): everything but its sections. */
export type PageSummary = Omit<Page, 'sections'>

/**
 * Serves the validated site.yaml as three kinds of module, so the first load does not grow with the site:
 * - `virtual:site`: the site block, navigation, footer and forms (every page needs them);
 * - `virtual:site/pages`: the route table, each path with the loader of its page (fetched after the first paint);
 * - `virtual:site/page/N`: one page, its head data and its sections (fetched with that page).
 */
export function sitePlugin(options: { file?: string } = {}): Plugin {
  const file = resolve(options.file ?? defaultSiteFile)
  let cached: LoadResult | undefined

  let root = process.cwd()
  let serving = false
  const load = (): LoadResult => (cached ??= loadSiteReusing(file, { keepPositions: serving }))

  // The message names the file as the project does (site.yaml), not by the machine's path to it; and no stack:
  // the mistake is in the file, not in the code that read it.
  const errorFor = (result: LoadResult) => {
    const first = result.errors[0]
    const error = new Error(formatReport(result)) as Error & { loc?: object; frame?: string; id?: string }
    const name = file.startsWith(root + sep) ? relative(root, file) : basename(file)
    error.id = name
    error.stack = ''
    error.loc = { file: name, line: first.line, column: first.column }
    error.frame = codeFrame(result.source, first.line, first.column)
    return error
  }

  /** `npm start` only: where each section of a page is written, for Alt+click (src/engine/browser/source-picker.ts). */
  // One parse for all pages of one reading of the file.
  const sources = new WeakMap<LoadResult, SectionSource[]>()
  const sourceOf = (result: LoadResult, pageIndex: number): SectionSource => {
    let all = sources.get(result)
    if (!all) {
      let locate = result.positionOf
      if (!locate) {
        const lineCounter = new LineCounter()
        locate = createLocator(parseDocument(result.source, { lineCounter }), lineCounter, result.source)
      }
      const name = file.startsWith(root + sep) ? relative(root, file) : file
      all = result.site!.pages.map((page, index) => ({ file: name, lines: page.sections.map((_, section) => locate(['pages', index, 'sections', section]).line) }))
      sources.set(result, all)
    }
    return all[pageIndex]
  }

  return {
    name: 'site-yaml',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
      serving = config.command === 'serve'
    },
    buildStart() {
      cached = undefined
      this.addWatchFile(file)
    },
    resolveId(id) {
      if (id === mainId || id === routesId || id.startsWith(pagePrefix)) return '\0' + id
    },
    load(id, options) {
      if (!id.startsWith('\0' + mainId)) return
      // A build's bundles hold no content: the same code serves any site.yaml (see siteDataModule).
      if (!serving) return siteDataModule(id.slice(1), Boolean(options?.ssr))
      this.addWatchFile(file)
      const result = load()
      if (!result.site) throw errorFor(result)
      // Warn once per build (not once per page module), and briefly: `npm run check` lists them all.
      if (id === '\0' + mainId) {
        for (const line of briefWarnings(result)) this.warn(line)
      }
      const { pages, ...rest } = result.site
      if (id === '\0' + mainId) {
        return [
          `export const site = ${JSON.stringify(rest.site)}`,
          `export const navigation = ${JSON.stringify(rest.navigation)}`,
          `export const footer = ${JSON.stringify(rest.footer)}`,
          `export const forms = ${JSON.stringify(rest.forms)}`,
        ].join('\n')
      }
      if (id === '\0' + routesId) {
        const routes = pages.map((page, index) => `  { path: ${JSON.stringify(page.path)}, index: ${index}, load: () => import(${JSON.stringify(pagePrefix + index)}) }`)
        return `export const pages = [\n${routes.join(',\n')}\n]`
      }
      const index = Number(id.slice(('\0' + pagePrefix).length))
      const { sections, ...page } = pages[index]
      return `export default ${JSON.stringify({ page, sections, source: serving ? sourceOf(result, index) : undefined })}`
    },
    // Vite would reload the page for a change of site.yaml (a file its modules were made from): the save is
    // sent as data instead, below.
    handleHotUpdate(context) {
      if (resolve(context.file) === file) return []
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(file)
      // An editor saves in one write, in several (the file briefly empty), or by renaming a new file over it
      // (an "add"): wait until the bytes hold still, then read once.
      let waiting: ReturnType<typeof setTimeout> | undefined
      const onSave = (changed: string) => {
        if (resolve(changed) !== file) return
        clearTimeout(waiting)
        waiting = setTimeout(() => void showSave(), 0)
      }
      server.watcher.on('change', onSave)
      server.watcher.on('add', onSave)

      // V8 makes code fast only after it has run a few times: the first saves of a session took 2–4× as long to
      // check as the later ones. So, once a page is open, the checker practises on the file a few times, in
      // turns that leave the server free between them, and the first save shows as fast as the tenth.
      let practised = false
      server.ws.on('connection', () => {
        if (practised) return
        practised = true
        const practice = async (turns: number) => {
          const bytes = await readSafely(file)
          if (!bytes || turns === 0) return
          const result = loadSiteBytes(bytes, { keepPositions: true })
          if (result.site) sourceOf(result, 0) // and the positions' code
          setTimeout(() => void practice(turns - 1), 50)
        }
        setTimeout(() => void practice(4), 1000)
      })

      // Each save is read in its own time: only the newest one's result is shown (an older read that ends later
      // would put back what the file no longer says).
      let newest = 0
      const showSave = async () => {
        const save = ++newest
        // Read, check, and read again: the same bytes twice, a check apart, are the saved file. Different ones
        // mean it was still being written: check those (an editor's last write may come with no event of its own).
        let result: LoadResult | undefined
        for (let bytes = await readSafely(file), tries = 0; bytes && tries < 20; tries++) {
          const readAt = performance.now()
          const checked = loadSiteBytes(bytes, { keepPositions: true })
          // At least this long between the reads: the watcher folds a second write this soon into the first's event.
          await new Promise((done) => setTimeout(done, Math.max(0, settleMs - (performance.now() - readAt))))
          const again = await readSafely(file)
          if (again?.equals(bytes)) result = checked
          if (result || !again) break
          bytes = again
        }
        if (!result || save !== newest) return
        cached = result
        for (const module of server.moduleGraph.getModulesByFile(file) ?? []) server.moduleGraph.invalidateModule(module)
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0' + mainId)) server.moduleGraph.invalidateModule(module)
        }
        if (result.site) {
          const { pages, ...shared } = result.site
          // The open page draws the new data in place (src/engine/browser/live-edits.ts): no reload.
          const update = pages.map(({ sections, ...page }, index) => ({ page, sections, index, source: sourceOf(result!, index) }))
          server.ws.send({ type: 'custom', event: siteUpdateEvent, data: { shared, pages: update } })
          server.config.logger.info('site.yaml changed: the page shows it.', { timestamp: true })
        } else {
          server.config.logger.error(formatReport(result), { timestamp: true })
          const error = errorFor(result)
          server.ws.send({ type: 'error', err: { message: error.message, stack: '', id: error.id, loc: error.loc as never, frame: error.frame, plugin: 'site-yaml' } })
        }
      }
    },
  }
}

const settleMs = 60

/** Where a built site keeps its data: the route table, and one file per page (see pipeline/prerender.ts). */
export const dataDir = '_data'
/** The id of the JSON block in every built page that holds the shared blocks (site, navigation, footer, forms). */
export const sharedDataId = 'site-data'

/**
 * The data file of the page at `path` (a site path, or "*" for the not-found page). The browser runs it too (the
 * route table's module holds its source, see siteDataModule): it uses no name but `dataDir`.
 */
export function pageDataFile(path: string): string {
  return `${dataDir}/pages/${path === '*' ? '404' : path === '/' ? 'index' : path.slice(1)}.json`
}

/**
 * The virtual modules of a build, which read the content at run time instead of holding it:
 * - in the browser, the shared blocks from the page's JSON block and pages from their data files;
 * - on the server (the prerender), from the site the prerender gives its workers (pipeline/render-worker.mjs).
 */
function siteDataModule(id: string, ssr: boolean): string {
  if (ssr) {
    // The bundle may load before the site is known (the prerender loads it while site.yaml is checked): the shared
    // blocks then come later, through entry-server's provideSite, and a page's data is read when it is drawn.
    const site = `globalThis[${JSON.stringify(serverSiteGlobal)}]`
    if (id === mainId) return `const data = ${site} ?? {}\nexport const site = data.site\nexport const navigation = data.navigation\nexport const footer = data.footer\nexport const forms = data.forms`
    if (id === routesId) return `export const pages = ${site}.pages.map(({ path }, index) => ({ path, index, load: async () => { const { sections, ...page } = ${site}.pages[index]; return { default: { page, sections } } } }))`
  } else {
    if (id === mainId) {
      return `const data = JSON.parse(document.getElementById(${JSON.stringify(sharedDataId)}).textContent)\nexport const site = data.site\nexport const navigation = data.navigation\nexport const footer = data.footer\nexport const forms = data.forms`
    }
    if (id === routesId) {
      const fetchJson = `(url) => fetch(url).then((response) => { if (!response.ok) throw new Error(url + ': ' + response.status); return response.json() })`
      // routes.json lists the pages' addresses only: each one's data file follows from its address.
      return [
        `const fetchJson = ${fetchJson}`,
        `const dataDir = ${JSON.stringify(dataDir)}`,
        `const pageDataFile = ${pageDataFile}`,
        `export const pages = (await fetchJson('/${dataDir}/routes.json')).map((path, index) => ({ path, index, load: async () => ({ default: await fetchJson('/' + pageDataFile(path)) }) }))`,
      ].join('\n')
    }
  }
  throw new Error(`${id}: a build has no such module (pages come from ${dataDir}/).`)
}

async function readSafely(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file)
  } catch {
    return undefined // between a rename's two steps, the file is not there
  }
}
