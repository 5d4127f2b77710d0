// The section panel's "YAML" tab (`npm start` only, loaded the first time the tab is opened): the section's own lines
// of site.yaml, comments included, in a CodeMirror editor with YAML highlighting, completion and checks from the
// section type's JSON Schema (codemirror-json-schema), and the check's refusals at their line. An edit is applied as
// the form's are: on leaving the editor, on Ctrl+Enter (⌘+Enter), or with "Apply".
import type { UpdateChannel } from './update-channel'
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language'
import { forceLinting, linter, lintGutter, type Diagnostic } from '@codemirror/lint'
import { EditorState, Prec } from '@codemirror/state'
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view'
import { Button, Group, Text } from '@mantine/core'
import { yamlSchema } from 'codemirror-json-schema/yaml'
import { useCallback, useEffect, useRef, useState } from 'react'
import { parse, parseDocument } from 'yaml'
import { nodeText } from '@/site-changes/node-text'
import { siteUpdateEvent } from '@/engine/contract/live-edit-event'
import { routeFor } from '@/engine/pages/page-data'
import type { DataPath } from '@/site/problem'
import { readState } from './endpoint'
import { typeLabel } from './section-types'
import type { ApplyChange } from './apply-change'
import { refusalRange } from './yaml-refusal'
import type { SectionNamed } from './use-sections'
import { bundledSectionSchema } from './yaml-schema'

interface Props extends SectionNamed {
  hot?: UpdateChannel
  /** Applies a change relative to the section (its path [] is the section itself). */
  apply: ApplyChange
}

/** The section's text as site.yaml has it now, or why it cannot be shown. */
type Read = { ok: true; text: string } | { ok: false; message: string }

async function readSection(place: (string | number)[], name: string, type: string): Promise<Read> {
  const [answer, route] = await Promise.all([readState(), routeFor(window.location.pathname)])
  if (!answer.ok) return { ok: false, message: answer.message }
  // The file's own line ends may be CRLF; a change is made on "\n" lines (src/site-changes/site-file.ts).
  const source = (answer.text ?? '').replace(/\r\n/g, '\n')
  const path: DataPath = ['pages', route.index, 'sections', ...place]
  try {
    const text = nodeText(source, path)
    const data = parse(text) as { type?: unknown } | null
    if (data?.type !== type) return { ok: false, message: `This is no longer ${name.replace(/^Section/, 'section')}: close the panel and open it from its toolbar.` }
    return { ok: true, text }
  } catch (error) {
    return { ok: false, message: (error as Error).message }
  }
}

const theme = EditorView.theme({
  '&': { fontSize: '13px', border: '1px solid #ced4da', borderRadius: '4px', background: '#fff', maxHeight: 'min(62vh, 640px)' },
  '&.cm-focused': { outline: '2px solid #0b7285', outlineOffset: '1px' },
  '.cm-scroller': { overflow: 'auto', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.5' },
  '.cm-gutters': { background: '#f8f9fa', color: '#495057', borderRight: '1px solid #dee2e6' },
  '.cm-tooltip': { fontFamily: 'system-ui, sans-serif', fontSize: '12px', maxWidth: '340px' },
})

export default function YamlTab({ place, name, type, hot, apply }: Props) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView>(undefined)
  const [read, setRead] = useState<Read>()
  const [refusal, setRefusal] = useState<string>()
  const [busy, setBusy] = useState(false)
  /** The section's text last read from the file; the one the editor's text was edited from; a text being applied. */
  const onDisk = useRef<string>(undefined)
  const editedFrom = useRef<string>(undefined)
  const sending = useRef<string>(undefined)
  /** After an applied change, the file's text replaces the editor's (which may differ in blank lines or indentation). */
  const takeNext = useRef(false)
  const refusalRef = useRef<string>(undefined)
  const refusedText = useRef<string>(undefined)

  const load = useCallback(async () => {
    const next = await readSection(place, name, type)
    setRead(next)
    if (!next.ok) return
    onDisk.current = next.text
    const editor = view.current
    // The file's text replaces the editor's unless the person has typed something not applied yet (as the form's fields do).
    if (editor && (takeNext.current || editor.state.doc.toString() === editedFrom.current)) {
      takeNext.current = false
      editedFrom.current = next.text
      if (editor.state.doc.toString() !== next.text) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: next.text } })
    }
  }, [place, name, type])

  /** Applies the editor's text; on leaving the editor (`leaving`), not a text just refused (the person clicked elsewhere to read why). */
  const applyText = useCallback(async (leaving = false) => {
    const editor = view.current
    if (!editor || onDisk.current === undefined) return
    const text = editor.state.doc.toString()
    // Nothing to do when the text is the file's, or is already on its way (leaving the editor by its Apply button).
    if (text === onDisk.current || text === sending.current || (leaving && text === refusedText.current)) return
    sending.current = text
    setBusy(true)
    let was: unknown
    try {
      was = parse(editedFrom.current ?? '')
    } catch {
      was = undefined
    }
    const refused = await apply({ kind: 'setText', path: [], text, was })
    sending.current = undefined
    setBusy(false)
    // Beside the file's own lines, the check's own words, with the place they name.
    const words = refused && (refused.details ?? refused.message)
    refusalRef.current = words
    refusedText.current = refused ? text : undefined
    setRefusal(words)
    if (!refused) {
      takeNext.current = true
      await load()
    }
    // The refusal (or its end) shows in the editor at once, not after the next keystroke.
    if (view.current) forceLinting(view.current)
  }, [apply, load])

  // The editor, made once the section's text is first read. Mantine hides the panel of a tab not chosen in a React
  // <Activity>, which ends its effects: the editor goes with them, and comes back with its state (text, undo, cursor).
  const applyRef = useRef(applyText)
  applyRef.current = applyText
  const kept = useRef<EditorState>(undefined)
  const readOk = read?.ok ?? false
  const firstText = useRef<string>(undefined)
  if (read?.ok && firstText.current === undefined) firstText.current = read.text
  useEffect(() => {
    if (!readOk || !host.current) return
    if (onDisk.current === undefined) onDisk.current = firstText.current
    if (editedFrom.current === undefined) editedFrom.current = firstText.current
    const schema = bundledSectionSchema(type)
    const checks = linter(
      (editor): Diagnostic[] => {
        const text = editor.state.doc.toString()
        const diagnostics: Diagnostic[] = parseDocument(text).errors.map((error) => ({
          from: Math.min(error.pos[0], text.length),
          to: Math.min(Math.max(error.pos[1], error.pos[0]), text.length),
          severity: 'error',
          source: 'YAML',
          message: error.message.split('\n')[0],
        }))
        const refused = refusalRef.current
        if (refused) diagnostics.push({ ...refusalRange(text, refused), severity: 'error', source: 'the check', message: refused })
        return diagnostics
      },
      { delay: 300 },
    )
    const editor = new EditorView({
      parent: host.current,
      state: kept.current ?? EditorState.create({
        doc: firstText.current,
        extensions: [
          Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => (void applyRef.current(), true) }])),
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap]),
          // YAML, and completion, hover help and checks from the section type's schema.
          schema ? yamlSchema(schema as Parameters<typeof yamlSchema>[0]) : [],
          checks,
          lintGutter(),
          theme,
          EditorView.lineWrapping,
          // Named for assistive technology; tabindex says outright (to axe too) that the scrolled region holds what takes the focus.
          EditorView.contentAttributes.of({ 'aria-label': `Source of ${name.replace(/^Section/, 'section')} (${typeLabel(type)})`, tabindex: '0' }),
          EditorView.domEventHandlers({ blur: () => void applyRef.current(true) }),
        ],
      }),
    })
    view.current = editor
    return () => {
      kept.current = editor.state
      editor.destroy()
      view.current = undefined
    }
  }, [readOk, name, type])

  // Read at first, and again after every change of site.yaml (this tab's, the form's, an undo, a save in an editor).
  useEffect(() => {
    void load()
    if (!hot) return
    const onUpdate = () => void load()
    hot.on(siteUpdateEvent, onUpdate)
    return () => hot.off(siteUpdateEvent, onUpdate)
  }, [load, hot])

  return (
    <div className="site-editor-yaml">
      {read === undefined && <Text size="sm">Reading the section…</Text>}
      {read && !read.ok && (
        <Text size="sm" role="alert">
          {read.message}
        </Text>
      )}
      <div ref={host} hidden={!read?.ok} />
      {read?.ok && (
        <>
          {refusal && (
            <Text size="xs" c="red.8" role="alert" mt={6} data-yaml-refusal>
              {refusal}
            </Text>
          )}
          <Group justify="space-between" mt={8} wrap="nowrap" gap="xs">
            <Text size="xs" c="gray.7">
              Ctrl+Space suggests keys and values. Applied when you leave the editor, or on Ctrl+Enter (⌘+Enter).
            </Text>
            <Button size="compact-sm" onClick={() => void applyText()} loading={busy} style={{ flexShrink: 0 }}>
              Apply
            </Button>
          </Group>
        </>
      )}
    </div>
  )
}
