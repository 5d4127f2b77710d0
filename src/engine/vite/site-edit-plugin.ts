import { randomBytes, timingSafeEqual } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { EditHistory } from '../../site-changes/history'
import { defaultSiteFile } from '../../site/load-site'
import { siteEditBodyLimit, siteEditPath, siteEditTokenHeader, siteEditTokenMeta, siteEditWords } from '../contract/site-edit'
import { pictureContentType } from './public-files'
import { parseDoorBody, siteEditDoor, type DoorContext } from './site-edit-door'
import type { SitePluginApi } from './site-plugin'

/**
 * `npm start` only: the open page may change site.yaml through the dev server (src/site-changes/ makes each change as a
 * careful person would, and checks it before it is written). The way in is locked, because any web page a person
 * visits can send requests to localhost:
 *   - the server must listen on this machine only (127.0.0.1), as `npm start` does;
 *   - the Host must be this server's own address (a DNS-rebinding page has its own name there);
 *   - the Origin must be the page of this server;
 *   - the request must carry the session's token, which only this server's own page receives (in a <meta>);
 *   - the file is the one the server was started with: a request names only the version and the change.
 * Pictures come through the same door: `files` lists those of public/, `upload` saves a new one there under a safe
 * name (the checks and the writing are in ./public-files.ts). What each action does and answers is the door, shared
 * with the editing server (./site-edit-door.ts); this file is npm start's gate to it.
 * A change written shows on the open page as a save does (the site plugin's watcher, src/engine/vite/site-plugin.ts).
 */
/** What the site-edit plugin offers (its `api`): a new editing session, as a new `npm start` begins one. */
export interface SiteEditPluginApi {
  /** Forgets the undo list and the pictures just uploaded (the e2e run's shared dev server, between two files). */
  reset(): void
}

export function siteEditPlugin(options: { file?: string } = {}): Plugin<SiteEditPluginApi> {
  const file = resolve(options.file ?? defaultSiteFile)
  const token = randomBytes(32).toString('hex')
  // keepPositions: the check of a change is also what the open page shows (Alt+click needs the positions).
  let history = new EditHistory(file, { keepPositions: true })
  let publicDir: string | undefined
  // A picture just uploaded, by its path on the site: served from here at once, as Vite serves only the files of
  // public/ its watcher has seen (a moment after they are written).
  const uploaded = new Map<string, string>()
  return {
    name: 'site-edit',
    apply: 'serve',
    configResolved(config) {
      // A picture's file is looked for in the server's public folder (a test's copy of it, say), not always public/.
      publicDir = config.publicDir || undefined
      history = new EditHistory(file, { keepPositions: true, publicDir })
    },
    api: {
      reset() {
        history = new EditHistory(file, { keepPositions: true, publicDir })
        uploaded.clear()
      },
    },
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { name: siteEditTokenMeta, content: token }, injectTo: 'head' }]
    },
    configureServer(server) {
      const sitePlugin = server.config.plugins.find((plugin) => plugin.name === 'site-yaml')?.api as SitePluginApi | undefined
      server.middlewares.use((request, response, next) => {
        const file = (request.method === 'GET' || request.method === 'HEAD') && uploaded.get(request.url ?? '')
        if (!file) return next()
        readFile(file).then((bytes) => {
          response.setHeader('Content-Type', pictureContentType(file))
          response.setHeader('Cache-Control', 'no-cache')
          response.end(request.method === 'HEAD' ? undefined : bytes)
        }, next)
      })
      server.middlewares.use(siteEditPath, (request, response) => {
        const refused = refusal(request, server, token)
        if (refused) return reply(response, refused.status, { ok: false, message: refused.message })
        const action = actionOf(request.url ?? '')
        const context: DoorContext = {
          history,
          publicDir: server.config.publicDir || undefined,
          theFile: 'the file is the one npm start was started with',
          // On the page at once, as a save shows, without waiting for the file watcher.
          onWritten: (result) => sitePlugin?.showWritten(result.loaded),
          onUploaded: (saved) => uploaded.set(saved.path, saved.file),
        }
        void readBody(request, action)
          .then((text) => {
            const parsed = parseDoorBody(text)
            return parsed.ok ? siteEditDoor(action, parsed.body, context) : parsed.answer
          })
          .then(
            (answer) => reply(response, answer.status, answer.body),
            (error: Error & { status?: number }) => reply(response, error.status ?? 400, { ok: false, message: error.message }),
          )
      })
    },
  }
}

interface Refusal {
  status: number
  message: string
}

/** Why a request may not change the file, or undefined when it comes from this server's own page. */
function refusal(request: IncomingMessage, server: ViteDevServer, token: string): Refusal | undefined {
  if (request.method !== 'POST') return { status: 405, message: 'Only POST requests change site.yaml.' }
  const listening = server.httpServer?.address() as AddressInfo | null
  // Reachable from other machines (npm start --host): the token would travel in the clear, and Host is theirs to choose.
  if (!listening || !['127.0.0.1', '::1'].includes(listening.address)) return { status: 403, message: 'Refused: this dev server listens beyond this machine; site.yaml can be changed only when npm start listens on 127.0.0.1.' }
  const port = listening.port
  const host = request.headers.host ?? ''
  const ownHosts = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]
  if (!ownHosts.includes(host)) return { status: 403, message: `Refused: the request is addressed to "${host}", not to this dev server.` }
  if (request.headers.origin !== `http://${host}`) return { status: 403, message: 'Refused: the request does not come from this dev server’s page.' }
  const sent = Buffer.from(String(request.headers[siteEditTokenHeader] ?? ''))
  const expected = Buffer.from(token)
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return { status: 403, message: 'Refused: the request does not carry this session’s token (reload the page).' }
  return undefined
}

/** The action a request names: `/__site-edit/change` → "change". */
const actionOf = (url: string) => url.split('?')[0].replace(/^\/+|\/+$/g, '')

/** The request's body as text, at most siteEditBodyLimit (the door reads it: ./site-edit-door.ts). */
async function readBody(request: IncomingMessage, action: string): Promise<string> {
  const limit = siteEditBodyLimit(action)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw Object.assign(new Error(siteEditWords.tooLarge(action)), { status: 413 })
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function reply(response: ServerResponse, status: number, body: object) {
  response.statusCode = status
  response.setHeader('Content-Type', 'application/json; charset=utf-8')
  response.setHeader('Cache-Control', 'no-store')
  response.end(JSON.stringify(body))
}
