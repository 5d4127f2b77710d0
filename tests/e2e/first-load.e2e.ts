import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { baseUrl, desktop, useBrowser } from '../../tools/browser'
import { phoneProfile } from '../../tools/phone-profile'

const newContext = useBrowser(30_000)

/** DESIGN.md: JavaScript fetched before the home page answers, at most 100 KB gzip. */
const answerBudgetKb = 100
/** What the four pages the phone budget names fetch before they answer (npm run attach-timing), with a little room, no more. */
const maxFilesBeforeAnswer = 16

/** Opens a page, and returns the gzip KB of JavaScript the browser had fetched when the page said it answers. */
async function jsBeforeAnswer(page: Page, path: string): Promise<{ kb: number; files: string[] }> {
  await page.addInitScript(() => {
    // Installed before <html> exists: watch the whole document for the attribute.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-attached')) return
      ;(window as unknown as { answeredAt: number }).answeredAt = performance.now()
      observer.disconnect()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-attached'] })
  })
  await page.goto(baseUrl() + path)
  await page.waitForSelector('html[data-attached]')
  return page.evaluate(() => {
    const answeredAt = (window as unknown as { answeredAt: number }).answeredAt
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && /\.js$/.test(new URL(entry.name).pathname) && entry.responseEnd <= answeredAt)
    return { kb: scripts.reduce((total, entry) => total + entry.encodedBodySize, 0) / 1024, files: scripts.map((entry) => new URL(entry.name).pathname) }
  })
}

describe('the first load, measured in the browser', () => {
  // The phone's screen (tools/phone-profile.ts), not throttled: what is fetched does not depend on how fast.
  for (const [label, options] of [['a phone', phoneProfile], ['a desktop', desktop]] as const) {
    test(`on ${label}, / answers with at most ${answerBudgetKb} KB of JavaScript (gzip), none of it a static section's`, async () => {
      const page = await (await newContext(options)).newPage()
      const { kb, files } = await jsBeforeAnswer(page, '/')
      expect(kb, files.join('\n')).toBeLessThanOrEqual(answerBudgetKb)
      expect(kb).toBeGreaterThan(40) // React itself: the measure sees the scripts at all
      expect(files.filter((file) => /\/(Hero|Stats|Testimonials|CallToAction|LogoWall|Timeline)-/.test(file))).toEqual([])
      // The card grid is below the hero: its code comes later.
      expect(files.filter((file) => /\/CardGrid-/.test(file))).toEqual([])
    })
  }

  // On Slow 4G every request waits a round trip, six at a time: many small files take longer than the same bytes
  // in few. src/engine/vite/chunk-groups.ts groups the islands' code (the bundler's own split fetched far more files).
  for (const path of ['/', '/contact', '/quote-request', '/portfolio']) {
    test(`on a phone, ${path} answers after at most ${maxFilesBeforeAnswer} JavaScript files`, async () => {
      const page = await (await newContext(phoneProfile)).newPage()
      const { files } = await jsBeforeAnswer(page, path)
      expect(files.length, files.join('\n')).toBeLessThanOrEqual(maxFilesBeforeAnswer)
      expect(files.some((file) => /\/islands-runtime-/.test(file))).toBe(true)
    })
  }
})

describe('what the page sets itself once it loads', () => {
  test("the footer's copyright names the visitor's current year, not the year the page was built", async () => {
    const page = await (await newContext(desktop)).newPage()
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'))
    await page.goto(baseUrl() + '/about')
    await page.waitForSelector('html[data-all-attached]')
    const copyright = page.locator('footer [data-current-year]')
    expect(await copyright.textContent()).toBe('2031')
    expect(await copyright.locator('..').textContent()).toMatch(/^© 2031 /)
  })

  test('the footer\'s social icons keep their elements (and a keyboard focus on them) when their tooltips arrive', async () => {
    const page = await (await newContext(desktop)).newPage()
    // The icon's element at the moment its island attaches: from then on a visitor can be on it.
    await page.addInitScript(`
      new MutationObserver((records, observer) => {
        const island = document.querySelector('[data-island="socialLinks"][data-island-attached]')
        if (!island) return
        window.icon = island.querySelector('a[aria-label="Facebook"]')
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-island-attached'] })
    `)
    await page.goto(baseUrl() + '/about')
    await page.waitForSelector('html[data-all-attached]')
    const facebook = page.getByRole('link', { name: 'Facebook' })
    await facebook.focus()
    // The tooltip shows on hover, so its code is there now.
    await facebook.hover()
    await page.getByRole('tooltip', { name: 'Facebook' }).waitFor()
    expect(await facebook.evaluate((element) => element === (window as unknown as { icon: Element }).icon && element.isConnected)).toBe(true)
  })
})
