// `npm start`: a save of site.yaml reaches the open page as data (src/engine/vite/site-plugin.ts sends it over
// Vite's HMR channel), and the page draws again in place: same scroll position, same tabs, what was typed stays.
import type { PageModule } from '@/engine/pages/page-data'
import { replacePages } from '@/engine/pages/page-data'
import { siteUpdateEvent } from '@/engine/contract/live-edit-event'
import { contentChanged, type SharedBlocks } from '@/engine/content/site-data'
import { addIcons } from '@/engine/content/icons'
import type { UsedIcons } from '@/engine/contract/data-files'
import { defaultLanguage } from '@/engine/contract/site-head'

export interface SiteUpdate {
  shared: SharedBlocks
  /** The drawings of the icons the site now names. */
  icons: UsedIcons
  pages: (PageModule & { index: number })[]
}

export function receiveLiveEdits(hot: NonNullable<ImportMeta['hot']>) {
  hot.on(siteUpdateEvent, showSiteUpdate)
}

/** Draws the page again from a new reading of site.yaml (the editing server sends the same, src/editing-app/). */
export async function showSiteUpdate(update: SiteUpdate) {
  addIcons(update.icons)
  await replacePages(update.pages, window.location.pathname)
  contentChanged(update.shared)
  // <html lang> is index.html's, outside what React draws (site.favicon shows on the next load of the page).
  document.documentElement.lang = update.shared.site.language ?? defaultLanguage
  // The message of an earlier broken save goes: this one is good.
  document.querySelectorAll('vite-error-overlay').forEach((overlay) => (overlay as HTMLElement & { close?: () => void }).close?.())
  // For tests and the dev-loop script: when this save was shown.
  document.documentElement.dataset.siteVersion = String(Number(document.documentElement.dataset.siteVersion ?? 0) + 1)
}
