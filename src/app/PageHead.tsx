import type { SiteInfo } from '@/generated/site'
import type { PageSummary } from '@/engine/contract/data-files'
import { ogLocale } from '@/engine/contract/site-head'
import { jsonForScript, structuredData } from './structured-data'

/** Absolute URL of a page or file on the live site. */
export function absoluteUrl(site: SiteInfo, path: string): string {
  return site.url + (path === '/' ? '/' : path)
}

/** The page's title and meta tags (React hoists them into <head>) and its structured data. */
export function PageHead({ site, page }: { site: SiteInfo; page: PageSummary }) {
  const description = page.description ?? site.description
  const canonical = page.path === '*' ? undefined : absoluteUrl(site, page.path)
  const image = absoluteUrl(site, (page.image ?? site.socialImage ?? site.logo).src)
  return (
    <>
      <title>{page.title}</title>
      <meta name="description" content={description} />
      {site.author && <meta name="author" content={site.author} />}
      {page.keywords?.length ? <meta name="keywords" content={page.keywords.join(', ')} /> : null}
      {canonical && <link rel="canonical" href={canonical} />}
      {page.path === '*' && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      {site.language && <meta property="og:locale" content={ogLocale(site.language)} />}
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {structuredData(site, page).map((data, index) => (
        <script key={index} type="application/ld+json">
          {jsonForScript(data)}
        </script>
      ))}
    </>
  )
}
