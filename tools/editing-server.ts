// What the editing server's tests share: a real git remote (a bare repository, served over HTTP by git http-backend
// behind a token), the server started as a person starts it (npm run edit-server's command, in its own process, so
// it can be really killed), invitations from its command line, and a passkey in Chromium's virtual authenticator.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { serveGit, type GitHost } from './git-http-server'

export const projectDir = fileURLToPath(new URL('..', import.meta.url))

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'A Developer', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'A Developer', GIT_COMMITTER_EMAIL: 'dev@example.com' } })

export interface Remote {
  root: string
  /** The bare repository on disk. */
  bare: string
  /** The repository over HTTP, with the right token in its address. */
  url: string
  /** The same address with another token. */
  urlWithToken(token: string): string
  token: string
  host: GitHost
  /** site.yaml as the branch has it. */
  siteFile(): string
  close(): Promise<void>
}

/** A site's repository (this project's site.yaml and public/), as a bare repository served over HTTP with a token. */
export async function makeRemote(name: string): Promise<Remote> {
  const root = mkdtempSync(join(tmpdir(), `edit-server-${name}-`))
  const work = join(root, 'work')
  cpSync(join(projectDir, 'site.yaml'), join(work, 'site.yaml'))
  cpSync(join(projectDir, 'public'), join(work, 'public'), { recursive: true })
  git(root, 'init', '--quiet', '-b', 'main', work)
  git(work, 'add', '-A')
  git(work, 'commit', '--quiet', '-m', 'The site')
  const bare = join(root, 'site.git')
  git(root, 'clone', '--quiet', '--bare', work, bare)
  const token = `tok_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
  const host = await serveGit(root, token)
  return {
    root,
    bare,
    url: host.urlOf('site.git'),
    urlWithToken: (other) => host.urlOf('site.git', other),
    token,
    host,
    siteFile: () => git(root, '--git-dir', bare, 'show', 'main:site.yaml'),
    close: async () => {
      await host.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })

export interface EditServer {
  /** The origin browsers use: http://localhost:PORT (a passkey is bound to a name, not an address). */
  url: string
  port: number
  dataDir: string
  /** Every line the process wrote, stdout and stderr. */
  output: string[]
  /** The first line of its output (written already, or to come) that has `text`. */
  waitForOutput(text: string): Promise<string>
  process: ChildProcess
  /** Ends it at once (SIGKILL), as a crash would. */
  kill(): Promise<void>
  /**
   * Starts it again, on the same port and data folder, with the same options but `env` (a pause is for one run), and
   * those given.
   */
  restart(options?: Partial<StartOptions>): Promise<EditServer>
}

export interface StartOptions {
  repo: string
  dataDir?: string
  port?: number
  publicUrl?: string
  /** Resolves once the server answers; false: resolves when the process ends (a start that fails). */
  waitUntilReady?: boolean
  /** More of the process's environment: EDIT_SERVER_PAUSE_AT, say (server/pause-points.ts). */
  env?: Record<string, string>
}

/** `npm run edit-server -- --repo URL --data DIR --port PORT`, in a process of its own. */
export async function startEditServer(options: StartOptions): Promise<EditServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'edit-server-data-'))
  const port = options.port ?? (await freePort())
  const args = ['pipeline/run.mjs', 'server/cli.ts', '--repo', options.repo, '--data', dataDir, '--port', String(port)]
  if (options.publicUrl) args.push('--public-url', options.publicUrl)
  const child = spawn(process.execPath, args, { cwd: projectDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } })
  const output: string[] = []
  const waiting = new Set<(line: string) => void>()
  const ended = new Promise<void>((done) => child.on('exit', () => done()))
  const ready = new Promise<void>((done, fail) => {
    // Whole lines only: a chunk may end in the middle of one.
    const reader = () => {
      let rest = ''
      return (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines.filter(Boolean)) {
          output.push(line)
          for (const wait of waiting) wait(line)
          if (line.includes('The editing server is ready')) done()
        }
      }
    }
    child.stdout!.on('data', reader())
    child.stderr!.on('data', reader())
    child.on('exit', (code) => fail(new Error(`The editing server ended (${code}) before it was ready:\n${output.join('\n')}`)))
  })
  if (options.waitUntilReady === false) {
    ready.catch(() => undefined) // a start meant to fail: its ending is the answer, not an error
    await ended
  } else await ready
  const server: EditServer = {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    output,
    waitForOutput: (text) =>
      new Promise((done, fail) => {
        const found = output.find((line) => line.includes(text))
        if (found) return done(found)
        const wait = (line: string) => {
          if (!line.includes(text)) return
          waiting.delete(wait)
          done(line)
        }
        waiting.add(wait)
        void ended.then(() => waiting.has(wait) && fail(new Error(`The editing server ended without writing "${text}":\n${output.join('\n')}`)))
      }),
    process: child,
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL')
      await ended
    },
    restart: async (changes = {}) => {
      await server.kill()
      const again = await startEditServer({ ...options, env: undefined, ...changes, dataDir, port })
      return again
    },
  }
  return server
}

/** `npm run edit-server -- invite NAME EMAIL --role ROLE --data DIR`: the link it prints. */
export function inviteFromTerminal(dataDir: string, name: string, email: string, role: string): string {
  const printed = execFileSync(process.execPath, ['pipeline/run.mjs', 'server/cli.ts', 'invite', name, email, '--role', role, '--data', dataDir], { cwd: projectDir, encoding: 'utf8' })
  const link = /https?:\/\/\S+\/invite\/\S+/.exec(printed)?.[0]
  if (!link) throw new Error(`No invitation link in:\n${printed}`)
  return link
}

/**
 * A button of the editor's dock as a person reaches it: on a phone, every action but Edit page, Undo and Review and
 * publish is under More, which is opened first when the button is not on screen.
 */
export async function dockButton(page: Page, name: string | RegExp): Promise<Locator> {
  const dock = page.locator('#site-editor').getByRole('region', { name: 'Editing' })
  const target = dock.getByRole('button', { name, exact: typeof name === 'string' })
  const more = dock.getByRole('button', { name: 'More', exact: true })
  // The dock has drawn itself: before, the wanted button is "not visible" for the wrong reason.
  await dock.getByRole('button', { name: 'Edit page', exact: true }).waitFor()
  if (!(await target.isVisible()) && (await more.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click()
  return target
}

/** A passkey authenticator in this context's page, as a phone's or a laptop's built-in one (Chromium's virtual authenticator). */
export async function addPasskeyDevice(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
}

/** A JSON request as a page of `origin` sends it (Node's fetch lets a test name any Origin, as an attacker's page can't). */
export async function request(url: string, init: { method?: string; origin?: string; cookie?: string; csrf?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (init.origin) headers.origin = init.origin
  if (init.cookie) headers.cookie = init.cookie
  if (init.csrf !== undefined) headers['x-site-edit-token'] = init.csrf
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(url, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), redirect: 'manual' })
  const text = await response.text()
  let json: { ok?: boolean; message?: string; [key: string]: unknown } | undefined
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

/** The session cookie an answer set ("name=value"). */
export const sessionCookie = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.includes('edit-session='))?.split(';')[0]

/** Accepts an invitation with a password, as the invitation page does; the new session's cookie and CSRF token. */
export async function acceptWithPassword(server: EditServer, link: string, password: string): Promise<{ cookie: string; csrf: string }> {
  const token = link.split('/invite/')[1]
  const answer = await request(`${server.url}/api/invitations/${token}/password`, { origin: server.url, body: { password } })
  if (answer.status !== 200) throw new Error(`The invitation was refused: ${answer.text}`)
  return signedIn(server, sessionCookie(answer.headers)!)
}

/** Signs in with a password; the session's cookie and CSRF token. */
export async function signInWithPassword(server: EditServer, email: string, password: string) {
  const answer = await request(`${server.url}/api/sign-in/password`, { origin: server.url, body: { email, password } })
  if (answer.status !== 200) throw new Error(`Sign-in refused: ${answer.text}`)
  return signedIn(server, sessionCookie(answer.headers)!)
}

async function signedIn(server: EditServer, cookie: string) {
  const me = await request(`${server.url}/api/me`, { cookie })
  return { cookie, csrf: String(me.json?.csrf) }
}

/** Writes a file of the data folder (a test that ages an invitation, say). */
export const writeInData = (server: EditServer, name: string, text: string) => writeFileSync(join(server.dataDir, name), text)
export const readInData = (server: EditServer, name: string) => readFileSync(join(server.dataDir, name), 'utf8')
