declare module 'virtual:site' {
  import type { Footer, Form, Navigation, SiteInfo } from '@/generated/site'
  export const site: SiteInfo
  export const navigation: Navigation
  export const footer: Footer
  export const forms: Record<string, Form>
}

declare module 'virtual:site/pages' {
  import type { PageModule } from '@/engine/pages/page-data'
  export const pages: { path: string; index: number; load: () => Promise<{ default: PageModule }> }[]
}
