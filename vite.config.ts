import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { galleryPlugin } from './src/site/vite-plugin-gallery'
import { sitePlugin } from './src/site/vite-plugin-site'

export default defineConfig({
  plugins: [sitePlugin({ file: process.env.SITE_FILE }), galleryPlugin({ file: process.env.SITE_FILE }), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // One stylesheet for the whole site (21 KB gzip): fetched once, cached for every page, and no
  // per-section stylesheet that must arrive before a prerendered page can paint.
  // src/app/boot.ts is a second entry, not named in index.html: the prerender puts it in place of the
  // app's own <script>, to load the app after the first paint (see scripts/prerender.ts).
  build: { cssCodeSplit: false, rollupOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot: fileURLToPath(new URL('./src/app/boot.ts', import.meta.url)) } } },
  // Builds write dist*/ and screenshots/ while a dev server may be running: do not reload for those.
  server: { watch: { ignored: ['**/dist*/**', '**/screenshots/**', '**/.dist*/**'] } },
})
