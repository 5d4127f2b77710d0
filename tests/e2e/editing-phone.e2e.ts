import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { devSiteCopy } from './dev-site-copy'
import { smallControls as smallInterfaceControls } from './screen-checks'

// Editing on a phone (390 × 844, touch): a tap shows a section's toolbar, the dock is one bar of at most 56 px along
// the bottom (Edit page, Undo, More; the rest under More), every control of the interface is at least 44 × 44 px,
// the panel is a sheet that with the bar leaves half the screen to the page, and the page never gets wider than the
// screen (frames stay within it).
const site = devSiteCopy('editing-phone')
const newContext = useBrowser(30_000)
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

const toolbar = (page: Page, name: string) => page.locator('#site-editor').getByRole('toolbar', { name, exact: true })
const opacity = (page: Page, name: string) => toolbar(page, name).evaluate((element) => Number(getComputedStyle(element).opacity))

/** The controls of the editing interface on screen that are smaller than 44 × 44 px, as "name: W×H". */
const smallControls = (page: Page) => page.evaluate(smallInterfaceControls, '#site-editor')

test('a tap shows the toolbar; the dock is a bar; the panel is a sheet; nothing is wider than the screen', { timeout: 120_000 }, async () => {
  const page = await (await newContext(phone)).newPage()
  await openConnected(page, site.dev.url + '/pricing', 30_000)
  const editSwitch = page.getByRole('button', { name: 'Edit page', exact: true })
  await editSwitch.tap()
  await toolbar(page, 'Section 2: Pricing table').waitFor()

  // No frame or toolbar widens the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)

  // The dock: one bar along the bottom edge, the whole width, at most 56 px tall, with Edit page, Undo and More.
  const dockRegion = page.getByRole('region', { name: 'Editing' })
  const dock = (await dockRegion.boundingBox())!
  expect([Math.round(dock.x), Math.round(dock.width), Math.round(dock.y + dock.height)]).toEqual([0, 390, 844])
  expect(dock.height).toBeLessThanOrEqual(56)
  expect(await dockRegion.getByRole('button').evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).map((button) => button.textContent))).toEqual(['Undo', 'Edit page', 'More'])
  expect(await smallControls(page)).toEqual([])
  // Hidden until its section is tapped; a tap on the section's text shows it.
  await page.locator('main p', { hasText: /^Every package includes/ }).evaluate((element) => element.scrollIntoView({ block: 'center' }))
  expect(await opacity(page, 'Section 2: Pricing table')).toBe(0)
  const text = (await page.locator('main p', { hasText: /^Every package includes/ }).boundingBox())!
  await page.touchscreen.tap(text.x + text.width / 2, text.y + text.height / 2)
  await expect.poll(() => opacity(page, 'Section 2: Pricing table')).toBe(1)

  // More shows the other actions above the bar; choosing one closes it.
  const more = dockRegion.getByRole('button', { name: 'More', exact: true })
  await more.tap()
  expect(await more.getAttribute('aria-expanded')).toBe('true')
  await dockRegion.getByRole('button', { name: 'History', exact: true }).tap()
  await page.locator('#site-editor-history').waitFor()
  expect(await more.getAttribute('aria-expanded')).toBe('false')
  expect(await dockRegion.getByRole('button', { name: 'History', exact: true }).isVisible()).toBe(false)
  await more.tap()
  await dockRegion.getByRole('button', { name: 'History', exact: true }).tap()
  await page.locator('#site-editor-history').waitFor({ state: 'detached' })
  expect(await smallControls(page)).toEqual([])


  // Its "Edit section": the panel is a sheet over the lower part of the screen, the whole width.
  await toolbar(page, 'Section 2: Pricing table').getByRole('button', { name: 'Edit section' }).tap()
  const panel = page.getByRole('complementary', { name: 'Edit section 2 (Pricing table)', exact: true })
  await panel.waitFor()
  await expect.poll(async () => {
    const sheet = (await panel.boundingBox())!
    return [Math.round(sheet.x), Math.round(sheet.width), Math.round(sheet.y + sheet.height)]
  }).toEqual([0, 390, 844])
  // The sheet and the bar above it leave the upper half of the screen to the page; no control is under 44 px.
  const sheet = (await panel.boundingBox())!
  const bar = (await dockRegion.boundingBox())!
  expect([Math.round(bar.y + bar.height), Math.round(sheet.y)]).toEqual([Math.round(sheet.y), 844 - Math.round(sheet.height)])
  expect(bar.y).toBeGreaterThanOrEqual(844 / 2 - 1)
  expect(await smallControls(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  expect(site.read()).toBe(site.original)
})
