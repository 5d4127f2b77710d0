import { useEffect, useLayoutEffect, useRef } from 'react'
import { useForm } from 'react-final-form'
import type { FormValues } from './chat-message'

/**
 * Whatever a visitor typed or chose in the prerendered form before it attached is still in the fields (React
 * leaves their values alone while it attaches), but not in the form's state: put it there, once, so it is
 * shown, checked and sent. The values are read at the attaching commit, before anything can redraw the fields
 * with the form's empty state, and given to the form once its fields have registered (their effects run
 * first). A field already left counts as visited, like any other, so its message shows.
 */
export function TakeEarlyInput({ fields }: { fields: { name: string; id: string }[] }) {
  const form = useForm<FormValues>()
  const typed = useRef<{ name: string; value: string; focused: boolean }[]>([])
  // By id, not through a ref to the <form>: a parent's ref is attached after its children's layout effects.
  useLayoutEffect(() => {
    typed.current = fields.flatMap(({ name, id }) => {
      const element = document.getElementById(id)
      // A radio group's id is on the group: its chosen option is the input that counts.
      const input = element && !(element instanceof HTMLInputElement) ? (element.querySelector('input[type="radio"]:checked') ?? element) : element
      if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement || input instanceof HTMLSelectElement) || input.value === '') return []
      // A box not ticked holds nothing (its value is the one it would send when ticked).
      if (input instanceof HTMLInputElement && input.type === 'checkbox' && !input.checked) return []
      return [{ name, value: input.value, focused: input === document.activeElement }]
    })
  }, [fields])
  useEffect(() => {
    for (const { name, value, focused } of typed.current) {
      form.change(name, value)
      if (!focused) {
        form.focus(name)
        form.blur(name)
      }
    }
    typed.current = []
  }, [form])
  return null
}
