// For `npm run bench`: the generated Astro site with React. Its packages are a link into a cache; there, Vite left
// @astrojs/react's server part unbundled, and Node cannot load the virtual module it imports (astro:react:opts).
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'

export default defineConfig({ site: 'https://example.com', telemetry: false, integrations: [react()], vite: { ssr: { noExternal: ['@astrojs/react'] } } })
