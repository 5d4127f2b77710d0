// The only <script> of a built page, and a small one. The prerendered HTML is already the whole page, so the
// browser paints it first; only then do the islands' modules download (the prerender put their <link>s in
// <template id="page-modules">) and the interactive parts attach (src/islands/runtime.tsx).
// Until a part has attached, a tap on one of its controls is kept here and replayed once it has: on a slow
// phone the page looks ready seconds before its code is, and a tap in that time must not be lost.
import { controlSelector, type EarlyClicks } from '@/islands/early-clicks'

const early: EarlyClicks = (window.__earlyClicks = { queue: [] })

document.addEventListener(
  'click',
  (event) => {
    const control = event.target instanceof Element ? event.target.closest(controlSelector) : null
    const island = control?.closest<HTMLElement>('[data-island]')
    // While an island hydrates, React itself holds a click and replays it: only before that is it ours.
    if (!control || !island || island.hasAttribute('data-island-attached') || island.hasAttribute('data-island-hydrating')) return
    event.preventDefault() // a submit button must not send the form natively
    if (early.queue.at(-1) !== control) early.queue.push(control) // a double tap is one tap
    early.onWanted?.(island)
  },
  true,
)

/** The module links of the runtime and of the islands on screen (the runtime fetches the others later). */
function loadIslands() {
  const held = [document.querySelector<HTMLTemplateElement>('template#page-modules')]
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    // What the island draws (its own element is display: contents, with no box).
    const range = document.createRange()
    range.selectNodeContents(island)
    const box = range.getBoundingClientRect()
    if (box.width + box.height > 0 && box.top < innerHeight && box.bottom > 0) held.push(document.querySelector<HTMLTemplateElement>(`template[data-island-modules="${island.dataset.island}"]`))
  }
  for (const template of held) if (template) document.head.append(template.content)
  const runtime = document.querySelector<HTMLLinkElement>('link[data-app]')
  if (runtime) void import(/* @vite-ignore */ runtime.href)
}

// After the first paint with content (a first paint can be the bare background); where the browser does
// not report paints, after the next frame.
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    setTimeout(loadIslands)
  })
  observer.observe({ type: 'paint', buffered: true })
} else {
  requestAnimationFrame(() => setTimeout(loadIslands))
}
