import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { LineCounter, parseDocument, type YAMLError } from 'yaml'
import type { SiteConfig } from '../generated/site'
import { crossCheck } from './cross-check'
import { fillPlaceholders } from './placeholders'
import type { DataPath, PendingProblem, Problem } from './problem'
import { validateAgainstSchema } from './validate-schema'
import { codeFrame, positionOf } from './yaml-positions'

export const defaultSiteFile = fileURLToPath(new URL('../../site.yaml', import.meta.url))
export const defaultPublicDir = fileURLToPath(new URL('../../public/', import.meta.url))

export interface LoadResult {
  /** The validated site, with placeholders filled in; undefined when there are errors. */
  site?: SiteConfig
  errors: Problem[]
  warnings: Problem[]
  /** The text that was read, for code frames. */
  source: string
}

export interface LoadOptions {
  /** The name used in messages. */
  fileName?: string
  /** Where image paths are looked up. */
  publicDir?: string
}

// An alias-heavy file can expand to gigabytes ("billion laughs"); no real site.yaml needs more aliases than this.
const maxAliasCount = 100

/** Reads, parses, validates and cross-checks site.yaml. The one way anything reads it. */
export function loadSite(file = defaultSiteFile, options: LoadOptions = {}): LoadResult {
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch (error) {
    const problem: Problem = { severity: 'error', message: `Cannot read ${file}: ${(error as Error).message}`, line: 1, column: 1, where: 'the file', path: [] }
    return { errors: [problem], warnings: [], source: '' }
  }
  return loadSiteText(source, options)
}

/** The same as loadSite, for text already in memory. */
export function loadSiteText(source: string, options: LoadOptions = {}): LoadResult {
  const publicDir = options.publicDir ?? defaultPublicDir
  const lineCounter = new LineCounter()
  const text = source.replace(/^\uFEFF/, '')
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const located = (pending: PendingProblem[], data?: unknown): Problem[] =>
    pending.map((problem) => {
      const { line, column } = positionOf(doc, lineCounter, problem.path, problem.atKey)
      return { severity: problem.severity ?? 'error', message: problem.message, hint: problem.hint, line, column, path: problem.path, where: describePath(data, problem.path) }
    })

  // yaml returns data even for a broken document, so refuse whenever it found errors.
  if (doc.errors.length > 0) {
    return { errors: sortByPosition(doc.errors.map((error) => fromYamlError(error, text, lineCounter))), warnings: [], source: text }
  }
  let data: unknown
  try {
    data = doc.toJS({ maxAliasCount })
  } catch (error) {
    const message = /alias/i.test((error as Error).message)
      ? `The file uses more than ${maxAliasCount} aliases (*name); that many would make it too large to read.`
      : `The file could not be read: ${(error as Error).message}`
    return { errors: [{ severity: 'error', message, line: 1, column: 1, where: 'the file', path: [] }], warnings: [], source: text }
  }
  if (data === null || data === undefined || typeof data !== 'object' || Array.isArray(data)) {
    const what = Array.isArray(data) ? 'a list' : data === null || data === undefined ? 'empty' : 'a single value'
    return {
      errors: [{ severity: 'error', message: `site.yaml must be a block of keys (site, navigation, footer, forms, pages), but it is ${what}.`, line: 1, column: 1, where: 'the file', path: [] }],
      warnings: [],
      source: text,
    }
  }

  const schemaProblems = validateAgainstSchema(data)
  if (schemaProblems.length > 0) {
    // Report dead links and missing files too, so one run lists everything; those checks read only what is there.
    const extra = crossCheckLeniently(data, publicDir).filter((problem) => problem.severity !== 'warning')
    return { errors: sortByPosition(located([...schemaProblems, ...extra], data)), warnings: [], source: text }
  }

  const site = data as SiteConfig
  const checked = located(crossCheck(site, publicDir), data)
  const errors = checked.filter((problem) => problem.severity === 'error')
  const warnings = checked.filter((problem) => problem.severity === 'warning')
  if (errors.length > 0) return { errors: sortByPosition(errors), warnings, source: text }
  return { site: fillPlaceholders(site), errors: [], warnings: sortByPosition(warnings), source: text }
}

function crossCheckLeniently(data: unknown, publicDir: string): PendingProblem[] {
  try {
    return crossCheck(data as SiteConfig, publicDir)
  } catch {
    return [] // the data's shape is wrong in a way the schema errors already describe
  }
}

function fromYamlError(error: YAMLError, source: string, lineCounter: LineCounter): Problem {
  const { line, col } = lineCounter.linePos(error.pos[0])
  let message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
  if (error.code === 'DUPLICATE_KEY') {
    const key = source.slice(error.pos[0], error.pos[1]).trim().replace(/:$/, '')
    message = `The key "${key}" appears twice in the same block; keep only one.`
  } else if (error.code === 'TAB_AS_INDENT') {
    message = 'A tab is used for indentation; YAML needs spaces.'
  } else if (error.code === 'BAD_ALIAS') {
    message = message.replace(/^Aliased anchor not found: (.*)$/, 'The alias "*$1" refers to no anchor "&$1" written before it.')
  } else {
    message = `This is not valid YAML: ${message.charAt(0).toLowerCase()}${message.slice(1)}`.replace(/\.?$/, '.')
  }
  return { severity: 'error', message, line, column: col, where: 'the YAML syntax', path: [] }
}

function sortByPosition(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.column - b.column)
}

/** "/pricing → section 3 (pricingTable) → plans[1].price" */
export function describePath(data: unknown, path: DataPath): string {
  const parts: string[] = []
  let node: unknown = data
  let rest = ''
  for (let i = 0; i < path.length; i++) {
    const step = path[i]
    const next = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[step] : undefined
    const parentKey = path[i - 1]
    if (parentKey === 'pages' && typeof step === 'number') {
      const pagePath = (next as { path?: unknown } | undefined)?.path
      parts.push(typeof pagePath === 'string' ? pagePath : `page ${step + 1}`)
    } else if (parentKey === 'sections' && typeof step === 'number') {
      const type = (next as { type?: unknown } | undefined)?.type
      parts.push(`section ${step + 1}${typeof type === 'string' ? ` (${type})` : ''}`)
    } else if (step === 'sections' && i === path.length - 1) {
      parts.push('sections')
    } else if (step === 'sections' || (step === 'pages' && i === 0)) {
      // named by the next step
    } else if (parentKey === 'tabs' && typeof step === 'number') {
      parts.push(`tab ${step + 1}`)
    } else if (step === 'tabs') {
      // named by the next step
    } else {
      rest += typeof step === 'number' ? `[${step}]` : rest === '' ? step : `.${step}`
      if (i + 1 < path.length && path[i + 1] === 'sections') {
        parts.push(rest)
        rest = ''
      }
    }
    node = next
  }
  if (rest) parts.push(rest)
  return parts.length ? parts.join(' → ') : 'the top of the file'
}

/** "site.yaml:12:5  message" with where it is, a hint and a code frame. */
export function formatProblem(problem: Problem, source: string, fileName = 'site.yaml', withFrame = true): string {
  const lines = [`${fileName}:${problem.line}:${problem.column}  ${problem.severity === 'warning' ? 'warning: ' : ''}${problem.message}`, `  at ${problem.where}`]
  if (problem.hint) lines.push(`  ${problem.hint}`)
  if (withFrame && source) lines.push(codeFrame(source, problem.line, problem.column).replace(/^/gm, '  '))
  return lines.join('\n')
}

export function formatReport(result: LoadResult, fileName = 'site.yaml'): string {
  const all = [...result.errors, ...result.warnings]
  const body = all.map((problem) => formatProblem(problem, result.source, fileName)).join('\n\n')
  const count = result.errors.length
  const summary = count === 0
    ? `${fileName} is valid${result.warnings.length ? ` (${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'})` : ''}.`
    : `${fileName} has ${count} problem${count === 1 ? '' : 's'}; the site was not built.`
  return body ? `${body}\n\n${summary}` : summary
}
