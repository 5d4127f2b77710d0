import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sitePlugin } from './src/site/vite-plugin-site'

export default defineConfig({
  plugins: [sitePlugin({ file: process.env.SITE_FILE }), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Builds write dist*/ and screenshots/ while a dev server may be running: do not reload for those.
  server: { watch: { ignored: ['**/dist*/**', '**/screenshots/**', '**/.dist*/**'] } },
})
