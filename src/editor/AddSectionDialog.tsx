import { Button, Modal, Stack, Text } from '@mantine/core'
import { sectionTypes } from './section-types'

/** Every section type of the catalogue, by its title: the one chosen is added with its catalogue example. */
export function AddSectionDialog({ after, target, onChoose, onClose }: { after?: number; target: HTMLElement; onChoose: (type: string) => void; onClose: () => void }) {
  return (
    <Modal opened={after !== undefined} onClose={onClose} title="Add a section" portalProps={{ target }} closeButtonProps={{ 'aria-label': 'Close' }} zIndex={500} centered size="lg">
      <Text size="sm" mb="sm">
        {after !== undefined && `After section ${after + 1}, with the catalogue's example to start from.`}
      </Text>
      <Stack gap={6}>
        {sectionTypes.map(({ type, title, description }) => (
          <Button key={type} variant="default" justify="flex-start" h="auto" py={6} onClick={() => onChoose(type)} aria-label={title} aria-describedby={`site-editor-type-${type}`}>
            <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', whiteSpace: 'normal', textAlign: 'left' }}>
              <span>{title}</span>
              <Text component="span" size="xs" c="gray.7" id={`site-editor-type-${type}`}>
                {type}: {description}
              </Text>
            </span>
          </Button>
        ))}
      </Stack>
    </Modal>
  )
}
