// Texts edited on the page itself, while editing (`npm start` only): a heading or a paragraph drawn from one plain
// string of site.yaml becomes editable as plain text where it is. Enter or leaving it applies the change; Escape
// puts the words back. A Markdown text is drawn from more than its words, so it opens its field in the panel instead.
import { useEffect, useState } from 'react'
import type { Refusal } from './endpoint'
import { loadPage } from '@/engine/pages/page-data'
import type { ApplyChange } from './apply-change'
import { fieldAt, sectionFields, type RelPath } from './schema-fields'
import { placeOf, sectionIn } from './use-sections'

/** What can be edited in place: headings and paragraphs. Buttons and links act when clicked, so they stay links. */
const editableTexts = 'h1, h2, h3, h4, h5, h6, p'

export interface TextOnPage {
  element: HTMLElement
  /** Where the section is among the page's sections, and the text's path within the section. */
  place: RelPath
  path: RelPath
  type: string
  markdown: boolean
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim()

/** A placeholder of site.yaml's texts, such as {brand} or {phone}, which the page shows filled in. */
const placeholder = /\{\w+\}/

/** Whether a text of site.yaml is what the page shows (whole), or holds it (a paragraph of it), placeholders filled. */
function shows(text: string, shown: string, whole: boolean): boolean {
  const written = words(text)
  if (!whole) {
    // A paragraph of it: its words, or (placeholders filled in) its first or last forty letters.
    return written.includes(shown) || (shown.length > 40 && (written.includes(shown.slice(0, 40)) || written.includes(shown.slice(-40))))
  }
  if (!placeholder.test(text)) return written === shown
  const pattern = written
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?')
  return new RegExp(`^${pattern}$`).test(shown)
}

/** Every string of a section's data, with its path. */
function stringsIn(value: unknown, path: RelPath = []): { path: RelPath; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...path, index]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => (key === 'type' ? [] : stringsIn(item, [...path, key])))
  return []
}

/** The data at a place among the sections of the page on screen ([3] or [3, 'columns', 0, 'sections', 1]). */
export const sectionAt = (place: RelPath) => sectionIn(loadPage(window.location.pathname).value?.sections, place)

/** The text of site.yaml an element of the page shows, when it shows exactly one string and nothing else. */
export function textOnPage(target: EventTarget | null): TextOnPage | undefined {
  const element = (target as HTMLElement | null)?.closest?.<HTMLElement>(editableTexts)
  if (!element || element.closest('#site-editor')) return undefined
  const wrapper = element.closest<HTMLElement>('[data-site-section]')
  if (!wrapper?.dataset.siteSection) return undefined
  const place = placeOf(wrapper.dataset.siteSection)
  const data = sectionAt(place)
  if (!data || typeof data.type !== 'string') return undefined
  const shown = words(element.textContent ?? '')
  const strings = stringsIn(data)
  const fields = sectionFields(data.type, data)
  const isMarkdown = (path: RelPath) => {
    const field = fieldAt(fields, path)
    return field?.kind === 'text' && field.markdown
  }

  const found = strings.find((candidate) => shows(candidate.text, shown, true))
  // One run of words (a text with links or bold parts inside is drawn from more than one string), and no {brand}-like
  // placeholder, which the page shows filled in: that text is edited in its field, where the placeholder is seen.
  const plain = element.childNodes.length === 1 && element.firstChild?.nodeType === Node.TEXT_NODE
  if (found && plain && !placeholder.test(found.text)) return { element, place, path: found.path, type: data.type, markdown: isMarkdown(found.path) }
  if (found) return { element, place, path: found.path, type: data.type, markdown: true }
  // A paragraph of a Markdown text shows a part of it, its marks (**, ##, -) left out.
  const within = shown && strings.find((candidate) => isMarkdown(candidate.path) && shows(candidate.text.replace(/\*\*|^#+ |^\s*(?:-|\d+\.) /gm, ''), shown, false))
  return within ? { element, place, path: within.path, type: data.type, markdown: true } : undefined
}

/** Puts the caret where the person clicked, as in any text field. */
function caretAt(x: number, y: number) {
  // Chromium and Safari have caretRangeFromPoint; Firefox the standard caretPositionFromPoint.
  let range = document.caretRangeFromPoint?.(x, y) ?? undefined
  const position = range ? undefined : document.caretPositionFromPoint?.(x, y)
  if (position) {
    range = document.createRange()
    range.setStart(position.offsetNode, position.offset)
  }
  if (!range) return
  const selection = window.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(range)
}

interface Options {
  on: boolean
  apply: ApplyChange
  /** A Markdown text was clicked: its section's panel opens at its field. */
  onMarkdown: (text: TextOnPage) => void
}

/** The text being edited in place, and the refusal of its last change (shown under it), while `on`. */
export function useTextsInPlace({ on, apply, onMarkdown }: Options): { editing?: TextOnPage; refusal?: Refusal } {
  const [editing, setEditing] = useState<TextOnPage>()
  const [refusal, setRefusal] = useState<Refusal>()

  useEffect(() => {
    if (!on) return
    const onClick = (event: MouseEvent) => {
      if (event.altKey || event.button !== 0) return
      const text = textOnPage(event.target)
      if (!text || text.element.isContentEditable) return
      event.preventDefault()
      event.stopPropagation()
      if (text.markdown) return onMarkdown(text)
      text.element.contentEditable = 'plaintext-only'
      text.element.spellcheck = true
      text.element.focus()
      caretAt(event.clientX, event.clientY)
      setRefusal(undefined)
      setEditing(text)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [on, onMarkdown])

  useEffect(() => {
    if (!editing) return
    const { element } = editing
    const before = element.textContent ?? ''
    let ended = false
    const end = () => {
      ended = true
      element.removeAttribute('contenteditable')
      setEditing(undefined)
    }
    const commit = async () => {
      if (ended) return
      const now = element.textContent ?? ''
      if (now === before) return end()
      ended = true
      const refused = await apply({ kind: 'set', path: [...editing.place, ...editing.path], value: now, was: before })
      if (refused) {
        // Refused: what was typed stays, still editable, with the check's message under it.
        ended = false
        setRefusal(refused)
        return
      }
      end()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !event.isComposing) {
        event.preventDefault()
        void commit()
      } else if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        // The words go back into the same text node: React keeps drawing into it.
        const node = element.firstChild
        if (element.childNodes.length === 1 && node?.nodeType === Node.TEXT_NODE) (node as Text).data = before
        else element.textContent = before
        setRefusal(undefined)
        end()
      }
    }
    const onBlur = () => void commit()
    element.addEventListener('keydown', onKey)
    element.addEventListener('blur', onBlur)
    return () => {
      element.removeEventListener('keydown', onKey)
      element.removeEventListener('blur', onBlur)
    }
  }, [editing, apply])

  return { editing, refusal }
}

/** Focuses a field of the section panel once it is drawn (it opens on the next frames). */
export function focusFieldSoon(path: RelPath, frames = 60) {
  const field = document.querySelector<HTMLElement>(`#site-editor [data-path="${path.join('.')}"]`)
  if (field) return field.focus()
  if (frames > 0) requestAnimationFrame(() => focusFieldSoon(path, frames - 1))
}
