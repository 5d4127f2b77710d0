/**
 * Runs `task` once the browser is idle after the first paint (Safari has no requestIdleCallback: a
 * timeout stands in). Returns a function that cancels it. For things no first paint needs.
 *
 * On a prerendered page it first waits for the islands on screen to attach (whenAttached): the browser is
 * "idle" while it waits for their code, and a download started then (the particle engine, sparkles, the
 * toasts, a dialog) shares the phone's bandwidth with them and delays the moment the controls answer (most
 * on a slow network, as on /contact over slow 4G).
 */
export function whenIdle(task: () => void, fallbackMs = 300): () => void {
  let cancelIdle: (() => void) | undefined
  let cancelled = false
  const schedule = () => {
    if (cancelled) return
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task)
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const handle = window.setTimeout(task, fallbackMs)
      cancelIdle = () => window.clearTimeout(handle)
    }
  }
  const stopWaiting = whenAttached(schedule)
  return () => {
    cancelled = true
    stopWaiting()
    cancelIdle?.()
  }
}

/**
 * Runs `then` once <html data-attached> is set (the islands on screen at load have attached: the page answers),
 * or at once where nothing will set it: a page with no prerendered island (the app, the dev server, whose islands
 * carry no data-props) or one the app has taken over (it drew #root anew). Returns a function that cancels it.
 *
 * Every island attached is not the same as data-attached: the runtime sets it a step later, and a tap replayed
 * as the last island attaches runs that island's effects in between.
 */
export function whenAttached(then: () => void): () => void {
  const html = document.documentElement
  const waiting = !html.hasAttribute('data-attached') && document.querySelector('[data-island][data-props]') !== null
  if (!waiting) {
    then()
    return () => undefined
  }
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute('data-attached')) return
    observer.disconnect()
    then()
  })
  observer.observe(html, { attributes: true, attributeFilter: ['data-attached'] })
  return () => observer.disconnect()
}
