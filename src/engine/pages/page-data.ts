import { use } from 'react'
import { loadSectionComponents } from '@/sections/registry'
import type { PageModule } from '@/engine/contract/data-files'
import { keepUnchanged } from '@/engine/content/keep-unchanged'
import { normalizePath } from '@/engine/contract/normalize-path'

// A page's module is declared by the contract (src/engine/contract/data-files.ts): the built site's data files and
// `virtual:site/pages` both hold it. Passed on from here to the modules that load pages (src/engine/server, browser).
export type { PageModule }

type RouteTable = (typeof import('virtual:site/pages'))['pages']
// React's use() returns at once for a promise marked fulfilled, so a loaded page never suspends.
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

let routeTable: Promise<RouteTable> | undefined
const pagesByAddress = new Map<string, Tracked<PageModule>>()


/** Every path of the site with its page loader. Not needed for the first paint, so fetched after it. */
export function loadRouteTable(): Promise<RouteTable> {
  routeTable ??= import('virtual:site/pages').then((module) => module.pages)
  return routeTable
}

/** The route table entry for an address: its exact path, or the "*" page. */
export async function routeFor(pathname: string) {
  const routes = await loadRouteTable()
  const path = normalizePath(pathname)
  return routes.find((route) => route.path === path) ?? routes.find((route) => route.path === '*')!
}

function track(pathname: string, pending: Promise<{ default: PageModule }>): Tracked<PageModule> {
  // The page's data and the code of the section types it uses, both before it is drawn.
  const tracked: Tracked<PageModule> = pending.then(async (module) => {
    await loadSectionComponents(module.default.sections)
    tracked.status = 'fulfilled'
    tracked.value = module.default
    return module.default
  })
  tracked.catch(() => pagesByAddress.delete(pathname)) // let a later visit try again
  pagesByAddress.set(pathname, tracked)
  return tracked
}

/** Starts (or reuses) the download of the page at an address, with its section components. */
export function loadPage(pathname: string): Tracked<PageModule> {
  const key = normalizePath(pathname)
  return pagesByAddress.get(key) ?? track(key, routeFor(key).then((route) => route.load()))
}

/** The page at an address, for rendering: at once when loaded (hydration, server), else it suspends. */
export function usePage(pathname: string): PageModule {
  return use(loadPage(pathname) as Promise<PageModule>)
}

/**
 * Every page anew (`npm start`, after a save of site.yaml): the route table and each page's data. Resolves when
 * the page at `current` (the address on screen) can draw at once, with the code of any section type it now
 * uses; the other pages fetch theirs meanwhile (a page visited before it is there waits for it, as on a first visit).
 */
export async function replacePages(pages: (PageModule & { index: number })[], current: string) {
  const before = new Map(pagesByAddress)
  routeTable = Promise.resolve(pages.map(({ page, sections, source, index }) => ({ path: page.path, index, load: async () => ({ default: { page, sections, source } }) })))
  pagesByAddress.clear()
  for (const { page, sections, source } of pages) {
    // What did not change stays the same objects: only the sections whose data changed draw again.
    const kept = keepUnchanged(before.get(page.path)?.value, { page, sections, source })
    track(page.path, Promise.resolve({ default: kept }))
  }
  await loadPage(current)
}
