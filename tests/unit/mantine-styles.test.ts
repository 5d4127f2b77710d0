import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { bootEntry, islandsRuntimeEntry } from '../../src/engine/contract/entries.js'
import { islandNameOf } from '../../src/engine/contract/islands'

// The site imports Mantine's stylesheets one by one (src/app/mantine-styles.css says why), so a component can be drawn
// without its styles: the toast was, until Notification.css was imported. Which sheets the built CSS needs is read
// from the code the build starts from, and from Mantine's own modules, never from a list typed here.

const root = fileURLToPath(new URL('../..', import.meta.url))
const modules = join(root, 'node_modules')
const coreEsm = join(modules, '@mantine/core/esm')
const coreComponents = join(coreEsm, 'components')
const coreSheets = join(modules, '@mantine/core/styles')

/**
 * The modules the site starts from: index.html's script, the build's other inputs (src/engine/contract/entries.js),
 * and every island (each loaded on its own, through import.meta.glob, which the walk below does not follow).
 */
function entries(): string[] {
  const html = readFileSync(join(root, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script type="module" src="\/(src\/[^"]+)"/g)].map((match) => match[1])
  if (scripts.length === 0) throw new Error('index.html no longer names its script as this test reads it.')
  const islands = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => islandNameOf(file)).map((file) => join('src', file))
  return [...scripts, bootEntry, islandsRuntimeEntry, ...islands].map((file) => join(root, file))
}

/** A project module's file, as Vite resolves it ("@/" is src/). */
function resolveProject(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? join(root, 'src', specifier.slice(2)) : join(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((file) => existsSync(file) && statSync(file).isFile())
}

interface Imports {
  /** Names imported (or re-exported) from each package: '@mantine/core' → Button, Modal… */
  names: Map<string, Set<string>>
  /** Every other import of a package's file: '@mantine/core/styles/Paper.css'… */
  files: Set<string>
}

/** Every module reachable from these entries (static and dynamic imports, CSS @imports), and what they take from packages. */
function importsFrom(starts: string[], follows: (file: string) => boolean): Imports {
  const names = new Map<string, Set<string>>()
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !follows(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    const found: { specifier: string; clause?: string }[] = file.endsWith('.css')
      ? [...source.matchAll(/@import\s+(?:url\()?['"]([^'"]+)['"]/g)].map((match) => ({ specifier: match[1] }))
      : [
          // Type-only imports draw nothing.
          ...[...source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:([\w*{}\s,$]+?)\s+from\s+)?['"]([^'"]+)['"]/gm)].filter((match) => !match[1]).map((match) => ({ specifier: match[3], clause: match[2] })),
          ...[...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => ({ specifier: match[1], clause: '*' })),
        ]
    for (const { specifier, clause } of found) {
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const target = resolveProject(file, specifier)
        if (!target) throw new Error(`${relative(root, file)}: cannot find "${specifier}".`)
        visit(target)
        continue
      }
      const packageName = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')
      if (specifier !== packageName) {
        files.add(specifier)
        continue
      }
      const taken = names.get(packageName) ?? new Set<string>()
      names.set(packageName, taken)
      if (!clause) continue
      const named = /\{([^}]*)\}/.exec(clause)?.[1]
      // A namespace import, or a dynamic import of a whole package: every name it has may be drawn.
      if (!named) {
        if (/^@mantine\//.test(packageName)) throw new Error(`${relative(root, file)}: import Mantine's components by name (not "${clause}") so that this test can tell which it draws.`)
        continue
      }
      for (const part of named.split(',').map((text) => text.trim()).filter(Boolean)) {
        if (!part.startsWith('type ')) taken.add(part.split(/\s+as\s+/)[0])
      }
    }
  }
  starts.forEach(visit)
  return { names, files }
}

/** Where @mantine/core's index takes each of its names from: one of its modules, or null for another package's. */
function coreIndex(): Map<string, string | null> {
  const index = readFileSync(join(coreEsm, 'index.mjs'), 'utf8')
  const where = new Map<string, string | null>()
  for (const match of index.matchAll(/import \{([^}]*)\} from "([^"]+)"/g)) {
    for (const name of match[1].split(',')) where.set(name.trim().split(/\s+as\s+/).pop()!, match[2].startsWith('.') ? join(coreEsm, match[2]) : null)
  }
  return where
}

/**
 * Imports in Mantine's modules that draw nothing: followed, they would ask for a sheet the site does not need.
 * Each with what Mantine's source does with it.
 */
const notDrawn: Record<string, string> = {
  'Modal/ModalRoot.mjs → ScrollArea': 'compared with the scrollAreaComponent prop only; the window scrolls natively unless that prop is given (and then the site imports ScrollArea itself)',
}

/**
 * The components a core component draws, itself included: the folders of esm/components its module imports,
 * followed from module to module within esm/components.
 */
function drawnBy(file: string, seen = new Set<string>()): Set<string> {
  const folders = new Set<string>()
  const visit = (module: string) => {
    if (seen.has(module)) return
    seen.add(module)
    const place = relative(coreComponents, module)
    // Checkbox, Radio and Switch draw their label and description through utils/InlineInput, which has a sheet.
    if (module.includes(`${sep}utils${sep}InlineInput${sep}`)) folders.add('InlineInput')
    if (place.startsWith('..')) return
    folders.add(place.split(sep)[0])
    for (const match of readFileSync(module, 'utf8').matchAll(/from "(\.[^"]+\.mjs)"/g)) {
      const target = join(dirname(module), match[1])
      const edge = `${place.split(sep).slice(-2).join('/')} → ${relative(coreComponents, target).split(sep)[0]}`
      if (!(edge in notDrawn)) visit(target)
    }
  }
  visit(file)
  return folders
}

/** The stylesheets the site needs (as import specifiers), each with the components that need it. */
function neededSheets(imports: Imports): Map<string, Set<string>> {
  const needed = new Map<string, Set<string>>()
  const need = (sheet: string, by: string) => needed.set(sheet, (needed.get(sheet) ?? new Set()).add(by))
  const where = coreIndex()
  /** Components of @mantine/core, named as the site (or a Mantine package) imports them. */
  const drawCore = (names: Iterable<string>, by: (name: string) => string) => {
    for (const name of names) {
      const file = where.get(name)
      if (file === undefined) throw new Error(`@mantine/core has no "${name}" in its index as this test reads it.`)
      if (file === null) continue
      for (const folder of drawnBy(file)) if (existsSync(join(coreSheets, `${folder}.css`))) need(`@mantine/core/styles/${folder}.css`, by(name))
    }
  }
  for (const [packageName, names] of imports.names) {
    if (packageName === '@mantine/core') {
      // What Mantine's docs ask for first when styles are imported one by one.
      for (const sheet of ['baseline', 'default-css-variables', 'global']) need(`@mantine/core/styles/${sheet}.css`, 'every page')
      drawCore(names, (name) => name)
    } else if (/^@mantine\//.test(packageName) && existsSync(join(modules, packageName, 'styles.css'))) {
      // A Mantine package with styles of its own (notifications): those, and the core components its modules draw.
      need(`${packageName}/styles.css`, packageName)
      const coreNames = new Set<string>()
      const seen = new Set<string>()
      const visit = (module: string) => {
        if (seen.has(module)) return
        seen.add(module)
        const source = readFileSync(module, 'utf8')
        for (const match of source.matchAll(/import \{([^}]*)\} from "@mantine\/core"/g)) match[1].split(',').forEach((name) => coreNames.add(name.trim()))
        for (const match of source.matchAll(/from "(\.[^"]+\.mjs)"/g)) visit(join(dirname(module), match[1]))
      }
      visit(join(modules, packageName, 'esm/index.mjs'))
      drawCore([...coreNames].filter((name) => /^[A-Z]/.test(name)), (name) => `${packageName} (${name})`)
    }
  }
  return needed
}

// The preview's editing interface (npm start only, never in a built page) imports the sheets it draws itself.
const editorFolder = join(root, 'src', 'editing-interface') + sep
const imports = importsFrom(entries(), (file) => !file.startsWith(editorFolder))
const needed = neededSheets(imports)
const mantineSheets = [...imports.files].filter((file) => /^@mantine\/[^/]+\/styles(\/[^/]+)?\.css$/.test(file))

test('the site draws Mantine components, and the sheets it imports are Mantine’s files', () => {
  expect(imports.names.get('@mantine/core')?.size).toBeGreaterThan(10)
  expect(needed.get('@mantine/core/styles/Notification.css')).toBeDefined()
  for (const sheet of mantineSheets) expect(existsSync(join(modules, sheet)), sheet).toBe(true)
})

test('the stylesheet of every Mantine component the site draws is imported (so it is in the built CSS)', () => {
  const missing = [...needed].filter(([sheet]) => !mantineSheets.includes(sheet)).map(([sheet, by]) => `${sheet}, for ${[...by].join(', ')}`)
  expect(missing).toEqual([])
})

test('no Mantine stylesheet is imported that no component the site draws needs (each is CSS every page downloads)', () => {
  expect(mantineSheets.filter((sheet) => !needed.has(sheet))).toEqual([])
})

// The editing interface draws Mantine over the site in npm start: its sheets are all in src/editing-interface/mantine-in-layer.css,
// in a cascade layer, so that they can never restyle the site (tests/unit/editor-styles.test.ts checks the layer).
test('the stylesheet of every Mantine component the editing interface draws is in its layered sheet, and no other', () => {
  // The site's modules it draws (the examples in "Add a section") bring the site's own sheets, on every page already.
  const editorImports = importsFrom([join(editorFolder, 'mount.tsx')], (file) => file.startsWith(editorFolder))
  const editorNeeds = [...neededSheets(editorImports).keys()].filter((sheet) => !['baseline', 'default-css-variables', 'global'].some((base) => sheet.endsWith(`/${base}.css`)))
  const layered = [...readFileSync(join(editorFolder, 'mantine-in-layer.css'), 'utf8').matchAll(/@import '([^']+)' layer\(site-editor\);/g)].map((match) => match[1])
  const editorSheets = [...editorImports.files].filter((file) => /^@mantine\//.test(file))
  expect(editorNeeds.length).toBeGreaterThan(10)
  expect(editorNeeds.filter((sheet) => !layered.includes(sheet))).toEqual([])
  expect(layered.filter((sheet) => !editorNeeds.includes(sheet))).toEqual([])
  expect(editorSheets.sort()).toEqual([...layered].sort())
})
