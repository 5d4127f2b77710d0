/**
 * Taps on controls of islands that have not attached yet. src/app/boot.ts (the page's first script) fills it;
 * src/islands/runtime.tsx replays each tap once its island has attached. A global, not an import: boot.ts
 * must stay one small file that loads nothing else.
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

/** What counts as a control: what reacts to a click once the app is there (links work without it). */
export const controlSelector = 'button, [role="tab"], [role="button"]'
