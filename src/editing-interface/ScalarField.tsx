import { NumberInput, Select, Switch, Text, Textarea } from '@mantine/core'
import type { Refusal } from './endpoint'
import { RefusalText } from './RefusalText'
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import type { ApplyChange } from './apply-change'
import { keyOf, type Field, type Scalar } from './schema-fields'

type ScalarFieldOf = Extract<Field, { kind: 'text' | 'number' | 'switch' | 'choice' }>

interface Props {
  field: ScalarFieldOf
  apply: ApplyChange
  /** Marked required (a picture's alt text, where the schema asks for it). */
  required?: boolean
  /** The text field, for what moves the focus to it (an upload, to the alt text). */
  inputRef?: Ref<HTMLTextAreaElement>
}

/**
 * One value of a form: a text, a number, a switch or a choice. It keeps what the person typed until it is applied,
 * on leaving it or on Enter; a new value from the file replaces it unless the person has typed in it.
 */
export function ScalarField({ field, apply, required, inputRef }: Props) {
  const [draft, setDraft] = useState<string>(String(field.value))
  const [error, setError] = useState<Refusal>()
  const editing = useRef(false)
  const read = useRef<Scalar>(field.value)

  // The file's value, when it changes (this change, an undo, a save from a text editor), unless the person has typed
  // something of their own. A field focused but not typed in follows it: the alt text an upload focuses is emptied with
  // the old picture, and leaving it must not write the old words back.
  useEffect(() => {
    if (read.current === field.value) return
    const before = String(read.current)
    read.current = field.value
    setDraft((typed) => (editing.current && typed !== before ? typed : String(field.value)))
    if (!editing.current) setError(undefined)
  }, [field.value])

  const send = async (value: Scalar) => {
    const was = read.current
    if (value === was) {
      setError(undefined)
      return
    }
    // Taken as the file's value at once: leaving the field after Enter must not send the same change again
    // before the file's update reaches the form.
    read.current = value
    const refused = await apply({ kind: 'set', path: field.path, value, was })
    if (refused) read.current = was
    setError(refused)
  }

  const common = { label: field.label, description: field.description, error: error && <RefusalText refusal={error} />, 'data-path': keyOf(field.path) }

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
    // The field shows the choice's name, which fits; the list shows each with its description, in full (a field
    // holding both cut them: "Warning: Amber: something to be").
    const descriptions = new Map(field.choices.map((choice) => [String(choice.value), choice.description]))
    return (
      <Select
        {...common}
        data={field.choices.map((choice) => ({ value: String(choice.value), label: choice.label }))}
        value={draft}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        renderOption={({ option }) => (
          <div>
            <Text size="sm">{option.label}</Text>
            {descriptions.get(option.value) && <Text size="xs">{descriptions.get(option.value)}</Text>}
          </div>
        )}
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
  // A one-line text that wraps rather than cuts when it is longer than the field ("For small busi"): a text area
  // one row high that grows, where Enter applies it, as in a text input, and a pasted line break is a space.
  return (
    <Textarea
      {...common}
      ref={inputRef}
      required={required}
      value={draft}
      autosize
      minRows={1}
      maxRows={6}
      onChange={(event) => setDraft(event.currentTarget.value.replace(/\r?\n/g, ' '))}
      onFocus={onFocus}
      onBlur={commit}
      onKeyDown={onEnter}
    />
  )
}
