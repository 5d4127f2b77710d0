import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { sitePlugin } from './src/engine/vite/site-plugin'

// The editing server's own bundle (npm run build:editing-server → dist-editor/): the whole site as one React app with
// the editing interface over it, and the sign-in pages. Built apart from the site, so dist/ stays the site alone.
// Like the site's build, it holds no content: the server gives each person's page its draft's data
// (server/editor-page.ts), read by the same modules a built page reads (src/engine/browser/built-site.ts, built-pages.ts).
const from = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The section gallery's examples come from its page, where the server writes them from the person's draft. */
const sectionExamplesFromPage: Plugin = {
  name: 'section-examples-from-page',
  resolveId: (id) => (id === 'virtual:section-examples' ? from('./src/editing-app/section-examples-from-page.ts') : undefined),
}

export default defineConfig({
  plugins: [sitePlugin(), sectionExamplesFromPage, react()],
  // Sections are marked for the editor, as in npm start (src/sections/SectionList.tsx).
  define: { __SITE_EDITING__: 'true' },
  resolve: { alias: { '@': from('./src') } },
  // The pictures are each draft's, served by the server.
  publicDir: false,
  build: {
    outDir: from('./dist-editor'),
    emptyOutDir: true,
    cssCodeSplit: false,
    // The YAML tab's editor (CodeMirror) is one large chunk, loaded only when that tab opens.
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      experimental: { lazyBarrel: true },
      checks: { bundlerTimings: false },
      // The section gallery's drawings, which "Add a section" shows in frames (src/editing-interface/AddSectionDialog.tsx).
      input: { editor: from('./src/editing-app/editor.html'), account: from('./src/editing-app/account.html'), gallery: from('./src/editing-app/gallery.html') },
    },
  },
})
