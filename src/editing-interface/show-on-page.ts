// The page's words of the field a person is changing, kept in sight: on a phone the panel is a sheet under the page
// and the dock's bar above it, which leave the upper half of the screen; the section is scrolled under the header when
// its panel opens, but a field far down in it (a plan's price) would be changed out of sight, under the bar.

/** The first element of the drawn section at `place` whose own words hold `value` (as the page shows it). */
function shownValue(place: (string | number)[], value: string): HTMLElement | undefined {
  const section = document.querySelector(`[data-site-section="${place.join('.')}"]`)
  if (!section) return undefined
  for (const element of section.querySelectorAll<HTMLElement>('*')) {
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('')
    if (own.replace(/\s+/g, ' ').includes(value) && element.checkVisibility()) return element
  }
  return undefined
}

/**
 * When a field of the section's panel takes the focus: the page's element that shows its value, scrolled into the
 * middle of the part of the screen between the site's header and the editing dock, unless it is in that part already.
 */
export function showFieldOnPage(place: (string | number)[], target: EventTarget) {
  // A field typed in: not a list of choices (a read-only field that opens one), whose click a scroll would disturb.
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || !target.dataset.path || target.readOnly || target.hasAttribute('aria-haspopup')) return
  const value = target.value.replace(/\s+/g, ' ').trim()
  // A word or two could be anywhere on the page: only a value that says which element it is.
  if (value.length < 3) return
  const shown = shownValue(place, value)
  if (!shown) return
  const top = Math.max(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0, 0)
  const dock = document.querySelector('#site-editor [role="region"][aria-label="Editing"]')?.getBoundingClientRect()
  const bottom = dock && dock.top > window.innerHeight / 3 ? dock.top : window.innerHeight
  const box = shown.getBoundingClientRect()
  if (box.top >= top && box.bottom <= bottom) return
  window.scrollBy({ top: box.top + box.height / 2 - (top + bottom) / 2, behavior: 'instant' })
}
