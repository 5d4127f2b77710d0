import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { theme } from './theme'

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

/** Mantine with the site's theme, always dark: around every React root of the site. */
export function ThemeProvider({ themeStyles = false, hoistedStyles = false, children }: ThemeProviderProps) {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark" defaultColorScheme="dark" withCssVariables={themeStyles} withGlobalClasses={themeStyles} deduplicateInlineStyles={hoistedStyles}>
      {children}
    </MantineProvider>
  )
}
