// The modules the site plugin (src/engine/vite/site-plugin.ts) makes of site.yaml. Their types are named with import('…'),
// never an import statement inside `declare module`: dependency-cruiser reads a declaration file's import('…') types,
// but not the statements inside its module blocks, so `npm run check-imports` sees what this file depends on.

declare module 'virtual:site' {
  export const site: import('@/generated/site').SiteInfo
  export const navigation: import('@/generated/site').Navigation
  export const footer: import('@/generated/site').Footer
  export const forms: Record<string, import('@/generated/site').Form>
  /** The icons the site names, with their drawings (src/engine/content/icons.ts). */
  export const icons: import('@/engine/contract/data-files').UsedIcons
}

declare module 'virtual:site/pages' {
  export const pages: { path: string; index: number; load: () => Promise<{ default: import('@/engine/contract/data-files').PageModule }> }[]
}

/** True in the editing server's bundle (vite.editor.config.ts): its pages mark their sections for the editor, as `npm start`'s do. */
declare const __SITE_EDITING__: boolean
