// What a person calls a page, in the words of the history, the review and the Pages panel. Apart from place-words.ts,
// which reads the schema's files (Node), because the editing interface names pages in the browser too.
import { valueAt } from '../site/walk-data'

/** What a person calls a page: its link in the navigation bar, else its title without the {brand}; with its path where two pages share a name. */
export function pageName(data: unknown, index: number): string {
  const pages = valueAt(data, ['pages'])
  const list = Array.isArray(pages) ? pages : []
  const own = ownPageName(data, list[index])
  const path = (list[index] as { path?: unknown } | undefined)?.path
  const clash = list.some((page, other) => other !== index && ownPageName(data, page) === own)
  return clash && typeof path === 'string' ? `${own} (${path === '*' ? 'not found' : path})` : own
}

function ownPageName(data: unknown, page: unknown): string {
  const { path, title } = (page ?? {}) as { path?: unknown; title?: unknown }
  const links = valueAt(data, ['navigation', 'links'])
  const link = (Array.isArray(links) ? links : []).find((candidate) => (candidate as { to?: unknown })?.to === path) as { label?: unknown } | undefined
  if (typeof link?.label === 'string' && link.label.trim()) return link.label.trim()
  if (typeof title === 'string') {
    const plain = title.replace(/\s*[|–—:-]\s*\{brand\}\s*$/, '').replace(/^\s*\{brand\}\s*[|–—:-]\s*/, '').trim()
    if (plain) return plain
  }
  return typeof path === 'string' ? (path === '*' ? 'Page not found' : path) : 'A page'
}
