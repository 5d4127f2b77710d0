import { useEffect, useState } from 'react'

// The sections on screen, as SectionList marks them in `npm start` (data-site-section on its wrapper), with the
// box each draws, measured against the editor's layer: the frames and toolbars are drawn over them.

export interface SectionOnPage {
  index: number
  type: string
  hidden: boolean
  /** The section's box in the layer's coordinates (the page's, scrolled with it). */
  box: { top: number; left: number; width: number; height: number }
}

/** The box of a display: contents element: the union of what it draws. */
function boxOf(element: HTMLElement): DOMRect {
  const range = document.createRange()
  range.selectNodeContents(element)
  return range.getBoundingClientRect()
}

function measure(layer: HTMLElement): SectionOnPage[] {
  const origin = layer.getBoundingClientRect()
  const wrappers = Array.from(document.querySelectorAll<HTMLElement>('[data-site-section]')).filter((element) => !layer.contains(element))
  return wrappers.map((wrapper) => {
    const box = boxOf(wrapper)
    return {
      index: Number(wrapper.dataset.siteSection),
      type: wrapper.dataset.siteSectionType ?? '',
      hidden: wrapper.dataset.siteSectionHidden === 'true',
      box: { top: box.top - origin.top, left: box.left - origin.left, width: box.width, height: box.height },
    }
  })
}

const same = (a: SectionOnPage[], b: SectionOnPage[]) => JSON.stringify(a) === JSON.stringify(b)

/** The sections of the page, measured again when the page changes (a save, a navigation, an image loaded, a resize). */
export function useSections(layer: HTMLElement | null, on: boolean): SectionOnPage[] {
  const [sections, setSections] = useState<SectionOnPage[]>([])
  useEffect(() => {
    if (!layer || !on) return
    let frame = 0
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
