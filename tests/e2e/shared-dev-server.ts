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

/**
 * How the global setup tells each file where its worker's dev server is (a file's process inherits its environment).
 * Two files run at once (vitest.e2e.config.ts), each in a worker numbered by Vitest's VITEST_POOL_ID: each worker has
 * its own dev server, so that one file's reset never lands in the middle of another's edits.
 */
export function sharedDevVariables(worker: string | undefined = process.env.VITEST_POOL_ID) {
  return { url: `E2E_DEV_URL_${worker ?? '1'}`, folder: `E2E_DEV_FOLDER_${worker ?? '1'}` }
}

/**
 * POST here: the copy's site.yaml and public/ put back to the project's bytes (or site.yaml to the body's, when it has
 * one), and the editing session begun anew.
 */
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
        const chunks: Buffer[] = []
        request.on('data', (chunk: Buffer) => chunks.push(chunk))
        request.on('end', () => {
          try {
            reset(Buffer.concat(chunks))
            response.statusCode = 204
            response.end()
          } catch (error) {
            response.statusCode = 500
            response.end(String((error as Error).stack ?? error))
          }
        })
      })
      const reset = (given: Buffer) => {
        // A file may start from its own site.yaml (the body), made from the project's; else the project's bytes.
        const wanted = given.length > 0 ? given : readFileSync(join(projectDir, 'site.yaml'))
        if (!readFileSync(siteFile).equals(wanted)) writeFileSync(siteFile, wanted)
        putBackFolder(join(projectDir, 'public'), publicDir)
        const plugin = (name: string) => server.config.plugins.find((candidate) => candidate.name === name)?.api
        // A new session's undo list, and no picture remembered as just uploaded.
        ;(plugin('site-edit') as SiteEditPluginApi).reset()
        // The modules are made again from the bytes now, before the next page asks (not when the watcher gets to it).
        ;(plugin('site-yaml') as SitePluginApi).showWritten(loadSite(siteFile, { keepPositions: true, publicDir }))
      }
    },
  }
}

/**
 * Starts worker `worker`'s dev server (the global setup's), and sets its sharedDevVariables for the files. SITE_FILE is
 * set only while the server reads its config: a file's own process must not inherit it, or realSite() would read the copy.
 */
export async function startSharedDevServer(worker: number | string) {
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
  // Vite restarts a dev server when a file its config imports is saved (src/engine/vite/…) and reads the config
  // again: without SITE_FILE now, that would be the project's own site.yaml, which the tests would then change. A
  // developer saving code during a run must not cost them their site.yaml: these servers never restart (a page still
  // gets the saved module, as Vite's module graph does without a restart).
  dev.server.restart = async () => {
    console.warn(`The shared dev server of worker ${worker} did not restart for a saved config file: its site is the copy in ${folder}.`)
  }
  const variables = sharedDevVariables(String(worker))
  process.env[variables.url] = dev.url
  process.env[variables.folder] = folder
  return {
    server: dev.server,
    url: dev.url,
    siteFile,
    close: async () => {
      await dev.server.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
