// Signing in: with a passkey (WebAuthn, @simplewebauthn/server) or the fallback password, after an invitation made
// the account. Every success starts a new session (a new id, never one the browser brought), every attempt is in
// the audit log, and the attempts are limited per address and per account.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { minPasswordLength, roleWords, type DeviceSession } from '../src/editing-app/api'
import type { CookieNames } from './guard'
import { absoluteLimitMs, hashOf, passwordMatches, type PersonRow, type Store } from './store'

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
  invitationGone: 'This invitation has expired or has already been used. Ask the person who invited you for a new one.',
  tooMany: 'Too many attempts. Wait a minute, then try again.',
  shortPassword: `Use at least ${minPasswordLength} characters.`,
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

export function signInRoutes(app: FastifyInstance, { store, cookies, publicOrigin, siteName }: SignInOptions) {
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

  app.get('/api/me', (request) => {
    const { person, session } = request as Required<Pick<FastifyRequest, 'person' | 'session'>>
    return { ok: true, id: person.id, name: person.name, email: person.email, role: person.role, csrf: session.csrf }
  })

  app.post('/api/sign-in/password', limited, async (request, reply) => {
    const { email, password } = (request.body ?? {}) as { email?: unknown; password?: unknown }
    const person = typeof email === 'string' ? store.personByEmail(email) : undefined
    const matches = await passwordMatches(typeof password === 'string' ? password : '', person?.password_hash ?? null)
    if (!person || !matches) {
      store.record(undefined, `A sign-in with a wrong password${typeof email === 'string' ? ` for ${email.slice(0, 100)}` : ''}`)
      return reply.code(401).send({ ok: false, message: signInWords.wrongPassword })
    }
    return signIn(request, reply, person, 'with a password')
  })

  app.post('/api/sign-in/passkey/options', challenging, async () => {
    // Discoverable passkeys: the browser offers the ones it has for this site, the person picks, no e-mail typed.
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' })
    return { ok: true, ceremony: keep({ challenge: options.challenge }), options }
  })

  app.post('/api/sign-in/passkey', limited, async (request, reply) => {
    const { ceremony: name, response } = (request.body ?? {}) as { ceremony?: unknown; response?: AuthenticationResponseJSON }
    const ceremony = take(name)
    const passkey = response?.id ? store.passkey(response.id) : undefined
    const person = passkey && store.personById(passkey.person_id)
    if (!ceremony || !passkey || !person) {
      store.record(undefined, 'A sign-in with an unknown passkey')
      return reply.code(401).send({ ok: false, message: ceremony ? signInWords.noPasskey : signInWords.passkeyFailed })
    }
    try {
      const verified = await verifyAuthenticationResponse({
        response: response!,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: publicOrigin,
        expectedRPID: rpID,
        credential: { id: passkey.id, publicKey: new Uint8Array(passkey.public_key), counter: passkey.counter, transports: JSON.parse(passkey.transports) },
      })
      if (!verified.verified) throw new Error('not verified')
      store.setCounter(passkey.id, verified.authenticationInfo.newCounter)
    } catch {
      store.record(person, 'A sign-in with a passkey that failed its check')
      return reply.code(401).send({ ok: false, message: signInWords.passkeyFailed })
    }
    return signIn(request, reply, person, 'with a passkey')
  })

  // Invitations: the link is the secret; it makes the account the first time it is used, within 24 hours.

  const openInvitation = (token: string) => {
    const invitation = store.invitation(token)
    return invitation && invitation.used_at === null && invitation.expires_at > Date.now() ? invitation : undefined
  }

  app.get<{ Params: { token: string } }>('/api/invitations/:token', { config: { access: 'public' }, preHandler: within(byAddress) }, (request, reply) => {
    const invitation = openInvitation(request.params.token)
    if (!invitation) return reply.code(410).send({ ok: false, message: signInWords.invitationGone })
    return { ok: true, name: invitation.name, email: invitation.email, role: invitation.role }
  })

  app.post<{ Params: { token: string } }>('/api/invitations/:token/passkey/options', challenging, async (request, reply) => {
    const invitation = openInvitation(request.params.token)
    if (!invitation) return reply.code(410).send({ ok: false, message: signInWords.invitationGone })
    const options = await generateRegistrationOptions({
      rpName: siteName,
      rpID,
      userName: invitation.email,
      userDisplayName: invitation.name,
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    })
    return { ok: true, ceremony: keep({ challenge: options.challenge, invitation: request.params.token }), options }
  })

  app.post<{ Params: { token: string } }>('/api/invitations/:token/passkey', limited, async (request, reply) => {
    const { ceremony: name, response } = (request.body ?? {}) as { ceremony?: unknown; response?: RegistrationResponseJSON }
    const ceremony = take(name)
    if (!ceremony || ceremony.invitation !== request.params.token || !openInvitation(request.params.token)) return reply.code(410).send({ ok: false, message: signInWords.invitationGone })
    let credential
    try {
      const verified = await verifyRegistrationResponse({ response: response!, expectedChallenge: ceremony.challenge, expectedOrigin: publicOrigin, expectedRPID: rpID })
      if (!verified.verified || !verified.registrationInfo) throw new Error('not verified')
      credential = verified.registrationInfo.credential
    } catch {
      return reply.code(400).send({ ok: false, message: signInWords.passkeyFailed })
    }
    const person = store.redeem(request.params.token)
    if (!person) return reply.code(410).send({ ok: false, message: signInWords.invitationGone })
    store.addPasskey(person.id, credential)
    store.record(person, `Accepted the invitation as ${roleWords[person.role].label.toLowerCase()} and made a passkey`)
    return signIn(request, reply, person, 'with a new passkey')
  })

  app.post<{ Params: { token: string } }>('/api/invitations/:token/password', limited, async (request, reply) => {
    const { password } = (request.body ?? {}) as { password?: unknown }
    if (typeof password !== 'string' || [...password].length < minPasswordLength) return reply.code(400).send({ ok: false, message: signInWords.shortPassword })
    if (!openInvitation(request.params.token)) return reply.code(410).send({ ok: false, message: signInWords.invitationGone })
    const person = store.redeem(request.params.token)
    if (!person) return reply.code(410).send({ ok: false, message: signInWords.invitationGone })
    await store.setPassword(person.id, password)
    store.record(person, `Accepted the invitation as ${roleWords[person.role].label.toLowerCase()} and chose a password`)
    return signIn(request, reply, person, 'with a new password')
  })

  // Signed in: signing out, and the person's devices (their sessions).

  app.post('/api/sign-out', (request, reply) => {
    store.endSession(request.session!.id_hash)
    store.record(request.person, 'Signed out')
    reply.clearCookie(cookies.session, { path: '/', httpOnly: true, sameSite: 'strict', secure: cookies.secure })
    return { ok: true }
  })

  app.get('/api/sessions', (request) => {
    const sessions: DeviceSession[] = store.sessionsOf(request.person!.id).map((row) => ({
      id: row.id_hash.slice(0, 16),
      device: deviceWords(row.user_agent),
      signedInAt: new Date(row.created_at).toISOString(),
      lastSeenAt: new Date(row.last_seen_at).toISOString(),
      current: row.id_hash === request.session!.id_hash,
    }))
    return { ok: true, sessions }
  })

  app.post<{ Params: { id: string } }>('/api/sessions/:id/revoke', (request, reply) => {
    // A session is named by the start of its hash: enough to tell a person's few apart, never enough to use one.
    const row = store.sessionsOf(request.person!.id).find((session) => session.id_hash.slice(0, 16) === request.params.id)
    if (!row) return reply.code(404).send({ ok: false, message: 'That device is no longer signed in.' })
    store.endSession(row.id_hash)
    store.record(request.person, `Signed out ${deviceWords(row.user_agent)} (revoked)`)
    return { ok: true }
  })
}
