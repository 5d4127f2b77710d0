import type { FormField } from '@/generated/site'
import { SiteField, type SiteFieldProps } from './SiteField'
import classes from './SiteForm.module.css'

interface FieldListProps {
  fields: FormField[]
  /** The id of a field's input, by the field's name. */
  fieldId: (name: string) => string
  validators: Map<string, SiteFieldProps['validate']>
}

/** The form's fields in their grid: full-width ones alone on a row, half-width ones paired from the sm breakpoint. */
export function FieldList({ fields, fieldId, validators }: FieldListProps) {
  return (
    <div className={classes.grid}>
      {fields.map((field) => (
        <div key={field.name} className={classes.cell} data-width={field.width}>
          <SiteField field={field} id={fieldId(field.name)} validate={validators.get(field.name)} />
        </div>
      ))}
    </div>
  )
}
