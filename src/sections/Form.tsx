import { Skeleton, Title } from '@mantine/core'
import { lazy, Suspense, useId } from 'react'
import { forms } from 'virtual:site'
import type { Form as FormDefinition, FormSection } from '@/generated/site'
import { SectionShell } from '@/components/SectionShell'
import type { SiteFormProps } from '@/forms/SiteForm'
import classes from '@/forms/SiteForm.module.css'

// Most pages have no form: react-final-form and the inputs load with the first page that does.
const SiteForm = lazy(() => import('@/forms/SiteForm'))

export interface FormProps extends FormSection {
  /** Replaces the chat link (see SiteForm). */
  onSubmit?: SiteFormProps['onSubmit']
}

/** A form declared under forms: in site.yaml, in a card. */
export function Form({ id, eyebrow, heading, intro, form, onSubmit }: FormProps) {
  const definition = forms[form]
  const headingId = useId()
  return (
    <SectionShell id={id} eyebrow={eyebrow} intro={intro} size="md">
      <div className={classes.card}>
        {heading && (
          <Title order={2} size="h3" mb="lg" id={headingId}>
            {heading}
          </Title>
        )}
        <Suspense fallback={<FormSkeleton definition={definition} />}>
          <SiteForm definition={definition} onSubmit={onSubmit} labelledBy={heading ? headingId : undefined} />
        </Suspense>
      </div>
    </SectionShell>
  )
}

/** Takes exactly the room the form will take (same grid, same input heights), so nothing moves when it arrives. */
function FormSkeleton({ definition }: { definition: FormDefinition }) {
  return (
    <div className={classes.skeleton} aria-hidden="true" data-form-skeleton>
      <div className={classes.grid}>
        {definition.fields.map((field) => (
          <div key={field.name} className={classes.cell} data-width={field.width ?? 'full'}>
            <Skeleton className={classes.skeletonLabel} />
            <Skeleton className={field.kind === 'textarea' ? classes.skeletonTextarea : classes.skeletonInput} />
          </div>
        ))}
      </div>
      <div className={classes.actions}>
        <Skeleton className={classes.skeletonButton} />
      </div>
    </div>
  )
}
