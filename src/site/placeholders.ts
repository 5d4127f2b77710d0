import type { SiteConfig } from '../generated/site'

/** Replaces {brand}, {phone}, … in every text with the site block's values; {year} is left for the page to fill. */
export function fillPlaceholders(site: SiteConfig): SiteConfig {
  const values: Record<string, string> = {
    brand: site.site.brand,
    phone: site.site.contact.phone,
    email: site.site.contact.email,
    chatNumber: site.site.contact.chatNumber,
    address: site.site.location.address,
    url: site.site.url,
  }
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => values[name] ?? whole)
    if (Array.isArray(value)) return value.map(fill)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]))
    return value
  }
  return fill(site) as SiteConfig
}
