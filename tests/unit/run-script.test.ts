import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// pipeline/run.mjs runs a TypeScript script as one bundled JavaScript file (npm run build uses it): the script
// must see its own arguments and its own import.meta.url, and a change to any file it imports must be run, not
// the bundle of before.

const runner = fileURLToPath(new URL('../../pipeline/run.mjs', import.meta.url))

test('a script runs bundled, with its arguments and its own import.meta.url, and again after a file it imports changed', () => {
  const folder = mkdtempSync(join(tmpdir(), 'run-script-'))
  const cache = join(folder, 'cache')
  writeFileSync(join(folder, 'value.ts'), 'export const value: number = 1\n')
  writeFileSync(join(folder, 'later.ts'), "export const later: string = 'loaded later'\n")
  writeFileSync(
    join(folder, 'main.ts'),
    [
      "import { fileURLToPath } from 'node:url'",
      "import { value } from './value'",
      "const { later } = await import('./later')",
      'console.log(JSON.stringify({ value, later, args: process.argv.slice(2), file: fileURLToPath(import.meta.url) }))',
    ].join('\n'),
  )
  const run = () => {
    const result = spawnSync(process.execPath, [runner, join(folder, 'main.ts'), 'one', '--two'], { encoding: 'utf8', env: { ...process.env, SCRIPT_CACHE: cache } })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    return JSON.parse(result.stdout) as { value: number; later: string; args: string[]; file: string }
  }
  expect(run()).toEqual({ value: 1, later: 'loaded later', args: ['one', '--two'], file: join(folder, 'main.ts') })
  expect(readdirSync(cache).filter((name) => name.endsWith('.mjs'))).toHaveLength(1)
  writeFileSync(join(folder, 'value.ts'), 'export const value: number = 2\n')
  expect(run().value).toBe(2)
  writeFileSync(join(folder, 'later.ts'), "export const later: string = 'changed'\n")
  expect(run().later).toBe('changed')
}, 60_000)
