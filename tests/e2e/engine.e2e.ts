import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import { baseUrl, desktop, launchBrowser, phone, waitForAllAttached, watchConsole } from '../../tools/browser'
import { mainHeading, realSite } from './site-data'

const site = realSite()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('every page of site.yaml', () => {
  for (const page of site.pages.filter((page) => page.path !== '*')) {
    test(`${page.path} answers with its title and heading, dark, without console errors`, async () => {
      const context = await browser.newContext(desktop)
      const tab = await context.newPage()
      const problems = watchConsole(tab)
      tab.on('console', (message) => {
        if (message.type() === 'warning' && /hydrat/i.test(message.text())) problems.push(message.text())
      })
      const response = await tab.goto(baseUrl() + page.path)
      await waitForAllAttached(tab) // every part hydrated: a hydration warning would have been logged
      expect(response?.status()).toBe(200)
      expect(await tab.title()).toBe(page.title)
      await expect.poll(() => tab.locator('h1').allTextContents()).toEqual([mainHeading(page.sections)])
      expect(await tab.locator('html').getAttribute('class')).toContain('dark')
      expect(await tab.locator('html').getAttribute('class')).not.toContain('light')
      expect(await tab.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark')
      expect(problems).toEqual([])
      await context.close()
    })
  }
})

describe('navigation bar', () => {
  test('links go to their pages; the current one is bold and opaque, the others dimmed', async () => {
    const context = await browser.newContext(desktop)
    const tab = await context.newPage()
    await tab.goto(baseUrl() + '/')
    await waitForAllAttached(tab)
    const nav = tab.getByRole('navigation', { name: 'Main' })
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(site.navigation.links.map((link) => link.label))
    for (const link of site.navigation.links) {
      const entries = await tab.evaluate(() => history.length)
      await nav.getByRole('link', { name: link.label, exact: true }).click()
      await tab.waitForURL(baseUrl() + link.to)
      // A client-side navigation adds a history entry, also to the page on screen: the first click hands the page
      // over to the app, which draws it anew (the address does not change, and the old page looked the same).
      await tab.waitForFunction((entries) => history.length > entries, entries)
      await tab.locator('h1').filter({ hasText: mainHeading(site.pages.find((page) => page.path === link.to)!.sections) }).waitFor()
      const current = nav.getByRole('link', { name: link.label, exact: true })
      await expect.poll(() => current.getAttribute('aria-current')).toBe('page')
      expect(Number(await current.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700)
      // The opacity eases in over 150 ms.
      await expect.poll(() => current.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
      const other = nav.getByRole('link', { name: site.navigation.links.find((item) => item !== link)!.label, exact: true })
      expect(Number(await other.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1)
    }
    await context.close()
  })

  test('a route change scrolls to the top', async () => {
    const context = await browser.newContext(desktop)
    const tab = await context.newPage()
    await tab.goto(baseUrl() + '/')
    await waitForAllAttached(tab)
    await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await tab.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await tab.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await tab.waitForURL(baseUrl() + '/privacy')
    await expect.poll(() => tab.evaluate(() => window.scrollY)).toBe(0)
    await context.close()
  })

  test('on a 375 px phone the menu button opens the links, choosing one closes it, and so do the button and a tap outside', async () => {
    const context = await browser.newContext(phone)
    const tab = await context.newPage()
    await tab.goto(baseUrl() + '/')
    await waitForAllAttached(tab)
    // The same name open or closed: the browser reports the state (tests/e2e/a11y.e2e.ts checks it).
    const button = tab.getByRole('button', { name: 'Menu', exact: true })
    const menu = tab.locator('#mobile-menu')
    await expect.poll(() => button.isVisible()).toBe(true)
    expect(await menu.isVisible()).toBe(false)
    await button.click()
    await expect.poll(() => menu.isVisible()).toBe(true)
    expect(await menu.getByRole('link').allTextContents()).toEqual(site.navigation.links.map((link) => link.label))
    // Right under the bar, the page's full width.
    const box = (await menu.boundingBox())!
    expect([box.x, box.y, box.width]).toEqual([0, 64, 375])
    await tab.evaluate(() => Object.assign(window, { beforeTheLink: true }))
    await menu.getByRole('link', { name: 'Pricing' }).click()
    await tab.waitForURL(baseUrl() + '/pricing')
    // Client-side: the same document, so the link itself closed the menu.
    expect(await tab.evaluate(() => 'beforeTheLink' in window)).toBe(true)
    await expect.poll(() => menu.isVisible()).toBe(false)
    await button.click()
    await expect.poll(() => menu.isVisible()).toBe(true)
    await button.click()
    await expect.poll(() => menu.isVisible()).toBe(false)
    await button.click()
    await expect.poll(() => menu.isVisible()).toBe(true)
    await tab.mouse.click(200, 700)
    await expect.poll(() => menu.isVisible()).toBe(false)
    await context.close()
  })
})

describe('an unknown route', () => {
  test('shows the 404 page with a link home and logs the missing path', async () => {
    const context = await browser.newContext(desktop)
    const tab = await context.newPage()
    const logged: string[] = []
    tab.on('console', (message) => logged.push(message.text()))
    const response = await tab.goto(baseUrl() + '/no/such/page')
    await waitForAllAttached(tab)
    expect(response?.status()).toBe(404)
    expect(await tab.locator('h1').textContent()).toBe('404')
    expect(await tab.getByText('Oops! Page not found').count()).toBe(1)
    const home = tab.getByRole('link', { name: 'Return to Home' })
    expect(await home.getAttribute('href')).toBe('/')
    await expect.poll(() => logged.some((text) => text.includes('/no/such/page'))).toBe(true)
    await home.click()
    await tab.waitForURL(baseUrl() + '/')
    await context.close()
  })

  test('reached by client-side navigation, it is the 404 page too', async () => {
    const context = await browser.newContext(desktop)
    const tab = await context.newPage()
    await tab.goto(baseUrl() + '/')
    await waitForAllAttached(tab)
    // A link of the site to a page that does not exist (an outdated link in site.yaml would look like this).
    await tab.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/missing-page'
      link.textContent = 'An old link'
      document.querySelector('main')!.append(link)
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await tab.getByRole('link', { name: 'An old link' }).click()
    await tab.waitForURL(baseUrl() + '/missing-page')
    await expect.poll(() => tab.locator('h1').textContent()).toBe('404')
    expect(await tab.getByText('Oops! Page not found').count()).toBe(1)
    // Drawn by the app from the not-found page's data, not loaded as a new document.
    expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await context.close()
  })
})
