import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer, type EditingServer } from '../../../server/app'
import { uploadWords } from '../../../server/drafts'
import { previewWords, type PreviewBuilder } from '../../../server/routes/api-previews'
import { draftHistoryLimit, draftUploadLimit, maxPictureBytes, maxTextBytes, previewsPerMinute, siteEditWords, uploadFolder } from '../../../src/engine/contract/site-edit'
import { siteEditDoor } from '../../../src/engine/vite/site-edit-door'
import { EditHistory } from '../../../src/site-changes/history'
import { readSiteFile } from '../../../src/site-changes/site-file'
import { copyOfSite } from '../site-changes/real-site'
import { personOf, projectDir, siteRemote, tinyEditorDir, type SignedIn, requestAs, setInDraft } from './site-repository'

// What one signed-in person may store and make (the limits are in src/engine/contract/site-edit.ts, with why each is
// that size). The attacker's finding: 25 changes of a 480 KB text made a draft's undo list 88 MB, 1.6 s a change and
// the server some 1 GB; previews had no limit, each a full build of the site, and expired ones stayed on disk. Each
// limit is refused (or said) in words, through the editing server's routes, in process; previews are drawn by a
// stand-in for the site's build (createServer's `buildPreview`).

const publicOrigin = 'http://edit.example.test'
const descriptionPath = ['site', 'description']
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** A PNG of `bytes` bytes, as the upload check reads it (its signature). */
const pngOf = (bytes: number) => Buffer.concat([pngSignature, Buffer.alloc(bytes - pngSignature.length)])

let root: string
let dataDir: string
let server: EditingServer

/** The stand-in for the site's build: one page. */
const buildPreview: PreviewBuilder = async (_draft, outDir) => {
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><p>The draft</p>')
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'limits-'))
  dataDir = join(root, 'data')
  server = await createServer({ repo: siteRemote(root), branch: 'main', dataDir, publicOrigin, trustProxy: false, editorDir: tinyEditorDir(root), projectDir, log: false, buildPreview })
  await server.app.ready()
}, 60_000)

afterAll(async () => {
  await server?.app.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** A request of a signed-in person, from the editor's page. */
const as = (person: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) => requestAs(server.app, publicOrigin, person, method, url, payload)

/** The person sets the site's description in their draft, through the door. */
const setDescription = (person: SignedIn, value: string) => setInDraft(server.app, publicOrigin, person, descriptionPath, value)

const refused = (status: number, message: string) => ({ status, json: { ok: false, message } })

describe('a text in one change', () => {
  test('is at most 64 KB: a longer one is refused in words, naming both sizes, and the draft is as it was', async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Ravi Shah')
    const before = await as(editor, 'POST', '/__site-edit/state')
    expect(await setDescription(editor, 'x'.repeat(480 * 1024))).toEqual(refused(413, 'A text may be at most 64 KB; this one is 480 KB. Nothing was changed.'))
    // Counted in bytes, as stored: 22,000 "₹" are 66,000 bytes.
    expect(await setDescription(editor, '₹'.repeat(22_000))).toEqual(refused(413, 'A text may be at most 64 KB; this one is 65 KB. Nothing was changed.'))
    const after = await as(editor, 'POST', '/__site-edit/state')
    expect([after.json.version, after.json.history]).toEqual([before.json.version, []])
    // 64 KB itself is taken.
    expect((await setDescription(editor, 'x'.repeat(maxTextBytes))).status).toBe(200)
  })

  test('npm start’s door, the same one, refuses it in the same words', async () => {
    const file = copyOfSite()
    const history = new EditHistory(file)
    const change = { kind: 'set', path: descriptionPath, value: 'x'.repeat(480 * 1024) }
    expect(await siteEditDoor('change', { version: readSiteFile(file).version, change }, { history, theFile: 'the file is the one npm start was started with' })).toEqual({ status: 413, body: { ok: false, message: siteEditWords.textTooLong(480 * 1024) } })
    expect(history.entries).toEqual([])
  })
})

describe('a draft’s undo list', () => {
  test('keeps its last changes: past its limit the oldest goes, and the change that let it go says so', async () => {
    const file = copyOfSite()
    const history = new EditHistory(file, {}, undefined, { changes: 3, bytes: 1024 * 1024 })
    const context = { history, theFile: 'the file is your own draft' }
    const change = async (value: string) => (await siteEditDoor('change', { version: readSiteFile(file).version, change: { kind: 'set', path: descriptionPath, value } }, context)).body as { history: string[]; dropped?: string }
    for (const value of ['One.', 'Two.', 'Three.']) expect((await change(value)).dropped).toBeUndefined()
    const fourth = await change('Four.')
    expect(fourth.dropped).toBe('Your oldest change can no longer be undone: a draft keeps its last 200 changes, fewer when they hold long texts.')
    expect(fourth.history).toHaveLength(3)
    expect(fourth.history[0]).toMatch(/One\. → Two\.$/)
    // Three undos, then nothing: the first change stays made.
    for (let undo = 0; undo < 3; undo++) expect((await siteEditDoor('undo', {}, context)).status).toBe(200)
    expect(await siteEditDoor('undo', {}, context)).toEqual({ status: 409, body: { ok: false, message: siteEditWords.nothingToUndo } })
    expect(readSiteFile(file).text).toContain('description: One.')
  })

  test('on the editing server, long texts: the list stays within its bytes, on disk too, and the change that let the oldest go says so', async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Uma Iyer')
    const texts = ['a', 'b'].map((letter) => letter.repeat(60 * 1024))
    let made = 0
    let dropped: unknown
    // Each change holds its text, the one before and the words of both: some 240 KB, so the 4 MB come first, at about 17.
    while (dropped === undefined && made < 40) {
      const answer = await setDescription(editor, texts[made % 2])
      expect(answer.status).toBe(200)
      made++
      dropped = answer.json.dropped
    }
    expect(dropped).toBe(siteEditWords.oldestDropped(1))
    const kept = (await as(editor, 'POST', '/__site-edit/state')).json.history as string[]
    expect(kept.length).toBe(made - 1)
    expect(statSync(join(dataDir, 'draft-history', `${editor.id}.json`)).size).toBeLessThanOrEqual(draftHistoryLimit.bytes)
  })
})

describe('previews', () => {
  test(`each person may start ${previewsPerMinute} a minute (a share link or an ask to publish): the next is refused in words; someone else may`, async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Dev Rao')
    expect((await setDescription(editor, 'A new description.')).status).toBe(200)
    for (let made = 0; made < previewsPerMinute; made++) expect((await as(editor, 'POST', '/api/previews')).status).toBe(200)
    expect(await as(editor, 'POST', '/api/previews')).toEqual(refused(429, previewWords.tooMany))
    expect(await as(editor, 'POST', '/api/publish/ask', { note: '' })).toEqual(refused(429, previewWords.tooMany))
    expect(previewWords.tooMany).toBe('Each preview is a full build of the site, so one person may make 5 a minute. Nothing was made: wait a minute, then try again.')
    const other = personOf(server.store, publicOrigin, 'editor', 'Meera Joshi')
    expect((await as(other, 'POST', '/api/previews')).status).toBe(200)
  })

  test('an expired preview’s folder is removed when a new one is made, and when the server starts', async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Tara Sen')
    const folderOf = (answer: { json: Record<string, unknown> }) => join(dataDir, 'previews', (answer.json.preview as { id: string }).id)
    const expire = (answer: { json: Record<string, unknown> }) => server.store.db.prepare('UPDATE previews SET expires_at = ? WHERE id = ?').run(Date.now() - 1, (answer.json.preview as { id: string }).id)

    const first = await as(editor, 'POST', '/api/previews')
    // Built after the answer.
    await server.builds.idle()
    expect(existsSync(folderOf(first))).toBe(true)
    expire(first)
    const second = await as(editor, 'POST', '/api/previews')
    await server.builds.idle()
    expect([existsSync(folderOf(first)), existsSync(folderOf(second))]).toEqual([false, true])

    // Expired while the server was stopped: gone when it starts.
    expire(second)
    const again = await createServer({ repo: join(root, 'work'), branch: 'main', dataDir, publicOrigin, trustProxy: false, editorDir: tinyEditorDir(root), projectDir, log: false, buildPreview })
    try {
      expect(existsSync(folderOf(second))).toBe(false)
    } finally {
      await again.app.close()
    }
  }, 60_000)
})

describe('the pictures a draft adds', () => {
  test(`are at most ${draftUploadLimit.bytes / 1024 / 1024} MB until it is published: one past it is refused in words, and not saved`, async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Kiran Rao')
    const folder = join(server.repository.draftDir(editor.id), 'public', uploadFolder)
    expect((await as(editor, 'POST', '/__site-edit/state')).status).toBe(200)
    // 48 MB added before (written here: 24 uploads would say no more), then one of 2 MB: 50 MB, the limit itself.
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'earlier.png'), pngOf(draftUploadLimit.bytes - maxPictureBytes))
    const upload = (name: string, bytes: number) => as(editor, 'POST', '/__site-edit/upload', { name, data: pngOf(bytes).toString('base64') })
    expect(await upload('team.png', maxPictureBytes)).toEqual({ status: 200, json: { ok: true, path: `/${uploadFolder}/team.png` } })
    expect(await upload('logo.png', 1000)).toEqual(refused(413, 'A draft may add at most 50 MB of pictures until it is published; yours adds 50 MB, and this one is 1 KB. Nothing was saved: once your draft is published, you can add more.'))
    expect(existsSync(join(folder, 'logo.png'))).toBe(false)
  })

  test(`are at most ${draftUploadLimit.files} files: one more is refused in words`, async () => {
    const editor = personOf(server.store, publicOrigin, 'editor', 'Nila Desai')
    const folder = join(server.repository.draftDir(editor.id), 'public', uploadFolder)
    expect((await as(editor, 'POST', '/__site-edit/state')).status).toBe(200)
    mkdirSync(folder, { recursive: true })
    for (let file = 1; file < draftUploadLimit.files; file++) writeFileSync(join(folder, `earlier-${file}.png`), pngOf(100))
    const upload = (name: string) => as(editor, 'POST', '/__site-edit/upload', { name, data: pngOf(100).toString('base64') })
    expect((await upload('last.png')).status).toBe(200)
    expect(await upload('one-more.png')).toEqual(refused(413, uploadWords.tooMany(draftUploadLimit.files)))
    expect(uploadWords.tooMany(200)).toBe('Your draft already adds 200 pictures, the most a draft may add until it is published. Nothing was saved: once your draft is published, you can add more.')
    expect(readFileSync(join(folder, 'last.png')).length).toBe(100)
  })
})

describe('the choices for conflict cards', () => {
  test('a publish, an update and an undo refuse choices they can’t read (not a list, a wrong keep, over 1,000) in words, and change nothing', async () => {
    const owner = personOf(server.store, publicOrigin, 'owner', 'Lata Menon')
    const before = await as(owner, 'GET', '/api/draft')
    const unreadable = [{ index: 0, words: 'x', keep: 'both' }]
    const tooMany = Array.from({ length: 1001 }, (_, index) => ({ index, words: 'x', keep: 'mine' }))
    for (const choices of ['mine', unreadable, tooMany]) {
      expect(await as(owner, 'POST', '/api/publish', { choices })).toEqual({ status: 400, json: { ok: false, message: 'The choices for the conflicts could not be read. Review your draft again.' } })
      expect(await as(owner, 'POST', '/api/draft/update', { choices })).toEqual({ status: 400, json: { ok: false, message: 'The choices for the conflicts could not be read. Try again.' } })
      expect((await as(owner, 'POST', `/api/history/${'0'.repeat(40)}/undo`, { choices })).status).toBe(400)
    }
    expect(await as(owner, 'GET', '/api/draft')).toEqual(before)
  })
})
