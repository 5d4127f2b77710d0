// A signed-in person's draft, as their browser meets it: the editor's page (the whole site drawn from the draft, the
// editing interface over it), the draft's data files (what a built page fetches: src/engine/browser/built-pages.ts),
// its pictures, the editing interface's endpoint (the same requests as npm start's, src/engine/vite/site-edit-plugin.ts)
// and the stream of its changes. Nothing here reads or writes outside the person's own draft.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { draftEventsPath, type DraftAnswer } from '../src/editing-app/api'
import { dataDir, pageDataFile, scriptJson, sharedDataId } from '../src/engine/contract/data-files'
import { maxPictureBytes, siteEditPath, siteEditTokenMeta, uploadFolder } from '../src/engine/contract/site-edit'
import { withSiteHead } from '../src/engine/contract/site-head'
import { listPictures, uploadPicture } from '../src/engine/vite/public-files'
import type { Change } from '../src/site-changes/operations'
import { readSiteFile, type ChangeResult } from '../src/site-changes/site-file'
import type { Draft, Drafts } from './drafts'
import type { Repository } from './repository'
import type { ReviewRequestRow, Store } from './store'

export interface DraftRouteOptions {
  store: Store
  drafts: Drafts
  repository: Repository
  /** The editing server's bundle (npm run build:editing-server). */
  editorDir: string
}


const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** An upload's body: the picture in base64 (4 bytes for 3) and its name. */
const uploadBodyLimit = Math.ceil(maxPictureBytes / 3) * 4 + 64 * 1024

export function draftRoutes(app: FastifyInstance, { store, drafts, repository, editorDir }: DraftRouteOptions) {
  const template = readFileSync(join(editorDir, 'src/editing-app/editor.html'), 'utf8')
  const draftOf = (request: FastifyRequest) => drafts.of(request.person!.id)

  /** The editor's page for any address of the site: the app draws the page of that address (or its "not found"). */
  const editorPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const draft = await draftOf(request)
    if (!draft.update) return reply.code(500).type('text/html; charset=utf-8').send(brokenPage(draft))
    const { shared } = draft.update
    const site = shared
    const person = request.person!
    const me = { ok: true, id: person.id, name: person.name, email: person.email, role: person.role, csrf: request.session!.csrf }
    const head = [
      `<title>Editing · ${escapeAttribute(site.site.brand ?? 'the site')}</title>`,
      `<meta name="${siteEditTokenMeta}" content="${request.session!.csrf}" />`,
      `<script type="application/json" id="${sharedDataId}">${scriptJson(shared)}</script>`,
      `<script type="application/json" id="editing-person">${scriptJson(me)}</script>`,
    ].join('\n    ')
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(withSiteHead(template, site.site).replace('<!--draft-head-->', head))
  }

  // The draft's data, where a built page's modules look for it.
  app.get(`/${dataDir}/routes.json`, async (request, reply) => {
    const { update } = await draftOf(request)
    return update ? reply.header('Cache-Control', 'no-store').send(update.pages.map(({ page }) => page.path)) : reply.code(409).send({ ok: false, message: brokenWords })
  })
  app.get(`/${dataDir}/icons.json`, async (request, reply) => {
    const { update } = await draftOf(request)
    return update ? reply.header('Cache-Control', 'no-store').send(update.icons) : reply.code(409).send({ ok: false, message: brokenWords })
  })
  app.get(`/${dataDir}/pages/*`, async (request, reply) => {
    const { update } = await draftOf(request)
    if (!update) return reply.code(409).send({ ok: false, message: brokenWords })
    const wanted = decodeURIComponent(request.url.split('?')[0].slice(1))
    const page = update.pages.find(({ page }) => pageDataFile(page.path) === wanted)
    if (!page) return reply.code(404).send({ ok: false, message: 'There is no such page in your draft.' })
    return reply.header('Cache-Control', 'no-store').send({ page: page.page, sections: page.sections, source: page.source })
  })

  // The editing interface's requests: the same as npm start's, on this person's draft.
  const state = (draft: Draft) => ({ ok: true, version: readSiteFile(draft.file).version, history: draft.history.entries.map((entry) => entry.words), canUndo: draft.history.canUndo, canRedo: draft.history.canRedo })
  const answer = async (request: FastifyRequest, reply: FastifyReply, act: Parameters<Drafts['change']>[1]) => {
    const result: ChangeResult | undefined = await drafts.change(request.person!.id, act)
    if (!result) return reply.code(409).send({ ok: false, message: 'There is nothing to undo or redo.' })
    if (!result.ok) return reply.code(result.reason === 'conflict' ? 409 : 422).send(result)
    store.record(request.person, `Changed the draft: ${result.entry.words}`)
    return { ...state(await draftOf(request)), words: result.entry.words }
  }
  const body = (request: FastifyRequest) => (request.body ?? {}) as { version?: unknown; change?: Change; name?: unknown; data?: unknown }

  app.post(`${siteEditPath}/state`, async (request) => {
    const draft = await draftOf(request)
    return { ...state(draft), text: readSiteFile(draft.file).text }
  })
  app.post(`${siteEditPath}/change`, async (request, reply) => {
    const { version, change } = body(request)
    if (typeof version !== 'string' || !change || typeof change !== 'object') return reply.code(400).send({ ok: false, message: 'A change names the version of the file it was made on and the change.' })
    return answer(request, reply, (history) => history.apply(version, change))
  })
  app.post(`${siteEditPath}/undo`, (request, reply) => {
    const { version } = body(request)
    return answer(request, reply, (history) => history.undo(typeof version === 'string' ? version : undefined))
  })
  app.post(`${siteEditPath}/redo`, (request, reply) => {
    const { version } = body(request)
    return answer(request, reply, (history) => history.redo(typeof version === 'string' ? version : undefined))
  })
  app.post(`${siteEditPath}/files`, async (request) => ({ ok: true, files: listPictures((await draftOf(request)).publicDir), folder: `/${uploadFolder}` }))
  app.post(`${siteEditPath}/upload`, { bodyLimit: uploadBodyLimit }, async (request, reply) => {
    const draft = await draftOf(request)
    const saved = uploadPicture(draft.publicDir, body(request))
    if (!saved.ok) return reply.code(saved.status).send({ ok: false, message: saved.message })
    store.record(request.person, `Added the picture ${saved.path} to the draft`)
    return { ok: true, path: saved.path }
  })

  // The draft's changes as they are made, to each of its person's open pages (Server-Sent Events).
  app.get(draftEventsPath, async (request, reply) => {
    const draft = await draftOf(request)
    const sessionHash = request.session!.id_hash
    reply.hijack()
    const stream = reply.raw
    stream.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no', ...securityHeadersFor(reply) })
    stream.write(': listening\n\n')
    const listener = (update: unknown) => stream.write(`event: site-update\ndata: ${JSON.stringify(update)}\n\n`)
    draft.listeners.add(listener)
    // A heartbeat, which also ends the stream of a session that has ended (signed out, revoked, expired).
    const beat = setInterval(() => {
      if (!sessionAlive(store, sessionHash)) return stream.end()
      stream.write(': still here\n\n')
    }, 15_000)
    // (After a discard the draft is a new object with the same set of listeners.)
    stream.on('close', () => {
      clearInterval(beat)
      draft.listeners.delete(listener)
    })
  })

  app.get<{ Querystring: { fetch?: string } }>('/api/draft', async (request) => {
    // Asked when the page opens: whether someone has published since the draft began (a remote out of reach: as last known).
    if (request.query.fetch) await repository.fetchBranch().catch((error: Error) => request.log.warn({ error: error.message }, 'fetch failed'))
    return draftAnswer(await draftOf(request), request.person!, repository, store)
  })
  app.post('/api/draft/discard', async (request) => {
    const draft = await drafts.discard(request.person!.id)
    store.record(request.person, 'Discarded their draft and started again from the published site')
    return draftAnswer(draft, request.person!, repository, store)
  })

  // Every other address: a picture or file of the draft's public/, or a page of the site in the editor.
  app.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0])
    if (/\.[a-z0-9]+$/i.test(path)) {
      const draft = await draftOf(request)
      // @fastify/static's send() refuses any path that leaves the folder (../, encoded or not).
      return reply.header('Cache-Control', 'no-cache').sendFile(path.slice(1), draft.publicDir)
    }
    return editorPage(request, reply)
  })
}

const sessionAlive = (store: Store, idHash: string) => Boolean(store.db.prepare('SELECT 1 FROM sessions WHERE id_hash = ?').get(idHash))

/** The security headers the server's onSend hook adds, for a stream that bypasses it. */
const securityHeadersFor = (reply: FastifyReply) => Object.fromEntries(Object.entries(reply.getHeaders()).filter(([name]) => name !== 'content-length')) as Record<string, string>

const brokenWords = 'The published site.yaml has a mistake, so your draft can’t be drawn. A developer must put it right first.'

function brokenPage(draft: Draft): string {
  const where = draft.problem ?? ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>The site can’t be drawn</title></head><body><main><h1>The site can’t be drawn</h1><p>${brokenWords}</p><pre>${escapeAttribute(where)}</pre></main></body></html>`
}

async function draftAnswer(draft: Draft, person: { id: number; name: string; role: string }, repository: Repository, store: Store): Promise<DraftAnswer> {
  const head = await repository.head().catch(() => draft.base)
  const asked = askedWords(store.lastReviewOf(person.id), draft, store)
  return {
    ok: true,
    owner: person.name,
    changes: draft.history.entries.length,
    base: draft.base.slice(0, 7),
    ...(head !== draft.base && { behind: 'Someone has published a newer version of the site since your draft began. Your draft still shows the version it began from.' }),
    ...(asked && { asked }),
    ...(person.role !== 'editor' && { waiting: store.waitingReviews().length }),
  }
}

/** What became of the person's last "Ask to publish", while it matters: waiting, sent back, or published as the draft's start. */
export function askedWords(request: ReviewRequestRow | undefined, draft: Pick<Draft, 'base'>, store: Store): string | undefined {
  if (!request) return undefined
  if (request.state === 'waiting') return 'Waiting for review: a publisher will publish your draft or send it back.'
  // Who decided, by their name as it is now (a request decided before the store kept their id may name nobody).
  const decider = request.decided_by === null ? undefined : store.nameOf(request.decided_by)
  const by = decider ? ` by ${decider}` : ''
  if (request.state === 'sent-back') return `Sent back${by}${request.reply ? `: “${request.reply}”` : '.'}`
  if (request.published && draft.base.startsWith(request.published)) return `Published${by} as ${request.published}.`
  return undefined
}
