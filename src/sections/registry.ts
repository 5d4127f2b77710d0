import type { ComponentType } from 'react'
import type { Section } from '@/generated/site'
import { sectionLoaded } from './loaded-sections'
import { childSectionLists } from '../site/child-sections'

type SectionComponent<T extends Section['type']> = ComponentType<Extract<Section, { type: T }>>

/**
 * Section type (the schema's `type`) → how to load the component that draws it. A type without a
 * component fails the type check. Each loads on its own, so a page ships only the sections it uses.
 */
export const sections = {
  hero: () => import('./Hero').then((module) => module.Hero),
  cardGrid: () => import('./CardGrid').then((module) => module.CardGrid),
  timeline: () => import('./Timeline').then((module) => module.Timeline),
  faq: () => import('./Faq').then((module) => module.Faq),
  pricingTable: () => import('./PricingTable').then((module) => module.PricingTable),
  form: () => import('./Form').then((module) => module.Form),
  logoWall: () => import('./LogoWall').then((module) => module.LogoWall),
  stats: () => import('./Stats').then((module) => module.Stats),
  testimonials: () => import('./Testimonials').then((module) => module.Testimonials),
  richText: () => import('./RichText').then((module) => module.RichText),
  callToAction: () => import('./CallToAction').then((module) => module.CallToAction),
  contactInfo: () => import('./ContactInfo').then((module) => module.ContactInfo),
  split: () => import('./Split').then((module) => module.Split),
  callout: () => import('./Callout').then((module) => module.Callout),
  tabs: () => import('./Tabs').then((module) => module.Tabs),
  columns: () => import('./Columns').then((module) => module.Columns),
} satisfies { [T in Section['type']]: () => Promise<SectionComponent<T>> }

type SectionType = keyof typeof sections

const loading = new Map<SectionType, Promise<unknown>>()

/** Every section type used in a list of sections, including those inside tabs and columns. */
export function typesIn(list: Section[]): Set<SectionType> {
  const found = new Set<SectionType>()
  const visit = (items: Section[]) => {
    for (const section of items) {
      found.add(section.type)
      for (const { sections } of childSectionLists(section)) visit(sections as Section[])
    }
  }
  visit(list)
  return found
}

/** Loads the components a list of sections needs; the page waits for this before it is drawn. */
export function loadSectionComponents(list: Section[]): Promise<unknown> {
  return Promise.all(
    [...typesIn(list)].map((type) => {
      let promise = loading.get(type)
      if (!promise) {
        promise = sections[type]().then((component) => sectionLoaded(type, component as ComponentType<Section>))
        promise.catch(() => loading.delete(type))
        loading.set(type, promise)
      }
      return promise
    }),
  )
}
