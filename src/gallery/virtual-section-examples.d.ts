declare module 'virtual:section-examples' {
  import type { Section } from '@/generated/site'
  /** Every section type's catalogue example, checked by the loader (see src/engine/vite/gallery-plugin.ts). */
  const examples: { type: Section['type']; description: string; yaml: string; section: Section }[]
  export default examples
  /** The drawings of the icons the examples name. */
  export const icons: import('@/engine/contract/data-files').UsedIcons
}
