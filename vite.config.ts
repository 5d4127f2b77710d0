import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bootEntry, editorEntry, islandsRuntimeEntry } from './src/engine/contract/entries.js'
import { chunkGroups } from './src/engine/vite/chunk-groups'
import { galleryPlugin } from './src/engine/vite/gallery-plugin'
import { siteEditPlugin } from './src/engine/vite/site-edit-plugin'
import { sitePlugin } from './src/engine/vite/site-plugin'
import { siteFolders } from './src/site/load-site'

// The site `npm start` draws and edits: the project's site.yaml and public/, or another folder's (SITE_DIR; see
// siteFolders in src/site/load-site.ts). The build's bundles hold code only, the same for every site: they are
// made with Vite's own public/ (the project's), and the build copies the site's public/ beside them.
const site = siteFolders()

export default defineConfig(({ command }) => ({
  plugins: [sitePlugin({ file: site.file }), siteEditPlugin({ file: site.file }), galleryPlugin({ file: site.file }), react(), chunkGroups()],
  ...(command === 'serve' && { publicDir: site.publicDir }),
  // The site's own bundles: no editing marks (the editing server builds its bundle with true, vite.editor.config.ts).
  define: { __SITE_EDITING__: 'false' },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // One stylesheet for the whole site (21 KB gzip): fetched once, cached for every page, and no
  // per-section stylesheet that must arrive before a prerendered page can paint.
  // A built page loads src/engine/browser/boot.ts in place of index.html's script, and boot.ts the islands runtime after
  // the first paint (see pipeline/prerender.ts); index.html's entry is the dev server's whole app.
  build: {
    cssCodeSplit: false,
    rollupOptions: {
      // Compile only the modules of a package index that are imported (Mantine's 400, the icons' 6,000): a build
      // several times faster, the same output.
      experimental: { lazyBarrel: true },
      // Rolldown warns when plugins take a large share of a build, a share that depends on how busy the machine
      // is: on a loaded machine a build that succeeded printed it (and failed a test that expects a quiet build).
      // npm run build prints its own timings; npm run bench measures them.
      checks: { bundlerTimings: false },
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: fileURLToPath(new URL(`./${bootEntry}`, import.meta.url)),
        islands: fileURLToPath(new URL(`./${islandsRuntimeEntry}`, import.meta.url)),
      },
    },
  },
  // npm start: the editing interface is loaded by a URL the bundler does not follow (editorEntry in
  // src/engine/contract/entries.js), so the dependency scan starts from it too. Otherwise Vite would find the
  // packages only it uses (CodeMirror, for the YAML tab) when first opened, optimize again and reload the page.
  optimizeDeps: { entries: ['index.html', editorEntry.slice(1)] },
  // Builds write dist*/ and screenshots/ while a dev server may be running: do not reload for those.
  server: { watch: { ignored: ['**/dist*/**', '**/screenshots/**', '**/.dist*/**'] } },
}))
