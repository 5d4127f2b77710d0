import type { UpdateChannel } from './update-channel'
import { CloseButton, Group, ScrollArea, Tabs, Text, Title } from '@mantine/core'
import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { siteUpdateEvent } from '@/engine/contract/live-edit-event'
import { loadPage } from '@/engine/pages/page-data'
import { normalizePath } from '@/engine/contract/normalize-path'
import type { ApplyChange } from './apply-change'
import { useRoomForPanel } from './panel-placement'
import { typeLabel } from './section-types'
import { SchemaForm } from './SchemaForm'
import { showFieldOnPage } from './show-on-page'
import { sectionFields } from './schema-fields'
import { placeOf, sectionIn, type SectionNamed } from './use-sections'

// The YAML tab's editor (CodeMirror and the schema's completion) is loaded the first time the tab is opened.
const YamlTab = lazy(() => import('./YamlTab'))

/** The tabs fill the panel under its head, as its body did; light borders and hover on the dark page (editor.css says why). */
const tabsStyle = { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, '--tab-border-color': 'var(--mantine-color-gray-3)', '--tab-hover-color': 'var(--mantine-color-gray-0)' } as CSSProperties
/**
 * A tab's look, inline: the site's own sheets reset Mantine's unstyled button (padding, border, font size) outside any
 * layer, so they win over the editor's layered Tabs sheet (the site draws no Mantine tabs of its own to restore it).
 */
const tabStyle = (active: boolean): CSSProperties => ({
  padding: '8px 16px',
  fontSize: 'var(--mantine-font-size-sm)',
  borderStyle: 'solid',
  borderWidth: '0 0 2px',
  borderColor: active ? 'var(--tabs-color)' : 'transparent',
  textAlign: 'center',
})

interface Props extends SectionNamed {
  hot?: UpdateChannel
  /** Applies a change relative to the section (its path [] is the section itself). */
  apply: ApplyChange
  onClose: () => void
}

interface UpdatedPages {
  pages: { page: { path: string }; sections: unknown[] }[]
}


/** The data of the section at `place` on the page on screen, read again after each change of site.yaml. */
function useSectionData(place: (string | number)[], hot?: UpdateChannel): Record<string, unknown> | undefined {
  const key = place.join('.')
  // The page on screen is loaded already: its data is there at once, and the form is drawn with the panel.
  const [data, setData] = useState(() => sectionIn(loadPage(window.location.pathname).value?.sections, place))
  useEffect(() => {
    let live = true
    const at = placeOf(key)
    void loadPage(window.location.pathname).then((module) => {
      if (live) setData((now) => now ?? sectionIn(module.sections, at))
    })
    if (!hot) return () => void (live = false)
    const onUpdate = (update: UpdatedPages) => {
      const path = normalizePath(window.location.pathname)
      const page = update.pages.find((candidate) => candidate.page.path === path)
      // After the page's own redraw: the page shows the change first, the form's values follow.
      if (page) startTransition(() => setData(sectionIn(page.sections, at)))
    }
    hot.on(siteUpdateEvent, onUpdate)
    return () => {
      live = false
      hot.off(siteUpdateEvent, onUpdate)
    }
  }, [key, hot])
  return data
}

/**
 * The side panel of one section: a form drawn from its schema. Not modal: the page stays usable beside it, and each
 * change redraws it in place while the panel keeps its scroll and focus (the form is not drawn anew, only its values).
 */
export function SectionPanel({ place, name: sectionName, type, hot, apply, onClose }: Props) {
  const name = `Edit ${sectionName.replace(/^Section/, 'section')} (${typeLabel(type)})`
  const data = useSectionData(place, hot)
  const fields = useMemo(() => (data && data.type === type ? sectionFields(type, data) : []), [data, type])
  const panel = useRef<HTMLElement>(null)
  // The form, or the section's YAML; the YAML tab is drawn from its first opening on, and kept while the panel is open.
  const [tab, setTab] = useState<string>('form')
  const [yamlOpened, setYamlOpened] = useState(false)
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
      onFocus={(event) => showFieldOnPage(place, event.target)}
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
      <Tabs
        value={tab}
        onChange={(value) => {
          setTab(value ?? 'form')
          if (value === 'yaml') setYamlOpened(true)
        }}
        style={tabsStyle}
      >
        <Tabs.List px="sm">
          <Tabs.Tab value="form" style={tabStyle(tab === 'form')}>
            Form
          </Tabs.Tab>
          {/* The section's lines as the file has them, keys and comments included: for whoever edits the file too. */}
          <Tabs.Tab value="yaml" style={tabStyle(tab === 'yaml')}>
            Source
          </Tabs.Tab>
        </Tabs.List>
        <ScrollArea className="site-editor-panel-body" type="auto" offsetScrollbars>
          <Tabs.Panel value="form">
            {data === undefined ? (
              <Text size="sm">Reading the section…</Text>
            ) : data.type !== type ? (
              <Text size="sm">This is no longer {sectionName.replace(/^Section/, 'section')}: close the panel and open it from its toolbar.</Text>
            ) : (
              <SchemaForm key={`${place.join('.')}-${type}`} fields={fields} apply={apply} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="yaml">
            {yamlOpened && (
              <Suspense fallback={<Text size="sm">Loading…</Text>}>
                <YamlTab place={place} name={sectionName} type={type} hot={hot} apply={apply} />
              </Suspense>
            )}
          </Tabs.Panel>
        </ScrollArea>
      </Tabs>
    </aside>
  )
}
