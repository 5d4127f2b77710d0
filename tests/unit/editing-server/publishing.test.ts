import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { Drafts } from '../../../server/drafts'
import { publishWords } from '../../../server/publish-words'
import { Publishing } from '../../../server/publishing'
import { Repository } from '../../../server/repository'
import { undoWords } from '../../../server/undo'
import { readSiteFile } from '../../../src/site-changes/site-file'
import { developerWordsIn } from '../../../src/site/schema-labels'
import { developer, projectDir, siteRemote } from './site-repository'

// A publish and an undo pushed on a branch that keeps moving: the remote a real bare repository, on which a developer
// pushes between the server's fetch and its push as many times as a test says. (The server in its own process, the
// branch moving once: tests/e2e/editing-server/publish-failures.e2e.ts.)

const site = parse(readFileSync(join(projectDir, 'site.yaml'), 'utf8')) as { pages: { path: string }[] }
const standardPrice = ['pages', site.pages.findIndex((page) => page.path === '/pricing'), 'sections', 1, 'plans', 0, 'price']
const priceWords = 'Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999'
const nila = { id: 1, name: 'Nila Desai', email: 'nila@example.com' }

/** The server's clone of a remote whose branch a developer moves just before each of the server's next `moves` pushes. */
class MovingRepository extends Repository {
  moves = 0
  pushes = 0

  override async git(args: string[], cwd?: string, env?: Record<string, string>): Promise<string> {
    if (args[0] === 'push') {
      this.pushes++
      if (this.moves > 0) {
        this.moves--
        developerCommit(this.options.remote)
      }
    }
    return super.git(args, cwd, env)
  }
}

const remoteGit = (bare: string, ...args: string[]) => execFileSync('git', ['--git-dir', bare, ...args], { encoding: 'utf8', env: { ...process.env, ...developer } }).trim()

/** A developer's commit on the remote's branch (it changes nothing of site.yaml: the draft's changes apply again as they are). */
function developerCommit(bare: string) {
  const commit = remoteGit(bare, 'commit-tree', 'main^{tree}', '-p', 'main', '-m', 'A developer’s commit')
  remoteGit(bare, 'update-ref', 'refs/heads/main', commit)
}

/** The project's site as a bare repository's branch; the server's clone of it, its drafts and its publishing. */
async function moving() {
  const root = mkdtempSync(join(tmpdir(), 'publishing-'))
  const work = siteRemote(root)
  const git = (...args: string[]) => execFileSync('git', args, { cwd: work, env: { ...process.env, ...developer } })
  const bare = join(root, 'site.git')
  git('clone', '--quiet', '--bare', work, bare)
  const dataDir = join(root, 'data')
  const repository = new MovingRepository({ remote: bare, branch: 'main', dataDir })
  await repository.update()
  const drafts = new Drafts(repository)
  const publishing = new Publishing(repository, drafts, { name: 'Site editing server', email: 'editing-server@example.com' })
  const priced = await drafts.change(nila.id, (history) => history.apply(readSiteFile(history.file).version, { kind: 'set', path: standardPrice, value: '₹27,999' }))
  expect(priced?.ok).toBe(true)
  return { bare, dataDir, repository, drafts, publishing, authors: () => remoteGit(bare, 'log', '--format=%an', 'main').split('\n') }
}

describe('the branch moves between the fetch and the push', () => {
  test('every time: after 3 tries the publish is refused as busy, nothing of it is on the branch, and the draft is kept', async () => {
    const { dataDir, repository, drafts, publishing, authors } = await moving()
    repository.moves = Infinity
    expect(await publishing.publish(nila, '')).toEqual({ ok: false, message: publishWords.busy })
    expect(repository.pushes).toBe(3)
    expect(authors()).toEqual(['Dev', 'Dev', 'Dev', 'Dev'])
    expect((await drafts.of(nila.id)).history.entries.map((entry) => entry.words)).toEqual([priceWords])
    // Its journal is forgotten: a commit that will never be on the branch.
    expect(readdirSync(join(dataDir, 'publishing'))).toEqual([])
  })

  test('twice: the third try is pushed, once, on the developer’s commits', async () => {
    const { repository, drafts, publishing, authors } = await moving()
    repository.moves = 2
    expect(await publishing.publish(nila, '')).toMatchObject({ ok: true, summary: 'Pricing: Standard price ₹24,999 → ₹27,999' })
    expect(repository.pushes).toBe(3)
    expect(authors()).toEqual(['Nila Desai', 'Dev', 'Dev', 'Dev'])
    expect((await drafts.of(nila.id)).history.entries).toEqual([])
  })

  test('back (a developer removed a commit with a force push since the server last fetched): the removed commit is not brought back', async () => {
    const { bare, repository, publishing, authors } = await moving()
    developerCommit(bare)
    await repository.fetchBranch()
    // The server knows the branch with that commit; the remote no longer has it.
    remoteGit(bare, 'update-ref', 'refs/heads/main', 'main^')
    expect(await publishing.publish(nila, '')).toMatchObject({ ok: true, summary: 'Pricing: Standard price ₹24,999 → ₹27,999' })
    expect(repository.pushes).toBe(2)
    expect(authors()).toEqual(['Nila Desai', 'Dev'])
  })

  test('every time, for an undo: refused as busy, in an undo’s words, and the publish stays', async () => {
    const { bare, repository, publishing, authors } = await moving()
    const published = await publishing.publish(nila, '')
    expect(published.ok).toBe(true)
    repository.moves = Infinity
    expect(await publishing.undo(nila, remoteGit(bare, 'rev-parse', 'main'))).toEqual({ ok: false, message: undoWords.busy })
    expect(repository.pushes).toBe(4)
    expect(authors()).toEqual(['Dev', 'Dev', 'Dev', 'Nila Desai', 'Dev'])
  })
})

describe('a picture that a publish brought to the branch', () => {
  // Issue 46, item 1: what checks a draft applied again on the branch, or an undo, looked for pictures in the draft's
  // own folder or the server's project, neither of which has one that someone else's publish added.
  const asha = { id: 2, name: 'Asha Patel', email: 'asha@example.com' }
  const homeImage = ['pages', site.pages.findIndex((page) => page.path === '/'), 'image', 'src']

  /** Asha adds a picture of her own and makes it the home page's sharing image, then publishes it. */
  async function ashaPublishesAPicture(drafts: Drafts, publishing: Publishing) {
    const draft = await drafts.of(asha.id)
    mkdirSync(join(draft.publicDir, 'images/uploads'), { recursive: true })
    copyFileSync(join(projectDir, 'public/images/social-card.png'), join(draft.publicDir, 'images/uploads/team-photo.png'))
    const named = await drafts.change(asha.id, (history) => history.apply(readSiteFile(history.file).version, { kind: 'set', path: homeImage, value: '/images/uploads/team-photo.png' }))
    expect(named?.ok).toBe(true)
    expect(await publishing.publish(asha, '')).toMatchObject({ ok: true })
  }

  test('a draft begun before it is published on top of it, and that publish can be undone', async () => {
    const { bare, drafts, publishing } = await moving()
    await ashaPublishesAPicture(drafts, publishing)
    // Nila's price change was made before Asha's publish: her draft has no such picture, the branch does.
    expect(await publishing.publish(nila, '')).toMatchObject({ ok: true, summary: 'Pricing: Standard price ₹24,999 → ₹27,999' })
    const nilas = remoteGit(bare, 'rev-parse', 'main')
    expect(remoteGit(bare, 'ls-tree', '--name-only', 'main', 'public/images/uploads/')).toBe('public/images/uploads/team-photo.png')
    // Undone on a branch that names the picture: checked against the branch's pictures, not the server's project.
    expect(await publishing.undo(nila, nilas)).toMatchObject({ ok: true })
    expect(remoteGit(bare, 'show', 'main:site.yaml')).toContain('src: /images/uploads/team-photo.png')
  })
  test('after it, every draft can be reviewed and asked for (one begun before, one begun after, the publisher’s own), and a request published by a reviewer', async () => {
    const { drafts, publishing } = await moving()
    await ashaPublishesAPicture(drafts, publishing)
    const ravi = { id: 3, name: 'Ravi Shah', email: 'ravi@example.com' }
    const later = await drafts.change(ravi.id, (history) => history.apply(readSiteFile(history.file).version, { kind: 'set', path: standardPrice, value: '₹25,999' }))
    expect(later?.ok).toBe(true)
    const mine = await drafts.change(asha.id, (history) => history.apply(readSiteFile(history.file).version, { kind: 'set', path: standardPrice, value: '₹26,999' }))
    expect(mine?.ok).toBe(true)
    for (const person of [nila, ravi, asha]) {
      const review = await publishing.review(person.id)
      expect(review, person.name).toMatchObject({ ok: true })
      expect((review as { problem?: string }).problem, person.name).toBeUndefined()
      expect((await drafts.of(person.id)).problem, person.name).toBeUndefined()
    }
    // Ravi's request, published by Asha as its reviewer: the report's "Your draft has a mistake … does not exist".
    expect(await publishing.publish(ravi, '', [], asha, await drafts.version(ravi.id))).toMatchObject({ ok: true, summary: 'Pricing: Standard price ₹24,999 → ₹25,999' })
  })
})

describe('the Publish history names each commit in words', () => {
  test('a publish by its own first line; a developer’s commit by what it changed on the site, or as a change of the code; the first as the site’s first version', async () => {
    const { bare, repository, publishing } = await moving()
    // A developer's two pushes: another price, with a first line written for developers, then a comment alone.
    const work = join(repository.options.dataDir, '..', 'developer')
    const git = (...args: string[]) => execFileSync('git', args, { cwd: work, env: { ...process.env, ...developer } })
    execFileSync('git', ['clone', '--quiet', bare, work])
    const file = join(work, 'site.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace('price: "₹49,999"', 'price: "₹52,999"'))
    git('commit', '--quiet', '-am', 'site.yaml: bump premium price')
    writeFileSync(file, `# Prices are in rupees.\n${readFileSync(file, 'utf8')}`)
    git('commit', '--quiet', '-am', 'chore(site.yaml): comment')
    git('push', '--quiet', 'origin', 'main')
    // Nila's publish of her draft (₹27,999), on top of them.
    expect(await publishing.publish(nila, '')).toMatchObject({ ok: true, summary: 'Pricing: Standard price ₹24,999 → ₹27,999' })
    const history = await publishing.history()
    expect(history.map(({ subject, author }) => [subject, author])).toEqual([
      ['Pricing: Standard price ₹24,999 → ₹27,999', 'Nila Desai'],
      ['A developer changed the site’s code', 'Dev'],
      ['Pricing: Premium price ₹49,999 → ₹52,999', 'Dev'],
      ['The site’s first version', 'Dev'],
    ])
    // Its undo is named by those words too.
    expect(await publishing.undo(nila, history[2].commit)).toMatchObject({ ok: true, summary: 'Undo: Pricing: Premium price ₹49,999 → ₹52,999' })
  })
})

describe('the review’s warnings', () => {
  test('are in the editor’s words, with where they are on the page, not the file’s lines and keys', async () => {
    const { drafts, publishing } = await moving()
    // Nila's draft (its price changed) also leaves the first client's logo with no description.
    const clients = site.pages.findIndex((page) => page.path === '/clients')
    const alt = ['pages', clients, 'sections', 1, 'logos', 0, 'alt']
    expect((await drafts.change(nila.id, (history) => history.apply(readSiteFile(history.file).version, { kind: 'set', path: alt, value: '' })))?.ok).toBe(true)
    const { warnings } = await publishing.review(nila.id)
    const described = warnings.filter((warning) => warning.startsWith('Clients › '))
    expect(described).toHaveLength(1)
    expect(warnings.flatMap((warning) => developerWordsIn(warning).map((word) => `"${word}" in “${warning}”`))).toEqual([])
  })
})

describe('the dock’s count of changes', () => {
  test('is the review’s: a value changed twice is one change, a change set back is none, a picture added is one', async () => {
    const { drafts, publishing } = await moving()
    const setPrice = async (value: string) => expect((await drafts.change(nila.id, (history) => history.apply(readSiteFile(history.file).version, { kind: 'set', path: standardPrice, value })))?.ok).toBe(true)
    // Nila's draft has the price at ₹27,999: one change, as the review lists it.
    expect([await publishing.changeCount(nila.id), (await publishing.review(nila.id)).groups.flatMap((group) => group.lines)]).toEqual([1, [expect.stringMatching(/Price: ₹24,999 → ₹27,999$/)]])
    await setPrice('₹28,999')
    expect(await publishing.changeCount(nila.id)).toBe(1)
    await setPrice('₹24,999')
    expect([await publishing.changeCount(nila.id), (await drafts.of(nila.id)).history.entries.length]).toEqual([0, 3])
    // A picture in the draft's upload folder, which the review lists under "New pictures".
    const draft = await drafts.of(nila.id)
    mkdirSync(join(draft.publicDir, 'images', 'uploads'), { recursive: true })
    copyFileSync(join(projectDir, 'public', 'favicon.svg'), join(draft.publicDir, 'images', 'uploads', 'mark.svg'))
    expect([await publishing.changeCount(nila.id), (await publishing.review(nila.id)).pictures.length]).toEqual([1, 1])
  })
})
