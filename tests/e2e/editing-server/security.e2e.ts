import Database from 'better-sqlite3'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { refusals } from '../../../server/guard'
import { previewWords } from '../../../server/routes/api-previews'
import { signInWords } from '../../../server/sign-in'
import { siteEditTokenHeader } from '../../../src/engine/contract/site-edit'
import { inviteFromTerminal, makeRemote, startEditServer, type EditServer, type Remote } from '../../../tools/editing-server'

// The editing server's locked doors, each tried from outside as an attacker would (any Origin, any cookie, any path,
// from any address), against the server started as a person starts it, over a real git remote behind a token. Each
// refusal is shown beside the same request that is let through, so the test fails if the rule is taken away.
//
// Requests go over node:http, not fetch: fetch would resolve "../" in a path before sending it, and can't choose the
// address it comes from. On Linux every 127.x.y.z is this machine, so a test can come "from" many addresses (the
// sign-in limits are per address). Every answer is kept in `seen`, to show the remote's token is in none of them.

let remote: Remote
let server: EditServer
const others: EditServer[] = []

const ownerEmail = 'asha@example.com'
const ownerPassword = 'owner password 1234'
const editorEmail = 'ravi@example.com'
const editorPassword = 'editor password 5678'
const tooLarge = 'That is too large: a picture may be at most 2 MB.'

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  /** Its Set-Cookie lines. */
  cookies: string[]
  text: string
  bytes: Buffer
  json?: { ok?: boolean; message?: string; [key: string]: unknown }
}

interface CallInit {
  method?: string
  origin?: string
  cookie?: string
  csrf?: string
  body?: unknown
  accept?: string
  /** The address the request comes from (127.0.0.1 unless named). */
  from?: string
  /** Only the status and headers (a stream that never ends). */
  headOnly?: boolean
}

/** Every answer's status, headers and body, as received. */
const seen: string[] = []

/** The Host a server is asked by, when it is not its own address's (a server behind a proxy, by its public URL). */
const hostOf = new Map<EditServer, string>()

/** A request as a browser (or anyone) may send it, the path sent exactly as written. */
function call(to: EditServer, path: string, init: CallInit = {}): Promise<Answer> {
  const payload = init.body === undefined ? undefined : Buffer.from(JSON.stringify(init.body))
  // The Host its browsers send: the server answers no other (tests/unit/editing-server/answers.test.ts).
  const headers: Record<string, string | number> = { host: hostOf.get(to) ?? new URL(to.url).host, accept: init.accept ?? 'application/json' }
  if (init.origin !== undefined) headers.origin = init.origin
  if (init.cookie) headers.cookie = init.cookie
  if (init.csrf !== undefined) headers[siteEditTokenHeader] = init.csrf
  if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length })
  return new Promise((done, fail) => {
    let answered = false
    const sent = httpRequest({ host: '127.0.0.1', port: to.port, path, method: init.method ?? (payload ? 'POST' : 'GET'), headers, localAddress: init.from, agent: false }, (response) => {
      answered = true
      const head = { status: response.statusCode!, headers: response.headers, cookies: response.headers['set-cookie'] ?? [] }
      seen.push(JSON.stringify(head))
      if (init.headOnly) {
        response.destroy()
        return done({ ...head, text: '', bytes: Buffer.alloc(0) })
      }
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', fail)
      response.on('end', () => {
        const bytes = Buffer.concat(chunks)
        const text = bytes.toString('utf8')
        seen.push(text)
        let json
        try {
          json = JSON.parse(text)
        } catch {
          json = undefined
        }
        done({ ...head, text, bytes, json })
      })
    })
    // A server that is gone: its last words say why.
    sent.on('error', (error) => answered || fail(new Error(`${error.message} (${path})\nThe server's last lines:\n${to.output.slice(-15).join('\n')}`)))
    // A body too large for the server is refused from its Content-Length alone, and the connection closed unread: a
    // large body waits a moment for that early answer (as a client waits for "100 Continue") before it is sent.
    if (payload && payload.length > 1_000_000) {
      sent.flushHeaders()
      setTimeout(() => (answered ? sent.destroy() : sent.end(payload)), 1000)
    } else sent.end(payload)
  })
}

interface Session {
  id: number
  /** "name=value", as the browser sends it back. */
  cookie: string
  csrf: string
  /** The Set-Cookie line it came with. */
  setCookie: string
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1)
const tokenOf = (link: string) => link.split('/invite/')[1]

async function sessionOf(to: EditServer, answer: Answer): Promise<Session> {
  expect(answer.status, answer.text).toBe(200)
  const setCookie = answer.cookies.find((line) => line.includes('edit-session='))!
  const cookie = setCookie.split(';')[0]
  const me = await call(to, '/api/me', { cookie })
  return { id: Number(me.json?.id), cookie, csrf: String(me.json?.csrf), setCookie }
}

/** Accepts an invitation with a password, as the invitation page does. */
const accept = async (to: EditServer, link: string, password: string, from?: string, origin = to.url) =>
  sessionOf(to, await call(to, `/api/invitations/${tokenOf(link)}/password`, { origin, body: { password }, from }))

const signIn = async (to: EditServer, email: string, password: string, from?: string) => sessionOf(to, await call(to, '/api/sign-in/password', { origin: server.url, body: { email, password }, from }))

/** A POST from the editor's own page: its Origin, the session's cookie and CSRF token. */
const post = (session: Session, path: string, body: unknown = {}) => call(server, path, { origin: server.url, cookie: session.cookie, csrf: session.csrf, body })

let owner: Session
let editor: Session
/** Where "Our Packages", the heading of the pricing page's table, is in site.yaml. */
let headingPath: (string | number)[]

const draftFile = (personId: number) => readFileSync(join(server.dataDir, 'drafts', String(personId), 'site.yaml'), 'utf8')

/** A valid change of the heading, on the draft's present version. */
async function headingChange(session: Session, value: string) {
  const state = await post(session, '/__site-edit/state')
  expect(state.status, state.text).toBe(200)
  return { version: state.json!.version, change: { kind: 'set', path: headingPath, value } }
}

const sqliteBytes = 'SQLite format 3'

/**
 * Starts a server with GIT_TRACE=1, as someone debugging git would: git then writes the remote's whole address, its
 * token too, in what it says on an error (on its own it leaves the credential out), so only the server's scrubbing
 * keeps it out of its log and its words.
 */
async function withGitTrace(start: () => Promise<EditServer>): Promise<EditServer> {
  process.env.GIT_TRACE = '1'
  try {
    return await start()
  } finally {
    delete process.env.GIT_TRACE
  }
}

beforeAll(async () => {
  remote = await makeRemote('security')
  const pages = (parse(remote.siteFile()) as { pages: { sections?: { heading?: string }[] }[] }).pages
  const page = pages.findIndex((one) => one.sections?.some((section) => section.heading === 'Our Packages'))
  headingPath = ['pages', page, 'sections', pages[page].sections!.findIndex((section) => section.heading === 'Our Packages'), 'heading']
  server = await withGitTrace(() => startEditServer({ repo: remote.url }))
  owner = await accept(server, inviteFromTerminal(server.dataDir, 'Asha Patel', ownerEmail, 'owner'), ownerPassword)
  editor = await accept(server, inviteFromTerminal(server.dataDir, 'Ravi Shah', editorEmail, 'editor'), editorPassword)
}, 120_000)

afterAll(async () => {
  for (const one of [server, ...others]) {
    await one?.kill()
    if (one) rmSync(one.dataDir, { recursive: true, force: true })
  }
  await remote?.close()
})

describe('the editing server’s security', () => {
  test('1. a change from another Origin, or with none, is refused and changes nothing; the same from the editor’s page is made', async () => {
    const body = await headingChange(editor, 'Packages, changed')
    const before = draftFile(editor.id)
    // A page elsewhere can make the browser send its cookie (and even guess a header), never the editor's Origin.
    for (const origin of ['http://evil.example', undefined, 'null', `${server.url}.evil.example`]) {
      const refused = await call(server, '/__site-edit/change', { origin, cookie: editor.cookie, csrf: editor.csrf, body })
      expect(refused.status, `Origin: ${origin}`).toBe(403)
      expect(refused.json).toEqual({ ok: false, message: refusals.origin })
    }
    expect(draftFile(editor.id)).toBe(before)

    // The very same request from the editor's own page is made.
    const made = await call(server, '/__site-edit/change', { origin: server.url, cookie: editor.cookie, csrf: editor.csrf, body })
    expect(made.status, made.text).toBe(200)
    expect(draftFile(editor.id)).toContain('heading: Packages, changed')
  })

  test('2. a change without the session’s CSRF token, or with a wrong one, is refused; with the right one it is made', async () => {
    const body = await headingChange(editor, 'Packages, changed again')
    const before = draftFile(editor.id)
    // None, empty, made up, and another session's real token (the owner's): only this session's own opens the door.
    for (const csrf of [undefined, '', 'a-made-up-token', owner.csrf]) {
      const refused = await call(server, '/__site-edit/change', { origin: server.url, cookie: editor.cookie, csrf, body })
      expect(refused.status, `token: ${csrf}`).toBe(403)
      expect(refused.json).toEqual({ ok: false, message: refusals.csrf })
    }
    expect(draftFile(editor.id)).toBe(before)

    const made = await post(editor, '/__site-edit/change', body)
    expect(made.status, made.text).toBe(200)
    expect(draftFile(editor.id)).toContain('heading: Packages, changed again')
  })

  // 3. (an editor calling the owners' actions is refused and changes nothing; the owner's same call is answered): every
  // route's door, by nobody and each role, is tried in process from the server's own route table, and this very case
  // with its words: tests/unit/editing-server/route-doors.test.ts.

  test('4. a session signed out, or revoked from another of the person’s sessions, opens nothing', async () => {
    const ended = await signIn(server, ownerEmail, ownerPassword)
    // Alive: it is answered, and its draft's stream opens.
    expect((await call(server, '/api/me', { cookie: ended.cookie })).status).toBe(200)
    expect((await call(server, '/__site-edit/events', { cookie: ended.cookie, accept: 'text/event-stream', headOnly: true })).status).toBe(200)

    const out = await post(ended, '/api/sign-out')
    expect(out.status, out.text).toBe(200)
    expect(out.cookies.find((line) => line.startsWith('edit-session='))).toMatch(/^edit-session=;/)
    // The browser that kept its cookie anyway: refused everywhere.
    for (const path of ['/api/me', '/__site-edit/events']) {
      const refused = await call(server, path, { cookie: ended.cookie, accept: path === '/api/me' ? 'application/json' : 'text/event-stream' })
      expect(refused.status, path).toBe(401)
      expect(refused.json).toEqual({ ok: false, message: refusals.signedOut })
    }
    const page = await call(server, '/', { cookie: ended.cookie, accept: 'text/html' })
    expect(page.status).toBe(302)
    expect(page.headers.location).toBe('/sign-in?ended=1&next=%2F')

    // Revoked: her phone's session, ended from her laptop's (Devices: GET /api/sessions, then Sign out that one).
    const phone = await signIn(server, ownerEmail, ownerPassword)
    const listed = await call(server, '/api/sessions', { cookie: owner.cookie })
    const phoneId = sha256(cookieValue(phone.cookie)).slice(0, 16)
    expect(listed.json!.sessions).toContainEqual(expect.objectContaining({ id: phoneId, current: false }))
    expect((await call(server, '/api/me', { cookie: phone.cookie })).status).toBe(200)
    const revoked = await post(owner, `/api/sessions/${phoneId}/revoke`)
    expect(revoked.status, revoked.text).toBe(200)
    for (const answer of [await call(server, '/api/me', { cookie: phone.cookie }), await post(phone, '/__site-edit/state')]) {
      expect(answer.status).toBe(401)
      expect(answer.json).toEqual({ ok: false, message: refusals.signedOut })
    }
    // The laptop's own session goes on.
    expect((await call(server, '/api/me', { cookie: owner.cookie })).status).toBe(200)
  })

  test('5. an invitation used once, or expired, makes no account', async () => {
    const from = '127.0.0.5' // its own address: these requests count toward the sign-in limit
    const usedLink = inviteFromTerminal(server.dataDir, 'Dev Kumar', 'dev@example.com', 'editor')
    const used = tokenOf(usedLink)
    expect((await call(server, `/api/invitations/${used}`, { from })).status).toBe(200)
    await accept(server, usedLink, 'a first password 1', from)
    // The link again (someone who saw it in the e-mail, the browser's history): gone, no session.
    const again = await call(server, `/api/invitations/${used}/password`, { origin: server.url, body: { password: 'a second password 2' }, from })
    expect(again.status).toBe(410)
    expect(again.json).toEqual({ ok: false, message: signInWords.invitationGone })
    expect(again.cookies).toEqual([])
    const shown = await call(server, `/api/invitations/${used}`, { from })
    expect(shown.status).toBe(410)
    expect(shown.json).toEqual({ ok: false, message: signInWords.invitationGone })

    // Expired: open now, then aged past its 24 hours in the database.
    const expired = tokenOf(inviteFromTerminal(server.dataDir, 'Lena Ortiz', 'lena@example.com', 'publisher'))
    expect((await call(server, `/api/invitations/${expired}`, { from })).status).toBe(200)
    const db = new Database(join(server.dataDir, 'editing.sqlite'))
    try {
      expect(db.prepare('UPDATE invitations SET expires_at = ? WHERE token_hash = ?').run(Date.now() - 1000, sha256(expired)).changes).toBe(1)
    } finally {
      db.close()
    }
    const gone = await call(server, `/api/invitations/${expired}`, { from })
    expect(gone.status).toBe(410)
    expect(gone.json).toEqual({ ok: false, message: signInWords.invitationGone })
    const late = await call(server, `/api/invitations/${expired}/password`, { origin: server.url, body: { password: 'a late password 3' }, from })
    expect(late.status).toBe(410)
    expect(late.json).toEqual({ ok: false, message: signInWords.invitationGone })
    expect(late.cookies).toEqual([])
    const people = await call(server, '/api/people', { cookie: owner.cookie })
    expect((people.json!.people as { email: string }[]).map(({ email }) => email)).not.toContain('lena@example.com')
  })

  test('6a. the 11th password sign-in within a minute from one address is refused', async () => {
    // Each attempt names another e-mail: only the address is the same.
    const attempt = (n: number, from: string) => call(server, '/api/sign-in/password', { origin: server.url, body: { email: `guess-${n}@example.com`, password: 'not the password' }, from })
    for (let n = 1; n <= 10; n++) {
      const wrong = await attempt(n, '127.0.0.61')
      expect(wrong.status, `attempt ${n}`).toBe(401)
      expect(wrong.json).toEqual({ ok: false, message: signInWords.wrongPassword })
    }
    const held = await attempt(11, '127.0.0.61')
    expect(held.status).toBe(429)
    expect(held.json).toEqual({ ok: false, message: signInWords.tooMany })
    // Another address is not held back by this one's attempts.
    const elsewhere = await attempt(12, '127.0.0.62')
    expect(elsewhere.status).toBe(401)
    expect(elsewhere.json).toEqual({ ok: false, message: signInWords.wrongPassword })
  })

  test('6b. the 11th password sign-in within a minute for one account, from other addresses each time, is refused, even with the right password', async () => {
    const password = 'pat’s own password 9'
    await accept(server, inviteFromTerminal(server.dataDir, 'Pat Lee', 'pat@example.com', 'editor'), password, '127.0.0.70')
    // Ten guesses at Pat's password, each from an address of its own (a botnet), the e-mail written as people write it.
    for (let n = 1; n <= 10; n++) {
      const email = n % 2 ? 'pat@example.com' : ' Pat@Example.COM'
      const wrong = await call(server, '/api/sign-in/password', { origin: server.url, body: { email, password: `guess ${n} of pat’s` }, from: `127.0.0.${70 + n}` })
      expect(wrong.status, `attempt ${n}`).toBe(401)
      expect(wrong.json).toEqual({ ok: false, message: signInWords.wrongPassword })
    }
    // The 11th, from a fresh address, with the right password: the account waits its minute.
    const held = await call(server, '/api/sign-in/password', { origin: server.url, body: { email: 'pat@example.com', password }, from: '127.0.0.81' })
    expect(held.status).toBe(429)
    expect(held.json).toEqual({ ok: false, message: signInWords.tooMany })
    expect(held.cookies).toEqual([])
  })

  test('6c. passkey attempts: the 11th in a minute from one address is refused; asking for a challenge, the 61st', async () => {
    // An attempt with a made-up passkey: no ceremony of this server's, so the check's own words, ten times; then held.
    const attempt = () => call(server, '/api/sign-in/passkey', { origin: server.url, body: { ceremony: 'made-up', response: { id: 'made-up' } }, from: '127.0.0.90' })
    for (let n = 1; n <= 10; n++) {
      const refused = await attempt()
      expect(refused.status, `attempt ${n}`).toBe(401)
      expect(refused.json).toEqual({ ok: false, message: signInWords.passkeyFailed })
    }
    expect((await attempt()).json).toEqual({ ok: false, message: signInWords.tooMany })
    // A challenge is no attempt (each passkey sign-in asks for one): 60 a minute from one address, then held.
    const challenge = () => call(server, '/api/sign-in/passkey/options', { origin: server.url, body: {}, from: '127.0.0.91' })
    for (let n = 1; n <= 60; n++) expect((await challenge()).status, `challenge ${n}`).toBe(200)
    const held = await challenge()
    expect([held.status, held.json]).toEqual([429, { ok: false, message: signInWords.tooMany }])
  })

  test('7. a preview link opens its own built pages and nothing else; revoked, it opens nothing; a draft’s picture path can’t leave public/', { timeout: 300_000 }, async () => {
    const made = await post(owner, '/api/previews')
    expect(made.status, made.text).toBe(200)
    const preview = made.json!.preview as { id: string; url: string }
    const link = new URL(preview.url)
    expect(link.origin).toBe(server.url)
    const token = link.pathname.split('/')[2]

    // Anyone with the link, no account: the draft's page as static HTML, its scripts left out (once it is built,
    // after the link was made).
    await expect.poll(async () => (await call(server, link.pathname, { accept: 'text/html' })).status, { timeout: 120_000, interval: 500 }).toBe(200)
    const page = await call(server, link.pathname, { accept: 'text/html' })
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.text).toMatch(/<html/i)
    expect(page.text).not.toContain('<script type="module"')

    // Out of the preview's folder (<data>/previews/<id>/) to the database two folders up: refused, never followed.
    for (const path of [`/preview/${token}/..%2f..%2fediting.sqlite`, `/preview/${token}/../../editing.sqlite`, `/preview/${token}/%2e%2e/%2e%2e/editing.sqlite`, `/preview/${token}/..%252f..%252fediting.sqlite`, `/preview/${token}/..%5c..%5cediting.sqlite`]) {
      const refused = await call(server, path, { accept: 'text/html' })
      expect(refused.status, path).toBe(400)
      expect(refused.text).toContain(previewWords.outside)
      expect(refused.bytes.includes(sqliteBytes)).toBe(false)
    }
    // "..", or a made-up secret, in the token's place: no preview at all.
    for (const path of ['/preview/%2e%2e/editing.sqlite', '/preview/..%2f..%2f/editing.sqlite', '/preview/not-a-real-token/']) {
      const gone = await call(server, path, { accept: 'text/html' })
      expect(gone.status, path).toBe(404)
      expect(gone.text).toContain(previewWords.gone)
      expect(gone.bytes.includes(sqliteBytes)).toBe(false)
    }

    // Withdrawn: the link opens nothing any more.
    const revoked = await post(owner, `/api/previews/${preview.id}/revoke`)
    expect(revoked.status, revoked.text).toBe(200)
    const after = await call(server, link.pathname, { accept: 'text/html' })
    expect(after.status).toBe(404)
    expect(after.text).toContain(previewWords.gone)

    // A draft's picture: its own public/ is served (<data>/drafts/<id>/public/), the database three folders up is not.
    expect((await call(server, '/favicon.svg', { cookie: editor.cookie, accept: 'image/*' })).status).toBe(200)
    for (const path of ['/..%2f..%2fediting.sqlite', '/..%2f..%2f..%2fediting.sqlite', '/%2e%2e/%2e%2e/%2e%2e/editing.sqlite', '/../../../editing.sqlite', '/..%5c..%5c..%5cediting.sqlite']) {
      const refused = await call(server, path, { cookie: editor.cookie, accept: 'image/*' })
      expect([400, 403, 404], `${path}: ${refused.status}`).toContain(refused.status)
      expect(refused.json?.ok).toBe(false)
      expect(refused.bytes.includes(sqliteBytes)).toBe(false)
    }
  })

  test('9. the session cookie is HttpOnly and SameSite=Strict; over https it is __Host- and Secure; the database keeps only its hash', async () => {
    // Over http (this machine): no Secure, or the browser would never send it back.
    expect(owner.setCookie).toMatch(/^edit-session=[A-Za-z0-9_-]{43};/)
    const attributes = (line: string) => line.split(';').slice(1).map((part) => part.trim())
    expect(attributes(owner.setCookie)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict']))
    expect(attributes(owner.setCookie)).not.toContain('Secure')

    // Behind an https proxy (its public URL): __Host- (Secure, Path=/, no Domain: only this host may set or read it).
    const https = await startEditServer({ repo: remote.url, publicUrl: 'https://edit.example.com' })
    others.push(https)
    hostOf.set(https, 'edit.example.com')
    const publicOrigin = 'https://edit.example.com'
    const link = inviteFromTerminal(https.dataDir, 'Asha Patel', ownerEmail, 'owner')
    expect(link).toMatch(/^https:\/\/edit\.example\.com\/invite\//)
    const accepted = await accept(https, link, ownerPassword, undefined, publicOrigin)
    // Its Origin must be the public one: the server's own address is another origin.
    const wrongOrigin = await call(https, '/api/sign-in/password', { origin: https.url, body: { email: ownerEmail, password: ownerPassword } })
    expect(wrongOrigin.status).toBe(403)
    expect(wrongOrigin.json).toEqual({ ok: false, message: refusals.origin })
    const signedIn = await sessionOf(https, await call(https, '/api/sign-in/password', { origin: publicOrigin, body: { email: ownerEmail, password: ownerPassword } }))
    for (const session of [accepted, signedIn]) {
      expect(session.setCookie).toMatch(/^__Host-edit-session=[A-Za-z0-9_-]{43};/)
      expect(attributes(session.setCookie)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']))
      expect(session.setCookie).not.toMatch(/domain=/i)
    }
    // Only the __Host- cookie is taken: the same value under the plain name (which any subdomain could set) is not.
    expect((await call(https, '/api/me', { cookie: signedIn.cookie })).status).toBe(200)
    expect((await call(https, '/api/me', { cookie: `edit-session=${cookieValue(signedIn.cookie)}` })).status).toBe(401)

    // The sessions table holds the SHA-256 of each cookie's value, never the value: not in a row, not in the file's bytes.
    const db = new Database(join(server.dataDir, 'editing.sqlite'), { readonly: true })
    const rows = db.prepare('SELECT * FROM sessions').all() as { id_hash: string }[]
    db.close()
    for (const session of [owner, editor]) {
      const value = cookieValue(session.cookie)
      expect(rows.map((row) => row.id_hash)).toContain(sha256(value))
      expect(JSON.stringify(rows)).not.toContain(value)
      for (const file of ['editing.sqlite', 'editing.sqlite-wal'].map((name) => join(server.dataDir, name)).filter(existsSync)) expect(readFileSync(file).includes(value), file).toBe(false)
    }
  })

  test('10. the editor’s page and the sign-in page forbid framing and inline scripts, and name no server', async () => {
    for (const [path, cookie] of [
      ['/', owner.cookie],
      ['/pricing', owner.cookie],
      ['/sign-in', undefined],
    ] as const) {
      const page = await call(server, path, { cookie, accept: 'text/html' })
      expect(page.status, path).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      const policy = new Map(
        String(page.headers['content-security-policy'])
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      )
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"])
      // Only the server's own script files: no 'unsafe-inline', no 'unsafe-eval'.
      expect(policy.get('script-src'), path).toEqual(["'self'"])
      expect(page.headers['referrer-policy']).toBe('same-origin')
      expect(page.headers['x-content-type-options']).toBe('nosniff')
      expect(page.headers.server).toBeUndefined()
      expect(page.headers['x-powered-by']).toBeUndefined()
      // And the page needs none: each of its scripts is a file, or data (JSON), never inline code.
      for (const tag of page.text.match(/<script\b[^>]*>/gi) ?? []) expect(tag, path).toMatch(/\ssrc="\/assets\/|type="application\/(ld\+)?json"/)
    }
  })

  test('11. an upload larger than 2 MB is refused in plain words, and nothing is saved', async () => {
    const uploads = () => {
      const folder = join(server.dataDir, 'drafts', String(editor.id), 'public', 'images', 'uploads')
      return existsSync(folder) ? readdirSync(folder) : []
    }
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
    /** A PNG's bytes, padded to `size`. */
    const pngOf = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)])
    const before = uploads()

    // 2.1 MB: more than the request may carry, refused before it is read.
    const big = await post(editor, '/__site-edit/upload', { name: 'big.png', data: pngOf(Math.round(2.1 * 1024 * 1024)).toString('base64') })
    expect(big.status).toBe(413)
    expect(big.json).toEqual({ ok: false, message: tooLarge })
    // Just over 2 MB, within what the request may carry: refused by the picture's own size.
    const over = await post(editor, '/__site-edit/upload', { name: 'over.png', data: pngOf(2 * 1024 * 1024 + 20_000).toString('base64') })
    expect(over.status).toBe(413)
    expect(over.json).toEqual({ ok: false, message: 'The picture is 2.0 MB: at most 2 MB is accepted (a smaller export, or WebP or AVIF, keeps the page fast).' })
    expect(uploads()).toEqual(before)

    // A small picture, the same way, is saved.
    const small = await post(editor, '/__site-edit/upload', { name: 'small.png', data: png.toString('base64') })
    expect(small.status, small.text).toBe(200)
    expect(uploads()).toEqual([...before, 'small.png'])
  })

  // Last: it looks over everything the tests above received and the server wrote.
  test('8. the remote’s token is never shown: not when the server can’t start, not in its log, not in any answer', async () => {
    // A wrong token: the server says it could not start, without the token it was given.
    const refused = await withGitTrace(() => startEditServer({ repo: remote.urlWithToken('wrong-token-12345'), waitUntilReady: false }))
    others.push(refused)
    expect(refused.process.exitCode).toBe(1)
    expect(refused.output.join('\n')).toContain('The editing server could not start')
    expect(refused.output.filter((line) => line.includes('wrong-token-12345'))).toEqual([])
    // (git did write the address, with its credential: it is there, scrubbed.)
    expect(refused.output.join('\n')).toContain('git remote-http origin http://***@127.0.0.1')

    // The right token (the server of every test above): a sign-in, a change and a few requests.
    const session = await signIn(server, editorEmail, editorPassword)
    expect((await post(session, '/__site-edit/change', await headingChange(session, 'Packages, once more'))).status).toBe(200)
    expect((await call(server, '/api/draft', { cookie: session.cookie })).status).toBe(200)
    expect((await call(server, '/pricing', { cookie: session.cookie, accept: 'text/html' })).status).toBe(200)
    // And a git error while it runs (the remote gone for a moment): a fetch fails, and what git said is logged.
    const away = `${remote.bare}.away`
    rmSync(away, { recursive: true, force: true })
    renameSync(remote.bare, away)
    try {
      const failed = await post(session, '/api/draft/discard')
      expect(failed.status).toBe(500)
      expect(failed.json).toEqual({ ok: false, message: 'Something went wrong on the editing server, and nothing was changed. Try again.' })
    } finally {
      renameSync(away, remote.bare)
    }
    await expect.poll(() => server.output.some((line) => line.includes('"msg":"failed"') && line.includes('git remote-http origin http://***@127.0.0.1'))).toBe(true)

    // Every line the server wrote in this whole file, and every answer received (status, headers, body).
    expect(server.output.filter((line) => line.includes(remote.token))).toEqual([])
    expect(seen.length).toBeGreaterThan(50)
    expect(seen.filter((text) => text.includes(remote.token))).toEqual([])
  })
})
