// The Publish history, and undoing a publish of it: every commit of the branch that changed site.yaml, by anyone, in
// words (`npm run diff`'s, between it and its parent); an undo of one is a new commit on the branch as it is now
// (server/branch.ts), in turn with publishes.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { PublishedCommit } from '../src/editing-app/api'
import { loadSiteText } from '../src/site/load-site'
import { dataOfText } from '../src/site-changes/change-pieces'
import { applyToText, type Change } from '../src/site-changes/operations'
import { rebase } from '../src/site-changes/rebase'
import { siteDiff } from '../src/site-changes/site-diff'
import { describeChange } from '../src/site-changes/words'
import { parseOrNothing, type Author, type Branch, type Choice, type Conflict, type Published } from './branch'
import { byPage, commitMessage, summaryLimit, summaryLine } from './publish-words'
import type { Repository } from './repository'

/** What the person is told when an undo can't be made. */
export const undoWords = {
  busy: 'The branch kept moving while the undo was being made (3 tries). Nothing was changed; try again in a minute.',
  unreachable: (reason: string) => `The site's repository could not be reached (${reason}). Nothing was undone; try again.`,
  refused: (reason: string) => `The site's repository refused the undo (${reason}). Nothing was undone.`,
  stale: 'The site changed since the conflicts were shown. Nothing was undone: look at them again.',
  conflicts: (count: number) => `${count === 1 ? 'One of the changes to undo is on a place' : `${count} of the changes to undo are on places`} someone has changed since that publish. Nothing was undone: choose for each what to keep.`,
  notOnBranch: 'That is not a publish of the site’s branch.',
  firstVersion: 'That is the site’s first version: there is nothing before it to go back to.',
  undoneAlready: 'That publish’s changes are no longer on the site: there is nothing to undo.',
  undoBroken: (problem: string) => `Undoing that publish would leave the site with a mistake, so it was not done: ${problem}`,
  undoLines: 'That publish added, removed or moved things whose lines have changed since, so it can’t be undone here. Nothing was changed: a developer can undo it with git revert.',
}

class UndoRefused extends Error {}

/** The title of the site's first commit, and of a developer's commit that changed nothing a page shows. */
export const firstVersion = 'The site’s first version'
export const developerChange = 'A developer changed the site’s code'

/** "Undo: Pricing: Standard price ₹24,999 → ₹27,999", under the summary's limit. */
function undoSummary(subject: string): string {
  const line = `Undo: ${subject}`
  return line.length < summaryLimit ? line : `${line.slice(0, summaryLimit - 2)}…`
}

export class PublishHistory {
  private readonly commitWords = new Map<string, string[]>()

  constructor(
    private readonly repository: Repository,
    private readonly branch: Branch,
    /** The server's own commits are known by their committer's address: their first line is already in words. */
    private readonly serverEmail: string,
  ) {}

  /** The commits of the branch that changed site.yaml (the last 50), newest first, each in words. */
  async list(): Promise<PublishedCommit[]> {
    const head = await this.repository.head()
    const log = await this.repository.git(['log', '-n', '50', '--format=%H%x00%P%x00%an%x00%aI%x00%ce%x00%s', head, '--', 'site.yaml'])
    const commits = log.split('\n').filter(Boolean).map((line) => line.split('\0'))
    return Promise.all(
      commits.map(async ([commit, parents, author, at, committer, subject]) => {
        const parent = parents.split(' ')[0]
        if (!parent) return { commit, author, at, subject: firstVersion, hasParent: false, lines: ['The site’s first version.'] }
        const lines = await this.wordsOf(parent, commit)
        return { commit, author, at, subject: this.titleOf(committer, subject, lines), hasParent: true, lines }
      }),
    )
  }

  /**
   * A commit's title in the history, and its undo's: a publish's own first line; a developer's commit (its first line
   * is theirs, "site.yaml: og image", written for developers) in the words of its changes to the site, or, when it
   * changed nothing a page shows, that a developer changed the site's code.
   */
  private titleOf(committer: string, subject: string, lines: string[]): string {
    if (committer === this.serverEmail) return subject
    return lines.length > 0 ? summaryLine(byPage(lines.map((words) => ({ words })))) : developerChange
  }

  /** What a commit changed in site.yaml, in words (as `npm run diff` between it and its parent says it). */
  private async wordsOf(parent: string, commit: string): Promise<string[]> {
    let words = this.commitWords.get(commit)
    if (!words) {
      words = siteDiff(parseOrNothing(await this.branch.siteAt(parent)), parseOrNothing(await this.branch.siteAt(commit))).lines.map((line) => line.words)
      this.commitWords.set(commit, words)
    }
    return words
  }

  /**
   * Undoes a commit of the branch with one new commit, made as changes on the branch as it is now: a later publish
   * that changed other places stays. Its values are set back one by one with the re-apply rule, so a value changed
   * since is a conflict card, as in a publish; a commit that added, removed or moved things is reversed line by line
   * (git revert), and refused when those lines changed since.
   */
  undo(person: Author, commit: string, choices: Choice[] = []): Promise<Published> {
    return this.branch.inTurn(() => this.undoNow(person, commit, choices))
  }

  private undoNow(person: Author, wanted: string, choices: Choice[]): Promise<Published> {
    return this.branch.pushOnHead(
      async (head) => {
        const commit = (await this.repository.git(['rev-parse', '--verify', '--quiet', `${wanted}^{commit}`]).catch(() => '')).trim()
        const onBranch = commit && (await this.repository.git(['merge-base', '--is-ancestor', commit, head]).then(() => true, () => false))
        if (!onBranch) return { ok: false, message: undoWords.notOnBranch }
        const parent = (await this.repository.git(['rev-parse', `${commit}^`]).catch(() => '')).trim()
        if (!parent) return { ok: false, message: undoWords.firstVersion }
        const [before, after, headText] = await Promise.all([this.branch.siteAt(parent), this.branch.siteAt(commit), this.branch.siteAt(head)])
        const undone = await this.undoneText(commit, head, before, after, headText, choices)
        if (!undone.ok) return undone
        // Checked against the pictures of the branch as it is (those a publish added too), not the server's own project.
        const checked = loadSiteText(undone.text, { fileName: 'site.yaml', publicDir: await this.branch.publicDirAt(head), unusedFiles: false })
        if (checked.errors.length > 0) return { ok: false, message: undoWords.undoBroken(`${checked.errors[0].message} (line ${checked.errors[0].line})`) }
        const groups = byPage(siteDiff(parseOrNothing(headText), parseOrNothing(undone.text)).lines)
        if (groups.length === 0) return { ok: false, message: undoWords.undoneAlready }
        const [committer, subject] = (await this.repository.git(['log', '-1', '--format=%ce%x00%s', commit])).trim().split('\0')
        const summary = undoSummary(this.titleOf(committer, subject, await this.wordsOf(parent, commit)))
        const made = await this.branch.commitOn(head, undone.text, [], person, commitMessage(groups, '', [`This undoes ${commit}.`], summary), `undo-${person.id}`)
        return { ok: true, commit: made, summary }
      },
      { words: undoWords, pushed: (commit) => this.branch.movedTo(commit) },
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
      if (choices.some((choice) => entries[choice.index]?.words !== choice.words)) return { ok: false, message: undoWords.stale }
      const rebased = rebase(headText, entries, (index) => choices.find((choice) => choice.index === index)?.keep)
      if (rebased.conflicts.length > 0) {
        const conflicts = await Promise.all(rebased.conflicts.map(async ({ entry, reason }) => ({ index: entries.indexOf(entry), words: entry.words, reason, ...(await this.branch.whoChanged(commit, head, headText, entry.change)) })))
        return { ok: false, message: undoWords.conflicts(conflicts.length), conflicts }
      }
      return { ok: true, text: rebased.text }
    }
    // Items or keys added, removed or moved: the commit's lines of site.yaml reversed on the head, in a work tree of its own.
    const dir = join(this.branch.workDir, 'undo-work')
    rmSync(dir, { recursive: true, force: true })
    await this.repository.git(['worktree', 'prune'])
    await this.repository.git(['worktree', 'add', '--detach', '--force', '--quiet', dir, head])
    try {
      await this.repository.git(['revert', '--no-commit', commit], dir).catch(() => {
        throw new UndoRefused()
      })
      return { ok: true, text: readFileSync(join(dir, 'site.yaml'), 'utf8') }
    } catch (error) {
      if (error instanceof UndoRefused) return { ok: false, message: undoWords.undoLines }
      throw error
    } finally {
      await this.repository.git(['worktree', 'remove', '--force', dir]).catch(() => rmSync(dir, { recursive: true, force: true }))
    }
  }
}

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
