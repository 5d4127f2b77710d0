import { randomBytes, timingSafeEqual } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { EditHistory } from '../../site-changes/history'
import type { Change } from '../../site-changes/operations'
import { readSiteFile, type ChangeResult } from '../../site-changes/site-file'
import { defaultSiteFile, type LoadResult } from '../../site/load-site'
import { maxPictureBytes, siteEditPath, siteEditTokenHeader, siteEditTokenMeta, uploadFolder } from '../contract/site-edit'
import { listPictures, pictureContentType, uploadPicture } from './public-files'
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
 * name (the checks and the writing are in ./public-files.ts).
 * A change written shows on the open page as a save does (the site plugin's watcher, src/engine/vite/site-plugin.ts).
 */
export function siteEditPlugin(options: { file?: string } = {}): Plugin {
  const file = resolve(options.file ?? defaultSiteFile)
  const token = randomBytes(32).toString('hex')
  // keepPositions: the check of a change is also what the open page shows (Alt+click needs the positions).
  let history = new EditHistory(file, { keepPositions: true })
  return {
    name: 'site-edit',
    apply: 'serve',
    configResolved(config) {
      // A picture's file is looked for in the server's public folder (a test's copy of it, say), not always public/.
      history = new EditHistory(file, { keepPositions: true, publicDir: config.publicDir || undefined })
    },
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { name: siteEditTokenMeta, content: token }, injectTo: 'head' }]
    },
    configureServer(server) {
      const sitePlugin = server.config.plugins.find((plugin) => plugin.name === 'site-yaml')?.api as SitePluginApi | undefined
      // A picture just uploaded, by its path on the site: served from here at once, as Vite serves only the files of
      // public/ its watcher has seen (a moment after they are written).
      const uploaded = new Map<string, string>()
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
        void readBody(request, action).then(
          (body) => {
            if (action === 'files') return reply(response, 200, { ok: true, files: server.config.publicDir ? listPictures(server.config.publicDir) : [], folder: `/${uploadFolder}` })
            if (action === 'upload') {
              if (!server.config.publicDir) return reply(response, 404, { ok: false, message: 'This dev server has no public folder to save pictures in.' })
              const saved = uploadPicture(server.config.publicDir, body)
              if (!saved.ok) return reply(response, saved.status, { ok: false, message: saved.message })
              uploaded.set(saved.path, saved.file)
              return reply(response, 200, { ok: true, path: saved.path })
            }
            const written = answer(response, request.url ?? '', body, history)
            // On the page at once, as a save shows, without waiting for the file watcher.
            if (written) sitePlugin?.showWritten(written)
          },
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

/** An upload's body: the picture in base64 (4 bytes for 3) and its name, a little above the 2 MB a picture may have. */
const uploadLimit = Math.ceil(maxPictureBytes / 3) * 4 + 64 * 1024

interface Body {
  version?: string
  change?: Change
  name?: unknown
  data?: unknown
}

/**
 * The request's JSON body: an object naming nothing but the version and the change (at most 1 MB), or for an
 * upload nothing but the picture's name and data (uploadLimit).
 */
async function readBody(request: IncomingMessage, action: string): Promise<Body> {
  const upload = action === 'upload'
  const limit = upload ? uploadLimit : 1_000_000
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw Object.assign(new Error(upload ? 'The picture is larger than 2 MB: at most 2 MB is accepted.' : 'The request is too large.'), { status: 413 })
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8') || '{}'
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error('The request is not JSON.')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('The request must be a JSON object.')
  const names = (keys: string[]) => keys.map((key) => `"${key}"`).join(', ')
  if (upload) {
    const extra = Object.keys(body).filter((key) => key !== 'name' && key !== 'data')
    if (extra.length > 0) throw new Error(`An upload may name only "name" and "data", not ${names(extra)}: a picture is saved in public/${uploadFolder}/, under a safe name.`)
    return body as Body
  }
  const extra = Object.keys(body).filter((key) => key !== 'version' && key !== 'change')
  if (extra.length > 0) throw new Error(`The request may name only "version" and "change", not ${names(extra)}: the file is the one npm start was started with.`)
  return body as Body
}

/** Answers the request; the check of the new file when it was written. */
function answer(response: ServerResponse, action: string, body: { version?: string; change?: Change }, history: EditHistory): LoadResult | undefined {
  // The file's text is sent only when asked for (the YAML tab reads it): a change's answer is on the way to the page.
  const state = () => ({ ok: true, version: readSiteFile(history.file).version, history: history.entries.map((entry) => entry.words), canUndo: history.canUndo, canRedo: history.canRedo })
  switch (action.replace(/^\/+|\/+$/g, '')) {
    case 'state':
      reply(response, 200, { ...state(), text: readSiteFile(history.file).text })
      return undefined
    case 'change':
      if (typeof body.version !== 'string' || !body.change || typeof body.change !== 'object') {
        reply(response, 400, { ok: false, message: 'A change names the version of the file it was made on and the change.' })
        return undefined
      }
      return replyResult(response, history.apply(body.version, body.change), state)
    case 'undo':
      return replyResult(response, history.undo(body.version), state)
    case 'redo':
      return replyResult(response, history.redo(body.version), state)
    default:
      reply(response, 404, { ok: false, message: `No such action: ${action}.` })
      return undefined
  }
}

function replyResult(response: ServerResponse, result: ChangeResult | undefined, state: () => object): LoadResult | undefined {
  if (!result) reply(response, 409, { ok: false, message: 'There is nothing to undo or redo.' })
  else if (!result.ok) reply(response, result.reason === 'conflict' ? 409 : 422, result)
  else {
    reply(response, 200, { ...state(), words: result.entry.words })
    return result.loaded
  }
  return undefined
}

function reply(response: ServerResponse, status: number, body: object) {
  response.statusCode = status
  response.setHeader('Content-Type', 'application/json; charset=utf-8')
  response.setHeader('Cache-Control', 'no-store')
  response.end(JSON.stringify(body))
}
