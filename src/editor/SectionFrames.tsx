import { useEffect, useState } from 'react'
import type { ApplyChange } from './relative-change'
import { SectionToolbar, type SectionAction } from './SectionToolbar'
import { useSections, type SectionOnPage } from './use-sections'

interface Props {
  busy: boolean
  onAction: (action: SectionAction, section: SectionOnPage) => void
  /** Applies a change made on the page (a text edited in place), its paths within the page's sections. */
  apply: ApplyChange
}

/**
 * Over each section of the page while editing: an outline, a label with its number and type, and its toolbar
 * (shown under the pointer or when a button in it has the focus). Drawn in the editor's own layer, over the site,
 * so the site's own elements stay as they are.
 */
export function SectionFrames({ busy, onAction }: Props) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null)
  const sections = useSections(layer, true)
  const pointed = usePointedSection(sections)
  return (
    <div ref={setLayer} className="site-editor-layer">
      {sections.map((section) => (
        <div
          key={`${section.index}-${section.type}`}
          className="site-editor-frame"
          data-pointed={pointed === section.index || undefined}
          data-hidden-section={section.hidden || undefined}
          style={{ top: section.box.top, left: section.box.left, width: section.box.width, height: section.box.height }}
        >
          <div className="site-editor-bar">
            <span className="site-editor-label" aria-hidden>
              {section.index + 1} · {section.type}
              {section.hidden ? ' · hidden' : ''}
            </span>
            <SectionToolbar section={section} count={sections.length} busy={busy} onAction={onAction} />
          </div>
        </div>
      ))}
    </div>
  )
}

/** The section under the pointer: the smallest box that holds it. */
function usePointedSection(sections: SectionOnPage[]): number | undefined {
  const [pointed, setPointed] = useState<number>()
  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const x = event.pageX
      const y = event.pageY
      const layer = document.querySelector('.site-editor-layer')
      const origin = layer?.getBoundingClientRect()
      const dx = (origin?.left ?? 0) + window.scrollX
      const dy = (origin?.top ?? 0) + window.scrollY
      const holding = sections.filter(({ box }) => x - dx >= box.left && x - dx <= box.left + box.width && y - dy >= box.top && y - dy <= box.top + box.height)
      holding.sort((a, b) => a.box.width * a.box.height - b.box.width * b.box.height)
      setPointed(holding[0]?.index)
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
