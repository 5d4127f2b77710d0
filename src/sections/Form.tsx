import { Title } from '@mantine/core'
import { useId } from 'react'
import type { FormSection } from '@/generated/site'
import { SectionShell } from '@/components/SectionShell'
import { SiteForm, type SiteFormProps } from '@/forms/SiteForm'
import classes from '@/forms/SiteForm.module.css'
import { useSharedBlocks } from '@/engine/content/site-data'
import { Island } from '@/engine/islands/Island'

export interface FormProps extends FormSection {
  /** Replaces the chat link (see SiteForm). */
  onSubmit?: SiteFormProps['onSubmit']
}

/** A form declared under forms: in site.yaml, in a card. The form itself is an island; its heading is not. */
export function Form({ id, eyebrow, heading, intro, form, onSubmit }: FormProps) {
  const definition = useSharedBlocks().forms[form]
  const headingId = useId()
  const labelledBy = heading ? headingId : undefined
  return (
    <SectionShell id={id} eyebrow={eyebrow} intro={intro} size="md">
      <div className={classes.card}>
        {heading && (
          <Title order={2} size="h3" mb="lg" id={headingId}>
            {heading}
          </Title>
        )}
        {onSubmit ? (
          // A submit handler is code, not data: such a form is drawn only where the whole page is (tests, the gallery).
          <SiteForm definition={definition} onSubmit={onSubmit} labelledBy={labelledBy} />
        ) : (
          <Island name="form" props={{ definition, labelledBy }} />
        )}
      </div>
    </SectionShell>
  )
}
