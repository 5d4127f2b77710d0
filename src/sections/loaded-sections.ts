import type { ComponentType } from 'react'
import type { Section } from '@/generated/site'

// The section components loaded so far: the registry (registry.ts) loads them, SectionList draws with them. Apart from
// the registry so that drawing a list of sections (inside tabs and columns too) does not import the loaders of the
// sections that draw lists themselves.
const loaded = new Map<Section['type'], ComponentType<Section>>()

export function sectionLoaded(type: Section['type'], component: ComponentType<Section>) {
  loaded.set(type, component)
}

/** The component for a section type; it must have been loaded by loadSectionComponents (registry.ts). */
export function componentFor(type: Section['type']): ComponentType<Section> {
  const component = loaded.get(type)
  if (!component) throw new Error(`The ${type} section was drawn before its code was loaded.`)
  return component
}
