import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { folderRefusal, nextSteps, siteDirSetting, starterFiles } from '../../scripts/new-site'
import { loadSite } from '../../src/site/load-site'

// npm run new-site (scripts/new-site.ts): the starter it writes, and the folders it refuses.

const root = fileURLToPath(new URL('../..', import.meta.url))

/** A new site's files, written into a fresh folder as the command writes them. */
function newSite(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'new-site-unit-')), 'business')
  for (const [path, text] of Object.entries(starterFiles(dir))) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

/** Every text of a parsed YAML document (its values, not its keys). */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(textsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : []

describe('the starter site', () => {
  test('has no problem, not even a warning (no unused file in its public/)', () => {
    const dir = newSite()
    const result = loadSite(join(dir, 'site.yaml'), { publicDir: join(dir, 'public') })
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([])
    expect(result.site!.pages.map((page) => page.path)).toEqual(['/', '/about', '/contact', '*'])
    expect(result.site!.site.brand).toBe('Your business name')
    expect(Object.keys(result.site!.forms)).toEqual(['contact'])
  })

  test('holds no text of the agency\'s site: none of its words, none of its sentences, none of its sample values', () => {
    const dir = newSite()
    const starter = readFileSync(join(dir, 'site.yaml'), 'utf8')
    for (const word of ['Agency Name', 'ERP', 'Gujarat', 'Ahmedabad', 'example.com', '910000000000', '+91 00000 00000', '/clients/', 'social-card']) expect(starter).not.toContain(word)
    const agency = readFileSync(join(root, 'site.yaml'), 'utf8')
    // Short labels (Home, About, Name) are every site's words; a text of four words or more is a sentence of its own.
    const sentences = textsOf(parse(starter)).filter((text) => text.trim().split(/\s+/).length >= 4)
    expect(sentences.length).toBeGreaterThan(20)
    expect(sentences.filter((text) => agency.includes(text))).toEqual([])
  })

  test('names the schema by its path from the new folder, for editors that complete and check as one types', () => {
    const dir = newSite()
    const first = readFileSync(join(dir, 'site.yaml'), 'utf8').split('\n')[0]
    const schema = first.replace('# yaml-language-server: $schema=', '')
    expect(readFileSync(join(dir, schema), 'utf8')).toBe(readFileSync(join(root, 'schema/site.schema.json'), 'utf8'))
  })

  test('its favicon and logo are its own drawings, not the agency\'s', () => {
    const dir = newSite()
    for (const file of ['favicon.svg', 'logo.svg']) {
      const drawing = readFileSync(join(dir, 'public', file), 'utf8')
      expect(drawing).toMatch(/^<svg /)
      expect(drawing).not.toBe(readFileSync(join(root, 'public', file), 'utf8'))
    }
  })
})

describe('the folder', () => {
  test('a new or empty folder is taken; a folder that holds anything, or a file, is refused in plain words', () => {
    const base = mkdtempSync(join(tmpdir(), 'new-site-folder-'))
    expect(folderRefusal(join(base, 'missing'), 'missing')).toBeUndefined()
    expect(folderRefusal(base, 'empty')).toBeUndefined()
    writeFileSync(join(base, 'notes.txt'), 'mine')
    expect(folderRefusal(base, 'shop')).toBe('The folder shop already exists and is not empty, and a new site never writes over files. Choose a new folder name, or empty this folder first.')
    expect(folderRefusal(join(base, 'notes.txt'), 'notes.txt')).toBe('notes.txt is a file, not a folder. Choose a name for a new folder.')
  })

  test('SITE_DIR names it from the engine\'s folder when inside it, else in full, quoted for the shell when it must be', () => {
    expect(siteDirSetting(join(root, 'sites/bakery'))).toBe('sites/bakery')
    expect(siteDirSetting('/srv/sites/bakery')).toBe('/srv/sites/bakery')
    expect(siteDirSetting("/srv/my sites/O'Brien")).toBe(`'/srv/my sites/O'\\''Brien'`)
  })

  test('the next steps give the commands to check, start, edit and build it', () => {
    const steps = nextSteps('/srv/sites/bakery')
    for (const command of ['npm run check', 'npm start', 'npm run build', 'npm run new-page']) expect(steps).toContain(`SITE_DIR=/srv/sites/bakery ${command}`)
    expect(steps).toContain('/srv/sites/bakery/site.yaml: replace "Your business name"')
    expect(steps).toContain('"Edit page"')
  })
})
