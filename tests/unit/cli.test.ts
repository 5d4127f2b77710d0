import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { formatProblem, loadSite } from '../../src/site/load-site'

const root = fileURLToPath(new URL('../..', import.meta.url))
const tsx = join(root, 'node_modules/.bin/tsx')

/** A copy of the real site.yaml with one misspelt key, in a folder of its own. */
function brokenSite() {
  const folder = mkdtempSync(join(tmpdir(), 'site-cli-'))
  const file = join(folder, 'site.yaml')
  const valid = readFileSync(join(root, 'site.yaml'), 'utf8')
  const broken = valid.replace(/\n(\s+)subtitle: /, '\n$1subtitel: ')
  expect(broken).not.toBe(valid)
  writeFileSync(file, broken)
  const [first] = loadSite(file).errors
  return { folder, file, first, located: formatProblem(first, '', 'site.yaml', false).split('\n')[0] }
}

describe('a broken site.yaml', () => {
  test('npm run check fails with site.yaml:LINE:COL and the plain message', () => {
    const { file, located } = brokenSite()
    expect(located).toMatch(/^site\.yaml:\d+:\d+ {2}Unknown key "subtitel"\. Did you mean "subtitle"\?$/)
    const run = spawnSync(tsx, ['scripts/check.ts', file], { cwd: root, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(located)
    expect(run.stderr).toContain('the site was not built')
  })

  test('npm run build fails with the same message and leaves the previous dist/ untouched', () => {
    const { folder, file, located } = brokenSite()
    const out = join(folder, 'dist')
    mkdirSync(out)
    writeFileSync(join(out, 'index.html'), 'previous build')
    const run = spawnSync(tsx, ['scripts/build.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, SITE_FILE: file, SITE_OUT_DIR: out } })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(located)
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('previous build')
    expect(existsSync(`${out}.new`)).toBe(false)
  })
})
