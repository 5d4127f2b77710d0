import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteFolders } from '../src/site/load-site'

// The built site the measurement tools look at: dist/, or the build folder SITE_DIST names. No vitest import
// here: the scripts import this file.

/** The build folder: SITE_DIST when set, else where npm run build writes (the project's dist/, SITE_DIR's, SITE_OUT_DIR). */
export function distFolder(): string {
  return process.env.SITE_DIST ?? siteFolders().outDir
}

/** The build folder, or a message saying how to make it (and the process ends) when it holds no build. */
export function builtDist(): string {
  const dist = distFolder()
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist} has no build: run \`npm run build\` first (or set SITE_DIST to a build folder).`)
    process.exit(1)
  }
  return dist
}

/** The path of every page of a build, as its sitemap lists them (`/`, `/about`, ...). */
export function sitemapPaths(dist: string): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/')
}
