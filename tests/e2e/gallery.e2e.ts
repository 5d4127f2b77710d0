import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sectionTypes } from '../../src/site/schema-files'
import { sectionExamples } from '../../src/site/section-examples'
import { baseUrl, desktop, launchBrowser, watchConsole } from '../../tools/browser'
import { openConnected, startDevServer, type DevServer } from '../../tools/dev-server'
import { distFolder } from '../../tools/dist'

// The dev server's /__gallery: every section type drawn from its catalogue example. The built site must not have it.

const dist = distFolder()
let dev: DevServer | undefined
let browser: Browser
let url: string

describe('npm start: /__gallery', () => {
  beforeAll(async () => {
    dev = await startDevServer()
    url = dev.url
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await dev?.server.close()
  })

  test('shows one block per section type, under its name, with its example drawn, and no console errors', async () => {
    const context = await browser.newContext(desktop)
    // A first visit lets Vite optimise the page's dependencies (it may reload the page while it does).
    const warmUp = await context.newPage()
    await openConnected(warmUp, `${url}/__gallery`, 30_000)
    await expect.poll(() => warmUp.locator('article[data-section-type]').count(), { timeout: 30_000 }).toBe(sectionTypes().length)
    await warmUp.close()

    const page = await context.newPage()
    const problems = watchConsole(page)
    await openConnected(page, `${url}/__gallery`, 30_000)
    const blocks = page.locator('article[data-section-type]')
    await expect.poll(() => blocks.count(), { timeout: 30_000 }).toBe(sectionTypes().length)
    expect(await blocks.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-section-type')))).toEqual(sectionTypes())

    for (const { type, example } of sectionExamples()) {
      const block = page.locator(`article[data-section-type="${type}"]`)
      await expect.poll(() => block.getByRole('heading', { level: 2, name: type, exact: true }).isVisible()).toBe(true)
      const headline = String(example.title ?? example.heading)
      await expect.poll(() => block.getByText(headline, { exact: true }).first().isVisible(), { message: `${type}: "${headline}" is visible` }).toBe(true)
      // Drawn by the section's own component, not by the error boundary's alert.
      expect(await block.getByText('This part of the page could not be shown').count()).toBe(0)
    }
    // Cards further down (in a grid, inside a tab) show once scrolled to, as on the site.
    for (const [type, card] of [['cardGrid', 'UI/UX Design'], ['tabs', 'Node.js']]) {
      const text = page.locator(`article[data-section-type="${type}"]`).getByText(card, { exact: true })
      await text.scrollIntoViewIfNeeded()
      await expect.poll(() => text.evaluate((element) => Number(getComputedStyle(element.closest('[data-card]') ?? element).opacity)), { message: `${type}: "${card}" shows` }).toBe(1)
    }
    // Placeholders are filled in from site.yaml, as on the site.
    const contact = await page.locator('article[data-section-type="contactInfo"] [data-gallery-drawn]').textContent()
    expect(contact).not.toContain('{phone}')
    expect(contact).toContain('Contact Information')
    expect(problems, problems.join('\n')).toEqual([])
    await context.close()
  })
})

describe('the production build', () => {
  const files = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name)
      return statSync(path).isDirectory() ? files(path) : [path]
    })

  test('has no gallery: no file, no mention in any page, script or the sitemap', () => {
    expect(existsSync(join(dist, 'index.html'))).toBe(true)
    const all = files(dist)
    expect(all.filter((file) => /gallery/i.test(relative(dist, file)))).toEqual([])
    for (const file of all.filter((name) => /\.(html|js|css|xml|txt|json)$/.test(name))) {
      expect(readFileSync(file, 'utf8').includes('__gallery'), relative(dist, file)).toBe(false)
    }
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toMatch(/gallery|section-examples/)
  })

  test('answers /__gallery with the not-found page', async () => {
    const response = await fetch(`${baseUrl()}/__gallery`)
    expect(response.status).toBe(404)
  })
})
