// `virtual:site` in a built page: the shared blocks come with the page, in its JSON block (the bundles hold no
// content, so the same code serves any site.yaml).
import type { Footer, Form, Navigation, SiteInfo } from '@/generated/site'
import { sharedDataId, type UsedIcons } from '@/engine/contract/data-files'

const data = JSON.parse(document.getElementById(sharedDataId)!.textContent!) as { site: SiteInfo; navigation: Navigation; footer: Footer; forms: Record<string, Form> }
export const { site, navigation, footer, forms } = data
/** None with the page: a built page's icons are in its HTML, and the app fetches their drawings with the first page it draws (built-pages.ts). */
export const icons: UsedIcons = {}
