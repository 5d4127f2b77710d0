import type { ComponentType } from 'react'

/**
 * An island is one file, `<name>.island.ts` (or .tsx) beside its component, anywhere under src/. Its file name is
 * the island's name: the name in `<Island name="…">` and in a built page's `data-island`. From those files alone
 * the engine finds, without a list kept by hand:
 *   - the browser's registry (src/engine/browser/island-registry.ts) and the server's (src/engine/server/island-modules.ts);
 *   - the bundler's entries (each is loaded on its own) and chunk groups (src/engine/vite/chunk-groups.ts);
 *   - the prerender's module links for a page (the file is the key of the build's manifest).
 */
export interface IslandModule {
  /** The component. Its props are plain data (JSON): the prerendered page carries them for the browser. */
  default: ComponentType<never>
  /** What must load before the island attaches, so its first drawing in the browser is the prerendered one. */
  beforeAttach?: () => Promise<unknown>
  /** The island at the top of every page: its code is grouped to be fetched first (src/engine/vite/chunk-groups.ts). */
  onEveryPage?: true
}

const islandFile = /(?:^|\/)([^/]+)\.island\.tsx?$/

/** The island a file declares (`src/components/navBar.island.ts` → `navBar`), or undefined for any other file. */
export function islandNameOf(file: string): string | undefined {
  return islandFile.exec(file)?.[1]
}

/** The islands of a set of module paths (as import.meta.glob gives them), by name. */
export function byIslandName<T>(modules: Record<string, T>): Map<string, { file: string; module: T }> {
  const found = new Map<string, { file: string; module: T }>()
  for (const [path, module] of Object.entries(modules)) {
    const name = islandNameOf(path)!
    const file = path.replace(/^\//, '')
    const other = found.get(name)
    if (other) throw new Error(`Two islands are named ${name}: ${other.file} and ${file}. An island's name is its file's name: rename one.`)
    found.set(name, { file, module })
  }
  return found
}
