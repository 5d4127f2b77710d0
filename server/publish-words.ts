// A publish in words: its changes grouped by page, as the "Review and publish" dialog lists them, the commit message
// that carries them to the repository, and what the person is told when it can't be made. The changes' words are
// `npm run diff`'s (src/site-changes/site-diff.ts), so the commit says what `npm run diff` between it and its parent
// prints. The first line sums it all up in under 72 characters, page by page:
//   Pricing: Standard price ₹24,999 → ₹27,999; FAQ: 3 changes and 2 more
import type { ReviewAnswer } from '../src/editing-app/api'
import { isPicture } from '../src/site-changes/place-words'
import type { DiffLine } from '../src/site-changes/site-diff'
import { pageName } from '../src/site-changes/words'

/** A picture a draft adds, as the review shows it: by what the site says it shows, with its address for a thumbnail. */
export type PictureAdded = ReviewAnswer['pictures'][number]

/** The pictures of public/ that a draft adds, each with the first alt text the site gives it. */
export function picturesInWords(data: unknown, paths: string[]): PictureAdded[] {
  const descriptions = new Map<string, string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    if (isPicture(value) && value.alt.trim() && !descriptions.has(value.src)) descriptions.set(value.src, value.alt.trim())
    Object.values(value).forEach(visit)
  }
  visit(data)
  return paths.map((path) => {
    const url = path.replace(/^public\//, '/')
    const description = descriptions.get(url)
    return { path, url, ...(description && { description }) }
  })
}

/** The pages a publish redraws, by the names people call them ("Pricing"), with their addresses for a link. */
export function pagesInWords(data: unknown, paths: string[]): { path: string; name: string }[] {
  const pages = (data as { pages?: { path?: unknown }[] } | undefined)?.pages ?? []
  return paths.map((path) => {
    const index = pages.findIndex((page) => page?.path === path)
    return { path, name: index < 0 ? path : pageName(data, index) }
  })
}

export interface PageChanges {
  /** The page (or shared part: "Navigation bar", "Footer") as the words name it. */
  page: string
  /** Each change, in the words of the history and `npm run diff`. */
  lines: string[]
}

/** Where a line of words is: "Pricing" of "Pricing › Pricing table › Standard › Price: …" or "About: moved …". */
function placeOf(words: string): { page: string; rest: string } {
  const trail = /^(.+?)(?: › |: )([\s\S]*)$/.exec(words)
  // "added the page /careers", "removed the page /old": a line of its own.
  if (!trail || /^(added|removed|renamed) the page /.test(words)) return { page: words, rest: '' }
  return { page: trail[1], rest: trail[2] }
}

/** The lines grouped by the page they are on, in their order. */
export function byPage(lines: Pick<DiffLine, 'words'>[]): PageChanges[] {
  const groups = new Map<string, string[]>()
  for (const { words } of lines) {
    const { page } = placeOf(words)
    groups.set(page, [...(groups.get(page) ?? []), words])
  }
  return [...groups].map(([page, lines]) => ({ page, lines }))
}

/**
 * One page's changes in a few words: one change as its place within the page, with what it was and is ("Standard
 * price ₹24,999 → ₹27,999"; the section's label is left out, the page says where); more as their number.
 */
function pageSummary({ page, lines }: PageChanges): string {
  return oneLine(pageWords(page, lines))
}

function pageWords(page: string, lines: string[]): string {
  if (lines.length > 1) return `${page}: ${lines.length} changes`
  const { rest } = placeOf(lines[0])
  if (!rest) return page
  const [place, ...what] = rest.split(': ')
  const parts = place.split(' › ')
  // "Pricing table › Standard › Price" → "Standard price"; a line with no place ("moved Cards above …") as it is.
  if (what.length === 0) return `${page}: ${rest}`
  const named = (parts.length > 1 ? parts.slice(1) : parts).map((part, index) => (index === 0 ? part : part.toLowerCase())).join(' ')
  return `${page}: ${named} ${what.join(': ')}`
}

export const summaryLimit = 72

/** The commit's first line: each page's summary, joined with "; ", the last ones counted ("and 2 more") to fit. */
export function summaryLine(groups: PageChanges[]): string {
  const summaries = groups.map(pageSummary)
  for (let shown = summaries.length; shown > 0; shown--) {
    const more = summaries.length - shown
    const line = summaries.slice(0, shown).join('; ') + (more > 0 ? ` and ${more} more` : '')
    if (line.length < summaryLimit) return line
  }
  // Even one page's summary is too long (a long text set): its number of changes, else cut.
  const changes = groups.reduce((sum, group) => sum + group.lines.length, 0)
  const counted = `${groups.length === 1 ? groups[0].page : `${groups.length} pages`}: ${changes === 1 ? '1 change' : `${changes} changes`}`
  return counted.length < summaryLimit ? counted : `${counted.slice(0, summaryLimit - 2)}…`
}

/**
 * A person's note as the commit holds it: each line indented by two spaces, control characters gone. Git reads the
 * message's last paragraph as trailers ("Co-authored-by: …") when its lines look like them: an indented line never
 * does, so trailers come only from the server.
 */
export function quotedNote(note: string): string {
  return note
    .trim()
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .split('\n')
    .map((line) => (line.trim() ? `  ${line.trimEnd()}` : ''))
    .join('\n')
}

/**
 * The whole message: its first line (a publish's summary of the changes unless told another, as an undo's "Undo: …"),
 * every change in words, then the person's note and the trailers (a co-author's).
 */
export function commitMessage(groups: PageChanges[], note = '', trailers: string[] = [], summary = summaryLine(groups).replace(/\s+/g, ' ')): string {
  const body = groups.flatMap((group) => group.lines.map((line) => `- ${oneLine(line)}`))
  const parts = [summary, body.join('\n')]
  if (note.trim()) parts.push(quotedNote(note))
  if (trailers.length > 0) parts.push(trailers.join('\n'))
  return `${parts.join('\n\n')}\n`
}

export const publishWords = {
  nothing: 'Your draft has no changes to publish.',
  nothingLeft: 'Nothing of your draft was left to publish: it now starts again from the published version.',
  stale: 'Your draft changed since the conflicts were shown. Nothing was published: review it again.',
  broken: (problem: string) => `Your draft has a mistake, so it can’t be published until it is put right: ${problem}`,
  unreachable: (reason: string) => `The site's repository could not be reached (${reason}). Your draft is kept; try again.`,
  refused: (reason: string) => `The site's repository refused the publish (${reason}). Your draft is kept.`,
  busy: 'The branch kept moving while your draft was being published (3 tries). Your draft is kept; try again in a minute.',
  conflicts: (count: number) => `${count === 1 ? 'One of your changes is on a place' : `${count} of your changes are on places`} someone else has changed since your draft began. Nothing was published: choose for each what to keep.`,
}

/** What "Bring my draft up to date" says: the draft's changes made again on the newest published version. */
export const updateWords = {
  behind: 'Someone has published a newer version of the site since your draft began. Your draft still shows the version it began from: bring it up to date to see their changes with yours.',
  done: 'Your draft is up to date: it now shows the newest published version with your changes.',
  upToDate: 'Your draft is already up to date.',
  stale: 'Your draft changed since the conflicts were shown. Nothing was changed: try again.',
  broken: (problem: string) => `Your draft has a mistake, so it can’t be brought up to date until it is put right: ${problem}`,
  mistake: (problem: string) => `Your changes made on the newest version would leave the site with a mistake, so your draft was left as it was: ${problem}`,
  conflicts: (count: number) => `${count === 1 ? 'One of your changes is on a place' : `${count} of your changes are on places`} someone else has changed since your draft began. Nothing was changed yet: choose for each what to keep.`,
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ')
