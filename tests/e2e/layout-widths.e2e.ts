import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, phone, useBrowser, waitForAllAttached } from '../../tools/browser'
import { realSite } from './site-data'

// Every route at the widths of common phones: nothing is wider than the page, and no text runs past its box.

const routes = realSite().pages.map((page) => (page.path === '*' ? '/no/such/page' : page.path))
const widths = [360, 375, 390, 412]
const openContext = useBrowser(30_000)

/**
 * What overflows on the page, in words (runs in the page). Three checks:
 * - no element reaches past the viewport's edges, and the page itself does not scroll sideways;
 * - no text-bearing element (the nearest box that is not inline around a piece of text) is wider inside than its box;
 * - no element that clips its overflow (overflow hidden or clip) and holds text has content wider than itself:
 *   what it clips is text a visitor cannot see.
 * Left out, with all they contain, only what is hidden on purpose: text for screen readers only (clipped to nothing,
 * or a box of at most one pixel), a control parked off screen until it has the focus (a skip link: entirely left of
 * or above the page), decoration hidden from assistive technology (aria-hidden, such as the particle layer, whose
 * clipped overflow is the point), and anything not drawn (display: none, visibility: hidden, no box). A scroll
 * container (overflow auto or scroll) scrolls on purpose; it is checked against the viewport like any element.
 */
function findOverflow(): string[] {
  const viewport = document.documentElement.clientWidth
  const found: string[] = []
  const name = (element: Element) => {
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter((name) => name && !name.startsWith('m_')) : []
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${element.tagName.toLowerCase()}${classes.length ? ` class="${classes.join(' ')}"` : ''}> "${text}"`
  }
  const hiddenOnPurpose = (element: Element) => {
    const style = getComputedStyle(element)
    const rect = element.getBoundingClientRect()
    if (element.getAttribute('aria-hidden') === 'true') return true
    if (style.display === 'none') return true
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true
    if (rect.width <= 1 && rect.height <= 1 && style.overflow !== 'visible') return true
    return (style.position === 'absolute' || style.position === 'fixed') && (rect.right <= 0 || rect.bottom <= 0)
  }
  const hasText = (element: Element) => (element.textContent ?? '').trim() !== ''
  const textBoxes = new Set<Element>()
  const walk = (element: Element) => {
    if (hiddenOnPurpose(element)) return
    const style = getComputedStyle(element)
    const rect = element.getBoundingClientRect()
    const drawn = style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0
    if (drawn && (rect.right > viewport + 0.5 || rect.left < -0.5)) found.push(`${name(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px of a ${viewport} px page`)
    if (drawn && ['hidden', 'clip'].includes(style.overflowX) && hasText(element) && element.scrollWidth > element.clientWidth + 1) {
      found.push(`${name(element)} clips content ${element.scrollWidth} px wide in ${element.clientWidth} px`)
    }
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
      let box: Element | null = element
      while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement
      if (box && drawn) textBoxes.add(box)
    }
    for (const child of element.children) walk(child)
  }
  walk(document.body)
  for (const box of textBoxes) {
    if (box.scrollWidth > box.clientWidth + 1) found.push(`${name(box)}: its text needs ${box.scrollWidth} px of its ${box.clientWidth} px`)
  }
  const page = document.documentElement.scrollWidth
  if (page > viewport) found.push(`the page scrolls sideways: ${page} px wide in a ${viewport} px viewport`)
  return found
}

// Each route is loaded once, at the narrowest width, and widened step by step (a phone turned, a window resized): the
// page lays itself out again at each width as it does when loaded there, and the 72 loads of a page each were most of
// this file's time.
for (const route of routes) {
  describe(route, () => {
    let page: Page
    beforeAll(async () => {
      const context = await openContext.forFile({ ...phone, viewport: { width: widths[0], height: 800 } })
      page = await context.newPage()
      await page.goto(baseUrl() + route)
      await waitForAllAttached(page)
      await page.evaluate(() => document.fonts.ready)
    })
    for (const width of widths) {
      test(`at ${width} px wide: nothing is wider than the page, no text runs past its box`, async () => {
        await page.setViewportSize({ width, height: 800 })
        // Laid out at the new width: the document is as wide as the viewport, two frames on (a resize observer's turn).
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(width)
        expect(await page.evaluate(findOverflow)).toEqual([])
      })
    }
  })
}
