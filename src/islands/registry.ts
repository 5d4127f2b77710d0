import type { ComponentType } from 'react'
import type { Section } from '@/generated/site'
import { loadSectionComponents } from '@/sections/registry'

interface IslandEntry {
  /** The module, as the build's manifest names it: the prerender preloads it on pages that have the island. */
  file: string
  /** Loads the component (and whatever it draws) for the browser's root, given the island's props. */
  load: (props: never) => Promise<ComponentType<never>>
  /** Sections the island draws inside it: their code loads with it (and is preloaded with it). */
  sections?: (props: never) => Section[]
}

/** The sections inside tabs. */
const tabSections = ({ tabs }: { tabs: { sections: Section[] }[] }) => tabs.flatMap((tab) => tab.sections)

/**
 * Every interactive part of the site. A section's component marks such a part with <Island name=…>;
 * the rest of every page stays prerendered HTML. A part that needs no script should not be here.
 * Each loads through its own file in parts/ (one line): a module the app also imports statically would
 * otherwise be bundled with the app, and an island would download the whole app.
 */
export const islands = {
  navBar: { file: 'src/islands/parts/navBar.ts', load: () => import('./parts/navBar').then((module) => module.default) },
  socialLinks: { file: 'src/islands/parts/socialLinks.ts', load: () => import('./parts/socialLinks').then(async (module) => (await module.ready, module.default)) },
  particles: { file: 'src/islands/parts/particles.ts', load: () => import('./parts/particles').then((module) => module.default) },
  detailButton: { file: 'src/islands/parts/detailButton.ts', load: () => import('./parts/detailButton').then((module) => module.default) },
  cardGrid: { file: 'src/islands/parts/cardGrid.ts', load: () => import('./parts/cardGrid').then((module) => module.default) },
  faqAccordion: { file: 'src/islands/parts/faqAccordion.ts', load: () => import('./parts/faqAccordion').then((module) => module.default) },
  pricingComparison: { file: 'src/islands/parts/pricingComparison.ts', load: () => import('./parts/pricingComparison').then((module) => module.default) },
  form: { file: 'src/islands/parts/form.ts', load: () => import('./parts/form').then((module) => module.default) },
  tabs: {
    file: 'src/islands/parts/tabs.ts',
    sections: tabSections,
    // Tabs hold sections: their components must be there before the tabs attach.
    load: async (props: { tabs: { sections: Section[] }[] }) => {
      const [module] = await Promise.all([import('./parts/tabs'), loadSectionComponents(tabSections(props))])
      return module.default
    },
  },
} satisfies Record<string, IslandEntry>

export type IslandName = keyof typeof islands
