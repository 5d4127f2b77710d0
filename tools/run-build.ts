import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
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
