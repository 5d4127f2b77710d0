// The hash of some files' paths and bytes: what the bundle cache (pipeline/bundle-cache.ts) and the bundled build
// script (pipeline/run.mjs) are keyed by. Plain JavaScript, for run.mjs, which runs before any TypeScript loader.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * @param {string[]} files paths, relative to `root` (as they go into the hash)
 * @param {string} [root]
 * @returns {string} hex; a file that is not there counts as "missing"
 */
export function hashFiles(files, root = '') {
  const hash = createHash('sha256')
  for (const file of files) {
    const full = join(root, file)
    hash.update(`${file}\0`)
    hash.update(existsSync(full) ? readFileSync(full) : 'missing')
    hash.update('\0')
  }
  return hash.digest('hex')
}
