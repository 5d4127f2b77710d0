// The only <script> of a built page, and a small one. The prerendered HTML is already the whole page,
// so the browser paints it first; only then do the app's and the page's modules download (all at once:
// the prerender moved their <link>s into <template id="page-modules">) and React attach to the page.
// On a slow phone this keeps the scripts from competing with the stylesheet before the first paint.
// requestAnimationFrame runs just before the next paint; the timeout inside it, just after.
requestAnimationFrame(() => {
  setTimeout(() => {
    const pageModules = document.getElementById('page-modules')
    if (!(pageModules instanceof HTMLTemplateElement)) return
    document.head.append(pageModules.content)
    const app = document.querySelector<HTMLLinkElement>('link[data-app]')
    if (app) void import(/* @vite-ignore */ app.href)
  })
})
