// The Publish history: every commit of the branch that changed site.yaml, in words, by anyone; and undoing a publish
// (one new commit), for those whose role may publish.
import type { FastifyInstance } from 'fastify'
import type { PublishAnswer, Role } from '../../src/editing-app/api'
import type { Publishing } from '../publishing'
import type { Store } from '../store'
import { undoWords } from '../undo'
import { validChoices } from '../branch'
import { withBuildsHeld } from './api-previews'

const publishers = { config: { access: ['owner', 'publisher'] as Role[] } }

export function historyRoutes(app: FastifyInstance, { store, publishing }: { store: Store; publishing: Publishing }) {
  app.get('/api/history', { config: { access: 'signed-in' } }, async () => ({ ok: true, commits: await publishing.history() }))

  app.post<{ Params: { commit: string } }>('/api/history/:commit/undo', publishers, async (request, reply): Promise<PublishAnswer> => {
    const { choices = [] } = (request.body ?? {}) as { choices?: unknown }
    if (!/^[0-9a-f]{7,40}$/.test(request.params.commit)) return reply.code(404).send({ ok: false, message: undoWords.notOnBranch })
    if (!validChoices(choices)) return reply.code(400).send({ ok: false, message: 'The choices for the conflicts could not be read. Open the history again.' })
    const person = request.person!
    const undone = await withBuildsHeld(() => publishing.undo({ id: person.id, name: person.name, email: person.email }, request.params.commit, choices))
    if (!undone.ok) return reply.code(undone.conflicts ? 409 : 422).send(undone)
    store.record(person, `Published: ${undone.summary}`)
    return undone
  })
}
