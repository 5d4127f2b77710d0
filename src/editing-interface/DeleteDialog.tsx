import { Button, Group, Modal, Text } from '@mantine/core'
import { typeLabel } from './section-types'
import type { SectionOnPage } from './use-sections'

/** Asks before a section is deleted (Undo brings it back, but a deletion should not be one click away). */
export function DeleteDialog({ section, target, onConfirm, onClose }: { section?: SectionOnPage; target: HTMLElement; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal opened={section !== undefined} onClose={onClose} title={section ? `Delete ${section.name.replace(/^S/, 's')} (${typeLabel(section.type)})?` : ''} portalProps={{ target }} closeButtonProps={{ 'aria-label': 'Close' }} attributes={{ header: { role: 'none' } }} zIndex={500} centered>
      <Text size="sm" mb="md">
        It is taken off the page. Undo puts it back exactly as it was.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  )
}
