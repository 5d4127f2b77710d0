import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { loadSite, loadSiteText } from '../../src/site/load-site'
import { addPage } from '../../scripts/new-page'

// npm run new-page only adds lines: the comments and every other line of site.yaml stay byte for byte.

const root = fileURLToPath(new URL('../..', import.meta.url))
const realSite = readFileSync(join(root, 'site.yaml'), 'utf8')

/** A copy of the real site.yaml in a folder of its own. */
function copyOfSite(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'new-page-')), 'site.yaml')
  writeFileSync(file, realSite)
  return file
}

const newPage = (file: string, ...args: string[]) => spawnSync(process.execPath, ['pipeline/run.mjs', 'scripts/new-page.ts', ...args, '--file', file], { cwd: root, encoding: 'utf8' })

/**
 * The lines of `changed` that are not in `original`, when `changed` is `original` with lines inserted
 * (and nothing changed or removed); undefined otherwise.
 */
function insertedLines(original: string, changed: string): string[] | undefined {
  const before = original.split('\n')
  const after = changed.split('\n')
  const inserted: string[] = []
  let i = 0
  for (const line of after) {
    if (i < before.length && line === before[i]) i++
    else inserted.push(line)
  }
  return i === before.length ? inserted : undefined
}

describe('npm run new-page on a copy of the real site.yaml', () => {
  test('adds the page and its navigation link, and nothing else changes', () => {
    const file = copyOfSite()
    const run = newPage(file, '/careers', 'Careers at the Agency', '--nav', 'Careers')
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^Added the page \/careers to site\.yaml at line \d+, and "Careers" to the navigation bar\./)
    expect(run.stdout).toContain('site.yaml is valid.')

    const changed = readFileSync(file, 'utf8')
    const lines = realSite.split('\n')
    // What the diff must show: the link after the last navigation link, the page before the not-found page's comment.
    const navAt = lines.indexOf('    - { label: Contact, to: /contact }') + 1
    const pageAt = lines.indexOf('  # Not found: shown for any address that matches no page.')
    expect(navAt).toBeGreaterThan(0)
    expect(pageAt).toBeGreaterThan(navAt)
    const page = [
      '  - path: /careers',
      '    title: "Careers at the Agency | {brand}"',
      '    description: "Careers at the Agency at {brand}. Replace this with one or two sentences about the page for search results."',
      '    sections:',
      '      - type: hero',
      '        size: compact',
      '        title: Careers at the Agency',
      '        subtitle: A line under the title. Change it, or delete this line.',
      '      - type: richText',
      '        width: wide',
      '        body: |-',
      '          Write the text of this page here. Leave an empty line between paragraphs.',
      '',
      '          More kinds of sections, each with an example to copy: docs/sections.md.',
      '',
    ]
    const expected = [...lines.slice(0, navAt), '    - { label: Careers, to: /careers }', ...lines.slice(navAt, pageAt), ...page, ...lines.slice(pageAt)]
    expect(changed).toBe(expected.join('\n'))
    expect(insertedLines(realSite, changed)).toEqual(['    - { label: Careers, to: /careers }', ...page])

    // Every comment of the file is still there, in order.
    const comments = (text: string) => text.split('\n').filter((line) => /^\s*#/.test(line))
    expect(comments(changed)).toEqual(comments(realSite))

    const { site, errors, warnings } = loadSite(file)
    expect(errors).toEqual([])
    expect(warnings).toEqual([])
    const added = site!.pages.find((candidate) => candidate.path === '/careers')!
    expect(added.sections[0]).toMatchObject({ type: 'hero', title: 'Careers at the Agency' })
    expect(site!.navigation.links.at(-1)).toEqual({ label: 'Careers', to: '/careers' })
    expect(site!.pages.at(-1)!.path).toBe('*')
  })

  test('without --nav, the loader says that no link leads to the page yet', () => {
    const file = copyOfSite()
    const run = newPage(file, '/careers', 'Careers')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('warning: No link leads to the page "/careers"')
    expect(insertedLines(realSite, readFileSync(file, 'utf8'))).toHaveLength(15)
  })

  test.each([
    ['/about', 'There is already a page with the path "/about". Choose another path, or edit that page.'],
    ['/About Us', '"/About Us" cannot be a page path: it must start with "/" and hold lower-case words, digits and dashes, like "/careers" or "/services/mobile-apps". Did you mean "/about-us"?'],
    ['careers', '"careers" cannot be a page path: it must start with "/" and hold lower-case words, digits and dashes, like "/careers" or "/services/mobile-apps". Did you mean "/careers"?'],
    ['*', '"*" is the not-found page, which site.yaml already has.'],
  ])('refuses %s with a clear message and leaves the file alone', (path, message) => {
    const file = copyOfSite()
    const run = newPage(file, path, 'Title')
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(message)
    expect(readFileSync(file, 'utf8')).toBe(realSite)
  })

  test('refuses to edit a file with YAML errors', () => {
    expect(() => addPage('pages:\n  - path: /\n\ttitle: x\n', { path: '/careers', title: 'Careers' })).toThrow(/YAML errors/)
  })

  test('without a not-found page last, the page goes at the end of pages', () => {
    const minimal = readFileSync(fileURLToPath(new URL('../fixtures/minimal-site.yaml', import.meta.url)), 'utf8')
    const source = `${minimal.replace(/\n {2}- path: "\*"[^]*$/, '\n')}\n  - path: "*"\n    title: Not found\n    sections:\n      - { type: hero, title: Not found }\n  - path: /last\n    title: Last\n    description: The last page.\n    sections:\n      - { type: hero, title: Last }\n`
    expect(loadSiteText(source).errors).toEqual([])
    const { text, line } = addPage(source, { path: '/careers', title: 'Careers' })
    expect(text.startsWith(`${source.trimEnd()}\n\n  - path: /careers\n`)).toBe(true)
    expect(text.split('\n')[line - 1]).toBe('  - path: /careers')
    expect(text.trimEnd().endsWith('More kinds of sections, each with an example to copy: docs/sections.md.')).toBe(true)
    expect(loadSiteText(text).errors).toEqual([])
  })
})
