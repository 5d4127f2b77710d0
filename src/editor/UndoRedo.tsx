import { Button, Group } from '@mantine/core'
import { IconArrowBackUp, IconArrowForwardUp, IconHistory } from '@tabler/icons-react'

interface Props {
  canUndo: boolean
  canRedo: boolean
  busy: boolean
  historyOpen: boolean
  onUndo: () => void
  onRedo: () => void
  onHistory: () => void
}

/** Undo and Redo of the changes made from the page, and the switch of the list of them. */
export function UndoRedo({ canUndo, canRedo, busy, historyOpen, onUndo, onRedo, onHistory }: Props) {
  const shortcut = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+'
  return (
    <Group gap={6} wrap="wrap">
      <Button size="sm" variant="default" disabled={busy || !canUndo} onClick={onUndo} leftSection={<IconArrowBackUp size={16} aria-hidden />} title={`${shortcut}Z`}>
        Undo
      </Button>
      <Button size="sm" variant="default" disabled={busy || !canRedo} onClick={onRedo} leftSection={<IconArrowForwardUp size={16} aria-hidden />} title={`${shortcut}Shift+Z`}>
        Redo
      </Button>
      <Button size="sm" variant="default" aria-expanded={historyOpen} aria-controls="site-editor-history" onClick={onHistory} leftSection={<IconHistory size={16} aria-hidden />}>
        History
      </Button>
    </Group>
  )
}
