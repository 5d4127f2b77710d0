declare module 'virtual:site' {
  import type { Footer, Form, Navigation, Section, SiteInfo } from '@/generated/site'
  import type { PageSummary } from '@/site/vite-plugin-site'
  export const site: SiteInfo
  export const navigation: Navigation
  export const footer: Footer
  export const forms: Record<string, Form>
  export const pages: PageSummary[]
  export const pageSections: Record<string, () => Promise<{ default: Section[] }>>
}
