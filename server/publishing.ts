// Publishing a draft: one commit on the branch, by the person who made the changes, pushed as a normal fast-forward.
// The commit is made with git's plumbing from the branch's head and the draft's files (site.yaml and the pictures it
// added), never from the draft's work tree and never forced: only the draft's files change. When the branch has
// moved since the draft began, the draft's changes are applied again, one by one, on the new head
// (src/site-changes/rebase.ts); a change whose place changed is a conflict, and nothing is pushed.
//
// Nothing is lost when the process is killed: the draft (site.yaml and its history) is untouched until the push is
// done, and a file in DIR/publishing/ names the commit between its making and the draft's restart. On the next
// publish (or the server's next start) that commit is looked for on the remote: there, the publish is finished;
// not there, it is forgotten and the draft, still whole, is published anew: never twice, never lost.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from 'yaml'
import { loadSiteText } from '../src/site/load-site'
import { dataOfText } from '../src/site-changes/change-pieces'
import { applyToText, type Change } from '../src/site-changes/operations'
import { rebase, type Keep } from '../src/site-changes/rebase'
import { siteDiff } from '../src/site-changes/site-diff'
import { scalarAt } from '../src/site-changes/values-at'
import { describeChange } from '../src/site-changes/words'
import type { Draft, Drafts } from './drafts'
import { pausePoint } from './pause-points'
import { byPage, commitMessage, summaryLimit, summaryLine, type PageChanges } from './publish-words'
import { GitError, type Repository } from './repository'

export interface Author {
  id: number
  name: string
  email: string
}

export interface Review {
  ok: true
  groups: PageChanges[]
  /** The pages the publish redraws (their paths on the site). */
  redrawn: string[]
  /** The pictures the draft adds. */
  pictures: string[]
  /** The check's warnings about the draft, in words. */
  warnings: string[]
  /** Why the draft can't be published now (a mistake in it, or nothing to publish). */
  problem?: string
}

export interface Conflict {
  /** The change's place in the draft's history (what a choice names, with its words). */
  index: number
  /** What the person did, in words. */
  words: string
  /** Why it can't be applied on the branch as it is now: what is there now. */
  reason: string
  /** Who changed it, and when (ISO), from git: the last commit since the draft began that did. */
  changedBy?: string
  changedAt?: string
}

/** A person's choice for a conflict: the change (its index and words, which must still match) and what to keep. */
export interface Choice {
  index: number
  words: string
  keep: Keep
}

/** A commit of the branch that changed site.yaml, in words (the Publish history). */
export interface PublishedChange {
  commit: string
  author: string
  /** ISO time. */
  at: string
  subject: string
  lines: string[]
  hasParent: boolean
}

class UndoRefused extends Error {}

/** "Undo: Pricing: Standard price ₹24,999 → ₹27,999", under the summary's limit. */
function undoSummary(subject: string): string {
  const line = `Undo: ${subject}`
  return line.length < summaryLimit ? line : `${line.slice(0, summaryLimit - 2)}…`
}

export type Published =
  | { ok: true; commit: string; summary: string }
  | { ok: false; message: string; conflicts?: Conflict[]; /** The draft started again (nothing of it was left to publish). */ restarted?: true }

export const publishWords = {
  nothing: 'Your draft has no changes to publish.',
  nothingLeft: 'Nothing of your draft was left to publish: it now starts again from the published version.',
  stale: 'Your draft changed since the conflicts were shown. Nothing was published: review it again.',
  notOnBranch: 'That is not a publish of the site’s branch.',
  firstVersion: 'That is the site’s first version: there is nothing before it to go back to.',
  undoneAlready: 'That publish’s changes are no longer on the site: there is nothing to undo.',
  undoBroken: (problem: string) => `Undoing that publish would leave the site with a mistake, so it was not done: ${problem}`,
  undoLines: 'That publish added, removed or moved things whose lines have changed since, so it can’t be undone here. Nothing was changed: a developer can undo it with git revert.',
  broken: (problem: string) => `Your draft has a mistake, so it can’t be published until it is put right: ${problem}`,
  unreachable: (reason: string) => `The site's repository could not be reached (${reason}). Your draft is kept; try again.`,
  refused: (reason: string) => `The site's repository refused the publish (${reason}). Your draft is kept.`,
  busy: 'The branch kept moving while your draft was being published (3 tries). Your draft is kept; try again in a minute.',
  conflicts: (count: number) => `${count === 1 ? 'One of your changes is' : `${count} of your changes are`} on places someone else has changed since your draft began. Nothing was published: choose for each what to keep.`,
}

/** How many times a push refused because the branch moved in between is tried again. */
const tries = 3

/** A commit made to be pushed (its whole id), or why none was. */
type Made = { ok: true; commit: string; summary: string } | Extract<Published, { ok: false }>

/** What a push on the branch's head does besides, at each of its moments (a publish: its journal). */
interface PushSteps {
  /** Before anything. */
  start?: () => Promise<unknown>
  /** The commit is made, and about to be pushed. */
  beforePush?: (commit: string) => Promise<void>
  /** The push was refused because the branch moved: that commit will never be on it. */
  moved?: () => void
  /** The push failed otherwise: whether its commit is on the remote all the same. */
  reached?: () => Promise<boolean>
  /** The push is done. */
  pushed: (commit: string) => Promise<void>
}

export class Publishing {
  private readonly journalDir: string
  /** One publish at a time on this server: each reads the branch's head and moves it. */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly repository: Repository,
    private readonly drafts: Drafts,
    /** Who the commits' committer is: the server. */
    private readonly committer: { name: string; email: string },
  ) {
    this.journalDir = join(repository.options.dataDir, 'publishing')
    mkdirSync(this.journalDir, { recursive: true })
  }

  /** What publishing the draft would change, in words, and whether it can be published. */
  async review(personId: number): Promise<Review> {
    const draft = await this.drafts.of(personId)
    const base = await this.siteAt(draft.base)
    const text = readFileSync(draft.file, 'utf8')
    const diff = siteDiff(parseOrNothing(base), parseOrNothing(text))
    const pictures = await this.picturesOf(draft)
    const checked = loadSiteText(text, { fileName: 'site.yaml', publicDir: draft.publicDir, unusedFiles: false })
    const warnings = checked.warnings.map((warning) => `${warning.message} (site.yaml line ${warning.line}, ${warning.where})`)
    const problem = draft.problem ? publishWords.broken(draft.problem) : diff.lines.length === 0 && pictures.length === 0 ? publishWords.nothing : undefined
    return { ok: true, groups: byPage(diff.lines), redrawn: diff.redrawn.map((page) => page.path), pictures, warnings, ...(problem && { problem }) }
  }

  /**
   * Publishes the person's draft as one commit by them, with their note and their choices for the conflicts shown
   * before; `coAuthor`, a publisher who publishes it for them.
   */
  publish(author: Author, note: string, choices: Choice[] = [], coAuthor?: Author): Promise<Published> {
    const run = this.queue.then(() => this.drafts.holding(author.id, () => this.publishNow(author, note, choices, coAuthor)))
    this.queue = run.catch(() => undefined)
    return run
  }

  private async publishNow(author: Author, note: string, choices: Choice[], coAuthor?: Author): Promise<Published> {
    const draft = await this.drafts.of(author.id)
    if (draft.problem) return { ok: false, message: publishWords.broken(draft.problem) }
    const entries = draft.history.entries
    if (choices.some((choice) => entries[choice.index]?.words !== choice.words)) return { ok: false, message: publishWords.stale }
    const keep = (index: number) => choices.find((choice) => choice.index === index)?.keep
    return this.pushOnHead(
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

  /**
   * A commit that `make` makes on the branch's head, pushed as a normal fast-forward: when the branch moved in between
   * (someone pushed), made again on the new head, `tries` times in all. A git error is answered in words.
   */
  private async pushOnHead(make: (head: string) => Promise<Made>, steps: PushSteps): Promise<Published> {
    try {
      await steps.start?.()
      for (let attempt = 1; ; attempt++) {
        const head = await this.repository.fetchBranch()
        const made = await make(head)
        if (!made.ok) return made
        const done = { ok: true as const, commit: made.commit.slice(0, 7), summary: made.summary }
        await steps.beforePush?.(made.commit)
        try {
          await this.repository.git(['push', '--quiet', 'origin', `${made.commit}:refs/heads/${this.repository.options.branch}`])
        } catch (error) {
          if (isMovedBranch(error)) steps.moved?.()
          if (isMovedBranch(error) && attempt < tries) continue
          if (isMovedBranch(error)) return { ok: false, message: publishWords.busy }
          // The remote may have taken the push and only its answer been lost.
          if (await steps.reached?.()) return done
          throw error
        }
        await steps.pushed(made.commit)
        return done
      }
    } catch (error) {
      if (error instanceof GitError) return { ok: false, message: gitWords(error) }
      throw error
    }
  }

  /** The commit of the draft's changes on `head` (applied again when the branch moved), not yet on any branch. */
  private async commitFor(
    draft: Draft,
    head: string,
    { author, note, keep, coAuthor }: { author: Author; note: string; keep: (index: number) => Keep | undefined; coAuthor?: Author },
  ): Promise<{ ok: true; commit: string; summary: string } | { ok: false; message: string; conflicts?: Conflict[] }> {
    const headText = await this.siteAt(head)
    let text = readFileSync(draft.file, 'utf8')
    if (head !== draft.base) {
      const entries = [...draft.history.entries]
      const rebased = rebase(headText, entries, keep)
      if (rebased.conflicts.length > 0) {
        const conflicts = await Promise.all(
          rebased.conflicts.map(async ({ entry, reason }) => ({ index: entries.indexOf(entry), words: entry.words, reason, ...(await this.whoChanged(draft.base, head, headText, entry.change)) })),
        )
        return { ok: false, message: publishWords.conflicts(conflicts.length), conflicts }
      }
      const checked = loadSiteText(rebased.text, { fileName: 'site.yaml', publicDir: draft.publicDir, unusedFiles: false })
      if (checked.errors.length > 0) return { ok: false, message: publishWords.broken(`${checked.errors[0].message} (line ${checked.errors[0].line})`) }
      text = rebased.text
    }
    const pictures = await this.picturesOf(draft)
    const groups = byPage(siteDiff(parseOrNothing(headText), parseOrNothing(text)).lines)
    if (groups.length === 0 && pictures.length === 0) return { ok: false, message: publishWords.nothing }

    const trailers = coAuthor ? [`Co-authored-by: ${coAuthor.name} <${coAuthor.email}>`] : []
    const files = pictures.map((picture) => ({ path: picture, file: join(draft.dir, picture) }))
    const commit = await this.commitOn(head, text, files, author, commitMessage(groups, note, trailers), `${draft.personId}`)
    return { ok: true, commit, summary: summaryLine(groups) }
  }

  /**
   * A commit on `head` with `text` as its site.yaml and these files added, by `author`, the server its committer; made
   * through an index of its own (named by `name`), so no work tree is touched. Not yet on any branch.
   */
  private async commitOn(head: string, text: string, files: { path: string; file: string }[], author: Author, message: string, name: string): Promise<string> {
    const index = join(this.journalDir, `${name}.index`)
    const git = (args: string[], input?: string) => (input === undefined ? this.repository.git(args, undefined, { GIT_INDEX_FILE: index }) : this.withInput(args, input, { GIT_INDEX_FILE: index }))
    try {
      await git(['read-tree', head])
      const mode = (await git(['ls-tree', head, '--', 'site.yaml'])).split(' ')[0] || '100644'
      const blob = (await git(['hash-object', '-w', '--stdin'], text)).trim()
      await git(['update-index', '--add', '--cacheinfo', `${mode},${blob},site.yaml`])
      for (const { path, file } of files) {
        const fileBlob = (await git(['hash-object', '-w', '--', file])).trim()
        await git(['update-index', '--add', '--cacheinfo', `100644,${fileBlob},${path}`])
      }
      const tree = (await git(['write-tree'])).trim()
      const people = {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: this.committer.name,
        GIT_COMMITTER_EMAIL: this.committer.email,
      }
      return (await this.withInput(['commit-tree', tree, '-p', head, '-F', '-'], message, people)).trim()
    } finally {
      rmSync(index, { force: true })
    }
  }

  /** The commits of the branch that changed site.yaml (the last 50), newest first, each in words. */
  async history(): Promise<PublishedChange[]> {
    const head = await this.repository.head()
    const log = await this.repository.git(['log', '-n', '50', '--format=%H%x00%P%x00%an%x00%aI%x00%s', head, '--', 'site.yaml'])
    const commits = log.split('\n').filter(Boolean).map((line) => line.split('\0'))
    return Promise.all(
      commits.map(async ([commit, parents, author, at, subject]) => {
        const parent = parents.split(' ')[0]
        return { commit, author, at, subject, hasParent: Boolean(parent), lines: parent ? await this.wordsOf(parent, commit) : ['The site’s first version.'] }
      }),
    )
  }

  /** What a commit changed in site.yaml, in words (as `npm run diff` between it and its parent says it). */
  private async wordsOf(parent: string, commit: string): Promise<string[]> {
    let words = this.commitWords.get(commit)
    if (!words) {
      words = siteDiff(parseOrNothing(await this.siteAt(parent)), parseOrNothing(await this.siteAt(commit))).lines.map((line) => line.words)
      this.commitWords.set(commit, words)
    }
    return words
  }

  private readonly commitWords = new Map<string, string[]>()

  /**
   * Undoes a commit of the branch with one new commit, made as changes on the branch as it is now: a later publish
   * that changed other places stays. Its values are set back one by one with the re-apply rule, so a value changed
   * since is a conflict card, as in a publish; a commit that added, removed or moved things is reversed line by line
   * (git revert), and refused when those lines changed since.
   */
  undo(person: Author, commit: string, choices: Choice[] = []): Promise<Published> {
    const run = this.queue.then(() => this.undoNow(person, commit, choices))
    this.queue = run.catch(() => undefined)
    return run
  }

  private undoNow(person: Author, wanted: string, choices: Choice[]): Promise<Published> {
    return this.pushOnHead(
      async (head) => {
        const commit = (await this.repository.git(['rev-parse', '--verify', '--quiet', `${wanted}^{commit}`]).catch(() => '')).trim()
        const onBranch = commit && (await this.repository.git(['merge-base', '--is-ancestor', commit, head]).then(() => true, () => false))
        if (!onBranch) return { ok: false, message: publishWords.notOnBranch }
        const parent = (await this.repository.git(['rev-parse', `${commit}^`]).catch(() => '')).trim()
        if (!parent) return { ok: false, message: publishWords.firstVersion }
        const [before, after, headText] = await Promise.all([this.siteAt(parent), this.siteAt(commit), this.siteAt(head)])
        const undone = await this.undoneText(commit, head, before, after, headText, choices)
        if (!undone.ok) return undone
        const checked = loadSiteText(undone.text, { fileName: 'site.yaml', unusedFiles: false })
        if (checked.errors.length > 0) return { ok: false, message: publishWords.undoBroken(`${checked.errors[0].message} (line ${checked.errors[0].line})`) }
        const groups = byPage(siteDiff(parseOrNothing(headText), parseOrNothing(undone.text)).lines)
        if (groups.length === 0) return { ok: false, message: publishWords.undoneAlready }
        const subject = (await this.repository.git(['log', '-1', '--format=%s', commit])).trim()
        const summary = undoSummary(subject)
        const made = await this.commitOn(head, undone.text, [], person, commitMessage(groups, '', [`This undoes ${commit}.`], summary), `undo-${person.id}`)
        return { ok: true, commit: made, summary }
      },
      { pushed: (commit) => this.knowBranchAt(commit) },
    )
  }

  /** site.yaml of `head` with the commit's changes undone, or the conflicts (for values) or the refusal (for the rest). */
  private async undoneText(commit: string, head: string, before: string, after: string, headText: string, choices: Choice[]): Promise<{ ok: true; text: string } | { ok: false; message: string; conflicts?: Conflict[] }> {
    const values = valueChanges(parseOrNothing(before), parseOrNothing(after))
    if (values) {
      // Each value set back, as a change made on the commit's own file (so its inverse is the one rebase expects).
      let text = after
      const entries = values.map(({ path, old, now }) => {
        const change: Change = { kind: 'set', path, value: old, was: now }
        const applied = applyToText(text, change)
        const entry = describeChange(change, applied.inverse, dataOfText(text), dataOfText(applied.text))
        text = applied.text
        return entry
      })
      if (choices.some((choice) => entries[choice.index]?.words !== choice.words)) return { ok: false, message: publishWords.stale }
      const rebased = rebase(headText, entries, (index) => choices.find((choice) => choice.index === index)?.keep)
      if (rebased.conflicts.length > 0) {
        const conflicts = await Promise.all(rebased.conflicts.map(async ({ entry, reason }) => ({ index: entries.indexOf(entry), words: entry.words, reason, ...(await this.whoChanged(commit, head, headText, entry.change)) })))
        return { ok: false, message: publishWords.conflicts(conflicts.length), conflicts }
      }
      return { ok: true, text: rebased.text }
    }
    // Items or keys added, removed or moved: the commit's lines of site.yaml reversed on the head, in a work tree of its own.
    const dir = join(this.journalDir, 'undo-work')
    rmSync(dir, { recursive: true, force: true })
    await this.repository.git(['worktree', 'prune'])
    await this.repository.git(['worktree', 'add', '--detach', '--force', '--quiet', dir, head])
    try {
      await this.repository.git(['revert', '--no-commit', commit], dir).catch(() => {
        throw new UndoRefused()
      })
      return { ok: true, text: readFileSync(join(dir, 'site.yaml'), 'utf8') }
    } catch (error) {
      if (error instanceof UndoRefused) return { ok: false, message: publishWords.undoLines }
      throw error
    } finally {
      await this.repository.git(['worktree', 'remove', '--force', dir]).catch(() => rmSync(dir, { recursive: true, force: true }))
    }
  }

  /** The branch as known here is `commit`, which the remote has now. */
  private async knowBranchAt(commit: string) {
    await this.repository.git(['update-ref', `refs/remotes/origin/${this.repository.options.branch}`, commit])
  }

  /** A publish pushed: the branch as known here is its commit, and the draft starts again from it. */
  private async finish(personId: number, commit: string) {
    await this.knowBranchAt(commit)
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

  /** Who last changed site.yaml since the draft began, where the change was made (for a value, the commit that wrote what is there now). */
  private async whoChanged(base: string, head: string, headText: string, change: Change): Promise<Pick<Conflict, 'changedBy' | 'changedAt'>> {
    let now: string | undefined
    try {
      if (change.kind === 'set') now = String(scalarAt(headText, change.path))
    } catch {
      now = undefined
    }
    const log = (pickaxe: string[]) => this.repository.git(['log', '-1', '--format=%an%x00%aI', ...pickaxe, `${base}..${head}`, '--', 'site.yaml'])
    const found = (now ? await log(['-S', now]) : '') || (await log([]))
    const [changedBy, changedAt] = found.trim().split('\0')
    return changedBy ? { changedBy, changedAt } : {}
  }

  /** site.yaml as a commit has it. */
  private siteAt(commit: string): Promise<string> {
    return this.repository.git(['show', `${commit}:site.yaml`])
  }

  /** The pictures the draft added or changed under public/ (its paths in the repository). */
  private async picturesOf(draft: Draft): Promise<string[]> {
    const status = await this.repository.git(['status', '--porcelain', '-z', '--untracked-files=all', '--', relative(draft.dir, draft.publicDir) || 'public'], draft.dir)
    return status
      .split('\0')
      .filter((entry) => entry.length > 3 && !entry.startsWith(' D') && !entry.startsWith('D '))
      .map((entry) => entry.slice(3))
  }

  private withInput(args: string[], input: string, env: Record<string, string>): Promise<string> {
    return this.repository.gitWithInput(args, input, env)
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

function parseOrNothing(text: string): unknown {
  try {
    return parse(text)
  } catch {
    return undefined
  }
}

/** A push refused because the branch has commits this server has not seen (someone pushed in between). */
const isMovedBranch = (error: unknown) => error instanceof GitError && /\[rejected\]|non-fast-forward|fetch first/.test(error.message)

/** What git said, in the person's words (the message is already scrubbed of the remote's credential). */
export function gitWords(error: GitError): string {
  const said = error.message
  // A host that answers 403 was reached, and will not let the credential push: trying again would not help.
  if (/returned error: 403/.test(said)) return publishWords.refused(refusalWords(said))
  if (/Could not resolve host|Connection refused|Couldn't connect|timed out|unable to access|does not appear to be a git repository|Could not read from remote|No such file or directory|not found/i.test(said)) {
    return publishWords.unreachable(reachWords(said))
  }
  return publishWords.refused(refusalWords(said))
}

function reachWords(said: string): string {
  if (/Could not resolve host/i.test(said)) return 'its address was not found'
  if (/Connection refused|Couldn't connect/i.test(said)) return 'it did not answer'
  if (/timed out/i.test(said)) return 'it took too long to answer'
  if (/Empty reply|Connection reset|Recv failure|Send failure|hung up unexpectedly|unexpected disconnect/i.test(said)) return 'the connection to it was cut'
  if (/Authentication failed|403|401/i.test(said)) return 'it did not accept the server’s credential'
  return lastLine(said)
}

function refusalWords(said: string): string {
  if (/protected branch|GH006|pre-receive hook declined|hook declined/i.test(said)) return 'the branch is protected: a push to it is not allowed'
  if (/permission|denied|403|not allowed|Authentication failed/i.test(said)) return 'the server’s credential may not push to it'
  return lastLine(said)
}

const lastLine = (said: string) =>
  said
    .split('\n')
    .map((line) => line.replace(/^(git \w+: )?(fatal|error|remote): /, '').trim())
    .filter(Boolean)
    .at(-1) ?? 'no reason given'

/** A value that differs between two versions of the data, at the same place. */
interface ValueChange {
  path: (string | number)[]
  old: string | number | boolean
  now: string | number | boolean
}

/**
 * The values that differ between two versions, when nothing else does (no item or key added, removed or moved);
 * undefined when something else does.
 */
export function valueChanges(before: unknown, after: unknown, path: (string | number)[] = [], out: ValueChange[] = []): ValueChange[] | undefined {
  if (JSON.stringify(before) === JSON.stringify(after)) return out
  const scalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value)
  if (scalar(before) && scalar(after)) {
    out.push({ path, old: before as ValueChange['old'], now: after as ValueChange['now'] })
    return out
  }
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object' || Array.isArray(before) !== Array.isArray(after)) return undefined
  const keys = Object.keys(before)
  if (keys.length !== Object.keys(after).length || keys.some((key, index) => Object.keys(after)[index] !== key)) return undefined
  for (const key of keys) {
    const found = valueChanges((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], [...path, Array.isArray(before) ? Number(key) : key], out)
    if (!found) return undefined
  }
  return out
}
