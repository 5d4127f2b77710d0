// The pages' way to the editing server (server/): small fetch helpers that always give back an answer of the
// contract's shape (src/editing-app/api.ts), `{ ok: true, … }` or `{ ok: false, message }`, never a thrown error.
import { siteEditTokenHeader } from '@/engine/contract/site-edit'
import type { Refused } from './api'

/** The token given by GET /api/me, for pages without the editor's <meta> (the account page). */
let csrfToken = ''

/** Keeps the session's token for the POSTs that follow (the <meta> of the editor's page wins when there is one). */
export function setCsrf(token: string) {
  csrfToken = token
}

function csrf() {
  return document.querySelector<HTMLMetaElement>('meta[name="site-edit-token"]')?.content || csrfToken
}

const unreachable: Refused = { ok: false, message: 'The editing server could not be reached. Check your connection, then try again.' }

/** Reads an answer; anything that is not one of the contract's shapes becomes a refusal in words, its status a number. */
async function read<T>(response: Response): Promise<T | Refused> {
  let answer: unknown
  try {
    answer = await response.json()
  } catch {
    return { ok: false, message: `The editing server gave an answer that could not be read (${response.status}). Try again.` }
  }
  if (typeof answer !== 'object' || answer === null || typeof (answer as { ok?: unknown }).ok !== 'boolean') {
    return { ok: false, message: `The editing server gave an answer that could not be read (${response.status}). Try again.` }
  }
  const refused = answer as { ok: boolean; message?: unknown }
  if (!refused.ok && typeof refused.message !== 'string') {
    return { ok: false, message: `The editing server said no without saying why (${response.status}). Try again.` }
  }
  return answer as T | Refused
}

async function ask<T>(path: string, init: RequestInit): Promise<T | Refused> {
  let response: Response
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' })
  } catch {
    return unreachable
  }
  return read<T>(response)
}

/** GET `path`: its answer (lists and who is signed in are read fresh, never from the browser's cache). */
export function getJson<T extends { ok: true }>(path: string): Promise<T | Refused> {
  return ask<T>(path, { method: 'GET', headers: { Accept: 'application/json' }, cache: 'no-store' })
}

/** POST `body` to `path`, with the session's token: its answer. */
export function postJson<T extends { ok: true } = { ok: true }>(path: string, body: object = {}): Promise<T | Refused> {
  return ask<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [siteEditTokenHeader]: csrf() },
    body: JSON.stringify(body),
  })
}
