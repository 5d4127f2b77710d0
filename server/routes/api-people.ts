// The owners' pages: people (invite, change a role, remove) and the activity (the audit log, GET /api/activity).
import type { FastifyInstance, FastifyReply } from 'fastify'
import { article, roles, type Role } from '../../src/editing-app/api'
import { invitationProblem, normalEmail, orRefusal, Refusal, type Store } from '../store'
import { removePreview } from './api-previews'

const ownersOnly = { config: { access: ['owner'] as Role[] } }

/** A refusal of the store (an address with an account, the last owner), answered in its words. */
const refusal = (reply: FastifyReply, { message }: Refusal) => reply.code(409).send({ ok: false, message })

/** A cancelled or renewed invitation that was used, ended or cancelled meanwhile. */
export const invitationGone = 'That invitation was used, cancelled or has ended. The list is up to date now.'

/** An invitation's link, as the person opens it. */
export const invitationLink = (publicOrigin: string, token: string) => `${publicOrigin}/invite/${token}`

export function peopleRoutes(app: FastifyInstance, store: Store, publicOrigin: string) {
  app.get('/api/people', ownersOnly, () => ({
    ok: true,
    people: store.people().map((person) => ({ id: person.id, name: person.name, email: person.email, role: person.role, passkeys: person.passkeys, password: person.password_hash !== null })),
    invitations: store.pendingInvitations().map((invitation) => ({ id: invitation.id, name: invitation.name, email: invitation.email, role: invitation.role, expiresAt: new Date(invitation.expires_at).toISOString() })),
  }))

  app.post('/api/people/invite', ownersOnly, (request, reply) => {
    const { name, email, role } = (request.body ?? {}) as { name?: unknown; email?: unknown; role?: unknown }
    const problem = typeof name !== 'string' ? 'Write the person’s full name.' : typeof email !== 'string' ? 'Write the person’s e-mail address, like name@example.com.' : invitationProblem(name, email)
    if (problem || typeof name !== 'string' || typeof email !== 'string') return reply.code(400).send({ ok: false, message: problem })
    if (!roles.includes(role as Role)) return reply.code(400).send({ ok: false, message: 'Choose what they may do: owner, publisher or editor.' })
    const token = orRefusal(() => store.invite(name.trim(), email, role as Role, request.person!.id))
    if (token instanceof Refusal) return refusal(reply, token)
    store.record(request.person, `Invited ${name.trim()} (${normalEmail(email)}) as ${article(role as Role)}`)
    return { ok: true, link: invitationLink(publicOrigin, token) }
  })

  // A pending invitation: cancelled (its link opens nothing), or sent again as a new link (the old one is cancelled: only
  // a link's hash is kept, so the same link can't be shown twice).
  app.post<{ Params: { id: string } }>('/api/people/invitations/:id/cancel', ownersOnly, (request, reply) => {
    const cancelled = store.cancelInvitation(Number(request.params.id))
    if (!cancelled) return reply.code(404).send({ ok: false, message: invitationGone })
    store.record(request.person, `Cancelled the invitation of ${cancelled.name} (${cancelled.email})`)
    return { ok: true }
  })

  app.post<{ Params: { id: string } }>('/api/people/invitations/:id/new-link', ownersOnly, (request, reply) => {
    const cancelled = store.cancelInvitation(Number(request.params.id))
    if (!cancelled) return reply.code(404).send({ ok: false, message: invitationGone })
    // The address may have an account by now (another invitation to it was accepted): this one stays cancelled, and
    // the owner is told why no link came.
    const token = orRefusal(() => store.invite(cancelled.name, cancelled.email, cancelled.role, request.person!.id))
    if (token instanceof Refusal) return refusal(reply, token)
    store.record(request.person, `Made a new invitation link for ${cancelled.name} (${cancelled.email}); the old one no longer works`)
    return { ok: true, link: invitationLink(publicOrigin, token) }
  })

  app.post<{ Params: { id: string } }>('/api/people/:id/role', ownersOnly, (request, reply) => {
    const person = store.personById(Number(request.params.id))
    const { role } = (request.body ?? {}) as { role?: unknown }
    if (!person) return reply.code(404).send({ ok: false, message: 'That person is no longer here.' })
    if (!roles.includes(role as Role)) return reply.code(400).send({ ok: false, message: 'Choose what they may do: owner, publisher or editor.' })
    // The store refuses to take away the last owner, whoever asks (this dialog, a removal, an invitation, the terminal).
    const changed = orRefusal(() => store.setRole(person.id, role as Role))
    if (changed instanceof Refusal) return refusal(reply, changed)
    store.record(request.person, `Made ${person.name} ${article(role as Role)} (was ${article(person.role)})`)
    return { ok: true }
  })

  app.post<{ Params: { id: string } }>('/api/people/:id/remove', ownersOnly, (request, reply) => {
    const person = store.personById(Number(request.params.id))
    if (!person) return reply.code(404).send({ ok: false, message: 'That person is no longer here.' })
    const withdrawn = orRefusal(() => store.removePerson(person.id))
    if (withdrawn instanceof Refusal) return refusal(reply, withdrawn)
    // Nothing of theirs stays open: their share previews and their waiting request's preview go with their links.
    for (const row of [...withdrawn.previews, ...withdrawn.reviews]) if (row.folder) removePreview(row.folder)
    const links = withdrawn.previews.length
    const gone = [...(links ? [`${links} share preview link${links === 1 ? '' : 's'}`] : []), ...(withdrawn.reviews.length ? ['their request to publish'] : [])]
    store.record(request.person, `Removed ${person.name} (${person.email})${gone.length ? `, and withdrew ${gone.join(' and ')}` : ''}`)
    return { ok: true }
  })

  app.get('/api/activity', ownersOnly, () => ({
    ok: true,
    events: store.activity().map((event) => ({ at: new Date(event.at).toISOString(), who: event.who, what: event.what })),
  }))
}
