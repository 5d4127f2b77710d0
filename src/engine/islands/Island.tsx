import { useContext } from 'react'
import { InsideIslandContext, IslandComponentsContext, IslandRendererContext } from './context'

interface IslandProps {
  /** The island's name: its file is `<name>.island.ts` beside its component (src/engine/contract/islands.ts). */
  name: string
  /** Plain data (JSON): the prerendered page carries it for the browser's root. */
  props: object
  /** The island's own element: a <span> where only phrasing content may stand (inside a heading). @default 'div' */
  as?: 'div' | 'span'
}

/**
 * An interactive part of a section. In a built page it is prerendered as its own root and attached on its
 * own (src/engine/browser/islands-runtime.tsx); everything outside islands stays the prerendered HTML and ships no code.
 * Where the whole page is drawn by React (client-side navigation, the dev server) it is simply drawn.
 */
export function Island({ name, props, as: Element = 'div' }: IslandProps) {
  const renderIsland = useContext(IslandRendererContext)
  const inside = useContext(InsideIslandContext)
  const componentOf = useContext(IslandComponentsContext)
  if (!componentOf) throw new Error(`The island ${name} was drawn outside the engine's roots, which give islands their components.`)
  const Component = componentOf(name)
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
