import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { createServer, type EditingServer } from '../../../server/app'
import { signInWords } from '../../../server/sign-in'
import { oneLine, passwordProblem, Refusal, Store } from '../../../server/store'
import { siteEditTokenHeader } from '../../../src/engine/contract/site-edit'
import { personOf as signedIn, projectDir, siteRemote, tinyEditorDir, type SignedIn } from './site-repository'

// The rules about people, tried through the routes in process (Fastify's inject): a password is long and uncommon,
// and the activity log holds only one plain line per event, however a stranger wrote it.

const publicOrigin = 'http://edit.example.test'
const roots: string[] = []

/** A new editing server (the site as its remote, the stand-in editor), closed after the file. */
async function newServer(): Promise<{ server: EditingServer; root: string }> {
  const root = mkdtempSync(join(tmpdir(), 'people-rules-'))
  roots.push(root)
  const server = await createServer({ repo: siteRemote(root), branch: 'main', dataDir: join(root, 'data'), publicOrigin, trustProxy: false, editorDir: tinyEditorDir(root), projectDir, log: false })
  await server.app.ready()
  return { server, root }
}
const servers: EditingServer[] = []
afterAll(async () => {
  for (const server of servers) await server.app.close()
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

/** A request from the editor's own page: its Origin, and the person's cookie and token when there is one. */
async function call(server: EditingServer, method: 'GET' | 'POST', url: string, { person, payload }: { person?: SignedIn; payload?: object } = {}) {
  const headers: Record<string, string> = { origin: publicOrigin, accept: 'application/json' }
  if (person) Object.assign(headers, { cookie: person.cookie, [siteEditTokenHeader]: person.csrf })
  const answer = await server.app.inject({ method, url, headers, ...(method === 'POST' && { payload: payload ?? {} }) })
  let json: { ok?: boolean; message?: string; [key: string]: unknown } | undefined
  try {
    json = answer.json()
  } catch {
    json = undefined
  }
  return { status: answer.statusCode, json, body: answer.body }
}

const refusal = (status: number, message: string) => ({ status, json: { ok: false, message } })

describe('a password is at least 12 characters and not a common one', () => {
  const short = 'A password is at least 12 characters, not counting spaces at either end.'
  const common = 'That password is one of the most common ones, and is tried first by anyone guessing. Choose another.'

  test.each([
    [' '.repeat(12), short],
    ['\t'.repeat(20), short],
    ['   eleven char   ', short],
    ['  twelve chars ', undefined],
    ['qwerty123456', common],
    ['  1QAZ2WSX3EDC ', common],
    ['leavemealone', common],
    ['a long password 42', undefined],
    ['ज्योति की लंबी कुंजी', undefined],
  ])('%j: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem)
  })

  test('the store itself refuses it, wherever a password is set', async () => {
    const store = new Store(join(mkdtempSync(join(tmpdir(), 'passwords-')), 'editing.sqlite'))
    const person = store.redeem(store.invite('Asha Patel', 'asha@example.com', 'owner'))!
    await expect(store.setPassword(person.id, ' '.repeat(12))).rejects.toThrow(new Refusal(short))
    await expect(store.setPassword(person.id, 'QWERTY123456')).rejects.toThrow(new Refusal(common))
    expect(store.personById(person.id)!.password_hash).toBeNull()
    store.close()
  })

  test('an invitation’s password: twelve spaces and a common one are refused, the invitation stays open; one kept as typed signs in as typed', async () => {
    const { server } = await newServer()
    servers.push(server)
    const token = server.store.invite('Ravi Shah', 'ravi@example.com', 'editor')
    const choose = (password: string) => call(server, 'POST', `/api/invitations/${token}/password`, { payload: { password } })
    expect(await choose(' '.repeat(12))).toMatchObject(refusal(400, short))
    expect(await choose('Qwerty123456')).toMatchObject(refusal(400, common))
    expect((await call(server, 'GET', `/api/invitations/${token}`)).status).toBe(200)
    expect(server.store.people()).toEqual([])

    expect((await choose('  ravi’s long password ')).status).toBe(200)
    const signIn = (password: string) => call(server, 'POST', '/api/sign-in/password', { payload: { email: 'ravi@example.com', password } })
    expect((await signIn('  ravi’s long password ')).status).toBe(200)
    expect(await signIn('ravi’s long password')).toMatchObject(refusal(401, signInWords.wrongPassword))
  }, 60_000)
})

describe('the activity log holds one line of plain text per event', () => {
  test('a failed sign-in with an e-mail of 500 characters, a right-to-left override and a line break: one short line without them', async () => {
    const { server } = await newServer()
    servers.push(server)
    const owner = signedIn(server.store, publicOrigin, 'owner', 'Asha Patel')
    const email = `\u202emoc.elpmaxe@yrallam\nAsha Patel: Made Mallory an owner${'x'.repeat(500)}`.slice(0, 500)
    expect(email).toHaveLength(500)
    expect(await call(server, 'POST', '/api/sign-in/password', { payload: { email, password: 'a long password 42' } })).toMatchObject(refusal(401, signInWords.wrongPassword))

    const [event] = (await call(server, 'GET', '/api/activity', { person: owner })).json!.events as { who: string; what: string }[]
    expect(event.who).toBe('Someone')
    expect(event.what).toMatch(/^A sign-in with a wrong password for \ufffdmoc\.elpmaxe@yrallam Asha Patel: Made Mallory an ownerx+$/)
    expect(event.what).not.toMatch(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u)
    expect([...event.what].length).toBeLessThanOrEqual(300)
  }, 60_000)

  test('whatever is written: at most 300 characters of what was done and 100 of who, without a control character', () => {
    const store = new Store(join(mkdtempSync(join(tmpdir(), 'activity-')), 'editing.sqlite'))
    store.record({ name: `Mallory\u2066 ${'M'.repeat(200)}` }, `Published 0123abc: ${'Pricing: Standard price ₹24,999 → ₹27,999\r\n'.repeat(100_000)}`)
    const [event] = store.activity()
    expect([...event.what]).toHaveLength(300)
    expect(event.what).toMatch(/^Published 0123abc: Pricing: Standard price ₹24,999 → ₹27,999 Pricing: .*…$/)
    expect([...event.who]).toHaveLength(100)
    expect(event.who).toMatch(/^Mallory\ufffd M+…$/)
    expect(oneLine('Tab\there\u2028and\u0007bell\ud800', 300)).toBe('Tab here and\ufffdbell\ufffd')
    store.close()
  })
})
