import { describe, expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { baseUrl, desktop, phone, useBrowser, waitForAttached } from '../../tools/browser'
import { realSite } from './site-data'

// The home hero's texts measured against what is drawn behind them: the particle canvas as it runs, not the page
// under it. Each text is hidden, its box photographed, and its colour compared with every pixel there but the
// lightest 2%: the particles themselves, small white dots that come and go (text over one is read around it).

const hero = realSite().pages.find((page) => page.path === '/')?.sections.find((section) => section.type === 'hero')
if (hero?.type !== 'hero' || hero.background !== 'particles') throw new Error('The home page no longer opens with a particle hero: measure the text over the particles elsewhere.')
const openContext = useBrowser(30_000)

/** Left out as particles: the lightest share of the pixels behind a text. */
const particleShare = 0.02

type Rgb = [number, number, number]

interface Sample {
  /** The text's colours: one, or a gradient's stops (background-clip: text). */
  colours: Rgb[]
  alpha: number
  large: boolean
  box: { x: number; y: number; width: number; height: number }
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** The text's colour over one background pixel (a translucent colour lets the pixel through). */
function over(text: Rgb, alpha: number, pixel: Rgb): Rgb {
  return text.map((channel, index) => channel * alpha + pixel[index]! * (1 - alpha)) as Rgb
}

/** Waits until the particles are all drawn and their layer has faded in completely. */
async function waitForParticles(page: Page) {
  await page.waitForSelector('[data-island="particles"] [data-particles]', { state: 'attached' })
  await expect
    .poll(() => page.locator('[data-island="particles"] [data-loaded]').evaluate((layer) => getComputedStyle(layer).opacity), { message: 'the particle layer fades in' })
    .toBe('1')
}

/**
 * The text's colours and its box (the union of its lines, from a Range over it), then the text hidden: transparent,
 * and a gradient clipped to the glyphs removed, so the photograph holds only what is behind the text.
 */
async function hideText(page: Page, text: string): Promise<Sample> {
  const element = page.locator('main section').first().getByText(text, { exact: true })
  return element.evaluate((target) => {
    const style = getComputedStyle(target)
    const parse = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    const clippedGradient = [style.backgroundClip, style.getPropertyValue('-webkit-background-clip')].includes('text')
    const colourValues = clippedGradient ? (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []) : [style.color]
    const colours = colourValues.map((value) => parse(value).slice(0, 3))
    const alpha = clippedGradient ? 1 : (parse(style.color)[3] ?? 1)
    const size = parseFloat(style.fontSize)
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
    const range = document.createRange()
    range.selectNodeContents(target)
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
    const left = Math.min(...lines.map((rect) => rect.left))
    const top = Math.min(...lines.map((rect) => rect.top))
    const box = { x: left + scrollX, y: top + scrollY, width: Math.max(...lines.map((rect) => rect.right)) - left, height: Math.max(...lines.map((rect) => rect.bottom)) - top }
    for (const element of [target, ...target.querySelectorAll('*')] as HTMLElement[]) {
      element.style.setProperty('color', 'transparent', 'important')
      element.style.setProperty('-webkit-text-fill-color', 'transparent', 'important')
      element.style.setProperty('text-shadow', 'none', 'important')
      if (clippedGradient) element.style.setProperty('background-image', 'none', 'important')
    }
    return { colours, alpha, large, box } as unknown as Sample
  })
}

/** The photographed pixels, decoded in a blank page of the same browser (the site's CSP is not in the way there). */
async function pixels(context: BrowserContext, png: Buffer): Promise<Rgb[]> {
  const decoder = await context.newPage()
  try {
    const data = await decoder.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const drawing = canvas.getContext('2d')!
      drawing.drawImage(bitmap, 0, 0)
      return [...drawing.getImageData(0, 0, bitmap.width, bitmap.height).data]
    }, png.toString('base64'))
    const result: Rgb[] = []
    for (let index = 0; index < data.length; index += 4) result.push([data[index]!, data[index + 1]!, data[index + 2]!])
    return result
  } finally {
    await decoder.close()
  }
}

interface Measure {
  text: string
  ratio: number
  needed: number
}

/** The text's lowest contrast against the background drawn behind it, the particles left out. */
async function measure(context: BrowserContext, page: Page, text: string): Promise<Measure> {
  const sample = await hideText(page, text)
  // Two frames, so the hidden text is what is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const background = await pixels(context, await page.screenshot({ clip: sample.box, scale: 'css', animations: 'allow' }))
  const kept = background.sort((a, b) => luminance(a) - luminance(b)).slice(0, Math.ceil(background.length * (1 - particleShare)))
  const lowest = Math.min(...sample.colours.flatMap((colour) => kept.map((pixel) => ratio(over(colour, sample.alpha, pixel), pixel))))
  return { text, ratio: Math.round(lowest * 100) / 100, needed: sample.large ? 3 : 4.5 }
}

describe('the home hero over its particles', () => {
  for (const [name, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`every text reads at WCAG AA against the particle background as drawn (${name})`, async () => {
      const context = await openContext(viewport)
      const page = await context.newPage()
      await page.goto(baseUrl() + '/')
      await waitForAttached(page)
      await waitForParticles(page)
      const texts = [hero.badge, hero.title, hero.subtitle, ...(hero.buttons ?? []).map((button) => button.label)].filter((text): text is string => Boolean(text))
      const results: Measure[] = []
      for (const text of texts) results.push(await measure(context, page, text))
      const failing = results.filter((result) => result.ratio < result.needed)
      expect(failing, JSON.stringify(results)).toEqual([])
    })
  }
})
