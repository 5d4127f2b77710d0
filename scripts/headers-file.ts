// Reads public/_headers (the Netlify / Cloudflare Pages format): a path pattern on a line of its own, then
// its headers indented below it as "Name: value". Used by the prerender (the CSP meta tag) and by the e2e
// tests' static server, which sends these headers the way such a host would.

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

/** The site's Content-Security-Policy for pages, as a <meta> tag (without the directives only a header can carry). */
export function cspMetaTag(headersText: string): string {
  const policy = headersFor(parseHeadersFile(headersText), '/')['Content-Security-Policy']
  if (!policy) throw new Error('public/_headers gives pages no Content-Security-Policy.')
  const forMeta = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !headerOnly.has(directive.split(/\s+/)[0].toLowerCase()))
    .join('; ')
  return `<meta http-equiv="Content-Security-Policy" content="${forMeta.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`
}
