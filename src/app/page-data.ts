import { use } from 'react'
import { pageSections, pages } from 'virtual:site'
import type { Section } from '@/generated/site'
import { loadSectionComponents } from '@/sections/registry'
import type { PageSummary } from '@/site/vite-plugin-site'

// Each page's sections are a module of their own, loaded with the page (first load does not grow with the site).
// React's use() returns at once for a promise marked fulfilled, so a loaded page never suspends.
type TrackedPromise = Promise<Section[]> & { status?: 'fulfilled'; value?: Section[] }
const loading = new Map<string, TrackedPromise>()

/** The page of site.yaml for an address: exact path (a trailing slash ignored), or the "*" page. */
export function pageFor(pathname: string): PageSummary {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return pages.find((page) => page.path === path) ?? pages.find((page) => page.path === '*')!
}

/** Starts (or reuses) the download of a page's sections and of their components. */
export function loadSections(page: PageSummary): Promise<Section[]> {
  let promise = loading.get(page.path)
  if (!promise) {
    // The page's data and the code of the section types it uses, both before it is drawn.
    const tracked: TrackedPromise = pageSections[page.path]().then(async (module) => {
      await loadSectionComponents(module.default)
      tracked.status = 'fulfilled'
      tracked.value = module.default
      return module.default
    })
    tracked.catch(() => loading.delete(page.path)) // let a later visit try again
    loading.set(page.path, tracked)
    promise = tracked
  }
  return promise
}

/**
 * A page's sections for rendering. Already-loaded pages return at once (so hydration and the server
 * render see the same tree); others suspend until their module arrives.
 */
export function useSections(page: PageSummary): Section[] {
  return use(loadSections(page))
}
