// The engine of changes to site.yaml: typed changes, written as minimal splices of the file's text,
// checked by the loader before they are written, with their inverses for undo and redo.
export { addPage, pathProblem, type Added, type NewPage } from './add-page'
export { EditHistory } from './history'
export { applyToText, dataAt, scalarAt, type Applied, type Change } from './operations'
export { applyChange, fileChangedMessage, fileVersion, readSiteFile, stillUnambiguous, writeAtomically, type ChangeRequest, type ChangeResult, type SiteFileState } from './site-file'
export { describeChange, trail, type HistoryEntry } from './words'
export { EditError, type ScalarValue } from './yaml-edits'
