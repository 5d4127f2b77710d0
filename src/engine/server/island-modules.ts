import type { ComponentType } from 'react'
import { byIslandName, type IslandModule } from '@/engine/contract/islands'

// Every island of the project, in the server bundle (src/engine/contract/islands.ts).
const islands = byIslandName(import.meta.glob<IslandModule>('/src/**/*.island.{ts,tsx}', { eager: true }))

function islandNamed(name: string) {
  const island = islands.get(name)
  if (!island) throw new Error(`No island is named ${name}: an island is a file src/**/${name}.island.ts.`)
  return island
}

/** An island's component, to draw it. */
export const islandComponent = (name: string) => islandNamed(name).module.default as ComponentType<object>

/** The island's file, as the build's manifest names the module the browser loads for it. */
export const islandFile = (name: string) => islandNamed(name).file
