import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * `npm run build` as a user runs it, in the project's folder, with these variables over this process's own
 * (SITE_DIR, SITE_FILE, SITE_OUT_DIR, SITE_BUNDLE_CACHE, …; undefined removes one). With --silent npm prints nothing of its
 * own (the "> agency-site@… build" banner on stdout, any error lines of its own): stdout and stderr are the build's.
 */
export function runBuild(env: Record<string, string | undefined> = {}): SpawnSyncReturns<string> {
  return spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } })
}

let filledCache: string | undefined

/**
 * A bundle cache at `to` that already holds this code's bundles, for a test whose builds need them at hand but not
 * made anew: the first call fills one by a good build (Vite's part, about 6 s), each call copies it.
 */
export function bundleCacheCopy(to: string): string {
  if (!filledCache) {
    const folder = mkdtempSync(join(tmpdir(), 'site-bundle-cache-'))
    const run = runBuild({ SITE_OUT_DIR: join(folder, 'dist'), SITE_BUNDLE_CACHE: join(folder, 'cache') })
    if (run.status !== 0) throw new Error(`the build that fills the bundle cache failed:\n${run.stderr}`)
    filledCache = join(folder, 'cache')
  }
  cpSync(filledCache, to, { recursive: true })
  return to
}
