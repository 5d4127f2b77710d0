import { useEffect, type ReactNode } from 'react'
import { ThemeProvider } from '@/theme/ThemeProvider'
import './global.css'
import { mountNotifications } from '@/components/notifications-root'
import { whenIdle } from '@/components/when-idle'

/**
 * Providers every page needs: Mantine forced into the dark scheme; the toast stack once the browser is idle.
 * themeStyles={false}: without the theme's <style> tags (CSS variables, global classes), which the prerender
 * draws once for all pages (src/engine/server/entry-server.tsx).
 */
export function App({ children, themeStyles = true }: { children: ReactNode; themeStyles?: boolean }) {
  useEffect(() => whenIdle(() => void mountNotifications()), [])
  return (
    <ThemeProvider themeStyles={themeStyles}>
      {children}
    </ThemeProvider>
  )
}
