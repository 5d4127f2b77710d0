import { Button } from '@mantine/core'
import { IconPencil, IconPencilOff } from '@tabler/icons-react'

/** Editing on or off: off, the preview is exactly the site. */
export function EditSwitch({ editing, onChange }: { editing: boolean; onChange: (on: boolean) => void }) {
  return (
    <Button
      size="sm"
      color="cyan"
      variant={editing ? 'filled' : 'default'}
      aria-pressed={editing}
      leftSection={editing ? <IconPencilOff size={16} aria-hidden /> : <IconPencil size={16} aria-hidden />}
      onClick={() => onChange(!editing)}
    >
      Edit page
    </Button>
  )
}
