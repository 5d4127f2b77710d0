// The review: an editor's draft, asked to publish (POST /api/publish/ask, routes/api-publish.ts), goes into a "Waiting
// for review" list that publishers and owners see (a badge and the list in the dock: no e-mail), with its changes in words and a preview of the draft as
// it was asked. A publisher publishes it (the editor its author, the publisher its co-author) or sends it back
// with a note, which the editor's dock shows.
//
// A request is of the draft as it was asked: its version (Drafts.version), its words and its preview are kept then.
// A change to the draft after (a change, an undo or redo, an upload, a discard) withdraws it, and the editor's dock
// says so: the publisher publishes only what they saw, and an editor who goes on working is not led to believe a
// later change is in the review. A publish of a request whose draft is no longer that version is refused.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { noteLimit, type Role, type WaitingReview } from '../../src/editing-app/api'
import type { Drafts } from '../drafts'
import { notAsReviewed, type Publishing } from '../publishing'
import type { ReviewRequestRow, Store } from '../store'
import { removePreview, sendPreviewFile, withBuildsHeld } from './api-previews'

const publishers = { config: { access: ['owner', 'publisher'] as Role[] } }

export const reviewWords = {
  nothing: 'Your draft has no changes to ask about.',
  gone: 'That request is no longer waiting: someone has published it or sent it back, or its editor changed the draft since asking.',
  noteTooLong: `A note is at most ${noteLimit} characters.`,
  withdrawn: (name: string) => `${name} was removed, so their request to publish was withdrawn.`,
  /** The publisher's words when the draft changed after it was asked, between the list and the publish. */
  changed: (name: string) => `${name} changed their draft after asking to publish, so it is no longer what you reviewed. Nothing was published: the request was withdrawn, and ${name} can ask again.`,
  /** The asker's, when the draft changed while its preview was being made. */
  changedWhileAsking: 'Your draft changed while it was being sent for review, so nothing was sent. Ask again when it is ready.',
}

/** Withdraws a waiting request (its draft changed): it leaves the list, its preview goes, and the log says why. */
export function withdraw(store: Store, row: ReviewRequestRow) {
  if (!store.withdrawReview(row.id)) return
  removePreview(row.folder)
  store.record({ id: row.person_id, name: store.nameOf(row.person_id) ?? 'Someone' }, 'Changed their draft after asking to publish: the request was withdrawn')
}

/**
 * Withdraws a request (the person's last, unless given) when it waits and its draft is no longer the version it was
 * asked at; whether it is still waiting after. Called after everything that changes a draft, and before a request
 * is shown.
 */
export async function withdrawIfChanged(store: Store, drafts: Drafts, personId: number, row = store.lastReviewOf(personId)): Promise<boolean> {
  if (row?.state !== 'waiting') return false
  const version = await drafts.version(personId)
  // Being published: nothing changes it meanwhile, and the publish starts it again from its commit, which is no change
  // of the editor's (the publish decides the request).
  if (drafts.isHeld(personId) || (row.version !== null && row.version === version)) return true
  withdraw(store, row)
  return false
}

/** The answer about a request that is not waiting: its person removed, or decided, withdrawn by a change, or never was. */
function notWaiting(reply: FastifyReply, store: Store, row: ReviewRequestRow | undefined) {
  if (row && !store.personById(row.person_id)) return reply.code(410).send({ ok: false, message: reviewWords.withdrawn(store.nameOf(row.person_id) ?? 'Its author') })
  return reply.code(404).send({ ok: false, message: reviewWords.gone })
}

/** A note of a request's body (`note` or `reply`), trimmed; undefined when it is not text or is too long. */
export const noteOf = (body: unknown, key: 'note' | 'reply') => {
  const value = ((body ?? {}) as Record<string, unknown>)[key] ?? ''
  return typeof value === 'string' && value.length <= noteLimit ? value.trim() : undefined
}

export function reviewRoutes(app: FastifyInstance, { store, drafts, publishing }: { store: Store; drafts: Drafts; publishing: Publishing }) {
  // Each request's words as they were asked; one whose draft has changed since is withdrawn, not shown.
  app.get('/api/reviews', publishers, async () => {
    const waiting: WaitingReview[] = []
    for (const row of store.waitingReviews()) {
      if (!(await withdrawIfChanged(store, drafts, row.person_id, row))) continue
      waiting.push({ id: row.id, name: row.name, note: row.note, askedAt: new Date(row.asked_at).toISOString(), groups: JSON.parse(row.groups ?? '[]') as WaitingReview['groups'], preview: `/reviews/${row.id}/preview${previewPath(row.first_page)}` })
    }
    return { ok: true, waiting }
  })

  app.post<{ Params: { id: string } }>('/api/reviews/:id/publish', publishers, async (request, reply) => {
    const row = store.reviewRequest(Number(request.params.id))
    const author = row && store.personById(row.person_id)
    if (!row || row.state !== 'waiting' || !author) return notWaiting(reply, store, row)
    const publisher = request.person!
    // Only the version that was asked (and shown): compared with the draft held, so no change comes between.
    const published = await withBuildsHeld(() => publishing.publish({ id: author.id, name: author.name, email: author.email }, row.note, [], { id: publisher.id, name: publisher.name, email: publisher.email }, row.version ?? ''))
    if (!published.ok && published.message === notAsReviewed) {
      withdraw(store, row)
      return reply.code(409).send({ ok: false, message: reviewWords.changed(author.name) })
    }
    // A conflict is the author's to settle: the publisher sends the draft back, saying so.
    if (!published.ok) return reply.code(published.conflicts ? 409 : 422).send({ ok: false, message: published.conflicts ? `${published.message} ${author.name} settles them: send it back.` : published.message })
    store.decideReview(row.id, { state: 'published', by: publisher.id, published: published.commit })
    removePreview(row.folder)
    store.record(publisher, `Published ${author.name}’s draft: ${published.summary}`)
    return published
  })

  app.post<{ Params: { id: string } }>('/api/reviews/:id/send-back', publishers, (request, reply) => {
    const replyNote = noteOf(request.body, 'reply')
    if (replyNote === undefined) return reply.code(400).send({ ok: false, message: reviewWords.noteTooLong })
    const row = store.reviewRequest(Number(request.params.id))
    if (!row || row.state !== 'waiting') return notWaiting(reply, store, row)
    store.decideReview(row.id, { state: 'sent-back', by: request.person!.id, reply: replyNote })
    removePreview(row.folder)
    store.record(request.person, `Sent back ${store.personById(row.person_id)?.name ?? 'a'}’s draft${replyNote ? `: ${replyNote}` : ''}`)
    return { ok: true }
  })

  // The draft as it was asked, for publishers: its pages static, as a shared preview shows them.
  app.get<{ Params: { id: string; '*': string } }>('/reviews/:id/preview/*', publishers, (request, reply) => {
    const row = store.reviewRequest(Number(request.params.id))
    if (!row || row.state !== 'waiting' || !store.personById(row.person_id)) return notWaiting(reply, store, row)
    return sendPreviewFile(reply, row.folder, request.params['*'] ?? '', `/reviews/${row.id}/preview/`)
  })
}

/** A page's path inside a preview, which opens at it: "/pricing" → "/pricing", Home (or none) → "/". */
export const previewPath = (page: string | null) => (page && page.startsWith('/') && page !== '*' ? page : '/')
