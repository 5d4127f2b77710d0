import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseDocument, type YAMLMap, type YAMLSeq } from 'yaml'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import { desktop, launchBrowser, waitForAllAttached, waitForAttached } from '../../tools/browser'
import { serveStatic } from '../../pipeline/static-server'
import { runBuild } from '../../tools/run-build'

// Reshape the site the way a non-developer would, in site.yaml only, then build it and look.
const root = fileURLToPath(new URL('../..', import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'site-reshaped-'))
const siteFile = join(folder, 'site.yaml')
const out = join(folder, 'dist')

const doc = parseDocument(readFileSync(join(root, 'site.yaml'), 'utf8'))
const pages = doc.get('pages') as YAMLSeq<YAMLMap>
const home = pages.items.find((page) => page.get('path') === '/')!
const homeSections = home.get('sections') as YAMLSeq<YAMLMap>
const brand = String(doc.getIn(['site', 'brand']))
const headingOf = (section: YAMLMap) => String(section.get('title') ?? section.get('heading')).replace('{brand}', brand)
const originalHeadings = homeSections.items.map(headingOf)
homeSections.items.reverse()
pages.items.push(
  doc.createNode({
    path: '/careers',
    title: 'Careers | Test',
    description: 'Join the team.',
    sections: [
      { type: 'hero', title: 'Work With Us', subtitle: 'We are hiring.', buttons: [{ label: 'Apply Now', to: '/contact' }] },
      { type: 'faq', heading: 'Hiring Questions', items: [{ question: 'Remote?', answer: 'Yes, across India.' }, { question: 'Interns?', answer: 'Every summer.' }] },
    ],
  }) as YAMLMap,
)
const navLinks = (doc.getIn(['navigation', 'links']) as YAMLSeq<YAMLMap>).items
const clientsIndex = navLinks.findIndex((link) => link.get('to') === '/clients')
navLinks.splice(clientsIndex, 1, doc.createNode({ label: 'Careers', to: '/careers' }) as YAMLMap)
writeFileSync(siteFile, doc.toString())

let browser: Browser
let server: Awaited<ReturnType<typeof serveStatic>>

beforeAll(async () => {
  const build = runBuild({ SITE_FILE: siteFile, SITE_OUT_DIR: out })
  if (build.status !== 0) throw new Error(`build failed:\n${build.stderr}`)
  server = await serveStatic(out)
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  server?.server.close()
})

test('the added page is built, listed in the sitemap and reached from the changed navigation', async () => {
  const html = readFileSync(join(out, 'careers/index.html'), 'utf8')
  expect(html).toContain('<title>Careers | Test</title>')
  expect(html).toContain('Work With Us')
  expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain('/careers</loc>')

  const page = await browser.newPage(desktop)
  await page.goto(server.url + '/')
  await waitForAllAttached(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'About', 'Services', 'Portfolio', 'Careers', 'Pricing', 'Contact'])
  await nav.getByRole('link', { name: 'Careers' }).click()
  await page.waitForURL(server.url + '/careers')
  await expect.poll(() => page.locator('h1').textContent()).toBe('Work With Us')
  expect(await page.getByRole('heading', { level: 2, name: 'Hiring Questions' }).count()).toBe(1)
  expect(await page.getByText('Yes, across India.').count()).toBe(1)
  await page.close()
})

test('the home sections are drawn in their new order', async () => {
  expect(new Set(originalHeadings).size).toBe(originalHeadings.length)
  const html = readFileSync(join(out, 'index.html'), 'utf8').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
  const headingTags = [...html.matchAll(/<h[12][^>]*>(.*?)<\/h[12]>/g)]
  const positions = originalHeadings.map((heading) => headingTags.find((match) => match[1] === heading)?.index ?? -1)
  expect(positions.every((position) => position > 0)).toBe(true)
  // Reversed: each section of the original order now comes after the next one.
  expect([...positions].sort((a, b) => b - a)).toEqual(positions)
  const page = await browser.newPage(desktop)
  await page.goto(server.url + '/')
  await waitForAttached(page)
  const drawn = await page.locator('main section').evaluateAll((sections) => sections.map((section) => section.querySelector('h1, h2')?.textContent ?? ''))
  expect(drawn.filter((text) => originalHeadings.includes(text))).toEqual([...originalHeadings].reverse())
  await page.close()
})
