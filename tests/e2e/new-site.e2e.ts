import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { siteEditPath, siteEditTokenHeader, siteEditTokenMeta, uploadFolder } from '../../src/engine/contract/site-edit'
import { desktop, useBrowser, watchConsole } from '../../tools/browser'
import { openConnected, startDevServer, type DevServer } from '../../tools/dev-server'
import { runBuild } from '../../tools/run-build'
import { changedLines, fileBecomes } from './dev-site-copy'

// A new business's site from one command (scripts/new-site.ts): made in a folder of its own, checked, started,
// edited on its preview and built, each with SITE_DIR naming the folder, with nothing of the agency's in it.

const root = fileURLToPath(new URL('../..', import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'new-site-'))
const dir = join(folder, 'my-business')
const siteFile = join(dir, 'site.yaml')
const out = join(folder, 'dist')
const read = () => readFileSync(siteFile, 'utf8')
const npm = (args: string[], env: Record<string, string> = {}) => spawnSync('npm', ['run', '--silent', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } })

/** Every file under a folder, by its path inside it. */
const filesUnder = (base: string): string[] =>
  readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()

/** Words of the agency's site.yaml (its name, its trade, its state and city, its sample clients) that no new site holds. */
const agencyWords = ['Agency Name', 'ERP', 'Gujarat', 'Ahmedabad', '/clients/', 'client-01', 'social-card']

// The project's own site, which nothing here may touch.
const agencySite = readFileSync(join(root, 'site.yaml'), 'utf8')
const agencyPublic = filesUnder(join(root, 'public'))
let made: ReturnType<typeof npm>
/** The starter site.yaml as new-site wrote it. */
let starterText = ''

beforeAll(() => {
  made = npm(['new-site', '--', dir])
  starterText = read()
}, 60_000)

afterAll(() => {
  expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toBe(agencySite)
  expect(filesUnder(join(root, 'public'))).toEqual(agencyPublic)
})

describe('npm run new-site -- DIR', () => {
  test('makes the folder: a starter site.yaml and public/ with its favicon, and says how to check, start, edit and build it', () => {
    expect(made.stderr).toBe('')
    expect(made.status).toBe(0)
    expect(filesUnder(dir)).toEqual(['public/favicon.svg', 'public/logo.svg', 'site.yaml'])
    for (const command of ['npm run check', 'npm start', 'npm run build']) expect(made.stdout).toContain(`SITE_DIR=${dir} ${command}`)
    expect(made.stdout).toContain(`${siteFile}: replace "Your business name"`)
    const text = read()
    for (const path of ['/', '/about', '/contact', '"*"']) expect(text).toContain(`  - path: ${path}\n`)
    expect(text).toContain('brand: Your business name')
    expect(text).toContain('form: contact')
    for (const word of agencyWords) expect(text).not.toContain(word)
  })

  test('refuses a folder that exists and holds anything, in plain words, and writes nothing', () => {
    const before = read()
    const again = npm(['new-site', '--', dir])
    expect(again.status).toBe(1)
    expect(again.stdout).toBe('')
    expect(again.stderr.trim()).toBe(`The folder ${dir} already exists and is not empty, and a new site never writes over files. Choose a new folder name, or empty this folder first.`)
    expect(read()).toBe(before)
    expect(filesUnder(dir)).toEqual(['public/favicon.svg', 'public/logo.svg', 'site.yaml'])
  })

  test('npm run check with SITE_DIR: valid, with no warning (not even an unused file)', () => {
    const check = npm(['check'], { SITE_DIR: dir })
    expect(check.stderr).toBe('')
    expect(check.status).toBe(0)
    expect(check.stdout).toMatch(/^site\.yaml is valid\. \(\d+ ms/)
    expect(check.stdout).not.toMatch(/warning/i)
  }, 60_000)
})

describe('npm start with SITE_DIR', () => {
  let dev: DevServer
  const newContext = useBrowser(30_000)

  beforeAll(async () => {
    dev = await startDevServer({ siteDir: dir })
  }, 60_000)

  afterAll(async () => {
    await dev?.server.close()
  })

  test('draws the new site with its own pictures; a text retyped on the preview is written to its site.yaml', { timeout: 120_000 }, async () => {
    const original = read()
    const page = await (await newContext(desktop)).newPage()
    const problems = watchConsole(page)
    await openConnected(page, dev.url + '/', 30_000)
    await expect.poll(() => page.title()).toBe('Your business name | What you do, and where')
    // Its logo and favicon are its own files, from its public/.
    const starterMark = readFileSync(join(dir, 'public/logo.svg'), 'utf8')
    for (const picture of ['/logo.svg', '/favicon.svg']) expect(await page.evaluate(async (url) => (await fetch(url)).text(), picture)).toBe(starterMark)

    // Editing switched on, the hero's title clicked, retyped, and Enter: one line of the new site's site.yaml.
    const button = (name: string) => page.getByRole('button', { name, exact: true })
    await button('Edit page').waitFor()
    if ((await button('Edit page').getAttribute('aria-pressed')) !== 'true') await button('Edit page').click()
    await page.locator('#site-editor').getByRole('toolbar', { name: /^Section 1: /i }).first().waitFor({ timeout: 10_000 })
    const title = page.locator('main h1', { hasText: /^The one thing your customers should know$/ })
    await title.click()
    await page.locator('.site-editor-text-box[data-editing]').waitFor()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Fresh bread every morning')
    await page.keyboard.press('Enter')
    await fileBecomes(read, { not: original }, page)
    expect(changedLines(original, read())).toEqual({ removed: ['        title: The one thing your customers should know'], added: ['        title: Fresh bread every morning'] })
    await page.locator('main h1', { hasText: /^Fresh bread every morning$/ }).waitFor()

    // The endpoint's pictures are those of the new site's public/, and an upload lands there.
    const token = (await page.locator(`meta[name="${siteEditTokenMeta}"]`).getAttribute('content')) ?? ''
    const post = (action: string, body: object) =>
      page.evaluate(
        async ({ url, body, header, token }) => (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', [header]: token }, body: JSON.stringify(body) })).json(),
        { url: `${siteEditPath}/${action}`, body, header: siteEditTokenHeader, token },
      )
    expect(await post('files', {})).toMatchObject({ ok: true, files: ['/favicon.svg', '/logo.svg'] })
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
    expect(await post('upload', { name: 'Shop front.png', data: png })).toEqual({ ok: true, path: `/${uploadFolder}/shop-front.png` })
    expect(existsSync(join(dir, 'public', uploadFolder, 'shop-front.png'))).toBe(true)
    // Not used in site.yaml, the picture would be an unused file to the check: it goes again.
    rmSync(join(dir, 'public', 'images'), { recursive: true })
    expect(problems).toEqual([])
  })
})

describe('npm run diff with SITE_DIR', () => {
  test('diff: the starter as it was against the new site\'s working file names the text retyped on the preview', { timeout: 60_000 }, () => {
    const starter = join(folder, 'starter.yaml')
    writeFileSync(starter, starterText)
    const diff = npm(['diff', '--', starter], { SITE_DIR: dir })
    expect(diff.stderr).toBe('')
    expect(diff.status).toBe(0)
    expect(diff.stdout).toContain(`What changed in site.yaml (${starter} → the working file)`)
    expect(diff.stdout).toContain('The one thing your customers should know → Fresh bread every morning')
  })
})

describe('npm run build with SITE_DIR', () => {
  test('builds the edited site with nothing of the agency\'s: no word of its site.yaml, none of its files', { timeout: 240_000 }, () => {
    const build = runBuild({ SITE_DIR: dir, SITE_OUT_DIR: out })
    expect(build.stderr).toBe('')
    expect(build.status).toBe(0)
    const files = filesUnder(out)
    // The pages, the data, the scripts and the host's _headers, and of public/ only the new site's own files.
    expect(files.filter((file) => !/^(assets|_data)\//.test(file))).toEqual([
      '404.html',
      '_headers',
      'about/index.html',
      'contact/index.html',
      'favicon.svg',
      'index.html',
      'logo.svg',
      'robots.txt',
      'sitemap.xml',
    ].sort())
    for (const picture of ['favicon.svg', 'logo.svg']) expect(readFileSync(join(out, picture))).toEqual(readFileSync(join(dir, 'public', picture)))
    for (const file of files) {
      if (!/\.(html|js|css|json|xml|txt|svg)$|_headers$/.test(file)) continue
      const text = readFileSync(join(out, file), 'utf8')
      for (const word of agencyWords) expect(text, `${file} holds "${word}"`).not.toContain(word)
    }
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Fresh bread every morning')
    expect(readFileSync(join(out, '_headers'), 'utf8')).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/m)
    // The build went where SITE_OUT_DIR said: nothing was written into the new site's folder.
    expect(statSync(dir).isDirectory()).toBe(true)
    expect(existsSync(join(dir, 'dist'))).toBe(false)
  })
})

describe('npm run new-page with SITE_DIR', () => {
  test('adds the page to the new site\'s site.yaml (the agency\'s stays as it was, see afterAll)', { timeout: 60_000 }, () => {
    const before = read()
    const added = npm(['new-page', '--', '/services', 'Services', '--nav', 'Services'], { SITE_DIR: dir })
    expect(added.stderr).toBe('')
    expect(added.status).toBe(0)
    expect(added.stdout).toContain('Added the page /services to site.yaml')
    expect(changedLines(before, read()).added).toContain('  - path: /services')
  })
})
