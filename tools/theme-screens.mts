// Screenshots for checking the site's CSS against the theme (site.theme), and a pixel compare of two sets.
//
//   npx tsx tools/theme-screens.mts shoot <built-dir> <out-dir> [--light] [--primary teal] [--accent orange] [/path ...]
//     Full-page screenshots of every page of site.yaml (and a 404) at 1280×800 and 390×844, with reduced motion,
//     into <out-dir>/<width>-<page>.png. --light switches the page to the light colour scheme after it loaded;
//     --primary / --accent paint the theme's primary / accent with another Mantine palette by overriding
//     --mantine-primary-color-N / --site-accent-N, to see that the CSS follows them.
//   npx tsx tools/theme-screens.mts compare <dir-a> <dir-b> [--tolerance 8]
//     For every PNG in both folders: how many pixels differ (any channel by more than the tolerance: 8 of 255
//     unless given, 0 counts every change) and the largest change, with <dir-b>/diff/<name>.png showing those
//     pixels in red. Exit code 1 when any differ.
//
// Typical: build before and after a CSS change into two folders, shoot both, compare.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { chromiumFlags, chromiumPath } from './browser'
import { serveStatic } from '../pipeline/static-server'
import { loadSite } from '../src/site/load-site'

const viewports = [
  { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
  { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true },
]

/** Mantine's default palettes, for painting the primary or the accent with another colour. */
const palettes: Record<string, string[]> = {
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0ca678', '#099268', '#087f5b'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#f76707', '#e8590c', '#d9480f'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#be4bdb', '#ae3ec9', '#9c36b5', '#862e9c'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#f03e3e', '#e03131', '#c92a2a'],
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name)
  if (at < 0) return undefined
  const [, value] = args.splice(at, 2)
  return value
}

/** A <style> that repaints the primary and/or the accent (the site's CSS reads these variables). */
function paletteStyle(primary?: string, accent?: string): string {
  const lines: string[] = []
  for (const [prefix, name] of [['--mantine-primary-color', primary], ['--site-accent', accent]] as const) {
    if (!name) continue
    const palette = palettes[name]
    if (!palette) throw new Error(`No palette ${name}: one of ${Object.keys(palettes).join(', ')}`)
    palette.forEach((hex, index) => lines.push(`${prefix}-${index}: ${hex};`))
    if (prefix === '--mantine-primary-color') lines.push(`${prefix}-filled: ${palette[6]};`, `${prefix}-filled-hover: ${palette[7]};`)
  }
  return `html:root, html:root[data-mantine-color-scheme] { ${lines.join(' ')} }`
}

async function settle(page: Page): Promise<void> {
  // Scroll through once so lazy images load and reveals happen, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(150)
}

async function shoot(args: string[]): Promise<void> {
  const light = args.includes('--light')
  args = args.filter((arg) => arg !== '--light')
  const primary = option(args, '--primary')
  const accent = option(args, '--accent')
  const [dist, out, ...only] = args
  if (!dist || !out) throw new Error('usage: shoot <built-dir> <out-dir> [--light] [--primary name] [--accent name] [/path ...]')
  const site = loadSite().site
  if (!site) throw new Error('site.yaml is invalid: run npm run check')
  const paths = only.length ? only : site.pages.map((page) => (page.path === '*' ? '/no-such-page' : page.path))
  const served = await serveStatic(resolve(dist))
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags })
  for (const viewport of viewports) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.deviceScaleFactor,
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    for (const path of paths) {
      await page.goto(served.url + path, { waitUntil: 'networkidle' })
      if (light) {
        await page.evaluate(() => {
          document.documentElement.setAttribute('data-mantine-color-scheme', 'light')
          document.documentElement.style.colorScheme = 'light'
        })
      }
      if (primary || accent) await page.addStyleTag({ content: paletteStyle(primary, accent) })
      // Animations and transitions off, so two runs draw the same frame.
      await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }' })
      await settle(page)
      const file = join(out, `${viewport.width}${path === '/' ? '-home' : path.replace(/\//g, '-')}.png`)
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    await context.close()
  }
  await browser.close()
  served.server.close()
}

/** Decodes both PNGs in the browser (a canvas each) and counts the pixels that differ. */
async function compare(args: string[]): Promise<void> {
  const tolerance = Number(option(args, '--tolerance') ?? 8)
  const [a, b] = args
  if (!a || !b) throw new Error('usage: compare <dir-a> <dir-b> [--tolerance 8]')
  const names = readdirSync(a).filter((name) => name.endsWith('.png') && readdirSync(b).includes(name)).sort()
  mkdirSync(join(b, 'diff'), { recursive: true })
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags })
  const page = await browser.newPage()
  // tsx names inner functions with a __name helper the page does not have.
  await page.evaluate('globalThis.__name = (f) => f')
  let differing = 0
  for (const name of names) {
    const dataUrl = (dir: string) => `data:image/png;base64,${readFileSync(join(dir, name)).toString('base64')}`
    const result = await page.evaluate(
      async ([first, second, tolerance]) => {
        const load = async (src: string) => {
          const image = new Image()
          image.src = src
          await image.decode()
          const canvas = document.createElement('canvas')
          canvas.width = image.width
          canvas.height = image.height
          const context = canvas.getContext('2d')!
          context.drawImage(image, 0, 0)
          return { width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data }
        }
        const [one, two] = [await load(first), await load(second)]
        const width = Math.min(one.width, two.width)
        const height = Math.min(one.height, two.height)
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const context = canvas.getContext('2d')!
        const out = context.createImageData(width, height)
        let count = 0
        let largest = 0
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const i = (y * one.width + x) * 4
            const j = (y * two.width + x) * 4
            const k = (y * width + x) * 4
            const change = Math.max(...[0, 1, 2].map((c) => Math.abs(one.data[i + c] - two.data[j + c])))
            largest = Math.max(largest, change)
            const differs = change > tolerance
            if (differs) count++
            // The second image, faded, with differing pixels in red.
            out.data[k] = differs ? 255 : two.data[j] / 3
            out.data[k + 1] = differs ? 0 : two.data[j + 1] / 3
            out.data[k + 2] = differs ? 0 : two.data[j + 2] / 3
            out.data[k + 3] = 255
          }
        }
        context.putImageData(out, 0, 0)
        const sizes = one.width === two.width && one.height === two.height ? '' : `${one.width}×${one.height} vs ${two.width}×${two.height}`
        return { count, largest, sizes, diff: count ? canvas.toDataURL('image/png') : '' }
      },
      [dataUrl(a), dataUrl(b), tolerance] as const,
    )
    if (result.count || result.sizes) differing++
    if (result.diff) writeFileSync(join(b, 'diff', name), Buffer.from(result.diff.split(',')[1], 'base64'))
    console.log(`${name.padEnd(48)} ${String(result.count).padStart(8)} px differ (largest change ${result.largest})${result.sizes ? `  (sizes ${result.sizes})` : ''}`)
  }
  await browser.close()
  console.log(differing ? `${differing} of ${names.length} screenshots differ.` : `All ${names.length} screenshots are the same.`)
  process.exitCode = differing ? 1 : 0
}

const [command, ...rest] = process.argv.slice(2)
if (command === 'shoot') await shoot(rest)
else if (command === 'compare') await compare(rest)
else {
  console.error('usage: npx tsx tools/theme-screens.mts shoot <built-dir> <out-dir> [--light] [--primary teal] [--accent orange] [/path ...]\n' +
    '       npx tsx tools/theme-screens.mts compare <dir-a> <dir-b> [--tolerance 8]')
  process.exitCode = 2
}
