// Where the editor's side panels sit (the section panel, the Pages panel): beside the page at 900 px and wider,
// the page narrowed by the panel's width; below, a sheet over the lower part of the screen, with room left under
// the page to scroll its end above it. Their look is `.site-editor-panel` in editor.css; only one is open at a time.
import { useEffect, type KeyboardEvent, type RefObject } from 'react'

/** The panel's width beside the page at 900 px and wider; below, it is a sheet over the lower part of the screen. */
export const panelWidth = 400
/** The narrowest window with the panel beside the page. */
export const panelBeside = 900
const wide = `(min-width: ${panelBeside}px)`

/** Narrows the page by the panel's width while it is open beside it (≥ 900 px), or leaves room under it for the sheet. */
export function useRoomForPanel() {
  useEffect(() => {
    const html = document.documentElement
    const before = { right: html.style.marginRight, bottom: html.style.paddingBottom }
    const media = window.matchMedia(wide)
    const place = () => {
      html.style.marginRight = media.matches ? `${panelWidth}px` : before.right
      html.style.paddingBottom = media.matches ? before.bottom : '55vh'
    }
    place()
    media.addEventListener('change', place)
    return () => {
      media.removeEventListener('change', place)
      html.style.marginRight = before.right
      html.style.paddingBottom = before.bottom
    }
  }, [])
}

/**
 * Leaves room under the page for the dock's strip (`dock`, while it is one): the page's end scrolls above it, and a
 * field or heading that takes the focus is scrolled clear of it (scroll-padding), as the strip's height changes.
 */
export function useRoomUnderPage(dock: RefObject<HTMLElement | null> | undefined) {
  useEffect(() => {
    const element = dock?.current
    if (!element) return
    const html = document.documentElement
    const before = { padding: html.style.paddingBottom, scroll: html.style.scrollPaddingBottom }
    const follow = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`
      html.style.paddingBottom = height
      html.style.scrollPaddingBottom = height
    }
    follow()
    const observer = new ResizeObserver(follow)
    observer.observe(element)
    return () => {
      observer.disconnect()
      html.style.paddingBottom = before.padding
      html.style.scrollPaddingBottom = before.scroll
    }
  }, [dock])
}

/** A panel's keydown: Escape closes it, unless a list of choices was open and took it. */
export function escapeCloses(onClose: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented && !(event.target as HTMLElement).matches('[aria-haspopup][aria-expanded="true"], [role="combobox"][aria-expanded="true"]')) {
      event.stopPropagation()
      onClose()
    }
  }
}
