// Measured in the page, in Chromium (playwright) and Firefox (puppeteer) alike: how well each section's editing frame
// fits the section as drawn, and whether a shown toolbar covers its own section's words. Plain functions, passed to
// `evaluate`, so they carry nothing of this file's scope.

export interface FrameFit {
  place: string
  type: string
  /** The largest gap, on any side, between the frame and the section's box (its outermost elements that draw a box). */
  misfit: number
  /** How far anything the section paints (a filled or bordered box, a picture, words) reaches past its frame. */
  outside: number
}

/** Every section that draws something, with its frame's fit. Frames are matched to sections by their order. */
export function frameFits(): FrameFit[] {
  const pageWidth = document.documentElement.clientWidth
  const wrappers = Array.from(document.querySelectorAll<HTMLElement>('[data-site-section]')).filter((wrapper) => !wrapper.closest('#site-editor'))
  const frames = Array.from(document.querySelectorAll<HTMLElement>('.site-editor-frame')).map((frame) => frame.getBoundingClientRect())
  type Box = { l: number; t: number; r: number; b: number }
  const none: Box = { l: Infinity, t: Infinity, r: -Infinity, b: -Infinity }
  const join = (a: Box, b: Box): Box => ({ l: Math.min(a.l, b.l), t: Math.min(a.t, b.t), r: Math.max(a.r, b.r), b: Math.max(a.b, b.b) })
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true } as CheckVisibilityOptions)
  /** The section's box: its outermost elements that are not display: contents. */
  const outer = (element: Element): Box =>
    Array.from(element.children).reduce<Box>((box, child) => {
      const style = getComputedStyle(child)
      if (style.display === 'none') return box
      if (style.display === 'contents') return join(box, outer(child))
      const rect = child.getBoundingClientRect()
      return rect.width || rect.height ? join(box, { l: Math.max(rect.left, 0), t: rect.top, r: Math.min(rect.right, pageWidth), b: rect.bottom }) : box
    }, none)
  /** What it paints, each piece cut by the scrolling or clipping boxes around it. */
  const painted = (element: Element, clip: Box): Box =>
    Array.from(element.children).reduce<Box>((box, child) => {
      const style = getComputedStyle(child)
      if (style.display === 'none') return box
      if (style.display === 'contents') return join(box, painted(child, clip))
      if (!shown(child)) return box
      const rect = child.getBoundingClientRect()
      const cut = { l: Math.max(rect.left, clip.l, 0), t: Math.max(rect.top, clip.t), r: Math.min(rect.right, clip.r, pageWidth), b: Math.min(rect.bottom, clip.b) }
      const paints = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none' || parseFloat(style.borderTopWidth) > 0 || /^(IMG|svg|CANVAS|P|H[1-6]|A|BUTTON|LI|INPUT|TEXTAREA|SELECT)$/.test(child.tagName)
      const own = paints && cut.r > cut.l && cut.b > cut.t ? join(box, cut) : box
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible'
      return join(own, painted(child, clips ? { l: Math.max(clip.l, rect.left), t: Math.max(clip.t, rect.top), r: Math.min(clip.r, rect.right), b: Math.min(clip.b, rect.bottom) } : clip))
    }, none)
  const drawing = wrappers.filter((wrapper) => outer(wrapper).r > outer(wrapper).l)
  return drawing.map((wrapper, index) => {
    const frame = frames[index]
    const box = outer(wrapper)
    const paint = painted(wrapper, { l: -Infinity, t: -Infinity, r: Infinity, b: Infinity })
    return {
      place: wrapper.dataset.siteSection ?? '',
      type: wrapper.dataset.siteSectionType ?? '',
      misfit: frame ? Math.max(Math.abs(frame.left - box.l), Math.abs(frame.top - box.t), Math.abs(frame.right - box.r), Math.abs(frame.bottom - box.b)) : Infinity,
      outside: frame ? Math.max(0, frame.left - paint.l, frame.top - paint.t, paint.r - frame.right, paint.b - frame.bottom) : Infinity,
    }
  })
}

/**
 * The headings and paragraphs of the section at `place` (not those of sections inside it) that a tap at their middle
 * would not reach, because something of the editing interface is there: each is scrolled to the middle of the screen
 * first. Returns their words.
 */
export function coveredTexts(place: string): string[] {
  const wrapper = document.querySelector<HTMLElement>(`[data-site-section="${place}"]`)
  if (!wrapper) return [`no section at ${place}`]
  const texts = Array.from(wrapper.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, p')).filter(
    (text) => text.closest('[data-site-section]') === wrapper && text.checkVisibility({ visibilityProperty: true, opacityProperty: true } as CheckVisibilityOptions) && text.getBoundingClientRect().height > 0,
  )
  const covered: string[] = []
  for (const text of texts) {
    text.scrollIntoView({ block: 'center' })
    const rect = text.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    if (hit?.closest('#site-editor')) covered.push((text.textContent ?? '').trim().slice(0, 60))
  }
  return covered
}
