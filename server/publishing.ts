// Publishing a draft: one commit on the branch, by the person who made the changes, pushed as a normal fast-forward.
// The commit is made with git's plumbing (server/branch.ts) from the branch's head and the draft's files (site.yaml and
// the pictures it added), never from the draft's work tree and never forced: only the draft's files change. When the
// branch has moved since the draft began, the draft's changes are applied again, one by one, on the new head
// (src/site-changes/rebase.ts); a change whose place changed is a conflict, and nothing is pushed.
//
// Nothing is lost when the process is killed: the draft (site.yaml and its history) is untouched until the push is
// done, and a file in DIR/publishing/ names the commit between its making and the draft's restart. On the next
// publish (or the server's next start) that commit is looked for on the remote: there, the publish is finished;
// not there, it is forgotten and the draft, still whole, is published anew: never twice, never lost.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { PublishedCommit, ReviewAnswer } from '../src/editing-app/api'
import { loadSiteText } from '../src/site/load-site'
import { rebase, type Keep } from '../src/site-changes/rebase'
import { problemRefusal } from '../src/site-changes/refusal-words'
import { siteDiff } from '../src/site-changes/site-diff'
import type { HistoryEntry } from '../src/site-changes/words'
import { Branch, parseOrNothing, type Author, type Choice, type Conflict, type Published } from './branch'
import type { Draft, Drafts } from './drafts'
import { pausePoint } from './pause-points'
import { byPage, commitMessage, pagesInWords, picturesInWords, publishWords, summaryLine, updateWords } from './publish-words'
import type { Repository } from './repository'
import { PublishHistory } from './undo'

/** What the dock's review dialog is answered (GET /api/publish/review): the same shape, written once. */
export type Review = ReviewAnswer

/** Publish's refusal of a draft that changed since it was reviewed (the route that asked says it in its own words). */
export const notAsReviewed = 'The draft changed after it was reviewed. Nothing was published.'

export class Publishing {
  private readonly journalDir: string
  private readonly branch: Branch
  private readonly publishes: PublishHistory

  constructor(
    private readonly repository: Repository,
    private readonly drafts: Drafts,
    /** Who the commits' committer is: the server. */
    committer: { name: string; email: string },
  ) {
    this.journalDir = join(repository.options.dataDir, 'publishing')
    mkdirSync(this.journalDir, { recursive: true })
    this.branch = new Branch(repository, committer, this.journalDir)
    this.publishes = new PublishHistory(repository, this.branch, committer.email)
  }

  /** What publishing the draft would change, in words, and whether it can be published. */
  async review(personId: number): Promise<Review> {
    const draft = await this.drafts.of(personId)
    const base = await this.branch.siteAt(draft.base)
    const text = readFileSync(draft.file, 'utf8')
    const data = parseOrNothing(text)
    const diff = siteDiff(parseOrNothing(base), data)
    const pictures = picturesInWords(data, await this.picturesOf(draft))
    const checked = loadSiteText(text, { fileName: 'site.yaml', publicDir: draft.publicDir, unusedFiles: false })
    // In the editor's words, where it is on the page (not "site.yaml line 1554, /clients → section 2 (logoWall)").
    const warnings = checked.warnings.map((warning) => problemRefusal(warning, data).message)
    const problem = draft.problem ? publishWords.broken(draft.problem) : diff.lines.length === 0 && pictures.length === 0 ? publishWords.nothing : undefined
    return { ok: true, groups: byPage(diff.lines), redrawn: pagesInWords(data, diff.redrawn.map((page) => page.path)), pictures, warnings, ...(problem && { problem }), ...(diff.firstPage && { firstPage: diff.firstPage }) }
  }

  /** The last count of each draft, with what it was counted from. */
  private readonly counted = new WeakMap<Draft, { text: string; pictures: string; count: number }>()
  /** The site.yaml a draft began from, parsed once for every draft that began there. */
  private parsedBase?: { commit: string; data: Promise<unknown> }

  /**
   * How many changes the draft holds, counted as its review lists them: each line of words and each picture it adds.
   * The dock's "3 changes since the published version" is this, so the two never disagree (a price changed twice is
   * one change; a change undone is none).
   */
  async changeCount(personId: number): Promise<number> {
    const draft = await this.drafts.of(personId)
    const text = readFileSync(draft.file, 'utf8')
    const pictures = (await this.picturesOf(draft)).join('\0')
    const last = this.counted.get(draft)
    if (last && last.text === text && last.pictures === pictures) return last.count
    if (this.parsedBase?.commit !== draft.base) this.parsedBase = { commit: draft.base, data: this.branch.siteAt(draft.base).then(parseOrNothing) }
    const lines = siteDiff(await this.parsedBase.data, parseOrNothing(text)).lines.length
    const count = lines + (pictures ? pictures.split('\0').length : 0)
    this.counted.set(draft, { text, pictures, count })
    return count
  }

  /**
   * Publishes the person's draft as one commit by them, with their note and their choices for the conflicts shown
   * before; `coAuthor`, a publisher who publishes it for them; `reviewed`, the version of the draft they reviewed
   * (Drafts.version): a draft that is no longer that version is not published. It is compared with the draft held,
   * so no change comes between the comparison and the commit.
   */
  publish(author: Author, note: string, choices: Choice[] = [], coAuthor?: Author, reviewed?: string): Promise<Published> {
    return this.branch.inTurn(() =>
      this.drafts.holding(author.id, async () => {
        if (reviewed !== undefined && (await this.drafts.version(author.id)) !== reviewed) return { ok: false, message: notAsReviewed }
        return this.publishNow(author, note, choices, coAuthor)
      }),
    )
  }

  /** The Publish history (server/undo.ts). */
  history(): Promise<PublishedCommit[]> {
    return this.publishes.list()
  }

  /** Undoes a publish of the history (server/undo.ts), in turn with the publishes. */
  undo(person: Author, commit: string, choices: Choice[] = []): Promise<Published> {
    return this.publishes.undo(person, commit, choices)
  }

  private async publishNow(author: Author, note: string, choices: Choice[], coAuthor?: Author): Promise<Published> {
    const draft = await this.drafts.of(author.id)
    if (draft.problem) return { ok: false, message: publishWords.broken(draft.problem) }
    const entries = draft.history.entries
    if (choices.some((choice) => entries[choice.index]?.words !== choice.words)) return { ok: false, message: publishWords.stale }
    const keep = (index: number) => choices.find((choice) => choice.index === index)?.keep
    return this.branch.pushOnHead(
      async (head) => {
        const made = await this.commitFor(draft, head, { author, note, keep, coAuthor })
        if (!made.ok && made.message === publishWords.nothing && choices.length > 0 && head !== draft.base) {
          // Every change left out by the person's choice: the draft is the published version.
          await this.drafts.restart(author.id, head)
          return { ok: false, message: publishWords.nothingLeft, restarted: true }
        }
        return made
      },
      {
        words: publishWords,
        // A publish killed before is finished or forgotten first.
        start: () => this.settle(author.id),
        beforePush: async (commit) => {
          await pausePoint('committed')
          this.writeJournal(author.id, commit)
          await pausePoint('before-push')
        },
        moved: () => this.forgetJournal(author.id),
        // Looked for on the remote, as after a kill.
        reached: async () => {
          if (await this.settle(author.id).catch(() => false)) return true
          this.forgetJournal(author.id)
          return false
        },
        pushed: async (commit) => {
          await pausePoint('pushed')
          await this.finish(author.id, commit)
        },
      },
    )
  }

  /** The commit of the draft's changes on `head` (applied again when the branch moved), not yet on any branch. */
  private async commitFor(
    draft: Draft,
    head: string,
    { author, note, keep, coAuthor }: { author: Author; note: string; keep: (index: number) => Keep | undefined; coAuthor?: Author },
  ): Promise<{ ok: true; commit: string; summary: string } | { ok: false; message: string; conflicts?: Conflict[] }> {
    const headText = await this.branch.siteAt(head)
    let text = readFileSync(draft.file, 'utf8')
    if (head !== draft.base) {
      const rebased = await this.madeAgainOn(draft, head, headText, keep)
      if (!rebased.ok) return { ok: false, message: rebased.conflicts ? publishWords.conflicts(rebased.conflicts.length) : publishWords.broken(rebased.mistake), conflicts: rebased.conflicts }
      text = rebased.text
    }
    const pictures = await this.picturesOf(draft)
    const groups = byPage(siteDiff(parseOrNothing(headText), parseOrNothing(text)).lines)
    if (groups.length === 0 && pictures.length === 0) return { ok: false, message: publishWords.nothing }

    const trailers = coAuthor ? [`Co-authored-by: ${coAuthor.name} <${coAuthor.email}>`] : []
    const files = pictures.map((picture) => ({ path: picture, file: join(draft.dir, picture) }))
    const commit = await this.branch.commitOn(head, text, files, author, commitMessage(groups, note, trailers), `${draft.personId}`)
    return { ok: true, commit, summary: summaryLine(groups) }
  }

  /**
   * The draft's changes made again, one by one, on the branch's `head` (src/site-changes/rebase.ts): the new text and
   * its history; or the changes whose place someone changed since (conflicts, with who and when), or the first mistake
   * of the whole file.
   */
  private async madeAgainOn(
    draft: Draft,
    head: string,
    headText: string,
    keep: (index: number) => Keep | undefined,
  ): Promise<{ ok: true; text: string; applied: HistoryEntry[] } | { ok: false; conflicts: Conflict[]; mistake?: undefined } | { ok: false; mistake: string; conflicts?: undefined }> {
    const entries = [...draft.history.entries]
    const rebased = rebase(headText, entries, keep)
    if (rebased.conflicts.length > 0) {
      const conflicts = await Promise.all(
        rebased.conflicts.map(async ({ entry, reason }) => ({ index: entries.indexOf(entry), words: entry.words, reason, ...(await this.branch.whoChanged(draft.base, head, headText, entry.change)) })),
      )
      return { ok: false, conflicts }
    }
    // The pictures it names are the draft's and the branch's: a publish since may have added some the draft has not.
    const checked = loadSiteText(rebased.text, { fileName: 'site.yaml', publicDir: draft.publicDir, alsoPublicDirs: [await this.branch.publicDirAt(head)], unusedFiles: false })
    if (checked.errors.length > 0) return { ok: false, mistake: `${checked.errors[0].message} (line ${checked.errors[0].line})` }
    return { ok: true, text: rebased.text, applied: rebased.applied }
  }

  /**
   * "Bring my draft up to date": the draft's changes made again on the newest published version, with the person's
   * choices for the conflicts shown before; the draft then begins there, with its pictures and its changes (each
   * can still be undone). Nothing of the draft changes when a change is a conflict or the result has a mistake.
   */
  bringUpToDate(personId: number, choices: Choice[] = []): Promise<{ ok: true; message: string } | { ok: false; message: string; conflicts?: Conflict[] }> {
    // In turn with the publishes: the person's own publish, asked meanwhile, waits for the draft to be moved.
    return this.branch.inTurn(() => this.drafts.holding(personId, async () => {
      const head = await this.repository.fetchBranch()
      const draft = await this.drafts.of(personId)
      if (head === draft.base) return { ok: true, message: updateWords.upToDate }
      if (draft.problem) return { ok: false, message: updateWords.broken(draft.problem) }
      const entries = draft.history.entries
      if (choices.some((choice) => entries[choice.index]?.words !== choice.words)) return { ok: false, message: updateWords.stale }
      const keep = (index: number) => choices.find((choice) => choice.index === index)?.keep
      const rebased = await this.madeAgainOn(draft, head, await this.branch.siteAt(head), keep)
      if (!rebased.ok) return rebased.conflicts ? { ok: false, message: updateWords.conflicts(rebased.conflicts.length), conflicts: rebased.conflicts } : { ok: false, message: updateWords.mistake(rebased.mistake) }
      await this.drafts.moveTo(personId, head, rebased)
      return { ok: true as const, message: updateWords.done }
    }))
  }

  /** A publish pushed: the branch as known here is its commit, and the draft starts again from it. */
  private async finish(personId: number, commit: string) {
    await this.branch.movedTo(commit)
    await this.drafts.restart(personId, commit)
    this.forgetJournal(personId)
  }

  /** A publish the process was killed in: finished when its commit reached the remote (true), else forgotten. */
  async settle(personId: number): Promise<boolean> {
    const commit = this.readJournal(personId)
    if (!commit) return false
    const head = await this.repository.fetchBranch()
    const pushed = await this.repository.git(['merge-base', '--is-ancestor', commit, head]).then(
      () => true,
      () => false,
    )
    if (pushed) await this.finish(personId, head)
    else this.forgetJournal(personId)
    return pushed
  }

  /**
   * Every publish a kill interrupted, settled when the server starts, before anyone's draft opens or changes (a
   * remote out of reach fails the start, as the clone's fetch does).
   */
  async settleAll() {
    for (const name of readdirSync(this.journalDir)) {
      const personId = /^(\d+)\.json$/.exec(name)?.[1]
      if (personId) await this.settle(Number(personId))
    }
  }

  /** The pictures the draft added or changed under public/ (its paths in the repository). */
  private async picturesOf(draft: Draft): Promise<string[]> {
    const status = await this.repository.git(['status', '--porcelain', '-z', '--untracked-files=all', '--', relative(draft.dir, draft.publicDir) || 'public'], draft.dir)
    return status
      .split('\0')
      .filter((entry) => entry.length > 3 && !entry.startsWith(' D') && !entry.startsWith('D '))
      .map((entry) => entry.slice(3))
  }

  private journalFile(personId: number) {
    return join(this.journalDir, `${personId}.json`)
  }

  private readJournal(personId: number): string | undefined {
    const file = this.journalFile(personId)
    if (!existsSync(file)) return undefined
    try {
      return (JSON.parse(readFileSync(file, 'utf8')) as { commit?: string }).commit
    } catch {
      return undefined
    }
  }

  private writeJournal(personId: number, commit: string) {
    const file = this.journalFile(personId)
    writeFileSync(`${file}.new`, JSON.stringify({ commit }))
    renameSync(`${file}.new`, file)
  }

  private forgetJournal(personId: number) {
    rmSync(this.journalFile(personId), { force: true })
  }
}
