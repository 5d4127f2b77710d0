import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer, type EditingServer } from '../../../server/app'
import { withdrawnWords } from '../../../server/routes/api-draft'
import type { PreviewBuilder } from '../../../server/routes/api-previews'
import { reviewWords } from '../../../server/routes/api-reviews'
import { developer, personOf, projectDir, siteRemote, tinyEditorDir, type SignedIn, requestAs, setInDraft } from './site-repository'

// An editor's "Ask to publish" is of the draft as it was asked (server/routes/api-reviews.ts): the attacker's finding was
// that an editor asked, then changed the contact e-mail, and the publisher published the review they had seen with the
// old address, the commit holding both. Now any change after asking withdraws the request (it leaves the publishers'
// list, and the editor's dock says so), and a publish of a request whose draft is no longer its version is refused.
// Through the server's routes, in process; the preview a request makes is drawn by a stand-in for the site's build
// (its `buildPreview`), which writes the draft's contact e-mail into the preview's page.

const publicOrigin = 'http://edit.example.test'
const emailPath = ['site', 'contact', 'email']
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

let root: string
let remote: string
let server: EditingServer
/** Run by the stand-in build while it draws (a change made during a build). */
let duringBuild: (() => Promise<void>) | undefined

const emailOf = (text: string) => (parse(text) as { site: { contact: { email: string } } }).site.contact.email

/** The contact e-mail each build read, in order. */
const builtEmails: string[] = []

/** The stand-in for the site's build: the preview's page says the draft's contact e-mail as the build read it. */
const buildPreview: PreviewBuilder = async (draft, outDir) => {
  const email = emailOf(readFileSync(draft.file, 'utf8'))
  builtEmails.push(email)
  await duringBuild?.()
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'index.html'), `<!doctype html><p>Write to ${email}</p>`)
}

const remoteGit = (...args: string[]) => execFileSync('git', ['--git-dir', remote, ...args], { encoding: 'utf8', env: { ...process.env, ...developer } }).trim()
/** The subjects of the remote branch's commits, newest first. */
const remoteLog = () => remoteGit('log', '--format=%s', 'main').split('\n')

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'review-snapshot-'))
  // A bare repository, as a real remote is: the server pushes to it.
  remote = join(root, 'site.git')
  execFileSync('git', ['clone', '--quiet', '--bare', siteRemote(root), remote])
  server = await createServer({ repo: remote, branch: 'main', dataDir: join(root, 'data'), publicOrigin, trustProxy: false, editorDir: tinyEditorDir(root), projectDir, log: false, buildPreview })
  await server.app.ready()
}, 60_000)

afterAll(async () => {
  await server?.app.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** A request of a signed-in person, from the editor's page. */
const as = (person: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) => requestAs(server.app, publicOrigin, person, method, url, payload)

/** The editor sets the contact e-mail of their draft, through the door, as the page does. */
async function setEmail(editor: SignedIn, email: string) {
  const changed = await setInDraft(server.app, publicOrigin, editor, emailPath, email)
  expect(changed.status, JSON.stringify(changed.json)).toBe(200)
}

/** The requests of `name`'s draft the publisher's list shows (each test's editor is someone else). */
async function waiting(publisher: SignedIn, name: string) {
  const list = await as(publisher, 'GET', '/api/reviews')
  expect(list.status).toBe(200)
  return (list.json.waiting as { id: number; name: string; groups: { page: string; lines: string[] }[]; preview: string }[]).filter((request) => request.name === name)
}

describe('a request to publish is of the draft as it was asked', () => {
  test('the attack: the editor asks, then changes the contact e-mail; the request is withdrawn, its publish refused, nothing pushed; asked again, exactly that is published', async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Ravi Shah')
    const publisher = personOf(server.store, publicOrigin, 'publisher', 'Nila Desai')
    const before = remoteLog()

    await setEmail(editor, 'sales@example.com')
    // Answered with the dock as it is now: it says the draft waits, with no second request.
    expect(await as(editor, 'POST', '/api/publish/ask', { note: 'The new sales address.' })).toMatchObject({ status: 200, json: { ok: true, owner: 'Ravi Shah', asked: expect.stringMatching(/^Waiting for review by Nila Desai\b/) } })
    const [asked] = await waiting(publisher, 'Ravi Shah')
    expect(JSON.stringify(asked.groups)).toContain('sales@example.com')
    // The publisher's preview is of the draft as asked (built after the answer: until then, its page says so).
    await server.builds.idle()
    const preview = await as(publisher, 'GET', asked.preview)
    expect([preview.status, preview.json.body]).toEqual([200, '<!doctype html><p>Write to sales@example.com</p>'])

    // The editor changes the address after asking.
    await setEmail(editor, 'attacker@evil.example')

    // The request left the list, the editor's dock says why, and its preview is gone.
    expect(await waiting(publisher, 'Ravi Shah')).toEqual([])
    expect((await as(editor, 'GET', '/api/draft')).json.asked).toBe(withdrawnWords.changed)
    expect((await as(publisher, 'GET', asked.preview)).status).toBe(404)
    // The publisher publishes the review they were shown: refused in words, and nothing reaches the remote.
    expect(await as(publisher, 'POST', `/api/reviews/${asked.id}/publish`)).toEqual({ status: 404, json: { ok: false, message: reviewWords.gone } })
    expect(remoteLog()).toEqual(before)

    // Asked again, the review is of the draft as it is now, and exactly that is published.
    expect((await as(editor, 'POST', '/api/publish/ask', { note: 'The new sales address.' })).status).toBe(200)
    const [again] = await waiting(publisher, 'Ravi Shah')
    expect(JSON.stringify(again.groups)).toContain('attacker@evil.example')
    const published = await as(publisher, 'POST', `/api/reviews/${again.id}/publish`)
    expect(published.status, JSON.stringify(published.json)).toBe(200)
    expect(remoteLog()).toHaveLength(before.length + 1)
    expect(emailOf(remoteGit('show', 'main:site.yaml'))).toBe('attacker@evil.example')
  })

  test('an undo, a redo, a picture and a discard after asking each withdraw the request too', async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Uma Iyer')
    const publisher = personOf(server.store, publicOrigin, 'publisher', 'Kiran Rao')
    await setEmail(editor, 'first@example.com')
    await setEmail(editor, 'second@example.com')
    const afterAsking: [string, () => Promise<{ status: number }>][] = [
      ['undo', () => as(editor, 'POST', '/__site-edit/undo')],
      ['redo', () => as(editor, 'POST', '/__site-edit/redo')],
      ['upload', () => as(editor, 'POST', '/__site-edit/upload', { name: 'team.png', data: png.toString('base64') })],
      ['discard', () => as(editor, 'POST', '/api/draft/discard')],
    ]
    for (const [what, change] of afterAsking) {
      expect((await as(editor, 'POST', '/api/publish/ask', {})).status, what).toBe(200)
      expect((await waiting(publisher, 'Uma Iyer')).map((request) => request.name), what).toEqual(['Uma Iyer'])
      expect((await change()).status, what).toBe(200)
      expect(await waiting(publisher, 'Uma Iyer'), what).toEqual([])
      expect((await as(editor, 'GET', '/api/draft')).json.asked, what).toBe(withdrawnWords.changed)
    }
  })

  test('a change that lands between the list and the publish (its withdrawal not yet made): the publish is refused in words, the request withdrawn, nothing pushed', async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Dev Rao')
    const publisher = personOf(server.store, publicOrigin, 'publisher', 'Meera Joshi')
    await setEmail(editor, 'shop@example.com')
    expect((await as(editor, 'POST', '/api/publish/ask', {})).status).toBe(200)
    const [asked] = await waiting(publisher, 'Dev Rao')
    const before = remoteLog()
    // The draft's file changed on disk, as a change does, with no route after it to withdraw the request.
    const file = join(server.repository.draftDir(editor.id), 'site.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace('shop@example.com', 'thief@evil.example'))

    expect(await as(publisher, 'POST', `/api/reviews/${asked.id}/publish`)).toEqual({ status: 409, json: { ok: false, message: reviewWords.changed('Dev Rao') } })
    expect(remoteLog()).toEqual(before)
    expect(await waiting(publisher, 'Dev Rao')).toEqual([])
    expect((await as(editor, 'GET', '/api/draft')).json.asked).toBe(withdrawnWords.changed)
  })

  test('a change made while the request’s preview is built: the build reads the draft as it was asked, and the change withdraws the request', async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Asha Patel')
    const publisher = personOf(server.store, publicOrigin, 'publisher', 'Tara Sen')
    await setEmail(editor, 'desk@example.com')
    let changed: Promise<void> | undefined
    duringBuild = () => (changed = setEmail(editor, 'attacker@evil.example'))
    try {
      expect(await as(editor, 'POST', '/api/publish/ask', {})).toMatchObject({ status: 200, json: { ok: true, asked: expect.stringMatching(/^Waiting for review by /) } })
      await server.builds.idle()
      await changed
    } finally {
      duringBuild = undefined
    }
    // The build read the copy made when she asked, not the draft as it became.
    expect(builtEmails.at(-1)).toBe('desk@example.com')
    expect(await waiting(publisher, 'Asha Patel')).toEqual([])
    expect((await as(editor, 'GET', '/api/draft')).json.asked).toBe(withdrawnWords.changed)
    // Its preview was not kept, nor anything of its build.
    expect(readdirSync(join(root, 'data', 'reviews')).filter((name) => name.startsWith(`${editor.id}-`))).toEqual([])
  })
})
