// How the open page in `npm start` asks the dev server to change site.yaml (src/engine/vite/site-edit-plugin.ts).
// The built site has none of it.

/** The dev server's endpoint: POST `${siteEditPath}/state`, `/change`, `/undo`, `/redo`. */
export const siteEditPath = '/__site-edit'

/** The <meta name> that carries the session's token in the dev server's page; every request must send it back. */
export const siteEditTokenMeta = 'site-edit-token'

/** The request header that carries the token. */
export const siteEditTokenHeader = 'x-site-edit-token'
