import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { siteEditWords, uploadFolder } from '../../../src/engine/contract/site-edit'
import { parseDoorBody, siteEditDoor, type DoorContext } from '../../../src/engine/vite/site-edit-door'
import { EditHistory } from '../../../src/site-changes/history'
import { fileVersion } from '../../../src/site-changes/site-file'
import { copyOfSite, pageIndex, realSite } from './real-site'

// The `/__site-edit` door both servers mount (src/engine/vite/site-edit-door.ts): each action's answer and words, without
// a server. (Through npm start's gate: tests/e2e/site-edit-endpoint.e2e.ts; the editing server's: route-doors.test.ts.)

const pricePath = ['pages', pageIndex('/pricing'), 'sections', 1, 'plans', 0, 'price']
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

function door(extra: Partial<DoorContext> = {}) {
  const file = copyOfSite()
  const publicDir = mkdtempSync(join(tmpdir(), 'door-public-'))
  mkdirSync(join(publicDir, 'images'), { recursive: true })
  const written: string[] = []
  const context: DoorContext = { history: new EditHistory(file), publicDir, theFile: 'the file is the one npm start was started with', onWritten: (result) => written.push(result.entry.words), ...extra }
  return { file, publicDir, written, ask: (action: string, body?: unknown) => siteEditDoor(action, body, context) }
}

const refused = (status: number, message: string) => ({ status, body: { ok: false, message } })

describe('the site-edit door', () => {
  test('state, a change, undo and redo: the file changes, the answer says so in words', async () => {
    const { file, ask, written } = door()
    const state = await ask('state', {})
    expect(state).toMatchObject({ status: 200, body: { ok: true, version: fileVersion(realSite), history: [], canUndo: false, canRedo: false, text: realSite } })
    const made = await ask('change', { version: fileVersion(realSite), change: { kind: 'set', path: pricePath, value: '₹27,999' } })
    const words = 'Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999'
    expect(made).toMatchObject({ status: 200, body: { ok: true, words, history: [words], canUndo: true } })
    expect(written).toEqual([words])
    expect((await ask('undo', {})).status).toBe(200)
    expect(readFileSync(file, 'utf8')).toBe(realSite)
    expect((await ask('redo', {})).status).toBe(200)
    expect((await ask('undo')).status).toBe(200)
    expect(await ask('undo', {})).toEqual(refused(409, 'There is nothing to undo or redo.'))
  })

  test('a body that names more than its action may, or is not an object, or a change without its version, is refused in words', async () => {
    const { ask } = door()
    expect(await ask('change', { version: 'v', change: {}, file: '/etc/passwd' })).toEqual(refused(400, 'The request may name only "version" and "change", not "file": the file is the one npm start was started with.'))
    expect(await ask('change', { name: 'a.png', data: '' })).toEqual(refused(400, 'The request may name only "version" and "change", not "name", "data": the file is the one npm start was started with.'))
    expect(await ask('upload', { name: 'a.png', data: '', folder: '/' })).toEqual(refused(400, `An upload may name only "name" and "data", not "folder": a picture is saved in public/${uploadFolder}/, under a safe name.`))
    expect(await ask('change', [])).toEqual(refused(400, 'The request must be a JSON object.'))
    expect(await ask('change', null)).toEqual(refused(400, 'The request must be a JSON object.'))
    expect(await ask('change', { change: { kind: 'set', path: pricePath, value: 'x' } })).toEqual(refused(400, 'A change names the version of the file it was made on and the change.'))
    expect(await ask('rename', {})).toEqual(refused(404, 'No such action: rename.'))
    expect(parseDoorBody('{"version":')).toEqual({ ok: false, answer: refused(400, siteEditWords.notJson) })
    expect(parseDoorBody('')).toEqual({ ok: true, body: {} })
  })

  test('pictures: an upload is saved under public/, and listed', async () => {
    const saved: string[] = []
    const { ask } = door({ onUploaded: (picture) => saved.push(picture.path) })
    expect(await ask('upload', { name: 'New Logo.PNG', data: png.toString('base64') })).toEqual({ status: 200, body: { ok: true, path: `/${uploadFolder}/new-logo.png` } })
    expect(saved).toEqual([`/${uploadFolder}/new-logo.png`])
    expect(await ask('files', {})).toEqual({ status: 200, body: { ok: true, files: [`/${uploadFolder}/new-logo.png`], folder: `/${uploadFolder}` } })
    // A dev server with no public folder lists none, and saves none.
    const bare = door({ publicDir: undefined })
    expect(await bare.ask('files', {})).toEqual({ status: 200, body: { ok: true, files: [], folder: `/${uploadFolder}` } })
    expect(await bare.ask('upload', { name: 'a.png', data: png.toString('base64') })).toEqual(refused(404, 'This dev server has no public folder to save pictures in.'))
  })
})
