import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect } from 'vitest'
import { defaultPublicDir, loadSiteText, type LoadOptions } from '../../src/site/load-site'

// The minimal site (tests/fixtures/minimal-site.yaml), edited one case at a time by the loader's tests.

const root = fileURLToPath(new URL('../..', import.meta.url))
export const minimal = readFileSync(join(root, 'tests/fixtures/minimal-site.yaml'), 'utf8')

/** The minimal site with each `find` replaced (it must be there). */
export function edited(...changes: [find: string, replace: string][]): string {
  return changes.reduce((text, [find, replace]) => {
    expect(text, `"${find}" not found`).toContain(find)
    return text.replace(find, replace)
  }, minimal)
}

/**
 * The loader on a text of the minimal site. unusedFiles: false: it uses a few of the real public/'s files
 * (tests/unit/visitor-checks.test.ts tests the warning on a folder of its own).
 */
export const loadMinimal = (text: string, options: LoadOptions = {}) => loadSiteText(text, { publicDir: defaultPublicDir, unusedFiles: false, ...options })

/**
 * For a describe block: `publicFolder(files)` makes a public/ folder holding these files (paths on the site, each
 * holding "x"), removed after each test.
 */
export function usePublicFolders(): (files: string[]) => string {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })
  return (files) => {
    const folder = mkdtempSync(join(tmpdir(), 'site-public-'))
    folders.push(folder)
    for (const file of files) {
      mkdirSync(dirname(join(folder, file)), { recursive: true })
      writeFileSync(join(folder, file), 'x')
    }
    return folder
  }
}
