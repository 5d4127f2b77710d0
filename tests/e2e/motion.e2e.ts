import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, desktop, launchBrowser, phone } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(path: string, options = desktop, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<Page> {
  const context = await browser.newContext({ ...options, reducedMotion })
  const page = await context.newPage()
  await page.goto(baseUrl() + path, { waitUntil: 'networkidle' })
  return page
}

/** Waits until the cards' reveal effect has run (it numbers every card): hydration is time-sliced, so it may end after the network is idle. */
async function cardsReady(page: Page) {
  await expect
    .poll(() => page.locator('[data-card]').evaluateAll((items) => items.length > 0 && items.every((item) => (item as HTMLElement).style.getPropertyValue('--reveal-index') !== '')))
    .toBe(true)
}

const heroCanvas = (page: Page) => page.locator('main section').first().locator('canvas')

describe('particle background', () => {
  test('the home hero gets its particle canvas after load, fading in, and none is in the prerendered HTML', async () => {
    const page = await open('/')
    await expect.poll(() => heroCanvas(page).count(), { timeout: 15_000 }).toBe(1)
    const layer = page.locator('main section').first().locator('[data-loaded]')
    await expect.poll(() => layer.count(), { timeout: 15_000 }).toBe(1)
    expect(await layer.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('1s')
    const html = await (await fetch(baseUrl() + '/')).text()
    expect(html).not.toContain('<canvas')
    await page.context().close()
  })

  test('the particles move: two frames half a second apart differ', async () => {
    const page = await open('/')
    await expect.poll(() => heroCanvas(page).count(), { timeout: 15_000 }).toBe(1)
    await page.waitForTimeout(500)
    const frame = () => heroCanvas(page).evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())
    const first = await frame()
    await page.waitForTimeout(500)
    expect(await frame()).not.toBe(first)
    await page.context().close()
  })

  test('with reduced motion there is no particle canvas', async () => {
    const page = await open('/', desktop, 'reduce')
    await page.waitForTimeout(1500)
    expect(await heroCanvas(page).count()).toBe(0)
    await page.context().close()
  })
})

describe('navigation bar', () => {
  test('turns translucent with a border after scrolling past 10 px, not before', async () => {
    const page = await open('/about')
    const header = page.locator('header').first()
    await page.evaluate(() => window.scrollTo(0, 9))
    await page.waitForTimeout(200)
    expect(await header.getAttribute('data-scrolled')).toBeNull()
    await page.evaluate(() => window.scrollTo(0, 11))
    await expect.poll(() => header.getAttribute('data-scrolled')).not.toBeNull()
    await expect.poll(() => header.evaluate((element) => getComputedStyle(element).borderBottomColor)).not.toBe('rgba(0, 0, 0, 0)')
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/rgba\(.*, 0\.\d+\)/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => header.getAttribute('data-scrolled')).toBeNull()
    await page.context().close()
  })

  test('hovering a link spawns 5 sparkles that are gone about a second later', async () => {
    const page = await open('/')
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })
    await link.hover()
    await expect.poll(() => link.locator('[data-sparkle]').count()).toBe(5)
    const colours = await link.locator('[data-sparkle]').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor))
    for (const colour of colours) {
      const [red, green, blue] = colour.match(/\d+/g)!.map(Number)
      expect(blue, colour).toBeGreaterThan(red) // blue-cyan tones
      expect(green, colour).toBeGreaterThan(red)
    }
    await expect.poll(() => link.locator('[data-sparkle]').count(), { timeout: 2500, interval: 100 }).toBe(0)
    await page.context().close()
  })

  test('with reduced motion no sparkle appears', async () => {
    const page = await open('/', desktop, 'reduce')
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })
    await link.hover()
    await page.waitForTimeout(300)
    expect(await page.locator('[data-sparkle]').count()).toBe(0)
    await page.context().close()
  })

  test('on a phone the bar still works as a menu', async () => {
    const page = await open('/', phone)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true)
    await page.context().close()
  })
})

describe('cards', () => {
  test('cards below the fold fade in once scrolled into view; those in view at load are never hidden', async () => {
    const page = await open('/services', { viewport: { width: 1280, height: 1400 } })
    await cardsReady(page)
    const cards = page.locator('[data-card]')
    const states = await cards.evaluateAll((items) => items.map((item) => ({ inView: item.getBoundingClientRect().top < window.innerHeight, state: item.getAttribute('data-reveal') })))
    expect(states.filter((card) => card.inView).length).toBeGreaterThan(0)
    expect(states.filter((card) => card.inView && card.state === 'pending')).toEqual([])
    expect(states.filter((card) => !card.inView).every((card) => card.state === 'pending')).toBe(true)
    const last = cards.last()
    await expect.poll(() => last.getAttribute('data-reveal')).toBe('pending')
    expect(await last.evaluate((element) => getComputedStyle(element).opacity)).toBe('0')
    await last.scrollIntoViewIfNeeded()
    await expect.poll(() => last.getAttribute('data-reveal')).toBe('shown')
    expect(await last.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.6s, 0.6s')
    await expect.poll(() => last.evaluate((element) => getComputedStyle(element).opacity), { timeout: 5000 }).toBe('1')
    // Once shown, a card stays shown, and gets its own hover transitions back.
    await expect.poll(() => last.getAttribute('data-reveal'), { timeout: 5000 }).toBe('done')
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(300)
    expect(await last.getAttribute('data-reveal')).toBe('done')
    await page.context().close()
  })

  test('each card waits 0.1 s more than the one before it', async () => {
    const page = await open('/services', phone)
    await cardsReady(page)
    const delays = await page.locator('main ul[role="list"]').first().locator('[data-card]').evaluateAll((items) =>
      items.map((item) => (item as HTMLElement).style.getPropertyValue('--reveal-index')),
    )
    expect(delays).toEqual(delays.map((_, index) => String(index)))
    await page.context().close()
  })

  test('with reduced motion every card is simply there', async () => {
    const page = await open('/services', phone, 'reduce')
    expect(await page.locator('[data-reveal="pending"]').count()).toBe(0)
    const opacities = await page.locator('[data-card]').evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity))
    expect(new Set(opacities)).toEqual(new Set(['1']))
    await page.context().close()
  })
})

describe('tooltips', () => {
  test('a footer social icon shows its name after 700 ms, not before; its neighbour then opens at once', async () => {
    const page = await open('/')
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    // The tooltip code loads when the page is idle.
    await page.waitForTimeout(1500)
    const facebook = footer.getByRole('link', { name: 'Facebook' })
    await facebook.hover()
    await page.waitForTimeout(450)
    expect(await page.getByRole('tooltip').count()).toBe(0)
    await expect.poll(() => page.getByRole('tooltip').textContent(), { timeout: 2000 }).toBe('Facebook')
    // Within the 300 ms window, the next icon's tooltip needs no new 700 ms wait.
    await footer.getByRole('link', { name: 'Twitter' }).hover()
    await page.waitForTimeout(250)
    expect(await page.getByRole('tooltip').filter({ hasText: 'Twitter' }).count()).toBe(1)
    await page.context().close()
  })
})
