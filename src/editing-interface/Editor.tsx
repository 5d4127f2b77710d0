import type { UpdateChannel } from './update-channel'
import { Alert, Button, Paper, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconAlertTriangle, IconDots } from '@tabler/icons-react'
import { memo, startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { Change, ItemIdentity } from '@/site-changes/operations'
import { routeFor } from '@/engine/pages/page-data'
import { siteUpdateEvent } from '@/engine/contract/live-edit-event'
import { AddSectionDialog } from './AddSectionDialog'
import { DeleteDialog } from './DeleteDialog'
import { MarkReviewWaiting } from './dock-mark'
import { EditSwitch } from './EditSwitch'
import { readState, redo, sendChange, undo, type Answer, type EditState, type Refusal } from './endpoint'
import { RefusalText } from './RefusalText'
import { useEditingChoice } from './editing-choice'
import { HistoryList } from './HistoryList'
import { PagesPanel } from './PagesPanel'
import { panelBeside, useRoomUnderPage } from './panel-placement'
import { SectionFrames } from './SectionFrames'
import { SectionPanel } from './SectionPanel'
import { underBase } from '@/site-changes/relative-change'
import type { ApplyChange } from './apply-change'
import type { SectionAction } from './SectionToolbar'
import { UndoRedo } from './UndoRedo'
import { sectionAt } from './texts-in-place'
import { nameOf, type SectionNamed, type SectionOnPage } from './use-sections'

// Opening or closing the section panel draws the frames again only when their props change.
const Frames = memo(SectionFrames)

/** A section's type and id as the page on screen has it (the loader fills placeholders in, never these two). */
function identityOf(place: (string | number)[]): ItemIdentity {
  const section = sectionAt(place)
  return { type: section?.type as string | undefined, id: section?.id as string | undefined }
}

/** Scrolls the page so that the section at `place` begins just under the site's header (which stays at the top). */
function scrollUnderHeader(place: (string | number)[]) {
  const drawn = document.querySelector<HTMLElement>(`[data-site-section="${place.join('.')}"]`)
  if (!drawn) return
  // Its contents' box: the section's own element draws no box of its own.
  const range = document.createRange()
  range.selectNodeContents(drawn)
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
  window.scrollTo({ top: window.scrollY + range.getBoundingClientRect().top - Math.max(header, 0) - 16, behavior: 'instant' })
}

export const pausedWords = 'Editing is paused: the site has a mistake that someone made outside the editor (see the message). Editing resumes once it is put right.'

/** The editing interface of the preview: the switch, and while editing the sections' toolbars, Undo, Redo and the history. */
export function Editor({ root, hot, dockExtras }: { root: HTMLElement; hot?: UpdateChannel; dockExtras?: ReactNode }) {
  const [editing, setEditing] = useEditingChoice()
  const [state, setState] = useState<EditState>()
  const [refused, setRefused] = useState<Refusal>()
  const [done, setDone] = useState<string>()
  const [paused, setPaused] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  // On a phone the dock is one bar of the most used actions; "More" shows the rest above it (editor.css).
  const [more, setMore] = useState(false)
  const [reviewWaiting, setReviewWaiting] = useState(false)
  const [deleting, setDeleting] = useState<SectionOnPage>()
  const [addingBelow, setAddingBelow] = useState<SectionOnPage>()
  /** The section whose panel is open: its place among the page's sections, its name ("Section 2") and type. */
  const [editingSection, setEditingSection] = useState<SectionNamed>()
  // The Pages panel; it and the section panel take the same place, so opening one closes the other.
  const [pagesOpen, setPagesOpen] = useState(false)
  useEffect(() => {
    if (editingSection) setPagesOpen(false)
  }, [editingSection])
  // The dock is one bar on a phone, and with a panel open: at the panel's foot on a wide screen, on the sheet's top
  // below 900 px (editor.css). It covers no section there. Read at the first drawing (the editor draws in the
  // browser only), so the dock never starts in the wrong shape.
  const phone = useMediaQuery('(max-width: 599.98px)', undefined, { getInitialValueInEffect: false })
  const bar = phone || (editing && Boolean(editingSection || pagesOpen))
  // Wider than a phone, editing with no panel beside the page: the dock is a strip along the bottom edge, every
  // action in view, and the page ends above it (as a box at the bottom left it covered 420 × 330 px of the page).
  const strip = editing && !bar
  const dock = useRef<HTMLDivElement>(null)
  useRoomUnderPage(strip ? dock : undefined)
  useEffect(() => {
    if (!bar) setMore(false)
  }, [bar])
  /** The file's version as last known: each queued request sends the one its predecessor's answer gave. */
  const versionRef = useRef<string>(undefined)
  /** Updates of the page still to come for changes made here (each written change sends one). */
  const ownUpdates = useRef(0)

  // Requests go one after another, in the order asked: a second Ctrl+Z pressed before the first is answered
  // is a second undo, not lost (each needs the version the one before it made).
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const enqueue = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const done = queue.current.then(task)
    queue.current = done.catch(() => undefined)
    return done
  }, [])

  /** Reads the state again, in its turn: an answer read before a change was made can never come after it. */
  const refresh = useCallback(
    () =>
      enqueue(async () => {
        const answer = await readState()
        if (!answer.ok) return
        versionRef.current = answer.version
        setState(answer)
      }),
    [enqueue],
  )

  useEffect(() => {
    if (editing) void refresh()
  }, [editing, refresh])

  // A save from a text editor changes the version and may end a pause; a broken save pauses editing.
  useEffect(() => {
    if (!hot) return
    // A change made here brought its state with its answer: only a save from elsewhere (a text editor) needs the
    // state read again, a moment later, not while the page is drawing the update.
    let later = 0
    const onUpdate = () => {
      setPaused(false)
      if (ownUpdates.current > 0) return void (ownUpdates.current -= 1)
      clearTimeout(later)
      later = window.setTimeout(() => void refresh(), 200)
    }
    const onError = (payload: { err?: { plugin?: string } }) => {
      if (payload.err?.plugin === 'site-yaml') setPaused(true)
    }
    hot.on(siteUpdateEvent, onUpdate)
    hot.on('vite:error', onError)
    return () => {
      clearTimeout(later)
      hot.off(siteUpdateEvent, onUpdate)
      hot.off('vite:error', onError)
    }
  }, [hot, refresh])

  const knownVersion = useCallback(async () => {
    if (versionRef.current) return versionRef.current
    const read = await readState()
    return read.ok ? read.version : ''
  }, [])

  /** Sends one request in its turn; its answer becomes the state, or its refusal the alert (or the caller's to show). */
  const send = useCallback(
    (request: (version: string) => Promise<Answer>, prefix = '') =>
      enqueue(async () => {
        const answer = await request(await knownVersion())
        if (answer.ok) {
          // The page is told of the new file too (the dev server shows what it wrote); that update is this change's.
          if (answer.version !== versionRef.current) ownUpdates.current += 1
          versionRef.current = answer.version
          startTransition(() => {
            setState(answer)
            setDone(answer.words && [prefix + answer.words, answer.dropped].filter(Boolean).join(' · '))
          })
          return undefined
        }
        void refresh()
        return { message: answer.message, details: answer.details }
      }),
    [enqueue, knownVersion, refresh],
  )

  const run = useCallback(
    async (request: (version: string) => Promise<Answer>, prefix = '') => {
      const refusal = await send(request, prefix)
      setRefused(refusal)
    },
    [send],
  )

  /** A change to a list of sections of the page on screen: its own (`within` []), or one inside columns or tabs. */
  const change = useCallback(
    (make: (sections: (string | number)[]) => Change, within: (string | number)[] = []) =>
      run(async (version) => {
        const route = await routeFor(window.location.pathname)
        return sendChange(version, make(['pages', route.index, 'sections', ...within]))
      }),
    [run],
  )

  const onAction = useCallback(
    (action: SectionAction, section: SectionOnPage) => {
      const { index, list: within } = section
      // The section as the page showed it when the button was pressed: if another change moved it meanwhile, the
      // dev server finds something else at its place and does nothing (src/site-changes/site-file.ts).
      const expect = identityOf(section.place)
      switch (action) {
        case 'moveUp':
          return void change((list) => ({ kind: 'move', list, from: index, to: index - 1, expect }), within)
        case 'moveDown':
          return void change((list) => ({ kind: 'move', list, from: index, to: index + 1, expect }), within)
        case 'duplicate':
          return void change((list) => ({ kind: 'duplicate', list, index, expect }), within)
        case 'hide':
          return void change((list) => ({ kind: 'hide', path: [...list, index], expect }), within)
        case 'show':
          return void change((list) => ({ kind: 'show', path: [...list, index], expect }), within)
        case 'delete':
          return setDeleting(section)
        case 'addBelow':
          return setAddingBelow(section)
        case 'edit':
          setPagesOpen(false)
          setEditingSection({ place: section.place, name: section.name, type: section.type })
          // Below 900 px the panel is a sheet over the lower half: the section goes to the top of the half it leaves.
          if (!window.matchMedia(`(min-width: ${panelBeside}px)`).matches) requestAnimationFrame(() => scrollUnderHeader(section.place))
          return
      }
    },
    [change],
  )

  /** A section chosen in "Add a section": added below, then scrolled to and opened in its panel once it is drawn. */
  const addSection = useCallback(
    async (below: SectionOnPage, type: string) => {
      const refusal = await send(async (version) => {
        const route = await routeFor(window.location.pathname)
        return sendChange(version, { kind: 'addSection', sections: ['pages', route.index, 'sections', ...below.list], after: below.index, type })
      })
      setRefused(refusal)
      if (refusal) return
      const place = [...below.list, below.index + 1]
      const key = place.join('.')
      const open = (frames: number) => {
        const drawn = document.querySelector<HTMLElement>(`[data-site-section="${key}"][data-site-section-type="${type}"]`)
        if (!drawn) return void (frames > 0 && requestAnimationFrame(() => open(frames - 1)))
        scrollUnderHeader(place)
        setEditingSection({ place, name: nameOf(place), type })
      }
      open(120)
    },
    [send],
  )

  /** A change from the section panel's form, its paths within the section; its refusal is given back to show under the field. */
  const applyInSection = useCallback<ApplyChange>(
    async (inSection) => {
      if (!editingSection) return { message: 'The panel is closed.' }
      return send(async (version) => {
        const route = await routeFor(window.location.pathname)
        return sendChange(version, underBase(inSection, ['pages', route.index, 'sections', ...editingSection.place]))
      })
    },
    [editingSection, send],
  )

  /** A change made on the page itself (a text edited in place), its paths within the page's list of sections. */
  const applyOnPage = useCallback<ApplyChange>(
    (onPage) =>
      send(async (version) => {
        const route = await routeFor(window.location.pathname)
        return sendChange(version, underBase(onPage, ['pages', route.index, 'sections']))
      }),
    [send],
  )

  /** A change from the Pages panel, its paths from the top of site.yaml (a page, the navigation, a shared block). */
  const applyInSite = useCallback<ApplyChange>((change) => send((version) => sendChange(version, change)), [send])

  const onPages = useCallback(() => {
    setEditingSection(undefined)
    setPagesOpen((open) => !open)
  }, [])

  const onUndo = useCallback(() => void run(() => undo(), 'Undone: '), [run])
  const onRedo = useCallback(() => void run(() => redo(), 'Redone: '), [run])

  // Ctrl+Z and Ctrl+Shift+Z (⌘ on a Mac), outside text fields, which keep their own undo.
  useEffect(() => {
    if (!editing) return
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z') return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return
      event.preventDefault()
      if (event.shiftKey) onRedo()
      else onUndo()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [editing, onUndo, onRedo])

  return (
    <>
      {editing && <Frames onAction={onAction} apply={applyOnPage} />}
      <div
        ref={dock}
        className="site-editor-dock"
        data-more={more || undefined}
        data-bar={bar || undefined}
        data-strip={strip || undefined}
        data-panel={(editing && Boolean(editingSection || pagesOpen)) || undefined}
        data-review-waiting={reviewWaiting || undefined}
        onClickCapture={(event) => {
          // An action chosen under More closes it (not the account button: its menu hangs from it).
          const chosen = (event.target as HTMLElement).closest('button')
          if (more && chosen?.closest('.site-editor-secondary') && !chosen.hasAttribute('aria-haspopup')) setMore(false)
        }}
      >
        <Paper shadow="md" radius="md" withBorder={editing} bg={editing ? 'white' : 'transparent'} role="region" aria-label="Editing" className="site-editor-dock-box" data-editing={editing || undefined}>
          <Stack gap="xs" className="site-editor-dock-stack">
            {editing && paused && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
                {pausedWords}
              </Alert>
            )}
            {editing && refused && (
              <Alert color="red" variant="light" title="The change was not made" withCloseButton closeButtonLabel="Dismiss" onClose={() => setRefused(undefined)} role="alert">
                <RefusalText refusal={refused} />
              </Alert>
            )}
            {editing && historyOpen && (
              <HistoryList
                entries={state?.history ?? []}
                onUndoBackTo={(index) => {
                  // One undo for this change and one for each after it, queued in order.
                  for (let count = (state?.history.length ?? 0) - index; count > 0; count--) onUndo()
                }}
              />
            )}
            {editing && (
              <UndoRedo canUndo={state?.canUndo ?? false} canRedo={state?.canRedo ?? false} historyOpen={historyOpen} pagesOpen={pagesOpen} onUndo={onUndo} onRedo={onRedo} onHistory={() => setHistoryOpen((open) => !open)} onPages={onPages} />
            )}
            <MarkReviewWaiting.Provider value={setReviewWaiting}>{dockExtras}</MarkReviewWaiting.Provider>
            {/* A toggle keeps its name (aria-pressed says it is on): the words under it say how to stop. */}
            <EditSwitch editing={editing} onChange={setEditing} />
            {/* Shown on a phone only: the bar's own row under what More shows, and More. */}
            <span className="site-editor-dock-break" aria-hidden />
            <Button className="site-editor-dock-more" size="sm" variant="default" aria-expanded={more} leftSection={<IconDots size={16} aria-hidden />} onClick={() => setMore(!more)}>
              More
            </Button>
            {editing && (
              <Text size="xs" c="gray.7" role="status" aria-live="polite" className="site-editor-dock-status">
                {done ?? 'Point at a section (or tap it) for its buttons, or reach them with Tab. Click a heading to retype it. Press Edit page again to stop editing.'}
              </Text>
            )}
          </Stack>
        </Paper>
      </div>
      {editing && editingSection && (
        <SectionPanel
          key={`${editingSection.place.join('.')}-${editingSection.type}`}
          place={editingSection.place}
          name={editingSection.name}
          type={editingSection.type}
          hot={hot}
          apply={applyInSection}
          onClose={() => setEditingSection(undefined)}
        />
      )}
      {editing && pagesOpen && !editingSection && <PagesPanel hot={hot} apply={applyInSite} onClose={() => setPagesOpen(false)} />}
      {editing && (
        <>
          <DeleteDialog
            section={deleting}
            target={root}
            onClose={() => setDeleting(undefined)}
            onConfirm={() => {
              const { index, list: within, place } = deleting!
              const expect = identityOf(place)
              setDeleting(undefined)
              void change((list) => ({ kind: 'remove', list, index, expect }), within)
            }}
          />
          <AddSectionDialog
            after={addingBelow?.index}
            target={root}
            onClose={() => setAddingBelow(undefined)}
            onChoose={(type) => {
              const below = addingBelow!
              setAddingBelow(undefined)
              void addSection(below, type)
            }}
          />
        </>
      )}
    </>
  )
}
