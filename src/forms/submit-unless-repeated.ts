import type { FormApi } from 'final-form'
import type { FormEvent, RefObject } from 'react'
import type { FormRenderProps } from 'react-final-form'
import type { FormField } from '@/generated/site'
import type { FormValues } from './chat-message'

/** After a message is handed over, a second press within this time (the rest of a double click) is ignored. */
const resubmitGuardMs = 1000

interface SubmitContext {
  form: FormApi<FormValues>
  handleSubmit: FormRenderProps<FormValues>['handleSubmit']
  /** When the last message was handed over (performance.now()). */
  handedOverAt: RefObject<number>
  fields: FormField[]
  fieldId: (name: string) => string
}

/** The <form>'s submit: sends through react-final-form, unless it repeats a press just handled; on errors, focus the first. */
export function submitUnlessRepeated(event: FormEvent<HTMLFormElement>, { form, handleSubmit, handedOverAt, fields, fieldId }: SubmitContext) {
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
  const first = fields.find((field) => errors?.[field.name])
  if (!first) return
  const element = document.getElementById(fieldId(first.name))
  // A radio group's id is on the group: its chosen option, or its first, takes the focus.
  const target = element && !element.matches('input, select, textarea') ? (element.querySelector<HTMLElement>('input:checked, input') ?? element) : element
  target?.focus()
}
