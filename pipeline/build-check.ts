// The build's check of site.yaml: what the build says of it, and the site it draws. In the build's own thread when
// the bundles come from the cache; when Vite must make them, in a process of its own beside Vite, whose plugins run
// in the build's thread (a large site's check there held them up): `node pipeline/run.mjs pipeline/build-check.ts`
// reads the same SITE_DIR (or SITE_FILE and SITE_PUBLIC_DIR) and SITE_BUNDLE_CACHE as the build and prints the site as JSON.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SiteConfig } from '../src/generated/site'
import { briefWarnings, formatReport, loadSite, siteFolders, warningsShown } from '../src/site/load-site'
import type { PieceStore } from '../src/site/site-pieces'
import { visibleSite } from '../src/site/visible-site'
import { codeHash, pieceStoreFor } from './bundle-cache'

/**
 * The site as the build draws it (without its hidden pages and sections: src/site/visible-site.ts), or undefined
 * when site.yaml has errors; the errors, or the first warnings, are printed. Hidden items are checked all the same.
 */
export function checkForBuild(siteFile: string | undefined, pieceStore?: PieceStore, publicDir?: string): SiteConfig | undefined {
  // Only the warnings it prints are placed in the file.
  const result = loadSite(siteFile, { pieceStore, placeWarnings: warningsShown, publicDir })
  if (result.errors.length > 0) {
    console.error(formatReport(result))
    return undefined
  }
  for (const line of briefWarnings(result)) console.warn(line)
  return visibleSite(result.site!)
}

/** The same check in a process of its own (its messages go to this one's stderr as they come). */
export function checkInOwnProcess(root: string): Promise<SiteConfig | undefined> {
  const child = spawn(process.execPath, [resolve(root, 'pipeline/run.mjs'), resolve(root, 'pipeline/build-check.ts')], { stdio: ['ignore', 'pipe', 'inherit'] })
  const chunks: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise((done, fail) => {
    child.once('error', fail)
    child.once('close', (code) => done(code === 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as SiteConfig) : undefined))
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const { file, publicDir } = siteFolders()
  const site = checkForBuild(file, pieceStoreFor(root, file, codeHash(root)), publicDir)
  if (site) process.stdout.write(JSON.stringify(site))
  // Not process.exit(): the site's JSON, in a pipe, is written whole before the process ends.
  process.exitCode = site ? 0 : 1
}
