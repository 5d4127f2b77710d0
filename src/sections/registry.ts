import type { ComponentType } from 'react'
import type { Section } from '@/generated/site'
import { CallToAction } from './CallToAction'
import { Callout } from './Callout'
import { CardGrid } from './CardGrid'
import { Columns } from './Columns'
import { ContactInfo } from './ContactInfo'
import { Faq } from './Faq'
import { Form } from './Form'
import { Hero } from './Hero'
import { LogoWall } from './LogoWall'
import { PricingTable } from './PricingTable'
import { RichText } from './RichText'
import { Split } from './Split'
import { Stats } from './Stats'
import { Tabs } from './Tabs'
import { Testimonials } from './Testimonials'
import { Timeline } from './Timeline'

/** Section type (the schema's `type`) → the component that draws it. A type without a component fails the type check. */
export const sections = {
  hero: Hero,
  cardGrid: CardGrid,
  timeline: Timeline,
  faq: Faq,
  pricingTable: PricingTable,
  form: Form,
  logoWall: LogoWall,
  stats: Stats,
  testimonials: Testimonials,
  richText: RichText,
  callToAction: CallToAction,
  contactInfo: ContactInfo,
  split: Split,
  callout: Callout,
  tabs: Tabs,
  columns: Columns,
} satisfies { [T in Section['type']]: ComponentType<Extract<Section, { type: T }>> }
