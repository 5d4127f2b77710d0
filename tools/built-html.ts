// The built pages as text to compare across builds: every HTML file of a build folder, with what differs between two
// builds of the same site and the same code taken out (the content hashes in asset file names).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** An asset's content hash, as Vite names files: /assets/island-navBar-B4k_x9Qz.js → /assets/island-navBar.js. */
const assetHash = /(\/assets\/[\w.+-]*?)-[\w-]{8}(\.\w+)/g

/**
 * A CSS module's class as Vite names it, _local_hash_line (_header_1g4q7_1): the hash is of the whole stylesheet, the
 * number the class's line in it. A change to a stylesheet that leaves every rule's effect alone (a colour written as
 * the theme's variable) renames all its classes: the comparison keeps the local name, which says what it is.
 */
const cssModuleClass = /\b_([A-Za-z][\w-]*?)_[a-z0-9]{5}_\d+\b/g

/** The text without the hashes a build derives from code or content: asset names and CSS modules' class names. */
export function withoutAssetHashes(html: string): string {
  return html.replace(assetHash, '$1$2').replace(cssModuleClass, '_$1_')
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = join(folder, name)
    if (statSync(full).isDirectory()) return htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/** Each page of a build (its file, relative to the folder) with its HTML, asset hashes aside. */
export function builtPages(dist: string): Map<string, string> {
  return new Map(htmlFiles(dist).sort().map((file) => [relative(dist, file).split(sep).join('/'), withoutAssetHashes(readFileSync(file, 'utf8'))]))
}

/** Each page's fingerprint: the SHA-256 of its HTML, asset hashes aside. */
export function fingerprints(dist: string): Record<string, string> {
  return Object.fromEntries([...builtPages(dist)].map(([file, html]) => [file, createHash('sha256').update(html).digest('hex')]))
}

function allFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = join(folder, name)
    return statSync(full).isDirectory() ? allFiles(full) : [full]
  })
}

/** Vite's content hash in an asset's name: island-navBar-B4k_x9Qz.js → island-navBar.js. */
const hashInName = /-[\w-]{8}(\.\w+)$/

/**
 * Each file of a build with its SHA-256, asset hashes aside: an asset is named without its hash, and the names of
 * the build's assets are taken out of every text file (a chunk imports another by its hashed name).
 */
export function fileFingerprints(dist: string): Record<string, string> {
  const files = allFiles(dist).sort()
  const assetNames = files
    .map((file) => relative(dist, file).split(sep).join('/'))
    .filter((name) => name.startsWith('assets/') && hashInName.test(name))
    .map((name) => name.slice('assets/'.length))
    .sort((a, b) => b.length - a.length)
  const plain = (name: string) => name.replace(hashInName, '$1')
  const fingerprints: Record<string, string> = {}
  for (const file of files) {
    const name = relative(dist, file).split(sep).join('/')
    let bytes: Buffer | string = readFileSync(file)
    if (/\.(html|js|mjs|css|json|xml|txt|svg|webmanifest|map)$|_headers$|_redirects$/.test(name)) {
      let text = bytes.toString('utf8')
      for (const asset of assetNames) text = text.split(asset).join(plain(asset))
      bytes = text.replace(cssModuleClass, '_$1_')
    }
    fingerprints[name.startsWith('assets/') ? plain(name) : name] = createHash('sha256').update(bytes).digest('hex')
  }
  return fingerprints
}

// `npm run compare-html -- <build> <other build>`: which pages differ between two builds, and where each first does.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split(sep).join('/'))) {
  const [a, b] = process.argv.slice(2)
  if (!a || !b) {
    console.error('Usage: npm run compare-html -- <build folder> <other build folder>')
    process.exit(2)
  }
  const [left, right] = [builtPages(a), builtPages(b)]
  let differing = 0
  for (const file of new Set([...left.keys(), ...right.keys()])) {
    const [x, y] = [left.get(file), right.get(file)]
    if (x === y) continue
    differing++
    if (x === undefined || y === undefined) {
      console.log(`${file}: only in ${x === undefined ? b : a}`)
      continue
    }
    let at = 0
    while (x[at] === y[at]) at++
    console.log(`${file}: differs from character ${at}\n  ${a}: …${x.slice(Math.max(0, at - 60), at + 100)}…\n  ${b}: …${y.slice(Math.max(0, at - 60), at + 100)}…`)
  }
  console.log(`${left.size} pages in ${a}, ${right.size} in ${b}: ${differing} differ (asset hashes aside).`)
  process.exit(differing === 0 ? 0 : 1)
}
