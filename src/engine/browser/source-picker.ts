// `npm start` only: from what you see to where it is written. Holding Alt (Option on a Mac) outlines the
// section under the pointer and names it ("/pricing → section 3 (pricingTable), site.yaml:1463"); Alt+click
// opens site.yaml at that line in your editor, through Vite's open-in-editor. The built site has none of it.

let outline: HTMLDivElement | undefined

/** The section under the pointer, as SectionList marks it in the dev server. */
function sectionAt(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-site-source]') : null
}

function describe(section: HTMLElement): string {
  const fileName = section.dataset.siteFile?.split(/[\\/]/).pop()
  return `${section.dataset.siteSource}, ${fileName}:${section.dataset.siteLine}`
}

/** The box of a display: contents element: the union of what it draws. */
function boxOf(section: HTMLElement): DOMRect {
  const range = document.createRange()
  range.selectNodeContents(section)
  return range.getBoundingClientRect()
}

function show(section: HTMLElement | null) {
  if (!section) return hide()
  outline ??= Object.assign(document.createElement('div'), { className: 'site-source-outline' })
  outline.setAttribute('role', 'tooltip')
  const box = boxOf(section)
  Object.assign(outline.style, {
    position: 'fixed',
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    outline: '2px solid #22b8cf',
    outlineOffset: '-2px',
    pointerEvents: 'none',
    zIndex: '10000',
    font: '600 13px/1.4 system-ui, sans-serif',
    color: '#0b1120',
  } satisfies Partial<CSSStyleDeclaration>)
  const label = Object.assign(document.createElement('span'), { textContent: describe(section) })
  Object.assign(label.style, { background: '#22b8cf', padding: '2px 6px', position: 'absolute', top: '0', left: '0' })
  outline.replaceChildren(label)
  if (!outline.isConnected) document.body.append(outline)
}

function hide() {
  outline?.remove()
}

export function installSourcePicker() {
  let pointer: EventTarget | null = null
  document.addEventListener('mousemove', (event) => {
    pointer = event.target
    if (event.altKey) show(sectionAt(pointer))
    else hide()
  })
  document.addEventListener('keydown', (event) => event.key === 'Alt' && show(sectionAt(pointer)))
  document.addEventListener('keyup', (event) => event.key === 'Alt' && hide())
  document.addEventListener(
    'click',
    (event) => {
      const section = event.altKey ? sectionAt(event.target) : null
      if (!section) return
      event.preventDefault()
      event.stopPropagation()
      void fetch(`/__open-in-editor?file=${encodeURIComponent(`${section.dataset.siteFile}:${section.dataset.siteLine}`)}`)
    },
    true,
  )
}
