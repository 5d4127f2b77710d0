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
}
