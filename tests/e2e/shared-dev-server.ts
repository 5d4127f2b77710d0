import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { loadSite } from '../../src/site/load-site'
import type { SiteEditPluginApi } from '../../src/engine/vite/site-edit-plugin'
import type { SitePluginApi } from '../../src/engine/vite/site-plugin'
import { startDevServer } from '../../tools/dev-server'

// One `npm start` for every e2e file that edits a copy of the site (tests/e2e/dev-site-copy.ts): started once by the
// global setup, on a copy of site.yaml and public/ in a folder of its own. A dev server's first page costs seconds
// (Vite transforms the app's modules on demand, and caches them for the next page); each file then starts from the
// same bytes and an empty undo list, as a new `npm start` would, by asking resetPath before its tests.

/** How the global setup tells each file where the shared dev server is (a file's process inherits its environment). */
export const sharedDevVariables = { url: 'E2E_DEV_URL', folder: 'E2E_DEV_FOLDER' } as const

/** POST here: the copy's site.yaml and public/ put back to the project's bytes, and the editing session begun anew. */
export const resetPath = '/__e2e/reset'

const projectDir = fileURLToPath(new URL('../..', import.meta.url))

/** Every file under `folder`, by its path inside it. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}

/** Makes `copy` hold exactly the files of `original`, byte for byte: extra files removed, changed ones written again. */
function putBackFolder(original: string, copy: string) {
  const wanted = new Set(filesUnder(original))
  for (const file of filesUnder(copy)) if (!wanted.has(file)) rmSync(join(copy, file))
  for (const file of wanted) {
    const bytes = readFileSync(join(original, file))
    const there = join(copy, file)
    if (!existsSync(there) || !readFileSync(there).equals(bytes)) cpSync(join(original, file), there)
  }
}

/** The test-only endpoint of the shared dev server: resetPath. */
function resetPlugin(siteFile: string, publicDir: string): Plugin {
  return {
    name: 'e2e-reset',
    configureServer(server) {
      server.middlewares.use(resetPath, (request, response) => {
        if (request.method !== 'POST') {
          response.statusCode = 405
          return response.end()
        }
        const original = readFileSync(join(projectDir, 'site.yaml'))
        if (!readFileSync(siteFile).equals(original)) writeFileSync(siteFile, original)
        putBackFolder(join(projectDir, 'public'), publicDir)
        const plugin = (name: string) => server.config.plugins.find((candidate) => candidate.name === name)?.api
        // A new session's undo list, and no picture remembered as just uploaded.
        ;(plugin('site-edit') as SiteEditPluginApi).reset()
        // The modules are made again from the bytes now, before the next page asks (not when the watcher gets to it).
        ;(plugin('site-yaml') as SitePluginApi).showWritten(loadSite(siteFile, { keepPositions: true, publicDir }))
        response.statusCode = 204
        response.end()
      })
    },
  }
}

/**
 * Starts the shared dev server (the global setup's), and sets sharedDevVariables for the files. SITE_FILE is set only
 * while the server reads its config: a file's own process must not inherit it, or realSite() would read the copy.
 */
export async function startSharedDevServer() {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-dev-'))
  const siteFile = join(folder, 'site.yaml')
  const publicDir = join(folder, 'public')
  cpSync(join(projectDir, 'site.yaml'), siteFile)
  cpSync(join(projectDir, 'public'), publicDir, { recursive: true })
  const before = { SITE_FILE: process.env.SITE_FILE, SITE_DIR: process.env.SITE_DIR }
  const dev = await startDevServer({ siteFile, publicDir, plugins: [resetPlugin(siteFile, publicDir)] })
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  process.env[sharedDevVariables.url] = dev.url
  process.env[sharedDevVariables.folder] = folder
  return async () => {
    await dev.server.close()
    rmSync(folder, { recursive: true, force: true })
  }
}
