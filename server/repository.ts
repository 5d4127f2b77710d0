// The site's repository, as the editing server keeps it under its data folder: one bare clone of the branch
// (repository.git), and one work tree of it per person's draft (drafts/<id>/). The machine's own `git` does the work,
// so any remote it can reach serves: https with a token, ssh with a deploy key, a path on disk.
// The remote's address may hold a credential (https://user:TOKEN@host/…): it is kept in the clone's config on this
// machine, and scrubbed from everything git says before anything is logged or shown.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

export class GitError extends Error {}

/** `text` with every credential of a URL in it replaced by "***" (git echoes the remote's address in its errors). */
export function scrubbed(text: string, remote?: string): string {
  let out = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1***@')
  // The remote's own secret, wherever it appears (decoded, or cut from its URL).
  const secret = remote && /^[a-z][a-z0-9+.-]*:\/\/([^/@]+)@/i.exec(remote)?.[1]
  if (secret) for (const part of [secret, ...secret.split(':')]) if (part.length >= 4) out = out.split(part).join('***').split(decodeURIComponent(part)).join('***')
  return out
}

export interface RepositoryOptions {
  /** The remote: a URL or a path. */
  remote: string
  branch: string
  /** The server's data folder. */
  dataDir: string
}

export class Repository {
  readonly gitDir: string
  readonly draftsDir: string

  constructor(readonly options: RepositoryOptions) {
    this.gitDir = join(options.dataDir, 'repository.git')
    this.draftsDir = join(options.dataDir, 'drafts')
  }

  /** Runs git with the clone as its repository; its output, or a GitError in words, with no credential in them. */
  git(args: string[], cwd?: string, env: Record<string, string> = {}): Promise<string> {
    return this.run(args, { cwd, env })
  }

  /** The same, with `input` on git's standard input (a blob's text, a commit's message). */
  gitWithInput(args: string[], input: string, env: Record<string, string> = {}): Promise<string> {
    return this.run(args, { env, input })
  }

  private run(args: string[], { cwd, env, input }: { cwd?: string; env: Record<string, string>; input?: string }): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        cwd ? args : ['--git-dir', this.gitDir, ...args],
        // Never a prompt for a password on the server's terminal: a missing credential is an error.
        { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'true', LC_ALL: 'C', ...env }, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (error) reject(new GitError(scrubbed(`git ${args[0]}: ${stderr.trim() || error.message}`, this.options.remote)))
          else resolve(stdout)
        },
      )
      // git may end before it reads its input (an error): that is told by its exit, not by a broken pipe here.
      child.stdin?.on('error', () => undefined)
      child.stdin?.end(input ?? '')
    })
  }

  /** The branch as the remote has it: a clone on the first start, a fetch on later ones. Its commit. */
  async update(): Promise<string> {
    const { remote, branch } = this.options
    if (!existsSync(join(this.gitDir, 'HEAD'))) {
      mkdirSync(this.gitDir, { recursive: true })
      await this.git(['init', '--bare', '--quiet'])
      await this.git(['remote', 'add', 'origin', remote])
    } else if (!this.remoteSet) {
      // The address may have changed (a new token): the config holds the one this start was given.
      await this.git(['remote', 'set-url', 'origin', remote])
    }
    this.remoteSet = true
    await this.git(['fetch', '--quiet', 'origin', `+refs/heads/${branch}:refs/remotes/origin/${branch}`])
    this.knownHead = undefined
    return this.head()
  }

  private fetching?: Promise<string>
  private remoteSet = false
  /**
   * The branch's commit as last fetched, kept here: only this process writes the clone's refs (a fetch, or
   * `headMoved` after a push), and the dock asks for it with every reading of a draft (a process each, 0.1–0.3 s on a
   * loaded machine).
   */
  private knownHead?: Promise<string>

  /** The branch as the remote has it now; one fetch at a time, which every asker shares. */
  fetchBranch(): Promise<string> {
    this.fetching ??= this.update().finally(() => (this.fetching = undefined))
    return this.fetching
  }

  /** The branch's commit as last fetched. */
  head(): Promise<string> {
    this.knownHead ??= this.git(['rev-parse', `refs/remotes/origin/${this.options.branch}`]).then((out) => out.trim())
    this.knownHead.catch(() => (this.knownHead = undefined))
    return this.knownHead
  }

  /** The branch as known here is `commit`, which the remote has now (a push), before the next fetch says so. */
  async headMoved(commit: string) {
    await this.git(['update-ref', `refs/remotes/origin/${this.options.branch}`, commit])
    this.knownHead = Promise.resolve(commit)
  }

  draftDir(personId: number): string {
    return join(this.draftsDir, String(personId))
  }

  /** A draft's work tree at `commit`: a new one, or the old one made that commit again (its changes gone). */
  async resetDraft(personId: number, commit: string): Promise<string> {
    const dir = this.draftDir(personId)
    if (existsSync(join(dir, '.git'))) {
      await this.git(['reset', '--hard', '--quiet', commit], dir)
      await this.git(['clean', '-fdq'], dir)
      return dir
    }
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(this.draftsDir, { recursive: true })
    await this.git(['worktree', 'prune'])
    await this.git(['worktree', 'add', '--detach', '--quiet', dir, commit])
    return dir
  }

  /** The commit a draft's work tree started from. */
  async draftBase(personId: number): Promise<string> {
    return (await this.git(['rev-parse', 'HEAD'], this.draftDir(personId))).trim()
  }
}
