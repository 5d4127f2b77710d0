import type { ComponentType } from 'react'
import { byIslandName, type IslandModule } from '@/engine/contract/islands'

// Every island of the project, each loaded on its own when asked for (src/engine/contract/islands.ts).
const islands = byIslandName(import.meta.glob<IslandModule>('/src/**/*.island.{ts,tsx}'))
const loaded = new Map<string, ComponentType<object>>()

/** Loads an island's component and what must come before its first drawing. */
export async function loadIsland(name: string): Promise<ComponentType<object>> {
  const island = islands.get(name)
  if (!island) throw new Error(`No island is named ${name}: an island is a file src/**/${name}.island.ts.`)
  const module = await island.module()
  await module.beforeAttach?.()
  loaded.set(name, module.default as ComponentType<object>)
  return module.default as ComponentType<object>
}

/** Loads every island: the whole app (client-side navigation, `npm start`) draws any of them at once. */
export function loadAllIslands(): Promise<unknown> {
  return Promise.all([...islands.keys()].map(loadIsland))
}

/** An island's component, once loaded (loadAllIslands). */
export function loadedIsland(name: string): ComponentType<object> {
  const component = loaded.get(name)
  if (!component) throw new Error(`The island ${name} was drawn before its code was loaded.`)
  return component
}
