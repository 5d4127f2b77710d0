import { Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import { galleryPath } from '@/engine/contract/entries.js'
import { sectionTypes } from './section-types'

/**
 * Every section type of the catalogue, by its title, each with a small live drawing of its example (the gallery's,
 * in a frame the size of a desktop page, scaled down) and its one-line description. The one chosen is added with
 * its catalogue example.
 */
export function AddSectionDialog({ after, target, onChoose, onClose }: { after?: number; target: HTMLElement; onChoose: (type: string) => void; onClose: () => void }) {
  return (
    <Modal opened={after !== undefined} onClose={onClose} title="Add a section" portalProps={{ target }} closeButtonProps={{ 'aria-label': 'Close' }} attributes={{ header: { role: 'none' } }} zIndex={500} centered size="xl">
      <Text size="sm" mb="sm">
        {after !== undefined && `After section ${after + 1}, with the catalogue's example to start from.`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {sectionTypes.map(({ type, title, description }) => (
          <UnstyledButton key={type} className="site-editor-type" onClick={() => onChoose(type)} aria-label={title} aria-describedby={`site-editor-type-${type}`}>
            <span className="site-editor-type-drawing" aria-hidden>
              <iframe src={`${galleryPath}?only=${type}`} title={`${title}: its example`} tabIndex={-1} loading="lazy" />
            </span>
            <span className="site-editor-type-title">{title}</span>
            <Text component="span" size="xs" c="gray.7" id={`site-editor-type-${type}`} className="site-editor-type-description">
              {description.split(/(?<=\.)\s/)[0]}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Modal>
  )
}
