// Invitations: the link is the secret; it opens the invitation page, and makes the account (with a passkey or a
// password) the first time it is used, within 24 hours.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server'
import { roleWords } from '../../src/editing-app/api'
import { signInWords, type SigningIn } from '../sign-in'
import { orRefusal, passwordProblem, peopleWords, Refusal, type Store } from '../store'

export interface InvitationRouteOptions {
  store: Store
  signingIn: SigningIn
  /** Sends the account page (the sign-in and invitation pages are one page of the editor's bundle). */
  sendAccountPage: (request: unknown, reply: FastifyReply) => FastifyReply
}

export function invitationRoutes(app: FastifyInstance, { store, signingIn, sendAccountPage }: InvitationRouteOptions) {
  const { rpID, publicOrigin, siteName, keep, take, signIn, limited, challenging, addressLimited } = signingIn

  app.get('/invite/:token', { config: { access: 'public' } }, sendAccountPage)

  /**
   * The invitation a link opens, or why it opens nothing (Closed): used or expired, or its address has an account now,
   * made since the invitation was (an invitation never opens someone else's account; store.redeem checks it again).
   */
  const openInvitation = (token: string) => {
    const invitation = store.invitation(token)
    if (!invitation || invitation.used_at !== null || invitation.expires_at <= Date.now()) return new Closed(410, signInWords.invitationGone)
    if (store.personByEmail(invitation.email)) return new Closed(409, peopleWords.accountExists)
    return invitation
  }
  /** Uses the invitation once: the person's account, or why not. */
  const redeem = (token: string) => {
    const person = orRefusal(() => store.redeem(token))
    if (person instanceof Refusal) return new Closed(409, person.message)
    return person ?? new Closed(410, signInWords.invitationGone)
  }
  const refuse = (reply: FastifyReply, { status, message }: Closed) => reply.code(status).send({ ok: false, message })

  app.get<{ Params: { token: string } }>('/api/invitations/:token', { config: { access: 'public' }, preHandler: addressLimited }, (request, reply) => {
    const invitation = openInvitation(request.params.token)
    if (invitation instanceof Closed) return refuse(reply, invitation)
    return { ok: true, name: invitation.name, email: invitation.email, role: invitation.role }
  })

  app.post<{ Params: { token: string } }>('/api/invitations/:token/passkey/options', challenging, async (request, reply) => {
    const invitation = openInvitation(request.params.token)
    if (invitation instanceof Closed) return refuse(reply, invitation)
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
    if (!ceremony || ceremony.invitation !== request.params.token) return reply.code(410).send({ ok: false, message: signInWords.invitationGone })
    const invitation = openInvitation(request.params.token)
    if (invitation instanceof Closed) return refuse(reply, invitation)
    let credential
    try {
      const verified = await verifyRegistrationResponse({ response: response!, expectedChallenge: ceremony.challenge, expectedOrigin: publicOrigin, expectedRPID: rpID })
      if (!verified.verified || !verified.registrationInfo) throw new Error('not verified')
      credential = verified.registrationInfo.credential
    } catch {
      return reply.code(400).send({ ok: false, message: signInWords.passkeyFailed })
    }
    const person = redeem(request.params.token)
    if (person instanceof Closed) return refuse(reply, person)
    store.addPasskey(person.id, credential)
    store.record(person, `Accepted the invitation as ${roleWords[person.role].label.toLowerCase()} and made a passkey`)
    return signIn(request, reply, person, 'with a new passkey')
  })

  app.post<{ Params: { token: string } }>('/api/invitations/:token/password', limited, async (request, reply) => {
    const { password } = (request.body ?? {}) as { password?: unknown }
    // The same rule as every other place a password is set (store.setPassword refuses what it refuses).
    const problem = typeof password === 'string' ? passwordProblem(password) : peopleWords.shortPassword
    if (problem || typeof password !== 'string') return reply.code(400).send({ ok: false, message: problem })
    const invitation = openInvitation(request.params.token)
    if (invitation instanceof Closed) return refuse(reply, invitation)
    const person = redeem(request.params.token)
    if (person instanceof Closed) return refuse(reply, person)
    await store.setPassword(person.id, password)
    store.record(person, `Accepted the invitation as ${roleWords[person.role].label.toLowerCase()} and chose a password`)
    return signIn(request, reply, person, 'with a new password')
  })
}

/** Why an invitation's link opens nothing: its answer's status and words. */
class Closed {
  constructor(
    readonly status: 409 | 410,
    readonly message: string,
  ) {}
}
