// Turns every page of site.yaml into a static HTML file, with sitemap.xml and robots.txt.
// Called by scripts/build.ts with the client build and the server build already made.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RenderedPage } from '../src/app/entry-server'
import type { SiteInfo } from '../src/generated/site'
import type { PageSummary } from '../src/site/vite-plugin-site'

interface ServerEntry {
  render(url: string): Promise<RenderedPage>
  pages: PageSummary[]
  site: SiteInfo
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export function fileFor(outDir: string, path: string): string {
  if (path === '*') return join(outDir, '404.html')
  return join(outDir, path === '/' ? '' : path, 'index.html')
}

export async function prerender(outDir: string, serverEntry: string): Promise<{ pages: number }> {
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  // The 404 page is rendered at an address no page has, so the router picks the "*" route.
  const missing = '/__not-found__'
  for (const page of entry.pages) {
    const rendered = await entry.render(page.path === '*' ? missing : page.path)
    const html = template.replace('<!--app-head-->', rendered.head).replace('<!--app-html-->', rendered.html)
    const file = fileFor(outDir, page.path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
  }

  const listed = entry.pages.filter((page) => page.path !== '*')
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...listed.map((page) => `  <url><loc>${escapeXml(entry.site.url + page.path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
  writeFileSync(join(outDir, 'sitemap.xml'), sitemap)
  writeFileSync(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${entry.site.url}/sitemap.xml\n`)
  return { pages: entry.pages.length }
}
