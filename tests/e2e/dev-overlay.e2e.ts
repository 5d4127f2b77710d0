import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { formatReport, loadSite } from '../../src/site/load-site'
import { launchBrowser } from '../../tools/browser'
import { openConnected, startDevServer, type DevServer } from '../../tools/dev-server'

// The dev server watches a copy of site.yaml, so the test can break and mend it freely.
const root = fileURLToPath(new URL('../..', import.meta.url))
const siteFile = join(mkdtempSync(join(tmpdir(), 'site-dev-')), 'site.yaml')
copyFileSync(join(root, 'site.yaml'), siteFile)
const valid = readFileSync(siteFile, 'utf8')
let dev: DevServer | undefined
let browser: Browser
let url: string

beforeAll(async () => {
  dev = await startDevServer({ siteFile })
  url = dev.url
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.server.close()
})

test('saving site.yaml updates the page; a broken save shows the positioned message; the next good save recovers', async () => {
  const page = await browser.newPage()
  // Once Vite's client listens for changes: a save before that would go unseen.
  await openConnected(page, url, 20_000)
  const heading = page.locator('h1')
  await expect.poll(() => heading.textContent(), { timeout: 20_000 }).toBeTruthy()

  // A valid change: the home hero's button label.
  const relabelled = valid.replace(/label: Get Started\b/, 'label: Start Today')
  expect(relabelled).not.toBe(valid)
  writeFileSync(siteFile, relabelled)
  await expect.poll(() => page.getByRole('link', { name: 'Start Today' }).count(), { timeout: 20_000 }).toBeGreaterThan(0)

  // A broken change: a misspelt key. The overlay shows what `npm run check` prints.
  const broken = valid.replace(/\n(\s+)subtitle: /, '\n$1subtitel: ')
  expect(broken).not.toBe(valid)
  writeFileSync(siteFile, broken)
  const expected = loadSite(siteFile).errors[0]
  expect(expected.message).toBe('Unknown key "subtitel". Did you mean "subtitle"?')
  expect(formatReport(loadSite(siteFile))).toContain(`site.yaml:${expected.line}:${expected.column}  ${expected.message}`)
  const overlay = page.locator('vite-error-overlay')
  await expect.poll(() => overlay.count(), { timeout: 20_000 }).toBe(1)
  const overlayText = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '')
  expect(overlayText).toContain(`site.yaml:${expected.line}:${expected.column}  ${expected.message}`)

  // Mended: the page reloads and draws again.
  writeFileSync(siteFile, valid)
  await expect.poll(() => page.locator('vite-error-overlay').count(), { timeout: 20_000 }).toBe(0)
  await expect.poll(() => page.getByRole('link', { name: 'Get Started' }).count(), { timeout: 20_000 }).toBeGreaterThan(0)
  await page.close()
})

test('opening the site while site.yaml is broken shows the same message, not a blank page', async () => {
  writeFileSync(siteFile, valid.replace(/\n(\s+)subtitle: /, '\n$1subtitel: '))
  const expected = loadSite(siteFile).errors[0]
  const page = await browser.newPage()
  await page.goto(url)
  const overlay = page.locator('vite-error-overlay')
  await expect.poll(() => overlay.count(), { timeout: 20_000 }).toBe(1)
  expect(await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '')).toContain(`site.yaml:${expected.line}:${expected.column}`)
  writeFileSync(siteFile, valid)
  await page.close()
})
