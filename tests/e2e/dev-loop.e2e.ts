import { copyFileSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadSite } from '../../src/site/load-site'
import { desktop, useBrowser } from '../../tools/browser'
import { openConnected, startDevServer, type DevServer } from '../../tools/dev-server'

// `npm start` on a copy of site.yaml, saved the ways editors save, while a visitor's state is on the page.
const root = fileURLToPath(new URL('../..', import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'site-loop-'))
const siteFile = join(folder, 'site.yaml')
copyFileSync(join(root, 'site.yaml'), siteFile)
const valid = readFileSync(siteFile, 'utf8')
let dev: DevServer | undefined
let url: string
const newContext = useBrowser(30_000)

beforeAll(async () => {
  dev = await startDevServer({ siteFile })
  url = dev.url
})

afterAll(async () => {
  writeFileSync(siteFile, valid)
  await dev?.server.close()
})

const saves = {
  'in place': (text: string) => writeFileSync(siteFile, text),
  'by renaming a new file over it': (text: string) => {
    writeFileSync(siteFile + '.tmp', text)
    renameSync(siteFile + '.tmp', siteFile)
  },
  'in two writes, the file empty between them': async (text: string) => {
    writeFileSync(siteFile, '')
    await new Promise((resolve) => setTimeout(resolve, 5)) // an editor truncating, then writing: the gap is the point
    writeFileSync(siteFile, text)
  },
}

/** /contact in the dev server, scrolled down, with a name typed into the message form and into the quote form, on its tab. */
async function contactPageInUse(): Promise<Page> {
  const page = await (await newContext(desktop)).newPage()
  await openConnected(page, url + '/contact', 30_000)
  await page.getByLabel(/^Your Name/).fill('Asha Patel')
  await page.getByRole('radio', { name: 'Get a Quote' }).click()
  await page.getByLabel(/^Full Name/).fill('Ravi Shah')
  await page.evaluate(() => {
    window.scrollTo(0, 300)
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
  return page
}

const shown = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset.siteVersion ?? 0))

/** Saves, and waits until the page says it shows the save. */
async function saveAndWait(page: Page, save: () => unknown) {
  const before = await shown(page)
  await save()
  await page.waitForFunction((count) => Number(document.documentElement.dataset.siteVersion ?? 0) > count, before)
}

/** What contactPageInUse left on the page is all there: the same document, scrolled as it was, the tab, the typing. */
async function expectVisitorStateKept(page: Page, how = '') {
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), how).toBe(true)
  expect(await page.evaluate(() => window.scrollY), how).toBe(300)
  expect(await page.getByRole('radio', { name: 'Get a Quote' }).isChecked(), how).toBe(true)
  expect(await page.getByLabel(/^Your Name/).inputValue(), how).toBe('Asha Patel')
  expect(await page.getByLabel(/^Full Name/).inputValue(), how).toBe('Ravi Shah')
}

test('each way of saving updates the open page in place: same document, same scroll position, what was typed stays', async () => {
  const page = await contactPageInUse()
  let text = valid
  for (const [how, save] of Object.entries(saves)) {
    const title = `Contact Us (${how})`
    text = text.replace(/(badge: Get in Touch\n\s+title: ).*/, `$1${title}`)
    await saveAndWait(page, () => save(text))
    expect(await page.locator('h1').textContent(), how).toBe(title)
    await expectVisitorStateKept(page, how)
  }
  // A change inside the open tab's own form (a shared block, forms): the tab and what was typed stay too.
  await saveAndWait(page, () => writeFileSync(siteFile, text.replace('submitLabel: Submit Quote Request', 'submitLabel: Send the Quote Request')))
  expect(await page.getByRole('button', { name: 'Send the Quote Request' }).count()).toBe(1)
  await expectVisitorStateKept(page, 'a change of the open form')
  writeFileSync(siteFile, valid)
})

test("a broken save shows the check's message on the page within a second, with no stack trace or machine path; the next good save clears it in place", async () => {
  const page = await contactPageInUse()
  const broken = valid.replace(/\n(\s+)subtitle: /, '\n$1subtitel: ')
  writeFileSync(siteFile, broken)
  const problem = loadSite(siteFile).errors[0]
  const overlay = page.locator('vite-error-overlay')
  await overlay.waitFor({ state: 'attached', timeout: 1000 })
  const overlayText = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '')
  expect(overlayText).toContain(`site.yaml:${problem.line}:${problem.column}  Unknown key "subtitel". Did you mean "subtitle"?`)
  expect(overlayText).not.toContain(folder) // the machine's path to the file
  expect(overlayText).not.toMatch(/vite-plugin-site|load-site|node_modules|at \w+ \(/) // no stack trace
  // Mended: the message goes, and the page is still the same one, where it was.
  await saveAndWait(page, () => writeFileSync(siteFile, valid))
  expect(await overlay.count()).toBe(0)
  await expectVisitorStateKept(page)
})

test("Alt+click on a section opens site.yaml at that section's line; holding Alt outlines and names it", async () => {
  const page = await (await newContext(desktop)).newPage()
  const opened: string[] = []
  // Vite's open-in-editor would start an editor on this machine: the test only records what was asked.
  await page.route('**/__open-in-editor?**', (route) => {
    opened.push(new URL(route.request().url()).searchParams.get('file') ?? '')
    return route.fulfill({ status: 200, body: '' })
  })
  await page.goto(url + '/pricing')
  const plans = page.getByText('₹24,999').first()
  await plans.waitFor()
  // Where the pricing table is written: the line of its "- type: pricingTable" in the file.
  const pricing = loadSite(siteFile).site!.pages.findIndex((candidate) => candidate.path === '/pricing')
  const sectionIndex = loadSite(siteFile).site!.pages[pricing].sections.findIndex((section) => section.type === 'pricingTable')
  const lines = valid.split('\n')
  const pageLine = lines.findIndex((line) => line.trim() === '- path: /pricing')
  const typeLines = lines.map((line, index) => ({ line, index })).filter(({ line, index }) => index > pageLine && /^\s+- type: /.test(line))
  const expectedLine = typeLines[sectionIndex].index + 1
  const name = `/pricing → section ${sectionIndex + 1} (pricingTable), site.yaml:${expectedLine}`

  await plans.hover()
  await page.keyboard.down('Alt')
  await plans.hover({ position: { x: 5, y: 5 } })
  await expect.poll(() => page.getByRole('tooltip').filter({ hasText: name }).count()).toBe(1)
  await plans.click({ modifiers: ['Alt'] })
  await page.keyboard.up('Alt')
  await expect.poll(() => opened).toEqual([`site.yaml:${expectedLine}`.replace('site.yaml', siteFile)])
})
