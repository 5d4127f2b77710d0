import { Checkbox, Radio, TextInput } from '@mantine/core'
import type { ComponentProps, FocusEvent } from 'react'
import { useSyncExternalStore } from 'react'
import { Field } from 'react-final-form'
import type { FormField } from '@/generated/site'
import { hrefFor } from '@/components/SmartLink'
import { isRequired, isTicked, localToday, numberRule, resolveDateLimit, tickedValue, type fieldValidator } from './rules'
import classes from './FieldKinds.module.css'

/** What every kind of field is given: the field of site.yaml, its input's id, its validator. */
export interface KindFieldProps {
  field: FormField
  id: string
  validate: ReturnType<typeof fieldValidator>
}

/** Mantine's text input's props as SiteField gives them to every kind drawn as one (value, label, star, error…). */
type TextInputProps = ComponentProps<typeof TextInput>

const never = () => () => {}

/**
 * The visitor's day, YYYY-MM-DD; undefined while a prerendered page attaches, as on the server, which cannot know it.
 * React draws the attached form again with the day at once, so the markup attaches as the server drew it.
 */
export function useToday(): string | undefined {
  return useSyncExternalStore(never, localToday, () => undefined)
}

/** A date: the browser's own calendar, limited by the min and max rules ("today+7" counted from the visitor's day). */
export function DateInput({ field, ...shared }: TextInputProps & { field: FormField }) {
  const today = useToday()
  const limit = (name: 'min' | 'max') => resolveDateLimit(field.rules?.find((rule) => rule.rule === name)?.value, today)
  return <TextInput {...shared} type="date" min={limit('min')} max={limit('max')} />
}

/** A number: the number pad on phones (with a point unless only whole numbers from 0 up are allowed), limited by the min, max and step rules. */
export function NumberInput({ field, ...shared }: TextInputProps & { field: FormField }) {
  const [min, max, step] = [numberRule(field, 'min'), numberRule(field, 'max'), numberRule(field, 'step')]
  const wholeFromZero = step !== undefined && Number.isInteger(step) && min !== undefined && min >= 0
  return (
    <TextInput
      {...shared}
      type="number"
      inputMode={wholeFromZero ? 'numeric' : 'decimal'}
      min={min}
      max={max}
      // Without a step rule any number is allowed: the browser's own step (1) would call 2.5 invalid.
      step={step ?? 'any'}
      placeholder={field.placeholder}
    />
  )
}

/** A label's text with its link's words drawn as a link (field.link), opened in a new tab so that what was typed stays. */
function LabelWithLink({ field }: { field: FormField }) {
  const link = field.link
  const at = link ? field.label.indexOf(link.text) : -1
  if (!link || at < 0) return <>{field.label}</>
  return (
    <>
      {field.label.slice(0, at)}
      <a href={hrefFor(link.to)} target="_blank" rel="noopener noreferrer" className={classes.link}>
        {link.text}
      </a>
      {field.label.slice(at + link.text.length)}
    </>
  )
}

/** A checkbox or a consent: one box, "yes" when ticked; with a checked rule it must be ticked, and is starred. */
export function BoxField({ field, id, validate }: KindFieldProps) {
  const required = isRequired(field)
  return (
    <Field<string | undefined> name={field.name} validate={validate} subscription={{ value: true, error: true, touched: true }}>
      {({ input, meta }) => {
        const error = meta.touched && meta.error ? (meta.error as string) : undefined
        return (
          <Checkbox
            id={id}
            name={input.name}
            value={tickedValue}
            // The form holds "yes" while the box is ticked, and nothing once it is not.
            checked={isTicked(input.value)}
            onChange={(event) => input.onChange(event.currentTarget.checked ? tickedValue : undefined)}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            label={
              <>
                <LabelWithLink field={field} />
                {required && (
                  <span className={classes.star} aria-hidden>
                    {' *'}
                  </span>
                )}
              </>
            }
            error={error}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            size="md"
          />
        )
      }}
    </Field>
  )
}

/** A radio group: its options as round buttons, one to choose; left when the focus leaves the whole group. */
export function RadioField({ field, id, validate }: KindFieldProps) {
  const required = isRequired(field)
  return (
    <Field<string | undefined> name={field.name} validate={validate} subscription={{ value: true, error: true, touched: true }}>
      {({ input, meta }) => {
        const error = meta.touched && meta.error ? (meta.error as string) : undefined
        // Moving between the options (arrow keys) is not leaving the field: only a focus that goes outside the group is.
        const onBlur = (event: FocusEvent<HTMLDivElement>) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) input.onBlur()
        }
        return (
          <Radio.Group
            id={id}
            name={input.name}
            value={input.value ?? ''}
            onChange={(value) => input.onChange(value)}
            onBlur={onBlur}
            onFocus={input.onFocus}
            label={field.label}
            withAsterisk={required}
            error={error}
            size="md"
          >
            <div className={classes.options}>
              {(field.options ?? []).map((option, index) => (
                // error (true, no words: the group shows the message once) draws each circle in the error colour, as a text field's border is.
                <Radio key={option.value} id={`${id}-${index}`} value={option.value} label={option.label} error={Boolean(error)} aria-invalid={error ? true : undefined} size="md" />
              ))}
            </div>
          </Radio.Group>
        )
      }}
    </Field>
  )
}
