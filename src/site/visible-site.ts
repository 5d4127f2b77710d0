// `hidden: true` on a page or a section (schema/common.json#/$defs/hidden): kept in site.yaml and checked like
// anything else, left out of the built site. The build draws visibleSite(site); the dev server draws the site
// whole, and marks what is hidden (src/sections/SectionList.tsx, src/app/PageView.tsx).
import type { Page, Section, SiteConfig } from '../generated/site'
import { sectionChildren } from './child-sections'
import type { DataPath } from './problem'
import { blockOf, listOf, valueAt } from './walk-data'

/** The pages "/" and "*" cannot be hidden (the check refuses it): the site has no front page or no not-found page without them. */
export const unhideablePaths: readonly string[] = ['/', '*']

/** Whether a page or a section (or anything read defensively) says hidden: true. */
export function isHidden(item: unknown): boolean {
  return blockOf(item).hidden === true
}

/**
 * The site as the build draws it: without its hidden pages, and without the hidden sections of the others (at the
 * top of a page and inside tabs and columns, at any depth). What is kept loses its `hidden: false`, which the
 * loader fills in as the schema's default, so the built data is what it was before the key existed.
 * A tab or a column whose sections are all hidden is kept, empty: dropping it would move the others.
 */
export function visibleSite(site: SiteConfig): SiteConfig {
  const pages = site.pages.filter((page) => !isHidden(page)).map((page) => shown({ ...page, sections: visibleSections(page.sections) }) as Page)
  // Not empty: "/" and "*" cannot be hidden (the check refuses it before the build gets here).
  return { ...site, pages: pages as SiteConfig['pages'] }
}

/** The sections that are not hidden, each with the sections it holds filtered the same way. */
export function visibleSections(sections: readonly Section[]): Section[] {
  return sections.filter((section) => !isHidden(section)).map((section) => shown(withVisibleChildren(section)))
}

function withVisibleChildren(section: Section): Section {
  const children = sectionChildren[section.type as keyof typeof sectionChildren] as { key: string } | undefined
  if (!children) return section
  const block = section as unknown as Record<string, unknown>
  const entries = listOf(block[children.key]).map((entry) => ({ ...blockOf(entry), sections: visibleSections(listOf(blockOf(entry).sections) as Section[]) }))
  return { ...section, [children.key]: entries } as Section
}

/** A copy without its `hidden` key (the item is shown). */
function shown<T extends object>(item: T): T {
  if (!('hidden' in item)) return item
  const { hidden: _hidden, ...rest } = item as T & { hidden?: unknown }
  return rest as T
}

/**
 * Whether the value at `path` is inside a hidden page or a hidden section (or is one): what the built site leaves
 * out, so a link there reaches no visitor.
 */
export function insideHidden(data: unknown, path: Readonly<DataPath>): boolean {
  for (let end = 2; end <= path.length; end++) {
    const listKey = path[end - 2]
    if ((listKey === 'pages' || listKey === 'sections') && typeof path[end - 1] === 'number' && isHidden(valueAt(data, path.slice(0, end)))) return true
  }
  return false
}
