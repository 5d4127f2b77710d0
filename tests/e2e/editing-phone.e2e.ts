import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { devSiteCopy } from './dev-site-copy'

// Editing on a phone (390 × 844, touch): a tap shows a section's toolbar, the dock is one low bar along the bottom,
// the panel is a sheet, and the page never gets wider than the screen (frames stay within it).
const site = devSiteCopy('editing-phone')
const newContext = useBrowser(30_000)
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

const toolbar = (page: Page, name: string) => page.locator('#site-editor').getByRole('toolbar', { name, exact: true })
const opacity = (page: Page, name: string) => toolbar(page, name).evaluate((element) => Number(getComputedStyle(element).opacity))

test('a tap shows the toolbar; the dock is a bar; the panel is a sheet; nothing is wider than the screen', { timeout: 120_000 }, async () => {
  const page = await (await newContext(phone)).newPage()
  await openConnected(page, site.dev.url + '/pricing', 30_000)
  const editSwitch = page.getByRole('button', { name: 'Edit page', exact: true })
  await editSwitch.tap()
  await toolbar(page, 'Section 2: Pricing table').waitFor()

  // No frame or toolbar widens the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)

  // The dock: along the bottom edge, the whole width, at most two rows of buttons.
  const dock = (await page.getByRole('region', { name: 'Editing' }).boundingBox())!
  expect([Math.round(dock.x), Math.round(dock.width), Math.round(dock.y + dock.height)]).toEqual([0, 390, 844])
  expect(dock.height).toBeLessThan(110)

  // Hidden until its section is tapped; a tap on the section's text shows it.
  await page.locator('main p', { hasText: /^Every package includes/ }).evaluate((element) => element.scrollIntoView({ block: 'center' }))
  expect(await opacity(page, 'Section 2: Pricing table')).toBe(0)
  const text = (await page.locator('main p', { hasText: /^Every package includes/ }).boundingBox())!
  await page.touchscreen.tap(text.x + text.width / 2, text.y + text.height / 2)
  await expect.poll(() => opacity(page, 'Section 2: Pricing table')).toBe(1)

  // Its "Edit section": the panel is a sheet over the lower part of the screen, the whole width.
  await toolbar(page, 'Section 2: Pricing table').getByRole('button', { name: 'Edit section' }).tap()
  const panel = page.getByRole('complementary', { name: 'Edit section 2 (Pricing table)', exact: true })
  await panel.waitFor()
  await expect.poll(async () => {
    const sheet = (await panel.boundingBox())!
    return [Math.round(sheet.x), Math.round(sheet.width), Math.round(sheet.y + sheet.height)]
  }).toEqual([0, 390, 844])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  expect(site.read()).toBe(site.original)
})
