import Database from 'better-sqlite3'
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { loggedUrl } from '../../../server/app'
import { askedWords, waitingWords } from '../../../server/routes/api-draft'
import { scrubbed } from '../../../server/repository'
import { deviceWords } from '../../../server/routes/api-sessions'
import { absoluteLimitMs, hashOf, idleLimitMs, invitationProblem, passwordMatches, Store } from '../../../server/store'

// The editing server's pieces that need no process: what it keeps (and how), and what it lets a log or a person read.
const newFile = () => join(mkdtempSync(join(tmpdir(), 'store-')), 'editing.sqlite')
const newStore = () => new Store(newFile())

describe('the store', () => {
  test('a session is kept as its hash, lives 12 hours idle and 30 days in all', () => {
    const store = newStore()
    const token = store.invite('Asha Patel', 'asha@example.com', 'owner')
    const person = store.redeem(token)!
    const { id, row } = store.startSession(person.id, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')
    expect(row.id_hash).toBe(hashOf(id))
    expect(JSON.stringify(store.db.prepare('SELECT * FROM sessions').all())).not.toContain(id)
    expect(store.session(id, row.created_at + idleLimitMs - 1)?.person_id).toBe(person.id)
    // Used just now: idle time counts from its last use, the 30 days from its start.
    expect(store.session(id, row.created_at + idleLimitMs - 1 + idleLimitMs - 1)?.person_id).toBe(person.id)
    const other = store.startSession(person.id, '')
    expect(store.session(other.id, other.row.created_at + idleLimitMs + 1)).toBeUndefined()
    const third = store.startSession(person.id, '')
    store.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?').run(third.row.created_at + absoluteLimitMs, third.row.id_hash)
    expect(store.session(third.id, third.row.created_at + absoluteLimitMs + 1)).toBeUndefined()
  })

  test('an invitation makes one account, once, within 24 hours', () => {
    const store = newStore()
    const token = store.invite('Ravi Shah', 'ravi@example.com', 'editor')
    expect(store.redeem(token)?.name).toBe('Ravi Shah')
    expect(store.redeem(token)).toBeUndefined()
    const late = store.invite('Meera Joshi', 'meera@example.com', 'publisher')
    store.db.prepare('UPDATE invitations SET expires_at = ? WHERE token_hash = ?').run(Date.now() - 1, hashOf(late))
    expect(store.redeem(late)).toBeUndefined()
    expect(store.people().map((person) => person.email)).toEqual(['ravi@example.com'])
  })

  test('a password is kept as an scrypt hash and matches only itself', async () => {
    const store = newStore()
    const person = store.redeem(store.invite('Asha Patel', 'asha@example.com', 'owner'))!
    await store.setPassword(person.id, 'a long password 42')
    const stored = store.personById(person.id)!.password_hash!
    expect(stored).toMatch(/^scrypt\$32768\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(stored).not.toContain('a long password 42')
    expect(await passwordMatches('a long password 42', stored)).toBe(true)
    expect(await passwordMatches('a long password 43', stored)).toBe(false)
    expect(await passwordMatches('a long password 42', null)).toBe(false)
  })
})

describe('a review’s decider', () => {
  // The store's two tables as they were when review_requests.decided_by held the decider's name.
  const oldTables = `
    CREATE TABLE people (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE COLLATE NOCASE, role TEXT NOT NULL,
      password_hash TEXT, created_at INTEGER NOT NULL, removed_at INTEGER);
    CREATE TABLE review_requests (
      id INTEGER PRIMARY KEY, person_id INTEGER NOT NULL REFERENCES people(id), note TEXT NOT NULL, folder TEXT NOT NULL,
      asked_at INTEGER NOT NULL, state TEXT NOT NULL, decided_by TEXT, decided_at INTEGER, reply TEXT, published TEXT);`
  const draft = { base: '0123abc4567' }

  test('a request waiting names who will review it: every publisher and owner but the one who asked', () => {
    const store = newStore()
    const editor = store.redeem(store.invite('Meera Joshi', 'meera@example.com', 'editor'))!
    store.redeem(store.invite('Ravi Shah', 'ravi@example.com', 'editor'))
    store.redeem(store.invite('Kiran Rao', 'kiran@example.com', 'publisher'))
    store.askReview(editor.id, '', '/reviews/1')
    const rest = ' A change to your draft now withdraws your request.'
    expect(askedWords(store.lastReviewOf(editor.id), draft, store)).toBe(`Waiting for review by Kiran Rao, who will publish your draft or send it back.${rest}`)
    const owner = store.redeem(store.invite('Asha Patel', 'asha@example.com', 'owner'))!
    expect(askedWords(store.lastReviewOf(editor.id), draft, store)).toBe(`Waiting for review by Asha Patel or Kiran Rao: one of them will publish your draft or send it back.${rest}`)
    // A publisher who asks is not among their own reviewers.
    store.askReview(owner.id, '', '/reviews/2')
    expect(askedWords(store.lastReviewOf(owner.id), draft, store)).toBe(`Waiting for review by Kiran Rao, who will publish your draft or send it back.${rest}`)
    expect(waitingWords(['A', 'B', 'C'])).toBe('Waiting for review by A, B or C: one of them will publish your draft or send it back.')
    expect(waitingWords(['A', 'B', 'C', 'D', 'E'])).toBe('Waiting for review by A, B or one of 3 others: one of them will publish your draft or send it back.')
  })

  test('is kept as their id: the words name them as they are called now', () => {
    const store = newStore()
    const editor = store.redeem(store.invite('Meera Joshi', 'meera@example.com', 'editor'))!
    const publisher = store.redeem(store.invite('Kiran Rao', 'kiran@example.com', 'publisher'))!
    store.decideReview(store.askReview(editor.id, '', '/reviews/1').id, { state: 'sent-back', by: publisher.id, reply: 'Keep “About us”, please.' })
    expect(store.lastReviewOf(editor.id)?.decided_by).toBe(publisher.id)
    expect(askedWords(store.lastReviewOf(editor.id), draft, store)).toBe('Sent back by Kiran Rao: “Keep “About us”, please.”')
    store.db.prepare('UPDATE people SET name = ? WHERE id = ?').run('Kiran Rao-Mehta', publisher.id)
    expect(askedWords(store.lastReviewOf(editor.id), draft, store)).toBe('Sent back by Kiran Rao-Mehta: “Keep “About us”, please.”')
    // Removed since: still named.
    store.removePerson(publisher.id)
    expect(askedWords(store.lastReviewOf(editor.id), draft, store)).toBe('Sent back by Kiran Rao-Mehta: “Keep “About us”, please.”')
  })

  test('a file from when it was their name opens: a name of someone here becomes their id, the words the same; any other name, no one', () => {
    const file = newFile()
    const old = new Database(file)
    old.exec(oldTables)
    const person = old.prepare('INSERT INTO people (name, email, role, created_at) VALUES (?, ?, ?, 0)')
    const [meera, nila, kiran] = [['Meera Joshi', 'meera@example.com', 'editor'], ['Nila Desai', 'nila@example.com', 'publisher'], ['Kiran Rao', 'kiran@example.com', 'owner']].map((row) => Number(person.run(...row).lastInsertRowid))
    const request = old.prepare("INSERT INTO review_requests (person_id, note, folder, asked_at, state, decided_by, decided_at, reply, published) VALUES (?, '', '/reviews/x', ?, ?, ?, 1, ?, ?)")
    request.run(meera, 1, 'published', 'Nila Desai', null, '0123abc')
    request.run(nila, 2, 'sent-back', 'Kiran Rao', 'Not yet.', null)
    request.run(kiran, 3, 'sent-back', 'Someone who left', null, null)
    old.close()

    const store = new Store(file)
    expect([meera, nila, kiran].map((id) => store.lastReviewOf(id)?.decided_by)).toEqual([nila, kiran, null])
    expect(askedWords(store.lastReviewOf(meera), draft, store)).toBe('Published by Nila Desai.')
    expect(askedWords(store.lastReviewOf(nila), draft, store)).toBe('Sent back by Kiran Rao: “Not yet.”')
    expect(askedWords(store.lastReviewOf(kiran), draft, store)).toBe('Sent back.')
    // A decision made now is an id, as in a new file; the file opened again is not changed again.
    store.decideReview(store.askReview(meera, '', '/reviews/y').id, { state: 'sent-back', by: kiran })
    store.close()
    const again = new Store(file)
    expect([meera, nila, kiran].map((id) => again.lastReviewOf(id)?.decided_by)).toEqual([kiran, kiran, null])
    expect(askedWords(again.lastReviewOf(meera), draft, again)).toBe('Sent back by Kiran Rao.')
  })
})

describe('what may be shown', () => {
  test('a remote’s credential is scrubbed from what git says', () => {
    const remote = 'https://git:s3cret-Token@git.example.com/agency/site.git'
    expect(scrubbed(`fatal: Authentication failed for '${remote}/'`, remote)).toBe("fatal: Authentication failed for 'https://***@git.example.com/agency/site.git/'")
    expect(scrubbed('remote: invalid token s3cret-Token', remote)).toBe('remote: invalid token ***')
  })

  test('a request line shows no secret of its address', () => {
    expect(loggedUrl('/invite/Zac_9aOuQ6ObqWjLfiOinkdPRZNcr3xY2toOFPyfBSI')).toBe('/invite/…')
    expect(loggedUrl('/api/invitations/abc/password')).toBe('/api/invitations/…/password')
    expect(loggedUrl('/preview/abc/pricing?x=1')).toBe('/preview/…/pricing?…')
    expect(loggedUrl('/pricing')).toBe('/pricing')
  })

  test('a device in words', () => {
    expect(deviceWords('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36')).toBe('Chrome on Linux')
    expect(deviceWords('Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0')).toBe('Firefox on Android')
    expect(deviceWords('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS')
  })
})

describe('a name is one line: it can never add a trailer to a commit', () => {
  const oneLine = 'A name is one line of plain text: no line break, tab or other control character, and no "<" or ">".'
  const forged = 'Evil\nCo-authored-by: Someone <x@y.example>'
  test.each([[forged], ['Evil\r\nSigned-off-by: X'], ['Tab\there'], ['Right\u202eto-left'], ['Name <x@y.example>'], ['Bell\u0007']])('%j is refused, by the store itself', (name) => {
    expect(invitationProblem(name, 'someone@example.com')).toBe(oneLine)
    const store = new Store(join(mkdtempSync(join(tmpdir(), 'names-')), 'editing.sqlite'))
    expect(() => store.invite(name, 'someone@example.com', 'editor')).toThrow(oneLine)
    expect(store.pendingInvitations()).toEqual([])
  })

  test('plain names of any script are accepted; an e-mail address with a line break is not', () => {
    for (const name of ['Asha Patel', 'ज्योति शाह', "Ravi O'Neil-Desai", 'José Álvarez']) expect(invitationProblem(name, 'someone@example.com'), name).toBeUndefined()
    expect(invitationProblem('Asha', 'asha@example.com\nCo-authored-by: x')).toBe('Write the person’s e-mail address, like name@example.com.')
  })

  test('the terminal refuses it too, in the same words, and invites nobody', () => {
    const data = mkdtempSync(join(tmpdir(), 'names-cli-'))
    const run = spawnSync(process.execPath, ['pipeline/run.mjs', 'server/cli.ts', 'invite', forged, 'someone@example.com', '--role', 'editor', '--data', data, '--public-url', 'http://127.0.0.1:1'], { cwd: join(import.meta.dirname, '../../..'), encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(oneLine)
  }, 30_000)
})
