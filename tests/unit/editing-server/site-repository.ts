// What the editing server's in-process tests start from: the project's site as a git repository (the server's remote),
// a stand-in for the editor's bundle, and a person signed in, made in the store directly.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { cookieNames } from '../../../server/guard'
import type { Store } from '../../../server/store'
import type { Role } from '../../../src/editing-app/api'
import { siteEditTokenHeader } from '../../../src/engine/contract/site-edit'

export const projectDir = join(import.meta.dirname, '../../..')
export const developer = { GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'dev@example.com' }

/** The project's site.yaml and public/ committed on `main` of a new repository at root/work; its path. */
export function siteRemote(root: string): string {
  const work = join(root, 'work')
  cpSync(join(projectDir, 'site.yaml'), join(work, 'site.yaml'))
  cpSync(join(projectDir, 'public'), join(work, 'public'), { recursive: true })
  const git = (...args: string[]) => execFileSync('git', args, { cwd: work, env: { ...process.env, ...developer } })
  git('init', '--quiet', '-b', 'main')
  git('add', '-A')
  git('commit', '--quiet', '-m', 'The site')
  return work
}

/** The two pages createServer reads of the editor's bundle, and its assets/ folder: no build needed. */
export function tinyEditorDir(root: string): string {
  const dir = join(root, 'editor')
  mkdirSync(join(dir, 'src/editing-app'), { recursive: true })
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(join(dir, 'src/editing-app/account.html'), '<!doctype html><title>Account</title>')
  writeFileSync(join(dir, 'src/editing-app/editor.html'), '<!doctype html><html><head><!--draft-head--></head><body></body></html>')
  writeFileSync(join(dir, 'src/editing-app/gallery.html'), '<!doctype html><html><head><!--gallery-head--></head><body></body></html>')
  writeFileSync(join(dir, 'assets/app.js'), 'export {}')
  return dir
}

export interface SignedIn {
  id: number
  role: Role
  /** The Cookie header's value. */
  cookie: string
  /** The session's token, for the header a change sends. */
  csrf: string
}

/** A person of `role`, signed in, for a server whose public URL is publicOrigin. */
export function personOf(store: Store, publicOrigin: string, role: Role, name: string): SignedIn {
  const person = store.redeem(store.invite(name, `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`, role))!
  const { id, row } = store.startSession(person.id, 'in-process test')
  return { id: person.id, role, cookie: `${cookieNames(publicOrigin).session}=${id}`, csrf: row.csrf }
}

/** The headers of a request from the editor's own page at publicOrigin: its Host and Origin, and the person's cookie and token. */
export const fromEditorPage = (publicOrigin: string, person?: SignedIn): Record<string, string> => ({
  host: new URL(publicOrigin).host,
  origin: publicOrigin,
  ...(person && { cookie: person.cookie, [siteEditTokenHeader]: person.csrf }),
})

/** A request of a signed-in person from the editor's page, in process: its status, and its JSON (or its body as `body`). */
export async function requestAs(app: FastifyInstance, publicOrigin: string, person: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) {
  const answer = await app.inject({ method, url, headers: fromEditorPage(publicOrigin, person), ...(method === 'POST' && { payload: payload ?? {} }) })
  let json: Record<string, unknown>
  try {
    json = answer.json()
  } catch {
    json = { body: answer.body }
  }
  return { status: answer.statusCode, json }
}

/** The person sets the value at `path` of their draft's site.yaml through the door, as the page does (its state, then the change). */
export async function setInDraft(app: FastifyInstance, publicOrigin: string, person: SignedIn, path: (string | number)[], value: unknown) {
  const state = await requestAs(app, publicOrigin, person, 'POST', '/__site-edit/state')
  return requestAs(app, publicOrigin, person, 'POST', '/__site-edit/change', { version: state.json.version, change: { kind: 'set', path, value } })
}
