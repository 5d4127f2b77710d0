// The locked door: who is asking (their session, from its cookie), whether a request that changes anything comes from
// the server's own page (its Origin, and the session's CSRF token in a header), and whether their role may do it.
// Each route says what it needs in its config (`access`); the checks run here, on the server, for every request.
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { article, csrfHeader, type Role } from '../src/editing-app/api'
import type { PersonRow, SessionRow, Store } from './store'

/** What a route needs: nobody (`public`), anyone signed in, or a role among those listed. */
export type Access = 'public' | 'signed-in' | Role[]

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
    // The editor's bundle is code alone, the same for everyone (the sign-in page needs its own): open to all.
    const access = request.routeOptions.url?.startsWith('/assets/') ? 'public' : (request.routeOptions.config.access ?? 'signed-in')
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
    if (changing && !sameText(String(request.headers[csrfHeader] ?? ''), session.csrf)) return reply.code(403).send({ ok: false, message: refusals.csrf })
    if (Array.isArray(access) && !access.includes(person.role)) return reply.code(403).send({ ok: false, message: refusals.role(access) })
  })
}
