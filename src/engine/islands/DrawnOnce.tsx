import { createContext, useContext, type ReactElement } from 'react'

/**
 * How the prerender draws a part that is the same on every page: HTML for the part, given the JSON of what
 * it is drawn from (src/engine/server/entry-server.tsx draws it once per build and reuses it).
 */
export type DrawOnce = (inputs: string, part: ReactElement) => string

export const DrawOnceContext = createContext<DrawOnce | null>(null)

/**
 * A part of the layout drawn only from `inputs` (plain data, the same on every page: the footer), inside its
 * own `as` element. The prerender draws its HTML once per build instead of once per page (the footer was a
 * large share of each page's drawing); in the browser, and in tests, it is simply drawn.
 */
export function DrawnOnce({ as: Element, className, inputs, children }: { as: 'footer' | 'div'; className?: string; inputs: object; children: ReactElement }) {
  const drawOnce = useContext(DrawOnceContext)
  if (!drawOnce) return <Element className={className}>{children}</Element>
  // The HTML is React's own rendering of the part (escaped text), not text from site.yaml.
  return <Element className={className} dangerouslySetInnerHTML={{ __html: drawOnce(JSON.stringify(inputs), children) }} />
}
