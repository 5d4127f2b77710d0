import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { siteEditPath, siteEditTokenHeader, siteEditTokenMeta, uploadFolder } from '../../src/engine/contract/site-edit'
import { desktop, fastAnimations, useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { changedLines, devSiteCopy, fileBecomes, pointAt, refusalShown } from './dev-site-copy'
import { axeViolations, wcagTags } from './axe'

// Pictures in the editing interface of `npm start` (src/editing-interface/PictureField.tsx, src/engine/vite/public-files.ts):
// the endpoint's `files` and `upload` behind the same locked door as the changes, and the picture field used as a
// person would on /clients' wall of logos. The dev server serves a copy of public/: nothing is written in the
// project's own.
const site = devSiteCopy('editing-pictures')
const { original, read } = site
const root = fileURLToPath(new URL('../..', import.meta.url))
const newContext = useBrowser(30_000)

/** Every file under a folder, by its path inside it. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort()
const projectPublic = join(root, 'public')
const projectFilesBefore = filesUnder(projectPublic)
const publicDir = () => site.publicDir!
const uploads = () => join(publicDir(), uploadFolder)

/** A real 1×1 PNG (drawn by the browser), and an SVG that runs a script. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const scriptSvg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/__site-edit/change")</script></svg>')

afterAll(() => {
  // The project's public/ is as it was: the uploads went to the copy.
  expect(filesUnder(projectPublic)).toEqual(projectFilesBefore)
})

describe('the endpoint: pictures come through the same locked door as the changes', () => {
  let page: Page
  let token: string

  beforeEach(async () => {
    page = await (await newContext(desktop)).newPage()
    await fastAnimations(page)
    await openConnected(page, site.dev.url + '/clients', 30_000)
    token = (await page.locator(`meta[name="${siteEditTokenMeta}"]`).getAttribute('content')) ?? ''
  })

  /** A request from the dev server's own page, as the editing interface sends it. */
  const fromPage = (action: string, body: object, sentToken = token) =>
    page.evaluate(
      async ({ url, body, header, sentToken }) => {
        const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', [header]: sentToken }, body: JSON.stringify(body) })
        return { status: response.status, body: (await response.json()) as { ok: boolean; message?: string; path?: string; files?: string[]; folder?: string } }
      },
      { url: `${siteEditPath}/${action}`, body, header: siteEditTokenHeader, sentToken },
    )

  /** A request from outside the page (Node's http), with the headers a hostile page or a rebinding name would send. */
  const fromOutside = (headers: Record<string, string>, body: object, method = 'POST'): Promise<{ status: number; text: string }> => {
    const { port } = new URL(site.dev.url)
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, method, path: `${siteEditPath}/upload`, headers: { 'Content-Type': 'application/json', ...headers } }, (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      })
      request.on('error', reject)
      request.end(method === 'GET' ? undefined : JSON.stringify(body))
    })
  }

  const upload = (name: string, bytes = png) => ({ name, data: bytes.toString('base64') })
  const own = () => new URL(site.dev.url).host

  test('files: every picture of the public folder, by its path on the site', async () => {
    const { status, body } = await fromPage('files', {})
    expect(status).toBe(200)
    expect(body.folder).toBe(`/${uploadFolder}`)
    expect(body.files).toContain('/clients/client-01.svg')
    expect(body.files).toContain('/images/social-card.png')
    expect(body.files).not.toContain('/_headers')
  })

  test('refused without the token, from another origin, to another Host, or not as a POST: 403 (405), and nothing written', async () => {
    const before = filesUnder(publicDir())
    const noToken = await fromPage('upload', upload('no-token.png'), '')
    expect(noToken.status).toBe(403)
    expect(noToken.body.message).toBe('Refused: the request does not carry this session’s token (reload the page).')
    const wrongToken = await fromPage('upload', upload('wrong-token.png'), 'f'.repeat(64))
    expect(wrongToken.status).toBe(403)

    const otherOrigin = await fromOutside({ Host: own(), Origin: 'https://evil.example', [siteEditTokenHeader]: token }, upload('other-origin.png'))
    expect(otherOrigin.status).toBe(403)
    expect(JSON.parse(otherOrigin.text).message).toBe('Refused: the request does not come from this dev server’s page.')
    const noOrigin = await fromOutside({ Host: own(), [siteEditTokenHeader]: token }, upload('no-origin.png'))
    expect(noOrigin.status).toBe(403)

    const { port } = new URL(site.dev.url)
    const rebinding = await fromOutside({ Host: `evil.example:${port}`, Origin: `http://evil.example:${port}`, [siteEditTokenHeader]: token }, upload('rebinding.png'))
    // Vite's own check of the Host answers first; the endpoint checks it again behind it.
    expect(rebinding.status).toBe(403)

    const get = await fromOutside({ Host: own(), Origin: `http://${own()}`, [siteEditTokenHeader]: token }, {}, 'GET')
    expect(get.status).toBe(405)

    expect(filesUnder(publicDir())).toEqual(before)
  })

  test('a name with "../" or a folder lands in the upload folder of public/, under a safe name', async () => {
    const climbing = await fromPage('upload', upload('../../../Escape Attempt.PNG'))
    expect(climbing).toEqual({ status: 200, body: { ok: true, path: `/${uploadFolder}/escape-attempt.png` } })
    const absolute = await fromPage('upload', upload(`${site.folder}/elsewhere.png`))
    expect(absolute.body.path).toBe(`/${uploadFolder}/elsewhere.png`)
    const windows = await fromPage('upload', upload('..\\..\\win.png'))
    expect(windows.body.path).toBe(`/${uploadFolder}/win.png`)
    // Again: never over the first.
    const again = await fromPage('upload', upload('escape attempt.png'))
    expect(again.body.path).toBe(`/${uploadFolder}/escape-attempt-2.png`)

    expect(readFileSync(join(uploads(), 'escape-attempt.png'))).toEqual(png)
    // Nothing beside the copy of public/, nor above it.
    expect(readdirSync(site.folder).sort()).toEqual(['public', 'site.yaml'])
    expect(existsSync(join(site.folder, 'elsewhere.png'))).toBe(false)
    // Served at once, as a picture.
    const served = await page.evaluate(async (url) => {
      const response = await fetch(url)
      return { status: response.status, type: response.headers.get('content-type'), size: (await response.arrayBuffer()).byteLength }
    }, `/${uploadFolder}/escape-attempt.png`)
    expect(served).toEqual({ status: 200, type: 'image/png', size: png.length })
    // And listed.
    expect((await fromPage('files', {})).body.files).toContain(`/${uploadFolder}/escape-attempt-2.png`)
  })

  test('a refused picture, or a body naming more than the picture, is not written', async () => {
    const before = filesUnder(publicDir())
    const script = await fromPage('upload', upload('drawing.svg', scriptSvg))
    expect(script).toEqual({ status: 415, body: { ok: false, message: 'The SVG holds a script (<script>): a picture may not run code.' } })
    const gif = await fromPage('upload', upload('anim.png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')))
    expect(gif.status).toBe(415)
    const extra = await fromPage('upload', { ...upload('x.png'), folder: '/etc' })
    expect(extra).toEqual({ status: 400, body: { ok: false, message: `An upload may name only "name" and "data", not "folder": a picture is saved in public/${uploadFolder}/, under a safe name.` } })
    const notBase64 = await fromPage('upload', { name: 'x.png', data: '<svg onload=alert(1)>' })
    expect(notBase64.status).toBe(400)
    // The change endpoint still takes nothing but the version and the change.
    const change = await fromPage('change', upload('x.png'))
    expect(change.body.message).toBe('The request may name only "version" and "change", not "name", "data": the file is the one npm start was started with.')
    expect(filesUnder(publicDir())).toEqual(before)
    expect(read()).toBe(original)
  })
})

describe('the picture field on /clients', () => {
  const describeNew = 'Describe the new picture in Alt text: the words written for the one before were removed with it.'
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

  test('a logo chosen among the thumbnails, then a new PNG uploaded: each one line of site.yaml, shown on the page', { timeout: 120_000 }, async () => {
    expect(read()).toBe(original)
    const page = await (await newContext(desktop)).newPage()
    await fastAnimations(page)
    await openConnected(page, site.dev.url + '/clients', 30_000)
    await button(page, 'Edit page').waitFor()
    if ((await button(page, 'Edit page').getAttribute('aria-pressed')) !== 'true') await button(page, 'Edit page').click()
    const toolbar = page.locator('#site-editor').getByRole('toolbar', { name: 'Section 2: Logo wall', exact: true })
    await toolbar.waitFor()
    await (await pointAt(toolbar)).getByRole('button', { name: 'Edit section' }).click()
    const panel = page.getByRole('complementary', { name: 'Edit section 2 (Logo wall)', exact: true })
    await panel.waitFor()
    const wall = page.locator('main section', { has: page.getByRole('heading', { name: 'Businesses We Work With' }) })

    // The second logo: its thumbnails, and another existing one chosen.
    const second = panel.locator('[data-picture="logos.1"]')
    await second.getByRole('button', { name: 'Choose a picture' }).click()
    const thumbnails = second.getByRole('group', { name: 'Pictures of the site' })
    await thumbnails.waitFor()
    expect(await thumbnails.getByRole('button', { name: '/clients/client-02.svg', exact: true }).getAttribute('aria-pressed')).toBe('true')
    // Narrowed to the paths holding what is typed.
    await second.getByLabel('Find a picture').fill('Client-40')
    await expect.poll(() => thumbnails.getByRole('button').count()).toBe(1)
    let before = read()
    await thumbnails.getByRole('button', { name: '/clients/client-40.svg', exact: true }).click()
    await fileBecomes(read, { not: before }, page)
    // Another picture: the description written for the one before goes with it, in the same step.
    expect(changedLines(before, read())).toEqual({ removed: ['          - { src: /clients/client-02.svg, alt: Nova Realty }'], added: ['          - { src: /clients/client-40.svg, alt: "" }'] })
    // (Lotus Spa's logo is client-40 too.)
    await expect.poll(() => wall.locator('img[src="/clients/client-40.svg"][alt=""]').count()).toBe(1)
    await expect.poll(() => second.getByRole('status').textContent()).toBe(describeNew)
    await second.locator('[data-path="logos.1.alt"]').fill('Lotus Builders')
    await second.locator('[data-path="logos.1.alt"]').press('Enter')
    await expect.poll(() => wall.getByRole('img', { name: 'Lotus Builders', exact: true }).getAttribute('src')).toBe('/clients/client-40.svg')
    await expect.poll(() => second.getByRole('status').textContent()).toBe('')
    await expect.poll(() => thumbnails.getByRole('button', { name: '/clients/client-40.svg', exact: true }).getAttribute('aria-pressed')).toBe('true')
    // The form's values follow the page's redraw (at a lower priority).
    await expect.poll(() => second.locator('[data-path="logos.1.src"]').inputValue()).toBe('/clients/client-40.svg')

    // The third logo: a new PNG through "Upload a picture". Saved in the copy of public/ under its safe name, the
    // logo's one line points at it, the page shows it, and the focus is in the alt text, which the schema requires.
    const third = panel.locator('[data-picture="logos.2"]')
    const alt = third.locator('[data-path="logos.2.alt"]')
    expect(await alt.getAttribute('required')).not.toBeNull()
    before = read()
    await third.getByLabel('Upload a picture').setInputFiles({ name: 'New Client Logo.PNG', mimeType: 'image/png', buffer: png })
    await fileBecomes(read, { not: before }, page)
    const saved = join(uploads(), 'new-client-logo.png')
    expect(readFileSync(saved)).toEqual(png)
    expect(relative(publicDir(), saved)).toBe(`${uploadFolder}/new-client-logo.png`)
    expect(changedLines(before, read())).toEqual({ removed: ['          - { src: /clients/client-03.svg, alt: Kavya Textiles }'], added: [`          - { src: /${uploadFolder}/new-client-logo.png, alt: "" }`] })
    const logo = wall.locator(`img[src="/${uploadFolder}/new-client-logo.png"]`)
    await expect.poll(() => logo.getAttribute('src')).toBe(`/${uploadFolder}/new-client-logo.png`)
    // Drawn: the file is served.
    await logo.scrollIntoViewIfNeeded()
    await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth)).toBe(1)
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.path)).toBe('logos.2.alt')
    // Said once the upload's answer is read, which can come after the file is written and the page redrawn.
    await expect.poll(() => third.getByRole('status').textContent()).toBe(`The picture is uploaded. ${describeNew}`)

    // A refused file says why under the field, and changes nothing.
    before = read()
    const uploadsBefore = readdirSync(uploads())
    await third.getByLabel('Upload a picture').setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: scriptSvg })
    // In plain words; its Details, the server's answer.
    const refused = await refusalShown(third.getByRole('alert'))
    expect(refused).toEqual({ words: 'The SVG holds a script (<script>): a picture may not run code.', details: 'HTTP 415' })
    expect(read()).toBe(before)
    expect(readdirSync(uploads())).toEqual(uploadsBefore)

    // A file dropped on the fourth logo is uploaded the same way.
    const fourth = panel.locator('[data-picture="logos.3"]')
    before = read()
    await fourth.evaluate((element, text) => {
      const data = new DataTransfer()
      data.items.add(new File([text], 'Dropped Logo.svg', { type: 'image/svg+xml' }))
      element.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }))
      element.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }))
    }, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60"><rect width="160" height="60" fill="#0c8599"/></svg>')
    await fileBecomes(read, { not: before }, page)
    expect(changedLines(before, read())).toEqual({ removed: ['          - { src: /clients/client-04.svg, alt: Arjun Motors }'], added: [`          - { src: /${uploadFolder}/dropped-logo.svg, alt: "" }`] })
    expect(existsSync(join(uploads(), 'dropped-logo.svg'))).toBe(true)

    // No axe violation in the panel, its thumbnails open.
    expect(await axeViolations(page, { include: '.site-editor-panel', tags: wcagTags })).toEqual([])
    if (process.env.EDITOR_SCREENSHOTS) {
      mkdirSync(process.env.EDITOR_SCREENSHOTS, { recursive: true })
      await second.scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(process.env.EDITOR_SCREENSHOTS, 'pictures-1280.png') })
    }

    // Undo all four (the dropped logo, the upload, the typed description, the chosen logo): the file is back to its bytes.
    for (const left of [2, 1, 1, 0]) {
      await button(page, 'Undo').click()
      await expect.poll(() => changedLines(original, read()).removed.length).toBe(left)
    }
    expect(read()).toBe(original)
  })
})
