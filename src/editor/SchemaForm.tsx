import { Accordion, NumberInput, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Field, RelPath, Scalar } from './schema-fields'

/** Applies one value at a path of the section; gives back the refusal's message, or nothing when it was made. */
export type ApplyField = (path: RelPath, value: Scalar, was: Scalar) => Promise<string | undefined>

interface Props {
  fields: Field[]
  apply: ApplyField
}

const keyOf = (path: RelPath) => path.join('.')

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

function FieldView({ field, apply }: { field: Field; apply: ApplyField }) {
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
    default:
      return <ScalarField field={field} apply={apply} />
  }
}

/** A nested block or a list's item: collapsed at first, its fields drawn once it is first opened (and kept after). */
function GroupField({ field, apply }: { field: Extract<Field, { kind: 'group' }>; apply: ApplyField }) {
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

type ScalarFieldOf = Extract<Field, { kind: 'text' | 'number' | 'switch' | 'choice' }>

function ScalarField({ field, apply }: { field: ScalarFieldOf; apply: ApplyField }) {
  const [draft, setDraft] = useState<string>(String(field.value))
  const [error, setError] = useState<string>()
  const editing = useRef(false)
  const read = useRef<Scalar>(field.value)

  // The file's value, when it changes (this change, an undo, a save from a text editor), unless the person is typing.
  useEffect(() => {
    if (read.current === field.value) return
    read.current = field.value
    if (!editing.current) {
      setDraft(String(field.value))
      setError(undefined)
    }
  }, [field.value])

  const send = async (value: Scalar) => {
    const was = read.current
    if (value === was) {
      setError(undefined)
      return
    }
    const refused = await apply(field.path, value, was)
    setError(refused)
  }

  const common = { label: field.label, description: field.description, error, 'data-path': keyOf(field.path) }

  if (field.kind === 'switch') {
    return (
      <Switch
        {...common}
        checked={draft === 'true'}
        onChange={(event) => {
          const checked = event.currentTarget.checked
          setDraft(String(checked))
          void send(checked)
        }}
      />
    )
  }
  if (field.kind === 'choice') {
    const data = field.choices.map((choice) => ({ value: String(choice.value), label: choice.description ? `${choice.label}: ${choice.description}` : choice.label }))
    return (
      <Select
        {...common}
        data={data}
        value={draft}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        onChange={(value) => {
          if (value === null) return
          setDraft(value)
          const choice = field.choices.find((candidate) => String(candidate.value) === value)
          if (choice) void send(choice.value)
        }}
      />
    )
  }

  const onFocus = () => {
    editing.current = true
  }
  const commit = () => {
    editing.current = false
    if (field.kind === 'number') {
      // Not a number (emptied, say): sent as written, so the check's own message says what it needs.
      const number = draft.trim() === '' ? NaN : Number(draft)
      void send(Number.isFinite(number) ? number : draft)
    } else void send(draft)
  }
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      commit()
      editing.current = true
    }
  }

  if (field.kind === 'number') {
    return <NumberInput {...common} value={draft} allowDecimal={!field.integer} onChange={(value) => setDraft(String(value))} onFocus={onFocus} onBlur={commit} onKeyDown={onEnter} />
  }
  if (field.long) {
    // Enter writes a line break in a text area: it is applied on leaving it, or with Ctrl+Enter.
    return (
      <Textarea
        {...common}
        value={draft}
        autosize
        minRows={2}
        maxRows={12}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onFocus={onFocus}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            commit()
            editing.current = true
          }
        }}
      />
    )
  }
  return <TextInput {...common} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} onFocus={onFocus} onBlur={commit} onKeyDown={onEnter} />
}
