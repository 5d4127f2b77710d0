import { Code, UnstyledButton } from '@mantine/core'
import { useId, useState } from 'react'
import type { Refusal } from './endpoint'

/** A refusal in plain words, and "Details": the developer's message with its line in the file, one click away. */
export function RefusalText({ refusal }: { refusal: Refusal }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <span className="site-editor-refusal">
      {refusal.message}
      {refusal.details && refusal.details !== refusal.message && (
        <>
          {' '}
          <UnstyledButton component="button" type="button" className="site-editor-details-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)}>
            Details
          </UnstyledButton>
          {open && (
            <Code id={id} block className="site-editor-details">
              {refusal.details}
            </Code>
          )}
        </>
      )}
    </span>
  )
}
