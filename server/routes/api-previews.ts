// "Share preview": a link anyone can open, without an account, to a person's draft as the built site would be. The
// draft is built as the site is (npm run build, into a folder of the server's data), and its pages are served under
// /preview/<secret>/ as static pages: their scripts are left out, because the site's bundles address the site's
// root (its data files, its routes), and a preview must show only what the draft's build drew. Valid 7 days, revocable.
// Each is a full build of the site: a person may start a few a minute (previewsPerMinute, with "Ask to publish"'s),
// and a preview's folder goes when it expires or is withdrawn (swept when the server starts and at each new one).
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { PreviewLink } from '../../src/editing-app/api'
import { previewsPerMinute } from '../../src/engine/contract/site-edit'
import type { Drafts } from '../drafts'
import type { PreviewRow, Store } from '../store'

/** Draws a draft as the built site into a folder. */
export type PreviewBuilder = (draft: { file: string; publicDir: string }, outDir: string) => Promise<void>

/**
 * The site builds people start (share links and asks to publish), each person's counted over the last minute; and
 * the builder itself (the project's build; in tests, a stand-in).
 */
export class PreviewBuilds {
  private readonly started = new Map<number, number[]>()

  constructor(readonly build: PreviewBuilder) {}

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
  tooMany: `Each preview is a full build of the site, so one person may make ${previewsPerMinute} a minute. Nothing was made: wait a minute, then try again.`,
}

/** Builds a draft's site into `outDir` with the project's own build (its bundles come from the build's cache). */
export function buildDraft(projectDir: string, draft: { file: string; publicDir: string }, outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      ['pipeline/run.mjs', 'pipeline/build.ts'],
      { cwd: projectDir, env: { ...process.env, SITE_FILE: draft.file, SITE_PUBLIC_DIR: draft.publicDir, SITE_OUT_DIR: outDir }, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => (error ? fail(new Error(stderr.slice(-2000))) : done()),
    )
  })
}

/** A page of the preview as static HTML: no scripts, and every address of the site moved under the preview's own. */
function staticPage(html: string, prefix: string): string {
  return html
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
  for (const name of readdirSync(previewsDir)) if (!live.has(name)) rmSync(join(previewsDir, name), { recursive: true, force: true })
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
    try {
      await builds.build(draft, folder)
    } catch (error) {
      request.log.error({ preview: row.id, build: String((error as Error).message).slice(0, 500) }, 'a preview build failed')
      store.revokePreview(request.person!.id, row.id)
      rmSync(folder, { recursive: true, force: true })
      return reply.code(500).send({ ok: false, message: previewWords.failed })
    }
    store.db.prepare('UPDATE previews SET folder = ? WHERE id = ?').run(folder, row.id)
    store.record(request.person, 'Shared a preview of their draft')
    return { ok: true, preview: shown(row, token) }
  })

  app.get('/api/previews', signedIn, (request) => ({ ok: true, previews: store.previewsOf(request.person!.id).map((row) => shown(row)) }))

  app.post<{ Params: { id: string } }>('/api/previews/:id/revoke', signedIn, (request, reply) => {
    const row = store.revokePreview(request.person!.id, request.params.id)
    if (!row) return reply.code(404).send({ ok: false, message: 'There is no such preview link.' })
    rmSync(row.folder, { recursive: true, force: true })
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
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
  if (!existsSync(file)) file = join(folder, '404.html')
  if (file.endsWith('.html')) {
    const html = staticPage(readFileSync(file, 'utf8'), prefix)
    return reply.code(file.endsWith('404.html') && !path.endsWith('404.html') ? 404 : 200).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html)
  }
  return reply.header('Cache-Control', 'no-store').sendFile(file.slice(folder.length + 1), folder)
}

const messagePage = (words: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview</title></head><body><main><h1>Preview</h1><p>${words}</p></main></body></html>`
