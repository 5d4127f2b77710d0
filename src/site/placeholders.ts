import type { SiteConfig } from '../generated/site'
import type { DataPath } from './problem'

/**
 * Every placeholder a text of site.yaml may hold: its name, what it stands for, and where it is filled in.
 * The loader fills the site's own values into every text; {year} is the visitor's current year, so only the
 * footer fills it (src/components/Footer.tsx), and the check refuses it anywhere else (cross-check.ts).
 */
export const placeholders: readonly Placeholder[] = [
  { name: 'brand', meaning: 'The brand name (site.brand).', value: (site) => site.site.brand },
  { name: 'phone', meaning: 'The phone number (site.contact.phone).', value: (site) => site.site.contact.phone },
  { name: 'email', meaning: 'The e-mail address (site.contact.email).', value: (site) => site.site.contact.email },
  { name: 'chatNumber', meaning: 'The WhatsApp number (site.contact.chatNumber).', value: (site) => site.site.contact.chatNumber },
  { name: 'address', meaning: 'The address (site.location.address).', value: (site) => site.site.location.address },
  { name: 'url', meaning: "The site's address (site.url).", value: (site) => site.site.url },
  { name: 'year', meaning: 'The current year, when the page is viewed.', onlyIn: { path: ['footer', 'copyright'], words: "the footer's copyright line" } },
]

export interface Placeholder {
  name: string
  meaning: string
  /** The value the loader writes in its place; none for a placeholder filled in by the page. */
  value?: (site: SiteConfig) => string
  /** The one text that fills it in (with how a message names that text); any text when absent. */
  onlyIn?: { path: DataPath; words: string }
}

/** {name} in a text: letters only, as the table's names are. */
export const placeholderPattern = /\{([A-Za-z]+)\}/g

/** Replaces the placeholders that have a value (see the table) in every text; the others are left for the page. */
export function fillPlaceholders(site: SiteConfig): SiteConfig {
  const values = new Map(placeholders.flatMap((placeholder) => (placeholder.value ? [[placeholder.name, placeholder.value(site)] as const] : [])))
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(placeholderPattern, (whole, name: string) => values.get(name) ?? whole)
    if (Array.isArray(value)) return value.map(fill)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]))
    return value
  }
  return fill(site) as SiteConfig
}
