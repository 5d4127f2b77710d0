// The page's one module script, and a small one. The prerendered HTML is already the whole page, so the
// browser paints it first; only then do the islands' modules download (the prerender put their <link>s in
// <template id="page-modules">) and the interactive parts attach (src/engine/browser/islands-runtime.tsx).
// Taps made before a part has attached are kept by the head script (src/engine/browser/head-script.js), which runs before
// the first paint: this module runs only once it has downloaded and the HTML has been parsed.

/** The module links of the runtime and of the islands on screen (the runtime fetches the others later). */
function loadIslands() {
  const held = [document.querySelector<HTMLTemplateElement>('template#page-modules')]
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    // What the island draws (its own element is display: contents, with no box).
    const range = document.createRange()
    range.selectNodeContents(island)
    const box = range.getBoundingClientRect()
    if (box.width + box.height === 0 || box.top >= innerHeight || box.bottom <= 0) continue
    // The runtime attaches these first (src/engine/browser/islands-runtime.tsx).
    island.setAttribute('data-on-screen', '')
    held.push(document.querySelector<HTMLTemplateElement>(`template[data-island-modules="${island.dataset.island}"]`))
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

export {}
