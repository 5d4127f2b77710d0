import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { answerWords, createServer, proxyTrust, securityHeaders, strictTransport, type EditingServer } from '../../../server/app'
import { refusals } from '../../../server/guard'
import { signInWords } from '../../../server/sign-in'
import { personOf, projectDir, siteRemote, tinyEditorDir, type SignedIn } from './site-repository'
import { siteEditTokenHeader } from '../../../src/engine/contract/site-edit'

// What every answer of the editing server carries, whoever gives it (a route, the door, an error handler, Fastify
// itself, Node's HTTP parser): the security headers, Strict-Transport-Security over https, how long it may be kept,
// its words (never the address it was asked), a log line. And the rules around them: the one host it answers for,
// the client's address behind a proxy, the data folder's modes. Each test fails when its rule is taken away.

const publicOrigin = 'https://edit.example.test'
const host = 'edit.example.test'
/** A mark put in each address asked: no answer may echo it. */
const mark = 'echo-me'

let root: string
let server: EditingServer
let owner: SignedIn
let editor: SignedIn
/** The server's log, line by line. */
const lines: string[] = []
let previewToken: string
let reviewId: number

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'answers-'))
  server = await createServer({ repo: siteRemote(root), branch: 'main', dataDir: join(root, 'data'), publicOrigin, trustProxy: 1, editorDir: tinyEditorDir(root), projectDir, log: { write: (line) => lines.push(line) } })
  // A route that fails, as a bug would: its error (with a credential in it) must reach the log alone.
  server.app.get('/api/fails-on-purpose', { config: { access: 'public' } }, () => {
    throw new Error('git push https://someone:secret-token@git.example/site.git failed')
  })
  owner = personOf(server.store, publicOrigin, 'owner', 'Asha Patel')
  editor = personOf(server.store, publicOrigin, 'editor', 'Ravi Shah')
  // A built preview, shared by a link and waiting for review: its page and a file.
  const built = join(root, 'built-preview')
  mkdirSync(built)
  writeFileSync(join(built, 'index.html'), '<!doctype html><title>Home</title><link rel="stylesheet" href="/style.css">')
  writeFileSync(join(built, '404.html'), '<!doctype html><title>Not found</title>')
  writeFileSync(join(built, 'style.css'), 'body { color: black }')
  previewToken = server.store.addPreview(owner.id, built).token
  reviewId = server.store.askReview(editor.id, '', built).id
  await server.app.ready()
}, 60_000)

afterAll(async () => {
  await server?.app.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** Who a request comes from: nobody, or a person signed in (made once the server is). */
type Who = { as?: 'owner' | 'editor' }

/** A request as a browser at the public URL sends it (from the person's page, signed in), unless told otherwise. */
const ask = (options: InjectOptions & Who) => {
  const { as, ...rest } = options
  const person = as && { owner, editor }[as]
  return server.app.inject({ ...rest, headers: { host, ...(person && { cookie: person.cookie, origin: publicOrigin, [siteEditTokenHeader]: person.csrf }), ...rest.headers } })
}

/** The headers every answer of this server (its public URL is https) must have, with their values. */
const everyAnswer = { ...securityHeaders, 'Strict-Transport-Security': strictTransport }

describe('how long each kind of answer may be kept', () => {
  test('pages and data about a person are kept nowhere; a draft’s file by its person’s browser alone; the editor’s bundle for a year; each with every security header', async () => {
    const invitation = server.store.invite('Pat Lee', 'pat@example.com', 'editor')
    const kinds: [string, InjectOptions & Who, string, string?][] = [
      ['the sign-in page', { url: '/sign-in' }, 'no-store'],
      ['an invitation’s page', { url: `/invite/${invitation}` }, 'no-store'],
      ['the editor’s page', { url: '/about', as: 'owner', headers: { accept: 'text/html' } }, 'no-store'],
      ['an answer of the API', { url: '/api/me', as: 'owner' }, 'no-store'],
      ['the draft’s data', { url: '/_data/routes.json', as: 'owner' }, 'no-store'],
      ['a file of the draft', { url: '/logo.svg', as: 'owner' }, 'private, no-cache', 'Cookie'],
      ['a picture of the draft', { url: '/images/projects/newfeel.svg', as: 'owner' }, 'private, no-cache', 'Cookie'],
      ['a shared preview’s page', { url: `/preview/${previewToken}/` }, 'no-store'],
      ['a shared preview’s file', { url: `/preview/${previewToken}/style.css` }, 'no-store'],
      ['a preview waiting for review', { url: `/reviews/${reviewId}/preview/style.css`, as: 'owner' }, 'no-store'],
      ['the editor’s bundle', { url: '/assets/app.js' }, 'public, max-age=31536000, immutable'],
    ]
    const answers = []
    for (const [kind, request, , vary] of kinds) {
      const answer = await ask(request)
      const wrongHeaders = Object.entries(everyAnswer).filter(([name, value]) => answer.headers[name.toLowerCase()] !== value).map(([name]) => name)
      answers.push({ kind, status: answer.statusCode, cacheControl: answer.headers['cache-control'], ...(vary && { varies: String(answer.headers.vary).split(/,\s*/).includes(vary) }), wrongHeaders })
    }
    expect(answers).toEqual(kinds.map(([kind, , cacheControl, vary]) => ({ kind, status: 200, cacheControl, ...(vary && { varies: true }), wrongHeaders: [] })))
  })
})

describe('the section gallery ("Add a section" draws each type in a frame of it)', () => {
  test('is drawn from the person’s own draft, and may be framed by the server’s own pages alone', async () => {
    const first = await ask({ url: '/__gallery?only=split', as: 'editor' })
    expect(first.statusCode).toBe(200)
    // Its examples fill {brand} from the draft's site.yaml: the editor renames the agency in their draft.
    const siteFile = join(server.repository.draftDir(editor.id), 'site.yaml')
    writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace('brand: Agency Name', 'brand: Nila Studio'))
    const page = await ask({ url: '/__gallery?only=split', as: 'editor' })
    const examples = JSON.parse(/<script type="application\/json" id="section-examples">(.*?)<\/script>/s.exec(page.body)![1]) as { entries: { type: string; section: unknown }[] }
    const split = JSON.stringify(examples.entries.find((entry) => entry.type === 'split')?.section)
    expect([first.body.includes('Agency Name is a software'), split.includes('Nila Studio is a software')]).toEqual([true, true])
    // Framed by the editor's page of this server, and nobody else's; every other page is framed by nobody.
    expect([page.headers['content-security-policy'], page.headers['x-frame-options']]).toEqual([securityHeaders['Content-Security-Policy'].replace("frame-ancestors 'none'", "frame-ancestors 'self'"), 'SAMEORIGIN'])
    const editorPage = await ask({ url: '/__gallery/more', as: 'editor', headers: { accept: 'text/html' } })
    expect([editorPage.headers['x-frame-options'], String(editorPage.headers['content-security-policy']).endsWith("frame-ancestors 'none'")]).toEqual(['DENY', true])
    // Nobody signed in gets no examples.
    const nobody = await ask({ url: '/__gallery?only=split' })
    expect([nobody.statusCode, nobody.body.includes('section-examples')]).toEqual([401, false])
  })
})

/** The server, listening on a port of this machine (for what inject() can't send or read); its port. */
async function listening(): Promise<number> {
  if (!server.app.server.listening) await server.app.listen({ host: '127.0.0.1', port: 0 })
  return (server.app.server.address() as { port: number }).port
}

/** The server's log lines, read as JSON, from `from` on. */
const logSince = (from: number) => lines.slice(from).map((line) => JSON.parse(line) as { msg: string; status?: number; level: number; [key: string]: unknown })

interface ErrorCase {
  what: string
  request: InjectOptions & Who
  status: number
  message: string
}

const big = (bytes: number) => JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(bytes) })

describe('every answer, errors of every kind included', () => {
  const cases: ErrorCase[] = [
    { what: 'an address with a broken %-escape', request: { url: `/${mark}%c0%ae` }, status: 400, message: answerWords.badAddress },
    { what: 'a broken %-escape in a route’s parameter', request: { url: `/invite/${mark}%c0%ae` }, status: 400, message: answerWords.badAddress },
    { what: 'a body that is not JSON', request: { method: 'POST', url: `/api/sign-in/password?${mark}`, as: 'owner', headers: { 'content-type': 'application/json' }, payload: `{"${mark}": ` }, status: 400, message: answerWords.unreadable },
    { what: 'an empty JSON body', request: { method: 'POST', url: `/api/sign-out?${mark}`, as: 'owner', headers: { 'content-type': 'application/json' }, payload: '' }, status: 400, message: answerWords.unreadable },
    { what: 'a body of a type the server does not read', request: { method: 'POST', url: `/api/sign-in/password?${mark}`, as: 'owner', headers: { 'content-type': 'application/xml' }, payload: `<${mark}/>` }, status: 415, message: answerWords.unreadable },
    { what: 'a body too large for any route', request: { method: 'POST', url: `/api/sign-in/password?${mark}`, as: 'owner', headers: { 'content-type': 'application/json' }, payload: big(1_100_000) }, status: 413, message: 'That request is too large: the editing server takes at most 1 MB at a time.' },
    { what: 'a picture too large', request: { method: 'POST', url: `/__site-edit/upload?${mark}`, as: 'editor', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'big.png', data: 'A'.repeat(3_000_000) }) }, status: 413, message: 'That is too large: a picture may be at most 2 MB.' },
    { what: 'an address with no route, signed out', request: { url: `/api/${mark}` }, status: 401, message: refusals.signedOut },
    { what: 'an address of the API with no route, signed in', request: { url: `/api/${mark}`, as: 'owner' }, status: 404, message: refusals.nothing },
    { what: 'a page of the API with no route, signed in', request: { url: `/api/${mark}`, as: 'owner', headers: { accept: 'text/html' } }, status: 404, message: refusals.nothing },
    { what: 'an address of the door with no action', request: { url: `/__site-edit/${mark}`, as: 'owner' }, status: 404, message: refusals.nothing },
    { what: 'a change to an address with no route', request: { method: 'POST', url: `/api/${mark}`, as: 'owner', payload: {} }, status: 404, message: refusals.nothing },
    { what: 'a method the route does not take', request: { method: 'DELETE', url: `/api/me?${mark}`, as: 'owner' }, status: 404, message: refusals.nothing },
    { what: 'OPTIONS', request: { method: 'OPTIONS', url: `/sign-in?${mark}` }, status: 401, message: refusals.signedOut },
    { what: 'a file of the bundle that is not there', request: { url: `/assets/${mark}.js` }, status: 404, message: refusals.nothing },
    { what: 'a path out of the draft’s folder', request: { url: `/..%2f..%2f${mark}.txt`, as: 'owner' }, status: 403, message: refusals.nothing },
    { what: 'a change from another origin', request: { method: 'POST', url: `/api/sign-out?${mark}`, as: 'owner', headers: { origin: 'https://evil.example' }, payload: {} }, status: 403, message: refusals.origin },
    { what: 'a change without the session’s token', request: { method: 'POST', url: `/api/sign-out?${mark}`, as: 'owner', headers: { [siteEditTokenHeader]: 'made-up' }, payload: {} }, status: 403, message: refusals.csrf },
    { what: 'a role’s refusal', request: { url: `/api/people?${mark}`, as: 'editor' }, status: 403, message: refusals.role(['owner']) },
    { what: 'another host name', request: { url: `/sign-in?${mark}`, headers: { host: 'evil.example' } }, status: 421, message: refusals.host(publicOrigin) },
    { what: 'a failure of the server', request: { url: `/api/fails-on-purpose?${mark}` }, status: 500, message: answerWords.failed },
  ]

  for (const { what, request, status, message } of cases) {
    test(`${what}: ${status}, in words, with every security header, kept nowhere, and a log line`, async () => {
      const from = lines.length
      const answer = await ask(request)
      expect([answer.statusCode, answer.json()], answer.body.slice(0, 300)).toEqual([status, { ok: false, message }])
      for (const [name, value] of Object.entries(everyAnswer)) expect(answer.headers[name.toLowerCase()], name).toBe(value)
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.body).not.toContain(mark)
      await expect.poll(() => logSince(from).filter((line) => line.msg === 'request').map((line) => line.status)).toEqual([status])
      expect(lines.slice(from).join('\n')).not.toContain('secret-token')
    })
  }

  test('a failure’s log line has the error, without the credential in it', async () => {
    const from = lines.length
    await ask({ url: '/api/fails-on-purpose' })
    await expect.poll(() => logSince(from).find((line) => line.msg === 'failed')?.error).toMatch(/git push https:\/\/\*\*\*@git\.example\/site\.git failed/)
  })

  test('the stream of a draft’s changes (its answer written by the route itself) has them too', async () => {
    const port = await listening()
    const headers = await new Promise<IncomingHttpHeaders>((done, fail) => {
      const sent = httpGet({ host: '127.0.0.1', port, path: '/__site-edit/events', headers: { host, cookie: owner.cookie, accept: 'text/event-stream' } }, (response) => {
        done(response.headers)
        response.destroy()
      })
      sent.on('error', fail)
    })
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8')
    for (const [name, value] of Object.entries(everyAnswer)) expect(headers[name.toLowerCase()], name).toBe(value)
    expect(headers['cache-control']).toBe('no-store')
  })

  test('a HEAD with no route: the same headers, no body', async () => {
    const answer = await ask({ method: 'HEAD', url: `/api/${mark}`, as: 'owner' })
    expect(answer.statusCode).toBe(404)
    for (const [name, value] of Object.entries(everyAnswer)) expect(answer.headers[name.toLowerCase()], name).toBe(value)
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  test('a request Node’s parser refuses (a method it does not know, headers too large) is answered the same way, over a real connection', async () => {
    const port = await listening()
    /** What the server sends back to `raw`, read until it closes the connection. */
    const rawAnswer = (raw: string) =>
      new Promise<string>((done, fail) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(raw))
        let text = ''
        socket.on('data', (chunk) => (text += chunk.toString()))
        socket.on('error', fail)
        socket.on('close', () => done(text))
      })
    for (const [what, raw, status, message] of [
      ['a method Node does not know', `BREW /${mark} HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 400, answerWords.unreadable],
      ['headers too large', `GET /${mark} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${'x'.repeat(20_000)}\r\n\r\n`, 431, answerWords.headersTooLarge],
    ] as const) {
      const from = lines.length
      const text = await rawAnswer(raw)
      const [head, body] = text.split('\r\n\r\n')
      const [statusLine, ...headerLines] = head.split('\r\n')
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
      expect(statusLine, what).toMatch(new RegExp(`^HTTP/1.1 ${status} `))
      expect(JSON.parse(body), what).toEqual({ ok: false, message })
      for (const [name, value] of Object.entries(everyAnswer)) expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value)
      expect(headers['cache-control'], what).toBe('no-store')
      expect(text, what).not.toContain(mark)
      await expect.poll(() => logSince(from).filter((line) => line.msg === 'request').map((line) => line.status)).toEqual([status])
    }
  })
})

describe('the one host the server answers for', () => {
  test('a request for another host name is refused in words, before the door; its own name (any case, its default port) is answered', async () => {
    for (const other of ['evil.example', 'localhost:80', '127.0.0.1', `${host}:8443`, `${host}.evil.example`, `evil.example@${host}`]) {
      const answer = await ask({ url: '/sign-in', headers: { host: other } })
      expect([answer.statusCode, answer.json()], other).toEqual([421, { ok: false, message: refusals.host(publicOrigin) }])
    }
    // A sign-in attempt by another name is not even read (nor counted).
    const attempt = await ask({ method: 'POST', url: '/api/sign-in/password', headers: { host: 'rebound.example', origin: publicOrigin }, payload: { email: 'asha.patel@example.com', password: 'wrong' } })
    expect(attempt.statusCode).toBe(421)
    for (const same of [host, 'EDIT.Example.test', `${host}:443`]) expect((await ask({ url: '/sign-in', headers: { host: same } })).statusCode, same).toBe(200)
  })

  test('a health check is answered by any name (a supervisor asks localhost)', async () => {
    const answer = await ask({ url: '/healthz', headers: { host: 'localhost:8080' } })
    expect([answer.statusCode, answer.json()]).toEqual([200, { ok: true }])
  })
})

describe('behind a proxy, the client’s address is the one the proxy added', () => {
  test('15 sign-in attempts from one client, each with another address of its own in X-Forwarded-For: the 11th and later are held', async () => {
    // The proxy (127.0.0.1, the socket) appends the address it was reached from to what the client sent.
    const attempt = (n: number, client: string) =>
      ask({ method: 'POST', url: '/api/sign-in/password', remoteAddress: '127.0.0.1', headers: { origin: publicOrigin, 'x-forwarded-for': `203.0.113.${n}, ${client}` }, payload: { email: `guess-${n}@example.com`, password: 'not the password' } })
    const statuses: number[] = []
    for (let n = 1; n <= 15; n++) statuses.push((await attempt(n, '198.51.100.7')).statusCode)
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)])
    const held = await attempt(16, '198.51.100.7')
    expect(held.json()).toEqual({ ok: false, message: signInWords.tooMany })
    // Another client behind the same proxy is not held.
    expect((await attempt(17, '198.51.100.8')).statusCode).toBe(401)
  })

  test('--trust-proxy N trusts N proxies: the address the first of them added; 0 (or none) trusts none', async () => {
    const ipWith = async (trustProxy: boolean | number) => {
      const app = Fastify({ trustProxy: proxyTrust(trustProxy) })
      app.get('/', (request) => request.ip)
      const answer = await app.inject({ url: '/', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7, 10.0.0.1' } })
      await app.close()
      return answer.body
    }
    expect(await ipWith(true)).toBe('10.0.0.1')
    expect(await ipWith(1)).toBe('10.0.0.1')
    expect(await ipWith(2)).toBe('198.51.100.7')
    expect(await ipWith(0)).toBe('10.0.0.2')
    expect(await ipWith(false)).toBe('10.0.0.2')
  })
})

/** Every file and folder under `dir` (itself included) that its group or others may read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = []
  const walk = (path: string) => {
    const stat = statSync(path)
    if ((stat.mode & 0o077) !== 0) found.push(`${path} (${(stat.mode & 0o777).toString(8)})`)
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name))
  }
  walk(dir)
  return found
}

describe('the data folder is its user’s alone', () => {
  test('a new data folder: no file or folder in it that others may read, even when the process was started with a wide umask', async () => {
    const other = mkdtempSync(join(tmpdir(), 'answers-data-'))
    const before = process.umask(0o022)
    const log: string[] = []
    try {
      const dataDir = join(other, 'data')
      const made = await createServer({ repo: siteRemote(other), branch: 'main', dataDir, publicOrigin: 'http://localhost:8080', trustProxy: false, editorDir: tinyEditorDir(other), projectDir, log: { write: (line) => log.push(line) } })
      // Its database and its clone (the remote's address, token included, is in repository.git/config).
      expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(['editing.sqlite', 'repository.git']))
      expect(openToOthers(dataDir)).toEqual([])
      expect(log.join('\n')).not.toContain('chmod')
      // Over http, no Strict-Transport-Security: there is no https to hold browsers to.
      const health = await made.app.inject({ url: '/healthz' })
      expect(health.headers['strict-transport-security']).toBeUndefined()
      await made.app.close()
    } finally {
      process.umask(before)
      rmSync(other, { recursive: true, force: true })
    }
  }, 60_000)

  test('a data folder others can read is told of at the start, with the command that makes it private; its old database is made private', async () => {
    const other = mkdtempSync(join(tmpdir(), 'answers-data-'))
    const log: string[] = []
    try {
      const dataDir = join(other, 'data')
      mkdirSync(dataDir)
      chmodSync(dataDir, 0o755)
      // A database left by an older start, readable by all.
      writeFileSync(join(dataDir, 'editing.sqlite'), '')
      chmodSync(join(dataDir, 'editing.sqlite'), 0o644)
      const made = await createServer({ repo: siteRemote(other), branch: 'main', dataDir, publicOrigin: 'http://localhost:8080', trustProxy: false, editorDir: tinyEditorDir(other), projectDir, log: { write: (line) => log.push(line) } })
      await made.app.close()
      const warnings = log.map((line) => JSON.parse(line) as { level: number; msg: string; paths?: string[] }).filter((line) => line.level === 40)
      expect(warnings.map((line) => [line.msg, line.paths])).toEqual([
        [`Others on this machine can read the editing server's data folder (${dataDir}): it holds the remote's token and the sessions. Make it yours alone: chmod -R go-rwx ${dataDir}`, [dataDir]],
      ])
      // The folder is the operator's: told of, not changed. The database is the server's own: made private.
      expect(statSync(dataDir).mode & 0o777).toBe(0o755)
      expect(statSync(join(dataDir, 'editing.sqlite')).mode & 0o777).toBe(0o600)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  }, 60_000)
})
