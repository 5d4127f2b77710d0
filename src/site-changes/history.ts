import type { LoadOptions } from '../site/load-site'
import type { Change } from './operations'
import { changedFile, readSiteFile, writeAtomically, type ChangeResult } from './site-file'
import type { HistoryEntry } from './words'

// The session's history of changes: undo applies a change's inverse, redo the change again, each through
// the same checks and conflict handling as the change itself (site-file.ts).

/** A history as it is kept on disk between runs (the editing server's drafts, server/drafts.ts). */
export interface HistoryState {
  done: HistoryEntry[]
  undone: HistoryEntry[]
  /** The version of the file this history goes with (kept by the editing server, to tell a change half written). */
  version?: string
}

export class EditHistory {
  private readonly done: HistoryEntry[] = []
  private undone: HistoryEntry[] = []
  /** The version this history last wrote: a file saved from outside since then is a conflict to check. */
  private written?: string

  constructor(
    readonly file: string,
    private readonly options: LoadOptions = {},
    /**
     * Given the history as it will be once a change is written (with the file's new version), before the file is
     * written: the editing server keeps it on disk there (server/drafts.ts). What it throws stops the change, the
     * file and the history untouched.
     */
    private readonly beforeWrite?: (next: HistoryState) => void,
    /** The most it keeps (the editing server's drafts): past it, the oldest changes can no longer be undone. */
    private readonly keep?: { changes: number; bytes: number },
  ) {}

  /** The changes made, oldest first, in words. */
  get entries(): readonly HistoryEntry[] {
    return this.done
  }

  /** What to keep of this history, to take it up again later (restore). */
  state(): HistoryState {
    return { done: [...this.done], undone: [...this.undone] }
  }

  /** Takes up a history kept by state(), made on this same file. */
  restore(state: HistoryState | undefined) {
    if (!state) return
    this.done.splice(0, this.done.length, ...state.done)
    this.undone = [...state.undone]
  }

  get canUndo(): boolean {
    return this.done.length > 0
  }

  get canRedo(): boolean {
    return this.undone.length > 0
  }

  /** Applies a change made on `version` of the file and keeps it in the history; a new change clears the redo list. */
  apply(version: string, change: Change): ChangeResult {
    const before = readSiteFile(this.file).text
    // A change that changes nothing (a value set to what it is) is no step to undo.
    return this.write(version, change, (made) => (made.text === before ? this.state() : { done: [...this.done, made.entry], undone: [] }))
  }

  /**
   * Undoes the last change. It is made on the version this history last wrote (or `version`): when the file was saved
   * from outside since, the save is kept and the undo goes through the conflict checks.
   */
  undo(version = this.lastVersion()): ChangeResult | undefined {
    return this.step(this.done, this.undone, version, 'undo')
  }

  redo(version = this.lastVersion()): ChangeResult | undefined {
    return this.step(this.undone, this.done, version, 'redo')
  }

  /**
   * Takes the last entry of `from` to `to`: undoing applies its inverse, redoing its change. The entry kept is made
   * from what was just applied (the values read now), so that going back again undoes exactly that.
   */
  private step(from: HistoryEntry[], to: HistoryEntry[], version: string, direction: 'undo' | 'redo'): ChangeResult | undefined {
    const entry = from.at(-1)
    if (!entry) return undefined
    return this.write(version, direction === 'undo' ? entry.inverse : entry.change, (made) => {
      const { change, inverse } = made.entry
      const moved = direction === 'undo' ? { change: inverse, inverse: change, words: entry.words } : { change, inverse, words: entry.words }
      const [left, taken] = [from.slice(0, -1), [...to, moved]]
      return direction === 'undo' ? { done: left, undone: taken } : { done: taken, undone: left }
    })
  }

  private lastVersion(): string {
    return this.written ?? readSiteFile(this.file).version
  }

  /** Makes the change on the file and takes the history `next` gives for it: `beforeWrite` has that history before the file is written. */
  private write(version: string, change: Change, next: (made: Extract<ChangeResult, { ok: true }>) => HistoryState): ChangeResult {
    const result = changedFile(this.file, { version, change }, this.options)
    if (!result.ok) return result
    const state = { ...next(result), version: result.version }
    const dropped = this.overLimit(state)
    state.done = state.done.slice(dropped)
    this.beforeWrite?.(state)
    writeAtomically(this.file, result.text)
    this.done.splice(0, this.done.length, ...state.done)
    this.undone = [...state.undone]
    this.written = result.version
    return dropped > 0 ? { ...result, dropped } : result
  }

  /** How many of the oldest changes to let go so that the history is within `keep` (the newest is always kept). */
  private overLimit({ done, undone }: HistoryState): number {
    if (!this.keep) return 0
    const { changes, bytes } = this.keep
    let total = [...done, ...undone].reduce((sum, entry) => sum + sizeOf(entry), 0)
    let dropped = 0
    while (dropped < done.length - 1 && (done.length - dropped + undone.length > changes || total > bytes)) total -= sizeOf(done[dropped++])
    return dropped
  }
}

/** An entry's size as it is kept on disk, about (its JSON's characters), counted once per entry. */
const sizes = new WeakMap<HistoryEntry, number>()
function sizeOf(entry: HistoryEntry): number {
  let size = sizes.get(entry)
  if (size === undefined) sizes.set(entry, (size = JSON.stringify(entry).length))
  return size
}
