// Each person's draft: a work tree of the branch (server/repository.ts) whose site.yaml and public/ only they change,
// through the same changes and checks as `npm start` (src/site-changes/). Its history of changes is written beside it
// with every change, so a draft and its undo list survive sign-out, a restart and a crash.
//
// A change is two writes, its history and site.yaml, and a kill may come between them. So the history as it will be
// is written first, to draft-history/ID.next.json, with the version (sha256) of the site.yaml it goes with; then
// site.yaml; then the new history takes the place of ID.json. On opening, a history left in ID.next.json is taken
// when site.yaml is its version (the file got the change), else dropped (it never did: ID.json is still its history).
// Either way the draft's file and its history agree, and every change answered is in both. A restart from a commit
// (a publish, a discard) is kept the same way.
import { createHash } from 'node:crypto'
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { EditHistory, type HistoryState } from '../src/site-changes/history'
import type { Change } from '../src/site-changes/operations'
import { fileVersion, readSiteFile, writeAtomically, type ChangeResult } from '../src/site-changes/site-file'
import type { HistoryEntry } from '../src/site-changes/words'
import { loadSite, type LoadResult } from '../src/site/load-site'
import { siteUpdateOf, type SiteUpdateData } from '../src/engine/vite/site-plugin'
import type { UploadAnswer } from '../src/engine/vite/public-files'
import { draftHistoryLimit, draftUploadLimit, sizeWords, uploadFolder } from '../src/engine/contract/site-edit'
import { pausePointNow } from './pause-points'
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
    else await this.finishMove(personId, dir)
    const draft = this.draftAt(personId, dir, await this.repository.draftBase(personId))
    if (!fresh) draft.history.restore(this.readHistory(personId, readSiteFile(draft.file).version))
    return draft
  }

  private draftAt(personId: number, dir: string, base: string): Draft {
    const file = join(dir, 'site.yaml')
    const publicDir = join(dir, 'public')
    const options = { keepPositions: true, publicDir, unusedFiles: false }
    // A change's history is kept before its file is written (see the top of this file).
    const history = new EditHistory(
      file,
      options,
      (next) => {
        this.writeNext(personId, next)
        pausePointNow('change-written')
      },
      draftHistoryLimit,
    )
    return { personId, dir, file, publicDir, base, history, ...drawnFrom(loadSite(file, options)), listeners: new Set() }
  }

  /** Starts the draft again from the branch as it is now: its changes and pictures go (not while it is published: undefined). */
  async discard(personId: number): Promise<Draft | undefined> {
    if (this.held.has(personId)) return undefined
    return this.restart(personId, await this.repository.update())
  }

  /**
   * The draft, moved to the branch's `head` when it holds nothing of the person's (no change, none to redo, no picture
   * added): a draft with no changes follows the branch by itself, and nobody is told of a newer version they can do
   * nothing about (the owner who had just published someone's review was). A draft with something in it stays.
   */
  async followBranch(personId: number, head: string): Promise<Draft> {
    const draft = await this.of(personId)
    if (draft.base === head || this.held.has(personId) || draft.history.entries.length > 0 || draft.history.canRedo) return draft
    if (this.addedUploads(draft, await this.publishedUploads(draft)).length > 0) return draft
    return this.restart(personId, head)
  }

  /** Starts the draft again from a commit (the branch's head, or the publish just pushed), with no history. */
  async restart(personId: number, commit: string): Promise<Draft> {
    const old = await this.of(personId)
    this.writeNext(personId, { done: [], undone: [], version: fileVersion(await this.repository.git(['show', `${commit}:site.yaml`])) })
    await this.repository.resetDraft(personId, commit)
    this.keepNext(personId)
    const draft = this.draftAt(personId, old.dir, commit)
    draft.listeners = old.listeners
    this.open.set(personId, Promise.resolve(draft))
    this.show(draft)
    return draft
  }

  /**
   * Moves the draft to begin from `commit` (the branch's newest), with `made`: its changes made again there (site.yaml's
   * new text, and its history), and the pictures it added kept. A kill at any step loses nothing: what the draft is to
   * become is written first, whole, to draft-history/ID.update/ (its site.yaml, its pictures, and last the commit, which
   * says the copy is whole); then its work tree moves to the commit; then the copy is put in it. On opening, a copy left
   * behind is put in the draft when its work tree had moved, else dropped (the draft is as it was).
   */
  async moveTo(personId: number, commit: string, made: { text: string; applied: HistoryEntry[] }): Promise<Draft> {
    const old = await this.of(personId)
    const copy = this.updateDir(personId)
    rmSync(copy, { recursive: true, force: true })
    for (const path of this.addedUploads(old, await this.publishedUploads(old))) {
      mkdirSync(dirname(join(copy, 'files', path)), { recursive: true })
      copyFileSync(join(old.dir, path), join(copy, 'files', path))
    }
    mkdirSync(copy, { recursive: true })
    writeFileSync(join(copy, 'site.yaml'), made.text)
    this.writeNext(personId, { done: made.applied, undone: [], version: fileVersion(made.text) })
    writeFileSync(join(copy, 'commit'), commit)
    await this.repository.resetDraft(personId, commit)
    pausePointNow('draft-moved')
    this.putCopyIn(personId, old.dir)
    const draft = this.draftAt(personId, old.dir, commit)
    draft.history.restore(this.readHistory(personId, readSiteFile(draft.file).version))
    draft.listeners = old.listeners
    this.open.set(personId, Promise.resolve(draft))
    this.show(draft)
    return draft
  }

  private updateDir(personId: number) {
    return join(this.historyDir, `${personId}.update`)
  }

  /** The copy moveTo made of what the draft becomes, put in its work tree (which is at the copy's commit), then dropped. */
  private putCopyIn(personId: number, dir: string) {
    const copy = this.updateDir(personId)
    if (existsSync(join(copy, 'files'))) cpSync(join(copy, 'files'), dir, { recursive: true })
    writeAtomically(join(dir, 'site.yaml'), readFileSync(join(copy, 'site.yaml'), 'utf8'))
    rmSync(copy, { recursive: true, force: true })
  }

  /** A move to a newer version cut short by a kill: finished when the work tree had moved, else forgotten. */
  private async finishMove(personId: number, dir: string) {
    const copy = this.updateDir(personId)
    if (!existsSync(copy)) return
    const commit = existsSync(join(copy, 'commit')) ? readFileSync(join(copy, 'commit'), 'utf8') : undefined
    if (commit && (await this.repository.draftBase(personId)) === commit) this.putCopyIn(personId, dir)
    else rmSync(copy, { recursive: true, force: true })
  }

  /** The drafts being published: a change made meanwhile would be in the draft but not in the commit, then lost. */
  private readonly held = new Set<number>()

  /** Whether the person's draft is held (being published). */
  isHeld(personId: number): boolean {
    return this.held.has(personId)
  }

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
    let result: ChangeResult | undefined
    try {
      result = act(draft.history)
    } catch (error) {
      // site.yaml did not get the change (its write is the last step that can fail): nor does the history.
      forget(this.nextFile(personId))
      if (isDiskFull(error)) return { ok: false, reason: 'impossible', message: diskFullMessage }
      throw error
    }
    if (result?.ok) {
      this.keepNext(personId)
      Object.assign(draft, drawnFrom(result.loaded))
      this.show(draft)
    }
    return result
  }

  /**
   * Saves a picture in the draft (`save`, of `bytes`): not while the draft is published, and not past the pictures a
   * draft may add (draftUploadLimit). The count and the save are one step: two uploads at once can't both pass.
   */
  async upload(personId: number, bytes: number, save: () => UploadAnswer): Promise<UploadAnswer | { ok: false; status: number; message: string }> {
    const draft = await this.of(personId)
    const published = await this.publishedUploads(draft)
    if (this.held.has(personId)) return { ok: false, status: 409, message: heldMessage }
    const added = this.addedUploads(draft, published)
    const total = added.reduce((sum, file) => sum + statSync(join(draft.dir, file)).size, 0)
    if (added.length >= draftUploadLimit.files) return { ok: false, status: 413, message: uploadWords.tooMany(added.length) }
    if (total + bytes > draftUploadLimit.bytes) return { ok: false, status: 413, message: uploadWords.tooLarge(total, bytes) }
    return save()
  }

  /**
   * The draft's version: what it would publish, as one hash of its start (the commit it began from), its site.yaml's
   * bytes and the pictures it adds (their paths and bytes). Any change, undo, redo, upload or discard gives another.
   */
  async version(personId: number): Promise<string> {
    const draft = await this.of(personId)
    const published = await this.publishedUploads(draft)
    const hash = createHash('sha256').update(`${draft.base}\0`).update(readFileSync(draft.file))
    for (const file of this.addedUploads(draft, published).sort()) hash.update(`\0${file}\0`).update(createHash('sha256').update(readFileSync(join(draft.dir, file))).digest('hex'))
    return hash.digest('hex')
  }

  /** The pictures of the upload folder in the commit the draft began from (their paths in the repository), read once per draft. */
  private readonly published = new WeakMap<Draft, Promise<Set<string>>>()
  private publishedUploads(draft: Draft): Promise<Set<string>> {
    let files = this.published.get(draft)
    if (!files) {
      const folder = relative(draft.dir, join(draft.publicDir, uploadFolder)).split(sep).join('/')
      files = this.repository.git(['ls-tree', '-r', '-z', '--name-only', draft.base, '--', folder], draft.dir).then((list) => new Set(list.split('\0').filter(Boolean)))
      this.published.set(draft, files)
      files.catch(() => this.published.delete(draft))
    }
    return files
  }

  /** The pictures the draft adds to the upload folder (their paths in the repository), read from the disk now. */
  private addedUploads(draft: Draft, published: Set<string>): string[] {
    const added: string[] = []
    const walk = (folder: string) => {
      let entries
      try {
        entries = readdirSync(folder, { withFileTypes: true })
      } catch {
        return // no upload folder yet
      }
      for (const entry of entries) {
        const file = join(folder, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (entry.isFile()) {
          const path = relative(draft.dir, file).split(sep).join('/')
          if (!published.has(path)) added.push(path)
        }
      }
    }
    walk(join(draft.publicDir, uploadFolder))
    return added
  }

  private show(draft: Draft) {
    const { update } = draft
    if (update) for (const listener of draft.listeners) listener(update)
  }

  private historyFile(personId: number) {
    return join(this.historyDir, `${personId}.json`)
  }

  /** The history a change or a restart is about to give the draft, kept before its files are written. */
  private nextFile(personId: number) {
    return join(this.historyDir, `${personId}.next.json`)
  }

  /**
   * The draft's history, for its site.yaml at `version`: one left by a change cut short is taken when the file got
   * the change, else dropped.
   */
  private readHistory(personId: number, version: string): HistoryState | undefined {
    if (readJson<HistoryState>(this.nextFile(personId))?.version === version) this.keepNext(personId)
    else forget(this.nextFile(personId))
    return readJson<HistoryState>(this.historyFile(personId))
  }

  /**
   * Written in place (no copy and rename): a file cut short by a kill does not read, and is dropped, which is right,
   * as its site.yaml was not written yet.
   */
  private writeNext(personId: number, next: HistoryState) {
    writeFileSync(this.nextFile(personId), JSON.stringify(next))
  }

  /** The draft's files have what the next history says: it is the history. */
  private keepNext(personId: number) {
    renameSync(this.nextFile(personId), this.historyFile(personId))
  }
}

export const heldMessage = 'Your draft is being published. Nothing was changed: make the change again in a moment.'
export const heldDiscardMessage = 'Your draft is being published. Nothing was discarded: try again in a moment.'

/** The words refusing a picture past what a draft may add (draftUploadLimit). */
export const uploadWords = {
  tooMany: (files: number) => `Your draft already adds ${files} pictures, the most a draft may add until it is published. Nothing was saved: once your draft is published, you can add more.`,
  tooLarge: (held: number, bytes: number) =>
    `A draft may add at most ${sizeWords(draftUploadLimit.bytes)} of pictures until it is published; yours adds ${sizeWords(held)}, and this one is ${sizeWords(bytes)}. Nothing was saved: once your draft is published, you can add more.`,
}
export const diskFullMessage = "The editing server's disk is full, so your change was not saved. Nothing was changed: tell the person who runs the server."

/** A write refused for want of room: the disk is full, or the server's user has used all of its quota. */
const isDiskFull = (error: unknown) => ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '')

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/** Removes a file if it is there. */
function forget(file: string) {
  rmSync(file, { force: true })
}

/** A check's result as a draft keeps it. */
function drawnFrom(loaded: LoadResult): Pick<Draft, 'update' | 'problem'> {
  if (loaded.site) return { update: siteUpdateOf(loaded, 'site.yaml'), problem: undefined }
  const first = loaded.errors[0]
  return { update: undefined, problem: first ? `site.yaml:${first.line}:${first.column}: ${first.message}` : 'site.yaml does not load.' }
}

export type { Change }
