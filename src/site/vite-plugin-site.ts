import { resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type { Page } from '../generated/site'
import { defaultSiteFile, formatProblem, formatReport, loadSite, type LoadResult } from './load-site'
import { codeFrame } from './yaml-positions'

const mainId = 'virtual:site'
const pagePrefix = 'virtual:site/page/'

/** Page fields the whole app needs (titles for the head, paths for the router); sections load per page. */
export type PageSummary = Omit<Page, 'sections'>

/**
 * Serves the validated site.yaml as `virtual:site` (site block, navigation, footer, forms, page list)
 * and `virtual:site/page/N` (one page's sections, loaded with that page).
 */
export function sitePlugin(options: { file?: string } = {}): Plugin {
  const file = resolve(options.file ?? defaultSiteFile)
  let cached: LoadResult | undefined

  const load = (): LoadResult => (cached ??= loadSite(file))

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
      if (id === mainId || id.startsWith(pagePrefix)) return '\0' + id
    },
    load(id) {
      if (!id.startsWith('\0' + mainId)) return
      this.addWatchFile(file)
      const result = load()
      if (!result.site) throw errorFor(result)
      for (const warning of result.warnings) this.warn(formatProblem(warning, result.source, 'site.yaml', false))
      const { pages, ...rest } = result.site
      if (id === '\0' + mainId) {
        const summaries: PageSummary[] = pages.map(({ sections: _sections, ...summary }) => summary)
        const loaders = pages.map((page, index) => `  ${JSON.stringify(page.path)}: () => import(${JSON.stringify(pagePrefix + index)})`)
        return [
          `export const site = ${JSON.stringify(rest.site)}`,
          `export const navigation = ${JSON.stringify(rest.navigation)}`,
          `export const footer = ${JSON.stringify(rest.footer)}`,
          `export const forms = ${JSON.stringify(rest.forms)}`,
          `export const pages = ${JSON.stringify(summaries)}`,
          `export const pageSections = {\n${loaders.join(',\n')}\n}`,
        ].join('\n')
      }
      const page = pages[Number(id.slice(('\0' + pagePrefix).length))]
      return `export default ${JSON.stringify(page?.sections ?? [])}`
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
