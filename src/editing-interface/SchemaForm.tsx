import { Accordion, ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core'
import type { Refusal } from './endpoint'
import { RefusalText } from './RefusalText'
import { IconArrowDown, IconArrowUp, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { PictureField } from './PictureField'
import type { ApplyChange } from './apply-change'
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
        <FieldView key={field.kind === 'addKey' ? `${keyOf(field.path)}+` : keyOf(field.path)} field={field} apply={apply} />
      ))}
    </Stack>
  )
}

function FieldView({ field, apply }: { field: Field; apply: ApplyChange }) {
  if (field.kind === 'addKey') return <AddKeyField field={field} apply={apply} />
  if (field.optional) return <OptionalKey field={field} apply={apply} />
  return <FieldBody field={field} apply={apply} />
}

function FieldBody({ field, apply }: { field: Exclude<Field, { kind: 'addKey' }>; apply: ApplyChange }) {
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

/** A key its block may leave out: its field, and "Remove" (the `removeKey` of its block). */
function OptionalKey({ field, apply }: { field: Exclude<Field, { kind: 'addKey' }>; apply: ApplyChange }) {
  const [error, setError] = useState<Refusal>()
  const block = field.path.slice(0, -1)
  return (
    <div className="site-editor-keyed" data-key-path={keyOf(field.path)}>
      <div className="site-editor-keyed-row">
        <div className="site-editor-keyed-body">
          <FieldBody field={field} apply={apply} />
        </div>
        <Button
          size="compact-xs"
          variant="default"
          className="site-editor-keyed-remove"
          aria-label={`Remove ${field.label}`}
          title={`Remove “${field.label}”`}
          onClick={async () => setError(await apply({ kind: 'removeKey', block, key: field.key }))}
        >
          Remove
        </Button>
      </div>
      {error && (
        <Text size="xs" c="red.8" role="alert" mt={4}>
          <RefusalText refusal={error} />
        </Text>
      )}
    </div>
  )
}

/**
 * "Add a key": the keys the block's schema has and its data has not, each with its help; choosing one writes it
 * with its starting value (`addKey`), and the new field, drawn from the file, takes the focus.
 */
function AddKeyField({ field, apply }: { field: Extract<Field, { kind: 'addKey' }>; apply: ApplyChange }) {
  const [error, setError] = useState<Refusal>()
  const [search, setSearch] = useState('')
  const place = useRef<HTMLDivElement>(null)
  // The key just added, focused once its field is drawn (the file's update redraws the form).
  const [added, setAdded] = useState<string>()
  const offered = field.keys.map((key) => key.key).join(' ')

  useEffect(() => {
    if (added === undefined || field.keys.some((key) => key.key === added)) return
    const form = place.current?.parentElement
    const wrapper = form?.querySelector<HTMLElement>(`[data-key-path="${CSS.escape(keyOf([...field.path, added]))}"]`)
    const target = wrapper?.querySelector<HTMLElement>('input, textarea, button:not(.site-editor-keyed-remove), [tabindex="0"]')
    target?.focus()
    setAdded(undefined)
  }, [added, offered, field.keys, field.path])

  const descriptions = new Map(field.keys.map((key) => [key.key, key.description]))
  const choose = async (key: string | null) => {
    const chosen = field.keys.find((candidate) => candidate.key === key)
    if (!chosen) return
    setSearch('')
    const refused = await apply({ kind: 'addKey', block: field.path, key: chosen.key, value: structuredClone(chosen.value) })
    setError(refused)
    if (!refused) setAdded(chosen.key)
  }

  return (
    <div ref={place} className="site-editor-add-key">
      <Select
        aria-label={`Add a key to ${field.label}`}
        placeholder="Add …"
        size="xs"
        searchable
        clearable={false}
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        data={field.keys.map((key) => ({ value: key.key, label: key.label }))}
        nothingFoundMessage="No such key"
        leftSection={<IconPlus size={14} aria-hidden />}
        comboboxProps={{ withinPortal: false }}
        maxDropdownHeight={260}
        renderOption={({ option }) => (
          <div>
            <Text size="sm">{option.label}</Text>
            {descriptions.get(option.value) && (
              <Text size="xs" lineClamp={2}>
                {descriptions.get(option.value)}
              </Text>
            )}
          </div>
        )}
        onChange={(key) => void choose(key)}
      />
      {error && (
        <Text size="xs" c="red.8" role="alert" mt={4}>
          <RefusalText refusal={error} />
        </Text>
      )}
    </div>
  )
}

type ListFieldOf = Extract<Field, { kind: 'list' }>

/**
 * A list: its items in order, each with buttons to move it, duplicate it or remove it, and "Add" at the end (the
 * catalogue's example of an item). Buttons rather than dragging: they work from the keyboard and on a phone.
 */
function ListField({ field, apply }: { field: ListFieldOf; apply: ApplyChange }) {
  const [error, setError] = useState<Refusal>()
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
          <RefusalText refusal={error} />
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
