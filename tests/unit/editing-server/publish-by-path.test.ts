import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createServer, type EditingServer } from '../../../server/app'
import { developer, personOf, projectDir, requestAs, setInDraft, siteRemote, tinyEditorDir } from './site-repository'

// A remote named by its path on disk (a bare repository on the server's own machine), not by a URL: a publish is the
// same one commit as over HTTP (tests/e2e/editing-server/publish.e2e.ts publishes through the dialog, over HTTP).
// Through the server's routes, in process.

const publicOrigin = 'http://edit.example.test'
let root: string
let remote: string
let server: EditingServer

const remoteGit = (...args: string[]) => execFileSync('git', ['--git-dir', remote, ...args], { encoding: 'utf8', env: { ...process.env, ...developer } }).trim()

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'publish-by-path-'))
  remote = join(root, 'site.git')
  execFileSync('git', ['clone', '--quiet', '--bare', siteRemote(root), remote])
  server = await createServer({ repo: remote, branch: 'main', dataDir: join(root, 'data'), publicOrigin, trustProxy: false, editorDir: tinyEditorDir(root), projectDir, log: false })
  await server.app.ready()
}, 60_000)

afterAll(async () => {
  await server?.app.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

test('published to a remote by its path: one new commit on the branch, by her, in words, with exactly that line changed', async () => {
  const publisher = personOf(server.store, publicOrigin, 'publisher', 'Nila Desai')
  const before = remoteGit('rev-parse', 'main')
  const pages = (parse(remoteGit('show', 'main:site.yaml')) as { pages: { path: string }[] }).pages
  const pricing = pages.findIndex((page) => page.path === '/pricing')
  const changed = await setInDraft(server.app, publicOrigin, publisher, ['pages', pricing, 'sections', 1, 'plans', 0, 'price'], '₹27,999')
  expect(changed.status, JSON.stringify(changed.json)).toBe(200)

  const published = await requestAs(server.app, publicOrigin, publisher, 'POST', '/api/publish', { note: 'The new price list from 1 December.' })
  expect(published.status, JSON.stringify(published.json)).toBe(200)
  const commit = remoteGit('rev-parse', 'main')
  expect(published.json).toMatchObject({ ok: true, commit: commit.slice(0, 7), summary: 'Pricing: Standard price ₹24,999 → ₹27,999' })
  // One commit on top of the one before: its author the person, its committer the server, its message the words and the note.
  expect(remoteGit('rev-list', `${before}..main`).split('\n')).toEqual([commit])
  expect(remoteGit('log', '-1', '--format=%P%n%an <%ae>%n%cn <%ce>', 'main').split('\n')).toEqual([before, 'Nila Desai <nila.desai@example.com>', 'Site editing server <editing-server@edit.example.test>'])
  const line = 'Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999'
  expect(remoteGit('log', '-1', '--format=%B', 'main')).toBe(`Pricing: Standard price ₹24,999 → ₹27,999\n\n- ${line}\n\n  The new price list from 1 December.`)
  // Exactly that line of site.yaml, and nothing else.
  expect(remoteGit('diff', '--name-only', before, 'main')).toBe('site.yaml')
  const lines = remoteGit('diff', '-U0', before, 'main').split('\n').filter((text) => /^[-+](?![-+]{2} )/.test(text))
  expect(lines).toEqual(['-            price: "₹24,999"', '+            price: "₹27,999"'])
})
