// A section's id (schema/common.json#/$defs/sectionId) is an id in its page's HTML, so a link "/faq#privacy" or, on
// the same page, "#privacy" jumps to it. The cross-check refuses a link to an id the page does not have; the
// warnings name a link to a hidden section's id (the built site leaves the section out).
import { childSectionLists } from './child-sections'
import type { DataPath } from './problem'
import { isHidden } from './visible-site'
import { blockOf, listOf, pageIndexOf, pagePathOf, textOf } from './walk-data'

/** Where a link with "#id" points: the page (by its index in pages, and as the message names it) and the id. */
export interface AnchorTarget {
  pageIndex: number
  /** The target page's path, or "" for a link on the same page ("#id"). */
  page: string
  id: string
}

/**
 * Looks up the anchors of a site's pages, each page's ids worked out once (a big site links to the same few
 * sections from many places). Read defensively: the cross-check also runs when the schema found errors.
 */
export function createAnchorLookup(pages: unknown[]) {
  const indexOfPath = new Map<string, number>()
  pages.forEach((page, index) => {
    const path = textOf(blockOf(page).path)
    if (path !== undefined && !indexOfPath.has(path)) indexOfPath.set(path, index)
  })
  const idsByPage = new Map<number, Map<string, boolean>>()
  return {
    /** The page and id a link written at `from` points to; undefined without "#id", for a page that does not exist
     * (the dead link is reported as such), and for "#id" outside a page (navigation, footer: on every page). */
    target(link: string, from: Readonly<DataPath>): AnchorTarget | undefined {
      const hash = link.indexOf('#')
      const id = hash < 0 ? '' : link.slice(hash + 1)
      if (id === '') return undefined
      if (hash === 0) {
        const pageIndex = pageIndexOf(from)
        return pageIndex === undefined ? undefined : { pageIndex, page: '', id }
      }
      const page = pagePathOf(link)
      const pageIndex = link.startsWith('/') ? indexOfPath.get(page) : undefined
      return pageIndex === undefined ? undefined : { pageIndex, page, id }
    },
    /** A page's section ids, in the order of the page, each with whether its section is hidden (or inside one). */
    ids(pageIndex: number): Map<string, boolean> {
      let ids = idsByPage.get(pageIndex)
      if (!ids) idsByPage.set(pageIndex, (ids = sectionIds(blockOf(pages[pageIndex]).sections)))
      return ids
    },
  }
}

/** Ids of the sections of a list and of every list they hold (tabs, columns): they are all the page's ids. */
function sectionIds(sections: unknown, insideHidden = false, ids = new Map<string, boolean>()): Map<string, boolean> {
  for (const item of listOf(sections)) {
    const hidden = insideHidden || isHidden(item)
    const id = textOf(blockOf(item).id)
    // An id used twice is refused on its own (section-id-used-twice); the first is the one a browser jumps to.
    if (id !== undefined && !ids.has(id)) ids.set(id, hidden)
    for (const children of childSectionLists(item)) sectionIds(children.sections, hidden, ids)
  }
  return ids
}
