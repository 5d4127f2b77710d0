import { notifications } from '@mantine/notifications'
import { IconCheck } from '@tabler/icons-react'
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { mountNotifications } from '@/components/notifications-root'
import { whenIdle } from '@/components/when-idle'
import type { Form, FormAfterSubmit } from '@/generated/site'
import { chatLink, maxChatUrlLength, submissionRecord, type ChatLink, type FormValues } from './chat-message'
import { openChat } from './open-chat'

/** The dialog's code (Mantine's Modal), fetched apart from the form's: it shows only after a send (SendDialog). */
export const loadModal = () => import('./form-modal')

/** The dialog after a send: the message went out, or the browser blocked the chat's tab and the link is offered. */
export type Dialog = { state: 'sent' } | { state: 'blocked'; link: ChatLink }

/** Replaces the chat link: gets the values and the prepared message (SiteForm's onSubmit). */
export type SendHandler = (values: FormValues, message: ChatLink) => void | Promise<void>

/** The spec's toast duration for a sent form: longer than the global default (NotificationsHost). */
const toastMs = 5000
/** How long the button shows its submitting label, so the press visibly registers and a second press cannot send twice. */
const submittingMs = 600

/**
 * What happens when a valid form is sent: the chat link opened (or the handler given instead), then a toast or
 * the dialog confirms it, or the dialog offers the link when the browser blocked the new tab.
 */
export function useSend(definition: Form, chatNumber: string, onSubmit?: SendHandler) {
  const { dialog, setDialog, dialogUsed } = useSendDialog()
  const { after, message, tooLong } = definition
  // When the last message was handed over: the form's submit ignores the rest of a double click (submitUnlessRepeated).
  const handedOverAt = useRef(-Infinity)
  const submitButton = useRef<HTMLButtonElement>(null)
  const closeDialog = () => {
    setDialog(null)
    refocusSubmit(submitButton, false)
  }

  const confirm = (form: FormApi<FormValues>) => {
    handedOverAt.current = performance.now()
    if (after.kind === 'toast') {
      setDialog(null)
      showSentToast(after)
      refocusSubmit(submitButton, true)
    } else {
      setDialog({ state: 'sent' })
    }
    form.restart()
  }

  const submit = async (values: FormValues, form: FormApi<FormValues>): Promise<SubmissionErrors | void> => {
    const link = chatLink(definition, values, chatNumber)
    // Never open a link that may be cut. (Long values are stopped by the length check; this is the template itself.)
    if (link.url.length > maxChatUrlLength) return { [FORM_ERROR]: tooLong }
    if (message.logToConsole) console.info(message.header, submissionRecord(definition, values))
    if (onSubmit) {
      try {
        await onSubmit(values, link)
      } catch (error) {
        return { [FORM_ERROR]: error instanceof Error ? error.message : String(error) }
      }
      confirm(form)
      return
    }
    // Before any await: the new tab is only allowed inside the click's user activation.
    const opened = openChat(link.url)
    if (definition.submittingLabel) await new Promise((resolve) => setTimeout(resolve, submittingMs))
    if (opened) confirm(form)
    else setDialog({ state: 'blocked', link })
  }

  return { dialog, dialogUsed, closeDialog, confirm, submit, submitButton, handedOverAt }
}

/** Which dialog shows after a send, if any; its code is fetched once the page is idle, before it is needed. */
function useSendDialog() {
  const [dialog, setDialog] = useState<Dialog | null>(null)
  // Once shown, the dialog stays mounted (closed), so later openings and closings animate.
  const [dialogUsed, setDialogUsed] = useState(false)
  if (dialog && !dialogUsed) setDialogUsed(true)
  useEffect(() => whenIdle(() => void loadModal().catch(() => undefined), 1000), [])
  // The toast stack too: a form's send is what shows a toast, on a built page or in the app.
  useEffect(() => whenIdle(() => void mountNotifications(), 1000), [])
  return { dialog, setDialog, dialogUsed }
}

/**
 * Focus goes back to the button that sent the form: it was disabled while sending, which takes the focus off
 * it (to the page's body), and Mantine's own return from a dialog finds nothing to go back to. Run once the
 * button is enabled again. After a toast, only if the focus was lost: a visitor who sent the form with Enter
 * in a field stays in that field.
 */
function refocusSubmit(submitButton: RefObject<HTMLButtonElement | null>, onlyIfLost: boolean) {
  window.setTimeout(() => {
    const focused = document.activeElement
    if (!onlyIfLost || !focused || focused === document.body) submitButton.current?.focus({ preventScroll: true })
  }, 0)
}

/** The toast that confirms a sent form (when the form's after.kind is toast). */
function showSentToast(after: FormAfterSubmit) {
  notifications.show({
    title: after.title,
    message: after.text,
    autoClose: toastMs,
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
    role: 'status',
    // Mantine's close button has no name of its own: axe's button-name (critical) otherwise.
    closeButtonProps: { 'aria-label': after.closeLabel },
  })
}
