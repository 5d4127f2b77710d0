import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { messagesFile, renderMessageReference } from '../../scripts/gen-docs'
import { defaultPublicDir, formatProblem, loadSite } from '../../src/site/load-site'
import { allMessages } from '../../src/site/messages'

const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url))
const codes = new Set(allMessages.map((entry) => entry.code))

describe('the message catalogue (src/site/messages/)', () => {
  test('every code is unique, kebab-case, and every entry has a title and renders its example', () => {
    expect(codes.size).toBe(allMessages.length)
    for (const entry of allMessages) {
      expect(entry.code, entry.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(entry.title.length, entry.code).toBeGreaterThan(3)
      expect(entry.message(entry.example).length, entry.code).toBeGreaterThan(10)
    }
  })

  test('every problem the fixtures raise comes from it, and its printed form names the code and the reference', () => {
    const files = [
      ...readdirSync(`${fixtures}site-errors`).map((name) => `${fixtures}site-errors/${name}`),
      `${fixtures}site-warnings.yaml`,
    ]
    let seen = 0
    for (const file of files) {
      const result = loadSite(file, { publicDir: defaultPublicDir })
      for (const problem of [...result.errors, ...result.warnings]) {
        seen++
        expect(codes, `${file}: ${problem.message}`).toContain(problem.code)
        expect(formatProblem(problem, result.source).split('\n')).toContain(`  More about ${problem.code}: docs/messages.md#${problem.code}`)
      }
    }
    expect(seen).toBeGreaterThan(files.length)
  })

  test('docs/messages.md is current, with every code as a heading', () => {
    const docs = readFileSync(messagesFile, 'utf8')
    expect(docs, 'docs/messages.md is stale: run npm run gen-docs').toBe(renderMessageReference())
    for (const code of codes) expect(docs).toContain(`\n### ${code}\n`)
  })
})
