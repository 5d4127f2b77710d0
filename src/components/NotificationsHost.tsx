import { Notifications } from '@mantine/notifications'
// The toast is Mantine's Notification: its own sheet, then the stack's (they load with this module, not with every page).
import '@mantine/core/styles/Notification.css'
import '@mantine/notifications/styles.css'

/** The toast stack (spec: at most 3, 4 s). Loaded after the page, since only a form's send shows a toast. */
export default function NotificationsHost() {
  // Each position's container is a polite live region that exists before any toast, so screen readers announce them.
  return <Notifications limit={3} autoClose={4000} aria-live="polite" aria-relevant="additions text" tabIndex={-1} />
}
