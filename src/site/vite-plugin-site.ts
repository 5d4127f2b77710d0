import { resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type { Page } from '../generated/site'
import { defaultSiteFile, formatProblem, formatReport, loadSiteReusing, type LoadResult } from './load-site'
import { codeFrame } from './yaml-positions'

const mainId = 'virtual:site'
const routesId = 'virtual:site/pages'
const pagePrefix = 'virtual:site/page/'

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

  const load = (): LoadResult => (cached ??= loadSiteReusing(file))

  const errorFor = (result: LoadResult) => {
    const first = result.errors[0]
    const error = new Error(formatReport(result)) as Error & { loc?: object; frame?: string; id?: string }
    error.id = file
    error.loc = { file, line: first.line, column: first.column }
    error.frame = codeFrame(result.source, first.line, first.column)
    return error
  }

  return {
    name: 'site-yaml',
    enforce: 'pre',
    buildStart() {
      cached = undefined
      this.addWatchFile(file)
    },
    resolveId(id) {
      if (id === mainId || id === routesId || id.startsWith(pagePrefix)) return '\0' + id
    },
    load(id) {
      if (!id.startsWith('\0' + mainId)) return
      this.addWatchFile(file)
      const result = load()
      if (!result.site) throw errorFor(result)
      // Warn once per build (not once per page module), and briefly: `npm run check` lists them all.
      if (id === '\0' + mainId) {
        for (const warning of result.warnings.slice(0, 5)) this.warn(formatProblem(warning, result.source, 'site.yaml', false))
        if (result.warnings.length > 5) this.warn(`…and ${result.warnings.length - 5} more warnings: run npm run check to see them all.`)
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
      const { sections, ...page } = pages[Number(id.slice(('\0' + pagePrefix).length))]
      return `export default ${JSON.stringify({ page, sections })}`
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(file)
      server.watcher.on('change', (changed) => {
        if (resolve(changed) !== file) return
        cached = undefined
        for (const module of server.moduleGraph.getModulesByFile(file) ?? []) server.moduleGraph.invalidateModule(module)
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0' + mainId)) server.moduleGraph.invalidateModule(module)
        }
        const result = load()
        if (result.site) {
          server.config.logger.info('site.yaml changed: reloading.', { timestamp: true })
          server.ws.send({ type: 'full-reload' })
        } else {
          server.config.logger.error(formatReport(result), { timestamp: true })
          const error = errorFor(result)
          server.ws.send({ type: 'error', err: { message: error.message, stack: '', id: file, loc: error.loc as never, frame: error.frame, plugin: 'site-yaml' } })
        }
      })
    },
  }
}
