// The editing server: one Fastify process that lets the people it knows edit the site from any browser, each in a
// draft of their own, with nothing installed. Everything it keeps is under its data folder (see README, "Editing
// server"): the clone and drafts (server/repository.ts, server/drafts.ts) and a SQLite file (server/store.ts).
//
// Every address, and the file that answers it (each route says who may call it: ./guard.ts):
//   /sign-in, /api/sign-in/…, /api/sign-out      routes/api-sign-in.ts   (the ceremonies and limits: sign-in.ts)
//   /api/me                                      routes/api-me.ts
//   /invite/:token, /api/invitations/…           routes/api-invitations.ts
//   /api/sessions/…                              routes/api-sessions.ts
//   /api/people/…, /api/activity                 routes/api-people.ts
//   /api/draft/…                                 routes/api-draft.ts
//   /api/previews/…, /preview/:token/…           routes/api-previews.ts
//   /api/publish, /api/publish/ask, …/review     routes/api-publish.ts
//   /api/history/…                               routes/api-history.ts
//   /api/reviews/…, /reviews/:id/preview/…       routes/api-reviews.ts
//   /__site-edit/…                               routes/site-edit.ts     (the door itself: src/engine/vite/site-edit-door.ts)
//   /site-data/…, /__gallery, every other (/*)   routes/draft-files.ts   (the editor's page, the draft's files)
//   /assets/…, /healthz                          here
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import { STATUS_CODES } from 'node:http'
import { join, sep } from 'node:path'
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import { Drafts } from './drafts'
import { assetsPrefix, checkAccessDeclared, collectRoutes, cookieNames, installGuard, refusals, type RouteDoor } from './guard'
import { Publishing } from './publishing'
import { Repository, scrubbed } from './repository'
import { draftRoutes } from './routes/api-draft'
import { historyRoutes } from './routes/api-history'
import { invitationRoutes } from './routes/api-invitations'
import { meRoutes } from './routes/api-me'
import { peopleRoutes } from './routes/api-people'
import { buildDraft, PreviewBuilds, previewRoutes, type PreviewBuilder } from './routes/api-previews'
import { publishRoutes } from './routes/api-publish'
import { reviewRoutes } from './routes/api-reviews'
import { sessionRoutes } from './routes/api-sessions'
import { signInRoutes } from './routes/api-sign-in'
import { draftFileRoutes } from './routes/draft-files'
import { siteEditRoutes } from './routes/site-edit'
import { signingIn, signInWords } from './sign-in'
import { Store } from './store'
import { galleryPath } from '../src/engine/contract/entries.js'
import { siteEditPath, uploadFolder, uploadedPicturePolicy } from '../src/engine/contract/site-edit'

export interface ServerOptions {
  /** The remote: any URL or path git takes. */
  repo: string
  branch: string
  /** Where everything the server keeps is. */
  dataDir: string
  /** The origin browsers use (the reverse proxy's, when there is one). */
  publicOrigin: string
  /**
   * How many proxies stand in front of the server (true: one; false or 0: none). The client's address is taken from
   * X-Forwarded-For, counting that many entries from its right: each proxy appends the address it was reached from,
   * and anything to their left is what the client itself sent, which anyone can write.
   */
  trustProxy: boolean | number
  /** The editing server's bundle (npm run build:editing-server). */
  editorDir: string
  /** This project, whose build draws a shared preview. */
  projectDir: string
  /** Where each request's line goes: standard output, nowhere (false, for tests that read none) or a stream of lines. */
  log?: boolean | { write(line: string): void }
  /** Draws a draft as the built site, for previews and reviews: the project's build unless given (tests give a quick stand-in). */
  buildPreview?: PreviewBuilder
}

/** The database's file under the data folder. */
export const databaseFile = (dataDir: string) => join(dataDir, 'editing.sqlite')

/** What the request line may show of an address: a secret in it (an invitation's, a preview's) is cut out. */
export const loggedUrl = (url: string) => url.replace(/^\/(invite|api\/invitations|preview)\/[^/?]+/, '/$1/…').replace(/\?.*$/, (query) => (query.length > 1 ? '?…' : ''))

/** An uploaded picture's address, in a draft or a preview: it is served sandboxed (uploadedPicturePolicy). */
export const isUploadedPicture = (url: string) => new RegExp(`^(?:/preview/[^/?]+|/reviews/[^/?]+/preview)?/${uploadFolder}/`).test(url)

/** The security headers of every answer (the editor's pages run no inline script: their data is JSON, not code). */
export const securityHeaders = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** The section gallery's page, which the editor's "Add a section" draws in frames (routes/draft-files.ts). */
export const isGalleryPage = (url: string) => url.split('?')[0] === galleryPath

/** The gallery may be framed by the server's own pages, and by nobody else's. */
export const galleryFraming = {
  'Content-Security-Policy': securityHeaders['Content-Security-Policy'].replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  'X-Frame-Options': 'SAMEORIGIN',
}

/**
 * Over https, browsers are told to come back over https alone for a year. Not `includeSubDomains`: the server answers
 * for its one host, and has no say over any name under it.
 */
export const strictTransport = 'max-age=31536000'

/** What an answer may be kept as: nothing, unless its route says otherwise (a draft's file: routes/draft-files.ts). */
export const cacheRules = {
  /** Pages and data about a person, sign-in and invitation pages, previews, every /api/ answer, every refusal. */
  never: 'no-store',
  /** The editor's bundle under /assets/: its files are named by their content's hash. */
  bundle: 'public, max-age=31536000, immutable',
}

/** The words of the answers the server gives on its own (the door's refusals are guard.ts's `refusals`). */
export const answerWords = {
  unreadable: 'The request could not be read. Reload the page, then try again.',
  badAddress: 'That address could not be read: it has a broken %-escape. Check the address, then try again.',
  headersTooLarge: 'The request’s headers are too large. Clear this site’s cookies, then try again.',
  timeout: 'The request took too long to arrive. Try again.',
  failed: 'Something went wrong on the editing server, and nothing was changed. Try again.',
  pictureTooLarge: 'That is too large: a picture may be at most 2 MB.',
  tooLarge: (bytes: number) => `That request is too large: the editing server takes at most ${+(bytes / 1_000_000).toFixed(1)} MB at a time.`,
}

/** The files (in a data folder) others on the machine may read: the folder, and what is directly in it. */
export function widePaths(dataDir: string): string[] {
  if (!existsSync(dataDir)) return []
  const paths = [dataDir, ...readdirSync(dataDir).map((name) => join(dataDir, name))]
  return paths.filter((path) => ((statSync(path, { throwIfNoEntry: false })?.mode ?? 0) & 0o077) !== 0)
}

/**
 * Whether a Host header names the public URL's host (and port): its name as a browser would write it, letters'
 * case and the scheme's default port aside.
 */
export function isPublicHost(host: string | undefined, publicUrl: URL): boolean {
  if (!host || !/^[a-z0-9.\-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i.test(host)) return false
  try {
    return new URL(`${publicUrl.protocol}//${host}`).host === publicUrl.host
  } catch {
    return false
  }
}

/**
 * Fastify's trustProxy for `trustProxy` proxies in front (`true`: one): the socket's address and that many entries at
 * the right of X-Forwarded-For are trusted, never more, so the client's address is the entry added by the proxy it
 * reached (the outermost).
 * Never Fastify's `true` (it takes the left-most entry, the one the client wrote), nor its own count (it trusts none).
 */
export function proxyTrust(trustProxy: boolean | number): false | ((address: string, hop: number) => boolean) {
  const hops = trustProxy === true ? 1 : trustProxy === false ? 0 : Math.floor(trustProxy)
  return hops > 0 ? (_address, hop) => hop < hops : false
}

export interface EditingServer {
  app: FastifyInstance
  store: Store
  repository: Repository
  /** Every route as registered, with who may call it (the server does not start while one says nothing). */
  routes: RouteDoor[]
  /** The preview builds, made after their answers: `builds.idle()` resolves when those started so far are done. */
  builds: PreviewBuilds
}

export async function createServer(options: ServerOptions): Promise<EditingServer> {
  // What the server and its git write is its user's alone: the remote's token is in repository.git/config, the
  // sessions' hashes in the database, the drafts are people's unpublished work (the command line sets it first too).
  process.umask(0o077)
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
  const repository = new Repository({ remote: options.repo, branch: options.branch, dataDir: options.dataDir })
  await repository.update()
  const store = new Store(databaseFile(options.dataDir))
  // The database, made by an older start with wider modes, is made private; the folder itself is the operator's (below).
  for (const file of ['', '-wal', '-shm'].map((end) => databaseFile(options.dataDir) + end)) if (existsSync(file)) chmodSync(file, 0o600)
  const drafts = new Drafts(repository)
  const cookies = cookieNames(options.publicOrigin)
  const publicUrl = new URL(options.publicOrigin)

  /** The headers every answer has, whatever answers it: the route, the door, an error, Fastify itself. */
  const answerHeaders = (url: string): Record<string, string> => ({
    ...securityHeaders,
    ...(isGalleryPage(url) && galleryFraming),
    ...(isUploadedPicture(url) && { 'Content-Security-Policy': uploadedPicturePolicy }),
    ...(publicUrl.protocol === 'https:' && { 'Strict-Transport-Security': strictTransport }),
  })
  /** An answer Fastify gives before any hook of ours runs (an address it can't read): our headers, words and log line. */
  const frameworkAnswer = (error: { code?: string; statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 400
    request.log.info({ method: request.method, url: loggedUrl(request.url), status, error: error.code }, 'request')
    const message = error.code === 'FST_ERR_BAD_URL' ? answerWords.badAddress : status >= 500 ? answerWords.failed : answerWords.unreadable
    return reply.code(status).headers({ ...answerHeaders(''), 'Cache-Control': cacheRules.never }).send({ ok: false, message })
  }

  const app = Fastify({
    trustProxy: proxyTrust(options.trustProxy),
    // One line per request, written by the hook below: never a header, a cookie or a secret in an address.
    logger: options.log === false ? false : { level: 'info', redact: ['req.headers.cookie', 'req.headers.authorization'], ...(typeof options.log === 'object' && { stream: options.log }) },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_000_000,
    frameworkErrors: frameworkAnswer,
    // A request Node's parser refuses (a broken request line, headers too large) never reaches Fastify: answered here.
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return
      const [status, words] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, answerWords.headersTooLarge] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, answerWords.timeout] : [400, answerWords.unreadable]
      app.log.info({ status, error: error.code }, 'request')
      const body = JSON.stringify({ ok: false, message: words })
      const headers = { ...answerHeaders(''), 'Cache-Control': cacheRules.never, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' }
      if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`)
      socket.destroy(error)
    },
  })
  store.onRecord = (event) => app.log.info(event, 'activity')
  // Others on this machine reading the data folder could read the remote's token and sign in as anyone. The folder
  // was given by the operator (it may be shared on purpose, or not the server's alone): it is not changed, only told.
  const wide = widePaths(options.dataDir)
  if (wide.length > 0) app.log.warn({ paths: wide }, `Others on this machine can read the editing server's data folder (${wide.join(', ')}): it holds the remote's token and the sessions. Make it yours alone: chmod -R go-rwx ${options.dataDir}`)

  // First of all, the headers of every answer (a route that writes its own answer, the draft's stream, copies them).
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(answerHeaders(request.url))
    // A request for another host name (a name made to point here: DNS rebinding) is not this server's to answer; a
    // supervisor's health check may come by any name.
    if (request.routeOptions.url !== '/healthz' && !isPublicHost(request.headers.host, publicUrl)) return reply.code(421).send({ ok: false, message: refusals.host(options.publicOrigin) })
  })
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: loggedUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime), person: request.person?.id }, 'request')
  })
  // Again as the answer leaves, whatever the route or an error did to them. An answer is kept nowhere unless its route
  // says otherwise; a refusal or an error never (what its route said may be kept was its file, not this).
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(answerHeaders(request.url))
    if (reply.statusCode >= 400 || !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', cacheRules.never)
    return payload
  })
  // No stack trace or internal message reaches a browser; the log has the error, scrubbed of the remote's credential.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500
    if (status === 429) return reply.code(429).send({ ok: false, message: signInWords.tooMany })
    // A file refused by @fastify/static (a path that leaves its folder) is, to the person, a file that is not there.
    if (status === 403 || status === 404) return reply.code(status).send({ ok: false, message: refusals.nothing })
    if (status === 413) return reply.code(413).send({ ok: false, message: request.routeOptions.url === `${siteEditPath}/upload` ? answerWords.pictureTooLarge : answerWords.tooLarge(request.routeOptions.bodyLimit) })
    if (status >= 500) request.log.error({ error: scrubbed(String(error.stack ?? error.message), options.repo) }, 'failed')
    return reply.code(status).send({ ok: false, message: status >= 500 ? answerWords.failed : answerWords.unreadable })
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ ok: false, message: refusals.nothing }))

  // Before any route: each is kept with its access as it is registered, and checked at the end and when the server starts.
  const routes: RouteDoor[] = []
  collectRoutes(app, routes)
  app.addHook('onReady', async () => checkAccessDeclared(routes))

  await app.register(fastifyCookie)
  await app.register(fastifyRateLimit, { global: false })
  // The editor's bundle (open to all: collectRoutes says so), its hashed files kept for a year. @fastify/static sets no
  // Cache-Control of its own: its sendFile() also sends people's files (a draft's, a preview's), each as its route says.
  const bundleDir = join(options.editorDir, 'assets')
  await app.register(fastifyStatic, {
    root: bundleDir,
    prefix: assetsPrefix,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => path.startsWith(bundleDir + sep) && reply.header('Cache-Control', cacheRules.bundle),
    decorateReply: true,
    index: false,
  })
  installGuard(app, store, options.publicOrigin, cookies)

  app.get('/healthz', { config: { access: 'public' } }, () => ({ ok: true }))
  const sendAccountPage = (_: unknown, reply: FastifyReply) => reply.header('Cache-Control', cacheRules.never).sendFile('src/editing-app/account.html', options.editorDir)
  const signing = signingIn(app, { store, cookies, publicOrigin: options.publicOrigin, siteName: 'Site editor' })
  signInRoutes(app, { store, cookies, signingIn: signing, sendAccountPage })
  invitationRoutes(app, { store, signingIn: signing, sendAccountPage })
  meRoutes(app)
  sessionRoutes(app, store)
  peopleRoutes(app, store, options.publicOrigin)
  // The site builds people start (share links and asks to publish), drawn by the project's build unless a test gives its own.
  // They run after their answer (one at a time); a failure is logged, and the preview's link says so.
  const builds = new PreviewBuilds(options.buildPreview ?? ((draft, outDir) => buildDraft(options.projectDir, draft, outDir)), (folder, error) =>
    app.log.error({ preview: folder, build: error.message.slice(0, 500) }, 'a preview build failed'),
  )
  previewRoutes(app, { store, drafts, dataDir: options.dataDir, publicOrigin: options.publicOrigin, builds })
  // The commits' committer is the server; their author, the person.
  const publishing = new Publishing(repository, drafts, { name: 'Site editing server', email: `editing-server@${new URL(options.publicOrigin).hostname}` })
  // A publish the process was killed in is finished or forgotten before anyone's draft opens (a change made to the
  // draft before would be lost when it starts again from the publish).
  await publishing.settleAll()
  draftRoutes(app, { store, drafts, repository, publishing })
  siteEditRoutes(app, { store, drafts })
  draftFileRoutes(app, { drafts, editorDir: options.editorDir })
  publishRoutes(app, { store, drafts, repository, publishing, dataDir: options.dataDir, builds })
  historyRoutes(app, { store, publishing })
  reviewRoutes(app, { store, drafts, publishing })
  // Builds a restart cut short, made again (the folders the routes above swept keep only live previews' ones).
  builds.resume([join(options.dataDir, 'previews'), join(options.dataDir, 'reviews')])
  // A build still running is waited for: the store it may log to, and the folders, stay until it is done.
  app.addHook('onClose', async () => {
    await builds.idle()
    store.close()
  })
  // A route that does not say who may call it stops the server here (and at its start, for one added later).
  await app.after()
  checkAccessDeclared(routes)
  return { app, store, repository, routes, builds }
}
