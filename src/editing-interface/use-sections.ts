import { useEffect, useState } from 'react'

// The sections on screen, as SectionList marks them in `npm start` (data-site-section on its wrapper), with the
// box each draws, measured against the editor's layer: the frames and toolbars are drawn over them.

export interface SectionOnPage {
  /** Where it is among the page's sections: [3], or [3, 'columns', 0, 'sections', 1] inside a columns section. */
  place: (string | number)[]
  /** Its index in its own list, the path of that list within the page's sections, and how many sections it holds. */
  index: number
  list: (string | number)[]
  count: number
  /** "Section 4", or "Section 4, column 1, section 2": what its toolbar and panel are named by. */
  name: string
  type: string
  hidden: boolean
  /** The section's box in the layer's coordinates (the page's, scrolled with it). */
  box: { top: number; left: number; width: number; height: number }
}

/**
 * The box a section draws, its wrapper being display: contents: the union of the border boxes of its outermost
 * elements that make a box (a callout's tinted box with its padding, not only its words, which a text range gives).
 */
export function drawnBox(wrapper: Element): { left: number; top: number; right: number; bottom: number; width: number; height: number } {
  let left = Infinity
  let top = Infinity
  let right = -Infinity
  let bottom = -Infinity
  const visit = (element: Element) => {
    for (const child of Array.from(element.children)) {
      const display = getComputedStyle(child).display
      if (display === 'none') continue
      if (display === 'contents') {
        visit(child)
        continue
      }
      const box = child.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      left = Math.min(left, box.left)
      top = Math.min(top, box.top)
      right = Math.max(right, box.right)
      bottom = Math.max(bottom, box.bottom)
    }
  }
  visit(wrapper)
  if (left === Infinity) return { left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0 }
  return { left, top, right, bottom, width: right - left, height: bottom - top }
}

function measure(layer: HTMLElement): SectionOnPage[] {
  const origin = layer.getBoundingClientRect()
  const wrappers = Array.from(document.querySelectorAll<HTMLElement>('[data-site-section]')).filter((element) => !layer.contains(element))
  return wrappers.flatMap((wrapper) => {
    const drawn = drawnBox(wrapper)
    // A section in a tab that is not chosen draws nothing: it has no frame until its tab is chosen.
    if (drawn.width === 0 && drawn.height === 0) return []
    // Within the page's width: a section's decoration may reach past it, and a frame there would widen the page.
    const left = Math.max(drawn.left, 0)
    const right = Math.min(drawn.right, document.documentElement.clientWidth)
    const box = { top: drawn.top, left, width: Math.max(right - left, 0), height: drawn.height }
    const place = placeOf(wrapper.dataset.siteSection ?? '')
    return [
      {
        place,
        index: place.at(-1) as number,
        list: place.slice(0, -1),
        count: Number(wrapper.dataset.siteSectionCount ?? 0),
        name: nameOf(place),
        type: wrapper.dataset.siteSectionType ?? '',
        hidden: wrapper.dataset.siteSectionHidden === 'true',
        box: { top: box.top - origin.top, left: box.left - origin.left, width: box.width, height: box.height },
      },
    ]
  })
}

/** "3.columns.0.sections.1" (SectionList's data-site-section) → [3, 'columns', 0, 'sections', 1]. */
export const placeOf = (text: string) => text.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))

/** What a section is called on its toolbar: "Section 4", "Section 4, column 1, section 2", "Section 2, tab 3, section 1". */
export function nameOf(place: (string | number)[]): string {
  let name = `Section ${Number(place[0]) + 1}`
  for (let at = 1; at + 3 < place.length; at += 4) {
    const holder = String(place[at]).replace(/s$/, '')
    name += `, ${holder} ${Number(place[at + 1]) + 1}, section ${Number(place[at + 3]) + 1}`
  }
  return name
}

const same = (a: SectionOnPage[], b: SectionOnPage[]) => JSON.stringify(a) === JSON.stringify(b)

/** The sections of the page, measured again when the page changes (a save, a navigation, an image loaded, a resize). */
export function useSections(layer: HTMLElement | null, on: boolean): SectionOnPage[] {
  const [sections, setSections] = useState<SectionOnPage[]>([])
  useEffect(() => {
    if (!layer || !on) return
    let frame = 0
    // Measured in the frame that draws the change: a frame left where its section was, even for a moment, is where
    // a click meant for the page would land.
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setSections((before) => {
        const now = measure(layer)
        return same(before, now) ? before : now
      }))
    }
    update()
    const mutations = new MutationObserver((records) => {
      if (records.some((record) => !layer.contains(record.target))) update()
    })
    mutations.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
    const sizes = new ResizeObserver(update)
    sizes.observe(document.body)
    window.addEventListener('resize', update)
    // Transitions and late layout (fonts, lazy images inside a fixed-size body) that no observer reports.
    const timer = setInterval(update, 1000)
    return () => {
      cancelAnimationFrame(frame)
      mutations.disconnect()
      sizes.disconnect()
      window.removeEventListener('resize', update)
      clearInterval(timer)
    }
  }, [layer, on])
  return on ? sections : []
}

/** The section at a place in a page's list of sections ([3] or [3, 'columns', 0, 'sections', 1]). */
export function sectionIn(sections: unknown, place: (string | number)[]): Record<string, unknown> | undefined {
  let node = sections
  for (const key of place) node = (node as Record<string | number, unknown> | undefined)?.[key]
  return node as Record<string, unknown> | undefined
}

/** A section as its toolbar names it, which a panel is opened for. */
export interface SectionNamed {
  /** Its place among the page's sections ([1], or [1, 'columns', 0, 'sections', 0]). */
  place: (string | number)[]
  /** "Section 2", "Section 2, column 1, section 1". */
  name: string
  type: string
}
