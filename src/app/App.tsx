import type { ReactNode } from 'react'
import { ThemeProvider } from '@/theme/ThemeProvider'
import './global.css'

/**
 * Providers every page needs: Mantine's, with the site's theme (the toast stack comes with a form: src/forms/use-send.tsx).
 * themeStyles={false}: without the theme's <style> tags (CSS variables, global classes), which the prerender
 * draws once for all pages (src/engine/server/entry-server.tsx).
 */
export function App({ children, themeStyles = true }: { children: ReactNode; themeStyles?: boolean }) {
  return (
    <ThemeProvider themeStyles={themeStyles}>
      {children}
    </ThemeProvider>
  )
}
