import { createReactComponent, type Icon } from '@tabler/icons-react'
import { icons as siteIcons } from 'virtual:site'
import type { UsedIcons } from '@/engine/contract/data-files'

// The icons site.yaml names, as components. Their drawings are content (any Tabler icon may be named): they come
// with the site's data (`virtual:site` in npm start and on the server, _data/icons.json in a built page's browser),
// and only those the site names.

const added: UsedIcons = {}
const components = new Map<string, Icon>()

/** More drawings: a save in `npm start`, or the built site's icons file. */
export function addIcons(icons: UsedIcons) {
  for (const [name, entry] of Object.entries(icons)) {
    if (added[name]?.[1] !== entry[1]) components.delete(name)
    added[name] = entry
  }
}

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())

/** The component of an icon named in site.yaml, or undefined when the site's data has no drawing of it. */
export function iconComponent(name: string): Icon | undefined {
  let component = components.get(name)
  if (!component) {
    const entry = added[name] ?? siteIcons[name]
    if (!entry) return undefined
    const [tablerName, node] = entry
    // Keys as Tabler's own components have them: the drawing's elements are a list of children.
    const keyed = node.map(([tag, attributes], index) => [tag, { ...attributes, key: `svg-${index}` }]) as Parameters<typeof createReactComponent>[3]
    component = createReactComponent('outline', tablerName, pascal(tablerName), keyed)
    components.set(name, component)
  }
  return component
}
