import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser } from '../../tools/browser'
import { openConnected, startDevServer, type DevServer } from '../../tools/dev-server'

// `npm start` draws what the build leaves out (hidden: true), marked: a hidden section dimmed under the word
// "Hidden", a hidden page at its address under a banner. The minimal site with one of each.
const root = fileURLToPath(new URL('../..', import.meta.url))
const siteFile = join(mkdtempSync(join(tmpdir(), 'site-dev-hidden-')), 'site.yaml')
const minimal = readFileSync(join(root, 'tests/fixtures/minimal-site.yaml'), 'utf8')
const withHidden = minimal
  .replace('      - type: logoWall\n', '      - type: callout\n        hidden: true\n        title: A secret offer\n      - type: logoWall\n')
  .replace('  - path: /about\n', '  - path: /about\n    hidden: true\n')
let dev: DevServer | undefined
let browser: Browser

beforeAll(async () => {
  expect(withHidden).toContain('title: A secret offer')
  expect(withHidden).toContain('/about\n    hidden: true')
  writeFileSync(siteFile, withHidden)
  dev = await startDevServer({ siteFile })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.server.close()
})

test('a hidden section is drawn dimmed under a "Hidden" label; a hidden page is reachable, under a banner', async () => {
  const page = await browser.newPage()
  await openConnected(page, `${dev!.url}/`, 20_000)
  const hidden = page.locator('[data-site-hidden="section"]')
  await expect.poll(() => hidden.count(), { timeout: 20_000 }).toBe(1)
  expect(await hidden.textContent()).toContain('A secret offer')
  await expect.poll(() => hidden.getByText('Hidden', { exact: true }).isVisible()).toBe(true)
  const opacity = await hidden.evaluate((element) => getComputedStyle(element.lastElementChild!).opacity)
  expect(Number(opacity)).toBeLessThan(1)
  // The page itself is not hidden: no banner.
  expect(await page.locator('[data-site-hidden="page"]').count()).toBe(0)

  await page.goto(`${dev!.url}/about`)
  const banner = page.locator('[data-site-hidden="page"]')
  await expect.poll(() => banner.textContent(), { timeout: 20_000 }).toBe('This page is hidden: the built site leaves it out.')
  expect(await page.getByText('Websites.').count()).toBeGreaterThan(0)
  await page.close()
})
