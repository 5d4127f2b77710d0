import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer, databaseFile, type EditingServer } from '../../../server/app'
import { previewWords } from '../../../server/routes/api-previews'
import { reviewWords } from '../../../server/routes/api-reviews'
import { signInWords } from '../../../server/sign-in'
import { hashOf, oneLine, passwordMatches, passwordProblem, peopleWords, Refusal, Store } from '../../../server/store'
import { personOf as signedIn, projectDir, siteRemote, tinyEditorDir, type SignedIn, fromEditorPage } from './site-repository'

// The rules about people, tried through the routes in process (Fastify's inject) and the terminal: an invitation never
// opens someone else's account, the editor always has an owner, a removed person's links close with them, a password
// is long and uncommon, and the activity log holds only one plain line per event, however a stranger wrote it.

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
  const headers = { ...fromEditorPage(publicOrigin, person), accept: 'application/json' }
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
const tokenOf = (link: string) => link.split('/invite/')[1]
/** The only owner's row, and how many owners there are. */
const ownersOf = (store: Store) => ({ owners: store.owners(), roles: store.people().map((person) => `${person.name}: ${person.role}`) })

describe('an invitation never opens someone else’s account', () => {
  let server: EditingServer
  let owner: SignedIn
  let ravi: SignedIn
  beforeAll(async () => {
    ;({ server } = await newServer())
    servers.push(server)
    owner = signedIn(server.store, publicOrigin, 'owner', 'Asha Patel')
    ravi = signedIn(server.store, publicOrigin, 'editor', 'Ravi Shah')
  }, 60_000)

  test('inviting an address that has an account is refused in words, whatever its case and the spaces around it; one with a space inside is no address', async () => {
    for (const email of ['ravi.shah@example.com', '  Ravi.Shah@EXAMPLE.com ']) {
      expect(await call(server, 'POST', '/api/people/invite', { person: owner, payload: { name: 'Ravi Mallory', email, role: 'owner' } }), email).toMatchObject(
        refusal(409, 'Ravi Shah already has an account with this e-mail address. To give them another role, change it in People.'),
      )
    }
    expect(await call(server, 'POST', '/api/people/invite', { person: owner, payload: { name: 'Ravi Mallory', email: 'ravi. shah@example.com', role: 'owner' } })).toMatchObject(
      refusal(400, 'Write the person’s e-mail address, like name@example.com.'),
    )
    expect(server.store.pendingInvitations()).toEqual([])
    expect(server.store.personById(ravi.id)).toMatchObject({ name: 'Ravi Shah', role: 'editor' })

    // An address is kept as it is compared: lower case, no spaces at either end.
    const invited = await call(server, 'POST', '/api/people/invite', { person: owner, payload: { name: 'Meera Joshi', email: '  Meera.Joshi@Example.COM ', role: 'editor' } })
    expect(invited.status).toBe(200)
    expect(server.store.pendingInvitations().map((invitation) => invitation.email)).toEqual(['meera.joshi@example.com'])
  })

  test('an invitation made before its address had an account is refused when used: the account keeps its role, password and sessions', async () => {
    const store = server.store
    // Made while nobody had dev@example.com…
    const early = store.invite('Dev Mallory', 'dev@example.com', 'owner')
    // …which Dev's own invitation then made an account, with a password and a session.
    const dev = store.redeem(store.invite('Dev Kumar', 'dev@example.com', 'editor'))!
    await store.setPassword(dev.id, 'dev’s own password 7')
    const session = store.startSession(dev.id, 'in-process test')

    // The link says so before a passkey or a password is made, and using it with a password is refused.
    expect(await call(server, 'GET', `/api/invitations/${early}`)).toMatchObject(refusal(409, peopleWords.accountExists))
    expect(await call(server, 'POST', `/api/invitations/${early}/passkey/options`)).toMatchObject(refusal(409, peopleWords.accountExists))
    expect(await call(server, 'POST', `/api/invitations/${early}/password`, { payload: { password: 'mallory’s password 1' } })).toMatchObject(refusal(409, peopleWords.accountExists))
    expect(peopleWords.accountExists).toBe('This e-mail address already has an account here: sign in with it instead. To have another role, ask an owner to change it in People.')
    // The store itself refuses it, in the same transaction as the use.
    expect(() => store.redeem(early)).toThrow(new Refusal(peopleWords.accountExists))

    const after = store.personById(dev.id)!
    expect(after).toMatchObject({ name: 'Dev Kumar', role: 'editor' })
    expect(await passwordMatches('dev’s own password 7', after.password_hash)).toBe(true)
    expect(await passwordMatches('mallory’s password 1', after.password_hash)).toBe(false)
    expect(store.session(session.id)?.person_id).toBe(dev.id)
  })

  test('a removed person may be invited again: their old row comes back, with none of their old password, passkeys or sessions', async () => {
    const store = server.store
    const nila = signedIn(store, publicOrigin, 'publisher', 'Nila Desai')
    await store.setPassword(nila.id, 'nila’s old password 3')
    store.addPasskey(nila.id, { id: 'nila-passkey', publicKey: new Uint8Array([1, 2, 3]), counter: 0 })
    expect((await call(server, 'POST', `/api/people/${nila.id}/remove`, { person: owner })).status).toBe(200)

    const invited = await call(server, 'POST', '/api/people/invite', { person: owner, payload: { name: 'Nila Desai-Rao', email: 'NILA.DESAI@example.com', role: 'editor' } })
    expect(invited.status).toBe(200)
    // Used as a new passkey uses it (the passkey is added after): nothing of her old password is left.
    const back = store.redeem(tokenOf(invited.json!.link as string))!
    // The same person (the activity log and the reviews she decided name this id), as the invitation says now.
    expect(back).toMatchObject({ id: nila.id, name: 'Nila Desai-Rao', email: 'nila.desai@example.com', role: 'editor', password_hash: null, removed_at: null })
    expect(store.passkeysOf(nila.id)).toEqual([])
    expect(store.passkey('nila-passkey')).toBeUndefined()
    expect(store.sessionsOf(nila.id)).toEqual([])
    expect((await call(server, 'GET', '/api/me', { person: nila })).status).toBe(401)
  })
})

describe('the editor always has an owner, by any path', () => {
  let server: EditingServer
  let root: string
  let owner: SignedIn
  const lastOwner = refusal(409, 'The editor needs at least one owner: make someone else an owner first.')
  const onlyAsha = { owners: 1, roles: ['Asha Patel: owner', 'Ravi Shah: editor'] }
  beforeAll(async () => {
    ;({ server, root } = await newServer())
    servers.push(server)
    owner = signedIn(server.store, publicOrigin, 'owner', 'Asha Patel')
    signedIn(server.store, publicOrigin, 'editor', 'Ravi Shah')
  }, 60_000)

  test('the last owner’s role changed in People: refused', async () => {
    expect(await call(server, 'POST', `/api/people/${owner.id}/role`, { person: owner, payload: { role: 'editor' } })).toMatchObject(lastOwner)
    expect(ownersOf(server.store)).toEqual(onlyAsha)
  })

  test('the last owner removing themselves: refused', async () => {
    expect(await call(server, 'POST', `/api/people/${owner.id}/remove`, { person: owner })).toMatchObject(lastOwner)
    expect(ownersOf(server.store)).toEqual(onlyAsha)
    expect((await call(server, 'GET', '/api/me', { person: owner })).status).toBe(200)
  })

  test('the last owner removed, or made an editor, by any caller of the store: refused, and nothing of it is done', () => {
    expect(() => server.store.removePerson(owner.id)).toThrow(new Refusal(peopleWords.lastOwner))
    expect(() => server.store.setRole(owner.id, 'publisher')).toThrow(new Refusal(peopleWords.lastOwner))
    expect(ownersOf(server.store)).toEqual(onlyAsha)
    expect(server.store.sessionsOf(owner.id)).toHaveLength(1)
  })

  test('two owners removing each other: the second is refused', async () => {
    const kiran = signedIn(server.store, publicOrigin, 'owner', 'Kiran Rao')
    expect((await call(server, 'POST', `/api/people/${owner.id}/remove`, { person: kiran })).status).toBe(200)
    // Asha's session ended with her removal: Kiran is the last owner now, and the store refuses his removal.
    expect(() => server.store.removePerson(kiran.id)).toThrow(new Refusal(peopleWords.lastOwner))
    expect(server.store.owners()).toBe(1)
    // Asha invited again, as an owner: two owners again.
    const back = await call(server, 'POST', '/api/people/invite', { person: kiran, payload: { name: 'Asha Patel', email: 'asha.patel@example.com', role: 'owner' } })
    expect(back.status).toBe(200)
    expect(server.store.redeem(tokenOf(back.json!.link as string))?.id).toBe(owner.id)
    expect((await call(server, 'POST', `/api/people/${kiran.id}/remove`, { person: kiran })).status).toBe(200)
    expect(ownersOf(server.store)).toEqual(onlyAsha)
  })

  test('an invitation to the only owner’s address as an editor: refused when made, and when used', () => {
    const store = server.store
    expect(() => store.invite('Asha Patel', ' ASHA.PATEL@example.com', 'editor')).toThrow(new Refusal(peopleWords.hasAccount('Asha Patel')))
    // One made before her account was (here, put in the table as an old one would be) is refused when used.
    store.db.prepare('INSERT INTO invitations (token_hash, name, email, role, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(hashOf('old-link'), 'Asha Patel', 'Asha.Patel@example.com', 'editor', Date.now(), Date.now() + 60_000)
    expect(() => store.redeem('old-link')).toThrow(new Refusal(peopleWords.accountExists))
    expect(ownersOf(store)).toEqual(onlyAsha)
  })

  test('the terminal: inviting the only owner’s address is refused in the same words, and changes nothing', () => {
    const pending = server.store.pendingInvitations()
    server.store.close()
    const run = spawnSync(process.execPath, ['pipeline/run.mjs', 'server/cli.ts', 'invite', 'Asha Patel', ' Asha.Patel@Example.com', '--role', 'editor', '--data', join(root, 'data'), '--public-url', publicOrigin], { cwd: projectDir, encoding: 'utf8' })
    expect(run.stderr.trim()).toBe('Asha Patel already has an account with this e-mail address. To give them another role, change it in People.')
    expect(run.status).toBe(1)
    const store = new Store(databaseFile(join(root, 'data')))
    expect(ownersOf(store)).toEqual(onlyAsha)
    expect(store.pendingInvitations()).toEqual(pending)
    store.close()
  }, 30_000)
})

describe('a removed person’s links close with them', () => {
  let server: EditingServer
  let root: string
  let owner: SignedIn
  let publisher: SignedIn
  let ravi: SignedIn
  beforeAll(async () => {
    ;({ server, root } = await newServer())
    servers.push(server)
    owner = signedIn(server.store, publicOrigin, 'owner', 'Asha Patel')
    publisher = signedIn(server.store, publicOrigin, 'publisher', 'Nila Desai')
    ravi = signedIn(server.store, publicOrigin, 'editor', 'Ravi Shah')
  }, 60_000)

  /** A built draft's folder, as a preview's build leaves it: an index.html. */
  const builtFolder = (name: string) => {
    const folder = join(root, name)
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'index.html'), `<!doctype html><title>${name}</title><p>Ravi’s draft</p>`)
    return folder
  }

  test('their share previews answer as a revoked link does; their waiting request is withdrawn, and its preview and publish say so', async () => {
    const store = server.store
    const shared = store.addPreview(ravi.id, builtFolder('ravi-preview'))
    const asked = store.askReview(ravi.id, 'December prices.', builtFolder('ravi-review'))
    // Open before.
    expect((await call(server, 'GET', `/preview/${shared.token}/`)).status).toBe(200)
    expect((await call(server, 'GET', `/reviews/${asked.id}/preview/`, { person: publisher })).status).toBe(200)

    expect((await call(server, 'POST', `/api/people/${ravi.id}/remove`, { person: owner })).status).toBe(200)

    const link = await call(server, 'GET', `/preview/${shared.token}/`)
    expect(link.status).toBe(404)
    expect(link.body).toContain(previewWords.gone)
    const withdrawn = refusal(410, 'Ravi Shah was removed, so their request to publish was withdrawn.')
    expect(reviewWords.withdrawn('Ravi Shah')).toBe(withdrawn.json.message)
    expect(await call(server, 'GET', `/reviews/${asked.id}/preview/`, { person: publisher })).toMatchObject(withdrawn)
    expect(await call(server, 'POST', `/api/reviews/${asked.id}/publish`, { person: publisher })).toMatchObject(withdrawn)
    expect(await call(server, 'POST', `/api/reviews/${asked.id}/send-back`, { person: publisher, payload: { reply: '' } })).toMatchObject(withdrawn)
    expect((await call(server, 'GET', '/api/reviews', { person: publisher })).json).toEqual({ ok: true, waiting: [] })

    // Kept so, and their built pages deleted.
    expect(store.reviewRequest(asked.id)?.state).toBe('withdrawn')
    expect(store.previewsOf(ravi.id)).toEqual([])
    expect(existsSync(join(root, 'ravi-preview'))).toBe(false)
    expect(existsSync(join(root, 'ravi-review'))).toBe(false)
    const activity = (await call(server, 'GET', '/api/activity', { person: owner })).json!.events as { who: string; what: string }[]
    expect(activity[0]).toEqual({ at: expect.any(String), who: 'Asha Patel', what: 'Removed Ravi Shah (ravi.shah@example.com), and withdrew 1 share preview link and their request to publish' })
  })
})

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
