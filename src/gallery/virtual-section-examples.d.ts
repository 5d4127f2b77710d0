// Types named with import('…'), which the check of imports reads (src/engine/contract/declarations.test.ts).
declare module 'virtual:section-examples' {
  type Section = import('@/generated/site').Section
  /** Every section type's catalogue example, checked by the loader (see src/engine/vite/gallery-plugin.ts). */
  const examples: { type: Section['type']; description: string; yaml: string; section: Section }[]
  export default examples
  /** The drawings of the icons the examples name. */
  export const icons: import('@/engine/contract/data-files').UsedIcons
}
