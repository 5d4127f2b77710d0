// Reads public/_headers (the Netlify / Cloudflare Pages format): a path pattern on a line of its own, then
// its headers indented below it as "Name: value". Used by the prerender (the CSP meta tag, and the head script
// the policy allows by its hash) and by the e2e tests' static server, which sends these headers the way such a
// host would.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

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
  if (!policy) throw new Error('public/_headers gives pages no Content-Security-Policy.')
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
    `public/_headers: the Content-Security-Policy's script-src must allow the page's head script (${headScriptFile}) by its hash, and no other inline script. Write ${expected} in script-src${now}.`,
  )
}
