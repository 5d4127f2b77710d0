import { Button, Group } from '@mantine/core'
import { IconArrowBackUp, IconArrowForwardUp, IconHistory, IconSitemap } from '@tabler/icons-react'

interface Props {
  canUndo: boolean
  canRedo: boolean
  historyOpen: boolean
  pagesOpen: boolean
  onUndo: () => void
  onRedo: () => void
  onHistory: () => void
  onPages: () => void
}

/**
 * Undo and Redo of the changes made from the page (never disabled while a change is on its way: an undo waits its
 * turn in the editor's queue, and a button that went grey between a pointer's press and release lost the click), the switch of the list of them, and of the Pages panel. */
export function UndoRedo({ canUndo, canRedo, historyOpen, pagesOpen, onUndo, onRedo, onHistory, onPages }: Props) {
  const shortcut = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+'
  return (
    // On a phone, Undo stays in the dock's bar; the others are under More (editor.css).
    <Group gap={6} wrap="wrap" className="site-editor-flat">
      <Button size="sm" variant="default" disabled={!canUndo} onClick={onUndo} leftSection={<IconArrowBackUp size={16} aria-hidden />} title={`${shortcut}Z`}>
        Undo
      </Button>
      <Button size="sm" variant="default" className="site-editor-secondary" disabled={!canRedo} onClick={onRedo} leftSection={<IconArrowForwardUp size={16} aria-hidden />} title={`${shortcut}Shift+Z`}>
        Redo
      </Button>
      <Button size="sm" variant="default" className="site-editor-secondary" aria-expanded={historyOpen} aria-controls="site-editor-history" onClick={onHistory} leftSection={<IconHistory size={16} aria-hidden />}>
        History
      </Button>
      <Button size="sm" variant="default" className="site-editor-secondary" aria-expanded={pagesOpen} aria-controls="site-editor-pages" onClick={onPages} leftSection={<IconSitemap size={16} aria-hidden />}>
        Pages
      </Button>
    </Group>
  )
}
