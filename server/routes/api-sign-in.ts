// Signing in and out: the sign-in page, a password or a passkey (WebAuthn, @simplewebauthn/server), and signing out.
// The ceremonies, the limits on attempts and the new session are server/sign-in.ts, shared with the invitations.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server'
import type { CookieNames } from '../guard'
import { signInWords, type SigningIn } from '../sign-in'
import { passwordMatches, type Store } from '../store'

export interface SignInRouteOptions {
  store: Store
  cookies: CookieNames
  signingIn: SigningIn
  /** Sends the account page (the sign-in and invitation pages are one page of the editor's bundle). */
  sendAccountPage: (request: unknown, reply: FastifyReply) => FastifyReply
}

export function signInRoutes(app: FastifyInstance, { store, cookies, signingIn, sendAccountPage }: SignInRouteOptions) {
  const { rpID, publicOrigin, keep, take, signIn, limited, challenging } = signingIn

  app.get('/sign-in', { config: { access: 'public' } }, sendAccountPage)

  app.post('/api/sign-in/password', limited, async (request, reply) => {
    const { email, password } = (request.body ?? {}) as { email?: unknown; password?: unknown }
    const person = typeof email === 'string' ? store.personByEmail(email) : undefined
    const matches = await passwordMatches(typeof password === 'string' ? password : '', person?.password_hash ?? null)
    if (!person || !matches) {
      // The e-mail is a stranger's text: the log keeps it as one line of plain text (store.record).
      store.record(undefined, `A sign-in with a wrong password${typeof email === 'string' ? ` for ${[...email].slice(0, 100).join('')}` : ''}`)
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

  app.post('/api/sign-out', { config: { access: 'signed-in' } }, (request, reply) => {
    store.endSession(request.session!.id_hash)
    store.record(request.person, 'Signed out')
    reply.clearCookie(cookies.session, { path: '/', httpOnly: true, sameSite: 'strict', secure: cookies.secure })
    return { ok: true }
  })
}
