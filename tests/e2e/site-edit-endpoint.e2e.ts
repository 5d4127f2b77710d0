import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { fileChangedMessage } from '../../src/site-changes/site-file'
import { siteEditPath, siteEditTokenHeader, siteEditTokenMeta } from '../../src/engine/contract/site-edit'
import { desktop, useBrowser } from '../../tools/browser'
import { openConnected, startDevServer } from '../../tools/dev-server'
import { changedLines, devSiteCopy } from './dev-site-copy'
import { distFolder } from '../../tools/dist'

// `npm start`'s way for the open page to change site.yaml (src/engine/vite/site-edit-plugin.ts): a change from the
// page itself is written as exactly the lines it changes and shows on the page; a request from anywhere else is
// refused and the file is left as it was.
const site = devSiteCopy('site-edit')
const { folder, siteFile, original } = site
const root = fileURLToPath(new URL('../..', import.meta.url))
const pricing = ['pages', 13, 'sections', 1, 'plans', 0, 'price']
let page: Page
let token: string
const newContext = useBrowser(30_000)

// /pricing in the dev server, and the token its page received: one page for the file's requests, opened once (each
// test opening its own spent a dev-server page load, two tests in three not even using it).
beforeAll(async () => {
  page = await (await newContext.forFile(desktop)).newPage()
  await openConnected(page, site.dev.url + '/pricing', 30_000)
  token = (await page.locator(`meta[name="${siteEditTokenMeta}"]`).getAttribute('content')) ?? ''
})

/** A request from the dev server's own page, as the editing interface sends it. */
function fromPage(action: string, body: object, sentToken = token) {
  return page.evaluate(
    async ({ url, body, header, sentToken }) => {
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', [header]: sentToken }, body: JSON.stringify(body) })
      return { status: response.status, body: (await response.json()) as { ok: boolean; version?: string; message?: string; words?: string } }
    },
    { url: `${siteEditPath}/${action}`, body, header: siteEditTokenHeader, sentToken },
  )
}

/** A request from outside the page (Node's http), with the headers a hostile page or a rebinding name would send. */
function fromOutside(headers: Record<string, string>, body: object): Promise<{ status: number; text: string }> {
  const { port } = new URL(site.dev.url)
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: `${siteEditPath}/change`, headers: { 'Content-Type': 'application/json', ...headers } }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
    })
    request.on('error', reject)
    request.end(JSON.stringify(body))
  })
}

describe('the open page changes site.yaml', () => {
  test('a price set from the page is written as that one line, shows on the page, and is undone as it was', async () => {
    const { body: state } = await fromPage('state', {})
    expect(state.ok).toBe(true)
    const { status, body } = await fromPage('change', { version: state.version, change: { kind: 'set', path: pricing, value: '₹27,999' } })
    expect(status).toBe(200)
    expect(body.words).toBe('Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999')
    const after = readFileSync(siteFile, 'utf8')
    expect(changedLines(original, after)).toEqual({ removed: ["            price: \"₹24,999\""], added: ["            price: \"₹27,999\""] })
    await page.getByText('₹27,999').first().waitFor({ timeout: 10_000 })
    const undone = await fromPage('undo', {})
    expect(undone.body.message).toBeUndefined()
    expect(undone.status).toBe(200)
    expect(readFileSync(siteFile, 'utf8')).toBe(original)
  })
})

describe('a save from a text editor between the page’s read and its change', () => {
  const premium = ['pages', 13, 'sections', 1, 'plans', 1, 'price']

  test('the change is made on the saved file when its place is still clear, and refused when its value changed', async () => {
    const { body: state } = await fromPage('state', {})
    // Someone saves another price in their editor: the page's change still has one clear place.
    const editorSave = original.replace('price: "₹49,999"', 'price: "₹52,999"')
    writeFileSync(siteFile, editorSave)
    const reapplied = await fromPage('change', { version: state.version, change: { kind: 'set', path: pricing, value: '₹27,999', was: '₹24,999' } })
    expect(reapplied.status).toBe(200)
    expect(changedLines(original, readFileSync(siteFile, 'utf8'))).toEqual({
      removed: ['            price: "₹24,999"', '            price: "₹49,999"'],
      added: ['            price: "₹27,999"', '            price: "₹52,999"'],
    })
    // Now the editor changes the very price the page read: the page's change is refused, the editor's save kept.
    const { body: before } = await fromPage('state', {})
    const secondSave = readFileSync(siteFile, 'utf8').replace('price: "₹52,999"', 'price: "₹55,000"')
    writeFileSync(siteFile, secondSave)
    const refused = await fromPage('change', { version: before.version, change: { kind: 'set', path: premium, value: '₹60,000', was: '₹52,999' } })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(fileChangedMessage)
    expect(readFileSync(siteFile, 'utf8')).toBe(secondSave)
    writeFileSync(siteFile, original)
  })
})

describe('a request from anywhere but the page is refused, and the file is left as it was', () => {
  const change = () => ({ version: 'any', change: { kind: 'set', path: pricing, value: '₹1' } })
  const own = () => new URL(site.dev.url).host

  test('another origin, with the right token', async () => {
    const answer = await fromOutside({ Host: own(), Origin: 'https://evil.example', [siteEditTokenHeader]: token }, change())
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.text).message).toBe('Refused: the request does not come from this dev server’s page.')
    expect(readFileSync(siteFile, 'utf8')).toBe(original)
  })

  test('the page’s origin with a wrong token', async () => {
    const answer = await fromPage('change', change(), 'f'.repeat(64))
    expect(answer.status).toBe(403)
    expect(answer.body.message).toBe('Refused: the request does not carry this session’s token (reload the page).')
    expect(readFileSync(siteFile, 'utf8')).toBe(original)
  })

  test('a DNS-rebinding name in Host, with a matching Origin and the right token', async () => {
    const { port } = new URL(site.dev.url)
    const answer = await fromOutside({ Host: `evil.example:${port}`, Origin: `http://evil.example:${port}`, [siteEditTokenHeader]: token }, change())
    // Vite's own check of the Host answers first; the endpoint checks it again behind it.
    expect(answer.status).toBe(403)
    expect(answer.text).toMatch(/^Blocked request\. This host \("evil\.example"\) is not allowed\./)
    expect(readFileSync(siteFile, 'utf8')).toBe(original)
  })

  test('a file path in the request, from the page with its token', async () => {
    const other = join(folder, 'other.yaml')
    const answer = await fromPage('change', { ...change(), file: other })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('The request may name only "version" and "change", not "file": the file is the one npm start was started with.')
    expect(existsSync(other)).toBe(false)
    expect(readFileSync(siteFile, 'utf8')).toBe(original)
  })
})

test('npm start listens on this machine only, and a dev server that listens beyond it changes nothing', async () => {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
  expect(scripts.start).toContain('--host 127.0.0.1')
  const open = await startDevServer({ siteFile, host: '0.0.0.0' })
  try {
    const { port } = new URL(open.url)
    const page = await (await newContext(desktop)).newPage()
    await page.goto(`http://127.0.0.1:${port}/pricing`)
    const token = (await page.locator(`meta[name="${siteEditTokenMeta}"]`).getAttribute('content')) ?? ''
    const answer = await page.evaluate(
      async ({ url, header, token }) => {
        const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', [header]: token }, body: JSON.stringify({ version: 'any', change: { kind: 'set', path: ['site', 'brand'], value: 'X' } }) })
        return { status: response.status, body: (await response.json()) as { message: string } }
      },
      { url: `${siteEditPath}/change`, header: siteEditTokenHeader, token },
    )
    expect(answer).toEqual({ status: 403, body: { ok: false, message: 'Refused: this dev server listens beyond this machine; site.yaml can be changed only when npm start listens on 127.0.0.1.' } })
    expect(readFileSync(siteFile, 'utf8')).toBe(original)
  } finally {
    await open.server.close()
  }
})

test('the built site has no trace of it: no endpoint, no token', () => {
  const dist = distFolder()
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]))
  const built = files(dist).filter((file) => /\.(html|js|json)$/.test(file))
  expect(built.length).toBeGreaterThan(20)
  for (const file of built) {
    const text = readFileSync(file, 'utf8')
    expect(text.includes(siteEditPath) || text.includes(siteEditTokenMeta), file).toBe(false)
  }
})
