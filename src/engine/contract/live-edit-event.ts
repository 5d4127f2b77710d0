/** The event that carries a saved site.yaml to the open page in `npm start` (src/engine/browser/live-edits.ts). */
export const siteUpdateEvent = 'site-yaml:update'
