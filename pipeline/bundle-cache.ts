// The two bundles depend only on code: src/, schema/, the build's configuration and the lockfile (site.yaml
// is read at run time, see siteDataModule in src/engine/vite/site-plugin.ts). So a build keeps them in a cache
// keyed by the hash of that code, and a build whose code is unchanged copies them instead of starting Vite.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { hashFiles } from './hash-files.mjs'
import type { PieceStore } from '../src/site/site-pieces'
import type { BuildRecord } from './prerender'

/**
 * What the bundles are made from, and the code that draws the pages with them (a change to the prerender must
 * draw every page again, see BuildRecord). Not public/: it is copied into every build as it is.
 */
const codeInputs = [
  'src',
  'schema',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'pipeline/build.ts',
  'pipeline/bundle-cache.ts',
  'pipeline/prerender.ts',
  'pipeline/render-worker.mjs',
  'pipeline/page-html.mjs',
  'pipeline/hash-files.mjs',
  'pipeline/headers-file.ts',
]
/** Bundles of this many code versions are kept (a branch switch and back costs no build). */
const keep = 3

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, join(path, name)))
}

/**
 * The hash of every code input's path and bytes, and of the project's folder: the server bundle imports a few
 * packages (React, the particles, the motion library) from the project's node_modules by their full address
 * (pipeline/build.ts), so a moved project makes its bundles again.
 */
export function codeHash(root: string): string {
  const files = hashFiles(codeInputs.flatMap((input) => filesUnder(root, input)), root)
  return createHash('sha256').update(`${root}\0${files}`).digest('hex').slice(0, 16)
}

/** The hash of public/ (copied into every build as it is): a build in place needs the same files. */
export function publicHash(publicDir: string): string {
  return hashFiles(filesUnder(dirname(publicDir), basename(publicDir)), dirname(publicDir)).slice(0, 16)
}

export interface CachedBundles {
  /** The client bundle (what Vite wrote to the build folder, without public/). */
  client: string
  /** The server bundle's folder (entry-server.js). */
  server: string
}

const cacheFolder = (root: string) => process.env.SITE_BUNDLE_CACHE ?? join(root, 'node_modules', '.cache', 'agency-site-bundles')

/**
 * The output folder as a build left it: every build writes sitemap.xml anew (a new file, moved in), so another
 * build into the folder since (with another cache, or none) leaves another one.
 */
function folderStamp(outDir: string): string | undefined {
  const sitemap = statSync(join(outDir, 'sitemap.xml'), { bigint: true, throwIfNoEntry: false })
  return sitemap && `${sitemap.dev}:${sitemap.ino}:${sitemap.mtimeNs}`
}

/**
 * What the last build into an output folder drew its pages from (see BuildRecord), kept beside the bundles, with
 * the folder's stamp: a record whose folder another build has written since describes pages it no longer holds.
 */
export function buildRecords(root: string, outDir: string) {
  const file = join(cacheFolder(root), 'builds', `${createHash('sha256').update(outDir).digest('hex').slice(0, 16)}.json`)
  return {
    read(): BuildRecord | undefined {
      try {
        const { folder, ...record } = JSON.parse(readFileSync(file, 'utf8')) as BuildRecord & { folder?: string }
        return folder !== undefined && folder === folderStamp(outDir) ? record : undefined
      } catch {
        return undefined
      }
    },
    /** Before dist/ is replaced: a record must never describe another build than the one in the folder. */
    forget() {
      rmSync(file, { force: true })
    },
    /** Once the build is in the folder. */
    write(record: BuildRecord) {
      mkdirSync(join(cacheFolder(root), 'builds'), { recursive: true })
      writeFileSync(file, JSON.stringify({ ...record, folder: folderStamp(outDir) }))
    },
  }
}

/**
 * Where the check keeps each piece of a site file parsed (src/site/site-pieces.ts), one file per site file, for
 * this code (`version`: the code's hash); none when the cache is off.
 */
export function pieceStoreFor(root: string, siteFile: string, version: string): PieceStore | undefined {
  if (process.env.SITE_BUNDLE_CACHE === 'off') return undefined
  return { file: join(cacheFolder(root), 'pieces', `${createHash('sha256').update(siteFile).digest('hex').slice(0, 16)}.json`), version }
}

export function bundleCache(root: string, hash: string) {
  const folder = cacheFolder(root)
  const entry = join(folder, hash)
  return {
    /** The cached bundles of this code, if a build made them. */
    find(): CachedBundles | undefined {
      if (!existsSync(join(entry, 'complete'))) return undefined
      return { client: join(entry, 'client'), server: join(entry, 'server') }
    },
    /** Keeps a fresh build's bundles (before the prerender adds pages to the client folder). */
    store(client: string, server: string) {
      // Another build of the same code (the same bundles) may have stored them meanwhile: then keep those.
      if (existsSync(join(entry, 'complete'))) return
      const partial = `${entry}.partial-${process.pid}`
      try {
        cpSync(client, join(partial, 'client'), { recursive: true })
        cpSync(server, join(partial, 'server'), { recursive: true })
        mkdirSync(join(partial, 'complete'))
        rmSync(entry, { recursive: true, force: true }) // an incomplete one, left by a build that was stopped
        renameSync(partial, entry)
      } catch {
        // Not stored (a build of the same code got there first): the next build makes them again, no harm.
      } finally {
        rmSync(partial, { recursive: true, force: true })
      }
      // The oldest go.
      const entries = readdirSync(folder)
        .filter((name) => /^[0-9a-f]{16}$/.test(name))
        .map((name) => ({ name, time: statSync(join(folder, name)).mtimeMs }))
        .sort((a, b) => b.time - a.time)
      for (const old of entries.slice(keep)) rmSync(join(folder, old.name), { recursive: true, force: true })
    },
  }
}
