import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { parseDocument, type YAMLSeq } from 'yaml'
import { desktop, useBrowser, waitForAllAttached, watchConsole } from '../../tools/browser'
import { serveStatic } from '../../pipeline/static-server'
import { runBuild } from '../../tools/run-build'
import { formWith } from './form-locators'
import { openPage, useFirefox, waitForAllAttached as firefoxAttached, wide } from './firefox'

// The clinic's light pages (tests/fixtures/second-site/) held to what the agency's dark ones are: every text reads at
// 4.5:1 or more against what is drawn behind it, at rest, under the mouse and with a form's errors showing. The clinic
// is built with one more page of the sections it does not use itself but a light site may (the sample client logos,
// tabs, a card grid's filters), so that their light look is measured too. The four defects a light page had are read
// from computed colours (the sample logos' light drawing in Firefox ESR too, since it rests on the browser giving an SVG
// picture the page's colour scheme).
//
// How a text is measured: its colour is read (for a left-to-right gradient clipped to the glyphs, the gradient's colour
// at each pixel's place along it), every text of the page is made transparent, the page is photographed, and the text's
// colour is laid over every pixel behind each of its lines. Its contrast is the lowest of those but the worst 2% (anti-aliased edges of a neighbour's border). A
// placeholder is measured the same way, over its field's content box.

const root = fileURLToPath(new URL('../..', import.meta.url))
const fixture = join(root, 'tests/fixtures/second-site')
const folder = mkdtempSync(join(tmpdir(), 'light-contrast-'))
const publicDir = join(folder, 'public')
const siteFile = join(folder, 'site.yaml')
const out = join(folder, 'dist')
const openContext = useBrowser(20_000)
let origin = ''
let server: Awaited<ReturnType<typeof serveStatic>> | undefined

/** WCAG AA for text of any size: the issue asks every text of a light page for it, large titles too. */
const needed = 4.5
/** The sample client logos the extra page shows (public/clients/). */
const sampleLogos = ['client-01.svg', 'client-02.svg', 'client-03.svg', 'client-04.svg', 'client-05.svg', 'client-06.svg']
const extraPath = '/light-sections'

/** The page the clinic does not have: client logos, a card grid with filters, and tabs without a heading (one holding the booking form). */
const extraPage = {
  path: extraPath,
  title: 'Light sections | {brand}',
  description: 'The sections a light site may use that the clinic does not.',
  sections: [
    {
      type: 'logoWall',
      heading: 'Families and firms who trust us',
      logos: sampleLogos.map((file, index) => ({
        src: `/clients/${file}`,
        alt: `Client ${index + 1}`,
      })),
    },
    {
      type: 'cardGrid',
      heading: 'Our treatments',
      variant: 'feature',
      columns: 3,
      filters: {
        allLabel: 'All',
        categories: [
          { value: 'care', label: 'Care' },
          { value: 'repair', label: 'Repair' },
        ],
      },
      cards: [
        {
          title: 'Cleaning',
          icon: 'dental',
          text: 'Twice a year.',
          category: 'care',
        },
        {
          title: 'Fillings',
          icon: 'first-aid-kit',
          text: 'Same day.',
          category: 'repair',
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Book a visit',
          sections: [{ type: 'form', heading: 'Your visit', form: 'booking' }],
        },
        {
          label: 'Questions',
          sections: [
            {
              type: 'faq',
              heading: 'Questions',
              items: [{ question: 'Does it hurt?', answer: 'No.' }],
            },
          ],
        },
      ],
    },
  ],
}

beforeAll(async () => {
  cpSync(join(fixture, 'public'), publicDir, { recursive: true })
  // Until the build writes _headers itself, a site's public/ carries the engine's (its CSP allows the head script by hash).
  if (!existsSync(join(publicDir, '_headers')) && existsSync(join(root, 'public/_headers'))) copyFileSync(join(root, 'public/_headers'), join(publicDir, '_headers'))
  mkdirSync(join(publicDir, 'clients'))
  for (const file of sampleLogos) copyFileSync(join(root, 'public/clients', file), join(publicDir, 'clients', file))
  const document = parseDocument(readFileSync(join(fixture, 'site.yaml'), 'utf8'))
  ;(document.get('pages') as YAMLSeq).items.unshift(document.createNode(extraPage))
  writeFileSync(siteFile, document.toString())
  const build = runBuild({
    SITE_FILE: siteFile,
    SITE_PUBLIC_DIR: publicDir,
    SITE_OUT_DIR: out,
    // The project's bundle cache: the bundles are code only, the agency's build of the same code made them.
    SITE_DIR: undefined,
  })
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`)
  server = await serveStatic(out)
  origin = server.url
}, 240_000)

afterAll(() => server?.server.close())

const pages = ['/', '/treatments', '/book', '/privacy', '/nowhere', extraPath]
const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}
const widths = [
  ['1280 px', desktop],
  ['390 px', phone],
] as const

type Rgb = [number, number, number]

/** One text to measure: its colours (one, or a gradient's stops), how opaque it is drawn, and the boxes of its lines (page pixels). */
interface Sample {
  label: string
  colours: Rgb[]
  /** A left-to-right gradient clipped to the text: its stops along the element's box, so each pixel is paired with the colour over it. */
  gradient?: { left: number; width: number; stops: { colour: Rgb; at: number }[] }
  alpha: number
  boxes: { x: number; y: number; width: number; height: number }[]
}

interface Measured {
  where: string
  text: string
  ratio: number
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const parseRgb = (value: string): Rgb => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as Rgb

/** The transitions off, so that a hovered colour is its final one when photographed. */
const still = '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }'

/**
 * The texts inside `scope` (the whole body unless given) that are drawn: their colours and line boxes. Texts hidden
 * to the eye (display none, a closed window, a visually hidden label's clip, opacity 0) are left out. Each is then
 * made transparent (and a gradient clipped to it removed) until showTexts().
 */
async function collectAndHide(page: Page, scope?: Locator): Promise<Sample[]> {
  const handle = scope ? await scope.elementHandle() : await page.$('body')
  return page.evaluate((container) => {
    const parse = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    const rgbOf = (value: string) => parse(value).slice(0, 3)
    const alphaOf = (value: string) => (/rgba|\//.test(value) ? (parse(value)[3] ?? 1) : 1)
    const hidden = (element: Element): boolean => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.visibility !== 'visible' || style.display === 'none') return true
        if ((style.clip && style.clip !== 'auto') || (style.clipPath && style.clipPath !== 'none')) return true
        const box = at.getBoundingClientRect()
        if (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) return true
      }
      return false
    }
    const opacityOf = (element: Element) => {
      let opacity = 1
      for (let at: Element | null = element; at; at = at.parentElement) opacity *= Number(getComputedStyle(at).opacity)
      return opacity
    }
    const labelOf = (element: Element, text: string) => {
      const path: string[] = []
      for (let at: Element | null = element; at && at !== document.body && path.length < 4; at = at.parentElement) {
        path.unshift(at.tagName.toLowerCase() + (at.id ? `#${at.id}` : ''))
      }
      return `${text.trim().replace(/\s+/g, ' ').slice(0, 50)} (${path.join(' > ')})`
    }
    const samples: unknown[] = []
    const gradients: HTMLElement[] = []
    const walker = document.createTreeWalker(container!, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !node.textContent?.trim() || parent.closest('svg, script, style, noscript, template, title')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const boxes = [...range.getClientRects()]
        .filter((rect) => rect.width >= 2 && rect.height >= 2)
        .map((rect) => ({ x: rect.left + scrollX, y: rect.top + scrollY, width: rect.width, height: rect.height }))
      // Off the page (the skip link, until it has the focus) or not drawn.
      if (!boxes.length || boxes.every((box) => box.x + box.width <= 0 || box.y + box.height <= 0) || hidden(parent)) continue
      const style = getComputedStyle(parent)
      const clipped = [style.backgroundClip, style.getPropertyValue('-webkit-background-clip')].includes('text')
      const colours = clipped ? (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(rgbOf) : [rgbOf(style.color)]
      const alpha = (clipped ? 1 : alphaOf(style.color)) * opacityOf(parent)
      if (alpha < 0.05) continue
      let gradient: unknown
      if (clipped) {
        gradients.push(parent)
        // linear-gradient(90deg, rgb(…) 0%, rgb(…) 60%, rgb(…) 100%) over the element's box.
        const stops = [...style.backgroundImage.matchAll(/(rgba?\([^)]*\))\s+([\d.]+)%/g)].map(([, colour, at]) => ({ colour: rgbOf(colour!), at: Number(at) / 100 }))
        const box = parent.getBoundingClientRect()
        if (/^linear-gradient\(90deg,/.test(style.backgroundImage) && stops.length === colours.length) gradient = { left: box.left + scrollX, width: box.width, stops }
      }
      samples.push({ label: labelOf(parent, node.textContent), colours, gradient, alpha, boxes })
    }
    // Placeholders: over their field's content box, while the field is empty.
    for (const field of container!.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (field.value || !field.placeholder || hidden(field)) continue
      const style = getComputedStyle(field)
      const placeholder = getComputedStyle(field, '::placeholder')
      const rect = field.getBoundingClientRect()
      const left = rect.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft)
      const top = rect.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop)
      const right = rect.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight)
      const bottom = rect.bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom)
      const box = {
        x: left + scrollX,
        y: top + scrollY,
        width: right - left,
        height: bottom - top,
      }
      samples.push({
        label: labelOf(field, `placeholder "${field.placeholder}"`),
        colours: [rgbOf(placeholder.color)],
        alpha: alphaOf(placeholder.color) * opacityOf(field),
        boxes: [box],
      })
    }
    const style = document.createElement('style')
    style.id = 'contrast-hidden'
    style.textContent = `
      *, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; text-decoration-color: transparent !important; }
      *::placeholder { color: transparent !important; -webkit-text-fill-color: transparent !important; }
      [data-contrast-gradient] { background-image: none !important; }`
    document.head.append(style)
    for (const element of gradients) element.dataset.contrastGradient = ''
    return samples
  }, handle) as Promise<Sample[]>
}

async function showTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.getElementById('contrast-hidden')?.remove()
    for (const element of document.querySelectorAll<HTMLElement>('[data-contrast-gradient]')) delete element.dataset.contrastGradient
  })
}

/** Each sample's lowest contrast over the photographed pixels behind it (but the worst 2%), worked out in a blank page of the same browser. */
const decoders = new WeakMap<BrowserContext, Promise<Page>>()

async function ratios(context: BrowserContext, png: Buffer, origin: { x: number; y: number }, samples: Sample[]): Promise<number[]> {
  if (!decoders.has(context)) decoders.set(context, context.newPage())
  const decoder = await decoders.get(context)!
  return decoder.evaluate(
    async ({ base64, origin, samples }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const drawing = canvas.getContext('2d')!
      drawing.drawImage(bitmap, 0, 0)
      const linear = (channel: number) => {
        const c = channel / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      const luminance = (r: number, g: number, b: number) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
      const colourAt = (stops: { colour: number[]; at: number }[], at: number) => {
        const after = stops.findIndex((stop) => stop.at >= at)
        if (after <= 0) return after === 0 ? stops[0]!.colour : stops[stops.length - 1]!.colour
        const [from, to] = [stops[after - 1]!, stops[after]!]
        const share = (at - from.at) / (to.at - from.at || 1)
        return from.colour.map((channel, index) => channel + (to.colour[index]! - channel) * share)
      }
      return samples.map((sample) => {
        const found: number[] = []
        for (const box of sample.boxes) {
          const x = Math.max(0, Math.ceil(box.x - origin.x))
          const y = Math.max(0, Math.ceil(box.y - origin.y))
          const width = Math.min(bitmap.width - x, Math.floor(box.x - origin.x + box.width) - x)
          const height = Math.min(bitmap.height - y, Math.floor(box.y - origin.y + box.height) - y)
          if (width < 1 || height < 1) continue
          const data = drawing.getImageData(x, y, width, height).data
          for (let index = 0; index < data.length; index += 4) {
            const pixel = [data[index]!, data[index + 1]!, data[index + 2]!]
            const behind = luminance(pixel[0]!, pixel[1]!, pixel[2]!)
            let lowest = Infinity
            const along = sample.gradient && (origin.x + x + ((index / 4) % width) + 0.5 - sample.gradient.left) / sample.gradient.width
            for (const colour of along === undefined ? sample.colours : [colourAt(sample.gradient!.stops, along)]) {
              const drawn = colour.map((channel, at) => channel * sample.alpha + pixel[at]! * (1 - sample.alpha))
              const text = luminance(drawn[0]!, drawn[1]!, drawn[2]!)
              lowest = Math.min(lowest, (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05))
            }
            found.push(lowest)
          }
        }
        if (!found.length) return Infinity
        found.sort((a, b) => a - b)
        return found[Math.floor(found.length * 0.02)]!
      })
    },
    { base64: png.toString('base64'), origin, samples },
  )
}

async function open(path: string, viewport: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await openContext({ ...viewport, reducedMotion: 'reduce' })
  const page = await context.newPage()
  const problems = watchConsole(page)
  await page.goto(origin + path)
  await waitForAllAttached(page)
  await page.addStyleTag({ content: still })
  // Lazy pictures in, so that what is behind a text is what a reader scrolling there sees.
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager'
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
  })
  return { context, page, problems }
}

/** Every text of the page as it stands, against the whole page photographed. */
async function measureWhole(context: BrowserContext, page: Page, where: string): Promise<Measured[]> {
  // From the top, where the sticky nav bar is in its own place (a page photographed whole draws it where it scrolled to).
  await page.evaluate(() => window.scrollTo(0, 0))
  const samples = await collectAndHide(page)
  const png = await page.screenshot({
    fullPage: true,
    scale: 'css',
    animations: 'disabled',
  })
  await showTexts(page)
  const found = await ratios(context, png, { x: 0, y: 0 }, samples)
  return samples.map((sample, index) => ({
    where,
    text: sample.label,
    ratio: Math.round(found[index]! * 100) / 100,
  }))
}

/** The texts inside one element while the mouse is over it, against the viewport photographed. */
async function measureHovered(context: BrowserContext, page: Page, target: Locator, where: string): Promise<Measured[]> {
  await target.hover()
  const samples = await collectAndHide(page, target)
  const origin = await target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return { x: box.left + scrollX, y: box.top + scrollY }
  })
  const png = await target.screenshot({ scale: 'css', animations: 'disabled' })
  await showTexts(page)
  const found = await ratios(context, png, origin, samples)
  return samples.map((sample, index) => ({
    where: `${where}, hovered`,
    text: sample.label,
    ratio: Math.round(found[index]! * 100) / 100,
  }))
}

/** What can be hovered: links, buttons, and the labels drawn as buttons (tabs, filters) or holding a box or a round button. */
const hoverable = 'a[href], button, label, summary, [role="button"]'

/** Submits the page's form empty (in the open tab, if it sits in tabs) and waits for its errors. */
async function submitEmpty(page: Page): Promise<void> {
  const form = await formWith(page, 'Book my visit')
  await form.getByRole('button', { name: 'Book my visit' }).click()
  await form.getByText('Please choose a reason for the visit').waitFor()
  await page.mouse.move(0, 0)
}

const results: Measured[] = []

afterAll(() => {
  if (process.env.LIGHT_CONTRAST_REPORT) writeFileSync(process.env.LIGHT_CONTRAST_REPORT, JSON.stringify(results, null, 1))
  const lowest = [...results].sort((a, b) => a.ratio - b.ratio).slice(0, 5)
  // The figure the issue asks for: the lowest contrast of any text on the light pages.
  console.log(`light pages: ${results.length} texts measured, lowest ${JSON.stringify(lowest, null, 1)}`)
})

describe("every text of the clinic's light pages reads at 4.5:1 or more", () => {
  for (const [width, viewport] of widths) {
    test(`at rest, on every page (${width})`, async () => {
      const found: Measured[] = []
      for (const path of pages) {
        const { page, problems } = await open(path, viewport)
        found.push(...(await measureWhole(page.context(), page, `${path} at ${width}`)))
        expect(
          problems.filter((problem) => !problem.includes('404 (Not Found)')),
          path,
        ).toEqual([])
      }
      results.push(...found)
      expect(found.length).toBeGreaterThan(100)
      expect(found.filter((result) => result.ratio < needed)).toEqual([])
    }, 180_000)

    test(`with the booking form's errors showing, on /book and in the tabs (${width})`, async () => {
      const found: Measured[] = []
      for (const path of ['/book', extraPath]) {
        const { context, page } = await open(path, viewport)
        await submitEmpty(page)
        const measured = await measureWhole(context, page, `${path} with errors at ${width}`)
        expect(
          measured.some((result) => result.text.startsWith('Please choose a reason for the visit')),
          'the errors are measured',
        ).toBe(true)
        expect(
          measured.some((result) => result.text.startsWith('placeholder "Asha Patel"')),
          'the placeholders are measured',
        ).toBe(true)
        found.push(...measured)
      }
      results.push(...found)
      expect(found.filter((result) => result.ratio < needed)).toEqual([])
    }, 180_000)
  }

  test('under the mouse: every link, button, tab, filter and box label (1280 px)', async () => {
    const found: Measured[] = []
    const seen = new Set<string>()
    let hovered = 0
    for (const path of pages) {
      const { context, page } = await open(path, desktop)
      const targets = page.locator(hoverable)
      // What makes each the same as one hovered already, all read in one look ('' for one not to hover). The nav bar's
      // and the footer's links are the same on every page: each is hovered once. A text field's label has no look of
      // its own under the mouse: only a box's, a round button's, a tab's or a filter's is hovered.
      const keys = await targets.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect()
          // Not drawn, or the skip link, waiting off the page until it has the focus.
          if (element.getClientRects().length === 0 || box.right + scrollX <= 0 || box.bottom + scrollY <= 0) return ''
          if (element instanceof HTMLLabelElement && !['radio', 'checkbox'].includes((element.control as HTMLInputElement | null)?.type ?? '')) return ''
          return `${element.tagName} ${element.className} ${element.getAttribute('aria-current')} ${element.textContent}`
        }),
      )
      for (const [index, key] of keys.entries()) {
        if (!key || seen.has(key)) continue
        seen.add(key)
        const target = targets.nth(index)
        // Only what the mouse changes is photographed again: the rest was measured at rest.
        const resting = await drawnStyle(target)
        await target.hover()
        hovered++
        if ((await drawnStyle(target)) === resting) continue
        const name = ((await target.textContent()) ?? '').trim().slice(0, 30) || (await target.getAttribute('aria-label'))
        found.push(...(await measureHovered(context, page, target, `${path}: ${name}`)))
      }
    }
    results.push(...found)
    expect(hovered).toBeGreaterThan(30)
    expect(found.length).toBeGreaterThan(10)
    expect(found.filter((result) => result.ratio < needed)).toEqual([])
  }, 600_000)
})

/** What the mouse can change of an element and all inside it: colours, fills, opacity, filters. */
function drawnStyle(target: Locator): Promise<string> {
  return target.evaluate((element) =>
    [element, ...element.querySelectorAll('*')]
      .map((at) => {
        const style = getComputedStyle(at)
        return [style.color, style.backgroundColor, style.backgroundImage, style.borderColor, style.opacity, style.filter, style.textDecorationLine].join()
      })
      .join(';'),
  )
}

/** The colour an element is drawn in, by a computed style property (a pseudo-element's when given). */
async function colourOf(target: Locator, property: 'color' | 'backgroundColor' | 'borderTopColor', pseudo?: string): Promise<string> {
  return target.evaluate((element, [property, pseudo]) => getComputedStyle(element, pseudo)[property as 'color'], [property, pseudo] as const)
}

describe('the four defects of a light page, fixed', () => {
  test('a sample client logo shows when hovered: its ink reads at 4.5:1 or more on its tile, as drawn (no filter)', async () => {
    const { context, page } = await open(extraPath, desktop)
    const tiles = page.locator('main li').filter({ has: page.locator('img[src^="/clients/"]') })
    expect(await tiles.count()).toBe(sampleLogos.length)
    for (const tile of await tiles.all()) {
      await tile.hover()
      const logo = tile.locator('img')
      expect(await logo.evaluate((image) => getComputedStyle(image).filter)).toBe('none')
      // The tile's own colour is at its corner; the logo's strongest ink is the pixel that differs most from it.
      const [corner, ...drawn] = await tilePixels(context, await tile.screenshot({ scale: 'css', animations: 'disabled' }), await logoBox(tile))
      const strongest = Math.max(...drawn.map((pixel) => contrast(pixel, corner!)))
      expect(strongest, `${await logo.getAttribute('src')} on its hovered tile`).toBeGreaterThanOrEqual(4.5)
    }
  })

  const firefox = useFirefox()

  test('in Firefox ESR too: a sample logo draws its light-page ink (its prefers-color-scheme is the page\'s)', async () => {
    const { page } = await openPage(firefox(), wide)
    await page.goto(origin + extraPath)
    await firefoxAttached(page)
    const tile = (await page.$('main li:has(img[src="/clients/client-02.svg"])'))!
    await tile.evaluate((element) => {
      const image = element.querySelector('img')!
      image.loading = 'eager'
      return image.decode()
    })
    await tile.hover()
    await page.waitForFunction(() => getComputedStyle(document.querySelector('main li:hover img')!).filter === 'none')
    const png = Buffer.from(await tile.screenshot())
    const box = await tile.evaluate((element) => {
      const outer = element.getBoundingClientRect()
      const inner = element.querySelector('img')!.getBoundingClientRect()
      return { x: inner.left - outer.left, y: inner.top - outer.top, width: inner.width, height: inner.height }
    })
    const context = await openContext(desktop)
    const [corner, ...drawn] = await tilePixels(context, png, box)
    expect(Math.max(...drawn.map((pixel) => contrast(pixel, corner!)))).toBeGreaterThanOrEqual(4.5)
  })

  test('an unchosen tab under the mouse is drawn on a grey of its own, not the white of its panel', async () => {
    const { page } = await open(extraPath, desktop)
    const tab = page.locator('label').filter({ hasText: 'Questions' })
    const panel = page.locator('[role="radiogroup"]').first().locator('xpath=..')
    const resting = await colourOf(tab, 'backgroundColor')
    await tab.hover()
    const [hovered, behind] = [await colourOf(tab, 'backgroundColor'), await colourOf(panel, 'backgroundColor')]
    expect(hovered).not.toBe(resting)
    expect(hovered).not.toBe(behind)
    expect(contrast(parseRgb(hovered), parseRgb(behind)), `${hovered} on ${behind}`).toBeGreaterThan(1.05)
    // The chosen tab keeps its fill under the mouse.
    const chosen = page.locator('label').filter({ hasText: 'Book a visit' })
    const filled = await colourOf(chosen, 'backgroundColor')
    await chosen.hover()
    expect(await colourOf(chosen, 'backgroundColor')).toBe(filled)
  })

  test('a radio group in error draws its circles in the error colour, as a text field in error its border', async () => {
    const { page } = await open('/book', desktop)
    const form = await formWith(page, 'Book my visit')
    const radios = form.getByRole('radiogroup', { name: /^Reason for the visit/ }).getByRole('radio')
    const before = await colourOf(radios.first(), 'borderTopColor')
    await submitEmpty(page)
    const error = await colourOf(form.getByText('Please choose a reason for the visit'), 'color')
    const nameBorder = await colourOf(form.getByRole('textbox', { name: /^Your name/ }), 'borderTopColor')
    expect(nameBorder).toBe(error)
    expect(before).not.toBe(error)
    for (const radio of await radios.all()) expect(await colourOf(radio, 'borderTopColor')).toBe(error)
  })

  test('a field in error keeps its placeholder in the placeholder colour, at 4.5:1 on its field', async () => {
    const { page } = await open('/book', desktop)
    const form = await formWith(page, 'Book my visit')
    const name = form.getByRole('textbox', { name: /^Your name/ })
    const people = form.getByRole('spinbutton', { name: /^Number of people/ })
    const before = [await colourOf(name, 'color', '::placeholder'), await colourOf(people, 'color', '::placeholder')]
    await submitEmpty(page)
    const error = await colourOf(form.getByText('Please tell us your name'), 'color')
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    expect(await colourOf(name, 'color')).toBe(error) // what is typed in a field in error is still red
    expect([await colourOf(name, 'color', '::placeholder'), await colourOf(people, 'color', '::placeholder')]).toEqual(before)
    expect(before[0]).not.toBe(error)
    expect(contrast(parseRgb(before[0]!), parseRgb(await colourOf(name, 'backgroundColor')))).toBeGreaterThanOrEqual(4.5)
  })
})

/** The box of a tile's logo, relative to the tile. */
async function logoBox(tile: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return tile.evaluate((element) => {
    const outer = element.getBoundingClientRect()
    const inner = element.querySelector('img')!.getBoundingClientRect()
    return { x: inner.left - outer.left, y: inner.top - outer.top, width: inner.width, height: inner.height }
  })
}

/** A tile's photograph: the pixel at its corner (inside its border), then every pixel of the logo's box. */
async function tilePixels(context: BrowserContext, png: Buffer, box: { x: number; y: number; width: number; height: number }): Promise<Rgb[]> {
  if (!decoders.has(context)) decoders.set(context, context.newPage())
  const decoder = await decoders.get(context)!
  return decoder.evaluate(
    async ({ base64, box }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const drawing = canvas.getContext('2d')!
      drawing.drawImage(bitmap, 0, 0)
      const corner = [...drawing.getImageData(6, 6, 1, 1).data].slice(0, 3)
      const data = drawing.getImageData(Math.round(box.x), Math.round(box.y), Math.floor(box.width), Math.floor(box.height)).data
      const pixels: number[][] = [corner]
      for (let index = 0; index < data.length; index += 4) pixels.push([data[index]!, data[index + 1]!, data[index + 2]!])
      return pixels
    },
    { base64: png.toString('base64'), box },
  ) as Promise<Rgb[]>
}
