// What a page's <html> and <head> take from the site block besides the page's own tags (src/app/PageHead.tsx): the
// language (<html lang>, og:locale), the favicon and a light colour scheme. index.html holds the values for a site that sets none; the
// build (pipeline/prerender.ts) and the dev server (src/engine/vite/site-plugin.ts) write the site's own into it.
import type { SiteInfo } from '@/generated/site'

/** The background of a light page (--site-page in src/app/global.css: Mantine's gray 0), for the browser's bar on phones (theme-color). */
export const lightPageColor = '#f8f9fa'

/** The language of a page when site.language is unset: index.html's <html lang>. */
export const defaultLanguage = 'en'

/** The favicon's MIME type, by its extension (the schema allows these three). */
export function faviconType(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  const types: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' }
  const type = types[extension]
  if (!type) throw new Error(`A favicon must be an SVG, PNG or ICO file, not "${path}".`)
  return type
}

/**
 * A BCP 47 language tag as Open Graph writes a locale: language_TERRITORY, the language in lower case and the
 * region in upper case ("en-IN" → "en_IN", "zh-Hant-TW" → "zh_TW": og:locale has no script). A tag without a
 * region is the language alone ("gu"): Open Graph's own default, en_US, would name a territory the site never chose.
 */
export function ogLocale(language: string): string {
  const [first, ...rest] = language.split('-')
  const region = rest.find((part) => /^([A-Za-z]{2}|[0-9]{3})$/.test(part))
  return region ? `${first.toLowerCase()}_${region.toUpperCase()}` : first.toLowerCase()
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * index.html with the site's language and favicon in place of its own. What the site leaves unset stays exactly as
 * index.html writes it (lang="en", /favicon.svg): a site that sets neither gets the same bytes.
 */
export function withSiteHead(template: string, site: Pick<SiteInfo, 'language' | 'favicon' | 'theme'>): string {
  let html = template
  // A light site (site.theme.colorScheme): Mantine's attribute and the browser's own colours (form controls, the
  // scroll bar, the bar of a phone's browser) light from the first paint, before any script runs.
  if (site.theme?.colorScheme === 'light') {
    const scheme: [RegExp, string][] = [
      [/ class="dark" data-mantine-color-scheme="dark"/, ' class="light" data-mantine-color-scheme="light"'],
      [/<meta name="color-scheme" content="dark" \/>/, '<meta name="color-scheme" content="light" />'],
      [/<meta name="theme-color" content="[^"]*" \/>/, `<meta name="theme-color" content="${lightPageColor}" />`],
    ]
    for (const [pattern, replacement] of scheme) {
      if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source.replaceAll('\\', '')} for site.theme.colorScheme.`)
      html = html.replace(pattern, replacement)
    }
  }
  if (site.language) {
    const lang = /<html lang="[^"]*"/
    if (!lang.test(html)) throw new Error('index.html has no <html lang="…"> for site.language.')
    html = html.replace(lang, () => `<html lang="${escapeAttribute(site.language!)}"`)
  }
  if (site.favicon) {
    const icon = /<link rel="icon"[^>]*>/
    if (!icon.test(html)) throw new Error('index.html has no <link rel="icon"> for site.favicon.')
    html = html.replace(icon, () => `<link rel="icon" href="${escapeAttribute(site.favicon!)}" type="${faviconType(site.favicon!)}" />`)
  }
  return html
}
