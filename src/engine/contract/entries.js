// The modules the build starts from, by their path in the project: the bundler's inputs (vite.config.ts), and the
// keys under which the build's manifest names their files (the prerender, pipeline/page-html.mjs). Plain JavaScript:
// the prerender's workers import it without a TypeScript loader.

/** A built page's one module script: it loads the islands runtime after the first paint. */
export const bootEntry = 'src/engine/browser/boot.ts'
/** Attaches a built page's islands. */
export const islandsRuntimeEntry = 'src/engine/browser/islands-runtime.tsx'
/** Draws pages to HTML in Node (the prerender's server bundle). */
export const serverEntry = 'src/engine/server/entry-server.tsx'
