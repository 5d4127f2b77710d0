import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { createServer, type PluginOption, type ViteDevServer } from 'vite'

// `npm start` inside a test or a tool: Vite's dev server on a free port of this machine, and a page opened in it
// once Vite's client listens for changes. No vitest import here: tools/dev-loop.ts imports this file too.

const root = fileURLToPath(new URL('..', import.meta.url))

export interface DevServerOptions {
  /** The folder of the site the server draws and edits, holding its site.yaml and public/ (SITE_DIR); the project's own when not given. */
  siteDir?: string
  /** The site.yaml the server draws and watches (SITE_FILE), over siteDir's; the project's own when neither is given. */
  siteFile?: string
  /** The address it listens on: 127.0.0.1, as `npm start`, unless given. */
  host?: string
  /** The folder served as public/ (Vite's publicDir), where uploaded pictures are written: the project's public/ when not given. */
  publicDir?: string
  /** More plugins, after the project's (a test's own endpoint: tests/e2e/shared-dev-server.ts). */
  plugins?: PluginOption[]
}

export interface DevServer {
  server: ViteDevServer
  /** Where it answers, with no trailing slash: `${url}/pricing` is a page. */
  url: string
}

/**
 * Starts the dev server as `npm start` does (the project's vite.config.ts, loaded by the runner), silent, on a
 * port the system picks. SITE_DIR and SITE_FILE are set for as long as the server runs, and put back when it closes:
 * Vite reads the config again when it restarts (a file the config imports was saved, the lockfile changed), and a
 * server that had forgotten its copy of site.yaml would then change the project's own.
 */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const settings = { SITE_DIR: options.siteDir, SITE_FILE: options.siteFile }
  const before = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]))
  const putBack = () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  for (const [name, value] of Object.entries(settings)) if (value) process.env[name] = value
  try {
    const server = await createServer({ root, configLoader: 'runner', logLevel: 'silent', server: { port: 0, host: options.host ?? '127.0.0.1' }, ...(options.publicDir && { publicDir: options.publicDir }), ...(options.plugins && { plugins: options.plugins }) })
    try {
      await server.listen()
    } catch (error) {
      await server.close()
      throw error
    }
    const close = server.close.bind(server)
    server.close = async () => {
      await close()
      putBack()
    }
    return { server, url: server.resolvedUrls!.local[0].replace(/\/$/, '') }
  } catch (error) {
    putBack()
    throw error
  }
}

/**
 * Opens `url` in `page` and waits until Vite's client says "[vite] connected" on the console: from then on it
 * listens for changes, and a save is seen (a save before that would go unseen). `timeout` is for that message;
 * the page's default timeout when not given.
 */
export async function openConnected(page: Page, url: string, timeout?: number): Promise<void> {
  const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout })
  // Both awaited together: if the navigation fails, the wait's own failure later is not left unhandled.
  await Promise.all([connected, page.goto(url)])
}
