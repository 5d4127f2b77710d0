/**
 * Where to go once signed in: `next` when it is a path of this site, else "/". It is read as the browser will read it,
 * with URL against the site's own origin: a tab or a newline inside it ("/%09/other.host") is dropped by the browser
 * and leaves "//other.host", another site, which a check of the text alone let through.
 */
export function nextAddress(next: string | null, origin: string): string {
  if (!next || !next.startsWith('/')) return '/'
  let url: URL
  try {
    url = new URL(next, origin)
  } catch {
    return '/'
  }
  if (url.origin !== origin) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}
