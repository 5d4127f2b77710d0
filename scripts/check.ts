// npm run check: validates site.yaml (schema + cross-checks) and prints every problem with site.yaml:LINE:COL.
// It checks the content only, so that an editor and content CI get an answer in well under a second; the code's
// checks (generated files current, the type check) are npm run check:code. npm test runs both.
//
//   npm run check -- [FILE | --file FILE] [--format text|github|json] [--strict]
//
// FILE       the site file to check; by default the site's site.yaml: this project's, or that of the folder SITE_DIR
//            names (the pictures it names are looked for in the public/ beside it).
// --format   text (the default): each problem as site.yaml:LINE:COL, where it is, what to do, and a code frame.
//            github: one GitHub workflow command per problem, so a pull request shows it at its line:
//              ::error file=site.yaml,line=12,col=5,title=unknown-key::Unknown key …%0AAllowed here: …
//            json: one JSON document, { "problems": [...], "summary": {...} }, described by
//              docs/check-output.schema.json (stable: keys are only ever added).
// --strict   warnings fail the run too.
//
// Exit codes:
//   0  no errors (warnings, if any, are printed but do not fail the run without --strict)
//   1  errors in the file, or warnings with --strict
//   2  the check could not run: an unknown option or format, or a file that cannot be read
import { basename, isAbsolute, relative, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import { defaultSiteFile, formatReport, loadSite } from '../src/site/load-site'
import { messages } from '../src/site/messages'
import { validatorOrigin } from '../src/site/validate-schema'
import { githubCommands, jsonOutput } from './check-formats'

const usage = 'Usage: npm run check -- [FILE | --file FILE] [--format text|github|json] [--strict]'
const formats = ['text', 'github', 'json'] as const
type Format = (typeof formats)[number]

function usageError(reason: string): never {
  console.error(`${reason}\n${usage}`)
  process.exit(2)
}

function readArguments(): { file: string; format: Format; strict: boolean } {
  let parsed
  try {
    parsed = parseArgs({
      options: { file: { type: 'string' }, format: { type: 'string' }, strict: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    })
  } catch (error) {
    usageError((error as Error).message)
  }
  const { values, positionals } = parsed
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  const files = [...(values.file === undefined ? [] : [values.file]), ...positionals]
  if (files.length > 1) usageError(`One file at a time: ${files.join(', ')}.`)
  const format = values.format ?? 'text'
  if (!(formats as readonly string[]).includes(format)) usageError(`Unknown format "${format}": use ${formats.join(', ')}.`)
  return { file: files[0] ?? defaultSiteFile, format: format as Format, strict: values.strict === true }
}

/** The file as machines name it: relative to the working folder when inside it (GitHub places annotations by it). */
function machineName(file: string): string {
  const inside = relative(process.cwd(), resolve(file))
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside.split(sep).join('/') : file
}

const { file, format, strict } = readArguments()
const started = performance.now()
const result = loadSite(file)
const elapsed = performance.now() - started
const unreadable = result.errors.some((problem) => problem.code === messages.cannotRead.code)
const failed = result.errors.length > 0 || (strict && result.warnings.length > 0)
const exitCode = unreadable ? 2 : failed ? 1 : 0

if (format === 'github') {
  const lines = githubCommands(result, machineName(file))
  if (lines.length > 0) console.log(lines.join('\n'))
} else if (format === 'json') {
  console.log(JSON.stringify(jsonOutput(result, machineName(file), strict), null, 2))
} else {
  const report = formatReport(result, basename(file))
  if (result.errors.length > 0) {
    console.error(report)
  } else {
    // A stale precompiled validator is not wrong (the loader compiles the schema itself) but makes the check slow.
    const stale = validatorOrigin() === 'compiled' ? '; schema compiled now, as src/generated/validate-site.cjs is out of date: run npm run gen-types' : ''
    console.log(`${report} (${elapsed.toFixed(0)} ms${stale})`)
    if (failed) console.error(`--strict: the ${result.warnings.length === 1 ? 'warning fails' : 'warnings fail'} the check.`)
  }
}
process.exitCode = exitCode
