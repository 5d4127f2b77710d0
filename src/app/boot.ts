// The only <script> of a built page, and a small one. The prerendered HTML is already the whole page,
// so the browser paints it first; only then do the app's and the page's modules download (all at once:
// the prerender moved their <link>s into <template id="page-modules">) and React attach to the page.
// On a slow phone this keeps the scripts from competing with the stylesheet before the page shows.

function loadApp() {
  const pageModules = document.getElementById('page-modules')
  if (!(pageModules instanceof HTMLTemplateElement)) return
  document.head.append(pageModules.content)
  const app = document.querySelector<HTMLLinkElement>('link[data-app]')
  if (app) void import(/* @vite-ignore */ app.href)
}

// After the first paint with content (a first paint can be the bare background); where the browser does
// not report paints, after the next frame.
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    setTimeout(loadApp)
  })
  observer.observe({ type: 'paint', buffered: true })
} else {
  requestAnimationFrame(() => setTimeout(loadApp))
}
