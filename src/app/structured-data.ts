import type { SiteInfo } from '@/generated/site'
import type { PageSummary } from '@/engine/contract/data-files'

/** schema.org data a page declares in site.yaml: the agency (organization: true) and a breadcrumb trail. */
export function structuredData(site: SiteInfo, page: PageSummary): object[] {
  const url = (path: string) => site.url + (path === '/' ? '/' : path)
  const data: object[] = []
  if (page.organization) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.brand,
      url: url('/'),
      logo: url(site.logo.src),
      email: site.contact.email,
      telephone: site.contact.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.location.address,
        addressLocality: site.location.city,
        addressRegion: site.location.state,
        addressCountry: site.location.country,
      },
      sameAs: Object.values(site.social),
    })
  }
  if (page.breadcrumb?.length) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: page.breadcrumb.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: url(crumb.to) })),
    })
  }
  return data
}

/** JSON for a <script type="application/ld+json">: "<" escaped so the text can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
