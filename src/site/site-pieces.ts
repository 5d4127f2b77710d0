// site.yaml read in pieces: each top-level block (site, navigation, footer, forms) and each page of `pages:`.
// A piece whose text has not changed since the last reading is not parsed again: an edit to one page of a
// 5,000-page file parses that page, not the whole file (parsing is the slow part of reading it). The pieces
// are only a shortcut for a file that is fine: a piece the parser finds anything wrong with, an alias (it may
// point into another piece), or a line the cut cannot be sure of, and load-site.ts parses the file whole, as
// before, for its messages and their positions.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { visit, type Document } from 'yaml'
import { duplicateKeyErrors, parseSiteDocument } from './input-guards'
import type { DataPath, PendingProblem } from './problem'
import { commentCutWarnings } from './yaml-hints'
import { createOffsetLocator, type PointAt } from './yaml-positions'

export interface SitePiece {
  /** The top-level key whose value the piece holds. */
  key: string
  /** For a page's piece: its index in `pages`. */
  page?: number
  /** Where the piece's own text starts in the file. */
  start: number
  /** The text parsed: the piece's own text, behind "pages:\n" for a page (so it is read in the same place). */
  text: string
  /** How many characters were put before the piece's own text. */
  prefix: number
}

/** What a piece's parse gives: its value, the comment-cut warnings inside it (paths from the value), and the
 * positions asked of it so far (offsets in the piece's text, by path), so a warning on an unchanged piece is
 * placed without parsing it again. */
export interface ParsedPiece {
  value: unknown
  commentCuts: PendingProblem[]
  offsets: Record<string, number>
}

const topLevelKey = /^([A-Za-z_][\w-]*)[ \t]*:(?=[ \t]|$)/
const pagesHeader = /^pages[ \t]*:[ \t]*(#.*)?$/
const blankOrComment = /^[ \t]*(#.*)?$/
const pageStart = /^( *)-(?= |$)/

/**
 * Cuts the text at each top-level key and each page; undefined where a cut could fall inside something
 * (a top-level line that is not a plain `key:`, a tab in front of a line, a page list written another way).
 */
export function splitSite(text: string): SitePiece[] | undefined {
  const lines = linesWithOffsets(text)
  const blocks: { key: string; start: number; from: number; to: number }[] = []
  for (let index = 0; index < lines.length; index++) {
    const { line, start } = lines[index]
    if (blankOrComment.test(line)) continue
    if (line.startsWith('\t')) return undefined
    if (line.startsWith(' ')) {
      if (blocks.length === 0) return undefined
      continue
    }
    const key = topLevelKey.exec(line)?.[1]
    if (key === undefined) {
      // A page list written at the left edge ("pages:\n- path: /") goes on; anything else is not cut.
      if (blocks.at(-1)?.key === 'pages' && pageStart.test(line)) continue
      return undefined
    }
    if (blocks.some((block) => block.key === key)) return undefined
    if (blocks.length > 0) blocks[blocks.length - 1].to = index
    blocks.push({ key, start: blocks.length === 0 ? 0 : start, from: index, to: lines.length })
  }
  const end = (index: number) => (index < lines.length ? lines[index].start : text.length)
  const pieces: SitePiece[] = []
  for (const block of blocks) {
    const pages = block.key === 'pages' ? pagePieces(text, lines, block.from, block.to, end) : undefined
    if (pages === null) return undefined
    if (pages) pieces.push(...pages)
    else pieces.push({ key: block.key, start: block.start, text: text.slice(block.start, end(block.to)), prefix: 0 })
  }
  return pieces
}

/** The pages of `pages:` as pieces; undefined to keep the block whole, null when it cannot be cut safely. */
function pagePieces(text: string, lines: Line[], header: number, to: number, end: (index: number) => number): SitePiece[] | undefined | null {
  if (!pagesHeader.test(lines[header].line)) return undefined
  let indent: number | undefined
  const starts: number[] = []
  for (let index = header + 1; index < to; index++) {
    const { line } = lines[index]
    if (blankOrComment.test(line)) continue
    const lineIndent = line.length - line.trimStart().length
    if (indent === undefined) {
      const first = pageStart.exec(line)
      if (!first) return undefined
      indent = first[1].length
    }
    if (lineIndent > indent) continue
    if (lineIndent < indent || !pageStart.test(line)) return null
    starts.push(index)
  }
  if (starts.length === 0) return undefined
  const prefix = 'pages:\n'
  return starts.map((from, page) => {
    const start = end(from)
    return { key: 'pages', page, start, text: prefix + text.slice(start, end(starts[page + 1] ?? to)), prefix: prefix.length }
  })
}

interface Line {
  line: string
  start: number
}

function linesWithOffsets(text: string): Line[] {
  let start = 0
  return text.split('\n').map((line) => {
    const entry = { line, start }
    start += line.length + 1
    return entry
  })
}

/** One piece parsed alone; undefined when the whole file must be parsed to say what is wrong. */
export function parsePiece(piece: SitePiece, doc = parseSiteDocument(piece.text)): ParsedPiece | undefined {
  if (doc.errors.length > 0 || duplicateKeyErrors(doc).length > 0 || hasAlias(doc)) return undefined
  const data = doc.toJS() as unknown
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined
  const keys = Object.keys(data)
  if (keys.length !== 1 || keys[0] !== piece.key) return undefined
  let value = (data as Record<string, unknown>)[piece.key]
  // The comment-cut warnings' paths, from the piece's value ("pages", 0 or the key taken off).
  const depth = piece.page === undefined ? 1 : 2
  if (piece.page !== undefined) {
    if (!Array.isArray(value) || value.length !== 1) return undefined
    value = value[0]
  }
  const commentCuts = commentCutWarnings(doc, piece.text).map((warning) => ({ ...warning, path: warning.path.slice(depth) }))
  return { value, commentCuts, offsets: {} }
}

function hasAlias(doc: Document): boolean {
  let found = false
  visit(doc, {
    Alias() {
      found = true
      return visit.BREAK
    },
  })
  return found
}

/** Where a piece's parse is kept between builds (a file beside the bundle cache), and what it is valid for. */
export interface PieceStore {
  file: string
  /** The code the cached parses came from: another version discards them. */
  version: string
}

interface StoredPieces {
  version: string
  pieces: Record<string, ParsedPiece>
}

// The parses of the last reading in this process (npm start reads the file on every save), by piece text. The
// positions asked of a piece are kept with its parse, so a later reading needs no document of an unchanged piece.
let lastParses = new Map<string, ParsedPiece>()

const hashOf = (text: string) => createHash('sha1').update(text).digest('base64')

export interface PiecesRead {
  data: Record<string, unknown>
  commentCuts: PendingProblem[]
  /** The offset in the file of the place at a path; undefined for a path not inside one piece (the page list). */
  offsetOf: (path: DataPath, pointAt?: PointAt) => number | undefined
  /** Where the piece that holds a path starts in the file (the order of the pieces is the file's); undefined as above. */
  pieceStartOf: (path: DataPath) => number | undefined
  /** Keeps the parses (and the positions asked since) in the store for the next run. */
  save: () => Promise<void>
}

/**
 * The data of the whole file from its pieces, parsing only those not parsed before (in this process, or in
 * the store); undefined when the file must be parsed whole. With `keepDocuments` false, the documents of the
 * pieces parsed are not kept for offsetOf (a piece asked about is parsed again): for a reader that asks about a
 * few places only, the build, keeping 5,000 documents made a 5,000-page check slower (collecting garbage)
 * and larger in memory.
 */
export function readInPieces(text: string, store?: PieceStore, keepDocuments = true): PiecesRead | undefined {
  const pieces = splitSite(text)
  if (!pieces || pieces.length === 0) return undefined
  const stored = store ? readStore(store) : undefined
  let changed = false
  const parses = new Map<string, ParsedPiece>()
  // The documents of the pieces parsed in this reading, for the positions its warnings ask.
  const docs = new Map<string, Document>()
  const data: Record<string, unknown> = {}
  const commentCuts: PendingProblem[] = []
  const byHash: Record<string, ParsedPiece> = {}
  for (const piece of pieces) {
    const hash = stored ? hashOf(piece.text) : ''
    let parsed = parses.get(piece.text) ?? lastParses.get(piece.text) ?? stored?.pieces[hash]
    if (!parsed) {
      const doc = parseSiteDocument(piece.text)
      parsed = parsePiece(piece, doc)
      if (!parsed) return undefined
      changed = true
      if (keepDocuments) docs.set(piece.text, doc)
    }
    parses.set(piece.text, parsed)
    if (stored) byHash[hash] = parsed
    const base: DataPath = piece.page === undefined ? [piece.key] : ['pages', piece.page]
    commentCuts.push(...parsed.commentCuts.map((warning) => ({ ...warning, path: [...base, ...warning.path] })))
    if (piece.page === undefined) data[piece.key] = parsed.value
    else ((data.pages ??= []) as unknown[]).push(parsed.value)
  }
  lastParses = parses

  const pageOf = new Map<number, SitePiece>()
  const blockOf = new Map<string, SitePiece>()
  for (const piece of pieces) {
    if (piece.page === undefined) blockOf.set(piece.key, piece)
    else pageOf.set(piece.page, piece)
  }
  const locators = new Map<SitePiece, ReturnType<typeof createOffsetLocator>>()
  const pieceOf = (path: DataPath) => (path[0] === 'pages' && typeof path[1] === 'number' && pageOf.get(path[1])) || blockOf.get(String(path[0]))
  const offsetOf = (path: DataPath, pointAt: PointAt = {}): number | undefined => {
    const piece = pieceOf(path)
    if (!piece) return undefined
    const parsed = parses.get(piece.text)!
    const inPiece = piece.page === undefined ? path : ['pages', 0, ...path.slice(2)]
    const key = JSON.stringify([inPiece, pointAt.atKey, pointAt.atText])
    let offset = parsed.offsets[key]
    if (offset === undefined) {
      let locate = locators.get(piece)
      if (!locate) locators.set(piece, (locate = createOffsetLocator(docs.get(piece.text) ?? parseSiteDocument(piece.text), piece.text)))
      offset = parsed.offsets[key] = locate(inPiece, pointAt)
      changed = true
    }
    return piece.start + Math.max(0, offset - piece.prefix)
  }
  const save = async () => {
    if (!store || (!changed && Object.keys(byHash).length === Object.keys(stored!.pieces).length)) return
    changed = false
    await writeStore(store, { version: store.version, pieces: byHash })
  }
  // The parsed values are shared with later readings: nothing after the parse changes them (the defaults and
  // placeholders are filled into new objects).
  return { data, commentCuts, offsetOf, pieceStartOf: (path) => pieceOf(path)?.start, save }
}

function readStore(store: PieceStore): StoredPieces {
  try {
    const stored = JSON.parse(readFileSync(store.file, 'utf8')) as StoredPieces
    if (stored.version === store.version && stored.pieces && typeof stored.pieces === 'object') return stored
  } catch {
    // No store yet, or an unreadable one: every piece is parsed.
  }
  return { version: store.version, pieces: {} }
}

let writes = 0

/** Written in the background (the build draws meanwhile; the process ends once it is done), then renamed into place. */
async function writeStore(store: PieceStore, stored: StoredPieces): Promise<void> {
  const temporary = `${store.file}.${process.pid}-${++writes}.tmp`
  try {
    const text = JSON.stringify(stored)
    await mkdir(dirname(store.file), { recursive: true })
    await writeFile(temporary, text)
    await rename(temporary, store.file)
  } catch {
    // A store that cannot be written costs the next build its parse, nothing else.
    await rm(temporary, { force: true }).catch(() => undefined)
  }
}

/** Forgets this process's last reading (the tests read the same text both ways). */
export function forgetReadings() {
  lastParses = new Map()
}
