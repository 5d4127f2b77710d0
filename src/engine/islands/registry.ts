import type { ComponentType } from 'react'

interface IslandEntry {
  /** The module, as the build's manifest names it: the prerender preloads it on pages that have the island. */
  file: string
  /** Loads the component (and whatever it draws) for the browser's root. */
  load: () => Promise<ComponentType<never>>
}

/**
 * Every interactive part of the site. A section's component marks such a part with <Island name=…>;
 * the rest of every page stays prerendered HTML. A part that needs no script should not be here.
 * Each loads through its own file in parts/ (one line): a module the app also imports statically would
 * otherwise be bundled with the app, and an island would download the whole app.
 */
export const islands = {
  navBar: { file: 'src/engine/islands/parts/navBar.ts', load: () => import('./parts/navBar').then((module) => module.default) },
  socialLinks: { file: 'src/engine/islands/parts/socialLinks.ts', load: () => import('./parts/socialLinks').then(async (module) => (await module.ready, module.default)) },
  particles: { file: 'src/engine/islands/parts/particles.ts', load: () => import('./parts/particles').then((module) => module.default) },
  form: { file: 'src/engine/islands/parts/form.ts', load: () => import('./parts/form').then((module) => module.default) },
} satisfies Record<string, IslandEntry>

export type IslandName = keyof typeof islands
