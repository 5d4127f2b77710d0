/**
 * Runs `task` once the browser is idle after the first paint (Safari has no requestIdleCallback: a
 * timeout stands in). Returns a function that cancels it. For things no first paint needs.
 */
export function whenIdle(task: () => void, fallbackMs = 300): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task)
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, fallbackMs)
  return () => window.clearTimeout(handle)
}
