import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer, type EditingServer } from '../../../server/app'
import { buildDraft, previewWords, withBuildsHeld, type PreviewBuilder } from '../../../server/routes/api-previews'
import { personOf, projectDir, requestAs, siteRemote, tinyEditorDir, type SignedIn } from './site-repository'

// A preview is built after its answer (server/routes/api-previews.ts), so that nobody waits 5–15 s for a link or a
// request to publish: until it is ready, its link says it is being made and asks again by itself; a build that
// failed says so; a link withdrawn while it is built keeps nothing; a build a restart cut short is made at the next
// start. The build is a stand-in the test lets finish (or fail) when it says.

const publicOrigin = 'http://edit.example.test'

/** The builds waiting for the test to let them finish: each resolves (or fails) its build. */
const gates: { open: () => void; fail: (error: Error) => void }[] = []
const buildPreview: PreviewBuilder = (_draft, outDir) =>
  new Promise((done, fail) => {
    gates.push({
      open: () => {
        mkdirSync(outDir, { recursive: true })
        writeFileSync(join(outDir, 'index.html'), '<!doctype html><p>The draft</p>')
        done()
      },
      fail,
    })
  })
/** The next build to start, once it has. */
async function nextBuild() {
  await expect.poll(() => gates.length).toBeGreaterThan(0)
  return gates.shift()!
}

let root: string
let dataDir: string
let server: EditingServer
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'preview-builds-'))
  dataDir = join(root, 'data')
  server = await createServer({ repo: siteRemote(root), branch: 'main', dataDir, publicOrigin, trustProxy: false, editorDir: tinyEditorDir(root), projectDir, log: false, buildPreview })
  await server.app.ready()
}, 60_000)
afterAll(async () => {
  for (const gate of gates) gate.open()
  await server?.app.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

const as = (person: SignedIn, method: 'GET' | 'POST', url: string) => requestAs(server.app, publicOrigin, person, method, url)
/** The link's page as a visitor with no account opens it. */
async function visit(url: string) {
  const answer = await server.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host: new URL(publicOrigin).host, accept: 'text/html' } })
  return { status: answer.statusCode, body: answer.body, retry: answer.headers['retry-after'] }
}

describe('a shared preview', () => {
  test('answers with its link at once; the link says it is being made, and asks again by itself, until it is built', async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Ravi Shah')
    const made = await as(editor, 'POST', '/api/previews')
    expect(made.status).toBe(200)
    const link = (made.json.preview as { url: string }).url
    const gate = await nextBuild()
    const making = await visit(link)
    expect([making.status, making.retry]).toEqual([503, '3'])
    expect(making.body).toContain(previewWords.making)
    expect(making.body).toContain('<meta http-equiv="refresh" content="3">')
    gate.open()
    await server.builds.idle()
    expect(await visit(link)).toMatchObject({ status: 200, body: '<!doctype html><p>The draft</p>' })
  })

  test('whose build failed: its link says so, in words, and no longer asks again', async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Meera Joshi')
    const link = ((await as(editor, 'POST', '/api/previews')).json.preview as { url: string }).url
    ;(await nextBuild()).fail(new Error('The site could not be built'))
    await server.builds.idle()
    const failed = await visit(link)
    expect(failed.status).toBe(500)
    expect(failed.body).toContain(previewWords.failed)
    expect(failed.body).not.toContain('http-equiv="refresh"')
  })

  test('revoked while it is built: nothing of it is kept', async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Uma Iyer')
    const preview = (await as(editor, 'POST', '/api/previews')).json.preview as { id: string }
    const gate = await nextBuild()
    expect((await as(editor, 'POST', `/api/previews/${preview.id}/revoke`)).status).toBe(200)
    gate.open()
    await server.builds.idle()
    expect(readdirSync(join(dataDir, 'previews')).filter((name) => name.startsWith(preview.id))).toEqual([])
  })

  test('cut short by a restart: built when the server starts again', async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Kiran Rao')
    const link = ((await as(editor, 'POST', '/api/previews')).json.preview as { url: string }).url
    const id = new URL(link).pathname.split('/')[2]
    // The process is gone (this one's build is let go at the end, when it no longer matters): a new server on the
    // same data folder, the build never finished.
    const cut = await nextBuild()
    const again = await createServer({ repo: join(root, 'work'), branch: 'main', dataDir, publicOrigin, trustProxy: false, editorDir: tinyEditorDir(root), projectDir, log: false, buildPreview })
    try {
      ;(await nextBuild()).open()
      await again.builds.idle()
      const shown = await again.app.inject({ method: 'GET', url: `/preview/${id}/`, headers: { host: new URL(publicOrigin).host } })
      expect(shown.statusCode).toBe(200)
    } finally {
      await again.app.close()
      cut.open()
    }
    // The first server's build, let go after the second made it, keeps nothing of its own: the preview is the one built.
    await server.builds.idle()
    const [preview] = server.store.previewsOf(editor.id)
    expect(readdirSync(join(dataDir, 'previews')).filter((name) => name.startsWith(preview.id))).toEqual([preview.id])
  }, 60_000)
})

describe('a publish holds the builds', () => {
  test('a build running is stopped while a publish is made, and goes on after it', async () => {
    // A stand-in for the project's build, run as buildDraft runs it: it says its process id, then waits to be ended.
    const fakeProject = mkdtempSync(join(tmpdir(), 'held-build-'))
    mkdirSync(join(fakeProject, 'pipeline'))
    writeFileSync(join(fakeProject, 'pipeline', 'run.mjs'), "import { writeFileSync, existsSync } from 'node:fs'\nwriteFileSync('pid', String(process.pid))\nconst wait = setInterval(() => { if (existsSync('end')) { clearInterval(wait) } }, 20)\n")
    const built = buildDraft(fakeProject, { file: join(fakeProject, 'site.yaml'), publicDir: fakeProject }, join(fakeProject, 'out'))
    const pidFile = join(fakeProject, 'pid')
    await expect.poll(() => existsSync(pidFile)).toBe(true)
    // The third field of /proc/PID/stat: "T" while stopped.
    const state = () => readFileSync(`/proc/${readFileSync(pidFile, 'utf8')}/stat`, 'utf8').split(') ')[1][0]
    expect(state()).not.toBe('T')
    await withBuildsHeld(async () => {
      await expect.poll(state).toBe('T')
    })
    await expect.poll(state).not.toBe('T')
    writeFileSync(join(fakeProject, 'end'), '')
    await built
    rmSync(fakeProject, { recursive: true, force: true })
  })
})
