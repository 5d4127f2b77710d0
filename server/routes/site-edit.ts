// The editing interface's door on the editing server, on the person's own draft: POST /__site-edit/<action>, the same
// requests as npm start's, answered by the same door (src/engine/vite/site-edit-door.ts) behind this server's guard
// (its session, CSRF token and Origin: ../guard.ts); and GET /__site-edit/events, the stream of the draft's changes.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { draftEventsPath } from '../../src/editing-app/api'
import { siteEditActions, siteEditBodyLimit, siteEditPath } from '../../src/engine/contract/site-edit'
import { siteEditDoor } from '../../src/engine/vite/site-edit-door'
import type { Drafts } from '../drafts'
import type { Store } from '../store'
import { withdrawIfChanged } from './api-reviews'

const signedIn = { config: { access: 'signed-in' as const } }

/** The actions that change the draft. */
const changing = new Set(['change', 'undo', 'redo', 'upload'])

export function siteEditRoutes(app: FastifyInstance, { store, drafts }: { store: Store; drafts: Drafts }) {
  // One route per action (an address with none is "nothing here", as any other); an upload may carry its picture.
  for (const action of siteEditActions) {
    app.post(`${siteEditPath}/${action}`, { ...signedIn, bodyLimit: siteEditBodyLimit(action) }, async (request, reply) => {
      const person = request.person!
      const draft = await drafts.of(person.id)
      const answer = await siteEditDoor(action, request.body, {
        history: draft.history,
        publicDir: draft.publicDir,
        theFile: 'the file is your own draft',
        // Held while the draft is published, and kept on disk with its history (../drafts.ts).
        change: (act) => drafts.change(person.id, act),
        // Held too, and kept within what a draft may add (../drafts.ts).
        upload: (bytes, save) => drafts.upload(person.id, bytes, save),
        onWritten: (result) => store.record(person, `Changed the draft: ${result.entry.words}`),
        // By its file's name: it has no description yet, and its folder says nothing to a person.
        onUploaded: (saved) => store.record(person, `Uploaded a picture to the draft: ${saved.path.split('/').pop()}`),
      })
      // The draft changed: a request to publish it, asked before, is withdrawn (./api-reviews.ts).
      if (answer.status === 200 && changing.has(action)) await withdrawIfChanged(store, drafts, person.id)
      return reply.code(answer.status).send(answer.body)
    })
  }

  // The draft's changes as they are made, to each of its person's open pages (Server-Sent Events).
  app.get(draftEventsPath, signedIn, async (request, reply) => {
    const draft = await drafts.of(request.person!.id)
    const sessionHash = request.session!.id_hash
    reply.hijack()
    const stream = reply.raw
    stream.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no', ...securityHeadersFor(reply) })
    stream.write(': listening\n\n')
    const listener = (update: unknown) => stream.write(`event: site-update\ndata: ${JSON.stringify(update)}\n\n`)
    draft.listeners.add(listener)
    // A request to publish asked, withdrawn or decided, by anyone: the dock reads its counts again (no content here).
    const reviews = () => stream.write('event: reviews\ndata: {}\n\n')
    store.reviewListeners.add(reviews)
    // A heartbeat, which also ends the stream of a session that has ended (signed out, revoked, expired).
    const beat = setInterval(() => {
      if (!sessionAlive(store, sessionHash)) return stream.end()
      stream.write(': still here\n\n')
    }, 15_000)
    // (After a discard the draft is a new object with the same set of listeners.)
    stream.on('close', () => {
      clearInterval(beat)
      store.reviewListeners.delete(reviews)
      draft.listeners.delete(listener)
    })
  })
}

const sessionAlive = (store: Store, idHash: string) => Boolean(store.db.prepare('SELECT 1 FROM sessions WHERE id_hash = ?').get(idHash))

/** The security headers the server's onSend hook adds, for a stream that bypasses it. */
const securityHeadersFor = (reply: FastifyReply) => Object.fromEntries(Object.entries(reply.getHeaders()).filter(([name]) => name !== 'content-length')) as Record<string, string>
