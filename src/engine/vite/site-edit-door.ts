// The `/__site-edit` door, written once: what each action does with a request's body, and what it answers. Both
// servers mount it behind their own gate: `npm start` (./site-edit-plugin.ts: its Host, Origin, 127.0.0.1 and token
// checks) and the editing server (server/routes/site-edit.ts: the guard's session, CSRF token and Origin, on the
// person's draft). It knows no server framework: given the action, the parsed body and the file's context, it
// returns the status and body of the answer. Its paths and words are in src/engine/contract/site-edit.ts.
import type { EditHistory } from '../../site-changes/history'
import type { Change } from '../../site-changes/operations'
import { readSiteFile, type ChangeResult } from '../../site-changes/site-file'
import { maxTextBytes, siteEditActions, siteEditWords, uploadFolder, type SiteEditAction } from '../contract/site-edit'
import { listPictures, uploadPicture, type SavedPicture, type UploadAnswer } from './public-files'

export interface DoorAnswer {
  status: number
  body: object
}

export interface DoorContext {
  /** The file's history: npm start's one file, or the person's draft. */
  history: EditHistory
  /** Where pictures are listed and saved (none: the dev server has no public folder). */
  publicDir?: string
  /** Whose file a request changes, the end of the words refusing a body that names more than the change. */
  theFile: string
  /** Runs a change, an undo or a redo on the history (the editing server's holds the draft and keeps its history on disk). */
  change?: (act: (history: EditHistory) => ChangeResult | undefined) => ChangeResult | undefined | Promise<ChangeResult | undefined>
  /**
   * Saves an upload of `bytes` (the editing server's holds the draft, and keeps each draft's pictures within its limit);
   * `save` is the door's own saving, its refusals included.
   */
  upload?: (bytes: number, save: () => UploadAnswer) => Promise<UploadAnswer | { ok: false; status: number; message: string }>
  /** A change written (npm start shows it on the page at once; the editing server records it). */
  onWritten?: (result: Extract<ChangeResult, { ok: true }>) => void
  /** A picture saved. */
  onUploaded?: (saved: Extract<SavedPicture, { ok: true }>) => void
}

interface Body {
  version?: unknown
  change?: Change
  name?: unknown
  data?: unknown
}

/** A request's body as text (the dev server reads it itself): JSON, or the answer refusing it. */
export function parseDoorBody(text: string): { ok: true; body: unknown } | { ok: false; answer: DoorAnswer } {
  try {
    return { ok: true, body: JSON.parse(text || '{}') }
  } catch {
    return { ok: false, answer: { status: 400, body: { ok: false, message: siteEditWords.notJson } } }
  }
}

const refused = (status: number, message: string): DoorAnswer => ({ status, body: { ok: false, message } })

/**
 * Answers one request: an object naming nothing but the version and the change (an upload: the picture's name and
 * data), then the action's own checks. A body left out is an empty one.
 */
export async function siteEditDoor(action: string, body: unknown, context: DoorContext): Promise<DoorAnswer> {
  const given = body === undefined ? {} : body
  if (!given || typeof given !== 'object' || Array.isArray(given)) return refused(400, siteEditWords.notObject)
  const keys = Object.keys(given)
  if (action === 'upload') {
    const extra = keys.filter((key) => key !== 'name' && key !== 'data')
    if (extra.length > 0) return refused(400, siteEditWords.extraUploadKeys(extra))
  } else {
    const extra = keys.filter((key) => key !== 'version' && key !== 'change')
    if (extra.length > 0) return refused(400, siteEditWords.extraKeys(extra, context.theFile))
  }
  if (!siteEditActions.includes(action as SiteEditAction)) return refused(404, siteEditWords.noAction(action))
  return act(action as SiteEditAction, given as Body, context)
}

async function act(action: SiteEditAction, body: Body, context: DoorContext): Promise<DoorAnswer> {
  const { history, publicDir } = context
  // The file's text is sent only when asked for (the YAML tab reads it): a change's answer is on the way to the page.
  const state = () => ({ ok: true, version: readSiteFile(history.file).version, history: history.entries.map((entry) => entry.words), canUndo: history.canUndo, canRedo: history.canRedo })
  const run = async (step: (history: EditHistory) => ChangeResult | undefined): Promise<DoorAnswer> => {
    const result = await (context.change ? context.change(step) : step(history))
    if (!result) return refused(409, siteEditWords.nothingToUndo)
    if (!result.ok) return { status: result.reason === 'conflict' ? 409 : 422, body: result }
    context.onWritten?.(result)
    return { status: 200, body: { ...state(), words: result.entry.words, ...(result.dropped ? { dropped: siteEditWords.oldestDropped(result.dropped) } : {}) } }
  }
  const version = typeof body.version === 'string' ? body.version : undefined
  switch (action) {
    case 'state':
      return { status: 200, body: { ...state(), text: readSiteFile(history.file).text } }
    case 'change': {
      const { change } = body
      if (version === undefined || !change || typeof change !== 'object') return refused(400, siteEditWords.noChange)
      const longest = longestText(change)
      if (longest > maxTextBytes) return refused(413, siteEditWords.textTooLong(longest))
      return run((history) => history.apply(version, change))
    }
    case 'undo':
      return run((history) => history.undo(version))
    case 'redo':
      return run((history) => history.redo(version))
    case 'files':
      return { status: 200, body: { ok: true, files: publicDir ? listPictures(publicDir) : [], folder: `/${uploadFolder}` } }
    case 'upload': {
      if (!publicDir) return refused(404, siteEditWords.noPublicFolder)
      const save = () => uploadPicture(publicDir, body)
      const saved = context.upload ? await context.upload(typeof body.data === 'string' ? Buffer.byteLength(body.data, 'base64') : 0, save) : save()
      if (!saved.ok) return refused(saved.status, saved.message)
      context.onUploaded?.(saved)
      return { status: 200, body: { ok: true, path: saved.path } }
    }
  }
}

/** The size in bytes (UTF-8) of the longest text anywhere in a change: its values, an item's, a page's (walked without recursion: a body may nest deep). */
function longestText(change: unknown): number {
  let longest = 0
  const left = [change]
  while (left.length > 0) {
    const value = left.pop()
    if (typeof value === 'string') longest = Math.max(longest, Buffer.byteLength(value))
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) left.push(inner)
  }
  return longest
}
