import { pages as routes } from 'virtual:site/pages'
import type { Section } from '@/generated/site'
import { childSectionLists } from '@/site/child-sections'

type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>

/** A page's sections in reading order, those a section holds (tabs, columns) right after it. */
const flatten = (list: Section[]): Section[] =>
  list.flatMap((section) => [section, ...childSectionLists(section).flatMap((children) => flatten(children.sections as Section[]))])

// The real site.yaml's pages as the app gets them: the Vite plugin (src/engine/vite/site-plugin.ts, in vitest.config.ts)
// reads the file with loadSite, in node, and serves each page as a module. Importing load-site.ts here instead fails
// in jsdom, whose URL resolves its `new URL('…', import.meta.url)` to http://localhost:3000/… rather than a file.
const pages = await Promise.all(routes.map(async (route) => ({ path: route.path, sections: flatten((await route.load()).default.sections) })))

/** Every section of one type in site.yaml (on one page, when `path` is given), placeholders filled, in reading order. */
export function siteSections<T extends Section['type']>(type: T, path?: string): SectionOf<T>[] {
  return pages
    .filter((page) => path === undefined || page.path === path)
    .flatMap((page) => page.sections.filter((section): section is SectionOf<T> => section.type === type))
}

/** The first section of a type in site.yaml (on one page, when `path` is given), so a render test draws what the site does. */
export function firstSection<T extends Section['type']>(type: T, path?: string): SectionOf<T> {
  const [section] = siteSections(type, path)
  if (!section) throw new Error(`site.yaml has no ${type} section${path === undefined ? '' : ` on ${path}`}`)
  return section
}
