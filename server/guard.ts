// The locked door: who is asking (their session, from its cookie), whether a request that changes anything comes from
// the server's own page (its Origin, and the session's CSRF token in a header), and whether their role may do it.
// Each route says what it needs in its config (`access`), with no default: the server does not start while a route
// says nothing (checkAccessDeclared), and a request to one is refused. The checks run here, on the server, for every
// request.
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { article, type Role } from '../src/editing-app/api'
import { siteEditTokenHeader } from '../src/engine/contract/site-edit'
import type { PersonRow, SessionRow, Store } from './store'

/** What a route needs: nobody (`public`), anyone signed in, or a role among those listed. */
export type Access = 'public' | 'signed-in' | Role[]

/** One method and address of the server, and who may call it: the route table (tests/unit/editing-server/route-doors.test.ts calls each). */
export interface RouteDoor {
  method: string
  url: string
  access: Access | undefined
}

/** The prefix of @fastify/static's route, which takes no config: the editor's bundle, code alone, the same for everyone (the sign-in page needs it). */
export const assetsPrefix = '/assets/'

/**
 * Keeps every route's method, address and access in `table` as it is registered. The one route that can't say its
 * own access, @fastify/static's, is given 'public' here, by name; every other says it itself.
 */
export function collectRoutes(app: FastifyInstance, table: RouteDoor[]) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith(assetsPrefix) && route.config?.access === undefined) route.config = { ...route.config, access: 'public' }
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access: route.config?.access })
  })
}

/** Refuses to start with a route that does not say who may call it: forgetting would not open it to everyone signed in. */
export function checkAccessDeclared(routes: RouteDoor[]) {
  const silent = routes.filter((route) => !isAccess(route.access))
  if (silent.length > 0) throw new Error(`Every route of the editing server must say who may call it (config: { access: 'public' | 'signed-in' | [roles] }); these do not: ${silent.map((route) => `${route.method} ${route.url}`).join(', ')}.`)
}

const isAccess = (access: unknown): access is Access => access === 'public' || access === 'signed-in' || (Array.isArray(access) && access.length > 0)

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    person?: PersonRow
    session?: SessionRow
  }
}

export interface CookieNames {
  session: string
  secure: boolean
}

/** The session cookie: `__Host-` and Secure whenever browsers reach the server over https (its public URL). */
export function cookieNames(publicOrigin: string): CookieNames {
  const secure = publicOrigin.startsWith('https:')
  return { session: secure ? '__Host-edit-session' : 'edit-session', secure }
}

export const refusals = {
  origin: 'Refused: this request does not come from the editor’s own page.',
  csrf: 'Refused: this page is out of date. Reload it, then try again.',
  signedOut: 'Your session has ended. Sign in again to go on.',
  role: (roles: Role[]) => `Only ${roles.map(article).join(' or ')} can do this.`,
  undeclared: 'Something went wrong on the editing server, and nothing was changed. Try again.',
  nothing: 'There is nothing at this address.',
  /** A request for a host name that is not the public URL's. */
  host: (publicOrigin: string) => `This editing server answers only at ${publicOrigin}: open it there.`,
}

const changes = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function installGuard(app: FastifyInstance, store: Store, publicOrigin: string, cookies: CookieNames) {
  app.decorateRequest('person', undefined)
  app.decorateRequest('session', undefined)
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // An address with no route is answered "nothing here" by the not-found handler: to those signed in, as any route.
    const access = request.is404 ? 'signed-in' : request.routeOptions.config.access
    // A route that says nothing (checkAccessDeclared keeps the server from starting with one) is open to nobody.
    if (!isAccess(access)) return reply.code(500).send({ ok: false, message: refusals.undeclared })
    const changing = changes.has(request.method)
    // Every change comes from a page of this server: a page elsewhere can send the browser's cookie, never this Origin.
    if (changing && request.headers.origin !== publicOrigin) return reply.code(403).send({ ok: false, message: refusals.origin })
    const id = request.cookies[cookies.session]
    const session = id ? store.session(id) : undefined
    const person = session && store.personById(session.person_id)
    if (session && person) {
      request.session = session
      request.person = person
    }
    if (access === 'public') return
    if (!person || !session) {
      // A page is sent to the sign-in page; a request of a page gets the words.
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
        const ended = id ? 'ended=1&' : ''
        return reply.redirect(`/sign-in?${ended}next=${encodeURIComponent(request.url)}`)
      }
      return reply.code(401).send({ ok: false, message: refusals.signedOut })
    }
    if (changing && !sameText(String(request.headers[siteEditTokenHeader] ?? ''), session.csrf)) return reply.code(403).send({ ok: false, message: refusals.csrf })
    if (Array.isArray(access) && !access.includes(person.role)) return reply.code(403).send({ ok: false, message: refusals.role(access) })
  })
}
