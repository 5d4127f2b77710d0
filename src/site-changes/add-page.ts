// Adds a page to the text of site.yaml, as `npm run new-page` (scripts/new-page.ts) and the preview's editor do.
// The page gets a hero with the title, a short text to replace, and a description placeholder.
// Only lines are added: every comment and every other line of the file stays exactly as it was.
import { Document, isMap, isSeq, parseDocument, visit, type Node, type YAMLMap, type YAMLSeq } from 'yaml'
import { readSchemaFiles } from '../site/schema-files'

export interface NewPage {
  path: string
  title: string
  /** Also add a link to the page at the end of the navigation bar, with these words. */
  nav?: string
}

export interface Added {
  text: string
  /** The line of site.yaml where the new page starts. */
  line: number
}

/** Why a path cannot be a new page, or undefined when it can. */
export function pathProblem(path: string, existing: string[]): string | undefined {
  const schema = readSchemaFiles().get('site.schema.json') as { $defs: { page: { properties: { path: { pattern: string } } } } }
  const pattern = new RegExp(schema.$defs.page.properties.path.pattern, 'u')
  if (path === '/' || path === '*') return `"${path}" is the ${path === '/' ? 'home' : 'not-found'} page, which site.yaml already has.`
  if (!pattern.test(path)) {
    const fixed = `/${path.trim().toLowerCase().replace(/[\s_]+/g, '-').replace(/[^a-z0-9/-]/g, '').replace(/^\/+|\/+$/g, '')}`
    const guess = fixed !== path && pattern.test(fixed) && fixed !== '/' ? ` Did you mean "${fixed}"?` : ''
    return `"${path}" cannot be a page path: it must start with "/" and hold lower-case words, digits and dashes, like "/careers" or "/services/mobile-apps".${guess}`
  }
  if (existing.includes(path)) return `There is already a page with the path "${path}". Choose another path, or edit that page.`
  return undefined
}

/** The new page as site.yaml writes a page: plain keys, small blocks of values on one line. */
function pageYaml({ path, title }: NewPage): string {
  const page = {
    path,
    title: `${title} | {brand}`,
    description: `${title} at {brand}. Replace this with one or two sentences about the page for search results.`,
    sections: [
      { type: 'hero', size: 'compact', title, subtitle: 'A line under the title. Change it, or delete this line.' },
      {
        type: 'richText',
        width: 'wide',
        body: 'Write the text of this page here. Leave an empty line between paragraphs.\n\nMore kinds of sections, each with an example to copy: docs/sections.md.',
      },
    ],
  }
  const doc = new Document([page])
  // As site.yaml writes them: text with a {placeholder} in quotes (unquoted, a text starting with "{" would break).
  visit(doc, {
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && scalar.value.includes('{') && !scalar.value.includes('\n')) scalar.type = 'QUOTE_DOUBLE'
    },
  })
  return doc.toString({ lineWidth: 0 })
}

function linkYaml(label: string, to: string): string {
  const doc = new Document({ label, to })
  visit(doc, { Map: (_, map) => void (map.flow = true) })
  return doc.toString().trimEnd()
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1
const lineEnd = (text: string, offset: number) => {
  const end = text.indexOf('\n', offset)
  return end < 0 ? text.length : end
}
const indentOf = (text: string, offset: number) => /^[ ]*/.exec(text.slice(lineStart(text, offset)))![0]
const indented = (block: string, indent: string) => block.trimEnd().split('\n').map((line) => (line ? indent + line : line)).join('\n')

/** Adds the page (and the navigation link) to the text of site.yaml, changing nothing else. */
export function addPage(source: string, page: NewPage): Added {
  const doc = parseDocument(source)
  if (doc.errors.length > 0) throw new Error('site.yaml has YAML errors, so no page was added. Run `npm run check` to see them, fix them, then try again.')
  const pages = doc.get('pages', true)
  if (!isSeq(pages) || pages.items.length === 0) throw new Error('site.yaml has no list of pages under "pages:" to add to.')
  const items = pages.items as YAMLMap[]
  const paths = items.map((item) => (isMap(item) ? item.get('path') : undefined)).filter((path): path is string => typeof path === 'string')
  const problem = pathProblem(page.path, paths)
  if (problem) throw new Error(problem)

  const edits: { at: number; text: string }[] = []
  const last = items.at(-1) as Node
  const itemIndent = indentOf(source, last.range![0])
  const block = indented(pageYaml(page), itemIndent)
  // Keep the not-found page last, with its comment: the new page goes just before them.
  if (isMap(last) && last.get('path') === '*') {
    let at = lineStart(source, last.range![0])
    while (at > 0 && /^\s*#/.test(source.slice(lineStart(source, at - 1), at))) at = lineStart(source, at - 1)
    edits.push({ at, text: `${block}\n\n` })
  } else {
    edits.push({ at: lineEnd(source, Math.max(last.range![0], last.range![1] - 1)), text: `\n\n${block}` })
  }

  if (page.nav !== undefined) {
    const links = doc.getIn(['navigation', 'links'], true)
    if (!isSeq(links) || links.items.length === 0) throw new Error('site.yaml has no navigation links to add to (navigation: links:).')
    const lastLink = (links as YAMLSeq).items.at(-1) as Node
    if (!lastLink.range) throw new Error('The last navigation link has no position.')
    edits.push({ at: lineEnd(source, lastLink.range[1] - 1), text: `\n${indentOf(source, lastLink.range[0])}- ${linkYaml(page.nav, page.path)}` })
  }

  let text = source
  for (const edit of [...edits].sort((a, b) => b.at - a.at)) text = text.slice(0, edit.at) + edit.text + text.slice(edit.at)
  const firstLine = block.split('\n')[0]
  const line = text.split('\n').indexOf(firstLine) + 1
  return { text, line }
}
