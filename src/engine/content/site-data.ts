import { useSyncExternalStore } from 'react'
import { footer, forms, navigation, site } from 'virtual:site'
import { keepUnchanged } from './keep-unchanged'
import type { Footer, Form, Navigation, SiteInfo } from '@/generated/site'

/** The blocks of site.yaml every page shares. */
export interface SharedBlocks {
  site: SiteInfo
  navigation: Navigation
  footer: Footer
  forms: Record<string, Form>
}

// The content on screen. It changes only in `npm start`, when site.yaml is saved (see src/engine/browser/live-edits.ts):
// everything that draws content reads it here, so a save redraws in place.
let shared: SharedBlocks = { site, navigation, footer, forms }
let version = 0
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The shared blocks, for drawing: the component draws again when they change. */
export function useSharedBlocks(): SharedBlocks {
  return useSyncExternalStore(subscribe, () => shared, () => shared)
}

/** A number that changes whenever any content changes: pages read it to draw again. */
export function useContentVersion(): number {
  return useSyncExternalStore(subscribe, () => version, () => version)
}

/** New content: the shared blocks (when given) and, in page-data.ts, the pages. Everything on screen draws again. */
export function contentChanged(next?: SharedBlocks) {
  if (next) shared = keepUnchanged(shared, next) // the same object when unchanged: nothing that reads it draws again
  version++
  listeners.forEach((listener) => listener())
}
