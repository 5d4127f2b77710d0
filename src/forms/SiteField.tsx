import { NativeSelect, Textarea, TextInput } from '@mantine/core'
import { memo } from 'react'
import type { FieldInputProps } from 'react-final-form'
import { Field } from 'react-final-form'
import type { FormField } from '@/generated/site'
import { BoxField, DateInput, NumberInput, RadioField } from './KindFields'
import { fieldValidator, isBoxKind, isRequired } from './rules'
import classes from './SiteForm.module.css'

export interface SiteFieldProps {
  field: FormField
  id: string
  validate: ReturnType<typeof fieldValidator>
}

/** One field: its Mantine input, its star when required, its error under it once touched or on submit. */
export function SiteField({ field, id, validate }: SiteFieldProps) {
  if (isBoxKind(field.kind)) return <BoxField field={field} id={id} validate={validate} />
  if (field.kind === 'radio') return <RadioField field={field} id={id} validate={validate} />
  const required = isRequired(field)
  return (
    <Field<string | undefined> name={field.name} validate={validate} subscription={{ value: true, error: true, touched: true }}>
      {({ input, meta }) => (
        <DrawnInput
          field={field}
          id={id}
          required={required}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          error={meta.touched && meta.error ? (meta.error as string) : undefined}
        />
      )}
    </Field>
  )
}

interface DrawnInputProps {
  field: FormField
  id: string
  required: boolean
  name: string
  value: string
  // react-final-form keeps these the same function from one render to the next.
  onChange: FieldInputProps<string | undefined>['onChange']
  onBlur: FieldInputProps<string | undefined>['onBlur']
  onFocus: FieldInputProps<string | undefined>['onFocus']
  /** The message under the field, once it is touched (or the form was sent) and wrong. */
  error: string | undefined
}

/**
 * The Mantine input of a field, drawn again only when what it shows changes. A submit marks every field touched:
 * without this, the fields with nothing wrong were drawn again too, a third of the quote form's 5 messages' time
 * on a phone (npm run inp).
 */
const DrawnInput = memo(function DrawnInput({ field, id, required, error, ...input }: DrawnInputProps) {
  const shared = {
    ...input,
    id,
    label: field.label,
    withAsterisk: required,
    'aria-required': required || undefined,
    error,
    size: 'md' as const,
  }
  switch (field.kind) {
    case 'textarea':
      // It grows with its text by CSS (.message: field-sizing), not by Mantine's autosize: that one measures
      // the page when the form attaches, a large share of the time the quote form takes to attach on a phone.
      return <Textarea {...shared} placeholder={field.placeholder} rows={4} classNames={{ input: classes.message }} />
    case 'select':
      return <NativeSelect {...shared} data={[{ value: '', label: field.placeholder ?? '' }, ...(field.options ?? [])]} />
    case 'email':
      return <TextInput {...shared} type="email" autoComplete="email" inputMode="email" placeholder={field.placeholder} />
    case 'tel':
      return <TextInput {...shared} type="tel" autoComplete="tel" inputMode="tel" placeholder={field.placeholder} />
    case 'date':
      return <DateInput {...shared} field={field} />
    case 'number':
      return <NumberInput {...shared} field={field} />
    default:
      return <TextInput {...shared} type="text" placeholder={field.placeholder} />
  }
})
