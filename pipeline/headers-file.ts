// The _headers file of a build (the Netlify / Cloudflare Pages format): a path pattern on a line of its own, then
// its headers indented below it as "Name: value". The build writes it (headersFile): the engine's rules, the
// Content-Security-Policy with the head script's hash among them, and a site's own rules from its public/_headers.
// Read by the prerender (the CSP meta tag, and the head script the policy allows by its hash) and by the e2e tests'
// static server, which sends these headers the way such a host would.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { uploadFolder, uploadedPicturePolicy } from '../src/engine/contract/site-edit'

export interface HeaderRule {
  /** A path, where "*" matches any run of characters: "/*", "/assets/*". */
  pattern: string
  headers: [name: string, value: string][]
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*?)\s*$/.exec(line)
    if (!rule || !match) throw new Error(`_headers: cannot read the line "${line.trim()}".`)
    rule.headers.push([match[1], match[2]])
  }
  return rules
}

/** The headers for a request path: every matching rule's, in order (a later one with the same name wins). */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    const pattern = new RegExp(`^${rule.pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)
    if (pattern.test(pathname)) for (const [name, value] of rule.headers) headers[name] = value
  }
  return headers
}

/** Directives a <meta> policy cannot carry: browsers ignore them there, and say so in the console. */
const headerOnly = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox'])

function pagePolicy(headersText: string): string {
  const policy = headersFor(parseHeadersFile(headersText), '/')['Content-Security-Policy']
  if (!policy) throw new Error('_headers gives pages no Content-Security-Policy.')
  return policy
}

/** The site's Content-Security-Policy for pages, as a <meta> tag (without the directives only a header can carry). */
export function cspMetaTag(headersText: string): string {
  const policy = pagePolicy(headersText)
  const forMeta = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !headerOnly.has(directive.split(/\s+/)[0].toLowerCase()))
    .join('; ')
  return `<meta http-equiv="Content-Security-Policy" content="${forMeta.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`
}

export const headScriptFile = 'src/engine/browser/head-script.js'

/**
 * The page's first script (src/engine/browser/head-script.js) as every page carries it inline: the file without its comment
 * lines and indentation, so the bytes, and the hash the policy names, follow from the file alone.
 */
export function headScript(): string {
  const source = readFileSync(new URL(`../${headScriptFile}`, import.meta.url), 'utf8')
  const script = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n')
  if (/<\/script|<!--/i.test(script)) throw new Error(`${headScriptFile} holds "</script" or "<!--", which would end or upset the page's inline <script>.`)
  return script
}

/** The policy's source that allows an inline script with exactly this text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

/**
 * Throws, saying what to write, unless the pages' script-src allows the head script by its hash and no other
 * inline script (no other hash, no 'unsafe-inline').
 */
export function checkHeadScriptHash(headersText: string, script: string): void {
  const scriptSrc = pagePolicy(headersText)
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name.toLowerCase() === 'script-src')
  const inline = (scriptSrc ?? []).slice(1).filter((source) => /^'(sha(256|384|512)-.*|unsafe-inline|unsafe-hashes)'$/i.test(source))
  const expected = scriptHashSource(script)
  if (inline.length === 1 && inline[0] === expected) return
  const now = inline.length > 0 ? ` in place of ${inline.join(' ')}` : ''
  throw new Error(
    `_headers: the Content-Security-Policy's script-src must allow the page's head script (${headScriptFile}) by its hash, and no other inline script. Write ${expected} in script-src${now}.`,
  )
}

/** Why the build's _headers says what it says, at its top, for whoever deploys the site. */
const engineComment = `# Response headers for static hosts that read this file (Netlify, Cloudflare Pages), written by the build
# (pipeline/headers-file.ts), with the rules of the site's own public/_headers if it has one. The build also puts the
# Content-Security-Policy into every page as a <meta> tag (without frame-ancestors, which only a header can carry),
# so hosts that ignore this file get it too.
#
# script-src 'self' and one hash: the pages load only their own /assets/*.js, and one inline script, the head
# script (src/engine/browser/head-script.js, which keeps taps from the first paint), allowed by the hash of its text,
# which the build computes; no other inline script, no eval (JSON-LD data blocks are not scripts to the browser).
# style-src needs 'unsafe-inline': Mantine writes style attributes into the HTML and adds <style> elements
# while the page runs (generated class names, so no hash can name them). Inline styles cannot run code, and
# img-src 'self' stops CSS from sending data to other sites.
`

/** The engine's rules: every page's Content-Security-Policy, which allows the head script (`script`) by its hash, and the other headers of every answer. */
export function engineRules(script = headScript()): HeaderRule[] {
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashSource(script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', policy.join('; ')],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
      ],
    },
    // Pictures people upload from the editor: a document of their own, sandboxed (defense in depth behind the check).
    { pattern: `/${uploadFolder}/*`, headers: [['Content-Security-Policy', uploadedPicturePolicy]] },
  ]
}

/** Rules as the file writes them: the pattern, then each header indented by two spaces. */
export function formatRules(rules: HeaderRule[]): string {
  return rules.map((rule) => [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n') + '\n').join('')
}

const csp = 'content-security-policy'

/** A policy's directives, each its name and its sources, in order. */
const directivesOf = (policy: string): [name: string, sources: string[]][] =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...sources]) => [name, sources])

/** A script source that would let an inline script run: the head script is the pages' only one, allowed by its hash. */
const inlineScriptSource = /^'(sha(256|384|512)-.*|nonce-.*|unsafe-inline|unsafe-hashes)'$/i

/**
 * The engine's policy with a site's: each directive the site writes adds its sources to the engine's of that name
 * (or is added, when the engine has none); 'none' goes where other sources come. A site cannot take a source away,
 * nor allow an inline script.
 */
function addToPolicy(engine: string, site: string): string {
  const directives = directivesOf(engine)
  for (const [name, sources] of directivesOf(site)) {
    if (/^script-src(-elem|-attr)?$/i.test(name)) {
      const inline = sources.filter((source) => inlineScriptSource.test(source))
      if (inline.length > 0)
        throw new Error(
          `public/_headers: the Content-Security-Policy's ${name} may not allow inline scripts (${inline.join(' ')}): the pages run their own files only, and the one inline script the engine writes, which the build allows by its hash. Put a script in a file and name its address instead.`,
        )
    }
    const same = directives.find(([known]) => known.toLowerCase() === name.toLowerCase())
    if (!same) {
      directives.push([name, sources])
      continue
    }
    for (const source of sources) if (!same[1].includes(source)) same[1].push(source)
    if (same[1].length > 1) same[1] = same[1].filter((source) => source.toLowerCase() !== "'none'")
  }
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ')
}

/**
 * The engine's rules with a site's own (its public/_headers): a site's rule for a path the engine has a rule for
 * joins that rule, where a header of the same name replaces the engine's, but for the Content-Security-Policy, to
 * which it adds (addToPolicy); the site's other rules follow, in its order. `merged` is the engine's rules so
 * changed, `added` the site's rules for other paths.
 */
export function mergeRules(engine: HeaderRule[], site: HeaderRule[]): { merged: HeaderRule[]; added: HeaderRule[] } {
  const merged = engine.map((rule) => ({ pattern: rule.pattern, headers: rule.headers.map(([name, value]) => [name, value] as [string, string]) }))
  const added: HeaderRule[] = []
  for (const rule of site) {
    const policy = rule.headers.find(([name]) => name.toLowerCase() === csp)
    if (policy && rule.pattern !== '/*')
      throw new Error(
        `public/_headers: a Content-Security-Policy is written under /* only, where it adds to the policy of every page (which each page also carries as a <meta> tag); it is under ${rule.pattern}.`,
      )
    const into = merged.find((known) => known.pattern === rule.pattern)
    if (!into) {
      const last = added.find((known) => known.pattern === rule.pattern)
      if (last) last.headers.push(...rule.headers)
      else added.push({ pattern: rule.pattern, headers: [...rule.headers] })
      continue
    }
    for (const [name, value] of rule.headers) {
      const same = into.headers.find(([known]) => known.toLowerCase() === name.toLowerCase())
      if (!same) into.headers.push([name, value])
      else same[1] = name.toLowerCase() === csp ? addToPolicy(same[1], value) : value
    }
  }
  return { merged, added }
}

/**
 * The text of a build's _headers: the engine's comment and rules, with the rules of the site's own `siteText` (its
 * public/_headers) merged in (mergeRules). Without a file of the site's, the engine's alone.
 */
export function headersText(siteText?: string, script = headScript()): string {
  const engine = engineRules(script)
  if (siteText === undefined) return engineComment + formatRules(engine)
  let site: HeaderRule[]
  try {
    site = parseHeadersFile(siteText)
  } catch (error) {
    throw new Error(`public/${(error as Error).message}`)
  }
  const { merged, added } = mergeRules(engine, site)
  const own = added.length > 0 ? `\n# The site's own rules, from its public/_headers:\n${formatRules(added)}` : ''
  const text = engineComment + formatRules(merged) + own
  checkHeadScriptHash(text, script)
  return text
}

/** The _headers a build of the site whose files are in `publicDir` writes (headersText, with its public/_headers if it has one). */
export function headersFile(publicDir: string): string {
  const own = join(publicDir, '_headers')
  return headersText(existsSync(own) ? readFileSync(own, 'utf8') : undefined)
}
