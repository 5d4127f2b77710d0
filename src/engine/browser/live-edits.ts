// `npm start`: a save of site.yaml reaches the open page as data (src/engine/vite/site-plugin.ts sends it over
// Vite's HMR channel), and the page draws again in place: same scroll position, same tabs, what was typed stays.
import type { PageModule } from '@/engine/pages/page-data'
import { replacePages } from '@/engine/pages/page-data'
import { siteUpdateEvent } from '@/engine/contract/live-edit-event'
import { contentChanged, type SharedBlocks } from '@/engine/content/site-data'

export interface SiteUpdate {
  shared: SharedBlocks
  pages: (PageModule & { index: number })[]
}

export function receiveLiveEdits(hot: NonNullable<ImportMeta['hot']>) {
  hot.on(siteUpdateEvent, async (update: SiteUpdate) => {
    await replacePages(update.pages, window.location.pathname)
    contentChanged(update.shared)
    // The message of an earlier broken save goes: this one is good.
    document.querySelectorAll('vite-error-overlay').forEach((overlay) => (overlay as HTMLElement & { close?: () => void }).close?.())
    // For tests and the dev-loop script: when this save was shown.
    document.documentElement.dataset.siteVersion = String(Number(document.documentElement.dataset.siteVersion ?? 0) + 1)
  })
}
