// The draft itself, as the dock shows it: whose it is, how many changes it holds, whether someone has published since it
// began, what became of its last "Ask to publish"; bringing it up to date with the branch (its changes made again
// there); and discarding it (it starts again from the branch).
import type { FastifyInstance } from 'fastify'
import type { DraftAnswer } from '../../src/editing-app/api'
import { heldDiscardMessage, type Draft, type Drafts } from '../drafts'
import { validChoices } from '../branch'
import type { Publishing } from '../publishing'
import type { Repository } from '../repository'
import type { ReviewRequestRow, Store } from '../store'
import { updateWords } from '../publish-words'
import { withBuildsHeld } from './api-previews'
import { withdrawIfChanged } from './api-reviews'

const signedIn = { config: { access: 'signed-in' as const } }

export function draftRoutes(app: FastifyInstance, { store, drafts, repository, publishing }: { store: Store; drafts: Drafts; repository: Repository; publishing: Publishing }) {
  const draftOf = (request: { person?: { id: number } }) => drafts.of(request.person!.id)

  app.get<{ Querystring: { fetch?: string } }>('/api/draft', signedIn, async (request) => {
    // Asked when the page opens: whether someone has published since the draft began (a remote out of reach: as last known).
    if (request.query.fetch) await repository.fetchBranch().catch((error: Error) => request.log.warn({ error: error.message }, 'fetch failed'))
    // A request whose draft changed since is withdrawn before it is told (the change's own route withdrew it, unless cut short).
    await withdrawIfChanged(store, drafts, request.person!.id)
    // A draft with nothing in it follows the branch (someone published since it began); one with changes is told.
    const head = await repository.head().catch(() => undefined)
    const draft = head ? await drafts.followBranch(request.person!.id, head) : await draftOf(request)
    return draftAnswer(draft, request.person!, repository, store, publishing)
  })
  // "Bring my draft up to date": its changes made again on the newest published version, with the person's choices
  // for the conflicts shown before (as a publish's). Answered with the draft as it is then, and what was done.
  app.post('/api/draft/update', signedIn, async (request, reply) => {
    const { choices = [] } = (request.body ?? {}) as { choices?: unknown }
    if (!validChoices(choices)) return reply.code(400).send({ ok: false, message: 'The choices for the conflicts could not be read. Try again.' })
    const person = request.person!
    const updated = await withBuildsHeld(() => publishing.bringUpToDate(person.id, choices))
    if (!updated.ok) return reply.code(updated.conflicts ? 409 : 422).send(updated)
    store.record(person, 'Brought their draft up to date with the published site')
    await withdrawIfChanged(store, drafts, person.id)
    return { ...(await draftAnswer(await draftOf(request), person, repository, store, publishing)), done: updated.message }
  })
  app.post('/api/draft/discard', signedIn, async (request, reply) => {
    const draft = await drafts.discard(request.person!.id)
    if (!draft) return reply.code(409).send({ ok: false, message: heldDiscardMessage })
    store.record(request.person, 'Discarded their draft and started again from the published site')
    await withdrawIfChanged(store, drafts, request.person!.id)
    return draftAnswer(draft, request.person!, repository, store, publishing)
  })
}

/** The draft as the dock shows it (also the answer of a change that alters what the dock says: an ask, an update). */
export async function draftAnswer(draft: Draft, person: { id: number; name: string; role: string }, repository: Repository, store: Store, publishing: Publishing): Promise<DraftAnswer> {
  const head = await repository.head().catch(() => draft.base)
  const asked = askedWords(store.lastReviewOf(person.id), draft, store)
  return {
    ok: true,
    owner: person.name,
    // As the review counts them (not the steps of its history, which may undo each other).
    changes: await publishing.changeCount(person.id),
    base: draft.base.slice(0, 7),
    ...(head !== draft.base && { behind: updateWords.behind }),
    ...(asked && { asked }),
    ...(person.role !== 'editor' && { waiting: store.waitingReviews().length }),
  }
}

/** Why a request was withdrawn, in the dock. */
export const withdrawnWords = {
  changed: 'You changed your draft after asking to publish, so your request was withdrawn. Ask again when it is ready.',
  updated: 'Your request to publish was withdrawn when the editing server was updated. Ask again when your draft is ready.',
}

/** What became of the person's last "Ask to publish", while it matters: waiting, sent back, withdrawn, or published as the draft's start. */
export function askedWords(request: ReviewRequestRow | undefined, draft: Pick<Draft, 'base'>, store: Store): string | undefined {
  if (!request) return undefined
  if (request.state === 'waiting') {
    const reviewers = store.people().filter((person) => person.role !== 'editor' && person.id !== request.person_id)
    return `${waitingWords(reviewers.map((person) => person.name))} A change to your draft now withdraws your request.`
  }
  if (request.state === 'withdrawn') return request.version === null ? withdrawnWords.updated : withdrawnWords.changed
  // Who decided, by their name as it is now (a request decided before the store kept their id may name nobody).
  const decider = request.decided_by === null ? undefined : store.nameOf(request.decided_by)
  const by = decider ? ` by ${decider}` : ''
  if (request.state === 'sent-back') return `Sent back${by}${request.reply ? `: “${request.reply}”` : '.'}`
  if (request.published && draft.base.startsWith(request.published)) return `Published${by}.`
  return undefined
}

/** Who will review a waiting request, by name: every publisher and owner (a dock lists them all, so three, then a count). */
export function waitingWords(reviewers: string[]): string {
  if (reviewers.length === 0) return 'Waiting for review: a publisher will publish your draft or send it back.'
  if (reviewers.length === 1) return `Waiting for review by ${reviewers[0]}, who will publish your draft or send it back.`
  const named = reviewers.length <= 3 ? `${reviewers.slice(0, -1).join(', ')} or ${reviewers.at(-1)}` : `${reviewers.slice(0, 2).join(', ')} or one of ${reviewers.length - 2} others`
  return `Waiting for review by ${named}: one of them will publish your draft or send it back.`
}
