// What the editing server (server/) and its pages in the browser (src/editing-app/) agree on: the addresses of its
// API and the shapes of their answers. Every request that changes anything is a POST from the server's own origin
// with the session's CSRF token in the site-edit door's header (`siteEditTokenHeader`, src/engine/contract/site-edit.ts;
// the editor's page has the token in <meta name="site-edit-token">); the server checks both, and the person's role, itself.

export type Role = 'owner' | 'publisher' | 'editor'
export const roles: Role[] = ['owner', 'publisher', 'editor']

/** The words for each role, as the People list and the invitation show them. */
export const roleWords: Record<Role, { label: string; help: string }> = {
  owner: { label: 'Owner', help: 'Does everything, and manages people and settings.' },
  publisher: { label: 'Publisher', help: 'Edits and publishes.' },
  editor: { label: 'Editor', help: 'Edits their own draft and asks a publisher to publish it.' },
}

/** "an owner", "a publisher", "an editor": a role in a sentence. */
export const article = (role: Role) => `${role === 'publisher' ? 'a' : 'an'} ${roleWords[role].label.toLowerCase()}`

/** Every answer is JSON: `{ ok: true, … }`, or `{ ok: false, message }` with the reason in plain words. */
export type Refused = { ok: false; message: string }

/** GET /api/me: who is signed in, and the session's CSRF token. 401 when nobody is. */
export interface Me {
  ok: true
  id: number
  name: string
  email: string
  role: Role
  csrf: string
}

/** GET /api/invitations/:token: whom an invitation is for. 410 (Refused) when it has expired or been used. */
export interface InvitationAnswer {
  ok: true
  name: string
  email: string
  role: Role
}

// Passkeys (WebAuthn, @simplewebauthn/browser on the page):
//   POST /api/sign-in/passkey/options            {}                      → { ok, ceremony, options }  (authentication options)
//   POST /api/sign-in/passkey                    { ceremony, response }  → { ok } + the session cookie
//   POST /api/sign-in/password                   { email, password }     → { ok } + the session cookie
//   POST /api/invitations/:token/passkey/options {}                      → { ok, ceremony, options }  (registration options)
//   POST /api/invitations/:token/passkey         { ceremony, response }  → { ok } + the session cookie (the account is made)
//   POST /api/invitations/:token/password        { password }            → { ok } + the session cookie (the account is made)
// These have no session yet, so no CSRF token: the server checks their Origin, and limits their rate.
export interface CeremonyAnswer<Options> {
  ok: true
  /** Names the challenge the server keeps for this attempt; sent back with the response. */
  ceremony: string
  options: Options
}

/** The longest note a publish, an ask to publish or a send-back takes (it goes into a commit's message). */
export const noteLimit = 2000

/** The shortest password accepted, not counting spaces at either end. */
export const minPasswordLength = 12
/** What the invitation page and the server say of a password that is too short. */
export const shortPasswordWords = `A password is at least ${minPasswordLength} characters, not counting spaces at either end.`

// Signed in (each POST with the CSRF header):
//   POST /api/sign-out                 {}                         → { ok }
//   GET  /api/sessions                                            → { ok, sessions: DeviceSession[] }
//   POST /api/sessions/:id/revoke      {}                         → { ok }
//   GET  /api/draft                                               → DraftAnswer
//   POST /api/draft/update             { choices }                → DraftAnswer & { done } (its changes made again on the branch's newest version)
//     choices: for each conflict shown before (a 409 lists them), { index, words, keep: 'mine' | 'theirs' }
//   POST /api/draft/discard            {}                         → DraftAnswer (the draft starts again from the branch)
//   GET  /api/previews                                            → { ok, previews: PreviewLink[] }
//   POST /api/previews                 {}                         → { ok, preview: PreviewLink }  (the draft as it is now)
//   POST /api/previews/:id/revoke      {}                         → { ok }
//   GET  /api/publish/review                                      → ReviewAnswer (the draft's changes in words)
//   GET  /api/history                                             → { ok, commits: PublishedCommit[] } (the Publish history)
// Owners and publishers only (403 for an editor):
//   POST /api/publish                  { note, choices }          → PublishAnswer (one commit on the branch, pushed)
//     choices: for each conflict shown before, { index, words, keep: 'mine' | 'theirs' }
//   POST /api/history/:commit/undo     { choices }                → PublishAnswer (one new commit undoing that one)
//   GET  /api/reviews                                             → { ok, waiting: WaitingReview[] }
//   POST /api/reviews/:id/publish      {}                         → PublishAnswer (the editor the author, the publisher co-author)
//   POST /api/reviews/:id/send-back    { reply }                  → { ok }
//   GET  /reviews/:id/preview/…                                   the waiting draft's pages, static
// Any signed-in person:
//   POST /api/publish/ask              { note }                   → DraftAnswer (the draft goes into "Waiting for review")
// Owners only (403 for anyone else):
//   GET  /api/people                                              → { ok, people: Person[], invitations: PendingInvitation[] }
//   POST /api/people/invite            { name, email, role }      → { ok, link }
//   POST /api/people/invitations/:id/cancel    {}                 → { ok }
//   POST /api/people/invitations/:id/new-link  {}                 → { ok, link }  (the old link is cancelled)
//   POST /api/people/:id/role          { role }                   → { ok }
//   POST /api/people/:id/remove        {}                         → { ok }
//   GET  /api/activity                                            → { ok, events: ActivityEvent[] }

export interface DeviceSession {
  id: string
  /** The browser and system, from its User-Agent, in words ("Chrome on Linux"). */
  device: string
  signedInAt: string
  lastSeenAt: string
  current: boolean
}

export interface DraftAnswer {
  ok: true
  /** Whose draft it is. */
  owner: string
  /** How many changes it holds since the published version. */
  changes: number
  /** The published version it started from (a commit's short id). */
  base: string
  /** When the branch has moved since the draft began: plain words saying so. */
  behind?: string
  /** What became of the person's last "Ask to publish", in words, while it matters (waiting, sent back, published as this draft's start). */
  asked?: string
  /** For publishers and owners: how many drafts wait for their review. */
  waiting?: number
}

/** GET /api/reviews: a draft waiting for a publisher's review. */
export interface WaitingReview {
  id: number
  /** Whose draft. */
  name: string
  note: string
  askedAt: string
  groups: { page: string; lines: string[] }[]
  /** Why it can't be published as it is, if it can't. */
  problem?: string
  /** The draft as it was asked, as the built site draws it (publishers only): at the page of its first change. */
  preview: string
}

export interface PreviewLink {
  id: string
  url: string
  createdAt: string
  expiresAt: string
}

export interface Person {
  id: number
  name: string
  email: string
  role: Role
  /** Whether they can sign in with a passkey, a password, or both. */
  passkeys: number
  password: boolean
}

export interface PendingInvitation {
  id: number
  name: string
  email: string
  role: Role
  expiresAt: string
}

export interface ActivityEvent {
  at: string
  /** Who did it (a name), or "Someone" when nobody was signed in (a failed sign-in). */
  who: string
  /** What happened, in words: "Signed in with a passkey", "Invited Asha Patel as an editor", … */
  what: string
}

/** Server-Sent Events of the person's draft: `event: site-update` with today's SiteUpdate as its data. */
export const draftEventsPath = '/__site-edit/events'

/** The window event that tells the dock to read its draft again: a change drawn, a review asked for or decided. */
export const draftChangedEvent = 'site-edit:draft-changed'

/** GET /api/publish/review: what publishing the draft would change, in words; `problem` says why it can't be published. */
export interface ReviewAnswer {
  ok: true
  /** The changes, page by page, in the words of the history and `npm run diff`. */
  groups: { page: string; lines: string[] }[]
  /** The pages the publish redraws: their names, and their paths for a link. */
  redrawn: { path: string; name: string }[]
  /** The pictures the draft adds: their addresses on the site, and what the site says they show. */
  pictures: { path: string; url: string; description?: string }[]
  /** The check's warnings about the draft, in words. */
  warnings: string[]
  problem?: string
  /** The path of the page with the first change (where its preview opens). */
  firstPage?: string
}

/** POST /api/publish: the commit's short id and first line; refused in words, with the conflicts when there are. */
export type PublishAnswer = { ok: true; commit: string; summary: string } | { ok: false; message: string; conflicts?: ConflictCard[]; /** The draft started again from the published version. */ restarted?: true }

/** A person's choice for a conflict card, sent back with a publish, an update or an undo: the change (its index and words, which must still match) and what to keep. */
export interface Choice {
  index: number
  words: string
  keep: 'mine' | 'theirs'
}

/** A change of the draft that someone else's publish has changed the place of: what the person did, what is there now, who did it. */
export interface ConflictCard {
  /** The change's place in the draft's history, and its words: a choice names both. */
  index: number
  words: string
  reason: string
  changedBy?: string
  /** ISO time. */
  changedAt?: string
}

/** A commit of the branch that changed site.yaml, in the Publish history. */
export interface PublishedCommit {
  commit: string
  author: string
  /** ISO time. */
  at: string
  subject: string
  /** What it changed, in the words of `npm run diff` between it and its parent. */
  lines: string[]
  /** False for the site's first version: there is nothing before it to undo to. */
  hasParent: boolean
}
