import { rulesFor } from './section-rules'
import { messages, problem } from './messages'
import { publicFolderPlace, type DataPath, type PendingProblem } from './problem'
import { createAnchorLookup } from './section-ids'
import { unusedPublicFiles } from './unused-files'
import { insideHidden, isHidden } from './visible-site'
import { blockOf, listOf, pageIndexOf, pagePathOf, textOf, valueAt, walk } from './walk-data'

/**
 * Things that do not break the site but probably hurt it: they are reported, and the build goes on. With
 * `publicDir`, also the files there that nothing uses.
 */
export function siteWarnings(data: unknown, publicDir?: string): PendingProblem[] {
  const warnings = [...emptyAltWarnings(data), ...missingDescriptionWarnings(data), ...unreachablePageWarnings(data), ...hiddenPageLinkWarnings(data), ...hiddenSectionLinkWarnings(data)]
  return publicDir === undefined ? warnings : [...warnings, ...unusedFileWarnings(data, publicDir)]
}

/** How many unused files the warning names; a folder of thousands would bury the other messages. */
const unusedFilesShown = 100

/**
 * One warning for all the files of public/ nothing uses (unused-files.ts): one file or sixty, they have one cause
 * and one remedy. It belongs to no line of site.yaml: it is placed at the top of the file, and named "public/".
 */
function unusedFileWarnings(data: unknown, publicDir: string): PendingProblem[] {
  const files = unusedPublicFiles(data, publicDir)
  return files.length === 0 ? [] : [problem(messages.unusedPublicFiles, { files, shown: unusedFilesShown }, { line: 1, column: 1, where: publicFolderPlace })]
}

/**
 * A picture beside text that already says the same (a card's detail picture under its title, the pictures of
 * section types whose rules say so: a split section's) may be decoration with alt "". Logos, card pictures and
 * the site's logo carry meaning: a screen reader user is told nothing when their alt is empty.
 */
function emptyAltWarnings(data: unknown): PendingProblem[] {
  const problems: PendingProblem[] = []
  walk(data, (value, path) => {
    const image = blockOf(value)
    if (typeof image.src !== 'string' || typeof image.alt !== 'string' || image.alt.trim() !== '') return
    if (mayBeDecoration(data, path)) return
    problems.push(problem(messages.emptyAlt, { src: image.src }, { path: [...path, 'alt'] }))
  })
  return problems
}

function mayBeDecoration(data: unknown, path: Readonly<DataPath>): boolean {
  if (path.includes('details')) return true
  const sectionAt = path.lastIndexOf('sections')
  const section = sectionAt >= 0 ? blockOf(valueAt(data, path.slice(0, sectionAt + 2))) : {}
  return rulesFor(section.type).picturesMayBeDecoration === true
}

function missingDescriptionWarnings(data: unknown): PendingProblem[] {
  return listOf(blockOf(data).pages).flatMap((item, index) => {
    const page = blockOf(item)
    // The not-found page is not listed in search results, so it needs no description.
    if (page.path === '*' || textOf(page.description)?.trim()) return []
    return [problem(messages.missingDescription, { page: textOf(page.path) ?? `${index + 1}` }, { path: ['pages', index] })]
  })
}

/**
 * A page no link leads to can only be found by typing its address.
 * "/" is exempt: the logo in the navigation bar always links home.
 * A page's links to itself and breadcrumbs (read by search engines, not shown) do not count.
 */
function unreachablePageWarnings(data: unknown): PendingProblem[] {
  const linked = new Set<string>()
  walk(data, (value, path) => {
    if (path.at(-1) !== 'to' || typeof value !== 'string' || !value.startsWith('/') || path.includes('breadcrumb')) return
    const target = pagePathOf(value)
    const from = pageIndexOf(path)
    if (from === undefined || blockOf(listOf(blockOf(data).pages)[from]).path !== target) linked.add(target)
  })
  return listOf(blockOf(data).pages).flatMap((item, index) => {
    const path = textOf(blockOf(item).path)
    if (path === undefined || path === '*' || path === '/' || linked.has(path)) return []
    return [problem(messages.unreachablePage, { path }, { path: ['pages', index, 'path'] })]
  })
}

/**
 * A link to a hidden page: the built site has no such page, so a visitor who follows it gets the not-found page.
 * A warning, not an error: hiding a page for a while (an offer that has ended) should not stop the build until
 * every link to it is changed, and the link works again once the page is shown. Links inside a hidden page or
 * section are not reported: the built site leaves them out too.
 */
function hiddenPageLinkWarnings(data: unknown): PendingProblem[] {
  const hidden = new Set(listOf(blockOf(data).pages).filter(isHidden).map((page) => textOf(blockOf(page).path)))
  if (hidden.size === 0) return []
  const problems: PendingProblem[] = []
  walk(data, (value, path) => {
    if (path.at(-1) !== 'to' || typeof value !== 'string' || !value.startsWith('/')) return
    const target = pagePathOf(value)
    if (!hidden.has(target) || insideHidden(data, path)) return
    problems.push(problem(messages.linkToHiddenPage, { path: target }, { path: [...path] }))
  })
  return problems
}

/**
 * A link to the id of a hidden section (or of a section inside a hidden one): the built site leaves the section out,
 * so the link lands at the top of its page. A warning for the same reason as a link to a hidden page (above), and
 * not reported where that one is (the page itself hidden) or where the link is left out of the built site.
 */
function hiddenSectionLinkWarnings(data: unknown): PendingProblem[] {
  const pages = listOf(blockOf(data).pages)
  const anchors = createAnchorLookup(pages)
  const problems: PendingProblem[] = []
  walk(data, (value, path) => {
    if (path.at(-1) !== 'to' || typeof value !== 'string' || !(value.startsWith('/') || value.startsWith('#'))) return
    const target = anchors.target(value, path)
    if (!target || anchors.ids(target.pageIndex).get(target.id) !== true || isHidden(pages[target.pageIndex]) || insideHidden(data, path)) return
    problems.push(problem(messages.linkToHiddenSection, { id: target.id, page: target.page }, { path: [...path] }))
  })
  return problems
}
