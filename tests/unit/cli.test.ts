import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { formatProblem, loadSite } from '../../src/site/load-site'
import { bundleCacheCopy, runBuild } from '../../tools/run-build'

const root = fileURLToPath(new URL('../..', import.meta.url))
const tsx = join(root, 'node_modules/.bin/tsx')

/** A copy of the real site.yaml with one misspelt key, in a folder of its own. */
function brokenSite() {
  const folder = mkdtempSync(join(tmpdir(), 'site-cli-'))
  const file = join(folder, 'site.yaml')
  const valid = readFileSync(join(root, 'site.yaml'), 'utf8')
  const broken = valid.replace(/\n(\s+)subtitle: /, '\n$1subtitel: ')
  expect(broken).not.toBe(valid)
  writeFileSync(file, broken)
  const [first] = loadSite(file).errors
  return { folder, file, first, located: formatProblem(first, '', 'site.yaml', false).split('\n')[0] }
}

describe('a broken site.yaml', () => {
  test('npm run check fails with site.yaml:LINE:COL and the plain message', () => {
    const { file, located } = brokenSite()
    expect(located).toMatch(/^site\.yaml:\d+:\d+ {2}Unknown key "subtitel"\. Did you mean "subtitle"\?$/)
    const run = spawnSync(tsx, ['scripts/check.ts', file], { cwd: root, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(located)
    expect(run.stderr).toContain('the site was not built')
  })

  test('npm run build fails with the same message and leaves the previous dist/ untouched', () => {
    const { folder, file, located } = brokenSite()
    const out = join(folder, 'dist')
    mkdirSync(out)
    writeFileSync(join(out, 'index.html'), 'previous build')
    // Without bundles at hand (the check runs beside Vite, in its own process), then with them in a cache that a
    // good build filled (the check runs in the build's own thread).
    const cache = bundleCacheCopy(join(folder, 'cache'))
    for (const bundles of ['off', cache]) {
      const run = runBuild({ SITE_FILE: file, SITE_OUT_DIR: out, SITE_BUNDLE_CACHE: bundles })
      expect(run.status, bundles).toBe(1)
      expect(run.stderr, bundles).toContain(located)
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('previous build')
      for (const leftover of ['.new', '.server', '.old']) expect(existsSync(`${out}${leftover}`), `${bundles} ${leftover}`).toBe(false)
    }
  }, 60_000)
})

describe('a build that fails after the check', () => {
  // A page path that site.yaml allows but the file system does not: a folder name over 255 bytes. The check
  // passes, both bundles are built, and the prerender fails writing the page: a failure late in the build.
  test('a prerender that throws leaves the previous dist/ untouched, and no half-built folder behind', () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-late-failure-'))
    const file = join(folder, 'site.yaml')
    const minimal = readFileSync(join(root, 'tests/fixtures/minimal-site.yaml'), 'utf8')
    const longPage = `  - path: /${'a'.repeat(300)}\n    title: Long\n    description: Long.\n    sections:\n      - type: hero\n        title: Long\n\n`
    writeFileSync(file, minimal.replace('  - path: "*"\n', `${longPage}  - path: "*"\n`))
    expect(loadSite(file).errors).toEqual([])
    const out = join(folder, 'dist')
    mkdirSync(join(out, 'about'), { recursive: true })
    writeFileSync(join(out, 'index.html'), 'previous build')
    writeFileSync(join(out, 'about', 'index.html'), 'previous about')
    const run = runBuild({ SITE_FILE: file, SITE_OUT_DIR: out })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/ENAMETOOLONG/)
    expect(run.stderr).toContain('The build failed; dist/ was left as it was.')
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('previous build')
    expect(readFileSync(join(out, 'about', 'index.html'), 'utf8')).toBe('previous about')
    for (const leftover of ['.new', '.server', '.old']) expect(existsSync(`${out}${leftover}`), leftover).toBe(false)
  }, 120_000)
})

describe('a large site', () => {
  /** Every file of a build, by its path inside it. */
  function filesOf(folder: string, prefix = ''): Map<string, string> {
    const files = new Map<string, string>()
    for (const entry of readdirSync(join(folder, prefix), { withFileTypes: true })) {
      const path = join(prefix, entry.name)
      if (entry.isDirectory()) filesOf(folder, path).forEach((text, inner) => files.set(inner, text))
      else files.set(path, readFileSync(join(folder, path), 'utf8'))
    }
    return files
  }

  // Over 150 pages per core the prerender shares the pages out among worker threads: the pages must not change.
  test('prerendered by two worker threads, the build is the same, file for file, as one rendered in one thread', () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-workers-'))
    const build = (workers: number) => {
      const out = join(folder, `dist-${workers}`)
      const run = runBuild({ SITE_OUT_DIR: out, PRERENDER_WORKERS: String(workers) })
      expect(run.stderr).toBe('')
      expect(run.status).toBe(0)
      return filesOf(out)
    }
    const inOneThread = build(1)
    const inTwoWorkers = build(2)
    const pages = [...inOneThread.keys()].filter((path) => path.endsWith('.html'))
    expect(pages).toHaveLength(loadSite().site!.pages.length)
    expect([...inTwoWorkers.keys()].sort()).toEqual([...inOneThread.keys()].sort())
    for (const [path, text] of inOneThread) expect(inTwoWorkers.get(path), path).toBe(text)
  }, 180_000)

  test('a build in place that fails on a page leaves the last build as it was, file for file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-in-place-failure-'))
    const file = join(folder, 'site.yaml')
    const minimal = readFileSync(join(root, 'tests/fixtures/minimal-site.yaml'), 'utf8')
    writeFileSync(file, minimal)
    const out = join(folder, 'dist')
    const env = { SITE_FILE: file, SITE_OUT_DIR: out, SITE_BUNDLE_CACHE: bundleCacheCopy(join(folder, 'cache')) }
    expect(runBuild(env).status).toBe(0)
    const before = filesOf(out)
    // One page edited (it would be moved in) and one whose file cannot be written (after it, in site order).
    const longPage = `  - path: /${'a'.repeat(300)}\n    title: Long\n    description: Long.\n    sections:\n      - type: hero\n        title: Long\n\n`
    const edited = minimal.replace('  - path: "*"\n', `${longPage}  - path: "*"\n`).replace(/^( {4}title: )(.*)$/m, '$1$2 (edited)')
    expect(edited).toContain('(edited)')
    writeFileSync(file, edited)
    expect(loadSite(file).errors).toEqual([])
    const run = runBuild(env)
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/ENAMETOOLONG/)
    const after = filesOf(out)
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort())
    for (const [path, text] of before) expect(after.get(path), path).toBe(text)
    for (const leftover of ['.new', '.server', '.old']) expect(existsSync(`${out}${leftover}`), leftover).toBe(false)
  }, 120_000)

  // The record of the last build is kept in the cache, but other builds write the folder too: one with another
  // cache (SITE_BUNDLE_CACHE=DIR) or without one (=off). After them the record describes pages the folder no
  // longer holds, and a build going by it kept them (it said "0 drawn" over another site's pages).
  test.each([
    ['with another cache', 'other-cache'],
    ['without a cache', 'off'],
  ])('a folder another build has written since (%s) is not taken for the one the cache recorded', (_, otherCache) => {
    const folder = mkdtempSync(join(tmpdir(), 'site-other-build-'))
    const file = join(folder, 'site.yaml')
    const minimal = readFileSync(join(root, 'tests/fixtures/minimal-site.yaml'), 'utf8')
    const edited = minimal.replace(/^( {4}title: )(.*)$/m, '$1$2 (edited)')
    expect(edited).toContain('(edited)')
    const out = join(folder, 'dist')
    const build = (text: string, cache: string) => {
      writeFileSync(file, text)
      const run = runBuild({ SITE_FILE: file, SITE_OUT_DIR: out, SITE_BUNDLE_CACHE: cache === 'off' ? 'off' : join(folder, cache) })
      expect(run.status, run.stderr).toBe(0)
      return { files: filesOf(out), said: run.stdout }
    }
    bundleCacheCopy(join(folder, 'cache'))
    const clean = build(minimal, 'cache')
    // Another cache that knows the same bundles and the same folder updates it in place; none rebuilds it whole.
    if (otherCache !== 'off') cpSync(join(folder, 'cache'), join(folder, otherCache), { recursive: true })
    const other = build(edited, otherCache)
    expect(other.files.get('index.html')).toContain('(edited)')
    const back = build(minimal, 'cache')
    expect(back.said).not.toContain('unchanged')
    expect([...back.files.keys()].sort()).toEqual([...clean.files.keys()].sort())
    for (const [path, text] of clean.files) expect(back.files.get(path), path).toBe(text)
  }, 120_000)

  // Content is data: the bundles are made from code only, so a build of another site.yaml takes them from the
  // cache (no Vite), and a build into the same folder draws again only the pages a change touches. Either way
  // the result is what a clean build without the cache makes, byte for byte.
  test('a changed site.yaml builds with the same bundles, from the cache, drawing only what changed, as a clean build does', () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-cache-'))
    const original = readFileSync(join(root, 'site.yaml'), 'utf8')
    expect(original).toContain('Simple, Transparent Pricing')
    const onePageEdited = join(folder, 'one-page.yaml')
    writeFileSync(onePageEdited, original.replace('Simple, Transparent Pricing', 'Clear Prices, Nothing Hidden'))
    const sharedEdited = join(folder, 'shared.yaml')
    writeFileSync(sharedEdited, readFileSync(onePageEdited, 'utf8').replace(/^ {2}brand: .+$/m, '  brand: Renamed Agency'))
    expect(readFileSync(sharedEdited, 'utf8')).toContain('  brand: Renamed Agency')
    const build = (name: string, env: Record<string, string>, quiet = true) => {
      const out = join(folder, name)
      const run = runBuild({ SITE_OUT_DIR: out, SITE_BUNDLE_CACHE: join(folder, 'cache'), ...env })
      if (quiet) expect(run.stderr).toBe('')
      expect(run.status).toBe(0)
      return { files: filesOf(out), said: run.stdout }
    }
    const pageCount = loadSite().site!.pages.length
    const first = build('dist-a', {})
    expect(first.said).not.toContain('from the cache')
    // A page added, then gone again: the build in place draws the new page, then removes its files and folder.
    const pageAdded = join(folder, 'page-added.yaml')
    writeFileSync(pageAdded, readFileSync(onePageEdited, 'utf8').replace(/^pages:\n/m, 'pages:\n  - path: /news/launch\n    title: Launch\n    description: We launched.\n    sections:\n      - { type: hero, title: Launch }\n'))
    const added = build('dist-a', { SITE_FILE: pageAdded }, false)
    expect(added.said).toContain('bundles and public/ as in the last build')
    expect(added.said).toContain(`2 drawn, ${pageCount - 1} unchanged`) // the new page, and the edited one
    expect(added.files.get('news/launch/index.html')).toContain('We launched.')
    const incremental = build('dist-a', { SITE_FILE: onePageEdited })
    expect(incremental.said).toContain('bundles and public/ as in the last build')
    expect(incremental.said).toContain(`0 drawn, ${pageCount} unchanged`)
    expect(existsSync(join(folder, 'dist-a/news'))).toBe(false)
    const fromCache = build('dist-b', { SITE_FILE: onePageEdited })
    expect(fromCache.said).toContain('bundles from the cache')
    expect(fromCache.said).not.toContain('unchanged')
    const clean = build('dist-c', { SITE_FILE: onePageEdited, SITE_BUNDLE_CACHE: 'off' })
    expect(clean.said).not.toContain('from the cache')

    for (const made of [incremental, fromCache]) {
      expect([...made.files.keys()].sort()).toEqual([...clean.files.keys()].sort())
      for (const [path, text] of clean.files) expect(made.files.get(path), path).toBe(text)
    }
    const assets = (files: Map<string, string>) => [...files].filter(([path]) => path.startsWith('assets/'))
    expect(assets(clean.files)).toEqual(assets(first.files))
    for (const [path, text] of assets(first.files)) expect(text, path).not.toContain('Transparent Pricing')
    expect(first.files.get('pricing/index.html')).toContain('Simple, Transparent Pricing')
    expect(incremental.files.get('pricing/index.html')).toContain('Clear Prices, Nothing Hidden')

    // A shared block (the brand, in every page's title and bar) draws every page again.
    const renamed = build('dist-a', { SITE_FILE: sharedEdited })
    expect(renamed.said).not.toContain('unchanged')
    for (const path of ['index.html', 'about/index.html', 'pricing/index.html']) expect(renamed.files.get(path), path).toContain('Renamed Agency')
  }, 240_000)
})
