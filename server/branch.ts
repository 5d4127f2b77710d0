// The site's branch as the editing server changes it: a publish (server/publishing.ts) or an undo of one
// (server/undo.ts) is one commit, made with git's plumbing on the branch's head (never from a work tree) and pushed as
// a normal fast-forward, never forced; one at a time on this server.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { Choice } from '../src/editing-app/api'
import type { Change } from '../src/site-changes/operations'
import { scalarAt } from '../src/site-changes/values-at'
import { publishWords } from './publish-words'
import { GitError, type Repository } from './repository'

export interface Author {
  id: number
  name: string
  email: string
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

export type { Choice }

/** Conflict choices as a dialog sends them back (a publish, an update, an undo). */
export function validChoices(choices: unknown): choices is Choice[] {
  return (
    Array.isArray(choices) &&
    choices.length <= 1000 &&
    choices.every((choice) => {
      const { index, words, keep } = (choice ?? {}) as Partial<Choice>
      return Number.isInteger(index) && (index as number) >= 0 && typeof words === 'string' && (keep === 'mine' || keep === 'theirs')
    })
  )
}

export type Published =
  | { ok: true; commit: string; summary: string }
  | { ok: false; message: string; conflicts?: Conflict[]; /** The draft started again (nothing of it was left to publish). */ restarted?: true }

/** How many times a push refused because the branch moved in between is tried again. */
const tries = 3

/** A commit made to be pushed (its whole id) and its summary, or why none was made. */
type Made = { ok: true; commit: string; summary: string } | Extract<Published, { ok: false }>

/** What the person is told when the push can't be made: in the words of what it was for (a publish, an undo). */
export type PushWords = Pick<typeof publishWords, 'busy' | 'unreachable' | 'refused'>

/** What a change of the branch does besides, at each moment of its push (a publish: its journal, and its pause points). */
interface PushSteps {
  /** Its refusals, in the words of what the push is for. */
  words: PushWords
  /** Before the first fetch. */
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

export class Branch {
  /** One change of the branch at a time on this server: each reads its head and moves it. */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly repository: Repository,
    /** Who the commits' committer is: the server. */
    private readonly committer: { name: string; email: string },
    /** The folder a commit's index is made in (and an undo's work tree). */
    readonly workDir: string,
  ) {}

  /** `run`, once every change of the branch asked for before it is over. */
  inTurn<T>(run: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(run)
    this.queue = turn.catch(() => undefined)
    return turn
  }

  /**
   * The commit `make` makes on the branch's head, pushed as a normal fast-forward (a publish, an undo): when the branch
   * moved in between (someone pushed), made again on the new head, `tries` times in all. A git error is answered in
   * words.
   */
  async pushOnHead(make: (head: string) => Promise<Made>, steps: PushSteps): Promise<Published> {
    try {
      await steps.start?.()
      for (let attempt = 1; ; attempt++) {
        // First on the branch as last known (a fetch over the network is a second or more on a phone's wait); the push
        // is taken only if the remote is still there, so a branch that moved (or was rewound) is fetched and made again.
        const head = attempt === 1 ? await this.repository.head() : await this.repository.fetchBranch()
        const made = await make(head)
        if (!made.ok) return made
        const done = { ok: true as const, commit: made.commit.slice(0, 7), summary: made.summary }
        await steps.beforePush?.(made.commit)
        try {
          const branch = `refs/heads/${this.repository.options.branch}`
          await this.repository.git(['push', '--quiet', `--force-with-lease=${branch}:${head}`, 'origin', `${made.commit}:${branch}`])
        } catch (error) {
          if (isMovedBranch(error)) steps.moved?.()
          if (isMovedBranch(error) && attempt < tries) continue
          if (isMovedBranch(error)) return { ok: false, message: steps.words.busy }
          // The remote may have taken the push and only its answer been lost.
          if (await steps.reached?.()) return done
          throw error
        }
        await steps.pushed(made.commit)
        return done
      }
    } catch (error) {
      if (error instanceof GitError) return { ok: false, message: gitWords(error, steps.words) }
      throw error
    }
  }

  /** The branch as known here is `commit`, which the remote has now (before the next fetch says so). */
  async movedTo(commit: string) {
    await this.repository.headMoved(commit)
  }

  /**
   * A commit on `head` with `text` as its site.yaml and these files added, by `author`, the server its committer; made
   * through an index of its own (named by `name`), so no work tree is touched. Not yet on any branch.
   */
  async commitOn(head: string, text: string, files: { path: string; file: string }[], author: Author, message: string, name: string): Promise<string> {
    const index = join(this.workDir, `${name}.index`)
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

  /**
   * Who last changed site.yaml since `base` (a draft's start, an undone publish), where the change was made (for a
   * value, the commit that wrote what is there now).
   */
  async whoChanged(base: string, head: string, headText: string, change: Change): Promise<Pick<Conflict, 'changedBy' | 'changedAt'>> {
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
  siteAt(commit: string): Promise<string> {
    // A commit's file never changes: the last few asked are kept (a draft's base, the branch's head, an undo's pair).
    let text = this.sites.get(commit)
    if (!text) {
      text = this.repository.git(['show', `${commit}:site.yaml`])
      text.catch(() => this.sites.delete(commit))
      this.sites.set(commit, text)
      for (const old of this.sites.keys()) if (this.sites.size > 8) this.sites.delete(old)
    }
    return text
  }
  private readonly sites = new Map<string, Promise<string>>()

  /**
   * A folder holding public/ as a commit has it, to check a site.yaml made on that commit against (an undo, a draft's
   * changes applied again on a branch that moved): pictures a publish brought to the branch are in it, though no draft
   * and no checkout of the server's has them. Written once per commit; the one of the commit before is removed.
   */
  async publicDirAt(commit: string): Promise<string> {
    const root = join(this.repository.options.dataDir, 'public-at')
    const dir = join(root, commit)
    if (existsSync(join(dir, '.complete'))) return join(dir, 'public')
    rmSync(root, { recursive: true, force: true })
    mkdirSync(join(dir, 'public'), { recursive: true })
    const tree = (await this.repository.git(['ls-tree', '--name-only', commit, 'public'])).trim()
    if (tree) {
      const archive = join(dir, 'public.tar')
      await this.repository.git(['archive', '--format=tar', `--output=${archive}`, commit, 'public'])
      await new Promise<void>((done, fail) => execFile('tar', ['-xf', archive, '-C', dir], (error) => (error ? fail(error) : done())))
      rmSync(archive)
    }
    writeFileSync(join(dir, '.complete'), '')
    return join(dir, 'public')
  }

  private withInput(args: string[], input: string, env: Record<string, string>): Promise<string> {
    return this.repository.gitWithInput(args, input, env)
  }
}

/** A site.yaml's data; undefined when its text does not parse (a developer pushed a broken one). */
export function parseOrNothing(text: string): unknown {
  try {
    return parse(text)
  } catch {
    return undefined
  }
}

/** A push refused because the branch has commits this server has not seen (someone pushed in between). */
const isMovedBranch = (error: unknown) => error instanceof GitError && /\[rejected\]|non-fast-forward|fetch first/.test(error.message)

/** What git said, in the person's words (the message is already scrubbed of the remote's credential). */
export function gitWords(error: GitError, words: PushWords): string {
  const said = error.message
  // A host that answers 403 was reached, and will not let the credential push: trying again would not help.
  if (/returned error: 403/.test(said)) return words.refused(refusalWords(said))
  if (/Could not resolve host|Connection refused|Couldn't connect|timed out|unable to access|does not appear to be a git repository|Could not read from remote|No such file or directory|not found/i.test(said)) {
    return words.unreachable(reachWords(said))
  }
  return words.refused(refusalWords(said))
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
