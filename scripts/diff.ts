// What changed in the site between two versions of site.yaml, in words (src/site-changes/site-diff.ts):
//   npm run diff                    HEAD's site.yaml against the working file
//   npm run diff -- main            main's against the working file
//   npm run diff -- A B             revision A's against revision B's
//   npm run diff -- old.yaml new.yaml   two files (an argument that is an existing file is read as one)
// --format markdown for a pull request's comment or a job summary. The file is the site.yaml of the folder the command
// runs in (npm runs it in the project's), that of the folder SITE_DIR names (or SITE_FILE, as src/site/load-site.ts's
// siteFolders reads them), or --file.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'
import { diffMarkdown, diffText, siteDiff } from '../src/site-changes/site-diff'
import { siteFolders } from '../src/site/load-site'

const usage = 'Usage: npm run diff -- [BASE] [HEAD] [--format text|markdown] [--file site.yaml]\n  BASE and HEAD are git revisions or files; by default HEAD against the working file.'

interface Version {
  /** How the output names it: "HEAD", "main", "the working file", a file's path. */
  label: string
  text: string
}

/** A revision's site.yaml, read with git (no shell) in the file's folder, so the file is found relative to it. */
function atRevision(revision: string, file: string): Version {
  try {
    const text = execFileSync('git', ['show', `${revision}:./${basename(file)}`], { cwd: dirname(file), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] })
    return { label: revision, text }
  } catch (error) {
    const message = String((error as { stderr?: string }).stderr ?? (error as Error).message).trim()
    throw new Error(`Cannot read ${basename(file)} at the revision "${revision}": ${message}`)
  }
}

function fromFile(path: string, label = path): Version {
  return { label, text: readFileSync(path, 'utf8') }
}

/** An argument is a file when one exists by that name; else a git revision. */
function version(argument: string, file: string): Version {
  return existsSync(argument) && statSync(argument).isFile() ? fromFile(argument) : atRevision(argument, file)
}

function parsed(version: Version): unknown {
  try {
    return parse(version.text, { maxAliasCount: 100 })
  } catch (error) {
    throw new Error(`${version.label} is not YAML that can be read: ${(error as Error).message}`)
  }
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { format: { type: 'string', default: 'text' }, file: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) return console.log(usage)
  if (positionals.length > 2 || !['text', 'markdown'].includes(values.format!)) {
    console.error(usage)
    process.exit(1)
  }
  const file = values.file !== undefined ? resolve(values.file) : process.env.SITE_DIR || process.env.SITE_FILE ? siteFolders().file : resolve('site.yaml')
  try {
    const [base = 'HEAD', head] = positionals
    const before = version(base, file)
    const after = head === undefined ? fromFile(file, 'the working file') : version(head, file)
    const diff = siteDiff(parsed(before), parsed(after))
    const title = `What changed in site.yaml (${before.label} → ${after.label})`
    process.stdout.write(values.format === 'markdown' ? diffMarkdown(diff, title) : diffText(diff, title))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main()
