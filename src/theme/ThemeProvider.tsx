import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { useSharedBlocks } from '@/engine/content/site-data'
import { siteLook } from './theme'

interface ThemeProviderProps {
  /**
   * Whether this root draws the theme's <style>s (its CSS variables and global classes): only the page's root does.
   * Every other root (an island, the footer drawn once, the toasts) is inside a page that has them already.
   */
  themeStyles?: boolean
  /**
   * An island's root: a responsive style prop's <style> is one React hoists (named by its content), not one in place,
   * which the prerender could not move out of <body> without the root's hydration missing it; the browser's root
   * finds it in <head> by its name.
   */
  hoistedStyles?: boolean
  children: ReactNode
}

/** Mantine with the site's theme (site.theme: its colours, dark or light, its radius): around every React root of the site. */
export function ThemeProvider({ themeStyles = false, hoistedStyles = false, children }: ThemeProviderProps) {
  const look = siteLook(useSharedBlocks().site.theme)
  return (
    <MantineProvider
      theme={look.theme}
      forceColorScheme={look.scheme}
      defaultColorScheme={look.scheme}
      cssVariablesResolver={look.cssVariablesResolver}
      withCssVariables={themeStyles}
      withGlobalClasses={themeStyles}
      deduplicateInlineStyles={hoistedStyles}
    >
      {children}
    </MantineProvider>
  )
}

/** The site's colour names and scheme (site.theme), for components that name a colour: draws again when it changes. */
export function useSiteLook() {
  return siteLook(useSharedBlocks().site.theme)
}
