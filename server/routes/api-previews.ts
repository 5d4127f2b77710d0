// "Share preview": a link anyone can open, without an account, to a person's draft as the built site would be. The
// draft is built as the site is (npm run build, into a folder of the server's data), and its pages are served under
// /preview/<secret>/ as static pages: their scripts are left out, because the site's bundles address the site's
// root (its data files, its routes), and a preview must show only what the draft's build drew. Valid 7 days, revocable.
// Each is a full build of the site: a person may start a few a minute (previewsPerMinute, with "Ask to publish"'s),
// and a preview's folder goes when it expires or is withdrawn (swept when the server starts and at each new one).
//
// A build takes 5 to 15 s, so nobody waits for one: the link (or the request to publish) is answered at once, with
// the draft's site.yaml copied as it was; the build runs after, one at a time, and the link's page says it is being
// made, and opens it by itself, until it is ready. A preview's folder FOLDER has beside it, while it is made,
// FOLDER.pending/ (the copied site.yaml, and where the draft's pictures are) and FOLDER.building/; a build that failed
// leaves FOLDER.failed. A build cut short by a restart is made again when the server starts.
import { execFile, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { setPriority } from 'node:os'
import { join, resolve, sep } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { PreviewLink } from '../../src/editing-app/api'
import { previewsPerMinute } from '../../src/engine/contract/site-edit'
import type { Drafts } from '../drafts'
import type { PreviewRow, Store } from '../store'

/** Draws a draft as the built site into a folder. */
export type PreviewBuilder = (draft: { file: string; publicDir: string }, outDir: string) => Promise<void>

/** The paths beside a preview's folder while it is made, or once its build failed. */
const pendingOf = (folder: string) => `${folder}.pending`
const buildingOf = (folder: string) => `${folder}.building`
const failedOf = (folder: string) => `${folder}.failed`
/** The preview's folder that a name in its parent folder belongs to (itself, or one of the paths beside it). */
export const previewFolderName = (name: string) => name.replace(/\.(pending|building|failed)$/, '')

/** A preview's folder, and everything beside it: a build still to come finds nothing to make, and makes nothing. */
export function removePreview(folder: string) {
  for (const path of [folder, pendingOf(folder), buildingOf(folder), failedOf(folder)]) rmSync(path, { recursive: true, force: true })
}

/**
 * The site builds people start (share links and asks to publish), each person's counted over the last minute, made
 * one after another in the background; and the builder itself (the project's build; in tests, a stand-in).
 */
export class PreviewBuilds {
  private readonly started = new Map<number, number[]>()
  /** One build at a time: on two cores, two at once would each take twice as long, and the server's answers with them. */
  private queue: Promise<void> = Promise.resolve()

  constructor(
    readonly build: PreviewBuilder,
    private readonly failed: (folder: string, error: Error) => void = () => undefined,
  ) {}

  /**
   * Starts a build of the draft as it is now into `folder`, and returns at once: its site.yaml is copied now, so a
   * change made after does not reach the preview. (Its pictures are read from the draft when the build runs: a draft
   * only adds pictures until it is published or discarded.)
   */
  start(draft: { file: string; publicDir: string }, folder: string) {
    removePreview(folder)
    mkdirSync(pendingOf(folder), { recursive: true })
    copyFileSync(draft.file, join(pendingOf(folder), 'site.yaml'))
    writeFileSync(join(pendingOf(folder), 'public-dir'), draft.publicDir)
    this.enqueue(folder)
  }

  /** The builds a restart cut short, in the folders that hold previews, made again. */
  resume(dirs: string[]) {
    for (const dir of dirs) {
      if (!existsSync(dir)) continue
      for (const name of readdirSync(dir)) if (name.endsWith('.pending')) this.enqueue(join(dir, previewFolderName(name)))
    }
  }

  /** Resolves once every build started so far is done (for tests, and a server closing). */
  idle(): Promise<void> {
    return this.queue
  }

  private enqueue(folder: string) {
    this.queue = this.queue.then(async () => {
      const pending = pendingOf(folder)
      // Withdrawn before its turn (revoked, sent back, asked again).
      if (!existsSync(join(pending, 'public-dir'))) return
      const building = buildingOf(folder)
      rmSync(building, { recursive: true, force: true })
      try {
        await this.build({ file: join(pending, 'site.yaml'), publicDir: readFileSync(join(pending, 'public-dir'), 'utf8') }, building)
        // Withdrawn while it was built: nothing is kept.
        if (existsSync(pending)) renameSync(building, folder)
      } catch (error) {
        if (existsSync(pending)) writeFileSync(failedOf(folder), String((error as Error).message).slice(0, 2000))
        this.failed(folder, error as Error)
      } finally {
        rmSync(building, { recursive: true, force: true })
        rmSync(pending, { recursive: true, force: true })
      }
    })
  }

  /** Whether the person may start a build now; if so, it is counted. */
  take(personId: number, now = Date.now()): boolean {
    const recent = (this.started.get(personId) ?? []).filter((at) => now - at < 60_000)
    const allowed = recent.length < previewsPerMinute
    if (allowed) recent.push(now)
    this.started.set(personId, recent)
    return allowed
  }
}

export interface PreviewOptions {
  store: Store
  drafts: Drafts
  dataDir: string
  publicOrigin: string
  builds: PreviewBuilds
}

const linkOf = (publicOrigin: string, token: string) => `${publicOrigin}/preview/${token}/`

export const previewWords = {
  gone: 'This preview link has expired or was withdrawn. Ask for a new one.',
  outside: 'That address is not part of this preview.',
  failed: 'The preview could not be made: your draft has a mistake, or the site could not be built. Try again in a moment.',
  making: 'This preview is being made: the site is being built from the draft, which takes under a minute. This page opens it by itself when it is ready.',
  tooMany: `Each preview is a full build of the site, so one person may make ${previewsPerMinute} a minute. Nothing was made: wait a minute, then try again.`,
}

/** The builds running now (one at a time, PreviewBuilds), and how many publishes hold them stopped. */
const runningBuilds = new Set<ChildProcess>()
let holders = 0

/**
 * Runs `answer` (a publish) with the preview builds stopped (SIGSTOP), and lets them go on after: a publish is a
 * person's wait, a preview's build is not, and on two cores a build beside it made a 0.6 s publish take 3 to 5 s.
 */
export async function withBuildsHeld<T>(answer: () => Promise<T>): Promise<T> {
  if (holders++ === 0) for (const child of runningBuilds) child.kill('SIGSTOP')
  try {
    return await answer()
  } finally {
    if (--holders === 0) for (const child of runningBuilds) child.kill('SIGCONT')
  }
}

/** Builds a draft's site into `outDir` with the project's own build (its bundles come from the build's cache). */
export function buildDraft(projectDir: string, draft: { file: string; publicDir: string }, outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = execFile(
      process.execPath,
      ['pipeline/run.mjs', 'pipeline/build.ts'],
      { cwd: projectDir, env: { ...process.env, SITE_FILE: draft.file, SITE_PUBLIC_DIR: draft.publicDir, SITE_OUT_DIR: outDir }, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        runningBuilds.delete(child)
        if (error) fail(new Error(stderr.slice(-2000)))
        else done()
      },
    )
    runningBuilds.add(child)
    if (holders > 0) child.kill('SIGSTOP')
    // Below the server's own work: a build runs while people wait for answers (on two cores it took both, and an
    // "Ask to publish" meanwhile 3.5 s). The system may refuse; it then runs as the server does.
    try {
      if (child.pid) setPriority(child.pid, 10)
    } catch {
      // not allowed here: left as it is
    }
  })
}

/** A page of the preview as static HTML: no scripts, and every address of the site moved under the preview's own. */
function staticPage(html: string, prefix: string): string {
  return html
    .replace(/<body\b[^>]*>/i, (tag) => `${tag}${draftNotice}`)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => (tag.includes('application/ld+json') ? tag : ''))
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<template id="page-modules">[\s\S]*?<\/template>/gi, '')
    .replace(/<template data-island-modules[^>]*>[\s\S]*?<\/template>/gi, '')
    .replace(/(\s(?:href|src|action|content)=")\/(?!\/)/g, `$1${prefix}`)
}

/**
 * Removes every folder of previewsDir but those of the links that still open (neither expired nor withdrawn): an
 * expired link's build, and any left by a build cut short.
 */
export function sweepPreviews(store: Store, previewsDir: string, now = Date.now()) {
  mkdirSync(previewsDir, { recursive: true })
  const live = new Set((store.db.prepare('SELECT id FROM previews WHERE revoked_at IS NULL AND expires_at > ?').all(now) as { id: string }[]).map((row) => row.id))
  for (const name of readdirSync(previewsDir)) if (!live.has(previewFolderName(name))) rmSync(join(previewsDir, name), { recursive: true, force: true })
}

export function previewRoutes(app: FastifyInstance, { store, drafts, dataDir, publicOrigin, builds }: PreviewOptions) {
  const previewsDir = join(dataDir, 'previews')
  sweepPreviews(store, previewsDir)
  const shown = (row: PreviewRow, token?: string): PreviewLink => ({
    id: row.id,
    // The secret is in the link only when it is made: it is kept hashed.
    url: token ? linkOf(publicOrigin, token) : '',
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  })

  const signedIn = { config: { access: 'signed-in' as const } }

  app.post('/api/previews', signedIn, async (request, reply) => {
    const draft = await drafts.of(request.person!.id)
    if (!draft.update) return reply.code(409).send({ ok: false, message: previewWords.failed })
    if (!builds.take(request.person!.id)) return reply.code(429).send({ ok: false, message: previewWords.tooMany })
    sweepPreviews(store, previewsDir)
    const { token, row } = store.addPreview(request.person!.id, '')
    const folder = join(previewsDir, row.id)
    store.db.prepare('UPDATE previews SET folder = ? WHERE id = ?').run(folder, row.id)
    // Built after the answer: the link says it is being made until it is ready.
    builds.start(draft, folder)
    store.record(request.person, 'Shared a preview of their draft')
    return { ok: true, preview: shown(row, token) }
  })

  app.get('/api/previews', signedIn, (request) => ({ ok: true, previews: store.previewsOf(request.person!.id).map((row) => shown(row)) }))

  app.post<{ Params: { id: string } }>('/api/previews/:id/revoke', signedIn, (request, reply) => {
    const row = store.revokePreview(request.person!.id, request.params.id)
    if (!row) return reply.code(404).send({ ok: false, message: 'There is no such preview link.' })
    if (row.folder) removePreview(row.folder)
    store.record(request.person, 'Withdrew a preview link')
    return { ok: true }
  })

  // The link itself: anyone who has it, no account.
  app.get<{ Params: { token: string; '*': string } }>('/preview/:token/*', { config: { access: 'public' } }, (request, reply) => {
    const row = store.preview(request.params.token)
    if (!row || !row.folder) return reply.code(404).type('text/html; charset=utf-8').send(messagePage(previewWords.gone))
    return sendPreviewFile(reply, row.folder, request.params['*'] ?? '', `/preview/${request.params.token}/`)
  })
}

/**
 * A file of a built draft, `path` inside `folder` (its pages static, their addresses under `prefix`); only files
 * inside the folder: "../" (encoded or not) is refused, never followed.
 */
export function sendPreviewFile(reply: FastifyReply, previewFolder: string, rawPath: string, prefix: string) {
  const folder = resolve(previewFolder)
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return reply.code(400).type('text/html; charset=utf-8').send(messagePage(previewWords.outside))
  }
  let file = resolve(folder, '.' + sep + path)
  if (path.split(/[\\/]/).includes('..') || (file !== folder && !file.startsWith(folder + sep))) return reply.code(400).type('text/html; charset=utf-8').send(messagePage(previewWords.outside))
  // Not built yet: said, and the page asks again by itself; or its build failed.
  if (!existsSync(folder)) {
    const failed = existsSync(failedOf(folder))
    return reply
      .code(failed ? 500 : 503)
      .header('Cache-Control', 'no-store')
      .header('Retry-After', '3')
      .type('text/html; charset=utf-8')
      .send(messagePage(failed ? previewWords.failed : previewWords.making, failed ? undefined : 3))
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
  if (!existsSync(file)) file = join(folder, '404.html')
  if (file.endsWith('.html')) {
    const html = staticPage(readFileSync(file, 'utf8'), prefix)
    return reply.code(file.endsWith('404.html') && !path.endsWith('404.html') ? 404 : 200).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html)
  }
  return reply.header('Cache-Control', 'no-store').sendFile(file.slice(folder.length + 1), folder)
}

/**
 * Above every page of a preview: whoever opens a shared link, or a review, knows that this is not the site. Styled
 * where it stands (the site's stylesheet knows nothing of it); the server's policy allows inline styles.
 */
export const draftNoticeWords = 'Draft preview, not the live site'
const draftNotice = `<p role="note" style="margin:0;padding:10px 16px;background:#fff3bf;color:#1a1b1e;border-bottom:2px solid #e8a900;font:600 15px/1.4 system-ui,sans-serif;text-align:center">${draftNoticeWords}</p>`

/** A page of words; `refresh`, seconds after which it loads again (a preview being made). */
const messagePage = (words: string, refresh?: number) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh ? `<meta http-equiv="refresh" content="${refresh}">` : ''}<title>Preview</title></head><body><main><h1>Preview</h1><p>${words}</p></main></body></html>`
