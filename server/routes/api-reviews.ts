// The review: an editor's draft, asked to publish (POST /api/publish/ask, routes/api-publish.ts), goes into a "Waiting
// for review" list that publishers and owners see (a badge and the list in the dock: no e-mail), with its changes in words and a preview of the draft as
// it was asked. A publisher publishes it (the editor its author, the publisher its co-author) or sends it back
// with a note, which the editor's dock shows.
import { rmSync } from 'node:fs'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { noteLimit, type Role, type WaitingReview } from '../../src/editing-app/api'
import type { Publishing } from '../publishing'
import type { ReviewRequestRow, Store } from '../store'
import { sendPreviewFile } from './api-previews'

const publishers = { config: { access: ['owner', 'publisher'] as Role[] } }

export const reviewWords = {
  nothing: 'Your draft has no changes to ask about.',
  gone: 'That request is no longer waiting: someone has published it or sent it back.',
  noteTooLong: `A note is at most ${noteLimit} characters.`,
  withdrawn: (name: string) => `${name} was removed, so their request to publish was withdrawn.`,
}

/** The answer about a request that is not waiting: withdrawn (its person removed), or decided, or never was. */
function notWaiting(reply: FastifyReply, store: Store, row: ReviewRequestRow | undefined) {
  if (row && (row.state === 'withdrawn' || !store.personById(row.person_id))) return reply.code(410).send({ ok: false, message: reviewWords.withdrawn(store.nameOf(row.person_id) ?? 'Its author') })
  return reply.code(404).send({ ok: false, message: reviewWords.gone })
}

/** A note of a request's body (`note` or `reply`), trimmed; undefined when it is not text or is too long. */
export const noteOf = (body: unknown, key: 'note' | 'reply') => {
  const value = ((body ?? {}) as Record<string, unknown>)[key] ?? ''
  return typeof value === 'string' && value.length <= noteLimit ? value.trim() : undefined
}

export function reviewRoutes(app: FastifyInstance, { store, publishing }: { store: Store; publishing: Publishing }) {  app.get('/api/reviews', publishers, async () => {
    const waiting: WaitingReview[] = []
    for (const row of store.waitingReviews()) {
      const review = await publishing.review(row.person_id)
      waiting.push({ id: row.id, name: row.name, note: row.note, askedAt: new Date(row.asked_at).toISOString(), groups: review.groups, problem: review.problem, preview: `/reviews/${row.id}/preview/` })
    }
    return { ok: true, waiting }
  })

  app.post<{ Params: { id: string } }>('/api/reviews/:id/publish', publishers, async (request, reply) => {
    const row = store.reviewRequest(Number(request.params.id))
    const author = row && store.personById(row.person_id)
    if (!row || row.state !== 'waiting' || !author) return notWaiting(reply, store, row)
    const publisher = request.person!
    const published = await publishing.publish({ id: author.id, name: author.name, email: author.email }, row.note, [], { id: publisher.id, name: publisher.name, email: publisher.email })
    // A conflict is the author's to settle: the publisher sends the draft back, saying so.
    if (!published.ok) return reply.code(published.conflicts ? 409 : 422).send({ ok: false, message: published.conflicts ? `${published.message} ${author.name} settles them: send it back.` : published.message })
    store.decideReview(row.id, { state: 'published', by: publisher.id, published: published.commit })
    rmSync(row.folder, { recursive: true, force: true })
    store.record(publisher, `Published ${author.name}’s draft as ${published.commit}: ${published.summary}`)
    return published
  })

  app.post<{ Params: { id: string } }>('/api/reviews/:id/send-back', publishers, (request, reply) => {
    const replyNote = noteOf(request.body, 'reply')
    if (replyNote === undefined) return reply.code(400).send({ ok: false, message: reviewWords.noteTooLong })
    const row = store.reviewRequest(Number(request.params.id))
    if (!row || row.state !== 'waiting') return notWaiting(reply, store, row)
    store.decideReview(row.id, { state: 'sent-back', by: request.person!.id, reply: replyNote })
    rmSync(row.folder, { recursive: true, force: true })
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
