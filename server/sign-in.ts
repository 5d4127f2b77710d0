// Signing in, shared by the sign-in and invitation routes (routes/api-sign-in.ts, routes/api-invitations.ts): a
// passkey attempt's challenge (its "ceremony"), the limits on attempts (per address and per account, counted together
// across both), and the start of a session. Every success starts a new session (a new id, never one the browser
// brought), every attempt is in the audit log.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { CookieNames } from './guard'
import { absoluteLimitMs, hashOf, type PersonRow, type Store } from './store'

export interface SignInOptions {
  store: Store
  cookies: CookieNames
  /** The origin browsers use, and its host name: what a passkey is bound to. */
  publicOrigin: string
  /** The site's name, shown by the browser when it asks for a passkey. */
  siteName: string
}

export const signInWords = {
  wrongPassword: 'That e-mail and password do not match. Check them, or sign in with a passkey.',
  noPasskey: 'That passkey is not one this editor knows. Use the passkey you made when you were invited, or your password.',
  passkeyFailed: 'The passkey could not be checked. Try again.',
  invitationGone: 'This invitation has expired, was cancelled or has already been used. Ask the person who invited you for a new one.',
  tooMany: 'Too many attempts. Wait a minute, then try again.',
}

/** A passkey attempt's challenge, kept for 5 minutes under a name the page sends back. */
interface Ceremony {
  challenge: string
  expires: number
  /** A registration's invitation, so the passkey goes to the account it makes. */
  invitation?: string
}

/** The browser and system of a User-Agent, in words ("Chrome on Linux"): how a person tells their devices apart. */
export function deviceWords(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrom(e|ium)\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'A browser'
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Windows/.test(userAgent) ? 'Windows' : /Linux/.test(userAgent) ? 'Linux' : 'an unknown system'
  return `${browser} on ${system}`
}

/** The ceremonies, the limits and signIn(), made once for the server: both kinds of attempt count toward the same limits. */
export function signingIn(app: FastifyInstance, { store, cookies, publicOrigin, siteName }: SignInOptions) {
  const rpID = new URL(publicOrigin).hostname
  const ceremonies = new Map<string, Ceremony>()
  const keep = (ceremony: Omit<Ceremony, 'expires'>) => {
    const now = Date.now()
    for (const [key, old] of ceremonies) if (old.expires < now) ceremonies.delete(key)
    const name = randomBytes(16).toString('base64url')
    ceremonies.set(name, { ...ceremony, expires: now + 5 * 60_000 })
    return name
  }
  /** A ceremony's challenge, once: a response can't be replayed. */
  const take = (name: unknown) => {
    const ceremony = typeof name === 'string' ? ceremonies.get(name) : undefined
    if (typeof name === 'string') ceremonies.delete(name)
    return ceremony && ceremony.expires > Date.now() ? ceremony : undefined
  }

  /** Signs the person in: a new session, its cookie, and the audit line. */
  const signIn = (request: FastifyRequest, reply: FastifyReply, person: PersonRow, how: string) => {
    // Whatever session the browser had ends: a new id at every sign-in.
    if (request.session) store.endSession(request.session.id_hash)
    const { id } = store.startSession(person.id, request.headers['user-agent'] ?? '')
    reply.setCookie(cookies.session, id, { path: '/', httpOnly: true, sameSite: 'strict', secure: cookies.secure, maxAge: absoluteLimitMs / 1000 })
    store.record(person, `Signed in ${how}`)
    return { ok: true }
  }

  // The attempts: 10 a minute from one address, and 10 a minute for one account (@fastify/rate-limit). Both are counted
  // and checked on every attempt: two app.rateLimit() hooks share one "already limited" mark, so the second never ran.
  const byAddress = app.createRateLimit({ max: 10, timeWindow: '1 minute', keyGenerator: (request) => `address:${request.ip}` })
  const byAccount = app.createRateLimit({
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: (request) => {
      const body = request.body as { email?: unknown } | undefined
      const params = request.params as { token?: string }
      return `account:${typeof body?.email === 'string' ? body.email.trim().toLowerCase() : params.token ? hashOf(params.token) : request.ip}`
    },
  })
  const within =
    (...limits: (typeof byAddress)[]) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const results = await Promise.all(limits.map((limit) => limit(request)))
      if (results.some((result) => !result.isAllowed && result.isExceeded)) return reply.code(429).send({ ok: false, message: signInWords.tooMany })
    }
  const limited = { config: { access: 'public' as const }, preHandler: within(byAddress, byAccount) }
  // Asking for a passkey's challenge is no attempt (a sign-in with a passkey asks, then tries): more of them, per address.
  const challenges = app.createRateLimit({ max: 60, timeWindow: '1 minute', keyGenerator: (request) => `challenge:${request.ip}` })
  const challenging = { config: { access: 'public' as const }, preHandler: within(challenges) }

  return { rpID, publicOrigin, siteName, keep, take, signIn, limited, challenging, addressLimited: within(byAddress) }
}

export type SigningIn = ReturnType<typeof signingIn>
