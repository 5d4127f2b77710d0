import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { closest, didYouMean, nearest } from './did-you-mean'
import type { DataPath, PendingProblem } from './problem'
import { blockOf, isBlock, listOf, pagePathOf, textOf, walk } from './walk-data'

/** Placeholders any text may use; {year} is filled in by the page at view time. */
export const placeholderNames = ['brand', 'phone', 'email', 'chatNumber', 'address', 'url', 'year'] as const

/**
 * What the schema cannot say: links resolve, files exist, names are unique and refer to something.
 * Reads the data defensively: it also runs when the schema found errors.
 */
export function crossCheck(data: unknown, publicDir: string): PendingProblem[] {
  const site = blockOf(data)
  const pages = listOf(site.pages)
  const pagePaths = pages.map((page) => textOf(blockOf(page).path)).filter((path) => path !== undefined)
  // When forms is not a block of keys the schema says so; checking names against it would only add noise.
  const formNames = isBlock(site.forms) ? Object.keys(site.forms) : undefined
  const problems = [...checkPagePaths(pages), ...checkValues(site, pagePaths, publicDir)]
  for (const [name, form] of Object.entries(blockOf(site.forms))) problems.push(...checkForm(form, ['forms', name]))
  pages.forEach((page, index) => problems.push(...checkSections(blockOf(page).sections, ['pages', index, 'sections'], formNames)))
  return problems
}

function checkPagePaths(pages: unknown[]): PendingProblem[] {
  const problems: PendingProblem[] = []
  const firstAt = new Map<string, number>()
  pages.forEach((page, index) => {
    const path = textOf(blockOf(page).path)
    if (path === undefined) return
    const earlier = firstAt.get(path)
    if (earlier === undefined) firstAt.set(path, index)
    else if (path === '*') {
      problems.push({ path: ['pages', index, 'path'], firstAt: ['pages', earlier, 'path'], message: 'There are two not-found pages (path "*"); keep only one.' })
    } else {
      problems.push({ path: ['pages', index, 'path'], firstAt: ['pages', earlier, 'path'], message: `The path "${path}" is used by two pages; give each page its own.` })
    }
  })
  if (pages.length > 0 && !firstAt.has('*')) {
    problems.push({ path: ['pages'], message: 'No page has the path "*", so addresses that match no page would show nothing.', hint: 'Add a not-found page with path: "*".' })
  }
  return problems
}

/** Links, pictures and placeholders, wherever they are written. */
function checkValues(site: unknown, pagePaths: string[], publicDir: string): PendingProblem[] {
  // A path written wrongly ("about") is reported by the schema; suggesting it for a link would only mislead.
  const realPaths = new Set(pagePaths.filter((path) => path.startsWith('/')))
  const files = createFileLookup(publicDir)
  const problems: PendingProblem[] = []
  // Hardening: a renamed page leaves the same dead link on every page, and each one compared with every page
  // (a thousand pages: seconds). Each link is checked once; its problem is repeated where the link is repeated.
  const linkProblems = new Map<string, PendingProblem[]>()
  walk(site, (value, path) => {
    if (typeof value !== 'string') return
    const key = path.at(-1)
    // With no page to link to (the schema reports that), every link would be reported as dead.
    if (key === 'to' && realPaths.size > 0 && value.startsWith('/') && !value.startsWith('//')) {
      if (!linkProblems.has(value)) linkProblems.set(value, checkLink(value, path, realPaths, pagePaths))
      problems.push(...linkProblems.get(value)!.map((problem) => ({ ...problem, path: [...path] })))
    }
    if (key === 'src' && value.startsWith('/') && !value.includes('..')) problems.push(...checkFile(value, path, files))
    if (value.includes('{')) problems.push(...checkPlaceholders(value, path))
  })
  return problems
}

function checkLink(link: string, path: Readonly<DataPath>, realPaths: Set<string>, pagePaths: string[]): PendingProblem[] {
  const target = pagePathOf(link)
  if (realPaths.has(target)) return []
  // The page is there, but its own path was written without the leading "/" (the schema says so there).
  const unslashed = pagePaths.find((pagePath) => `/${pagePath}` === target)
  return [{
    path: [...path],
    message: `The link "${link}" goes to no page of this site.${unslashed ? '' : didYouMean(target, realPaths)}`,
    hint: unslashed ? `The page with path "${unslashed}" is probably meant: write its path as "${target}".` : `Closest pages: ${nearest(target, realPaths, 3).join(', ')}.`,
  }]
}

/** Looks each file up once: a big site shows the same logo on every page. */
function createFileLookup(publicDir: string) {
  const known = new Map<string, boolean>()
  return {
    exists(src: string): boolean {
      if (!known.has(src)) known.set(src, existsSync(join(publicDir, src)))
      return known.get(src)!
    },
    /** The names of the files in the folder that would hold `src`. */
    neighbours(src: string): string[] {
      const folder = dirname(join(publicDir, src))
      return existsSync(folder) ? readdirSync(folder) : []
    },
  }
}

function checkFile(src: string, path: Readonly<DataPath>, files: ReturnType<typeof createFileLookup>): PendingProblem[] {
  if (files.exists(src)) return []
  const nearby = files.neighbours(src)
  const name = src.split('/').at(-1) ?? src
  const guess = closest(name, nearby)
  return [{
    path: [...path],
    message: `The file "public${src}" does not exist.${guess ? ` Did you mean "${src.slice(0, src.length - name.length)}${guess}"?` : ''}`,
    hint: nearby.length ? `Files in public${dirname(src)}: ${nearest(name, nearby, 5).join(', ')}.` : `There is no folder public${dirname(src)}.`,
  }]
}

function checkPlaceholders(text: string, path: Readonly<DataPath>): PendingProblem[] {
  const known: readonly string[] = placeholderNames
  return [...text.matchAll(/\{([A-Za-z]+)\}/g)]
    .filter((match) => !known.includes(match[1]))
    .map((match) => {
      const guess = closest(match[1], known)
      return {
        path: [...path],
        atText: match[0],
        message: `Unknown placeholder "${match[0]}".${guess ? ` Did you mean "{${guess}}"?` : ''}`,
        hint: `Placeholders: ${known.map((name) => `{${name}}`).join(', ')}.`,
      }
    })
}

/**
 * Checks a page's sections, and the sections inside its tabs.
 * Section ids become ids in the page's HTML, so they must be unique across the whole page, tabs included.
 */
function checkSections(sections: unknown, path: DataPath, formNames: string[] | undefined, ids = new Map<string, DataPath>()): PendingProblem[] {
  const problems: PendingProblem[] = []
  listOf(sections).forEach((item, index) => {
    const at = [...path, index]
    const section = blockOf(item)
    const id = textOf(section.id)
    if (id !== undefined) {
      const first = ids.get(id)
      if (first) problems.push({ path: [...at, 'id'], firstAt: first, message: `The id "${id}" is used by two sections on this page; give each its own.` })
      else ids.set(id, [...at, 'id'])
    }
    const form = textOf(section.form)
    if (section.type === 'form' && formNames && form !== undefined && !formNames.includes(form)) {
      problems.push({ path: [...at, 'form'], message: `There is no form named "${form}".${didYouMean(form, formNames)}`, hint: formNames.length ? `Forms: ${formNames.join(', ')}.` : 'No forms are declared under forms:.' })
    }
    if (section.type === 'tabs') {
      listOf(section.tabs).forEach((tab, tabIndex) => problems.push(...checkSections(blockOf(tab).sections, [...at, 'tabs', tabIndex, 'sections'], formNames, ids)))
    }
    // Hardening: sections inside columns were not checked, so a misspelt form name there passed and the page
    // crashed while being drawn (the prerender failed with "Cannot read properties of undefined").
    if (section.type === 'columns') {
      listOf(section.columns).forEach((column, columnIndex) => problems.push(...checkSections(blockOf(column).sections, [...at, 'columns', columnIndex, 'sections'], formNames, ids)))
    }
    if (section.type === 'pricingTable') problems.push(...checkComparison(section.comparison, [...at, 'comparison']))
    if (section.type === 'cardGrid') problems.push(...checkCategories(section, at))
  })
  return problems
}

function checkComparison(comparison: unknown, path: DataPath): PendingProblem[] {
  const columns = listOf(blockOf(comparison).columns).length
  return listOf(blockOf(comparison).rows).flatMap((item, index) => {
    const row = blockOf(item)
    if (!Array.isArray(row.values) || row.values.length === columns) return []
    const name = textOf(row.name) ?? `${index + 1}`
    return [{ path: [...path, 'rows', index, 'values'], message: `The row "${name}" has ${row.values.length} values, but the comparison has ${columns} columns: give it one value per column.` }]
  })
}

function checkCategories(section: Record<string, unknown>, path: DataPath): PendingProblem[] {
  if (section.filters === undefined) return []
  const categories = listOf(blockOf(section.filters).categories).map((category) => textOf(blockOf(category).value)).filter((value) => value !== undefined)
  return listOf(section.cards).flatMap((card, index) => {
    const category = textOf(blockOf(card).category)
    if (category === undefined || categories.includes(category)) return []
    return [{
      path: [...path, 'cards', index, 'category'],
      message: `The category "${category}" is not one of the filters.${didYouMean(category, categories)}`,
      hint: `Categories: ${categories.join(', ')}.`,
    }]
  })
}

function checkForm(form: unknown, path: DataPath): PendingProblem[] {
  const problems: PendingProblem[] = []
  const fields = listOf(blockOf(form).fields).map(blockOf)
  const names = fields.map((field) => textOf(field.name)).filter((name) => name !== undefined)
  const firstAt = new Map<string, number>()
  fields.forEach((field, index) => {
    const at = [...path, 'fields', index]
    const name = textOf(field.name)
    if (name !== undefined) {
      const first = firstAt.get(name)
      if (first === undefined) firstAt.set(name, index)
      else problems.push({ path: [...at, 'name'], firstAt: [...path, 'fields', first, 'name'], message: `Two fields of this form are named "${name}"; give each its own name.` })
    }
    if (field.kind === 'select' && listOf(field.options).length === 0) {
      problems.push({ path: [...at, 'kind'], message: `The select field "${name}" has no options to choose from.`, hint: 'Add options: a list of { value, label }.' })
    }
    listOf(field.rules).forEach((rule, ruleIndex) => {
      if (blockOf(rule).rule === 'minLength' && blockOf(rule).value === undefined) {
        problems.push({ path: [...at, 'rules', ruleIndex, 'rule'], message: 'A minLength rule needs a value: the smallest number of characters.', hint: 'For example: { rule: minLength, value: 2, message: … }' })
      }
    })
  })
  listOf(blockOf(blockOf(form).message).lines).forEach((item, index) => {
    const line = blockOf(item)
    const field = textOf(line.field)
    if (field === undefined || names.includes(field)) return
    problems.push({
      path: [...path, 'message', 'lines', index, 'field'],
      message: `The message line "${textOf(line.label) ?? index + 1}" names no field "${field}".${didYouMean(field, names)}`,
      hint: `Fields: ${names.join(', ')}.`,
    })
  })
  return problems
}
