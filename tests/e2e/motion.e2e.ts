import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, desktop, launchBrowser, phone, waitForAllAttached } from '../../tools/browser'
import { navBarScrolledAfter } from '../../src/components/nav-bar-scroll'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The addresses each page has asked for, from its first request on. */
const requested = new WeakMap<Page, string[]>()

async function open(path: string, options = desktop, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<Page> {
  const context = await browser.newContext({ ...options, reducedMotion })
  const page = await context.newPage()
  const urls: string[] = []
  requested.set(page, urls)
  page.on('request', (request) => urls.push(request.url()))
  await page.goto(baseUrl() + path)
  await waitForAllAttached(page)
  return page
}

/** Two frames: whatever the last input or scroll set off has been drawn (React's update included). */
const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/** Scrolls the window to `y` and waits until the page has handled the scroll and drawn the result. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (y) =>
      new Promise((resolve) => {
        if (window.scrollY === y) return resolve(undefined)
        window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(resolve)), { once: true })
        window.scrollTo(0, y)
      }),
    y,
  )
}

/** Once the page has been idle: the moment it fetches what no first paint needs (particles, sparkles, tooltips). */
const afterIdle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))))

/** Whether the page has fetched the chunk `name` (a hashed file of /assets). */
const fetched = (page: Page, name: string) =>
  page.waitForFunction((name) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith(`/assets/${name}-`)), name)

/** Waits until the cards' reveal effect has run (it numbers every card). */
async function cardsReady(page: Page) {
  await expect
    .poll(() => page.locator('[data-card]').evaluateAll((items) => items.length > 0 && items.every((item) => (item as HTMLElement).style.getPropertyValue('--reveal-index') !== '')))
    .toBe(true)
}

const heroCanvas = (page: Page) => page.locator('main section').first().locator('canvas')

/**
 * Before a press: the page itself will take the hero's canvas just after the press and 300 ms later. Taken from the
 * test instead, two round trips on a busy machine could outlast the hold's one-second cap, and the test would see the
 * animation rightly going on again (CI failed so once).
 */
const watchHold = (page: Page, type: 'pointerdown' | 'keydown') =>
  heroCanvas(page).evaluate((canvas: HTMLCanvasElement, type) => {
    window.addEventListener(
      type,
      () => {
        const pressedAt = performance.now()
        // The canvas is drawn off screen and shown a frame later: the frame drawn just before the press is shown
        // after it. So the first look is two frames after the press.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const atPress = canvas.toDataURL()
            // a press held for 300 ms: the span the test looks at, not a wait for the page
            setTimeout(() => {
              const still = canvas.toDataURL() === atPress
              ;(window as unknown as { heldFor300ms: object }).heldFor300ms = { stillAfter300ms: still, withinTheCap: performance.now() - pressedAt < 1000 }
            }, 300)
          }),
        )
      },
      { capture: true, once: true },
    )
  }, type)

/** What `watchHold` saw, once it has. */
const heldFor300ms = async (page: Page) =>
  (await page.waitForFunction(() => (window as unknown as { heldFor300ms?: object }).heldFor300ms)).jsonValue()

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
    // The first particles are on the canvas.
    await page.locator('main section').first().locator('[data-loaded]').waitFor({ state: 'attached', timeout: 15_000 })
    const frame = () => heroCanvas(page).evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())
    const first = await frame()
    await page.waitForTimeout(500) // the half second the test measures, not a wait for the page
    expect(await frame()).not.toBe(first)
    await page.context().close()
  })

  test('a press stills the particles until it is answered (its frames would delay the answer on a phone), then they move again', async () => {
    const page = await open('/')
    // All the particles are made (the engine is past its slices), so only the animation changes the canvas.
    await page.locator('main section').first().locator('[data-particles]').waitFor({ state: 'attached', timeout: 15_000 })
    // On the hero's empty lower left corner: no control there.
    const hero = (await page.locator('main section').first().boundingBox())!
    await page.mouse.move(hero.x + 8, hero.y + hero.height - 8)
    await watchHold(page, 'pointerdown')
    await page.mouse.down()
    expect(await heldFor300ms(page)).toEqual({ stillAfter300ms: true, withinTheCap: true })
    await page.mouse.up()
    await page.context().close()
  })

  test('after a press is answered the particles move again at once, not only after the hold\'s one second', async () => {
    const page = await open('/')
    await page.locator('main section').first().locator('[data-particles]').waitFor({ state: 'attached', timeout: 15_000 })
    const hero = (await page.locator('main section').first().boundingBox())!
    await page.mouse.move(hero.x + 8, hero.y + hero.height - 8)
    await page.mouse.down()
    await page.mouse.up()
    // From the release, the page looks at every frame until the canvas changes. The hold's cap would only let it
    // change a second after the press: well under that, it was the answer that let the animation go on.
    const movedAfter = await heroCanvas(page).evaluate(
      (canvas: HTMLCanvasElement) =>
        new Promise<number>((resolve) => {
          const released = performance.now()
          const held = canvas.toDataURL()
          const look = () => (canvas.toDataURL() === held ? requestAnimationFrame(look) : resolve(performance.now() - released))
          requestAnimationFrame(look)
        }),
    )
    expect(movedAfter).toBeLessThan(800)
    await page.context().close()
  })

  test('a key held down stills the particles for a second at most', async () => {
    const page = await open('/')
    await page.locator('main section').first().locator('[data-particles]').waitFor({ state: 'attached', timeout: 15_000 })
    const frame = () => heroCanvas(page).evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())
    await watchHold(page, 'keydown')
    await page.keyboard.down('Shift')
    expect(await heldFor300ms(page)).toEqual({ stillAfter300ms: true, withinTheCap: true })
    const held = await frame()
    // Still held: past the cap the animation goes on.
    await expect.poll(frame, { timeout: 5000 }).not.toBe(held)
    await page.keyboard.up('Shift')
    await page.context().close()
  })

  test('a click on the particles adds 4 of them', async () => {
    const page = await open('/')
    const particles = page.locator('main section').first().locator('[data-particles]')
    await particles.waitFor({ state: 'attached', timeout: 15_000 })
    const before = Number(await particles.getAttribute('data-particles'))
    expect(before).toBeGreaterThan(0)
    const hero = (await page.locator('main section').first().boundingBox())!
    await page.mouse.click(hero.x + 8, hero.y + hero.height - 8)
    await expect.poll(() => particles.getAttribute('data-particles')).toBe(String(before + 4))
    await page.mouse.click(hero.x + 16, hero.y + hero.height - 16)
    await expect.poll(() => particles.getAttribute('data-particles')).toBe(String(before + 8))
    await page.context().close()
  })

  test('with reduced motion there is no particle canvas', async () => {
    const page = await open('/', desktop, 'reduce')
    // The particles start once the page is idle after attaching, by fetching their code (never preloaded).
    await afterIdle(page)
    await frames(page)
    // Had they started, let them draw, so that the check below sees their canvas.
    if (requested.get(page)!.some((url) => /\/assets\/ParticleCanvas-/.test(url))) {
      await page.locator('main section').first().locator('[data-loaded]').waitFor({ state: 'attached' }).catch(() => undefined)
    }
    expect(await heroCanvas(page).count()).toBe(0)
    await page.context().close()
  })
})

describe('navigation bar', () => {
  test(`turns translucent with a border after scrolling past ${navBarScrolledAfter} px, not before`, async () => {
    const page = await open('/about')
    const header = page.locator('header').first()
    await scrollTo(page, navBarScrolledAfter - 1)
    expect(await header.getAttribute('data-scrolled')).toBeNull()
    await page.evaluate((y) => window.scrollTo(0, y), navBarScrolledAfter + 1)
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
    // The sparkle code is there (fetched when the page is idle). Nothing on the page tells that a hover spawned
    // nothing, so the test looks for as long as a first sparkle takes to show: React reveals a part that has
    // just loaded up to 300 ms after it suspended.
    await fetched(page, 'SparkleLayer')
    await link.hover()
    await page.waitForTimeout(300)
    expect(await page.locator('[data-sparkle]').count()).toBe(0)
    await page.context().close()
  })

  test('on a phone the bar still works as a menu', async () => {
    const page = await open('/', phone)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
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
    await scrollTo(page, 0)
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
    const facebook = footer.getByRole('link', { name: 'Facebook' })
    // The tooltip code loads when the page is idle; once it has, the icon (drawn anew) has the tooltip's hover handler.
    await page.waitForFunction(() => {
      const icon = document.querySelector('footer a[aria-label="Facebook"]')
      return Object.entries(icon ?? {}).some(([key, props]) => key.startsWith('__reactProps') && typeof props?.onPointerEnter === 'function')
    })
    await facebook.hover()
    await page.waitForTimeout(450) // the moment the test looks: 450 ms into the hover, before the 700 ms delay
    expect(await page.getByRole('tooltip').count()).toBe(0)
    await expect.poll(() => page.getByRole('tooltip').textContent(), { timeout: 2000 }).toBe('Facebook')
    // Within the 300 ms window, the next icon's tooltip needs no new 700 ms wait.
    await footer.getByRole('link', { name: 'Twitter' }).hover()
    await expect.poll(() => page.getByRole('tooltip').filter({ hasText: 'Twitter' }).count(), { timeout: 250 }).toBe(1)
    await page.context().close()
  })
})
