// Runs a TypeScript script of this project as one plain JavaScript file: `node pipeline/run.mjs pipeline/build.ts`.
// tsx's module hooks slow every start (their own start, then each module compiled on its way in) by more than a
// one-page rebuild of a large site spends drawing. So the script and the project files it imports are bundled
// with rolldown (the bundler Vite is built on) into node_modules/.cache/agency-site-scripts/, once, and again
// only when one of those files changes; packages are imported from node_modules as they are.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { hashFiles } from './hash-files.mjs'

// Rolldown (here, and in Vite's builds) allocates with mimalloc, which by default commits its arenas whole as it
// makes them and keeps what is freed: a cold build's two bundles held much memory they never used again. Set
// before rolldown loads (mimalloc reads them once), these make the bundles take less memory, and faster (less
// memory to zero). An explicit setting in the environment wins.
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0'
process.env.MIMALLOC_PURGE_DELAY ??= '0'

const root = fileURLToPath(new URL('..', import.meta.url))
const [script, ...rest] = process.argv.slice(2)
if (!script) {
  console.error('Usage: node pipeline/run.mjs <script.ts> [arguments]')
  process.exit(2)
}
const entry = resolve(script)
const cacheDir = process.env.SCRIPT_CACHE ?? join(root, 'node_modules', '.cache', 'agency-site-scripts')
const name = createHash('sha256').update(entry).digest('hex').slice(0, 16)
const bundleFile = join(cacheDir, `${name}.mjs`)
const sourcesFile = join(cacheDir, `${name}.json`)

function upToDate() {
  try {
    const { files, hash } = JSON.parse(readFileSync(sourcesFile, 'utf8'))
    return existsSync(bundleFile) && hashFiles(files) === hash
  } catch {
    return false
  }
}

async function bundle() {
  const { rolldown } = await import('rolldown')
  const build = await rolldown({
    input: entry,
    platform: 'node',
    cwd: root,
    logLevel: 'warn',
    resolve: { tsconfigFilename: join(root, 'tsconfig.json') },
    // Packages and Node's own modules stay imports: only the project's files (relative, absolute, "@/…") are bundled.
    external: (id) => !/^(\.|\/|@\/|\0)/.test(id),
    plugins: [
      {
        // Each file keeps its own import.meta.url (scripts find the project, the schema and the worker by it).
        name: 'keep-import-meta-url',
        transform(code, id) {
          if (id.includes(`${sep}node_modules${sep}`) || !code.includes('import.meta.url')) return null
          return { code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)), map: null }
        },
      },
    ],
  })
  mkdirSync(cacheDir, { recursive: true })
  const temporary = `${bundleFile}.${process.pid}.tmp.mjs`
  await build.write({ file: temporary, format: 'esm', codeSplitting: false })
  // Every file the bundle was read from, also those whose code was inlined away (a constant).
  const read = await build.watchFiles
  await build.close()
  const files = [...new Set([...read.filter((id) => !id.startsWith('\0') && !id.includes(`${sep}node_modules${sep}`)), join(root, 'tsconfig.json')])].sort()
  // Renamed into place: another run of the same script at the same time reads a whole file, its own or this one.
  renameSync(temporary, bundleFile)
  writeFileSync(`${sourcesFile}.${process.pid}.tmp`, JSON.stringify({ files, hash: hashFiles(files) }))
  renameSync(`${sourcesFile}.${process.pid}.tmp`, sourcesFile)
}

if (!upToDate()) await bundle()
process.argv = [process.argv[0], entry, ...rest]
await import(pathToFileURL(bundleFile).href)
