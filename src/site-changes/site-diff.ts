import type { DataPath } from '../site/problem'
import { isHidden } from '../site/visible-site'
import { isPicture, itemWord, itemWords, listOwner, movedWords, shown, trail } from './place-words'

// What changed between two versions of site.yaml, in the history's words (place-words.ts), for `npm run diff` and a pull
// request's comment: pages, sections, the navigation and footer, every changed value, and the built pages it redraws.
// Pure functions over two parsed files (plain data, as `yaml` parses them: placeholders unfilled, as written).
// As in the history, what was there is named as the old file has it (a section by its old number, a plan by its
// old name: "… › Standard › name: Standard → Basic"); only what was added is named as the new file has it.

export type DiffGroup = 'pages' | 'sections' | 'navigation' | 'values'

export interface DiffLine {
  group: DiffGroup
  /** The whole line, in plain text. */
  words: string
  /** For a value: its place and what it was and is (one of them for a value added or removed), which the Markdown puts in code spans. */
  value?: { place: string; old?: string; new?: string }
}

export interface BuiltPage {
  path: string
  /** The built file, relative to the project: dist/pricing/index.html, dist/404.html for "*". */
  file: string
}

export interface SiteDiff {
  lines: DiffLine[]
  /** The built pages whose HTML the change redraws (new pages included), in the order of the new file. */
  redrawn: BuiltPage[]
  /** Pages built before and not now: removed, renamed away from, or hidden. */
  gone: BuiltPage[]
  /** The page where a person sees the first change: the first line's own page, else the first page redrawn. */
  firstPage?: string
}

/** What a change reaches: one page (by its path in the new file), the pages that use a form, or every page. */
type Reach = { page: string } | { form: string } | 'all' | 'none'

interface Found extends DiffLine {
  reach: Reach
}

type Site = { pages?: unknown[] } & Record<string, unknown>

/** The file of a built page, as pipeline/prerender.ts's fileFor names it. */
export function builtFile(path: string): string {
  if (path === '*') return 'dist/404.html'
  return path === '/' ? 'dist/index.html' : `dist${path.replace(/\/$/, '')}/index.html`
}

/** Every difference between two parsed site.yaml files. */
export function siteDiff(beforeData: unknown, afterData: unknown): SiteDiff {
  const before = asSite(beforeData)
  const after = asSite(afterData)
  const found: Found[] = []
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])]
  for (const key of keys) {
    if (key === 'pages') comparePages(before, after, found)
    else compare({ before, after, found, reach: () => 'all' }, [key], [key], before[key], after[key], key === 'navigation' || key === 'footer' ? 'navigation' : 'values')
  }
  // The lines of a group together, in the order of the file within it.
  const order: DiffGroup[] = ['pages', 'sections', 'navigation', 'values']
  const ordered = order.flatMap((group) => found.filter((line) => line.group === group))
  const lines = ordered.map(({ reach: _reach, ...line }) => line)
  const built = builtPages(before, after, found)
  const shown = new Set(built.redrawn.map((page) => page.path))
  shown.delete('*')
  const ownPage = ordered.map((line) => line.reach).find((reach) => typeof reach === 'object' && 'page' in reach && shown.has(reach.page)) as { page: string } | undefined
  const firstPage = ownPage?.page ?? [...shown][0]
  return { lines, ...built, ...(firstPage && { firstPage }) }
}

function asSite(data: unknown): Site {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Site) : {}
}

interface Context {
  before: Site
  after: Site
  found: Found[]
  /** What a change at this place (a path in the new file, or the old one's when it is gone) reaches. */
  reach: (path: DataPath) => Reach
}

function reachOf(path: DataPath): Reach {
  // A form's change reaches the pages that draw it; anything else outside pages (site, navigation, footer, theme…) every page.
  return path[0] === 'forms' && typeof path[1] === 'string' ? { form: path[1] } : 'all'
}

/**
 * Pages are the same page when their paths are; of those left, a removed and an added page are one page renamed
 * when more than half of their sections are the same (equal as data, in any order), counted on the longer page.
 */
function comparePages(before: Site, after: Site, found: Found[]) {
  const old = pagesOf(before)
  const now = pagesOf(after)
  const pairs: [number, number][] = []
  const leftOld = new Set(old.map((_, index) => index))
  const leftNew = new Set(now.map((_, index) => index))
  const oldByPath = new Map(old.map((page, index) => [page.path, index]))
  now.forEach((page, j) => {
    const i = oldByPath.get(page.path)
    if (i !== undefined && leftOld.has(i)) pairs.push([i, j]), leftOld.delete(i), leftNew.delete(j)
  })
  const renames: [number, number, number][] = []
  for (const i of leftOld) for (const j of leftNew) {
    const score = sameSections(old[i].sections, now[j].sections)
    if (score > 0.5) renames.push([score, i, j])
  }
  for (const [, i, j] of renames.sort((a, b) => b[0] - a[0])) {
    if (!leftOld.has(i) || !leftNew.has(j)) continue
    pairs.push([i, j]), leftOld.delete(i), leftNew.delete(j)
    found.push({ group: 'pages', words: `renamed the page ${old[i].path} → ${now[j].path}`, reach: { page: now[j].path } })
  }
  for (const j of leftNew) found.push({ group: 'pages', words: `added the page ${now[j].path}`, reach: { page: now[j].path } })
  for (const i of leftOld) found.push({ group: 'pages', words: `removed the page ${old[i].path}`, reach: 'none' })
  for (const [i, j] of pairs.sort((a, b) => a[1] - b[1])) {
    const path = now[j].path
    const context: Context = { before, after, found, reach: () => ({ page: path }) }
    if (isHidden(old[i]) !== isHidden(now[j])) found.push({ group: 'pages', words: `${trail(before, ['pages', i])}: ${isHidden(now[j]) ? 'hidden' : 'shown'}`, reach: { page: path } })
    compare(context, ['pages', i], ['pages', j], withoutKeys(old[i], ['path', 'hidden']), withoutKeys(now[j], ['path', 'hidden']), 'values')
  }
}

function pagesOf(site: Site) {
  return Array.isArray(site.pages) ? site.pages.map(asPage) : []
}

function asPage(value: unknown): { path: string; sections: unknown[] } & Record<string, unknown> {
  const page = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  return { ...page, path: String(page.path), sections: Array.isArray(page.sections) ? page.sections : [] }
}

/** The share of sections two pages have in common, counted on the longer one. */
function sameSections(a: unknown[], b: unknown[]): number {
  if (a.length === 0 && b.length === 0) return 0
  const left = a.map((section) => JSON.stringify(section))
  let same = 0
  for (const section of b) {
    const index = left.indexOf(JSON.stringify(section))
    if (index >= 0) same++, left.splice(index, 1)
  }
  return same / Math.max(a.length, b.length)
}

function withoutKeys(value: unknown, keys: string[]): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)))
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const isBlock = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** The differences between the value at `was` in the old file and at `now` in the new one. */
function compare(context: Context, was: DataPath, now: DataPath, a: unknown, b: unknown, group: DiffGroup) {
  if (same(a, b)) return
  const reach = now[0] === 'pages' ? context.reach(now) : reachOf(now)
  if (Array.isArray(a) && Array.isArray(b)) return compareList(context, was, now, a, b, group)
  if (isBlock(a) && isBlock(b)) {
    let keys = [...new Set([...Object.keys(b), ...Object.keys(a)])]
    // Another picture in its place: one line that names each by what it shows, not two of its file's address and
    // its description ("File: /clients/client-01.svg → /images/uploads/mehta-dental.png").
    const [pictureA, pictureB]: unknown[] = [a, b]
    if (isPicture(pictureA) && isPicture(pictureB) && pictureA.src !== pictureB.src) {
      const place = trail(context.before, was)
      let [old, value] = [shown({ src: pictureA.src, alt: pictureA.alt }), shown({ src: pictureB.src, alt: pictureB.alt })]
      // Two pictures with the same description: told apart by their files' names.
      if (old === value) [old, value] = [`${old} (${pictureA.src.split('/').pop()})`, `${value} (${pictureB.src.split('/').pop()})`]
      context.found.push({ group, words: `${place}: ${old} → ${value}`, value: { place, old, new: value }, reach })
      keys = keys.filter((key) => key !== 'src' && key !== 'alt')
    }
    for (const key of keys) compare(context, [...was, key], [...now, key], a[key], b[key], group)
    return
  }
  const { before, after, found } = context
  if (a === undefined) {
    const place = trail(after, now)
    found.push({ group, words: `${place}: added ${brief(b)}`, value: { place, new: brief(b) }, reach })
  } else if (b === undefined) {
    const place = trail(before, was)
    found.push({ group, words: `${place}: removed (was ${brief(a)})`, value: { place, old: brief(a) }, reach })
  } else {
    const [old, value] = changedPart(oneLine(shown(a)), oneLine(shown(b)))
    const place = trail(before, was)
    found.push({ group, words: `${place}: ${old} → ${value}`, value: { place, old, new: value }, reach })
  }
}

/** The keys that say which item of a list is which, whatever else changed: a section's id, a link's target… */
const identityKeys = ['id', 'path', 'to', 'name', 'label', 'title', 'question', 'src', 'date']

/**
 * The items of two lists paired: equal ones first, then those with the same id (or link target, name…), then
 * what is left in order (sections only with a section of the same type). Unpaired items were added or removed;
 * paired ones out of their order (not in the longest run kept in order) were moved.
 */
function compareList(context: Context, was: DataPath, now: DataPath, a: unknown[], b: unknown[], group: DiffGroup) {
  const { before, after, found } = context
  const sections = now.at(-1) === 'sections'
  const reach = now[0] === 'pages' ? context.reach(now) : reachOf(now)
  const partner = new Map<number, number>() // new index → old index
  const taken = new Set<number>()
  const pair = (test: (x: unknown, y: unknown) => boolean) => b.forEach((item, j) => {
    if (partner.has(j)) return
    const i = a.findIndex((candidate, index) => !taken.has(index) && test(candidate, item))
    if (i >= 0) partner.set(j, i), taken.add(i)
  })
  // Equal items first, found by their JSON (a long list is not compared item by item).
  const equal = new Map<string, number[]>()
  a.forEach((item, i) => {
    const key = JSON.stringify(item)
    equal.set(key, [...(equal.get(key) ?? []), i])
  })
  b.forEach((item, j) => {
    const i = equal.get(JSON.stringify(item))?.shift()
    if (i !== undefined) partner.set(j, i), taken.add(i)
  })
  for (const key of identityKeys) pair((x, y) => isBlock(x) && isBlock(y) && typeof x[key] === 'string' && x[key] === y[key] && (!sections || x.type === y.type))
  pair((x, y) => !sections || (isBlock(x) && isBlock(y) && x.type === y.type))

  const listGroup: DiffGroup = sections ? 'sections' : group
  for (let i = 0; i < a.length; i++) if (!taken.has(i)) found.push({ group: listGroup, words: itemWords(before, was, i, 'removed'), reach })
  b.forEach((_, j) => {
    if (!partner.has(j)) found.push({ group: listGroup, words: itemWords(after, now, j, 'added'), reach })
  })
  const kept = inOrder([...partner.entries()].sort((x, y) => x[0] - y[0]).map(([, i]) => i))
  for (const [j, i] of [...partner.entries()].sort((x, y) => x[0] - y[0])) {
    if (!kept.has(i)) found.push({ group: listGroup, words: moveWords(before, was, i, b.length, j, partner), reach })
    const itemWas = [...was, i]
    const itemNow = [...now, j]
    if (sections && isHidden(a[i]) !== isHidden(b[j])) found.push({ group: 'sections', words: `${trail(before, itemWas)}: ${isHidden(b[j]) ? 'hidden' : 'shown'}`, reach })
    compare(context, itemWas, itemNow, sections ? withoutKeys(a[i], ['hidden']) : a[i], sections ? withoutKeys(b[j], ['hidden']) : b[j], group)
  }
}

/** "moved section 3 (faq) above section 2 (cardGrid)": placed by the item now after it (or before it, when last), both by their old places. */
function moveWords(before: unknown, list: DataPath, from: number, length: number, to: number, partner: Map<number, number>): string {
  const next = partner.get(to + 1)
  if (to + 1 < length && next !== undefined) return movedWords(before, list, from, 'above', itemWord(before, list, next))
  const previous = partner.get(to - 1)
  if (previous !== undefined) return movedWords(before, list, from, 'below', itemWord(before, list, previous))
  return `${listOwner(before, list)}: moved ${itemWord(before, list, from)} to place ${to + 1}`
}

/** The old indexes that stay in order: the longest increasing run of them (the others moved). */
function inOrder(indexes: number[]): Set<number> {
  const length: number[] = indexes.map(() => 1)
  const previous: number[] = indexes.map(() => -1)
  let best = -1
  indexes.forEach((value, k) => {
    for (let m = 0; m < k; m++) if (indexes[m] < value && length[m] + 1 >= length[k]) length[k] = length[m] + 1, previous[k] = m
    if (best < 0 || length[k] > length[best]) best = k
  })
  const kept = new Set<number>()
  for (let k = best; k >= 0; k = previous[k]) kept.add(indexes[k])
  return kept
}

/** A long text's changed part with a little of what is around it: a paragraph whose one word changed shows that word. */
function changedPart(old: string, now: string, around = 30, longest = 120): [string, string] {
  if (old.length <= longest && now.length <= longest) return [old, now]
  let start = 0
  while (start < old.length && start < now.length && old[start] === now[start]) start++
  let end = 0
  while (end < old.length - start && end < now.length - start && old[old.length - 1 - end] === now[now.length - 1 - end]) end++
  const cut = (text: string) => {
    const from = Math.max(0, start - around)
    const to = Math.min(text.length, text.length - end + around)
    return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`
  }
  return [cut(old), cut(now)]
}

/** A text of several lines on one line, its breaks marked. */
function oneLine(text: string): string {
  return text.replace(/\r?\n/g, '⏎')
}

/** A value added or removed: as it is (a block or a list as JSON) up to 120 characters, else cut or counted. */
function brief(value: unknown): string {
  const text = oneLine(shown(value))
  if (text.length <= 120) return text
  if (Array.isArray(value)) return `a list of ${value.length}`
  if (isBlock(value)) return typeof value.type === 'string' ? `a ${value.type} section` : `${Object.keys(value).length} keys`
  return `${text.slice(0, 120)}…`
}

/** Every form a page draws: the `form` of its form sections, at any depth. */
function formsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => formsOf(item, found))
  else if (isBlock(value)) {
    if (value.type === 'form' && typeof value.form === 'string') found.add(value.form)
    Object.values(value).forEach((item) => formsOf(item, found))
  }
  return found
}

/**
 * The built pages a change redraws: a page's own change, that page; a form's, the pages that draw the form; anything
 * else outside pages (site, navigation, footer), every page. Only pages the build draws count (not hidden ones).
 */
function builtPages(before: Site, after: Site, found: Found[]): Pick<SiteDiff, 'redrawn' | 'gone'> {
  const built = (site: Site) => pagesOf(site).filter((page) => !isHidden(page))
  const now = built(after)
  const all = found.some((line) => line.reach === 'all')
  const pages = new Set(found.flatMap((line) => (typeof line.reach === 'object' && 'page' in line.reach ? [line.reach.page] : [])))
  const forms = new Set(found.flatMap((line) => (typeof line.reach === 'object' && 'form' in line.reach ? [line.reach.form] : [])))
  const redrawn = now.filter((page) => all || pages.has(page.path) || [...formsOf(page.sections)].some((form) => forms.has(form)))
  const paths = new Set(now.map((page) => page.path))
  const gone = built(before).filter((page) => !paths.has(page.path))
  const toBuilt = (page: { path: string }) => ({ path: page.path, file: builtFile(page.path) })
  return { redrawn: redrawn.map(toBuilt), gone: gone.map(toBuilt) }
}

const headings: Record<DiffGroup, string> = { pages: 'Pages', sections: 'Sections', navigation: 'Navigation and footer', values: 'Values' }

/** The plain text `npm run diff` prints. */
export function diffText(diff: SiteDiff, title = 'What changed in site.yaml'): string {
  if (diff.lines.length === 0) return `${title}: nothing.\n`
  const out = [`${title}:`]
  for (const group of Object.keys(headings) as DiffGroup[]) {
    const lines = diff.lines.filter((line) => line.group === group)
    if (lines.length > 0) out.push('', headings[group], ...lines.map((line) => `  ${line.words}`))
  }
  out.push('', `Built pages redrawn (${diff.redrawn.length})`, ...diff.redrawn.map((page) => `  ${page.path}  ${page.file}`))
  if (diff.gone.length > 0) out.push('', `Built pages gone (${diff.gone.length})`, ...diff.gone.map((page) => `  ${page.path}  ${page.file}`))
  return `${out.join('\n')}\n`
}

/** The same in Markdown, for a pull request's comment or a job summary: values and paths in code spans. */
export function diffMarkdown(diff: SiteDiff, title = 'What changed in site.yaml'): string {
  if (diff.lines.length === 0) return `### ${escape(title)}\n\nNothing.\n`
  const out = [`### ${escape(title)}`]
  for (const group of Object.keys(headings) as DiffGroup[]) {
    const lines = diff.lines.filter((line) => line.group === group)
    if (lines.length === 0) continue
    out.push('', `**${headings[group]}**`, '')
    out.push(...lines.map((line) => `- ${line.value ? valueMarkdown(line.value) : escape(line.words)}`))
  }
  const list = (pages: BuiltPage[]) => pages.map((page) => `- ${code(page.path)} (${code(page.file)})`)
  out.push('', `**Built pages redrawn (${diff.redrawn.length})**`, '', ...list(diff.redrawn))
  if (diff.gone.length > 0) out.push('', `**Built pages gone (${diff.gone.length})**`, '', ...list(diff.gone))
  return `${out.join('\n')}\n`
}

function valueMarkdown({ place, old, new: now }: NonNullable<DiffLine['value']>): string {
  if (old === undefined) return `${escape(place)}: added ${code(now ?? '')}`
  if (now === undefined) return `${escape(place)}: removed (was ${code(old)})`
  return `${escape(place)}: ${code(old)} → ${code(now)}`
}

/** A code span that holds any text: longer backtick fences than the text has, and no line breaks. */
function code(text: string): string {
  const flat = oneLine(text)
  const ticks = '`'.repeat(Math.max(0, ...[...flat.matchAll(/`+/g)].map((run) => run[0].length)) + 1)
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : ''
  return `${ticks}${pad}${flat}${pad}${ticks}`
}

/** Text that Markdown would read as emphasis, links or HTML, as it is. */
function escape(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/([\\`*_[\]<>])/g, '\\$1')
}
