declare module 'virtual:site' {
  import type { Footer, Form, Navigation, SiteInfo } from '@/generated/site'
  export const site: SiteInfo
  export const navigation: Navigation
  export const footer: Footer
  export const forms: Record<string, Form>
  /** The icons the site names, with their drawings (src/engine/content/icons.ts). */
  export const icons: import('@/engine/contract/data-files').UsedIcons
}

declare module 'virtual:site/pages' {
  import type { PageModule } from '@/engine/pages/page-data'
  export const pages: { path: string; index: number; load: () => Promise<{ default: PageModule }> }[]
}
