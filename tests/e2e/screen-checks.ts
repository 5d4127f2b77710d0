// What a person sees of the editing interface, measured in the page: controls too small for a finger, and whether the
// part of the page being edited is in sight. Plain functions, passed to `evaluate` (Playwright's or Puppeteer's, so
// Chromium and Firefox run the same checks): they carry nothing of this file's scope, and define no inner functions.
// (The words cut off by their box: cut-off.ts.)

/**
 * The shown controls under `selector` smaller than 44 × 44 px (WCAG 2.5.5, on touch), as "name: W×H". A switch's or a
 * checkbox's own box is small: its label, which takes the tap too, is measured instead.
 */
export function smallControls(selector: string): string[] {
  const small: string[] = []
  for (const container of document.querySelectorAll(selector)) {
    for (const control of container.querySelectorAll<HTMLElement>('button, [role="tab"], [role="menuitem"], input[type="checkbox"]')) {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)) continue
      const measured = control.matches('input') ? (control.closest('label') ?? control.parentElement!.closest('.mantine-Switch-body, .mantine-Checkbox-body') ?? control) : control
      const box = measured.getBoundingClientRect()
      if (box.width < 43.5 || box.height < 43.5) small.push(`${control.getAttribute('aria-label') ?? control.textContent?.trim()}: ${Math.round(box.width)}×${Math.round(box.height)}`)
    }
  }
  return small
}

/**
 * Whether the first shown element of the page (under `main`) whose own words are `words` can be seen: '' when it is
 * on screen and nothing covers its middle; else what is wrong ("off screen at y=…", or what covers it).
 */
export function hiddenPagePart(words: string): string {
  const found = [...document.querySelectorAll<HTMLElement>('main *')].find(
    (element) => element.checkVisibility() && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() === words),
  )
  if (!found) return `“${words}” is not on the page`
  const box = found.getBoundingClientRect()
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return `“${words}” is off screen at x=${Math.round(x)}, y=${Math.round(y)}`
  const top = document.elementFromPoint(x, y)
  if (top && (top === found || found.contains(top) || top.contains(found))) return ''
  return `“${words}” is under ${top ? `${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ''}.${[...top.classList].join('.')} “${(top.textContent ?? '').trim().slice(0, 40)}”` : 'nothing'}`
}
