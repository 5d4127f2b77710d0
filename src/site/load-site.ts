import { join, resolve } from 'node:path'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { LineCounter, type Document } from 'yaml'
import type { SiteConfig } from '../generated/site'
import { crossCheck } from './cross-check'
import { controlCharacterProblems, decodeSiteFile, duplicateKeyErrors, lineCounterFor, normalizeLineEnds, parseSiteDocument, unparsableProblem } from './input-guards'
import { messages, placed, problem } from './messages'
import { pathInWords } from './path-words'
import { fillPlaceholders } from './placeholders'
import { withDefaults } from './schema-defaults'
import { publicFolderPlace, type DataPath, type PendingProblem, type Problem } from './problem'
import { validateAgainstSchema } from './validate-schema'
import { siteWarnings } from './warnings'
import { firstAliasPosition, missingAnchorProblems, yamlProblems } from './yaml-errors'
import { commentCutWarnings, explainFlowMapKeys, explainHashComments } from './yaml-hints'
import { readInPieces, type PieceStore } from './site-pieces'
import { codeFrame, createLocator, toLineCol } from './yaml-positions'

/** Where a site is: its folder, its site.yaml, its public/ (pictures, favicon, a host's files) and its build. */
export interface SiteFolders {
  dir: string
  file: string
  publicDir: string
  /** Where `npm run build` writes the site, and `npm run preview` serves it from. */
  outDir: string
}

/**
 * The site the commands work on. SITE_DIR names its folder, which holds site.yaml and public/ (`npm run new-site`
 * makes one), and gets the build in its dist/; unset, the project's own folder. SITE_FILE, SITE_PUBLIC_DIR and
 * SITE_OUT_DIR name the one or the other elsewhere, over SITE_DIR's (the tests build a copy of site.yaml beside the
 * project's public/ that way). A relative path is taken from the folder the command runs in (npm runs it in the
 * project's).
 */
export function siteFolders(env: Record<string, string | undefined> = process.env): SiteFolders {
  const dir = resolve(env.SITE_DIR || fileURLToPath(new URL('../..', import.meta.url)))
  return {
    dir,
    file: env.SITE_FILE ? resolve(env.SITE_FILE) : join(dir, 'site.yaml'),
    publicDir: env.SITE_PUBLIC_DIR ? resolve(env.SITE_PUBLIC_DIR) : join(dir, 'public'),
    outDir: env.SITE_OUT_DIR ? resolve(env.SITE_OUT_DIR) : join(dir, 'dist'),
  }
}

/** The site.yaml the commands read and write (see siteFolders): the project's own unless SITE_DIR or SITE_FILE says another. */
export const defaultSiteFile = siteFolders().file
/** The site's files (pictures, favicon): public/ beside defaultSiteFile, unless SITE_PUBLIC_DIR says another folder. */
export const defaultPublicDir = siteFolders().publicDir

export interface LoadResult {
  /** The validated site, with placeholders filled in; undefined when there are errors. */
  site?: SiteConfig
  errors: Problem[]
  warnings: Problem[]
  /** With the placeWarnings option: how many warnings there are besides those in `warnings`. */
  moreWarnings?: number
  /** The text that was read, for code frames. */
  source: string
  /** With the keepPositions option, for a valid file: the line and column where a place of the data is written. */
  positionOf?: (path: DataPath) => { line: number; column: number }
}

export interface LoadOptions {
  /** The name used in messages. */
  fileName?: string
  /** Where image paths are looked up. */
  publicDir?: string
  /**
   * More folders where a named file may be (the editing server: a draft's changes applied again on a branch that has
   * pictures the draft's own public/ does not, or an undo checked against the branch as it is).
   */
  alsoPublicDirs?: string[]
  /** false: do not list the files of publicDir that nothing uses (a test of a small site beside the real public/). */
  unusedFiles?: boolean
  /** Keep the parsed file for positionOf (`npm start`'s Alt+click), instead of parsing it a second time. */
  keepPositions?: boolean
  /** Where the build keeps the parse of each piece of the file between runs (see site-pieces.ts). */
  pieceStore?: PieceStore
  /** Parse the file as one document, never in pieces (the tests compare both ways). */
  whole?: boolean
  /**
   * Place (find the line of) only the first this many warnings, in the order of the file; the others are counted
   * in moreWarnings. The build shows five: placing each of a 5,000-page site's warnings meant keeping every page's
   * parse for it.
   */
  placeWarnings?: number
}

// An alias-heavy file can expand to gigabytes ("billion laughs"); no real site.yaml needs more aliases than this.
const maxAliasCount = 100

/** Reads, parses, validates and cross-checks site.yaml. The one way anything reads it. */
export function loadSite(file = defaultSiteFile, options: LoadOptions = {}): LoadResult {
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch (error) {
    return refused(problem(messages.cannotRead, { file, reason: (error as Error).message }, { line: 1, column: 1 }), '')
  }
  return loadSiteBytes(bytes, options)
}

/** The same as loadSite, for the file's bytes already read. */
export function loadSiteBytes(bytes: Buffer, options: LoadOptions = {}): LoadResult {
  // Hardening: bytes that are not UTF-8 are reported where they are, not shown as "�" on the site.
  const decoded = decodeSiteFile(bytes)
  if ('problem' in decoded) return { errors: [decoded.problem], warnings: [], source: '' }
  return loadSiteText(decoded.text, options)
}

/** The same as loadSite, for text already in memory. */
export function loadSiteText(source: string, options: LoadOptions = {}): LoadResult {
  // Hardening (see input-guards.ts): whatever the text holds, the loader reports it and never throws.
  const text = normalizeLineEnds(source.replace(/^\uFEFF/, ''))
  const controls = controlCharacterProblems(text)
  if (controls.length > 0) return { errors: controls, warnings: [], source: text }
  try {
    return checkSiteText(text, options)
  } catch (error) {
    return { errors: [unparsableProblem(error, text)], warnings: [], source: text }
  }
}

function checkSiteText(text: string, options: LoadOptions): LoadResult {
  const publicDir = options.publicDir ?? defaultPublicDir
  const lineCounter = lineCounterFor(text)
  const inPieces = options.whole ? undefined : checkInPieces(text, lineCounter, options)
  if (inPieces) return inPieces
  const doc = parseSiteDocument(text)
  doc.errors.push(...duplicateKeyErrors(doc))

  // yaml returns data even for a broken document, so refuse whenever it found anything wrong.
  const yamlErrors = yamlProblems(doc, text, lineCounter)
  if (yamlErrors.length > 0) return { errors: sortByPosition(yamlErrors), warnings: [], source: text }

  let data: unknown
  try {
    data = doc.toJS({ maxAliasCount })
  } catch (error) {
    return unconvertible(error as Error, doc, lineCounter, text)
  }
  if (data === null || data === undefined || typeof data !== 'object' || Array.isArray(data)) {
    const what = Array.isArray(data) ? 'a list' : data === null || data === undefined ? 'empty' : 'a single value'
    return refused(problem(messages.notABlockOfKeys, { what }, { line: 1, column: 1 }), text)
  }

  const positionOf = createLocator(doc, lineCounter, text)
  const locate = locator(positionOf, data)
  const schemaProblems = explainHashComments(explainFlowMapKeys(validateAgainstSchema(data), doc, text), doc, text)
  // Dead links and missing files are reported even when the schema fails, so one run lists everything;
  // but not where the schema already said what is wrong with the same value.
  // (A set of places, not a search per problem: a file with thousands of problems would take minutes.)
  const schemaPlaces = new Set(schemaProblems.map((problem) => placeKey(problem.path)))
  const checked = crossCheck(data, [publicDir, ...(options.alsoPublicDirs ?? [])]).filter((problem) => !schemaPlaces.has(placeKey(problem.path)))
  const errors = sortByPosition([...schemaProblems, ...checked].map(locate))
  if (errors.length > 0) return { errors, warnings: [], source: text }
  return accepted(data, commentCutWarnings(doc, text), positionOf, text, options)
}

/**
 * A file with no errors: its site, with the defaults and placeholders filled in, and its warnings placed (the first
 * `options.placeWarnings` of them; pieceStartOf, when the file was read in pieces, finds those without placing all).
 */
function accepted(data: object, commentCuts: PendingProblem[], positionOf: Locate, text: string, options: LoadOptions, pieceStartOf?: (path: DataPath) => number | undefined): LoadResult {
  const pending = [...siteWarnings(data, options.unusedFiles === false ? undefined : (options.publicDir ?? defaultPublicDir)), ...commentCuts]
  const { placeWarnings } = options
  const toPlace = placeWarnings !== undefined && pieceStartOf ? firstInFile(pending, pieceStartOf, placeWarnings) : pending
  const warnings = sortByPosition(toPlace.map(locator(positionOf, data))).slice(0, placeWarnings)
  const site = fillPlaceholders(withDefaults(data as SiteConfig))
  const more = placeWarnings === undefined ? {} : { moreWarnings: pending.length - warnings.length }
  return { site, errors: [], warnings, ...more, source: text, positionOf: options.keepPositions ? positionOf : undefined }
}

/**
 * The warnings of the first pieces of the file that hold at least `count` of them, and those of a path in no one
 * piece. A piece's warnings go together: their order inside it is known only once they are placed.
 */
function firstInFile(pending: PendingProblem[], pieceStartOf: (path: DataPath) => number | undefined, count: number): PendingProblem[] {
  const starts = pending.map((warning) => pieceStartOf(warning.path) ?? -1)
  const order = pending.map((_, index) => index).sort((a, b) => starts[a] - starts[b])
  const chosen: number[] = []
  for (const index of order) {
    const last = chosen.at(-1)
    if (chosen.length >= count && last !== undefined && starts[index] !== starts[last]) break
    chosen.push(index)
  }
  return chosen.map((index) => pending[index])
}

function refused(pending: PendingProblem, source: string): LoadResult {
  return { errors: [placed(pending)], warnings: [], source }
}

/** yaml parsed the text but could not turn it into data: an alias to a missing anchor, or too many aliases. */
function unconvertible(error: Error, doc: Document, lineCounter: LineCounter, text: string): LoadResult {
  const missing = missingAnchorProblems(doc, lineCounter, text)
  if (missing.length > 0) return { errors: missing, warnings: [], source: text }
  if (!/alias/i.test(error.message)) return refused(problem(messages.cannotConvert, { reason: error.message }, { line: 1, column: 1 }), text)
  return refused(problem(messages.aliasesTooLarge, { maxAliasCount }, firstAliasPosition(doc, lineCounter)), text)
}

/**
 * The file read in pieces, each piece's parse reused while its text is unchanged (site-pieces.ts). Only for a
 * file with no errors: undefined otherwise, and the whole parse says what is wrong and where.
 */
function checkInPieces(text: string, lineCounter: LineCounter, options: LoadOptions): LoadResult | undefined {
  const read = readInPieces(text, options.pieceStore, options.placeWarnings === undefined)
  if (!read) return undefined
  const { data, offsetOf } = read
  if (validateAgainstSchema(data).length > 0 || crossCheck(data, [options.publicDir ?? defaultPublicDir, ...(options.alsoPublicDirs ?? [])]).length > 0) return undefined
  let whole: Locate | undefined
  const positionOf: Locate = (path, pointAt) => {
    const offset = offsetOf(path, pointAt)
    if (offset !== undefined) return toLineCol(lineCounter, offset)
    whole ??= createLocator(parseSiteDocument(text), lineCounter, text)
    return whole(path, pointAt)
  }
  const result = accepted(data, read.commentCuts, positionOf, text, options, read.pieceStartOf)
  void read.save() // with the positions the warnings asked for
  return result
}

type Locate = ReturnType<typeof createLocator>

/** Turns a pending problem into a located one: line, column, the place in words, and where the first of a pair is. */
function locator(positionOf: Locate, data: unknown) {
  return (pending: PendingProblem): Problem => {
    if (pending.at) return placed(pending)
    const { line, column } = positionOf(pending.path, pending)
    const first = pending.firstAt && positionOf(pending.firstAt)
    const message = first ? `${pending.message} The first is on line ${first.line}.` : pending.message
    return { severity: pending.severity ?? 'error', code: pending.code, message, hint: pending.hint, line, column, path: pending.path, where: pathInWords(data, pending.path).where }
  }
}

function placeKey(path: DataPath): string {
  return JSON.stringify(path)
}

function sortByPosition(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.column - b.column)
}

/** "site.yaml:12:5  message" with where it is, a hint and a code frame. */
export function formatProblem(problem: Problem, source: string, fileName = 'site.yaml', withFrame = true): string {
  const lines = [`${fileName}:${problem.line}:${problem.column}  ${problem.severity === 'warning' ? 'warning: ' : ''}${problem.message}`, `  at ${problem.where}`]
  if (problem.hint) lines.push(`  ${problem.hint}`)
  lines.push(`  More about ${problem.code}: docs/messages.md#${problem.code}`)
  if (withFrame && source && problem.where !== publicFolderPlace) lines.push(codeFrame(source, problem.line, problem.column).replace(/^/gm, '  '))
  return lines.join('\n')
}

/** How many warnings a build and `npm start` print (`npm run check` lists them all). */
export const warningsShown = 5

/**
 * The first warnings, briefly (no code frame), then how many more there are: what a build and `npm start` print.
 * For a result loaded with placeWarnings, its moreWarnings are counted in.
 */
export function briefWarnings(result: LoadResult, fileName = 'site.yaml'): string[] {
  const lines = result.warnings.slice(0, warningsShown).map((warning) => formatProblem(warning, result.source, fileName, false))
  const more = (result.moreWarnings ?? 0) + Math.max(0, result.warnings.length - warningsShown)
  if (more > 0) lines.push(`…and ${more} more warnings: run npm run check to see them all.`)
  return lines
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
