// Everything the editing server remembers about people, in one SQLite file under its data folder: people, their
// passkeys and password hashes, sessions, invitations, share links and the audit log. Secrets that let someone in
// (a session id, an invitation or a preview link) are kept only as their SHA-256: a copy of the file opens nothing.
import Database from 'better-sqlite3'
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { minPasswordLength, shortPasswordWords, type Role } from '../src/editing-app/api'

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number, options: object) => Promise<Buffer>

/** A new secret: 256 random bits, as URL-safe text. */
export const newSecret = () => randomBytes(32).toString('base64url')
/** What is stored of a secret. */
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex')

export const idleLimitMs = 12 * 60 * 60 * 1000
export const absoluteLimitMs = 30 * 24 * 60 * 60 * 1000
export const invitationLimitMs = 24 * 60 * 60 * 1000
export const previewLimitMs = 7 * 24 * 60 * 60 * 1000

/** A change the store refuses, with why in words (an answer shows them as they are). */
export class Refusal extends Error {}

/** What `change` gives, or the Refusal it threw (any other error is thrown on). */
export function orRefusal<T>(change: () => T): T | Refusal {
  try {
    return change()
  } catch (error) {
    if (error instanceof Refusal) return error
    throw error
  }
}

/** The store's refusals about people, in words. */
export const peopleWords = {
  lastOwner: 'The editor needs at least one owner: make someone else an owner first.',
  hasAccount: (name: string) => `${name} already has an account with this e-mail address. To give them another role, change it in People.`,
  accountExists: 'This e-mail address already has an account here: sign in with it instead. To have another role, ask an owner to change it in People.',
  shortPassword: shortPasswordWords,
  commonPassword: 'That password is one of the most common ones, and is tried first by anyone guessing. Choose another.',
}

/** An e-mail address as it is compared and kept: without spaces at either end, in lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase()

export interface PersonRow {
  id: number
  name: string
  email: string
  role: Role
  password_hash: string | null
  removed_at: number | null
}

export interface SessionRow {
  id_hash: string
  person_id: number
  csrf: string
  created_at: number
  last_seen_at: number
  user_agent: string
}

export interface PasskeyRow {
  id: string
  person_id: number
  public_key: Buffer
  counter: number
  transports: string
}

/**
 * An editor's "Ask to publish": waiting, then published by a publisher or sent back with a note; withdrawn when the
 * draft changes before either (the publisher publishes only what they saw).
 */
export interface ReviewRequestRow {
  id: number
  person_id: number
  note: string
  /** The preview of the draft as it was asked, built into the server's data. */
  folder: string
  asked_at: number
  /** Withdrawn: its draft changed after it was asked, or its person was removed while it waited. */
  state: 'waiting' | 'published' | 'sent-back' | 'withdrawn'
  /** The draft's version when it was asked (server/drafts.ts, Drafts.version); null for a request from before it was kept. */
  version: string | null
  /** What the draft changed when it was asked, page by page, in words (JSON of PageChanges[]). */
  groups: string | null
  /** The path of the page with its first change, when it was asked. */
  first_page: string | null
  /** Who published it or sent it back: their id (their name may change). */
  decided_by: number | null
  decided_at: number | null
  reply: string | null
  /** The commit's short id, once published. */
  published: string | null
}

export interface PreviewRow {
  id: string
  person_id: number
  folder: string
  created_at: number
  expires_at: number
  revoked_at: number | null
}

const schema = `
  CREATE TABLE IF NOT EXISTS people (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE COLLATE NOCASE, role TEXT NOT NULL,
    password_hash TEXT, created_at INTEGER NOT NULL, removed_at INTEGER);
  CREATE TABLE IF NOT EXISTS passkeys (
    id TEXT PRIMARY KEY, person_id INTEGER NOT NULL REFERENCES people(id), public_key BLOB NOT NULL,
    counter INTEGER NOT NULL, transports TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS sessions (
    id_hash TEXT PRIMARY KEY, person_id INTEGER NOT NULL REFERENCES people(id), csrf TEXT NOT NULL,
    created_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL, user_agent TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS invitations (
    token_hash TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, role TEXT NOT NULL,
    invited_by INTEGER, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
  CREATE TABLE IF NOT EXISTS previews (
    id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, person_id INTEGER NOT NULL, folder TEXT NOT NULL,
    created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER);
  CREATE TABLE IF NOT EXISTS review_requests (
    id INTEGER PRIMARY KEY, person_id INTEGER NOT NULL REFERENCES people(id), note TEXT NOT NULL, folder TEXT NOT NULL,
    asked_at INTEGER NOT NULL, state TEXT NOT NULL, decided_by INTEGER REFERENCES people(id), decided_at INTEGER, reply TEXT,
    published TEXT, version TEXT, groups TEXT, first_page TEXT);
  CREATE TABLE IF NOT EXISTS audit (
    id INTEGER PRIMARY KEY, at INTEGER NOT NULL, person_id INTEGER, who TEXT NOT NULL, what TEXT NOT NULL);
`

/**
 * What changed in the tables since their first version, in order, for a file made before: PRAGMA user_version counts
 * the changes a file has had. A new file is made as the schema above says, and has had them all.
 */
const migrations: ((db: Database.Database) => void)[] = [
  // review_requests.decided_by held the deciding person's name; now their id, as a name changes. A name of someone
  // here becomes their id (a name two people share: the one not removed, else the first); any other, nothing.
  (db) =>
    db.exec(`
      ALTER TABLE review_requests ADD COLUMN decider INTEGER REFERENCES people(id);
      UPDATE review_requests SET decider = (SELECT id FROM people WHERE name = decided_by ORDER BY removed_at IS NOT NULL, id LIMIT 1);
      ALTER TABLE review_requests DROP COLUMN decided_by;
      ALTER TABLE review_requests RENAME COLUMN decider TO decided_by;
    `),
  // A request keeps the draft's version and words as they were asked. One waiting from before has neither, so what its
  // publisher would publish is not known to be what they saw: it is withdrawn, and its editor asks again.
  (db) =>
    db.exec(`
      ALTER TABLE review_requests ADD COLUMN version TEXT;
      ALTER TABLE review_requests ADD COLUMN groups TEXT;
      UPDATE review_requests SET state = 'withdrawn', decided_at = ${Date.now()} WHERE state = 'waiting';
    `),
  // A request keeps the page of its first change, where its preview opens (one from before opens at Home).
  (db) => db.exec('ALTER TABLE review_requests ADD COLUMN first_page TEXT;'),
]

export class Store {
  readonly db: Database.Database
  /** Told of each event of the audit log as it is written (the server logs it too). */
  onRecord?: (event: { who: string; what: string }) => void
  /**
   * Told whenever a request to publish is asked, withdrawn or decided: every open editor hears of it, so that a
   * publisher's "Waiting for review (N)" and an editor's word on their request follow without a reload.
   */
  readonly reviewListeners = new Set<() => void>()

  private reviewsChanged() {
    for (const listener of this.reviewListeners) listener()
  }

  constructor(file: string) {
    this.db = new Database(file)
    // WAL: readers never wait for the one writer, and a crash mid-write leaves the last committed state.
    this.db.pragma('journal_mode = WAL')
    this.db.pragma('foreign_keys = ON')
    const existed = Boolean(this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'people'").get())
    this.db.exec(schema)
    if (!existed) this.db.pragma(`user_version = ${migrations.length}`)
    // Each change with its count at once: a crash in the middle leaves the file as it was, to be changed next time.
    for (let version = this.db.pragma('user_version', { simple: true }) as number; version < migrations.length; version++) {
      this.db.transaction(() => {
        migrations[version](this.db)
        this.db.pragma(`user_version = ${version + 1}`)
      })()
    }
  }

  close() {
    this.db.close()
  }

  // People

  personById(id: number): PersonRow | undefined {
    return this.db.prepare('SELECT * FROM people WHERE id = ? AND removed_at IS NULL').get(id) as PersonRow | undefined
  }

  personByEmail(email: string): PersonRow | undefined {
    return this.db.prepare('SELECT * FROM people WHERE email = ? AND removed_at IS NULL').get(normalEmail(email)) as PersonRow | undefined
  }

  /** A person's name as it is now, removed or not (someone a review or the log names). */
  nameOf(id: number): string | undefined {
    return (this.db.prepare('SELECT name FROM people WHERE id = ?').get(id) as { name: string } | undefined)?.name
  }

  people(): (PersonRow & { passkeys: number })[] {
    return this.db.prepare('SELECT people.*, (SELECT count(*) FROM passkeys WHERE person_id = people.id) AS passkeys FROM people WHERE removed_at IS NULL ORDER BY name').all() as (PersonRow & { passkeys: number })[]
  }

  /**
   * Runs `change` in one transaction, undone with peopleWords.lastOwner if it would leave the editor without an owner.
   * Every change of a role, a removal and an invitation's use go through here, from the People dialog or the terminal:
   * the count is read and changed in the same transaction (IMMEDIATE: no other writer between), so two owners
   * demoting each other at once leave one. A store with no owner yet (before the first is invited) is left as it is.
   */
  private keepingAnOwner<T>(change: () => T): T {
    return this.db
      .transaction(() => {
        const before = this.owners()
        const result = change()
        if (before > 0 && this.owners() === 0) throw new Refusal(peopleWords.lastOwner)
        return result
      })
      .immediate()
  }

  setRole(id: number, role: Role) {
    this.keepingAnOwner(() => this.db.prepare('UPDATE people SET role = ? WHERE id = ?').run(role, id))
  }

  /**
   * Removed people keep their row (the audit log names them) but can no longer sign in, and nothing of theirs opens any
   * more: their share previews are revoked and their waiting request to publish is withdrawn. Returns those, whose
   * built folders the caller deletes.
   */
  removePerson(id: number): { previews: PreviewRow[]; reviews: ReviewRequestRow[] } {
    return this.keepingAnOwner(() => {
      const now = Date.now()
      this.db.prepare('UPDATE people SET removed_at = ? WHERE id = ?').run(now, id)
      this.db.prepare('DELETE FROM sessions WHERE person_id = ?').run(id)
      this.db.prepare('DELETE FROM passkeys WHERE person_id = ?').run(id)
      const previews = this.db.prepare('UPDATE previews SET revoked_at = ? WHERE person_id = ? AND revoked_at IS NULL RETURNING *').all(now, id) as PreviewRow[]
      const reviews = this.db.prepare("UPDATE review_requests SET state = 'withdrawn', decided_at = ? WHERE person_id = ? AND state = 'waiting' RETURNING *").all(now, id) as ReviewRequestRow[]
      if (reviews.length > 0) queueMicrotask(() => this.reviewsChanged())
      return { previews, reviews }
    })
  }

  owners(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM people WHERE role = 'owner' AND removed_at IS NULL").get() as { n: number }).n
  }

  // Passwords: scrypt (node:crypto), with a salt of its own, never kept or logged in clear.

  /** Sets a person's password, as it was typed (sign-in compares it as typed); refuses what passwordProblem refuses. */
  async setPassword(id: number, password: string) {
    const problem = passwordProblem(password)
    if (problem) throw new Refusal(problem)
    this.db.prepare('UPDATE people SET password_hash = ? WHERE id = ?').run(await hashPassword(password), id)
  }

  // Invitations

  /**
   * A new invitation's link secret (only its hash is kept), for the address as normalEmail gives it. Refuses what
   * invitationProblem refuses, and an address that already has an account (a removed person's may be invited again).
   */
  invite(name: string, email: string, role: Role, invitedBy?: number): string {
    const problem = invitationProblem(name, email)
    if (problem) throw new Refusal(problem)
    const existing = this.personByEmail(email)
    if (existing) throw new Refusal(peopleWords.hasAccount(existing.name))
    const token = newSecret()
    const now = Date.now()
    this.db.prepare('INSERT INTO invitations (token_hash, name, email, role, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(hashOf(token), name.trim(), normalEmail(email), role, invitedBy ?? null, now, now + invitationLimitMs)
    return token
  }

  invitation(token: string) {
    return this.db.prepare('SELECT * FROM invitations WHERE token_hash = ?').get(hashOf(token)) as
      | { token_hash: string; name: string; email: string; role: Role; expires_at: number; used_at: number | null }
      | undefined
  }

  /** The invitations not used yet and not ended, newest first; `id` is the row's, which opens nothing (the link's secret is not kept). */
  pendingInvitations() {
    return this.db.prepare('SELECT rowid AS id, name, email, role, expires_at FROM invitations WHERE used_at IS NULL AND expires_at > ? ORDER BY created_at DESC').all(Date.now()) as { id: number; name: string; email: string; role: Role; expires_at: number }[]
  }

  /** Ends a pending invitation now: its link opens nothing. The invitation, or undefined when it was used or had ended. */
  cancelInvitation(id: number) {
    const now = Date.now()
    const pending = this.pendingInvitations().find((invitation) => invitation.id === id)
    if (!pending) return undefined
    this.db.prepare('UPDATE invitations SET expires_at = ? WHERE rowid = ? AND used_at IS NULL').run(now, id)
    return pending
  }

  /**
   * Uses an invitation once: makes the person's account. Undefined when the invitation was used in the meantime: the
   * check and the use are one transaction. Refuses (peopleWords.accountExists) when its address got an account since it
   * was made: an invitation never opens someone else's account.
   *
   * A removed person invited again gets their old row back, not a new one: the address is one person's (the table
   * says so), and what they did before (the activity log, the reviews they decided, their draft) stays theirs. Nothing
   * of how they signed in before comes back: their password is cleared, their sessions and passkeys are gone (and
   * deleted here again), their share previews stay revoked and their withdrawn request withdrawn.
   */
  redeem(token: string): PersonRow | undefined {
    return this.keepingAnOwner(() => {
      const invitation = this.invitation(token)
      if (!invitation || invitation.used_at !== null || invitation.expires_at <= Date.now()) return undefined
      const existing = this.db.prepare('SELECT * FROM people WHERE email = ?').get(normalEmail(invitation.email)) as PersonRow | undefined
      if (existing && existing.removed_at === null) throw new Refusal(peopleWords.accountExists)
      this.db.prepare('UPDATE invitations SET used_at = ? WHERE token_hash = ?').run(Date.now(), invitation.token_hash)
      if (existing) {
        this.db.prepare('UPDATE people SET name = ?, role = ?, password_hash = NULL, removed_at = NULL WHERE id = ?').run(invitation.name, invitation.role, existing.id)
        this.db.prepare('DELETE FROM sessions WHERE person_id = ?').run(existing.id)
        this.db.prepare('DELETE FROM passkeys WHERE person_id = ?').run(existing.id)
        return this.personById(existing.id)
      }
      const { lastInsertRowid } = this.db.prepare('INSERT INTO people (name, email, role, created_at) VALUES (?, ?, ?, ?)').run(invitation.name, normalEmail(invitation.email), invitation.role, Date.now())
      return this.personById(Number(lastInsertRowid))
    })
  }

  // Passkeys

  addPasskey(personId: number, passkey: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] }) {
    this.db.prepare('INSERT INTO passkeys (id, person_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(passkey.id, personId, Buffer.from(passkey.publicKey), passkey.counter, JSON.stringify(passkey.transports ?? []), Date.now())
  }

  passkey(id: string): PasskeyRow | undefined {
    return this.db.prepare('SELECT passkeys.* FROM passkeys JOIN people ON people.id = passkeys.person_id WHERE passkeys.id = ? AND people.removed_at IS NULL').get(id) as PasskeyRow | undefined
  }

  passkeysOf(personId: number): PasskeyRow[] {
    return this.db.prepare('SELECT * FROM passkeys WHERE person_id = ?').all(personId) as PasskeyRow[]
  }

  setCounter(id: string, counter: number) {
    this.db.prepare('UPDATE passkeys SET counter = ? WHERE id = ?').run(counter, id)
  }

  // Sessions: the cookie holds the id, the table its hash.

  startSession(personId: number, userAgent: string): { id: string; row: SessionRow } {
    const id = newSecret()
    const now = Date.now()
    const row: SessionRow = { id_hash: hashOf(id), person_id: personId, csrf: newSecret(), created_at: now, last_seen_at: now, user_agent: userAgent.slice(0, 300) }
    this.db.prepare('INSERT INTO sessions (id_hash, person_id, csrf, created_at, last_seen_at, user_agent) VALUES (@id_hash, @person_id, @csrf, @created_at, @last_seen_at, @user_agent)').run(row)
    return { id, row }
  }

  /** The session of a cookie's id, if it is still alive (12 hours idle, 30 days in all); its last use is now. */
  session(id: string, now = Date.now()): SessionRow | undefined {
    const row = this.db.prepare('SELECT * FROM sessions WHERE id_hash = ?').get(hashOf(id)) as SessionRow | undefined
    if (!row) return undefined
    if (now - row.last_seen_at > idleLimitMs || now - row.created_at > absoluteLimitMs) {
      this.endSession(row.id_hash)
      return undefined
    }
    // Written at most once a minute: a page's many requests are one use.
    if (now - row.last_seen_at > 60_000) this.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?').run(now, row.id_hash)
    return row
  }

  sessionsOf(personId: number): SessionRow[] {
    return this.db.prepare('SELECT * FROM sessions WHERE person_id = ? ORDER BY last_seen_at DESC').all(personId) as SessionRow[]
  }

  endSession(idHash: string) {
    this.db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash)
  }

  // Share links of a draft

  addPreview(personId: number, folder: string): { token: string; row: PreviewRow } {
    const token = newSecret()
    const now = Date.now()
    const row = { id: randomBytes(9).toString('base64url'), person_id: personId, folder, created_at: now, expires_at: now + previewLimitMs, revoked_at: null }
    this.db.prepare('INSERT INTO previews (id, token_hash, person_id, folder, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(row.id, hashOf(token), personId, folder, now, row.expires_at)
    return { token, row }
  }

  /** The preview a link's secret opens, while it is neither expired nor revoked. */
  preview(token: string): PreviewRow | undefined {
    const row = this.db.prepare('SELECT * FROM previews WHERE token_hash = ?').get(hashOf(token)) as PreviewRow | undefined
    return row && row.revoked_at === null && row.expires_at > Date.now() ? row : undefined
  }

  previewsOf(personId: number): PreviewRow[] {
    return this.db.prepare('SELECT * FROM previews WHERE person_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC').all(personId, Date.now()) as PreviewRow[]
  }

  revokePreview(personId: number, id: string): PreviewRow | undefined {
    const row = this.db.prepare('SELECT * FROM previews WHERE id = ? AND person_id = ?').get(id, personId) as PreviewRow | undefined
    if (row) this.db.prepare('UPDATE previews SET revoked_at = ? WHERE id = ?').run(Date.now(), id)
    return row
  }

  // Review requests ("Ask to publish")

  /**
   * Asks for a review of the person's draft at `version`, whose changes are `groups` (a request without them can't be
   * published: nothing says what was asked): a waiting request of theirs is replaced by this one.
   */
  askReview(personId: number, note: string, folder: string, asked?: { version: string; groups: unknown; firstPage?: string }): ReviewRequestRow {
    const request = this.db.transaction(() => {
      this.db.prepare("DELETE FROM review_requests WHERE person_id = ? AND state = 'waiting'").run(personId)
      const { lastInsertRowid } = this.db
        .prepare("INSERT INTO review_requests (person_id, note, folder, asked_at, state, version, groups, first_page) VALUES (?, ?, ?, ?, 'waiting', ?, ?, ?)")
        .run(personId, note, folder, Date.now(), asked?.version ?? null, asked ? JSON.stringify(asked.groups) : null, asked?.firstPage ?? null)
      return this.reviewRequest(Number(lastInsertRowid))!
    })()
    this.reviewsChanged()
    return request
  }

  /** Withdraws a request that is still waiting (its draft changed); false when it no longer waits. */
  withdrawReview(id: number): boolean {
    const withdrawn = this.db.prepare("UPDATE review_requests SET state = 'withdrawn', decided_at = ? WHERE id = ? AND state = 'waiting'").run(Date.now(), id).changes > 0
    if (withdrawn) this.reviewsChanged()
    return withdrawn
  }

  reviewRequest(id: number): ReviewRequestRow | undefined {
    return this.db.prepare('SELECT * FROM review_requests WHERE id = ?').get(id) as ReviewRequestRow | undefined
  }

  /** The requests waiting for a publisher, oldest first, with their person's name. */
  waitingReviews(): (ReviewRequestRow & { name: string; email: string })[] {
    return this.db
      .prepare("SELECT review_requests.*, people.name, people.email FROM review_requests JOIN people ON people.id = person_id WHERE state = 'waiting' AND people.removed_at IS NULL ORDER BY asked_at")
      .all() as (ReviewRequestRow & { name: string; email: string })[]
  }

  /** The person's last request, whatever became of it. */
  lastReviewOf(personId: number): ReviewRequestRow | undefined {
    return this.db.prepare('SELECT * FROM review_requests WHERE person_id = ? ORDER BY id DESC LIMIT 1').get(personId) as ReviewRequestRow | undefined
  }

  /** A request published or sent back `by` a person (their id). */
  decideReview(id: number, decision: { state: 'published' | 'sent-back'; by: number; reply?: string; published?: string }) {
    this.db.prepare('UPDATE review_requests SET state = ?, decided_by = ?, decided_at = ?, reply = ?, published = ? WHERE id = ?').run(decision.state, decision.by, Date.now(), decision.reply ?? null, decision.published ?? null, id)
    this.reviewsChanged()
  }

  // The audit log

  /**
   * Writes an event. Its words may hold what a stranger typed (the e-mail of a failed sign-in) or a long change's
   * summary: each is cut to one line of plain text (oneLine), `who` to 100 characters and `what` to 300.
   */
  record(who: { id?: number; name: string } | undefined, what: string) {
    const event = { who: oneLine(who?.name ?? 'Someone', 100), what: oneLine(what, 300) }
    this.db.prepare('INSERT INTO audit (at, person_id, who, what) VALUES (?, ?, ?, ?)').run(Date.now(), who?.id ?? null, event.who, event.what)
    this.onRecord?.(event)
  }

  activity(limit = 500) {
    return this.db.prepare('SELECT at, who, what FROM audit ORDER BY id DESC LIMIT ?').all(limit) as { at: number; who: string; what: string }[]
  }
}

// scrypt's cost: N = 2^15 (about 32 MB and 100 ms on this machine's cores), the salt 16 bytes, the key 64.
const scryptCost = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, 64, scryptCost)
  return `scrypt$${scryptCost.N}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  // A person without a password costs the same time as one with: the answer does not tell who has one.
  const [, n, salt, key] = (stored ?? `scrypt$${scryptCost.N}$${randomBytes(16).toString('base64')}$${randomBytes(64).toString('base64')}`).split('$')
  const expected = Buffer.from(key, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { ...scryptCost, N: Number(n) })
  return stored !== null && timingSafeEqual(actual, expected)
}

/**
 * Why a password can't be chosen, or undefined: at least minPasswordLength characters without the spaces at either
 * end, and not one of the 10,000 most common passwords (whatever its case). Every place a password is set asks it
 * (setPassword itself refuses what it refuses).
 */
export function passwordProblem(password: string): string | undefined {
  const trimmed = password.trim()
  if ([...trimmed].length < minPasswordLength) return peopleWords.shortPassword
  if (commonPasswords().has(trimmed.toLowerCase())) return peopleWords.commonPassword
  return undefined
}

let common: Set<string> | undefined
/** server/common-passwords.txt, one a line, lower case, read once when first needed (its "#" lines: source and licence). */
function commonPasswords(): Set<string> {
  common ??= new Set(readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n').filter((line) => line && !line.startsWith('#')))
  return common
}

// Control characters (line breaks, tabs, escapes), the marks and controls that reorder text as it is shown (bidi),
// and the line and paragraph separators.
const controlCharacters = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u

/**
 * Text as one line of at most `limit` characters: line breaks and tabs become a space, any other control character
 * (and a lone half of a surrogate pair) a visible U+FFFD, and what is longer is cut, ending in "…".
 */
export function oneLine(text: string, limit: number): string {
  const plain = text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').replace(new RegExp(`${controlCharacters.source}|\\p{Cs}`, 'gu'), '\ufffd')
  const characters = [...plain]
  return characters.length > limit ? `${characters.slice(0, limit - 1).join('')}…` : plain
}

const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

/**
 * Why a person can't be invited under this name and e-mail address, or undefined. A name is written into every commit
 * the person makes (its author, a co-author's trailer): a line break in it would start a trailer of its own
 * ("Co-authored-by: …"), and "<" or ">" would fake an address. One check for the People dialog and the terminal alike.
 */
export function invitationProblem(name: string, email: string): string | undefined {
  if (!name.trim()) return 'Write the person’s full name.'
  if (controlCharacters.test(name) || /[<>]/.test(name)) return 'A name is one line of plain text: no line break, tab or other control character, and no "<" or ">".'
  if (!emailPattern.test(email.trim())) return 'Write the person’s e-mail address, like name@example.com.'
  return undefined
}
