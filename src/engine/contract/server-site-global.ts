/**
 * Where the server bundle finds the site while the prerender draws it (pipeline/render-worker.mjs sets it through
 * entry-server's provideSite). Its own module: the server bundle needs the name, not the Vite plugin it is used by.
 */
export const serverSiteGlobal = '__agencySite'
