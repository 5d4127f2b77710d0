import { Paper, Text, Title } from '@mantine/core'
import { forms } from 'virtual:site'
import type { FormSection } from '@/generated/site'
import { SectionShell } from '@/components/SectionShell'

/** A form declared under forms: in site.yaml. */
export function Form({ id, eyebrow, heading, intro, form }: FormSection) {
  const definition = forms[form]
  return (
    <SectionShell id={id} eyebrow={eyebrow} intro={intro} size="md">
      <Paper p="lg" radius="md">
        {heading && <Title order={2} size="h3" mb="md">{heading}</Title>}
        <Text c="dimmed">{definition.fields.map((field) => field.label).join(', ')}</Text>
      </Paper>
    </SectionShell>
  )
}
