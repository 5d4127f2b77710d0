import { describe, expect, test } from 'vitest'
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

for (const width of widths) {
  describe(`at ${width} px wide`, () => {
    for (const route of routes) {
      test(`${route}: nothing is wider than the page, no text runs past its box`, async () => {
        const context = await openContext({ ...phone, viewport: { width, height: 800 } })
        const page = await context.newPage()
        await page.goto(baseUrl() + route)
        await waitForAllAttached(page)
        await page.evaluate(() => document.fonts.ready)
        expect(await page.evaluate(findOverflow)).toEqual([])
      })
    }
  })
}
