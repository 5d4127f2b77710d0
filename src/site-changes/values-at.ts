import { isScalar } from 'yaml'
import type { DataPath } from '../site/problem'
import { pieceOfPaths } from './change-pieces'
import type { Node } from 'yaml'
import { documentOf, EditError, nodeAt, parseForEdit, type ScalarValue } from './yaml-edits'

// The values at places of site.yaml's text, read from the piece of the text that holds them (change-pieces.ts):
// what a change was made on, what its inverse will act on, what a re-applied change compares.

/** The data at a path of the text (a section, an item), as plain values. */
export function dataAt(text: string, path: DataPath): unknown {
  const inPiece = pieceOfPaths(text, [path])
  if (inPiece) return dataAtIn(inPiece.piece.text, inPiece.inPiece(path))
  return dataAtIn(text, path)
}

function dataAtIn(text: string, path: DataPath): unknown {
  const node = parseForEdit(text).getIn(path, true) as { toJSON?: () => unknown } | undefined
  return node && typeof node === 'object' && typeof node.toJSON === 'function' ? node.toJSON() : parseForEdit(text).getIn(path)
}

/** The scalar value at a path of the text (what a set changes, and what a conflict compares). */
export function scalarAt(source: string, path: DataPath): ScalarValue {
  const node = nodeInPiece(source, path) ?? nodeAt(parseForEdit(source), path)
  if (!isScalar(node) || !['string', 'number', 'boolean'].includes(typeof node.value)) throw new EditError(`${JSON.stringify(path)} holds no single text, number or switch.`)
  return node.value as ScalarValue
}

/** The node at a path of the text, read from its piece when it has one; an EditError when there is nothing there. */
export function nodeOfText(source: string, path: DataPath): Node {
  return nodeInPiece(source, path) ?? nodeAt(parseForEdit(source), path)
}

/** Whether the text around a path is YAML that reads (its piece's, when it has one: the rest is not read). */
export function readsAround(source: string, paths: DataPath[]): boolean {
  const inPiece = pieceOfPaths(source, paths)
  return documentOf(inPiece ? inPiece.piece.text : source).errors.length === 0
}

/** The node at a path, read from its piece; undefined when it is not there (the whole text's refusal names the real path). */
function nodeInPiece(source: string, path: DataPath) {
  const inPiece = pieceOfPaths(source, [path])
  if (!inPiece) return undefined
  try {
    return nodeAt(parseForEdit(inPiece.piece.text), inPiece.inPiece(path))
  } catch (error) {
    if (error instanceof EditError) return undefined
    throw error
  }
}
