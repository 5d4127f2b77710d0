import type { UpdateChannel } from './update-channel'
import { Accordion, ActionIcon, Button, CloseButton, Group, ScrollArea, Stack, Switch, Text, TextInput, Title } from '@mantine/core'
import type { Refusal } from './endpoint'
import { RefusalText } from './RefusalText'
import { IconArrowDown, IconArrowUp, IconEye, IconEyeOff, IconPlus } from '@tabler/icons-react'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useSharedBlocks } from '@/engine/content/site-data'
import { escapeCloses, useRoomForPanel } from './panel-placement'
import { blockFields, blockHeading, linksHelp, pathHelp, pathLabel, sharedBlockKeys, titleLabel, useSitePages, type PageEntry, type SharedBlockKey } from './pages-data'
import { pageName } from '@/site-changes/page-name'
import { underBase } from '@/site-changes/relative-change'
import type { ApplyChange } from './apply-change'
import { ScalarField } from './ScalarField'
import { SchemaForm } from './SchemaForm'
import type { Field } from './schema-fields'

interface Props {
  hot?: UpdateChannel
  /** Applies a change, its paths from the top of site.yaml; gives back the refusal's message, or nothing. */
  apply: ApplyChange
  onClose: () => void
}

/**
 * The Pages panel: add a page, hide or show one, reorder and rename the navigation links, and the forms of the
 * blocks every page shares (site, navigation, footer, forms). Placed as the section panel is, and not modal.
 */
export function PagesPanel({ hot, apply, onClose }: Props) {
  const panel = useRef<HTMLElement>(null)
  // What had the focus when the panel was asked for (the dock's button), taken while drawing: an effect runs after
  // a closing section panel has given the focus back to its own opener.
  const [opener] = useState(() => document.activeElement as HTMLElement | null)
  const pages = useSitePages(hot)
  const [open, setOpen] = useState<string[]>(['pages'])
  // A block's form is drawn once its group is first opened, and kept after.
  const [seen, setSeen] = useState<string[]>([])
  useRoomForPanel()

  useEffect(() => {
    panel.current?.focus()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [opener])

  return (
    <aside ref={panel} id="site-editor-pages" aria-label="Pages" className="site-editor-panel" tabIndex={-1} onKeyDown={escapeCloses(onClose)}>
      <Group justify="space-between" wrap="nowrap" className="site-editor-panel-head">
        <div>
          <Title order={2} size="h5">
            Pages
          </Title>
          <Text size="xs" c="gray.7">
            The site&apos;s pages, its navigation and the blocks every page shares. A change is made when you leave its field, or press Enter.
          </Text>
        </div>
        <CloseButton aria-label="Close" onClick={onClose} />
      </Group>
      <ScrollArea className="site-editor-panel-body" type="auto" offsetScrollbars>
        <Accordion
          variant="contained"
          chevronPosition="left"
          multiple
          order={3}
          value={open}
          onChange={(value) => {
            setOpen(value)
            setSeen((before) => [...new Set([...before, ...value])])
          }}
        >
          <Accordion.Item value="add">
            <Accordion.Control>Add a page</Accordion.Control>
            <Accordion.Panel>
              <AddPageForm apply={apply} pages={pages} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="pages">
            <Accordion.Control>Pages of the site</Accordion.Control>
            <Accordion.Panel>
              <PageList pages={pages} apply={apply} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="links">
            <Accordion.Control>Navigation links</Accordion.Control>
            <Accordion.Panel>{seen.includes('links') && <NavLinks apply={apply} />}</Accordion.Panel>
          </Accordion.Item>
          {sharedBlockKeys.map((key) => (
            <Accordion.Item key={key} value={key}>
              <Accordion.Control>{blockHeading(key).title}</Accordion.Control>
              <Accordion.Panel>{seen.includes(key) && <BlockForm blockKey={key} apply={apply} />}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </ScrollArea>
    </aside>
  )
}

/** Path, title and "in the navigation": the `addPage` change, as `npm run new-page` adds a page. */
function AddPageForm({ apply, pages }: { apply: ApplyChange; pages: PageEntry[] | undefined }) {
  const [path, setPath] = useState('')
  const [title, setTitle] = useState('')
  const [inNav, setInNav] = useState(false)
  const [pathError, setPathError] = useState<Refusal>()
  const [titleError, setTitleError] = useState<string>()
  const [added, setAdded] = useState<string>()
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const words = title.trim()
    setTitleError(words ? undefined : 'Write the page’s title: its heading, and its name in the browser tab.')
    if (!words) return
    setSending(true)
    setAdded(undefined)
    // The loader's checks are the dev server's: a path it refuses (its form, or a page that has it) comes back in words.
    const refused = await apply({ kind: 'addPage', page: { path: path.trim(), title: words, nav: inNav ? words : undefined } })
    setSending(false)
    setPathError(refused)
    if (refused) return
    setAdded(path.trim())
    setPath('')
    setTitle('')
    setInNav(false)
  }

  // The link to the new page is offered once the preview knows the page (its data comes with the file's update).
  const ready = added !== undefined && pages?.some((page) => page.path === added)
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <TextInput label={pathLabel} description={pathHelp} placeholder="/careers" value={path} error={pathError && <RefusalText refusal={pathError} />} onChange={(event) => setPath(event.currentTarget.value)} autoComplete="off" spellCheck={false} />
        <TextInput label={titleLabel} description="The page’s heading; the browser tab shows it followed by your business name." value={title} error={titleError} onChange={(event) => setTitle(event.currentTarget.value)} autoComplete="off" />
        <Switch label="Add a link to the navigation bar (at its end)" checked={inNav} onChange={(event) => setInNav(event.currentTarget.checked)} />
        <Group>
          <Button type="submit" size="sm" leftSection={<IconPlus size={16} aria-hidden />} loading={sending}>
            Add the page
          </Button>
        </Group>
        <div role="status">
          {added !== undefined && (
            <Group gap="xs">
              <Text size="sm">Added the page {added}.</Text>
              {ready && (
                <Button component="a" href={added} size="compact-sm" variant="light">
                  Go to {added}
                </Button>
              )}
            </Group>
          )}
        </div>
      </Stack>
    </form>
  )
}

/**
 * What a person calls each page: its link in the navigation bar, else its title without the brand ("Terms &
 * Conditions"), the words of the history and the review (src/site-changes/place-words.ts), not its address.
 */
function usePageNames(pages: PageEntry[] | undefined): Map<string, string> {
  const { site, navigation } = useSharedBlocks()
  return useMemo(() => {
    const brand = site.brand
    // The titles arrive with {brand} filled in; pageName takes it off as site.yaml writes it.
    const data = { navigation, pages: (pages ?? []).map(({ path, title }) => ({ path, title: brand ? title.split(brand).join('{brand}') : title })) }
    return new Map((pages ?? []).map((page, position) => [page.path, pageName(data, position)]))
  }, [pages, site.brand, navigation])
}

/** Every page with Hide or Show: hidden, it stays in site.yaml and the built site leaves it out. */
function PageList({ pages, apply }: { pages: PageEntry[] | undefined; apply: ApplyChange }) {
  const [errors, setErrors] = useState<Record<string, Refusal | undefined>>({})
  const names = usePageNames(pages)
  if (!pages) return <Text size="sm">Reading the pages…</Text>
  const toggle = async (page: PageEntry) => {
    const refused = await apply({ kind: page.hidden ? 'show' : 'hide', path: ['pages', page.index] })
    setErrors((before) => ({ ...before, [page.path]: refused }))
  }
  return (
    <>
      <Text size="xs" c="gray.7" mb="xs">
        A hidden page is kept, but left out of the published site; this preview shows it under a banner.
      </Text>
      <ul className="site-editor-rows">
        {pages.map((page) => {
          const name = names.get(page.path) ?? page.path
          return (
            <li key={page.path} className="site-editor-row">
              <div className="site-editor-row-main">
                <div className="site-editor-row-line">
                  {page.path === '*' ? (
                    <Text span fw={600} size="sm">
                      {name}
                    </Text>
                  ) : (
                    <a href={page.path} className="site-editor-link">
                      {name}
                    </a>
                  )}
                  {page.hidden && (
                    <Text span size="xs" fw={600} c="orange.9">
                      hidden
                    </Text>
                  )}
                </div>
                {/* Its address, for the person who shares a link to it or types it. */}
                <Text size="xs" c="gray.7" truncate="end">
                  {page.path === '*' ? 'Shown at any address the site does not have' : `At ${page.path}`}
                </Text>
                {errors[page.path] && (
                  <Text size="xs" c="red.8" role="alert">
                    <RefusalText refusal={errors[page.path]!} />
                  </Text>
                )}
              </div>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`${page.hidden ? 'Show' : 'Hide'} ${name}`}
                leftSection={page.hidden ? <IconEye size={14} aria-hidden /> : <IconEyeOff size={14} aria-hidden />}
                onClick={() => void toggle(page)}
              >
                {page.hidden ? 'Show' : 'Hide'}
              </Button>
            </li>
          )
        })}
      </ul>
    </>
  )
}

/** The navigation bar's links: each renamed in its field, moved with buttons (the `move` of navigation.links). */
function NavLinks({ apply }: { apply: ApplyChange }) {
  const links = useSharedBlocks().navigation.links
  const inNavigation = useMemo<ApplyChange>(() => (change) => apply(underBase(change, ['navigation'])), [apply])
  const [error, setError] = useState<Refusal>()
  const rows = useRef(new Map<string, HTMLElement>())
  // After a move the focus follows the link to its new place (and to the other button at an end of the list).
  const follow = useRef<{ key: string; button: 'up' | 'down' }>(undefined)
  const keys = links.map((link, index) => `${link.to}#${links.slice(0, index).filter((other) => other.to === link.to).length}`)

  useEffect(() => {
    const wanted = follow.current
    if (!wanted) return
    const row = rows.current.get(wanted.key)
    const buttons = [row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.button}"]`), row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.button === 'up' ? 'down' : 'up'}"]`)]
    const target = buttons.find((button) => button && !button.disabled)
    if (target && document.activeElement !== target) target.focus()
    follow.current = undefined
  }, [links])

  const move = async (index: number, to: number) => {
    follow.current = { key: keys[index], button: to < index ? 'up' : 'down' }
    const refused = await inNavigation({ kind: 'move', list: ['links'], from: index, to, was: links[index] })
    if (refused) follow.current = undefined
    setError(refused)
  }

  return (
    <>
      {linksHelp && (
        <Text size="xs" c="gray.7" mb="xs">
          {linksHelp}
        </Text>
      )}
      <ol className="site-editor-rows">
        {links.map((link, index) => {
          const field: Field = { kind: 'text', key: 'label', path: ['links', index, 'label'], label: `Link to ${link.to}`, long: false, markdown: false, value: link.label }
          return (
            <li
              key={keys[index]}
              ref={(element) => {
                if (element) rows.current.set(keys[index], element)
                else rows.current.delete(keys[index])
              }}
              className="site-editor-row"
            >
              <div className="site-editor-row-main">
                <ScalarField field={field} apply={inNavigation} />
              </div>
              <Group gap={2} wrap="nowrap" className="site-editor-item-tools" role="group" aria-label={`Move the link to ${link.to}`}>
                <ActionIcon variant="subtle" color="gray.8" size="md" aria-label="Move up" title="Move up" data-move="up" disabled={index === 0} onClick={() => void move(index, index - 1)}>
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="gray.8" size="md" aria-label="Move down" title="Move down" data-move="down" disabled={index === links.length - 1} onClick={() => void move(index, index + 1)}>
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </li>
          )
        })}
      </ol>
      {error && (
        <Text size="xs" c="red.8" role="alert" mt={4}>
          <RefusalText refusal={error} />
        </Text>
      )}
    </>
  )
}

/** A shared block's form, generated from the site schema, its changes put under [key]. */
function BlockForm({ blockKey, apply }: { blockKey: SharedBlockKey; apply: ApplyChange }) {
  const data = useSharedBlocks()[blockKey]
  const fields = useMemo(() => blockFields(blockKey, data), [blockKey, data])
  const inBlock = useMemo<ApplyChange>(() => (change) => apply(underBase(change, [blockKey])), [apply, blockKey])
  const { description } = blockHeading(blockKey)
  return (
    <>
      {description && (
        <Text size="xs" c="gray.7" mb="xs">
          {description}
        </Text>
      )}
      <SchemaForm fields={fields} apply={inBlock} />
    </>
  )
}
