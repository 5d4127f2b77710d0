import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { desktop, fastAnimations, useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { devSiteCopy, followLinkTo } from './dev-site-copy'
import { coveredTexts, frameFits } from './frame-fit'
import { realSite } from './site-data'

// Each section's editing frame is drawn around the section's own box (a callout's tinted box, not only its words),
// within 2 px, on every page at a phone's width (and at a desktop's on the pages that hold every type); and on a phone a section's toolbar, once a tap has
// shown it, covers none of that section's headings and paragraphs, which stay free to tap and retype in place.
const site = devSiteCopy('editing-frames')
const newContext = useBrowser(30_000)
// Reduced motion: a card still sliding in (24 px down, until it is scrolled to) is drawn where it will not stay.
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, reducedMotion: 'reduce' as const }
const paths = realSite().pages.map((page) => page.path).filter((path) => path !== '*')

/**
 * Shows `path` in editing mode, its frames fitting its sections: the first page is opened from its address, the next
 * ones as the site's own links do (a dev-server page load each was most of this file's time).
 */
async function editing(page: Page, path: string) {
  if (page.url().startsWith(site.dev.url)) await followLinkTo(page, path)
  else await openConnected(page, site.dev.url + path, 30_000)
  const editSwitch = page.getByRole('button', { name: 'Edit page', exact: true })
  if ((await editSwitch.getAttribute('aria-pressed')) !== 'true') await editSwitch.click()
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('.site-editor-frame').length)).toBeGreaterThan(0)
  // The frames follow the page's late layout (fonts, pictures): measured once two frames agree.
  await expect.poll(() => page.evaluate(frameFits).then((fits) => fits.length > 0 && fits.filter((fit) => fit.misfit > 2 || fit.outside > 2)), { message: `${path}: frames` }).toEqual([])
}

test('at 390 px, on every page: each frame fits its section, and a shown toolbar covers none of its words', { timeout: 300_000 }, async () => {
  const page = await (await newContext(phone)).newPage()
  await fastAnimations(page)
  let sections = 0
  for (const path of paths) {
    await editing(page, path)
    const fits = await page.evaluate(frameFits)
    expect(fits.length, path).toBeGreaterThan(0)
    for (const { place } of fits) {
      // A tap on the section's edge (its padding, where no link is) shows its toolbar, as a finger would.
      const frame = page.locator('.site-editor-frame').nth(fits.findIndex((fit) => fit.place === place))
      await page.locator(`[data-site-section="${place}"]`).evaluate((wrapper) => {
        const first = Array.from(wrapper.querySelectorAll('*')).find((element) => element.getBoundingClientRect().height > 0)
        first?.scrollIntoView({ block: 'center' })
      })
      const box = (await frame.boundingBox())!
      const y = Math.min(Math.max(box.y + box.height / 2, 200), 600)
      await page.touchscreen.tap(box.x + 3, y)
      await expect.poll(() => frame.getAttribute('data-pointed'), { timeout: 5_000 }).toBe('true')
      expect(await page.evaluate(coveredTexts, place), `${path} section ${place}`).toEqual([])
      sections++
    }
  }
  expect(sections).toBeGreaterThan(60)
  expect(site.read()).toBe(site.original)
})

test('at 1280 px: each frame fits its section, on the pages that hold every section type', { timeout: 120_000 }, async () => {
  const page = await (await newContext({ ...desktop, reducedMotion: 'reduce' })).newPage()
  await fastAnimations(page)
  for (const path of ['/', '/about', '/clients', '/contact', '/pricing', '/quote-request', '/terms']) await editing(page, path)
})
