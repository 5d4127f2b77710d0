import { readFileSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { defaultSiteFile, formatReport } from '../../site/load-site'
import { schemaDir } from '../../site/schema-files'
import { galleryPath } from '../contract/entries.js'
import { galleryData } from '../../site/section-examples'

const moduleId = 'virtual:section-examples'

/**
 * The gallery's page: the site's own index.html (the same head, the same dark scheme), kept out of search engines,
 * loading the gallery instead of the app. Made, not a file: the build (index.html only) cannot pick it up by mistake.
 */
function galleryPage(root: string): string {
  const site = readFileSync(resolve(root, 'index.html'), 'utf8')
  const page = site
    .replace('<!--app-head-->', () => '<meta name="robots" content="noindex" />\n    <title>Section gallery</title>')
    .replace(/<script type="module" src="[^"]+"><\/script>/, () => '<script type="module" src="/src/gallery/main.tsx"></script>')
  if (page === site || !page.includes('/src/gallery/main.tsx')) throw new Error('index.html has no <!--app-head--> or no module script for the gallery to take the place of.')
  return page
}

/**
 * The dev server's /__gallery: every section type drawn from its catalogue example (the `examples`
 * of schema/sections/*.json, checked by the loader inside the real site). Dev only (`apply: 'serve'`):
 * the production build and its sitemap never contain it.
 */
export function galleryPlugin(options: { file?: string } = {}): Plugin {
  const file = resolve(options.file ?? defaultSiteFile)
  let server: ViteDevServer | undefined

  const invalidate = () => {
    const module = server?.moduleGraph.getModuleById(`\0${moduleId}`)
    if (module) server!.moduleGraph.invalidateModule(module)
  }

  return {
    name: 'section-gallery',
    apply: 'serve',
    resolveId(id) {
      if (id === moduleId) return `\0${moduleId}`
    },
    load(id) {
      if (id !== `\0${moduleId}`) return
      this.addWatchFile(file)
      const { entries, icons, result } = galleryData(readFileSync(file, 'utf8'))
      if (result.errors.length > 0) throw new Error(`The section examples (schema/sections/*.json) do not fit site.yaml:\n\n${formatReport(result, 'the examples')}`)
      return `export default ${JSON.stringify(entries)}\nexport const icons = ${JSON.stringify(icons)}`
    },
    configureServer(devServer) {
      server = devServer
      devServer.watcher.add(schemaDir)
      devServer.watcher.on('change', (changed) => {
        const path = resolve(changed)
        if (path === file) invalidate() // the site plugin reloads the page
        else if (path.startsWith(resolve(schemaDir) + sep) && path.endsWith('.json')) {
          invalidate()
          devServer.ws.send({ type: 'full-reload', path: galleryPath })
        }
      })
      // Before Vite's own middlewares, which would answer with the site's index.html.
      devServer.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?')[0]
        if (pathname !== galleryPath && pathname !== `${galleryPath}/`) return next()
        Promise.resolve()
          .then(() => devServer.transformIndexHtml(galleryPath, galleryPage(devServer.config.root), request.originalUrl))
          .then((html) => {
            response.statusCode = 200
            response.setHeader('Content-Type', 'text/html; charset=utf-8')
            response.end(html)
          })
          .catch(next)
      })
    },
  }
}
