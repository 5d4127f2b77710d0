import { useContext, type ComponentType } from 'react'
import type { IslandName } from './registry'
import { InsideIslandContext, IslandRendererContext } from './context'

interface IslandProps<P extends object> {
  /** The island's entry in src/engine/islands/registry.ts: how the browser loads `component`. */
  name: IslandName
  component: ComponentType<P>
  /** Plain data (JSON): the prerendered page carries it for the browser's root. */
  props: P
  /** The island's own element: a <span> where only phrasing content may stand (inside a heading). @default 'div' */
  as?: 'div' | 'span'
}

/**
 * An interactive part of a section. In a built page it is prerendered as its own root and attached on its
 * own (src/engine/browser/islands-runtime.tsx); everything outside islands stays the prerendered HTML and ships no code.
 * Where the whole page is drawn by React (client-side navigation, the dev server) it is simply drawn.
 */
export function Island<P extends object>({ name, component: Component, props, as: Element = 'div' }: IslandProps<P>) {
  const renderIsland = useContext(IslandRendererContext)
  const inside = useContext(InsideIslandContext)
  if (inside) return <Component {...props} />
  if (renderIsland) {
    const { html, prefix } = renderIsland(name, <Component {...props} />)
    // The HTML is React's own rendering of the component (escaped text), not text from site.yaml.
    return <Element data-island={name} data-prefix={prefix} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: html }} />
  }
  return (
    <Element data-island={name} data-island-attached="">
      <InsideIslandContext value={true}>
        <Component {...props} />
      </InsideIslandContext>
    </Element>
  )
}
