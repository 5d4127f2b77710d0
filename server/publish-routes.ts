// Publishing, as the dock's "Review and publish" dialog asks for it (src/editing-app/PublishDialog.tsx): what the draft
// would change, in words, and the publish itself, for those whose role may publish.
import type { FastifyInstance } from 'fastify'
import { noteLimit, type PublishAnswer, type ReviewAnswer, type Role } from '../src/editing-app/api'
import type { Choice } from './branch'
import type { Publishing } from './publishing'
import { undoWords } from './undo'
import type { Store } from './store'

const publishers = { config: { access: ['owner', 'publisher'] as Role[] } }


export function publishRoutes(app: FastifyInstance, { store, publishing }: { store: Store; publishing: Publishing }) {
  app.get('/api/publish/review', async (request): Promise<ReviewAnswer> => {
    await publishing.settle(request.person!.id).catch((error: Error) => request.log.warn({ error: error.message }, 'settling a publish failed'))
    return publishing.review(request.person!.id)
  })

  app.post('/api/publish', publishers, async (request, reply): Promise<PublishAnswer> => {
    const { note = '', choices = [] } = (request.body ?? {}) as { note?: unknown; choices?: unknown }
    if (typeof note !== 'string' || note.length > noteLimit) return reply.code(400).send({ ok: false, message: `A note is at most ${noteLimit} characters.` })
    if (!validChoices(choices)) return reply.code(400).send({ ok: false, message: 'The choices for the conflicts could not be read. Review your draft again.' })
    const person = request.person!
    const published = await publishing.publish({ id: person.id, name: person.name, email: person.email }, note, choices)
    if (!published.ok) return reply.code(published.conflicts ? 409 : 422).send(published)
    store.record(person, `Published ${published.commit}: ${published.summary}`)
    return published
  })

  // The Publish history: every commit of the branch that changed site.yaml, in words, by anyone.
  app.get('/api/history', async () => ({ ok: true, commits: await publishing.history() }))

  app.post<{ Params: { commit: string } }>('/api/history/:commit/undo', publishers, async (request, reply): Promise<PublishAnswer> => {
    const { choices = [] } = (request.body ?? {}) as { choices?: unknown }
    if (!/^[0-9a-f]{7,40}$/.test(request.params.commit)) return reply.code(404).send({ ok: false, message: undoWords.notOnBranch })
    if (!validChoices(choices)) return reply.code(400).send({ ok: false, message: 'The choices for the conflicts could not be read. Open the history again.' })
    const person = request.person!
    const undone = await publishing.undo({ id: person.id, name: person.name, email: person.email }, request.params.commit, choices)
    if (!undone.ok) return reply.code(undone.conflicts ? 409 : 422).send(undone)
    store.record(person, `Published ${undone.commit}: ${undone.summary}`)
    return undone
  })
}

function validChoices(choices: unknown): choices is Choice[] {
  return (
    Array.isArray(choices) &&
    choices.length <= 1000 &&
    choices.every((choice) => {
      const { index, words, keep } = (choice ?? {}) as Partial<Choice>
      return Number.isInteger(index) && (index as number) >= 0 && typeof words === 'string' && (keep === 'mine' || keep === 'theirs')
    })
  )
}
