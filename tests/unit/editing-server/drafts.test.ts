import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { diskFullMessage, Drafts } from '../../../server/drafts'
import { Repository } from '../../../server/repository'
import type { Change } from '../../../src/site-changes/operations'
import { readSiteFile } from '../../../src/site-changes/site-file'
import { uploadFolder } from '../../../src/engine/contract/site-edit'
import { developer, projectDir, siteRemote } from './site-repository'

// A draft's two files, its site.yaml and its history (server/drafts.ts), on a real work tree of a real repository:
// what a disk full and a change cut short between its two writes leave. (The editing server killed there, for real,
// is tests/e2e/editing-server/publish-failures.e2e.ts.)

/** The writes whose file's name matches fail as on a full disk (ENOSPC), as long as it is set. */
const full = vi.hoisted(() => ({ files: undefined as RegExp | undefined }))
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>()
  const writeFileSync = ((file: Parameters<typeof real.writeFileSync>[0], ...rest: unknown[]) => {
    if (full.files?.test(String(file))) throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC', errno: -28, syscall: 'write' })
    return (real.writeFileSync as (...args: unknown[]) => void)(file, ...rest)
  }) as typeof real.writeFileSync
  return { ...real, default: { ...real, writeFileSync }, writeFileSync }
})
afterEach(() => {
  full.files = undefined
})

const realSite = readFileSync(join(projectDir, 'site.yaml'), 'utf8')
const site = parse(realSite) as { pages: { path: string }[] }
const standardPrice = ['pages', site.pages.findIndex((page) => page.path === '/pricing'), 'sections', 1, 'plans', 0, 'price']
const aboutTitle = ['pages', site.pages.findIndex((page) => page.path === '/about'), 'sections', 0, 'title']
const valueAt = (text: string, path: (string | number)[]) => path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], parse(text))

/** The project's site.yaml and public/ as a repository's branch, and the editing server's clone of it. */
async function siteRepository() {
  const root = mkdtempSync(join(tmpdir(), 'drafts-'))
  const work = siteRemote(root)
  const repository = new Repository({ remote: work, branch: 'main', dataDir: join(root, 'data') })
  await repository.update()
  return { repository, historyDir: join(root, 'data', 'draft-history') }
}

/** A change made on the draft as it is on disk now. */
const change = (drafts: Drafts, personId: number, change: Change) => drafts.change(personId, (history) => history.apply(readSiteFile(history.file).version, change))

/** What a draft holds, as a server started again (a new Drafts on the same folder) opens it. */
async function reopened(repository: Repository, personId: number) {
  const draft = await new Drafts(repository).of(personId)
  return { text: readFileSync(draft.file, 'utf8'), history: draft.history.entries.map((entry) => entry.words) }
}

const priceWords = 'Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999'

describe('a disk full', () => {
  test('while site.yaml is written (after its history): the change is refused in words, and the draft is as it was, now and after a restart', async () => {
    const { repository, historyDir } = await siteRepository()
    const drafts = new Drafts(repository)
    expect((await change(drafts, 1, { kind: 'set', path: standardPrice, value: '₹27,999' }))?.ok).toBe(true)
    const draft = await drafts.of(1)
    const before = readFileSync(draft.file, 'utf8')

    // site.yaml's new text goes to a file beside it, then takes its place (src/site-changes/site-file.ts).
    full.files = /\.site\.yaml\..*\.tmp$/
    expect(await change(drafts, 1, { kind: 'set', path: aboutTitle, value: 'About our agency' })).toEqual({ ok: false, reason: 'impossible', message: diskFullMessage })
    full.files = undefined

    expect(readFileSync(draft.file, 'utf8')).toBe(before)
    expect(draft.history.entries.map((entry) => entry.words)).toEqual([priceWords])
    expect(readdirSync(historyDir)).toEqual(['1.json'])
    expect(await reopened(repository, 1)).toEqual({ text: before, history: [priceWords] })
    // And the next change is made as usual.
    expect((await change(drafts, 1, { kind: 'set', path: aboutTitle, value: 'About our agency' }))?.ok).toBe(true)
    expect((await reopened(repository, 1)).history).toHaveLength(2)
  })

  test('while its history is written (before site.yaml): the same', async () => {
    const { repository } = await siteRepository()
    const drafts = new Drafts(repository)
    const draft = await drafts.of(2)
    full.files = /draft-history/
    expect(await change(drafts, 2, { kind: 'set', path: standardPrice, value: '₹27,999' })).toEqual({ ok: false, reason: 'impossible', message: diskFullMessage })
    full.files = undefined
    expect([readFileSync(draft.file, 'utf8'), draft.history.entries]).toEqual([realSite, []])
    expect(await reopened(repository, 2)).toEqual({ text: realSite, history: [] })
  })
})

describe('a change cut short between its two writes', () => {
  /** A draft with one change, and the files the second change leaves when the process ends after `step`. */
  async function cutShort(step: 'history' | 'site.yaml') {
    const { repository, historyDir } = await siteRepository()
    const drafts = new Drafts(repository)
    await change(drafts, 3, { kind: 'set', path: standardPrice, value: '₹27,999' })
    const draft = await drafts.of(3)
    const [firstText, firstHistory] = [readFileSync(draft.file, 'utf8'), readFileSync(join(historyDir, '3.json'), 'utf8')]
    await change(drafts, 3, { kind: 'set', path: aboutTitle, value: 'About our agency' })
    // The second change's history was kept in 3.next.json, then took 3.json's place.
    const secondHistory = readFileSync(join(historyDir, '3.json'), 'utf8')
    writeFileSync(join(historyDir, '3.next.json'), secondHistory)
    writeFileSync(join(historyDir, '3.json'), firstHistory)
    if (step === 'history') writeFileSync(draft.file, firstText)
    return { repository, historyDir, firstText, secondText: readFileSync(draft.file, 'utf8') }
  }

  test('ended before site.yaml was written: the draft opens without that change, in its file and its history', async () => {
    const { repository, historyDir, firstText } = await cutShort('history')
    const opened = await reopened(repository, 3)
    expect(opened).toEqual({ text: firstText, history: [priceWords] })
    expect(existsSync(join(historyDir, '3.next.json'))).toBe(false)
  })

  test('ended after site.yaml was written: the draft opens with that change, in its file and its history', async () => {
    const { repository, historyDir, secondText } = await cutShort('site.yaml')
    const opened = await reopened(repository, 3)
    expect(valueAt(opened.text, aboutTitle)).toBe('About our agency')
    expect(opened).toEqual({ text: secondText, history: [priceWords, expect.stringMatching(/^About › .*: .* → About our agency$/)] })
    expect(existsSync(join(historyDir, '3.next.json'))).toBe(false)
  })
})

describe('a change while the draft is being published', () => {
  test('is refused in words and leaves the draft as it was; once the publish is over, the same change is made', async () => {
    const { repository } = await siteRepository()
    const drafts = new Drafts(repository)
    const draft = await drafts.of(5)
    let refused: unknown
    // The publish holds the draft while it commits and pushes: a change arriving then would be in the draft but not in the commit.
    await drafts.holding(5, async () => {
      refused = await change(drafts, 5, { kind: 'set', path: standardPrice, value: '₹27,999' })
    })
    expect(refused).toEqual({ ok: false, reason: 'conflict', message: 'Your draft is being published. Nothing was changed: make the change again in a moment.' })
    expect([readFileSync(draft.file, 'utf8'), draft.history.entries]).toEqual([realSite, []])
    expect((await change(drafts, 5, { kind: 'set', path: standardPrice, value: '₹27,999' }))?.ok).toBe(true)
    expect(draft.history.entries.map((entry) => entry.words)).toEqual([priceWords])
  })
})

describe('a draft when someone has published since it began', () => {
  test('with nothing in it, it follows the branch by itself; with a change, a change undone, or a picture added, it stays where it began', async () => {
    const root = mkdtempSync(join(tmpdir(), 'drafts-'))
    const repository = new Repository({ remote: siteRemote(root), branch: 'main', dataDir: join(root, 'data') })
    await repository.update()
    const drafts = new Drafts(repository)
    const begun = (await drafts.of(1)).base
    for (const person of [2, 3, 4]) expect((await drafts.of(person)).base).toBe(begun)
    expect((await change(drafts, 2, { kind: 'set', path: standardPrice, value: '₹27,999' }))?.ok).toBe(true)
    expect((await change(drafts, 3, { kind: 'set', path: standardPrice, value: '₹27,999' }))?.ok).toBe(true)
    await drafts.change(3, (history) => history.undo(readSiteFile(history.file).version))
    const uploads = join((await drafts.of(4)).publicDir, uploadFolder)
    mkdirSync(uploads, { recursive: true })
    writeFileSync(join(uploads, 'dot.png'), 'a picture')

    // Someone publishes: the About title changes on the branch.
    const work = join(root, 'work')
    const git = (...args: string[]) => execFileSync('git', args, { cwd: work, env: { ...process.env, ...developer } })
    const title = String(valueAt(realSite, aboutTitle))
    expect(realSite.split(`title: ${title}\n`).length).toBe(2)
    writeFileSync(join(work, 'site.yaml'), realSite.replace(`title: ${title}\n`, 'title: About our agency\n'))
    git('commit', '--quiet', '-am', 'A publish')
    const head = await repository.fetchBranch()
    expect(head).not.toBe(begun)

    const followed = await drafts.followBranch(1, head)
    expect([followed.base, valueAt(readFileSync(followed.file, 'utf8'), aboutTitle)]).toEqual([head, 'About our agency'])
    for (const person of [2, 3, 4]) expect((await drafts.followBranch(person, head)).base, `person ${person}`).toBe(begun)
  })
})
