// `virtual:site` in the server bundle: the shared blocks the prerender gives it (provideSite in entry-server.tsx).
// The bundle is loaded before the site is known (while site.yaml is checked): they are set when it is.
import type { Footer, Form, Navigation, SiteConfig, SiteInfo } from '@/generated/site'
import type { UsedIcons } from '@/engine/contract/data-files'

export let site: SiteInfo | undefined
export let navigation: Navigation | undefined
export let footer: Footer | undefined
export let forms: Record<string, Form> | undefined
let provided: SiteConfig | undefined
/** The drawings of the icons the site names (src/site/icon-names.ts, given by the prerender). */
export let icons: UsedIcons = {}

export function setProvidedSite(data: SiteConfig, siteIcons: UsedIcons = {}) {
  provided = data
  icons = siteIcons
  ;({ site, navigation, footer, forms } = data)
}

/** The whole site, once the prerender has given it. */
export function providedSite(): SiteConfig {
  if (!provided) throw new Error('The server bundle drew a page before the prerender gave it the site (provideSite).')
  return provided
}
