import { Accordion, ActionIcon, Button, Group, Stack, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
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
      return <ListField field={field} apply={apply} />
    case 'picture':
      return <PictureField field={field} apply={apply} />
    default:
      return <ScalarField field={field} apply={apply} />
  }
}

type ListFieldOf = Extract<Field, { kind: 'list' }>

/**
 * A list: its items in order, each with buttons to move it, duplicate it or remove it, and "Add" at the end (the
 * catalogue's example of an item). Buttons rather than dragging: they work from the keyboard and on a phone.
 */
function ListField({ field, apply }: { field: ListFieldOf; apply: ApplyChange }) {
  const [error, setError] = useState<string>()
  const count = field.items.length
  const run = async (change: Parameters<ApplyChange>[0]) => setError(await apply(change))
  const list = field.path
  const full = field.maxItems !== undefined && count >= field.maxItems
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
        {field.items.map((item, index) => {
          const name = item.kind === 'group' ? item.title : item.label
          return (
            <div key={keyOf(item.path)} role="group" aria-label={name} className="site-editor-item">
              <div className="site-editor-item-body">
                <FieldView field={item} apply={apply} />
              </div>
              <Group gap={2} wrap="nowrap" className="site-editor-item-tools">
                <ItemButton label="Move up" disabled={index === 0} onClick={() => run({ kind: 'move', list, from: index, to: index - 1 })} icon={<IconArrowUp size={16} aria-hidden />} />
                <ItemButton label="Move down" disabled={index === count - 1} onClick={() => run({ kind: 'move', list, from: index, to: index + 1 })} icon={<IconArrowDown size={16} aria-hidden />} />
                <ItemButton label="Duplicate" disabled={full} onClick={() => run({ kind: 'duplicate', list, index })} icon={<IconCopy size={16} aria-hidden />} />
                <ItemButton label="Remove" disabled={count <= field.minItems} onClick={() => run({ kind: 'remove', list, index })} icon={<IconTrash size={16} aria-hidden />} />
              </Group>
            </div>
          )
        })}
      </Stack>
      <Button mt={6} size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} disabled={full} onClick={() => run({ kind: 'insert', list, index: count, value: structuredClone(field.newItem) })}>
        Add {field.itemName.toLowerCase()}
      </Button>
      {error && (
        <Text size="xs" c="red.8" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </div>
  )
}

function ItemButton({ label, icon, disabled, onClick }: { label: string; icon: ReactNode; disabled: boolean; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray.8" size="md" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {icon}
    </ActionIcon>
  )
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
