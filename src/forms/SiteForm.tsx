import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck } from '@tabler/icons-react'
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form'
import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Field, Form as FinalForm, useForm } from 'react-final-form'
import { useSharedBlocks } from '@/engine/content/site-data'
import { SmartLink } from '@/components/SmartLink'
import { whenIdle } from '@/components/when-idle'
import type { Form, FormField, FormNoScript, SiteInfo } from '@/generated/site'
import { chatLink, checkLinkLength, maxChatUrlLength, submissionRecord, type ChatLink, type FormValues } from './chat-message'
import { openChat } from './open-chat'
import { fieldValidator, isRequired } from './rules'
import classes from './SiteForm.module.css'

export interface SiteFormProps {
  /** The form as declared under forms: in site.yaml. */
  definition: Form
  /** Replaces the chat link: gets the values and the prepared message. If it throws, its message is shown and nothing is cleared. */
  onSubmit?: (values: FormValues, message: ChatLink) => void | Promise<void>
  /** The id of the heading that names the form. */
  labelledBy?: string
}

const loadModal = () => import('./form-modal')
const Modal = lazy(loadModal)

/** The spec's toast duration for a sent form (the global default is 4000 ms). */
const toastMs = 5000
/** How long the button shows its submitting label, so the press visibly registers and a second press cannot send twice. */
const submittingMs = 600
/** After a message is handed over, a second press within this time (the rest of a double click) is ignored. */
const resubmitGuardMs = 1000

type Dialog = { state: 'sent' } | { state: 'blocked'; link: ChatLink }

/** Draws any form of site.yaml with react-final-form and Mantine inputs, and hands a valid submission to the chat service. */
export function SiteForm({ definition, onSubmit, labelledBy }: SiteFormProps) {
  const idBase = useId()
  const { site } = useSharedBlocks()
  const fieldId = (name: string) => `${idBase}-${name}`
  const fieldIds = useMemo(() => definition.fields.map(({ name }) => ({ name, id: `${idBase}-${name}` })), [definition, idBase])
  const validators = useMemo(() => new Map(definition.fields.map((field) => [field.name, fieldValidator(field)])), [definition])
  const [dialog, setDialog] = useState<Dialog | null>(null)
  // Once shown, the dialog stays mounted (closed), so later openings and closings animate.
  const [dialogUsed, setDialogUsed] = useState(false)
  if (dialog && !dialogUsed) setDialogUsed(true)
  useEffect(() => whenIdle(() => void loadModal().catch(() => undefined), 1000), [])
  const { after, message } = definition
  // Their defaults come from the schema (the loader fills them in).
  const { blocked, closeLabel } = after
  const tooLong = definition.tooLong
  const handedOverAt = useRef(-Infinity)
  const submitButton = useRef<HTMLButtonElement>(null)
  // Focus goes back to the button that sent the form: it was disabled while sending, which takes the focus off
  // it (to the page's body), and Mantine's own return from a dialog finds nothing to go back to. Run once the
  // button is enabled again. After a toast, only if the focus was lost: a visitor who sent the form with Enter
  // in a field stays in that field.
  const refocusSubmit = (onlyIfLost: boolean) =>
    window.setTimeout(() => {
      const focused = document.activeElement
      if (!onlyIfLost || !focused || focused === document.body) submitButton.current?.focus({ preventScroll: true })
    }, 0)
  const closeDialog = () => {
    setDialog(null)
    refocusSubmit(false)
  }
  // A message too long for a chat link is an error under the field that takes the most room, like any other.
  const validateLength = useCallback(
    (values: FormValues) => {
      const { fits, longestField } = checkLinkLength(definition, values, site.contact.chatNumber)
      return fits || !longestField ? undefined : { [longestField]: tooLong }
    },
    [definition, tooLong, site],
  )

  const confirm = (form: FormApi<FormValues>) => {
    handedOverAt.current = performance.now()
    if (after.kind === 'toast') {
      setDialog(null)
      notifications.show({
        title: after.title,
        message: after.text,
        autoClose: toastMs,
        color: 'teal',
        icon: <IconCheck size={18} aria-hidden />,
        role: 'status',
        // Mantine's close button has no name of its own: axe's button-name (critical) otherwise.
        closeButtonProps: { 'aria-label': closeLabel },
      })
      refocusSubmit(true)
    } else {
      setDialog({ state: 'sent' })
    }
    form.restart()
  }

  const submit = async (values: FormValues, form: FormApi<FormValues>): Promise<SubmissionErrors | void> => {
    const link = chatLink(definition, values, site.contact.chatNumber)
    // Never open a link that may be cut. (Long values are stopped by validateLength; this is the template itself.)
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

  return (
    <FinalForm<FormValues> onSubmit={submit} validate={validateLength} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, form, submitting, submitError }) => (
        <>
          <form
            // Until this chunk hydrates the prerendered form, a press of Enter must not send the values off in a GET
            // query: a form with method="dialog" outside a <dialog> submits nowhere. Once hydrated, handleSubmit takes over.
            method="dialog"
            noValidate
            aria-labelledby={labelledBy}
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              // The second click of a double click, after the first already handed the message over and reset the form:
              // soon after, and nothing typed since. (A new message, typed quickly, is sent.)
              if (performance.now() - handedOverAt.current < resubmitGuardMs && form.getState().pristine) {
                event.preventDefault()
                return
              }
              void handleSubmit(event)
              const { submitFailed, hasValidationErrors, errors } = form.getState()
              if (!submitFailed || !hasValidationErrors) return
              // Validation is synchronous, so the errors are known now: take the visitor to the first one.
              const first = definition.fields.find((field) => errors?.[field.name])
              if (first) document.getElementById(fieldId(first.name))?.focus()
            }}
          >
            <div className={classes.grid}>
              {definition.fields.map((field) => (
                <div key={field.name} className={classes.cell} data-width={field.width}>
                  <SiteField field={field} id={fieldId(field.name)} validate={validators.get(field.name)} />
                </div>
              ))}
            </div>
            {submitError && (
              <Text role="alert" c="red.4" mt="md">
                {submitError}
              </Text>
            )}
            <div className={classes.actions}>
              <Button ref={submitButton} type="submit" size="md" fullWidth disabled={submitting} className={classes.submit}>
                {submitting && definition.submittingLabel ? definition.submittingLabel : definition.submitLabel}
              </Button>
              <NoScriptContacts texts={definition.noScript} contact={site.contact} />
            </div>
            <TakeEarlyInput fields={fieldIds} />
          </form>
          {dialogUsed && (
            <Suspense fallback={null}>
              <Modal
                opened={dialog !== null}
                onClose={closeDialog}
                returnFocus={false}
                title={dialog?.state === 'blocked' ? blocked.title : after.title}
                closeButtonProps={{ 'aria-label': closeLabel }}
                // The dialog's <header> is no page banner: axe reports a second banner landmark otherwise.
                attributes={{ header: { role: 'none' } }}
                styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
                centered
              >
                {dialog?.state === 'blocked' ? (
                  <>
                    <Text mb="lg">{blocked.text}</Text>
                    <Stack gap="sm">
                      <Button
                        component="a"
                        href={dialog.link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-autofocus
                        onClick={() => confirm(form)}
                      >
                        {blocked.linkLabel}
                      </Button>
                      <Button variant="default" onClick={closeDialog}>
                        {closeLabel}
                      </Button>
                    </Stack>
                  </>
                ) : (
                  <>
                    <Text mb="lg">{after.text}</Text>
                    <Group justify="flex-end">
                      <Button onClick={closeDialog} data-autofocus>
                        {closeLabel}
                      </Button>
                    </Group>
                  </>
                )}
              </Modal>
            </Suspense>
          )}
        </>
      )}
    </FinalForm>
  )
}

/**
 * With scripts off, sending cannot work: say so where the button was, and give the site's contacts as links. React
 * draws a <noscript>'s children on the server only, so an attached form has none of this.
 */
function NoScriptContacts({ texts, contact }: { texts: FormNoScript; contact: SiteInfo['contact'] }) {
  const chatNumber = contact.chatNumber.replace(/\D/g, '')
  const links = [
    { label: texts.chatLabel, text: `+${chatNumber}`, to: `https://wa.me/${chatNumber}` },
    { label: texts.emailLabel, text: contact.email, to: `mailto:${contact.email}` },
    { label: texts.phoneLabel, text: contact.phone, to: `tel:${contact.phone}` },
  ]
  return (
    <noscript>
      <div className={classes.noScript}>
        <p className={classes.noScriptText}>{texts.text}</p>
        <ul className={classes.noScriptLinks}>
          {links.map(({ label, text, to }) => (
            <li key={to}>
              {label}:{' '}
              {/* A number is not broken across lines (html-validate: tel-non-breaking). */}
              <SmartLink to={to} style={{ whiteSpace: 'nowrap' }}>
                {text}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </noscript>
  )
}

/**
 * Whatever a visitor typed or chose in the prerendered form before it attached is still in the fields (React
 * leaves their values alone while it attaches), but not in the form's state: put it there, once, so it is
 * shown, checked and sent. The values are read at the attaching commit, before anything can redraw the fields
 * with the form's empty state, and given to the form once its fields have registered (their effects run
 * first). A field already left counts as visited, like any other, so its message shows.
 */
function TakeEarlyInput({ fields }: { fields: { name: string; id: string }[] }) {
  const form = useForm<FormValues>()
  const typed = useRef<{ name: string; value: string; focused: boolean }[]>([])
  // By id, not through a ref to the <form>: a parent's ref is attached after its children's layout effects.
  useLayoutEffect(() => {
    typed.current = fields.flatMap(({ name, id }) => {
      const input = document.getElementById(id)
      if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement || input instanceof HTMLSelectElement) || input.value === '') return []
      return [{ name, value: input.value, focused: input === document.activeElement }]
    })
  }, [fields])
  useEffect(() => {
    for (const { name, value, focused } of typed.current) {
      form.change(name, value)
      if (!focused) {
        form.focus(name)
        form.blur(name)
      }
    }
    typed.current = []
  }, [form])
  return null
}

interface SiteFieldProps {
  field: FormField
  id: string
  validate: ReturnType<typeof fieldValidator>
}

/** One field: its Mantine input, its star when required, its error under it once touched or on submit. */
function SiteField({ field, id, validate }: SiteFieldProps) {
  const required = isRequired(field)
  return (
    <Field<string | undefined> name={field.name} validate={validate} subscription={{ value: true, error: true, touched: true }}>
      {({ input, meta }) => {
        const shared = {
          ...input,
          value: input.value ?? '',
          id,
          label: field.label,
          withAsterisk: required,
          'aria-required': required || undefined,
          error: meta.touched && meta.error ? (meta.error as string) : undefined,
          size: 'md' as const,
        }
        switch (field.kind) {
          case 'textarea':
            // It grows with its text by CSS (.message: field-sizing), not by Mantine's autosize: that one measures
            // the page when the form attaches, a third of the quote form's 200 ms attaching task on a phone.
            return <Textarea {...shared} placeholder={field.placeholder} rows={4} classNames={{ input: classes.message }} />
          case 'select':
            return <NativeSelect {...shared} data={[{ value: '', label: field.placeholder ?? '' }, ...(field.options ?? [])]} />
          case 'email':
            return <TextInput {...shared} type="email" autoComplete="email" inputMode="email" placeholder={field.placeholder} />
          case 'tel':
            return <TextInput {...shared} type="tel" autoComplete="tel" inputMode="tel" placeholder={field.placeholder} />
          default:
            return <TextInput {...shared} type="text" placeholder={field.placeholder} />
        }
      }}
    </Field>
  )
}

