// The machine formats of `npm run check` (--format github, --format json); the text format is the loader's own
// formatReport. The JSON's shape is docs/check-output.schema.json: change both together, and only by adding.
import type { LoadResult } from '../src/site/load-site'
import type { DataPath, Problem } from '../src/site/problem'

/** One problem, as --format json prints it. Every key is always there (hint is null when there is none). */
export interface CheckedProblem {
  code: string
  severity: 'error' | 'warning'
  /** The file as given, relative to the working folder when it is inside it (what GitHub expects). */
  file: string
  line: number
  column: number
  /** The place in the words the messages use: "/pricing → section 2 (pricingTable) → heading". */
  path: string
  /** The same place as keys and list indexes into the data; empty for a problem of the YAML syntax or the file. */
  dataPath: DataPath
  message: string
  hint: string | null
  /** The message's entry in the catalogue. */
  docs: string
}

export interface CheckOutput {
  problems: CheckedProblem[]
  summary: {
    file: string
    errors: number
    warnings: number
    /** Whether the run passed: no errors, and no warnings either with --strict. */
    ok: boolean
    strict: boolean
  }
}

/** The catalogue entry of a code: docs/messages.md has a heading per code, and GitHub's anchor is the code itself. */
export function docsLink(code: string): string {
  return `docs/messages.md#${code}`
}

/** Errors first, then warnings, each in the order of the file (what the text format prints). */
function allProblems(result: LoadResult): Problem[] {
  return [...result.errors, ...result.warnings]
}

export function jsonOutput(result: LoadResult, file: string, strict: boolean): CheckOutput {
  const problems = allProblems(result).map((problem): CheckedProblem => ({
    code: problem.code,
    severity: problem.severity,
    file,
    line: problem.line,
    column: problem.column,
    path: problem.where,
    dataPath: problem.path,
    message: problem.message,
    hint: problem.hint ?? null,
    docs: docsLink(problem.code),
  }))
  const errors = result.errors.length
  const warnings = result.warnings.length
  return { problems, summary: { file, errors, warnings, ok: errors === 0 && (!strict || warnings === 0), strict } }
}

// GitHub's encoding of workflow commands (the runner's own escapeData and escapeProperty): without it a "%", a
// line break, or a ":" or "," in a property would end or garble the command.
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

/**
 * One workflow command per problem, `::error file=…,line=…,col=…,title=<code>::<message>`, with the hint on a
 * line of its own in the message: GitHub shows each at its line in the pull request's changed files.
 */
export function githubCommands(result: LoadResult, file: string): string[] {
  return allProblems(result).map((problem) => {
    const properties = [`file=${escapeProperty(file)}`, `line=${problem.line}`, `col=${problem.column}`, `title=${escapeProperty(problem.code)}`].join(',')
    const message = problem.hint ? `${problem.message}\n${problem.hint}` : problem.message
    return `::${problem.severity} ${properties}::${escapeData(message)}`
  })
}
