// The `/__site-edit` door: how an open page asks to change site.yaml, in `npm start` (src/engine/vite/site-edit-plugin.ts)
// and on the editing server (server/routes/site-edit.ts, on the person's draft). Its paths, its header and the words of
// its answers are named here, once; what each action does is src/engine/vite/site-edit-door.ts. The built site has
// none of it.

/** The door: POST `${siteEditPath}/<action>`, one of siteEditActions. */
export const siteEditPath = '/__site-edit'

/** What the door does: the file's state, a change, an undo or a redo of one, and the pictures of public/. */
export const siteEditActions = ['state', 'change', 'undo', 'redo', 'files', 'upload'] as const
export type SiteEditAction = (typeof siteEditActions)[number]

/** The <meta name> that carries the session's token in the page; every request must send it back. */
export const siteEditTokenMeta = 'site-edit-token'

/** The request header that carries the token (on the editing server: the session's CSRF token). */
export const siteEditTokenHeader = 'x-site-edit-token'

// Pictures: POST `${siteEditPath}/files` lists the pictures under public/; POST
// `${siteEditPath}/upload` with a PictureUpload copies a new one into public/ (src/engine/vite/public-files.ts).

/** The largest picture the page may upload: 2 MB. */
export const maxPictureBytes = 2 * 1024 * 1024

/** Where an uploaded picture is saved, under public/ (so its path on the site starts with `/${uploadFolder}/`). */
export const uploadFolder = 'images/uploads'

/**
 * The Content-Security-Policy an uploaded picture is served with, by the built site's host (_headers) and by the editing
 * server: opened on its own, an SVG is a document, and this one may run nothing, load nothing and reach no page of
 * the site's origin (sandbox), whatever the upload check missed.
 */
export const uploadedPicturePolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** The body of an upload: the file's name as the person's computer had it, and its bytes in base64. */
export interface PictureUpload {
  name: string
  data: string
}

/** The most a request's body may carry: an upload its picture in base64 (4 bytes for 3) and its name, a little above 2 MB; any other 1 MB. */
export const siteEditBodyLimit = (action: string) => (action === 'upload' ? Math.ceil(maxPictureBytes / 3) * 4 + 64 * 1024 : 1_000_000)

// Limits: what one signed-in person may store and make, each with why it is that size. The text's is the door's, so
// npm start has it too; the others are the editing server's (server/drafts.ts, server/routes/api-previews.ts).

/**
 * The longest text one change may carry: 64 KB. The site's longest text is a few hundred bytes and a long article
 * is some 30 KB; each change is kept in the undo list with its way back and its words, so a text much longer than a
 * page would read makes every change after it slow to keep.
 */
export const maxTextBytes = 64 * 1024

/**
 * A draft's undo list: its last 200 changes (a long day's work), and no more than 4 MB of them. The list is written
 * whole to disk with each change and held in memory while the draft is open; the oldest change goes first.
 */
export const draftHistoryLimit = { changes: 200, bytes: 4 * 1024 * 1024 }

/**
 * The pictures one draft may add until it is published: 50 MB and 200 files, so 25 pictures of the largest size
 * (maxPictureBytes). Each is kept in the server's data until then, copied into each preview, and goes into the
 * site's repository, for good, with the publish.
 */
export const draftUploadLimit = { bytes: 50 * 1024 * 1024, files: 200 }

/**
 * Previews one person may make in a minute: 5. Each ("Share preview", and "Ask to publish", which makes one for the
 * publisher) is a full build of the site: 20 to 40 seconds of a core and some 3 MB on disk.
 */
export const previewsPerMinute = 5

/** A size in words: "480 KB", "1.8 MB" (rounded up: a text just over the limit never reads as the limit). */
export const sizeWords = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${Math.ceil((bytes / 1024 / 1024) * 10) / 10} MB`)

const quoted = (keys: string[]) => keys.map((key) => `"${key}"`).join(', ')

/** The words of the door's answers (a refusal's status beside each, in the door). */
export const siteEditWords = {
  notJson: 'The request is not JSON.',
  notObject: 'The request must be a JSON object.',
  /** `theFile`: whose file a request changes, as each server says it ("the file is the one npm start was started with"). */
  extraKeys: (extra: string[], theFile: string) => `The request may name only "version" and "change", not ${quoted(extra)}: ${theFile}.`,
  extraUploadKeys: (extra: string[]) => `An upload may name only "name" and "data", not ${quoted(extra)}: a picture is saved in public/${uploadFolder}/, under a safe name.`,
  noChange: 'A change names the version of the file it was made on and the change.',
  nothingToUndo: 'There is nothing to undo or redo.',
  noAction: (action: string) => `No such action: ${action}.`,
  noPublicFolder: 'This dev server has no public folder to save pictures in.',
  /** The dev server's words for a body over siteEditBodyLimit (the editing server's are its own: server/app.ts). */
  tooLarge: (action: string) => (action === 'upload' ? 'The picture is larger than 2 MB: at most 2 MB is accepted.' : 'The request is too large.'),
  textTooLong: (bytes: number) => `A text may be at most ${sizeWords(maxTextBytes)}; this one is ${sizeWords(bytes)}. Nothing was changed.`,
  /** Said with the change that made the undo list let its oldest go (`count` of them). */
  oldestDropped: (count: number) => `${count === 1 ? 'Your oldest change' : `Your ${count} oldest changes`} can no longer be undone: a draft keeps its last ${draftHistoryLimit.changes} changes, fewer when they hold long texts.`,
}
