import { Button, Text } from '@mantine/core'
import { useCallback, useId, useMemo } from 'react'
import { Form as FinalForm } from 'react-final-form'
import { useSharedBlocks } from '@/engine/content/site-data'
import type { Form } from '@/generated/site'
import { checkLinkLength, type FormValues } from './chat-message'
import { FieldList } from './FieldList'
import { NoScriptContacts } from './NoScriptContacts'
import { fieldValidator } from './rules'
import { SendDialog } from './SendDialog'
import { submitUnlessRepeated } from './submit-unless-repeated'
import { TakeEarlyInput } from './TakeEarlyInput'
import { useSend, type SendHandler } from './use-send'
import classes from './SiteForm.module.css'

export interface SiteFormProps {
  /** The form as declared under forms: in site.yaml. */
  definition: Form
  /** Replaces the chat link: gets the values and the prepared message. If it throws, its message is shown and nothing is cleared. */
  onSubmit?: SendHandler
  /** The id of the heading that names the form. */
  labelledBy?: string
}

/** Draws any form of site.yaml with react-final-form and Mantine inputs, and hands a valid submission to the chat service. */
export function SiteForm({ definition, onSubmit, labelledBy }: SiteFormProps) {
  const idBase = useId()
  const { site } = useSharedBlocks()
  const fieldId = (name: string) => `${idBase}-${name}`
  const fieldIds = useMemo(() => definition.fields.map(({ name }) => ({ name, id: `${idBase}-${name}` })), [definition, idBase])
  const validators = useMemo(() => new Map(definition.fields.map((field) => [field.name, fieldValidator(field)])), [definition])
  const send = useSend(definition, site.contact.chatNumber, onSubmit)
  const validateLength = useLengthCheck(definition, site.contact.chatNumber)

  return (
    <FinalForm<FormValues> onSubmit={send.submit} validate={validateLength} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, form, submitting, submitError }) => (
        <>
          <form
            // Until this chunk hydrates the prerendered form, a press of Enter must not send the values off in a GET
            // query: a form with method="dialog" outside a <dialog> submits nowhere. Once hydrated, handleSubmit takes over.
            method="dialog"
            noValidate
            aria-labelledby={labelledBy}
            onSubmit={(event) =>
              submitUnlessRepeated(event, { form, handleSubmit, handedOverAt: send.handedOverAt, fields: definition.fields, fieldId })
            }
          >
            <FieldList fields={definition.fields} fieldId={fieldId} validators={validators} />
            {submitError && (
              <Text role="alert" c="red.4" mt="md">
                {submitError}
              </Text>
            )}
            <div className={classes.actions}>
              <Button ref={send.submitButton} type="submit" size="md" fullWidth disabled={submitting} className={classes.submit}>
                {submitting && definition.submittingLabel ? definition.submittingLabel : definition.submitLabel}
              </Button>
              <NoScriptContacts texts={definition.noScript} contact={site.contact} />
            </div>
            <TakeEarlyInput fields={fieldIds} />
          </form>
          {send.dialogUsed && (
            <SendDialog dialog={send.dialog} texts={definition.after} onClose={send.closeDialog} onLinkClick={() => send.confirm(form)} />
          )}
        </>
      )}
    </FinalForm>
  )
}

/** A message too long for a chat link is an error under the field that takes the most room, like any other. */
function useLengthCheck(definition: Form, chatNumber: string) {
  const tooLong = definition.tooLong
  return useCallback(
    (values: FormValues) => {
      const { fits, longestField } = checkLinkLength(definition, values, chatNumber)
      return fits || !longestField ? undefined : { [longestField]: tooLong }
    },
    [definition, tooLong, chatNumber],
  )
}
