import { createContext, useContext, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { ThemeProvider } from '@/theme/ThemeProvider'

/**
 * How the server draws one island: as its own React root (so its useId ids are the ones the browser's
 * root for it makes), returning the HTML and the id prefix. Only entry-server provides it: the browser
 * bundle never imports react-dom/server.
 */
export type IslandRenderer = (name: string, element: ReactElement) => { html: string; prefix: string }

export const IslandRendererContext = createContext<IslandRenderer | null>(null)

/**
 * An island's component by its name. The roots that draw whole pages give it: the server from its bundle
 * (src/engine/server/island-modules.ts), the browser's app once it has loaded them (src/engine/browser/island-registry.ts).
 */
export const IslandComponentsContext = createContext<((name: string) => ComponentType<object>) | null>(null)

/** True inside an island: an island within an island is drawn as part of the outer one. */
export const InsideIslandContext = createContext(false)

/** The address of the page on screen, for "you are here" marks (the nav bar's current link). */
export const PathContext = createContext('/')

/**
 * Set by the prerender only: it notes every address an island asks about, so that an island drawn where the
 * answer was "no" for all of them can be reused on any page whose address it never asked about.
 */
export const AskedPathsContext = createContext<Set<string> | null>(null)

/** Whether `to` is the address of the page on screen (the one way islands read the address: see AskedPathsContext). */
export function useIsCurrentPath(to: string): boolean {
  useContext(AskedPathsContext)?.add(to)
  return useContext(PathContext) === to
}

/** What every island root has around it, the same on the server and in the browser. */
export function IslandProviders({ path, onAttached, children }: { path: string; onAttached?: () => void; children: ReactNode }) {
  return (
    <ThemeProvider hoistedStyles>
      <PathContext value={path}>
        <InsideIslandContext value={true}>
          <WhenAttached onAttached={onAttached}>{children}</WhenAttached>
        </InsideIslandContext>
      </PathContext>
    </ThemeProvider>
  )
}

/** Calls onAttached once React has attached to the island (its effects run after the hydration commit). */
function WhenAttached({ onAttached, children }: { onAttached?: () => void; children: ReactNode }) {
  useEffect(() => onAttached?.(), [onAttached])
  return children
}
