import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { loggedUrl } from '../../../server/app'
import { scrubbed } from '../../../server/repository'
import { deviceWords } from '../../../server/sign-in-routes'
import { absoluteLimitMs, hashOf, idleLimitMs, passwordMatches, Store } from '../../../server/store'

// The editing server's pieces that need no process: what it keeps (and how), and what it lets a log or a person read.
const newStore = () => new Store(join(mkdtempSync(join(tmpdir(), 'store-')), 'editing.sqlite'))

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
