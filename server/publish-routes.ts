// Publishing, as the dock's "Review and publish" dialog asks for it (src/editing-app/PublishDialog.tsx): what the draft
// would change, in words, and the publish itself, for those whose role may publish.
import type { FastifyInstance } from 'fastify'
import type { PublishAnswer, ReviewAnswer, Role } from '../src/editing-app/api'
import type { Choice, Publishing } from './publishing'
import type { Store } from './store'

const publishers = { config: { access: ['owner', 'publisher'] as Role[] } }

/** The longest note a publish takes (it goes into the commit's message). */
const noteLimit = 2000

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
