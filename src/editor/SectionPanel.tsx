import { CloseButton, Group, ScrollArea, Text, Title } from '@mantine/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { siteUpdateEvent } from '@/engine/contract/live-edit-event'
import { loadPage } from '@/engine/pages/page-data'
import { normalizePath } from '@/engine/contract/normalize-path'
import type { ApplyChange } from './relative-change'
import { SchemaForm } from './SchemaForm'
import { sectionFields } from './schema-fields'

/** The panel's width beside the page at 900 px and wider; below, it is a sheet over the lower part of the screen. */
const panelWidth = 400
const wide = '(min-width: 900px)'

interface Props {
  /** The section's place on the page (0-based) and its type, as the toolbar that opened the panel named them. */
  index: number
  type: string
  hot?: NonNullable<ImportMeta['hot']>
  apply: ApplyChange
  onClose: () => void
}

interface UpdatedPages {
  pages: { page: { path: string }; sections: unknown[] }[]
}

/** The data of the section at `index` of the page on screen, read again after each change of site.yaml. */
function useSectionData(index: number, hot?: NonNullable<ImportMeta['hot']>): Record<string, unknown> | undefined {
  // The page on screen is loaded already: its data is there at once, and the form is drawn with the panel.
  const [data, setData] = useState(() => loadPage(window.location.pathname).value?.sections[index] as Record<string, unknown> | undefined)
  useEffect(() => {
    let live = true
    void loadPage(window.location.pathname).then((module) => {
      if (live) setData((now) => now ?? (module.sections[index] as unknown as Record<string, unknown>))
    })
    if (!hot) return () => void (live = false)
    const onUpdate = (update: UpdatedPages) => {
      const path = normalizePath(window.location.pathname)
      const page = update.pages.find((candidate) => candidate.page.path === path)
      if (page) setData(page.sections[index] as Record<string, unknown> | undefined)
    }
    hot.on(siteUpdateEvent, onUpdate)
    return () => {
      live = false
      hot.off(siteUpdateEvent, onUpdate)
    }
  }, [index, hot])
  return data
}

/** Narrows the page by the panel's width while it is open beside it (≥ 900 px), or leaves room under it for the sheet. */
function useRoomForPanel() {
  useEffect(() => {
    const html = document.documentElement
    const before = { right: html.style.marginRight, bottom: html.style.paddingBottom }
    const media = window.matchMedia(wide)
    const place = () => {
      html.style.marginRight = media.matches ? `${panelWidth}px` : before.right
      html.style.paddingBottom = media.matches ? before.bottom : '55vh'
    }
    place()
    media.addEventListener('change', place)
    return () => {
      media.removeEventListener('change', place)
      html.style.marginRight = before.right
      html.style.paddingBottom = before.bottom
    }
  }, [])
}

/**
 * The side panel of one section: a form drawn from its schema. Not modal: the page stays usable beside it, and each
 * change redraws it in place while the panel keeps its scroll and focus (the form is not drawn anew, only its values).
 */
export function SectionPanel({ index, type, hot, apply, onClose }: Props) {
  const name = `Edit section ${index + 1} (${type})`
  const data = useSectionData(index, hot)
  const fields = useMemo(() => (data && data.type === type ? sectionFields(type, data) : []), [data, type])
  const panel = useRef<HTMLElement>(null)
  useRoomForPanel()

  // The focus goes into the panel, and back to what opened it when it closes.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    panel.current?.focus()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return (
    <aside
      ref={panel}
      aria-label={name}
      className="site-editor-panel"
      tabIndex={-1}
      onKeyDown={(event) => {
        // Escape closes the panel, unless a list of choices was open and took it.
        if (event.key === 'Escape' && !event.defaultPrevented && !(event.target as HTMLElement).matches('[aria-haspopup][aria-expanded="true"], [role="combobox"][aria-expanded="true"]')) {
          event.stopPropagation()
          onClose()
        }
      }}
    >
      <Group justify="space-between" wrap="nowrap" className="site-editor-panel-head">
        <div>
          <Title order={2} size="h5">
            {name}
          </Title>
          <Text size="xs" c="gray.7">
            A change is made when you leave its field, or press Enter.
          </Text>
        </div>
        <CloseButton aria-label="Close" onClick={onClose} />
      </Group>
      <ScrollArea className="site-editor-panel-body" type="auto" offsetScrollbars>
        {data === undefined ? (
          <Text size="sm">Reading the section…</Text>
        ) : data.type !== type ? (
          <Text size="sm">This section is no longer section {index + 1}: close the panel and open it from its toolbar.</Text>
        ) : (
          <SchemaForm key={`${index}-${type}`} fields={fields} apply={apply} />
        )}
      </ScrollArea>
    </aside>
  )
}
