// npm run check's formats and exit codes (scripts/check.ts), run as CI runs it: a child process on a copy of the
// real site.yaml with one mistake put in. Each copy is written as site.yaml in a folder of its own, and the check
// runs in that folder, so the file is named "site.yaml" as it is in the project.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv from 'ajv'
import { describe, expect, test } from 'vitest'
import { escapeData, escapeProperty, githubCommands, jsonOutput, type CheckOutput } from '../../scripts/check-formats'
import { formatReport, loadSite, type LoadResult } from '../../src/site/load-site'

const root = fileURLToPath(new URL('../..', import.meta.url))
const tsx = join(root, 'node_modules/.bin/tsx')
const checkScript = join(root, 'scripts/check.ts')
const real = readFileSync(join(root, 'site.yaml'), 'utf8')
// Each test runs the check as a child process, up to eight times: slow on a loaded 2-core machine.
const childTimeout = 60_000
const schema = JSON.parse(readFileSync(join(root, 'docs/check-output.schema.json'), 'utf8'))

/** A folder holding site.yaml: the real one, changed by `change` (which must change it). */
function siteWith(change?: (text: string) => string) {
  const folder = mkdtempSync(join(tmpdir(), 'site-check-output-'))
  const text = change ? change(real) : real
  if (change && text === real) throw new Error('the change did not apply to site.yaml')
  writeFileSync(join(folder, 'site.yaml'), text)
  return { folder, text, file: join(folder, 'site.yaml') }
}

/**
 * Runs the check in `folder` on its site.yaml (or on the file the arguments name, with `file` null), as `npm run check`
 * runs it: bundled by pipeline/run.mjs, whose start is a second or two faster than tsx's on each of this file's runs.
 */
function check(folder: string, args: string[] = [], file: string | null = 'site.yaml', runner: 'bundled' | 'tsx' = 'bundled') {
  const command = runner === 'tsx' ? [tsx, checkScript] : [process.execPath, join(root, 'pipeline/run.mjs'), checkScript]
  const run = spawnSync(command[0], [...command.slice(1), ...(file ? [file] : []), ...args], { cwd: folder, encoding: 'utf8' })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

/** Where `needle` is first written on a line matching `lineTest`: the 1-based line and column. */
function positionOf(text: string, lineTest: RegExp, needle: string) {
  const lines = text.split('\n')
  const index = lines.findIndex((line) => lineTest.test(line))
  expect(index, String(lineTest)).toBeGreaterThanOrEqual(0)
  return { line: index + 1, column: lines[index].indexOf(needle) + 1 }
}

// An error: a misspelt key in the first section. Only errors are reported while there are any.
const misspelt = (text: string) => text.replace(/\n(\s+)subtitle: /, '\n$1subtitel: ')
const misspeltError = {
  code: 'unknown-key',
  message: 'Unknown key "subtitel". Did you mean "subtitle"?',
  hint: 'Allowed here: type, id, hidden, badge, title, subtitle, buttons, size, background, particles.',
}
// A warning: the privacy page hidden, which the footer links to.
const privacyHidden = (text: string) => text.replace('  - path: /privacy\n', '  - path: /privacy\n    hidden: true\n')
const hiddenLinkWarning = {
  code: 'link-to-hidden-page',
  message: 'The page "/privacy" is hidden, so this link leads to the not-found page in the built site.',
  hint: 'Show the page again (remove hidden: true from it), or point this link at another page until it is shown.',
}

describe('--format github', { timeout: childTimeout }, () => {
  test('an error: one ::error command at its line and column, with the hint on a second line of the message', () => {
    const { folder, text } = siteWith(misspelt)
    const { line, column } = positionOf(text, /^\s+subtitel: /, 'subtitel')
    const run = check(folder, ['--format', 'github'])
    expect(run.status).toBe(1)
    expect(run.stderr).toBe('')
    expect(run.stdout).toBe(
      `::error file=site.yaml,line=${line},col=${column},title=unknown-key::Unknown key "subtitel". Did you mean "subtitle"?%0AAllowed here: type, id, hidden, badge, title, subtitle, buttons, size, background, particles.\n`,
    )
  })

  test('a warning: one ::warning command, and the run passes', () => {
    const { folder, text } = siteWith(privacyHidden)
    const { line, column } = positionOf(text, /to: \/privacy \}/, '/privacy')
    const run = check(folder, ['--format=github'])
    expect(run.status).toBe(0)
    const lines = run.stdout.trimEnd().split('\n')
    for (const each of lines) expect(each).toMatch(/^::(error|warning) file=site\.yaml,line=\d+,col=\d+,title=[a-z0-9-]+::./)
    // Only this fixture's warning is asserted exactly: the real file may have warnings of its own.
    expect(lines.filter((each) => each.includes('title=link-to-hidden-page'))).toEqual([
      `::warning file=site.yaml,line=${line},col=${column},title=link-to-hidden-page::The page "/privacy" is hidden, so this link leads to the not-found page in the built site.%0AShow the page again (remove hidden: true from it), or point this link at another page until it is shown.`,
    ])
  })

  test('an error and a warning in one result, and GitHub\'s encoding of data and properties', () => {
    // The loader reports warnings only for a file without errors, so both kinds together are made here.
    const problem = { where: 'the file', path: [] }
    const result: LoadResult = {
      source: '',
      errors: [{ ...problem, severity: 'error', code: 'unknown-key', message: '100% wrong,\r\nsee: here', hint: 'Fix it.', line: 3, column: 7 }],
      warnings: [{ ...problem, severity: 'warning', code: 'empty-alt', message: 'No hint.', line: 9, column: 1 }],
    }
    expect(githubCommands(result, 'sites/a,b:c.yaml')).toEqual([
      '::error file=sites/a%2Cb%3Ac.yaml,line=3,col=7,title=unknown-key::100%25 wrong,%0D%0Asee: here%0AFix it.',
      '::warning file=sites/a%2Cb%3Ac.yaml,line=9,col=1,title=empty-alt::No hint.',
    ])
    expect(escapeData('a%b\rc\nd:e,f')).toBe('a%25b%0Dc%0Ad:e,f')
    expect(escapeProperty('a%b\rc\nd:e,f')).toBe('a%25b%0Dc%0Ad%3Ae%2Cf')
  })
})

describe('--format json', { timeout: childTimeout }, () => {
  const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile<CheckOutput>(schema)
  const parse = (stdout: string): CheckOutput => {
    const output = JSON.parse(stdout)
    expect(validate(output), JSON.stringify(validate.errors)).toBe(true)
    return output
  }

  test('an error: valid against docs/check-output.schema.json, with every field', () => {
    const { folder, text } = siteWith(misspelt)
    const { line, column } = positionOf(text, /^\s+subtitel: /, 'subtitel')
    const run = check(folder, ['--format', 'json'])
    expect(run.status).toBe(1)
    expect(run.stderr).toBe('')
    expect(parse(run.stdout)).toEqual({
      problems: [
        { ...misspeltError, severity: 'error', file: 'site.yaml', line, column, path: '/ → section 1 (hero) → subtitel', dataPath: ['pages', 0, 'sections', 0, 'subtitel'], docs: 'docs/messages.md#unknown-key' },
      ],
      summary: { file: 'site.yaml', errors: 1, warnings: 0, ok: false, strict: false },
    })
  })

  test('a warning: ok without --strict, not ok with it', () => {
    const { folder, text } = siteWith(privacyHidden)
    const { line, column } = positionOf(text, /to: \/privacy \}/, '/privacy')
    const expected = { ...hiddenLinkWarning, severity: 'warning', file: 'site.yaml', line, column, path: 'footer → legalLinks, entry 2 → to', dataPath: ['footer', 'legalLinks', 1, 'to'], docs: 'docs/messages.md#link-to-hidden-page' }
    for (const strict of [false, true]) {
      const run = check(folder, ['--format', 'json', ...(strict ? ['--strict'] : [])])
      expect(run.status).toBe(strict ? 1 : 0)
      const output = parse(run.stdout)
      expect(output.problems.filter((problem) => problem.code === 'link-to-hidden-page')).toEqual([expected])
      expect(output.summary).toEqual({ file: 'site.yaml', errors: 0, warnings: output.problems.length, ok: !strict, strict })
    }
  })

  test('a file that cannot be read is still one problem in the same shape, and exit code 2', () => {
    const { folder } = siteWith()
    const run = check(folder, ['--format', 'json', 'missing.yaml'], null)
    expect(run.status).toBe(2)
    const output = parse(run.stdout)
    expect(output.problems.map(({ code, file, line, column, path, dataPath }) => ({ code, file, line, column, path, dataPath }))).toEqual([
      { code: 'cannot-read', file: 'missing.yaml', line: 1, column: 1, path: 'the file', dataPath: [] },
    ])
  })

  test('the formatter writes what the schema allows for any result, hint or none', () => {
    const result: LoadResult = {
      source: '',
      errors: [{ severity: 'error', code: 'tab-indent', message: 'Tab.', line: 2, column: 1, where: 'the YAML syntax', path: [] }],
      warnings: [{ severity: 'warning', code: 'empty-alt', message: 'Empty.', hint: 'Describe it.', line: 5, column: 3, where: 'site → logo → alt', path: ['site', 'logo', 'alt'] }],
    }
    const output = jsonOutput(result, '/abs/site.yaml', false)
    expect(validate(output), JSON.stringify(validate.errors)).toBe(true)
    expect(output.problems.map((problem) => problem.hint)).toEqual([null, 'Describe it.'])
  })
})

describe('exit codes and options', { timeout: childTimeout }, () => {
  test('0 for the real file; 1 for an error; 2 for an unknown option, an unknown format, two files or a missing file', () => {
    const { folder } = siteWith()
    expect(check(folder).status).toBe(0)
    expect(check(siteWith(misspelt).folder).status).toBe(1)
    for (const args of [['site.yaml', '--bogus'], ['site.yaml', '--format', 'xml'], ['--file'], ['site.yaml', 'b.yaml'], ['missing.yaml']]) {
      const run = check(folder, args, null)
      expect(run.status, args.join(' ')).toBe(2)
      expect(run.stdout, args.join(' ')).toBe('')
      expect(run.stderr, args.join(' ')).not.toBe('')
    }
    expect(check(folder, ['--format', 'xml']).stderr).toContain('Unknown format "xml": use text, github, json.')
  })

  test('--file F and a positional F check the same file', () => {
    const { folder } = siteWith(misspelt)
    const byOption = check(folder, ['--file', 'site.yaml', '--format', 'github'], null)
    const byPosition = check(folder, ['--format', 'github', 'site.yaml'], null)
    expect(byOption.status).toBe(1)
    expect(byOption.stdout).toContain('title=unknown-key')
    expect(byPosition).toEqual(byOption)
  })

  test('npm run check runs the same script bundled (pipeline/run.mjs, a faster start than tsx): the same output and exit code', () => {
    const { folder } = siteWith(misspelt)
    const bundled = check(folder, ['--format', 'github'])
    const byTsx = check(folder, ['--format', 'github'], 'site.yaml', 'tsx')
    expect(bundled).toEqual(byTsx)
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.check).toBe('node pipeline/run.mjs scripts/check.ts')
  })
})

describe('the text format is what it was', { timeout: childTimeout }, () => {
  test('errors: the loader\'s report on stderr, exit code 1', () => {
    const { folder, file } = siteWith(misspelt)
    const run = check(folder)
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(`${formatReport(loadSite(file), 'site.yaml')}\n`)
    expect(run.stderr).toContain(misspeltError.message)
  })

  test('warnings: the report and the time on stdout, exit code 0; with --strict, exit code 1 and why', () => {
    const { folder, file } = siteWith(privacyHidden)
    const report = formatReport(loadSite(file), 'site.yaml')
    expect(report).toContain(hiddenLinkWarning.message)
    const escaped = report.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const plain = check(folder)
    expect(plain.status).toBe(0)
    expect(plain.stdout).toMatch(new RegExp(`^${escaped} \\(\\d+ ms\\)\\n$`))
    expect(plain.stderr).toBe('')
    const strict = check(folder, ['--strict'])
    expect(strict.status).toBe(1)
    expect(strict.stdout).toMatch(new RegExp(`^${escaped} \\(\\d+ ms\\)\\n$`))
    expect(strict.stderr).toMatch(/^--strict: the warnings? fails? the check\.\n$/)
  })
})
