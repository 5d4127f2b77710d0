// Text the schema's pattern refuses is often one common slip away from what was meant.

/** Common slips, each undone by one of these: capitals, spaces, a trailing or missing "/" in a page path, http: or a path in the site's address, a web address without https://, spaces in a number. */
const fixes: ((value: string) => string)[] = [
  (value) => value.trim().toLowerCase().replace(/\s+/g, '-').replace(/(.)\/+$/, '$1'),
  (value) => value.trim().replace(/^http:/i, 'https:').replace(/^(https:\/\/[^/]+)\/.*$/, '$1'),
  // "www.example.com/contact": another site's address without https://.
  (value) => (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(value.trim()) ? `https://${value.trim()}` : value),
  // "about" or "About Us" for a page path: the leading "/" left out.
  (value) => `/${value.trim().toLowerCase().replace(/\s+/g, '-').replace(/(.)\/+$/, '$1')}`,
  (value) => value.replace(/[^0-9]/g, ''),
]

/** The value one of the common fixes turns it into, if the pattern accepts that. */
export function likelyFix(value: unknown, pattern: string): string | undefined {
  if (typeof value !== 'string') return undefined
  const accepts = new RegExp(pattern, 'u')
  return fixes.map((fix) => fix(value)).find((candidate) => candidate !== value && accepts.test(candidate))
}
