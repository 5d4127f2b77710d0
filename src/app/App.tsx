import { MantineProvider } from '@mantine/core'
import { useHotkeys } from '@mantine/hooks'
import { Notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import { theme } from './theme'
import './global.css'
// After global.css, which brings in @mantine/core's styles: the notification styles build on them.
import '@mantine/notifications/styles.css'

/** Alt+T: keyboard focus to the notifications on screen (or to their empty region), so a toast and its close button are reachable. */
function focusNotifications() {
  const regions = Array.from(document.querySelectorAll<HTMLElement>('.mantine-Notifications-root'))
  const target =
    regions.find((region) => region.querySelector('.mantine-Notification-root')) ??
    regions.find((region) => region.dataset.position === 'bottom-right')
  target?.focus()
}

/** Providers every page needs: Mantine forced into the dark scheme, and the notification stack. */
export function App({ children }: { children: ReactNode }) {
  // Physical key T, so Alt+T works on layouts where Alt changes the character; also from inside form fields.
  useHotkeys([['alt+T', focusNotifications, { usePhysicalKeys: true }]], [])
  return (
    <MantineProvider theme={theme} forceColorScheme="dark" defaultColorScheme="dark">
      {/* Each position's container is a polite live region that exists before any toast, so screen readers announce them. */}
      <Notifications limit={3} autoClose={4000} aria-live="polite" aria-relevant="additions text" tabIndex={-1} />
      {children}
    </MantineProvider>
  )
}
