import { use } from 'react'
import { pageSections, pages } from 'virtual:site'
import type { Section } from '@/generated/site'
import type { PageSummary } from '@/site/vite-plugin-site'

// Each page's sections are a module of their own, loaded with the page (first load does not grow with the site).
const loading = new Map<string, Promise<Section[]>>()
const loaded = new Map<string, Section[]>()

/** The page of site.yaml for an address: exact path (a trailing slash ignored), or the "*" page. */
export function pageFor(pathname: string): PageSummary {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return pages.find((page) => page.path === path) ?? pages.find((page) => page.path === '*')!
}

/** Starts (or reuses) the download of a page's sections. */
export function loadSections(page: PageSummary): Promise<Section[]> {
  let promise = loading.get(page.path)
  if (!promise) {
    promise = pageSections[page.path]().then((module) => {
      loaded.set(page.path, module.default)
      return module.default
    })
    promise.catch(() => loading.delete(page.path)) // let a later visit try again
    loading.set(page.path, promise)
  }
  return promise
}

/**
 * A page's sections for rendering. Already-loaded pages return at once (so hydration and the server
 * render see the same tree); others suspend until their module arrives.
 */
export function useSections(page: PageSummary): Section[] {
  return loaded.get(page.path) ?? use(loadSections(page))
}
