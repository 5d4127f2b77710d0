import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import fastifyCookie from '@fastify/cookie'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer, securityHeaders, type EditingServer } from '../../../server/app'
import { checkAccessDeclared, cookieNames, installGuard, refusals, type Access, type RouteDoor } from '../../../server/guard'
import type { Store } from '../../../server/store'
import { personOf as signedIn, projectDir, siteRemote, tinyEditorDir, type SignedIn } from './site-repository'
import { siteEditTokenHeader, uploadedPicturePolicy } from '../../../src/engine/contract/site-edit'
import type { Role } from '../../../src/editing-app/api'

// Every route of the editing server, called in process (Fastify's inject) from the server's own route table, by
// nobody, an editor, a publisher and an owner, from its own origin and others, with and without the session's token:
// the door (server/guard.ts) must answer each as the table below says. The table is written by hand on purpose: a
// route added, or its access widened or removed, fails here until the table says so too.
//
// The door alone is tried: a request with `x-door-test` that gets past it is answered 299 before its handler runs
// (no preview built, no session ended, no publish). What a handler does is tried by the other tests, and over a real
// process by tests/e2e/editing-server/.

const publicOrigin = 'http://edit.example.test'
/** The Host a browser sends for the public URL (the server answers no other: tests/unit/editing-server/answers.test.ts). */
const host = new URL(publicOrigin).host
const owners: Role[] = ['owner']
const publishers: Role[] = ['owner', 'publisher']

/** Who may call each route. A new route goes here, with the access it must have. */
const expected: Record<string, Access> = {
  'GET /assets/*': 'public',
  'GET /healthz': 'public',
  'GET /sign-in': 'public',
  'POST /api/sign-in/password': 'public',
  'POST /api/sign-in/passkey/options': 'public',
  'POST /api/sign-in/passkey': 'public',
  'POST /api/sign-out': 'signed-in',
  'GET /api/me': 'signed-in',
  'GET /invite/:token': 'public',
  'GET /api/invitations/:token': 'public',
  'POST /api/invitations/:token/passkey/options': 'public',
  'POST /api/invitations/:token/passkey': 'public',
  'POST /api/invitations/:token/password': 'public',
  'GET /api/sessions': 'signed-in',
  'POST /api/sessions/:id/revoke': 'signed-in',
  'GET /api/people': owners,
  'POST /api/people/invite': owners,
  'POST /api/people/invitations/:id/cancel': owners,
  'POST /api/people/invitations/:id/new-link': owners,
  'POST /api/people/:id/role': owners,
  'POST /api/people/:id/remove': owners,
  'GET /api/activity': owners,
  'GET /api/draft': 'signed-in',
  'POST /api/draft/update': 'signed-in',
  'POST /api/draft/discard': 'signed-in',
  'POST /api/previews': 'signed-in',
  'GET /api/previews': 'signed-in',
  'POST /api/previews/:id/revoke': 'signed-in',
  'GET /preview/:token/*': 'public',
  'GET /api/publish/review': 'signed-in',
  'POST /api/publish': publishers,
  'POST /api/publish/ask': 'signed-in',
  'GET /api/history': 'signed-in',
  'POST /api/history/:commit/undo': publishers,
  'GET /api/reviews': publishers,
  'POST /api/reviews/:id/publish': publishers,
  'POST /api/reviews/:id/send-back': publishers,
  'GET /reviews/:id/preview/*': publishers,
  'POST /__site-edit/state': 'signed-in',
  'POST /__site-edit/change': 'signed-in',
  'POST /__site-edit/undo': 'signed-in',
  'POST /__site-edit/redo': 'signed-in',
  'POST /__site-edit/files': 'signed-in',
  'POST /__site-edit/upload': 'signed-in',
  'GET /__site-edit/events': 'signed-in',
  'GET /__gallery': 'signed-in',
  'GET /_data/routes.json': 'signed-in',
  'GET /_data/icons.json': 'signed-in',
  'GET /_data/pages/*': 'signed-in',
  'GET /*': 'signed-in',
}

/** A person of `role`, signed in: their session's cookie and CSRF token, made in the store directly. */
const personOf = (store: Store, role: Role, name: string) => signedIn(store, publicOrigin, role, name)

let root: string
let server: EditingServer
let people: Record<Role, SignedIn>

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'route-doors-'))
  server = await createServer({ repo: siteRemote(root), branch: 'main', dataDir: join(root, 'data'), publicOrigin, trustProxy: false, editorDir: tinyEditorDir(root), projectDir, log: false })
  // Past the door, with x-door-test: answered here, before the route's own preHandlers and its handler.
  server.app.addHook('preHandler', async (request, reply) => {
    if (request.headers['x-door-test']) return reply.code(299).send({ passed: true })
  })
  people = { owner: personOf(server.store, 'owner', 'Asha Patel'), publisher: personOf(server.store, 'publisher', 'Nila Desai'), editor: personOf(server.store, 'editor', 'Ravi Shah') }
  await server.app.ready()
}, 60_000)

afterAll(async () => {
  await server?.app.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`
/** An address of the route: each parameter and wildcard filled with a made-up value. */
const addressOf = (url: string) => url.replace(/:[A-Za-z]+/g, 'made-up').replace(/\*$/, 'made-up.txt')
const changes = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

interface Call {
  person?: SignedIn
  origin?: string | null
  csrf?: string | null
  accept?: string
}

/** One request at the door: from the editor's page (its Origin, the person's token) unless told otherwise. */
async function knock(route: RouteDoor, { person, origin = publicOrigin, csrf = person?.csrf, accept = 'application/json' }: Call) {
  const headers: Record<string, string> = { host, 'x-door-test': '1', accept }
  if (origin !== null) headers.origin = origin
  if (person) headers.cookie = person.cookie
  if (csrf !== null && csrf !== undefined) headers[siteEditTokenHeader] = csrf
  const changing = changes.has(route.method)
  const answer = await server.app.inject({ method: route.method as 'GET', url: addressOf(route.url), headers, ...(changing && { payload: {} }) })
  let json: unknown
  try {
    json = answer.json()
  } catch {
    json = answer.body
  }
  return { status: answer.statusCode, json, location: answer.headers.location }
}

const passed = { status: 299, json: { passed: true }, location: undefined }
const refused = (status: number, message: string) => ({ status, json: { ok: false, message }, location: undefined })
const mayCall = (access: Access, role: Role) => access === 'public' || access === 'signed-in' || access.includes(role)

describe('the route table', () => {
  test('every route of the server is in the table of expectations, and every route there is on the server, with the same access', () => {
    const routes = server.routes.filter((route) => route.method !== 'HEAD')
    // A HEAD route is its GET's twin (Fastify's), with the GET's access.
    for (const head of server.routes.filter((route) => route.method === 'HEAD')) {
      expect(routes.find((route) => route.method === 'GET' && route.url === head.url)?.access, `HEAD ${head.url}`).toEqual(head.access)
    }
    const onServer = routes.map(key)
    const missing = onServer.filter((route) => !(route in expected))
    expect(missing, `These routes are not in the table of tests/unit/editing-server/route-doors.test.ts: add it to the table (\`expected\`), with who may call each`).toEqual([])
    const gone = Object.keys(expected).filter((route) => !onServer.includes(route))
    expect(gone, 'These routes of the table are not on the server any more: take them out of the table').toEqual([])
    for (const route of routes) expect(route.access, `${key(route)}: its access is not the table's`).toEqual(expected[key(route)])
  })

  test('the server refuses to start with a route that does not say who may call it', async () => {
    expect(() => checkAccessDeclared([{ method: 'GET', url: '/api/people', access: ['owner'] }])).not.toThrow()
    expect(() => checkAccessDeclared([{ method: 'GET', url: '/api/open', access: undefined }, { method: 'POST', url: '/api/too', access: [] }])).toThrow(
      "Every route of the editing server must say who may call it (config: { access: 'public' | 'signed-in' | [roles] }); these do not: GET /api/open, POST /api/too.",
    )
    // The real server, with one route more that says nothing: it does not start.
    const other = mkdtempSync(join(tmpdir(), 'route-doors-'))
    try {
      const { app } = await createServer({ repo: siteRemote(other), branch: 'main', dataDir: join(other, 'data'), publicOrigin, trustProxy: false, editorDir: tinyEditorDir(other), projectDir, log: false })
      app.get('/api/forgotten', () => ({ ok: true }))
      await expect(app.ready()).rejects.toThrow(/these do not: GET \/api\/forgotten/)
      await app.close().catch(() => undefined)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  }, 60_000)

  test('a route with no access at the time of a request is open to nobody', async () => {
    const app = Fastify()
    await app.register(fastifyCookie)
    installGuard(app, { session: () => undefined } as unknown as Store, publicOrigin, cookieNames(publicOrigin))
    app.get('/forgotten', () => ({ ok: true }))
    const answer = await app.inject({ method: 'GET', url: '/forgotten' })
    expect([answer.statusCode, answer.json()]).toEqual([500, { ok: false, message: refusals.undeclared }])
    await app.close()
  })
})

describe('each route’s door, as its access says', () => {
  const table = () => server.routes.filter((route) => route.method !== 'HEAD')

  test('nobody: a public route is let past; any other gets 401 (a page, the sign-in page)', async () => {
    for (const route of table()) {
      const answer = await knock(route, {})
      if (route.access === 'public') {
        expect(answer, key(route)).toEqual(passed)
        continue
      }
      expect(answer, key(route)).toEqual(refused(401, refusals.signedOut))
      if (route.method === 'GET') {
        const page = await knock(route, { accept: 'text/html' })
        expect([page.status, page.location], key(route)).toEqual([302, `/sign-in?next=${encodeURIComponent(addressOf(route.url))}`])
      }
    }
  })

  for (const role of ['editor', 'publisher', 'owner'] as Role[]) {
    test(`${role}: let past where the route’s access allows, refused in words by role elsewhere`, async () => {
      for (const route of table()) {
        const access = expected[key(route)] ?? route.access!
        const answer = await knock(route, { person: people[role] })
        expect(answer, `${key(route)} as ${role}`).toEqual(mayCall(access, role) ? passed : refused(403, refusals.role(access as Role[])))
      }
    })
  }

  test('a change from another origin, with Origin: null or with none, is refused before anything else; with no token or a wrong one, for a route that needs a session', async () => {
    for (const route of table().filter((one) => changes.has(one.method))) {
      for (const person of [undefined, people.owner]) {
        for (const origin of ['http://evil.example', 'null', `${publicOrigin}.evil.example`, null]) {
          expect(await knock(route, { person, origin }), `${key(route)} from ${origin}`).toEqual(refused(403, refusals.origin))
        }
      }
      for (const csrf of [null, '', 'a-made-up-token', people.editor.csrf]) {
        const answer = await knock(route, { person: people.owner, csrf })
        expect(answer, `${key(route)} with the token ${csrf}`).toEqual(route.access === 'public' ? passed : refused(403, refusals.csrf))
      }
    }
  })
})

describe('the owners’ actions, past the door', () => {
  const as = async (person: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await server.app.inject({ method, url, headers: { host, origin: publicOrigin, cookie: person.cookie, [siteEditTokenHeader]: person.csrf, accept: 'application/json' }, ...(payload && { payload }) })
    return { status: answer.statusCode, json: answer.json() as { ok?: boolean; message?: string; [key: string]: unknown } }
  }

  test('an editor calling the owners’ actions is refused and changes nothing; the owner’s same call is answered', async () => {
    const { owner, editor, publisher } = people
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/people'],
      ['POST', '/api/people/invite', { name: 'Mallory Jones', email: 'mallory@example.com', role: 'owner' }],
      // The editor demoting the owner, and making himself one.
      ['POST', `/api/people/${owner.id}/role`, { role: 'editor' }],
      ['POST', `/api/people/${editor.id}/role`, { role: 'owner' }],
      ['POST', `/api/people/${owner.id}/remove`, {}],
      ['GET', '/api/activity'],
    ]
    for (const [method, url, payload] of calls) {
      const refusedCall = await as(editor, method, url, payload)
      expect([refusedCall.status, refusedCall.json], `${method} ${url}`).toEqual([403, { ok: false, message: 'Only an owner can do this.' }])
    }
    // Nothing was done: the same people with the same roles, and no invitation for Mallory.
    const listed = await as(owner, 'GET', '/api/people')
    expect(listed.status).toBe(200)
    expect((listed.json.people as { id: number; role: string }[]).map(({ id, role }) => [id, role])).toEqual([owner, publisher, editor].map(({ id, role }) => [id, role]))
    expect(JSON.stringify(listed.json.invitations)).not.toContain('mallory@example.com')

    // The owner's same calls are answered (the role call on the editor, unchanged).
    const invited = await as(owner, 'POST', '/api/people/invite', { name: 'Mallory Jones', email: 'mallory@example.com', role: 'owner' })
    expect(invited.status, JSON.stringify(invited.json)).toBe(200)
    expect(invited.json.link).toMatch(new RegExp(`^${publicOrigin}/invite/[A-Za-z0-9_-]{43}$`))
    const role = await as(owner, 'POST', `/api/people/${editor.id}/role`, { role: 'editor' })
    expect(role.status, JSON.stringify(role.json)).toBe(200)
    const activity = await as(owner, 'GET', '/api/activity')
    expect(activity.status).toBe(200)
    expect(JSON.stringify(activity.json.events)).toContain('Invited Mallory Jones (mallory@example.com) as an owner')
  })
})

describe('the site-edit door on a draft, past the guard', () => {
  test('state, then a change on its version, through the shared door; a body naming more is refused in the editing server’s words', async () => {
    const { editor } = people
    const post = async (action: string, payload: object) => {
      const answer = await server.app.inject({ method: 'POST', url: `/__site-edit/${action}`, headers: { host, origin: publicOrigin, cookie: editor.cookie, [siteEditTokenHeader]: editor.csrf }, payload })
      return { status: answer.statusCode, json: answer.json() as { ok: boolean; version?: string; message?: string; words?: string } }
    }
    const state = await post('state', {})
    expect(state.status).toBe(200)
    const extra = await post('change', { version: state.json.version, change: {}, file: '/etc/passwd' })
    expect(extra).toEqual({ status: 400, json: { ok: false, message: 'The request may name only "version" and "change", not "file": the file is your own draft.' } })
    expect(await post('undo', {})).toEqual({ status: 409, json: { ok: false, message: 'There is nothing to undo or redo.' } })
    const files = await post('files', {})
    expect(files.status).toBe(200)
  })
})

describe('an uploaded picture is served sandboxed', () => {
  test("a picture of the upload folder, in a draft or a preview, has its own Content-Security-Policy; a page keeps the editor's", async () => {
    const owner = people.owner
    const policyOf = async (url: string) => (await server.app.inject({ method: 'GET', url, headers: { host, cookie: owner.cookie } })).headers['content-security-policy']
    for (const url of ['/images/uploads/team-photo.svg', '/preview/made-up/images/uploads/logo.svg', '/reviews/1/preview/images/uploads/logo.svg']) {
      expect(await policyOf(url), url).toBe(uploadedPicturePolicy)
    }
    for (const url of ['/about', '/logo.svg', '/images/upload-notes.svg']) expect(await policyOf(url), url).toBe(securityHeaders['Content-Security-Policy'])
  })
})

describe('People: a name with a line break', () => {
  test('is refused in words, and nobody is invited', async () => {
    const owner = people.owner
    const answer = await server.app.inject({ method: 'POST', url: '/api/people/invite', headers: { host, cookie: owner.cookie, origin: publicOrigin, [siteEditTokenHeader]: owner.csrf }, payload: { name: 'Evil\nCo-authored-by: Someone <x@y.example>', email: 'evil@example.com', role: 'editor' } })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ ok: false, message: 'A name is one line of plain text: no line break, tab or other control character, and no "<" or ">".' })
    expect(server.store.pendingInvitations().map((invitation) => invitation.email)).not.toContain('evil@example.com')
  })
})
