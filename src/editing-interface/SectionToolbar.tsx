import { ActionIcon, Tooltip } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconCopy, IconEye, IconEyeOff, IconPencil, IconRowInsertBottom, IconTrash } from '@tabler/icons-react'
import { useRef, type ReactNode } from 'react'
import { typeLabel } from './section-types'
import type { SectionOnPage } from './use-sections'

export type SectionAction = 'moveUp' | 'moveDown' | 'duplicate' | 'hide' | 'show' | 'delete' | 'addBelow' | 'edit'

interface Props {
  section: SectionOnPage
  onAction: (action: SectionAction, section: SectionOnPage) => void
}

/** The buttons of one section while editing: each is one change to site.yaml. */
export function SectionToolbar({ section, onAction }: Props) {
  // A tap on a touch screen (no hover) on the unseen toolbar only shows it: a button acts once it was seen.
  const armed = useRef(true)
  const act = (action: SectionAction) => () => {
    if (armed.current) onAction(action, section)
    armed.current = true
  }
  return (
    <div
      role="toolbar"
      aria-label={`${section.name}: ${typeLabel(section.type)}`}
      className="site-editor-tools"
      onPointerDownCapture={(event) => {
        armed.current = event.pointerType !== 'touch' || event.currentTarget.closest('[data-pointed]') !== null || event.currentTarget.matches(':focus-within')
      }}
    >
      <ToolButton label="Move up" disabled={section.index === 0} onClick={act('moveUp')}>
        <IconArrowUp size={16} aria-hidden />
      </ToolButton>
      <ToolButton label="Move down" disabled={section.index === section.count - 1} onClick={act('moveDown')}>
        <IconArrowDown size={16} aria-hidden />
      </ToolButton>
      <ToolButton label="Duplicate" onClick={act('duplicate')}>
        <IconCopy size={16} aria-hidden />
      </ToolButton>
      {section.hidden ? (
        <ToolButton label="Show" onClick={act('show')}>
          <IconEye size={16} aria-hidden />
        </ToolButton>
      ) : (
        <ToolButton label="Hide" onClick={act('hide')}>
          <IconEyeOff size={16} aria-hidden />
        </ToolButton>
      )}
      <ToolButton label="Delete" onClick={act('delete')} color="red">
        <IconTrash size={16} aria-hidden />
      </ToolButton>
      <ToolButton label="Add section below" onClick={act('addBelow')}>
        <IconRowInsertBottom size={16} aria-hidden />
      </ToolButton>
      <ToolButton label="Edit section" onClick={act('edit')}>
        <IconPencil size={16} aria-hidden />
      </ToolButton>
    </div>
  )
}

function ToolButton({ label, tip, disabled, onClick, color = 'cyan', children }: { label: string; tip?: string; disabled?: boolean; onClick?: () => void; color?: string; children: ReactNode }) {
  return (
    // Ending at its button's right edge: the toolbar sits at the section's right, where a centred tip ran out under
    // the open panel ("Edit secti").
    <Tooltip label={tip ?? label} withinPortal={false} openDelay={300} position="top-end">
      {/* aria-disabled, not disabled: a disabled button gets no focus and shows no tooltip. */}
      <ActionIcon
        variant="filled"
        color={color}
        size="md"
        aria-label={label}
        aria-disabled={disabled || undefined}
        data-disabled={disabled || undefined}
        onClick={(event) => {
          if (disabled) event.preventDefault()
          else onClick?.()
        }}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  )
}
