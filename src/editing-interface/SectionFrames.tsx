import { useCallback, useEffect, useState } from 'react'
import type { Refusal } from './endpoint'
import { RefusalText } from './RefusalText'
import type { ApplyChange } from './apply-change'
import { focusFieldSoon, textOnPage, useTextsInPlace, type TextOnPage } from './texts-in-place'
import { SectionToolbar, type SectionAction } from './SectionToolbar'
import { typeLabel } from './section-types'
import { useSections, type SectionOnPage } from './use-sections'

interface Props {
  onAction: (action: SectionAction, section: SectionOnPage) => void
  /** Applies a change made on the page (a text edited in place), its paths within the page's sections. */
  apply: ApplyChange
}

/**
 * Over each section of the page while editing: an outline, a label with its number and type, and its toolbar
 * (shown under the pointer or when a button in it has the focus). Drawn in the editor's own layer, over the site,
 * so the site's own elements stay as they are.
 */
export function SectionFrames({ onAction, apply }: Props) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null)
  const sections = useSections(layer, true)
  const pointed = usePointedSection(sections)
  const onMarkdown = useCallback(
    (text: TextOnPage) => {
      const section = sections.find((candidate) => candidate.place.join('.') === text.place.join('.'))
      if (!section) return
      onAction('edit', section)
      focusFieldSoon(text.path)
    },
    [sections, onAction],
  )
  const { editing, refusal } = useTextsInPlace({ on: true, apply, onMarkdown })
  const hovered = useHoveredText(editing === undefined)
  const outlined = editing?.element ?? hovered
  return (
    <div ref={setLayer} className="site-editor-layer">
      {outlined && layer && <TextBox element={outlined} layer={layer} editing={editing !== undefined} refusal={refusal} />}
      {sections.map((section) => (
        <div
          key={`${section.place.join('.')}-${section.type}`}
          className="site-editor-frame"
          data-place={section.place.join('.')}
          data-pointed={pointed === section.place.join('.') || undefined}
          data-hidden-section={section.hidden || undefined}
          // No room above the first section (the site's header is there): its bar sits inside its foot.
          data-bar-inside={section.box.top < barRoom || undefined}
          style={{ top: section.box.top, left: section.box.left, width: section.box.width, height: section.box.height }}
        >
          <div className="site-editor-bar">
            <span className="site-editor-label" aria-hidden>
              {section.place.filter((part) => typeof part === 'number').map((part) => part + 1).join('.')} · {typeLabel(section.type)}
              {section.hidden ? ' · hidden' : ''}
            </span>
            <SectionToolbar section={section} onAction={onAction} />
          </div>
        </div>
      ))}
    </div>
  )
}

/** The height above a frame its label and toolbar need on a phone, below the site's header. */
const barRoom = 140

/** The section under the pointer: the smallest box that holds it. */
function usePointedSection(sections: SectionOnPage[]): string | undefined {
  const [pointed, setPointed] = useState<string>()
  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      // On a toolbar (one that takes the pointer is shown), its own section stays the pointed one, though the toolbar
      // lies over another's box (above its frame on a phone, over a section inside it): else a tap on it would hide it
      // before its button is pressed.
      const onToolbar = event.target instanceof Element ? event.target.closest('.site-editor-tools')?.closest<HTMLElement>('.site-editor-frame') : undefined
      if (onToolbar) return setPointed(onToolbar.dataset.place)
      const x = event.pageX
      const y = event.pageY
      const layer = document.querySelector('.site-editor-layer')
      const origin = layer?.getBoundingClientRect()
      const dx = (origin?.left ?? 0) + window.scrollX
      const dy = (origin?.top ?? 0) + window.scrollY
      const holding = sections.filter(({ box }) => x - dx >= box.left && x - dx <= box.left + box.width && y - dy >= box.top && y - dy <= box.top + box.height)
      holding.sort((a, b) => a.box.width * a.box.height - b.box.width * b.box.height)
      setPointed(holding[0]?.place.join('.'))
    }
    // pointerdown too: a touch screen has no pointer moving over the page before a tap.
    document.addEventListener('pointermove', onMove, { passive: true })
    document.addEventListener('pointerdown', onMove, { passive: true })
    return () => {
      document.removeEventListener('pointermove', onMove)
      document.removeEventListener('pointerdown', onMove)
    }
  }, [sections])
  return pointed
}

/** The editable text under the pointer, while none is being edited: it is outlined to say it can be clicked. */
function useHoveredText(on: boolean): HTMLElement | undefined {
  const [hovered, setHovered] = useState<HTMLElement>()
  useEffect(() => {
    if (!on) return setHovered(undefined)
    let last: EventTarget | null = null
    const onOver = (event: PointerEvent) => {
      if (event.target === last) return
      last = event.target
      setHovered(textOnPage(event.target)?.element)
    }
    document.addEventListener('pointerover', onOver, { passive: true })
    return () => document.removeEventListener('pointerover', onOver)
  }, [on])
  return hovered
}

/** An outline around a text that can be edited in place (dashed) or is being edited (solid), and a refusal under it. */
function TextBox({ element, layer, editing, refusal }: { element: HTMLElement; layer: HTMLElement; editing: boolean; refusal?: Refusal }) {
  const box = element.getBoundingClientRect()
  const origin = layer.getBoundingClientRect()
  return (
    <div className="site-editor-text-box" data-editing={editing || undefined} style={{ top: box.top - origin.top - 4, left: box.left - origin.left - 4, width: box.width + 8, height: box.height + 8 }}>
      {refusal && (
        <div className="site-editor-text-refusal" role="alert">
          <RefusalText refusal={refusal} />
          <div className="site-editor-text-refusal-hint">What you typed is kept here: press Enter to try again, or Escape to put the words back.</div>
        </div>
      )}
    </div>
  )
}
