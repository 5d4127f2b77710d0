// How the open page in `npm start` asks the dev server to change site.yaml (src/engine/vite/site-edit-plugin.ts).
// The built site has none of it.

/** The dev server's endpoint: POST `${siteEditPath}/state`, `/change`, `/undo`, `/redo`. */
export const siteEditPath = '/__site-edit'

/** The <meta name> that carries the session's token in the dev server's page; every request must send it back. */
export const siteEditTokenMeta = 'site-edit-token'

/** The request header that carries the token. */
export const siteEditTokenHeader = 'x-site-edit-token'

// Pictures: POST `${siteEditPath}/files` lists the pictures under public/; POST
// `${siteEditPath}/upload` with a PictureUpload copies a new one into public/ (src/engine/vite/public-files.ts).

/** The largest picture the page may upload: 2 MB. */
export const maxPictureBytes = 2 * 1024 * 1024

/** Where an uploaded picture is saved, under public/ (so its path on the site starts with `/${uploadFolder}/`). */
export const uploadFolder = 'images/uploads'

/** The body of an upload: the file's name as the person's computer had it, and its bytes in base64. */
export interface PictureUpload {
  name: string
  data: string
}
