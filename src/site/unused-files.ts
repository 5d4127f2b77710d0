// The build copies public/ into the built site as it is (pipeline/build.ts), used or not. A file that no text of
// site.yaml names and the engine does not need is most often left over (a former client's logo, the pictures of
// the site this one was copied from): the check lists them, in one warning, and the build still copies them
// (deleting is for a person to decide).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { walk } from './walk-data'

/** The project: index.html and src/, which may name files of public/ themselves. */
const projectRoot = fileURLToPath(new URL('../../', import.meta.url))

/** Files a host or the build reads by their place, never named anywhere: the headers (pipeline/headers-file.ts),
 * and robots.txt or sitemap.xml if a site keeps its own. */
const hostFiles = ['/_headers', '/_redirects', '/robots.txt', '/sitemap.xml', '/favicon.ico']

/** The files of public/ that nothing names, by their path on the site ("/clients/client-49.svg"), sorted. */
export function unusedPublicFiles(data: unknown, publicDir: string): string[] {
  const files = publicFiles(publicDir)
  if (files.length === 0) return []
  const engine = namedByEngine()
  // The favicon: the site's own (named in site.yaml, so found below), or else index.html's.
  const named = new Set([...hostFiles, ...engine.paths, ...(siteFavicon(data) ? [] : engine.favicon)])
  walk(data, (value) => {
    if (typeof value === 'string' && value.includes('/')) for (const path of pathsIn(value)) named.add(path)
  })
  return files.filter((file) => !named.has(file)).sort()
}

/**
 * The paths a text may name a file by: every "/…" in it, and each of its tails from a "/" on, so that a full
 * address ("https://example.com/images/card.png") or a Markdown link names its file too. Loose on purpose: a file
 * named by mistake is only not listed, while a file listed by mistake might be deleted.
 */
function pathsIn(text: string): string[] {
  const paths: string[] = []
  for (const [token] of text.matchAll(/\/[^\s"'`()<>[\]{}|\\^,;#?*]+/g)) {
    const decoded = token.includes('%') ? safelyDecoded(token) : token
    for (let at = decoded.indexOf('/'); at >= 0; at = decoded.indexOf('/', at + 1)) {
      const path = decoded.slice(at)
      paths.push(path, path.replace(/[.:!]+$/, '')) // "… see /files/price-list.pdf."
    }
  }
  return paths
}

function safelyDecoded(token: string): string {
  try {
    return decodeURIComponent(token)
  } catch {
    return token
  }
}

/** The files under public/, hidden ones (".gitkeep", ".DS_Store") left out: no page could use them. */
function publicFiles(publicDir: string): string[] {
  const found: string[] = []
  const visit = (folder: string, prefix: string) => {
    let entries
    try {
      entries = readdirSync(folder, { withFileTypes: true })
    } catch {
      return // no public/ at all: nothing to list
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      if (entry.isDirectory()) visit(join(folder, entry.name), `${prefix}/${entry.name}`)
      else if (entry.isFile()) found.push(`${prefix}/${entry.name}`)
    }
  }
  visit(publicDir, '')
  return found
}

/** site.favicon, if the site sets one. */
function siteFavicon(data: unknown): string | undefined {
  const site = (data as { site?: { favicon?: unknown } } | undefined)?.site
  return typeof site?.favicon === 'string' ? site.favicon : undefined
}

/** index.html's favicon link, which the site's own favicon replaces (src/engine/contract/site-head.ts). */
const faviconLink = /<link rel="icon"[^>]*>/

let engineNames: { paths: string[]; favicon: string[] } | undefined

/**
 * The paths index.html and the code in src/ write, and apart from them the favicon of index.html ("/favicon.svg"),
 * used only by a site that sets no favicon of its own. Read once per process: the code does not change under a
 * check or a build (npm start sees a change in src/ that names a new file on its restart).
 * The generated files and the tests are left out (their examples name files no page shows), and so are comment
 * lines (a file named in a comment is not used).
 */
function namedByEngine(): { paths: string[]; favicon: string[] } {
  if (engineNames) return engineNames
  const texts: string[] = []
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      return '' // Not there (the loader run from elsewhere): it names nothing.
    }
  }
  const page = read(join(projectRoot, 'index.html'))
  const favicon = faviconLink.exec(page)?.[0]
  texts.push(favicon ? page.replace(favicon, '') : page)
  // The editing server's page (src/editing-app/editor.html) has index.html's favicon link, replaced the same way.
  for (const file of codeFiles(join(projectRoot, 'src'))) texts.push(file.endsWith('.html') ? read(file).replace(faviconLink, '') : read(file))
  const code = texts.map((text) => text.split('\n').filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line)).join('\n'))
  engineNames = { paths: code.flatMap(pathsIn), favicon: favicon ? pathsIn(favicon) : [] }
  return engineNames
}

function codeFiles(folder: string): string[] {
  let entries
  try {
    entries = readdirSync(folder, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : codeFiles(path)
    return /\.(tsx?|jsx?|mjs|css|html)$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [path] : []
  })
}
