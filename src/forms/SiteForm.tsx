import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck } from '@tabler/icons-react'
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form'
import { useId, useMemo, useState } from 'react'
import { Field, Form as FinalForm } from 'react-final-form'
import { site } from 'virtual:site'
import type { Form, FormField } from '@/generated/site'
import { chatLink, submissionRecord, type ChatLink, type FormValues } from './chat-message'
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

/** The spec's toast duration for a sent form (the global default is 4000 ms). */
const toastMs = 5000
/** How long the button shows its submitting label, so the press visibly registers and a second press cannot send twice. */
const submittingMs = 600
export const blockedDefaults = {
  title: 'One more step',
  text: 'Your browser did not let us open WhatsApp in a new tab. Use the link below to send your message; what you typed stays here until then.',
  linkLabel: 'Open WhatsApp to send',
}

type Dialog = { state: 'sent' } | { state: 'blocked'; link: ChatLink }

/** Draws any form of site.yaml with react-final-form and Mantine inputs, and hands a valid submission to the chat service. */
export function SiteForm({ definition, onSubmit, labelledBy }: SiteFormProps) {
  const idBase = useId()
  const fieldId = (name: string) => `${idBase}-${name}`
  const validators = useMemo(() => new Map(definition.fields.map((field) => [field.name, fieldValidator(field)])), [definition])
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const { after, message } = definition
  const blocked = { ...blockedDefaults, ...after.blocked }
  const closeLabel = after.closeLabel ?? 'Close'

  const confirm = (form: FormApi<FormValues>) => {
    if (after.kind === 'toast') {
      setDialog(null)
      notifications.show({
        title: after.title,
        message: after.text,
        autoClose: toastMs,
        color: 'teal',
        icon: <IconCheck size={18} aria-hidden />,
        role: 'status',
      })
    } else {
      setDialog({ state: 'sent' })
    }
    form.restart()
  }

  const submit = async (values: FormValues, form: FormApi<FormValues>): Promise<SubmissionErrors | void> => {
    const link = chatLink(definition, values, site.contact.chatNumber)
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
    <FinalForm<FormValues> onSubmit={submit} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, form, submitting, submitError }) => (
        <>
          <form
            // Until this chunk hydrates the prerendered form, a press of Enter must not send the values off in a GET
            // query: a form with method="dialog" outside a <dialog> submits nowhere. Once hydrated, handleSubmit takes over.
            method="dialog"
            noValidate
            aria-labelledby={labelledBy}
            onSubmit={(event) => {
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
                <div key={field.name} className={classes.cell} data-width={field.width ?? 'full'}>
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
              <Button type="submit" size="md" fullWidth disabled={submitting}>
                {submitting && definition.submittingLabel ? definition.submittingLabel : definition.submitLabel}
              </Button>
            </div>
          </form>
          <Modal
            opened={dialog !== null}
            onClose={() => setDialog(null)}
            title={dialog?.state === 'blocked' ? blocked.title : after.title}
            closeButtonProps={{ 'aria-label': closeLabel }}
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
                  <Button variant="default" onClick={() => setDialog(null)}>
                    {closeLabel}
                  </Button>
                </Stack>
              </>
            ) : (
              <>
                <Text mb="lg">{after.text}</Text>
                <Group justify="flex-end">
                  <Button onClick={() => setDialog(null)} data-autofocus>
                    {closeLabel}
                  </Button>
                </Group>
              </>
            )}
          </Modal>
        </>
      )}
    </FinalForm>
  )
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
            // rows matches minRows so the prerendered textarea is already as tall as the autosized one.
            return <Textarea {...shared} placeholder={field.placeholder} autosize minRows={4} maxRows={14} rows={4} />
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

export default SiteForm
