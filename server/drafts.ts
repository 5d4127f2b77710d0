// Each person's draft: a work tree of the branch (server/repository.ts) whose site.yaml and public/ only they change,
// through the same changes and checks as `npm start` (src/site-changes/). Its history of changes is written beside it
// after every change, so a draft and its undo list survive sign-out, a restart and a crash.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { EditHistory, type HistoryState } from '../src/site-changes/history'
import type { Change } from '../src/site-changes/operations'
import type { ChangeResult } from '../src/site-changes/site-file'
import { loadSite, type LoadResult } from '../src/site/load-site'
import { siteUpdateOf, type SiteUpdateData } from '../src/engine/vite/site-plugin'
import type { Repository } from './repository'

export interface Draft {
  personId: number
  dir: string
  file: string
  publicDir: string
  history: EditHistory
  /** The commit of the branch the draft began from. */
  base: string
  /**
   * What its pages are drawn from: the last check of its site.yaml as the open page takes it (undefined when the file does
   * not load, with the check's first problem in `problem`). Kept instead of the check's result, whose parsed document
   * with its positions is several times larger.
   */
  update?: SiteUpdateData
  problem?: string
  /** The open pages of this draft's person: each gets the site again after a change. */
  listeners: Set<(update: SiteUpdateData) => void>
}

export class Drafts {
  private readonly open = new Map<number, Promise<Draft>>()
  private readonly historyDir: string

  constructor(private readonly repository: Repository) {
    this.historyDir = join(repository.options.dataDir, 'draft-history')
    mkdirSync(this.historyDir, { recursive: true })
  }

  /** A person's draft: the one on disk, or a new one from the branch as it is now. */
  of(personId: number): Promise<Draft> {
    let draft = this.open.get(personId)
    if (!draft) {
      draft = this.openDraft(personId)
      this.open.set(personId, draft)
      draft.catch(() => this.open.delete(personId))
    }
    return draft
  }

  private async openDraft(personId: number): Promise<Draft> {
    const dir = this.repository.draftDir(personId)
    const fresh = !existsSync(join(dir, '.git'))
    if (fresh) await this.repository.resetDraft(personId, await this.repository.head())
    const draft = this.draftAt(personId, dir, await this.repository.draftBase(personId))
    if (!fresh) draft.history.restore(this.readHistory(personId))
    return draft
  }

  private draftAt(personId: number, dir: string, base: string): Draft {
    const file = join(dir, 'site.yaml')
    const publicDir = join(dir, 'public')
    const options = { keepPositions: true, publicDir, unusedFiles: false }
    return { personId, dir, file, publicDir, base, history: new EditHistory(file, options), ...drawnFrom(loadSite(file, options)), listeners: new Set() }
  }

  /** Starts the draft again from the branch as it is now: its changes and pictures go. */
  async discard(personId: number): Promise<Draft> {
    return this.restart(personId, await this.repository.update())
  }

  /** Starts the draft again from a commit (the branch's head, or the publish just pushed), with no history. */
  async restart(personId: number, commit: string): Promise<Draft> {
    const old = await this.of(personId)
    await this.repository.resetDraft(personId, commit)
    const draft = this.draftAt(personId, old.dir, commit)
    draft.listeners = old.listeners
    this.open.set(personId, Promise.resolve(draft))
    this.writeHistory(draft)
    this.show(draft)
    return draft
  }

  /** The drafts being published: a change made meanwhile would be in the draft but not in the commit, then lost. */
  private readonly held = new Set<number>()

  /** Runs `act` with the person's draft held: no change is made to it meanwhile. */
  async holding<T>(personId: number, act: () => Promise<T>): Promise<T> {
    this.held.add(personId)
    try {
      return await act()
    } finally {
      this.held.delete(personId)
    }
  }

  /** Makes a change (or an undo or redo) in the draft, keeps its history on disk, and shows the new site on its pages. */
  async change(personId: number, act: (history: EditHistory) => ChangeResult | undefined): Promise<ChangeResult | undefined> {
    const draft = await this.of(personId)
    if (this.held.has(personId)) return { ok: false, reason: 'conflict', message: heldMessage }
    const result = act(draft.history)
    if (result?.ok) {
      this.writeHistory(draft)
      Object.assign(draft, drawnFrom(result.loaded))
      this.show(draft)
    }
    return result
  }

  private show(draft: Draft) {
    const { update } = draft
    if (update) for (const listener of draft.listeners) listener(update)
  }

  private historyFile(personId: number) {
    return join(this.historyDir, `${personId}.json`)
  }

  private readHistory(personId: number): HistoryState | undefined {
    try {
      return JSON.parse(readFileSync(this.historyFile(personId), 'utf8')) as HistoryState
    } catch {
      return undefined
    }
  }

  /** Written to a new file, then renamed over the old: a crash leaves one whole history or the other. */
  private writeHistory(draft: Draft) {
    const file = this.historyFile(draft.personId)
    writeFileSync(`${file}.new`, JSON.stringify(draft.history.state()))
    renameSync(`${file}.new`, file)
  }
}

export const heldMessage = 'Your draft is being published. Nothing was changed: make the change again in a moment.'

/** A check's result as a draft keeps it. */
function drawnFrom(loaded: LoadResult): Pick<Draft, 'update' | 'problem'> {
  if (loaded.site) return { update: siteUpdateOf(loaded, 'site.yaml'), problem: undefined }
  const first = loaded.errors[0]
  return { update: undefined, problem: first ? `site.yaml:${first.line}:${first.column}: ${first.message}` : 'site.yaml does not load.' }
}

export type { Change }
