/**
 * Taps on controls of islands that have not attached yet. src/engine/browser/head-script.js (the page's first script,
 * inline in <head>) fills it; src/engine/browser/islands-runtime.tsx replays each tap once its island has attached.
 */
export interface EarlyClicks {
  /** The controls tapped, oldest first. Hydration keeps the prerendered elements, so these stay valid. */
  queue: Element[]
  /** Set by the runtime: attach this island now, someone is waiting for it. */
  onWanted?: (island: HTMLElement) => void
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClicks
  }
}
