// Publishing, as the dock's "Review and publish" dialog asks for it (src/editing-app/PublishDialog.tsx): what the draft
// would change, in words, and the publish itself, for those whose role may publish; an editor's "Ask to publish",
// which puts the draft in the publishers' review list (routes/api-reviews.ts).
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { noteLimit, type PublishAnswer, type ReviewAnswer, type Role } from '../../src/editing-app/api'
import { validChoices } from '../branch'
import type { Drafts } from '../drafts'
import type { Publishing } from '../publishing'
import type { Repository } from '../repository'
import type { Store } from '../store'
import { previewFolderName, previewWords, removePreview, withBuildsHeld, type PreviewBuilds } from './api-previews'
import { draftAnswer } from './api-draft'
import { noteOf, reviewWords } from './api-reviews'

const publishers = { config: { access: ['owner', 'publisher'] as Role[] } }

export interface PublishRouteOptions {
  store: Store
  drafts: Drafts
  repository: Repository
  publishing: Publishing
  dataDir: string
  builds: PreviewBuilds
}

export function publishRoutes(app: FastifyInstance, { store, drafts, repository, publishing, dataDir, builds }: PublishRouteOptions) {
  const reviewsDir = join(dataDir, 'reviews')
  // A review's preview is kept while it waits: any other (one a build or a decision cut short left) goes.
  mkdirSync(reviewsDir, { recursive: true })
  const waitingFolders = new Set(store.waitingReviews().map((row) => row.folder))
  for (const name of readdirSync(reviewsDir)) if (!waitingFolders.has(join(reviewsDir, previewFolderName(name)))) rmSync(join(reviewsDir, name), { recursive: true, force: true })

  app.get('/api/publish/review', { config: { access: 'signed-in' } }, async (request): Promise<ReviewAnswer> => {
    await publishing.settle(request.person!.id).catch((error: Error) => request.log.warn({ error: error.message }, 'settling a publish failed'))
    return publishing.review(request.person!.id)
  })

  app.post('/api/publish', publishers, async (request, reply): Promise<PublishAnswer> => {
    const { note = '', choices = [] } = (request.body ?? {}) as { note?: unknown; choices?: unknown }
    if (typeof note !== 'string' || note.length > noteLimit) return reply.code(400).send({ ok: false, message: `A note is at most ${noteLimit} characters.` })
    if (!validChoices(choices)) return reply.code(400).send({ ok: false, message: 'The choices for the conflicts could not be read. Review your draft again.' })
    const person = request.person!
    const published = await withBuildsHeld(() => publishing.publish({ id: person.id, name: person.name, email: person.email }, note, choices))
    if (!published.ok) return reply.code(published.conflicts ? 409 : 422).send(published)
    // Their own request, if one waits, is answered by this publish.
    const asked = store.lastReviewOf(person.id)
    if (asked?.state === 'waiting') {
      store.decideReview(asked.id, { state: 'published', by: person.id, published: published.commit })
      removePreview(asked.folder)
    }
    store.record(person, `Published: ${published.summary}`)
    return published
  })

  app.post('/api/publish/ask', { config: { access: 'signed-in' } }, async (request, reply) => {
    const note = noteOf(request.body, 'note')
    if (note === undefined) return reply.code(400).send({ ok: false, message: reviewWords.noteTooLong })
    const person = request.person!
    // The request is of this version of the draft: its words and its preview are made of it, and kept with it.
    const version = await drafts.version(person.id)
    const review = await publishing.review(person.id)
    if (review.problem) return reply.code(422).send({ ok: false, message: review.problem === 'Your draft has no changes to publish.' ? reviewWords.nothing : review.problem })
    if (!builds.take(person.id)) return reply.code(429).send({ ok: false, message: previewWords.tooMany })
    // The publisher sees the draft as it was asked, drawn as the built site: a preview of its own, built after the
    // answer from its site.yaml as it is now (copied at once).
    const folder = join(reviewsDir, `${person.id}-${Date.now()}`)
    builds.start(await drafts.of(person.id), folder)
    // Changed meanwhile: the words may be of another version than the one copied.
    if ((await drafts.version(person.id)) !== version) {
      removePreview(folder)
      return reply.code(409).send({ ok: false, message: reviewWords.changedWhileAsking })
    }
    const old = store.lastReviewOf(person.id)
    if (old?.state === 'waiting') removePreview(old.folder)
    store.askReview(person.id, note, folder, { version, groups: review.groups, firstPage: review.firstPage })
    store.record(person, `Asked to publish their draft (${review.groups.map((group) => group.page).join(', ')})`)
    // The dock as it is now ("Waiting for review by …"), so the phone need not ask again.
    return draftAnswer(await drafts.of(person.id), person, repository, store, publishing)
  })
}
