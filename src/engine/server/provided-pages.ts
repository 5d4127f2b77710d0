// `virtual:site/pages` in the server bundle: the route table of the site the prerender gave (provided-site.ts). A
// page's entry may be filled in after this table is made, before that page is drawn: each is read as it is drawn.
import type { PageModule } from '@/engine/pages/page-data'
import { providedSite } from './provided-site'

export const pages = providedSite().pages.map(({ path }, index) => ({
  path,
  index,
  load: async (): Promise<{ default: PageModule }> => {
    const { sections, ...page } = providedSite().pages[index]
    return { default: { page, sections } }
  },
}))
