// Text that a person can't read whole: a field whose value runs past its width, or words clipped by their box
// ("For small busi", "Undo to h", "MOST POPU…"). Measured in the page; a plain function, passed to `evaluate`, so it
// carries nothing of this file's scope. Visually hidden text (1 px wide, for screen readers) is not shown, so not cut.

/** Each shown element under `selector` whose words or value are wider than its box, as "TAG words (needed > had)". */
export function cutOffTexts(selector: string): string[] {
  const cut: string[] = []
  for (const container of document.querySelectorAll(selector)) {
    for (const element of container.querySelectorAll<HTMLElement>('*')) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true } as CheckVisibilityOptions)) continue
      const field = element.matches('input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), textarea')
      const ownWords = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
      if (!field && !ownWords) continue
      if (element.clientWidth <= 1) continue
      if (element.scrollWidth > element.clientWidth + 1) {
        const words = field ? (element as HTMLInputElement).value : element.textContent
        cut.push(`${element.tagName} ${words?.trim()} (${element.scrollWidth} > ${element.clientWidth})`)
      }
    }
  }
  return cut
}
