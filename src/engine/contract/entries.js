// The modules the build starts from, by their path in the project: the bundler's inputs (vite.config.ts), and the
// keys under which the build's manifest names their files (the prerender, pipeline/page-html.mjs). Plain JavaScript:
// the prerender's workers import it without a TypeScript loader.

/** A built page's one module script: it loads the islands runtime after the first paint. */
export const bootEntry = 'src/engine/browser/boot.ts'
/** Attaches a built page's islands. */
export const islandsRuntimeEntry = 'src/engine/browser/islands-runtime.tsx'
/** Draws pages to HTML in Node (the prerender's server bundle). */
export const serverEntry = 'src/engine/server/entry-server.tsx'

/**
 * `npm start` only: the editing interface (src/editing-interface/), loaded by the dev server's page by this URL. Named by a
 * string the bundler does not follow, so that the build's module graph (and the names of its shared chunks) is
 * the same with or without the editor's code.
 */
export const editorEntry = '/src/editing-interface/mount.tsx'

/** `npm start` only: the dev server's page of every section type's example (src/engine/vite/gallery-plugin.ts). */
export const galleryPath = '/__gallery'
