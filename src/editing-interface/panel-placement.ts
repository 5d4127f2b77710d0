// Where the editor's side panels sit (the section panel, the Pages panel): beside the page at 900 px and wider,
// the page narrowed by the panel's width; below, a sheet over the lower part of the screen, with room left under
// the page to scroll its end above it. Their look is `.site-editor-panel` in editor.css; only one is open at a time.
import { useEffect, type KeyboardEvent } from 'react'

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

/** A panel's keydown: Escape closes it, unless a list of choices was open and took it. */
export function escapeCloses(onClose: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented && !(event.target as HTMLElement).matches('[aria-haspopup][aria-expanded="true"], [role="combobox"][aria-expanded="true"]')) {
      event.stopPropagation()
      onClose()
    }
  }
}
