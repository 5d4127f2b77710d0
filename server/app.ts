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
//   /site-data/…, and every other address (/*)   routes/draft-files.ts   (the editor's page, the draft's files)
//   /assets/…, /healthz                          here
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import { Drafts } from './drafts'
import { assetsPrefix, checkAccessDeclared, collectRoutes, cookieNames, installGuard, type RouteDoor } from './guard'
import { Publishing } from './publishing'
import { Repository, scrubbed } from './repository'
import { draftRoutes } from './routes/api-draft'
import { historyRoutes } from './routes/api-history'
import { invitationRoutes } from './routes/api-invitations'
import { meRoutes } from './routes/api-me'
import { peopleRoutes } from './routes/api-people'
import { previewRoutes } from './routes/api-previews'
import { publishRoutes } from './routes/api-publish'
import { reviewRoutes } from './routes/api-reviews'
import { sessionRoutes } from './routes/api-sessions'
import { signInRoutes } from './routes/api-sign-in'
import { draftFileRoutes } from './routes/draft-files'
import { siteEditRoutes } from './routes/site-edit'
import { signingIn, signInWords } from './sign-in'
import { Store } from './store'
import { uploadFolder, uploadedPicturePolicy } from '../src/engine/contract/site-edit'

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
  /** Where each request's line goes (false: nowhere, for tests that read none). */
  log?: boolean
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
}

export async function createServer(options: ServerOptions): Promise<EditingServer> {
  mkdirSync(options.dataDir, { recursive: true })
  const repository = new Repository({ remote: options.repo, branch: options.branch, dataDir: options.dataDir })
  await repository.update()
  const store = new Store(databaseFile(options.dataDir))
  const drafts = new Drafts(repository)
  const cookies = cookieNames(options.publicOrigin)

  const app = Fastify({
    trustProxy: proxyTrust(options.trustProxy),
    // One line per request, written by the hook below: never a header, a cookie or a secret in an address.
    logger: options.log === false ? false : { level: 'info', redact: ['req.headers.cookie', 'req.headers.authorization'] },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_000_000,
  })
  store.onRecord = (event) => app.log.info(event, 'activity')
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: loggedUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime), person: request.person?.id }, 'request')
  })
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders)
    if (isUploadedPicture(request.url)) reply.header('Content-Security-Policy', uploadedPicturePolicy)
    return payload
  })
  // No stack trace or internal message reaches a browser; the log has the error, scrubbed of the remote's credential.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500
    if (status === 429) return reply.code(429).send({ ok: false, message: signInWords.tooMany })
    // A file refused by @fastify/static (a path that leaves its folder) is, to the person, a file that is not there.
    if (status === 403 || status === 404) return reply.code(status).send({ ok: false, message: 'There is nothing at this address.' })
    if (status === 413) return reply.code(413).send({ ok: false, message: 'That is too large: a picture may be at most 2 MB.' })
    if (status >= 500) request.log.error({ error: scrubbed(String(error.stack ?? error.message), options.repo) }, 'failed')
    return reply.code(status).send({ ok: false, message: status >= 500 ? 'Something went wrong on the editing server, and nothing was changed. Try again.' : 'The request could not be read. Reload the page, then try again.' })
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ ok: false, message: 'There is nothing at this address.' }))

  // Before any route: each is kept with its access as it is registered, and checked at the end and when the server starts.
  const routes: RouteDoor[] = []
  collectRoutes(app, routes)
  app.addHook('onReady', async () => checkAccessDeclared(routes))

  await app.register(fastifyCookie)
  await app.register(fastifyRateLimit, { global: false })
  // The editor's bundle: its hashed files cached for a year, its pages never (open to all: collectRoutes says so).
  await app.register(fastifyStatic, { root: join(options.editorDir, 'assets'), prefix: assetsPrefix, immutable: true, maxAge: '365d', decorateReply: true, index: false })
  installGuard(app, store, options.publicOrigin, cookies)

  app.get('/healthz', { config: { access: 'public' } }, () => ({ ok: true }))
  const sendAccountPage = (_: unknown, reply: import('fastify').FastifyReply) => reply.header('Cache-Control', 'no-store').sendFile('src/editing-app/account.html', options.editorDir)
  const signing = signingIn(app, { store, cookies, publicOrigin: options.publicOrigin, siteName: 'Site editor' })
  signInRoutes(app, { store, cookies, signingIn: signing, sendAccountPage })
  invitationRoutes(app, { store, signingIn: signing, sendAccountPage })
  meRoutes(app)
  sessionRoutes(app, store)
  peopleRoutes(app, store, options.publicOrigin)
  previewRoutes(app, { store, drafts, dataDir: options.dataDir, publicOrigin: options.publicOrigin, projectDir: options.projectDir })
  draftRoutes(app, { store, drafts, repository })
  siteEditRoutes(app, { store, drafts })
  draftFileRoutes(app, { drafts, editorDir: options.editorDir })
  // The commits' committer is the server; their author, the person.
  const publishing = new Publishing(repository, drafts, { name: 'Site editing server', email: `editing-server@${new URL(options.publicOrigin).hostname}` })
  // A publish the process was killed in is finished or forgotten before anyone's draft opens (a change made to the
  // draft before would be lost when it starts again from the publish).
  await publishing.settleAll()
  publishRoutes(app, { store, drafts, publishing, dataDir: options.dataDir, projectDir: options.projectDir })
  historyRoutes(app, { store, publishing })
  reviewRoutes(app, { store, publishing })
  app.addHook('onClose', async () => store.close())
  // A route that does not say who may call it stops the server here (and at its start, for one added later).
  await app.after()
  checkAccessDeclared(routes)
  return { app, store, repository, routes }
}
