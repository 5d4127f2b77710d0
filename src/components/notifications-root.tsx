import { createRoot } from 'react-dom/client'
import { ThemeProvider } from '@/theme/ThemeProvider'

let mounted = false

/** Alt+T: keyboard focus to the notifications on screen (or to their empty region), so a toast and its close button are reachable. */
function focusNotifications() {
  const regions = Array.from(document.querySelectorAll<HTMLElement>('.mantine-Notifications-root'))
  const target =
    regions.find((region) => region.querySelector('.mantine-Notification-root')) ??
    regions.find((region) => region.dataset.position === 'bottom-right')
  target?.focus()
}

/**
 * The toast stack, in a root of its own at the end of <body>: one for the page whichever part shows a toast
 * (an island's form, or the whole app after client-side navigation). Its code loads when this is called.
 */
export async function mountNotifications() {
  if (mounted) return
  mounted = true
  // Physical key T, so Alt+T works on layouts where Alt changes the character; also from inside form fields.
  document.addEventListener('keydown', (event) => {
    if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT') focusNotifications()
  })
  const { default: NotificationsHost } = await import('./NotificationsHost')
  const container = document.createElement('div')
  document.body.append(container)
  createRoot(container).render(
    <ThemeProvider>
      <NotificationsHost />
    </ThemeProvider>,
  )
}
