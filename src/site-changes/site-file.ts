import { createHash } from 'node:crypto'
import { chmodSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { parse } from 'yaml'
import { loadSiteText, type LoadOptions, type LoadResult } from '../site/load-site'
import { dataOfText } from './change-pieces'
import { kindOf } from './kinds'
import { applyToText, type Change } from './operations'
import { plainWords, problemRefusal } from './refusal-words'
import { pathsOf } from './relative-change'
import { dataAt, readsAround } from './values-at'
import { describeChange, type HistoryEntry } from './words'
import { EditError } from './yaml-edits'

// A change to the file on disk: made on the version of the file the page read, checked by the same loader as
// `npm run check` before it is written, and written atomically. Nobody's save is overwritten.

/** The version of the file: the sha256 of its bytes. */
export function fileVersion(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}

export interface SiteFileState {
  version: string
  /** The file's text as it is on disk (its own line ends). */
  text: string
}

export function readSiteFile(file: string): SiteFileState {
  const bytes = readFileSync(file)
  return { version: fileVersion(bytes), text: bytes.toString('utf8') }
}

export interface ChangeRequest {
  /** The version of the file the change was made on. */
  version: string
  change: Change
}

export type ChangeResult =
  | { ok: true; version: string; text: string; entry: HistoryEntry; reapplied: boolean; /** The check of the new text (npm start shows it at once). */ loaded: LoadResult; /** How many of the oldest changes the history let go for this one (its limit: EditHistory's `keep`). */ dropped?: number }
  | { ok: false; reason: 'conflict' | 'invalid' | 'impossible'; /** Plain words (refusal-words.ts). */ message: string; /** The check's message, with its line and place. */ details?: string; where?: string; line?: number; column?: number }

export const itemMovedMessage = 'That is no longer where it was when the button was pressed (another change came first). Nothing was written: press it again where it is now.'

/** Whether the item a change expects (its `expect`: a section's type and id) is the one at its place. */
export function stillThere(text: string, change: Change): boolean {
  if (!('expect' in change) || !change.expect) return true
  const path = change.kind === 'move' ? [...change.list, change.from] : 'list' in change ? [...change.list, change.index] : change.path
  const item = dataAt(text, path) as { type?: unknown; id?: unknown } | undefined
  return item?.type === change.expect.type && item?.id === change.expect.id
}

export const fileChangedMessage = 'The site was changed elsewhere since this page read it, and this change no longer has one clear place in it. Nothing was changed: look at the page again and redo the change.'

/**
 * The text as changes are made to it, and the way back: a text whose every line ends in CRLF is edited with "\n" and
 * given back with CRLF; a text of mixed ends is edited as it is.
 */
export function forEditing(text: string): { text: string; back: (edited: string) => string } {
  const crlf = text.includes('\r\n') && !/(^|[^\r])\n/.test(text)
  return crlf ? { text: text.replace(/\r\n/g, '\n'), back: (edited) => edited.replace(/\n/g, '\r\n') } : { text, back: (edited) => edited }
}

/** Applies the change to the file, or refuses it and leaves the file untouched. */
export function applyChange(file: string, request: ChangeRequest, options: LoadOptions = {}): ChangeResult {
  const result = changedFile(file, request, options)
  if (result.ok) writeAtomically(file, result.text)
  return result
}

/**
 * The change made on the file's text and checked, as applyChange makes it, but not written: its `text` is what to
 * write (the editing server keeps the draft's history on disk first, server/drafts.ts).
 */
export function changedFile(file: string, request: ChangeRequest, options: LoadOptions = {}): ChangeResult {
  const bytes = readFileSync(file)
  const version = fileVersion(bytes)
  const { text, back } = forEditing(bytes.toString('utf8'))
  const reapplied = version !== request.version
  if (reapplied && !stillUnambiguous(text, request.change)) return { ok: false, reason: 'conflict', message: fileChangedMessage }
  // A change that names the item it was made on (a toolbar's button names its section) finds that item at its place,
  // or does nothing: a button pressed while another change was on its way may point at a place that moved since.
  if (!stillThere(text, request.change)) return { ok: false, reason: 'conflict', message: itemMovedMessage }

  let changed: ReturnType<typeof applyToText>
  try {
    changed = applyToText(text, request.change)
  } catch (error) {
    if (error instanceof EditError) return reapplied ? { ok: false, reason: 'conflict', message: fileChangedMessage } : { ok: false, reason: 'impossible', message: plainWords(error.message), details: error.message }
    throw error
  }

  const checked = loadSiteText(changed.text, { fileName: basename(file), ...options })
  if (checked.errors.length > 0) {
    const [first] = checked.errors
    const setPath = request.change.kind === 'set' ? request.change.path : undefined
    return { ok: false, reason: 'invalid', ...problemRefusal(first, dataOrNothing(changed.text), setPath), where: first.where, line: first.line, column: first.column }
  }

  const newText = back(changed.text)
  // The data of both texts from their pieces, parsed already by the change: no third and fourth parse of the file.
  const entry = describeChange(request.change, changed.inverse, dataOfText(text), dataOfText(changed.text))
  return { ok: true, version: fileVersion(newText), text: newText, entry, reapplied, loaded: checked }
}

/** The data of a text, or nothing when it is not YAML (a text edited in the Source tab). */
function dataOrNothing(text: string): unknown {
  try {
    return parse(text)
  } catch {
    return undefined
  }
}

/** A temporary file beside it, then a rename: a reader sees the old file or the new one, never half of one. */
export function writeAtomically(file: string, text: string) {
  const mode = statSync(file).mode & 0o7777
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`)
  try {
    writeFileSync(temporary, text, { mode })
    chmodSync(temporary, mode)
    renameSync(temporary, file)
  } catch (error) {
    try {
      unlinkSync(temporary)
    } catch {
      // already gone
    }
    throw error
  }
}

/**
 * Whether a change made on an older version still has one clear target in the current text: the rule of its kind
 * (kinds/): its paths exist, its indexes are inside their lists, and the value or item it was made on is still there.
 */
export function stillUnambiguous(text: string, change: Change): boolean {
  // A text that is not YAML (where the change is) has no clear place for it.
  if (!readsAround(text, pathsOf(change))) return false
  try {
    return kindOf(change).stillApplies(text, change)
  } catch {
    return false
  }
}
