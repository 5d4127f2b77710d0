import type { DataPath } from '../site/problem'
import { splitSite, type SitePiece } from '../site/site-pieces'
import { documentOf } from './yaml-edits'

// A change is made on the one piece of site.yaml it touches (a page, or a top-level block such as the footer, as
// site-pieces.ts cuts the file), not on the whole file. Every edit parses the text it edits and the text it made;
// parsing one page instead of the whole file made a change of the real site.yaml several times cheaper (the
// editing server makes 20 people's changes a second). The piece is parsed where it stands in the file (a page
// behind "pages:\n", at its own indentation), so an edit reads there as it reads in the whole file; the check of
// the whole file (site-file.ts) still follows every change.

/** A piece of a text, and how paths of the whole file read inside it and back. */
export interface PieceOfText {
  piece: SitePiece
  /** A path of the whole file as a path of the piece's text (a page's is item 0 of its `pages:`). */
  inPiece: (path: DataPath) => DataPath
  inWhole: (path: DataPath) => DataPath
  /** The whole text with the piece's text (its prefix included) replaced. */
  withPiece: (pieceText: string) => string | undefined
}

// One change asks for the pieces of the same text several times (the edit, its inverse's items, its words).
const cuts = new Map<string, SitePiece[] | undefined>()

function piecesOf(text: string): SitePiece[] | undefined {
  if (!cuts.has(text)) {
    if (cuts.size >= 8) cuts.delete(cuts.keys().next().value!)
    cuts.set(text, splitSite(text))
  }
  return cuts.get(text)
}

/** The piece that holds every one of these paths, each inside it (not the page list itself); undefined when none does. */
export function pieceOfPaths(text: string, paths: DataPath[]): PieceOfText | undefined {
  const [first] = paths
  if (!first || first.length === 0) return undefined
  const page = first[0] === 'pages' ? first[1] : undefined
  if (first[0] === 'pages' && typeof page !== 'number') return undefined
  if (!paths.every((path) => path.length > 0 && path[0] === first[0] && (page === undefined || path[1] === page))) return undefined
  const piece = piecesOf(text)?.find((candidate) => (page === undefined ? candidate.page === undefined && candidate.key === first[0] : candidate.page === page))
  if (!piece) return undefined
  const prefix = piece.text.slice(0, piece.prefix)
  const end = piece.start + piece.text.length - piece.prefix
  return {
    piece,
    inPiece: (path) => (page === undefined ? path : ['pages', 0, ...path.slice(2)]),
    inWhole: (path) => (page === undefined ? path : ['pages', page, ...path.slice(2)]),
    withPiece: (pieceText) => (pieceText.startsWith(prefix) ? text.slice(0, piece.start) + pieceText.slice(piece.prefix) + text.slice(end) : undefined),
  }
}

// The data of each piece's text, kept across changes: the drafts of the editing server share most of their pages.
const pieceValues = new Map<string, unknown>()

/**
 * The data of the whole text, as parsing it whole gives it, from the data of its pieces (parsing only the pieces
 * not seen before); the whole text's when it does not cut into pieces or a piece does not parse alone.
 */
export function dataOfText(text: string): unknown {
  const pieces = piecesOf(text)
  if (!pieces) return documentOf(text).toJS()
  const data: Record<string, unknown> = {}
  for (const piece of pieces) {
    let value = pieceValues.get(piece.text)
    if (value === undefined) {
      const doc = documentOf(piece.text)
      if (doc.errors.length > 0) return documentOf(text).toJS()
      const parsed = doc.toJS() as Record<string, unknown> | null
      value = piece.page === undefined ? parsed?.[piece.key] : (parsed?.pages as unknown[] | undefined)?.[0]
      if (value === undefined) return documentOf(text).toJS()
      if (pieceValues.size >= 512) pieceValues.delete(pieceValues.keys().next().value!)
      pieceValues.set(piece.text, value)
    }
    if (piece.page === undefined) data[piece.key] = value
    else ((data.pages ??= []) as unknown[]).push(value)
  }
  return data
}
