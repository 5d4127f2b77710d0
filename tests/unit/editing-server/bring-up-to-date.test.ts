import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { Drafts } from '../../../server/drafts'
import { updateWords } from '../../../server/publish-words'
import { Publishing } from '../../../server/publishing'
import { Repository } from '../../../server/repository'
import type { Change } from '../../../src/site-changes/operations'
import { readSiteFile } from '../../../src/site-changes/site-file'
import { uploadFolder } from '../../../src/engine/contract/site-edit'
import { developer, siteRemote } from './site-repository'

// "Bring my draft up to date" (server/publishing.ts, bringUpToDate; server/drafts.ts, moveTo): Nila's draft began
// before Asha published. Her changes are made again on Asha's version, her picture kept, each change still undoable;
// a change on a place Asha changed too is a conflict card, and nothing moves until she chooses. A kill in the middle
// of the move loses nothing. (The dock's button, in a browser: tests/e2e/editing-server/publish.e2e.ts.)

const nila = { id: 1, name: 'Nila Desai', email: 'nila@example.com' }
const asha = { id: 2, name: 'Asha Patel', email: 'asha@example.com' }

/** A repository whose draft move can be cut short, as by a kill, just before or just after the work tree moves. */
class KilledRepository extends Repository {
  killed?: 'before-reset' | 'after-reset'
  override async resetDraft(personId: number, commit: string): Promise<string> {
    if (this.killed === 'before-reset') throw new Error('killed')
    const dir = await super.resetDraft(personId, commit)
    if (this.killed === 'after-reset') throw new Error('killed')
    return dir
  }
}

async function twoPeople() {
  const root = mkdtempSync(join(tmpdir(), 'bring-up-to-date-'))
  const work = siteRemote(root)
  const bare = join(root, 'site.git')
  execFileSync('git', ['clone', '--quiet', '--bare', work, bare], { env: { ...process.env, ...developer } })
  const repository = new KilledRepository({ remote: bare, branch: 'main', dataDir: join(root, 'data') })
  await repository.update()
  const drafts = new Drafts(repository)
  const publishing = new Publishing(repository, drafts, { name: 'Site editing server', email: 'editing-server@example.com' })
  const site = parse(readFileSync(join(work, 'site.yaml'), 'utf8')) as { pages: { path: string }[] }
  const plan = (index: number) => ['pages', site.pages.findIndex((page) => page.path === '/pricing'), 'sections', 1, 'plans', index, 'price']
  const change = async (personId: number, made: Change) => {
    const answer = await drafts.change(personId, (history) => history.apply(readSiteFile(history.file).version, made))
    expect(answer?.ok).toBe(true)
  }
  const priceOf = async (personId: number, index: number) => {
    const draft = await drafts.of(personId)
    const data = parse(readFileSync(draft.file, 'utf8'))
    return plan(index).reduce<any>((value, key) => value[key], data)
  }
  // Nila's draft: the Standard price, and a picture uploaded (not yet on any page).
  await change(nila.id, { kind: 'set', path: plan(0), value: '₹27,999' })
  const picture = join((await drafts.of(nila.id)).publicDir, uploadFolder, 'team-photo.png')
  mkdirSync(join(picture, '..'), { recursive: true })
  writeFileSync(picture, 'a picture')
  const headOf = () => execFileSync('git', ['--git-dir', bare, 'rev-parse', 'main'], { encoding: 'utf8' }).trim()
  return { repository, drafts, publishing, plan, change, priceOf, picture, headOf }
}

const nilaPrice = 'Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999'

describe('a draft behind the published site', () => {
  test('is brought up to date: her change made again on the newer version, her picture kept, her change still undoable', async () => {
    const { drafts, publishing, plan, change, priceOf, picture, headOf } = await twoPeople()
    await change(asha.id, { kind: 'set', path: plan(1), value: '₹44,999' })
    expect((await publishing.publish(asha, '')).ok).toBe(true)
    expect((await drafts.of(nila.id)).base).not.toBe(headOf())

    expect(await publishing.bringUpToDate(nila.id)).toEqual({ ok: true, message: updateWords.done })
    const draft = await drafts.of(nila.id)
    expect(draft.base).toBe(headOf())
    expect([await priceOf(nila.id, 0), await priceOf(nila.id, 1)]).toEqual(['₹27,999', '₹44,999'])
    expect(readFileSync(picture, 'utf8')).toBe('a picture')
    expect(draft.history.entries.map((entry) => entry.words)).toEqual([nilaPrice])
    // Her change is undone on the new version: Asha's stays.
    expect((await drafts.change(nila.id, (history) => history.undo()))?.ok).toBe(true)
    expect([await priceOf(nila.id, 0), await priceOf(nila.id, 1)]).toEqual(['₹24,999', '₹44,999'])
    // Once more, nothing to do.
    expect(await publishing.bringUpToDate(nila.id)).toEqual({ ok: true, message: updateWords.upToDate })
  })

  test('with a change on a place someone changed since: a conflict card, nothing moved; then each choice does what it says', async () => {
    const { drafts, publishing, plan, change, priceOf, headOf } = await twoPeople()
    await change(asha.id, { kind: 'set', path: plan(0), value: '₹25,999' })
    expect((await publishing.publish(asha, '')).ok).toBe(true)
    const before = await drafts.of(nila.id)
    const text = readFileSync(before.file, 'utf8')

    const refused = await publishing.bringUpToDate(nila.id)
    expect(refused).toMatchObject({ ok: false, message: updateWords.conflicts(1), conflicts: [{ index: 0, words: nilaPrice, changedBy: 'Asha Patel' }] })
    expect((await drafts.of(nila.id)).base).toBe(before.base)
    expect(readFileSync(before.file, 'utf8')).toBe(text)
    // A choice for a change that is no longer the draft's is refused.
    expect(await publishing.bringUpToDate(nila.id, [{ index: 0, words: 'Something else', keep: 'mine' }])).toEqual({ ok: false, message: updateWords.stale })

    expect(await publishing.bringUpToDate(nila.id, [{ index: 0, words: nilaPrice, keep: 'mine' }])).toEqual({ ok: true, message: updateWords.done })
    expect((await drafts.of(nila.id)).base).toBe(headOf())
    expect(await priceOf(nila.id, 0)).toBe('₹27,999')
  })

  test('keeping theirs: the draft follows the published price, with nothing left to undo', async () => {
    const { drafts, publishing, plan, change, priceOf } = await twoPeople()
    await change(asha.id, { kind: 'set', path: plan(0), value: '₹25,999' })
    expect((await publishing.publish(asha, '')).ok).toBe(true)
    expect(await publishing.bringUpToDate(nila.id, [{ index: 0, words: nilaPrice, keep: 'theirs' }])).toEqual({ ok: true, message: updateWords.done })
    expect(await priceOf(nila.id, 0)).toBe('₹25,999')
    expect((await drafts.of(nila.id)).history.entries).toEqual([])
  })
})

describe('a kill in the middle of the move', () => {
  test('before the work tree moves: the draft, opened again, is as it was', async () => {
    const { repository, drafts, publishing, plan, change, picture } = await twoPeople()
    await change(asha.id, { kind: 'set', path: plan(1), value: '₹44,999' })
    expect((await publishing.publish(asha, '')).ok).toBe(true)
    const before = await drafts.of(nila.id)
    const text = readFileSync(before.file, 'utf8')
    repository.killed = 'before-reset'
    await expect(publishing.bringUpToDate(nila.id)).rejects.toThrow('killed')
    repository.killed = undefined

    const reopened = await new Drafts(repository).of(nila.id)
    expect(reopened.base).toBe(before.base)
    expect(readFileSync(reopened.file, 'utf8')).toBe(text)
    expect(reopened.history.entries.map((entry) => entry.words)).toEqual([nilaPrice])
    expect(readFileSync(picture, 'utf8')).toBe('a picture')
    expect(existsSync(join(repository.options.dataDir, 'draft-history', `${nila.id}.update`))).toBe(false)
  })

  test('after the work tree moved: the draft, opened again, is brought up to date, with its picture and its history', async () => {
    const { repository, publishing, plan, change, picture, headOf } = await twoPeople()
    await change(asha.id, { kind: 'set', path: plan(1), value: '₹44,999' })
    expect((await publishing.publish(asha, '')).ok).toBe(true)
    repository.killed = 'after-reset'
    await expect(publishing.bringUpToDate(nila.id)).rejects.toThrow('killed')
    // The work tree moved and git cleaned it: the picture is gone from it until the draft is opened again.
    expect(existsSync(picture)).toBe(false)
    repository.killed = undefined

    const reopened = await new Drafts(repository).of(nila.id)
    expect(reopened.base).toBe(headOf())
    const data = parse(readFileSync(reopened.file, 'utf8'))
    expect([0, 1].map((index) => plan(index).reduce<any>((value, key) => value[key], data))).toEqual(['₹27,999', '₹44,999'])
    expect(reopened.history.entries.map((entry) => entry.words)).toEqual([nilaPrice])
    expect(readFileSync(picture, 'utf8')).toBe('a picture')
  })
})
