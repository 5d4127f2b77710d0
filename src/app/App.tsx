import { MantineProvider } from '@mantine/core'
import { useHotkeys } from '@mantine/hooks'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { theme } from './theme'
import './global.css'
import { whenIdle } from '@/components/when-idle'

const NotificationsHost = lazy(() => import('@/components/NotificationsHost'))

/** True once the browser is idle after the first paint: the moment for things no first paint needs. */
function useIdle() {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    return whenIdle(() => setIdle(true))
  }, [])
  return idle
}

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
  const idle = useIdle()
  return (
    <MantineProvider theme={theme} forceColorScheme="dark" defaultColorScheme="dark">
      {idle && (
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  )
}
