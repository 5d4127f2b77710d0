// The editing interface's way to the dev server's endpoint (src/engine/vite/site-edit-plugin.ts): every request
// is a POST from this page, with the session's token the page received in a <meta>.
import type { Change } from '@/site-changes/operations'
import type { Refusal } from '@/site-changes/refusal-words'
import { siteEditPath, siteEditTokenHeader, siteEditTokenMeta, type PictureUpload } from '@/engine/contract/site-edit'

export interface EditState {
  version: string
  /** The file's text as it is on disk, in the answer to `state` only (the section panel's YAML tab shows a section's lines of it). */
  text?: string
  /** Each change made from the page, in words, oldest first. */
  history: string[]
  canUndo: boolean
  canRedo: boolean
}

/** A refusal: plain words (`message`), and the developer's message with its line (`details`, one click away). */
export type { Refusal } from '@/site-changes/refusal-words'

/** `dropped`: the words saying the undo list let its oldest change go to keep this one (the editing server's limit). */
export type Answer = ({ ok: true; words?: string; dropped?: string } & EditState) | ({ ok: false; status: number } & Refusal)

const token = () => document.querySelector<HTMLMetaElement>(`meta[name="${siteEditTokenMeta}"]`)?.content ?? ''

async function post(action: 'state' | 'change' | 'undo' | 'redo', body: object): Promise<Answer> {
  try {
    const response = await fetch(`${siteEditPath}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [siteEditTokenHeader]: token() },
      body: JSON.stringify(body),
    })
    const answer = (await response.json()) as { ok: boolean; message?: string; details?: string } & Partial<EditState> & { words?: string; dropped?: string }
    if (answer.ok) return answer as Answer
    return { ok: false, status: response.status, message: answer.message ?? 'The change was refused.', details: answer.details ?? `HTTP ${response.status}` }
  } catch (error) {
    return { ok: false, status: 0, ...unreachable(error) }
  }
}

/** No answer at all: the server (npm start, or the editing server) is stopped or out of reach. */
function unreachable(error: unknown): Refusal {
  // Not "nothing was changed": a text retyped in place stays on the page, typed, until it is saved or put back.
  return { message: 'Not saved: the editor could not reach its server. Check your connection, then try again.', details: `No answer from the server (npm start, or the editing server): ${(error as Error).message}` }
}

export const readState = () => post('state', {})
export const sendChange = (version: string, change: Change) => post('change', { version, change })
export const undo = (version?: string) => post('undo', version ? { version } : {})
export const redo = (version?: string) => post('redo', version ? { version } : {})

// Pictures: the files of public/ to choose from, and a new one saved there (src/engine/vite/public-files.ts).

export type PictureAnswer<T> = ({ ok: true } & T) | ({ ok: false; status: number } & Refusal)

async function askPictures<T>(action: 'files' | 'upload', body: object): Promise<PictureAnswer<T>> {
  try {
    const response = await fetch(`${siteEditPath}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [siteEditTokenHeader]: token() },
      body: JSON.stringify(body),
    })
    const answer = (await response.json()) as { ok: boolean; message?: string } & T
    if (answer.ok) return answer as PictureAnswer<T>
    return { ok: false, status: response.status, message: answer.message ?? 'The picture was refused.', details: `HTTP ${response.status}` }
  } catch (error) {
    return { ok: false, status: 0, ...unreachable(error) }
  }
}

/** The pictures under public/, by their path on the site, and the folder an upload goes to. */
export const readPictures = () => askPictures<{ files: string[]; folder: string }>('files', {})

/** Saves a picture in public/ (its bytes in base64); its path on the site, under the safe name it was given. */
export const sendPicture = (upload: PictureUpload) => askPictures<{ path: string }>('upload', upload)
