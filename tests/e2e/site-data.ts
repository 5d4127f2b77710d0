import { loadSite } from '../../src/site/load-site'
import { childSectionLists } from '../../src/site/child-sections'
import type { Section, SiteConfig } from '../../src/generated/site'

/** The real site.yaml, validated: tests read expected texts and counts from it and from the spec. */
export function realSite(): SiteConfig {
  const result = loadSite()
  if (!result.site) throw new Error(`site.yaml is invalid:\n${result.errors.map((error) => error.message).join('\n')}`)
  return result.site
}

/** The page's main heading: its hero's title, or else its first section heading. */
export function mainHeading(sections: Section[]): string | undefined {
  const hero = sections.find((section) => section.type === 'hero')
  if (hero?.type === 'hero') return hero.title
  const first = sections.find((section) => 'heading' in section && section.heading)
  return first && 'heading' in first ? first.heading : undefined
}

/** Every section of the page at `path`, those inside others (tabs, columns) after their holder, in order. */
export function allSectionsOf(site: SiteConfig, path: string): Section[] {
  const page = site.pages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`site.yaml has no page ${path}`)
  const walk = (sections: Section[]): Section[] =>
    sections.flatMap((section) => [section, ...childSectionLists(section).flatMap(({ sections: children }) => walk(children as Section[]))])
  return walk(page.sections)
}
