// Screenshots of editing mode for the README ("Edit on the page"): `npm start` on a copy of site.yaml, /pricing with
// editing on, the pricing table's toolbar shown and its panel open, at 1280 px and at 390 px (a phone), into
// docs/images/editing-1280.png and editing-390.png. `npm run screenshots:editing`.
import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from './browser'
import { openConnected, startDevServer } from './dev-server'

const root = fileURLToPath(new URL('..', import.meta.url))
const siteFile = join(mkdtempSync(join(tmpdir(), 'site-editing-shots-')), 'site.yaml')
copyFileSync(join(root, 'site.yaml'), siteFile)
const { server, url } = await startDevServer({ siteFile })
const browser = await launchBrowser()
try {
  for (const { width, height, scale, file } of [
    { width: 1280, height: 800, scale: 1, file: 'editing-1280.png' },
    { width: 390, height: 844, scale: 2, file: 'editing-390.png' },
  ]) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale, hasTouch: width < 900, isMobile: width < 900 })
    await openConnected(page, url + '/pricing', 60_000)
    const editSwitch = page.getByRole('button', { name: 'Edit page', exact: true })
    if ((await editSwitch.getAttribute('aria-pressed')) !== 'true') await editSwitch.click()
    const toolbar = page.locator('#site-editor').getByRole('toolbar', { name: 'Section 2: Pricing table', exact: true })
    await toolbar.waitFor()
    await toolbar.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    // Pressed as a finger or a pointer would, where the toolbar is (a click's own scrolling would put it under the site's header).
    await toolbar.getByRole('button', { name: 'Edit section' }).evaluate((element) => (element as HTMLElement).click())
    const panel = page.getByRole('complementary', { name: 'Edit section 2 (Pricing table)', exact: true })
    await panel.waitFor()
    await panel.getByRole('button', { name: /^Plan 1: / }).click()
    await panel.locator('[data-path="plans.0.price"]').waitFor()
    // The toolbar as a pointer shows it: over the section, beside the open panel.
    const box = await page.locator('main h2', { hasText: /^Our Packages$/ }).boundingBox()
    if (box) await page.mouse.move(box.x + 10, box.y + 10)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await page.screenshot({ path: join(root, 'docs/images', file) })
    console.log(`docs/images/${file}`)
    await page.close()
  }
} finally {
  await browser.close()
  await server.close()
}
