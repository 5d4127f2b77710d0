import { Accordion, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { PictureField } from './PictureField'
import type { ApplyChange } from './relative-change'
import { ScalarField } from './ScalarField'
import { keyOf, type Field } from './schema-fields'

interface Props {
  fields: Field[]
  apply: ApplyChange
}

/**
 * The form of a section, drawn from its fields (schema-fields.ts). Each field keeps what the person typed until it
 * is applied, on leaving it or on Enter; a new value from the file replaces it only while it is not being edited.
 */
export function SchemaForm({ fields, apply }: Props) {
  return (
    <Stack gap="sm">
      {fields.map((field) => (
        <FieldView key={keyOf(field.path)} field={field} apply={apply} />
      ))}
    </Stack>
  )
}

function FieldView({ field, apply }: { field: Field; apply: ApplyChange }) {
  switch (field.kind) {
    case 'group':
      return <GroupField field={field} apply={apply} />
    case 'list':
      return (
        <div role="group" aria-label={field.label} className="site-editor-list">
          <Text size="sm" fw={600}>
            {field.label}
          </Text>
          {field.description && (
            <Text size="xs" c="gray.7">
              {field.description}
            </Text>
          )}
          <Stack gap={6} mt={6}>
            {field.items.map((item) => (
              <FieldView key={keyOf(item.path)} field={item} apply={apply} />
            ))}
          </Stack>
        </div>
      )
    case 'picture':
      return <PictureField field={field} apply={apply} />
    default:
      return <ScalarField field={field} apply={apply} />
  }
}

/** A nested block or a list's item: collapsed at first, its fields drawn once it is first opened (and kept after). */
function GroupField({ field, apply }: { field: Extract<Field, { kind: 'group' }>; apply: ApplyChange }) {
  const [open, setOpen] = useState<string[]>([])
  const [seen, setSeen] = useState(false)
  return (
    <Accordion
      variant="contained"
      chevronPosition="left"
      multiple
      value={open}
      onChange={(value) => {
        setOpen(value)
        if (value.length) setSeen(true)
      }}
    >
      <Accordion.Item value="open">
        <Accordion.Control>{field.title}</Accordion.Control>
        <Accordion.Panel>
          {field.description && (
            <Text size="xs" c="gray.7" mb="xs">
              {field.description}
            </Text>
          )}
          {seen && <SchemaForm fields={field.fields} apply={apply} />}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  )
}
