/**
 * Links of the site are plain <a href> everywhere (so they work before any script and in the prerendered
 * HTML); one listener on the document turns a click on a link to another page of this site into a
 * client-side navigation. Before the app has taken over the page it is the islands runtime's handler,
 * afterwards React Router's navigate.
 */
type Navigate = (to: string) => void

let navigate: Navigate | undefined
let installed = false

/** The address a click should navigate to inside the app, or undefined to leave it to the browser. */
export function internalTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return
  const url = new URL(link.href)
  if (url.origin !== window.location.origin) return
  // A jump to an anchor of this same page is the browser's.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return
  return url.pathname + url.search + url.hash
}

/** Routes clicks on this site's links to `handler` from now on (the last one set wins). */
export function setLinkNavigation(handler: Navigate) {
  navigate = handler
  if (installed) return
  installed = true
  document.addEventListener('click', (event) => {
    const to = navigate && internalTarget(event)
    if (!to) return
    event.preventDefault()
    navigate!(to)
  })
}
