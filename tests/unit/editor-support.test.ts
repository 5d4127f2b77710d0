import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { TextDocument } from 'vscode-languageserver-textdocument'
import { getLanguageService, type Diagnostic } from 'yaml-language-server'
import { beforeAll, describe, expect, test } from 'vitest'
import { loadSite } from '../../src/site/load-site'
import { readSchemaFiles, sectionFileWithMessage, sectionTypeMessage, sectionTypes } from '../../src/site/schema-files'

// What an editor shows while site.yaml is edited: the real YAML language server (the engine of
// VS Code's YAML extension and of most other editors' YAML support) over the real schema/ files.
// It ignores Ajv's `discriminator`, so these tests check that the schema's shape alone puts each
// error on the right section type, and that it flags what the loader flags, on the same line.

const root = fileURLToPath(new URL('../..', import.meta.url))
const siteFile = `${root}site.yaml`
const schemaUri = pathToFileURL(`${root}schema/site.schema.json`).toString()
const valid = readFileSync(siteFile, 'utf8')

const languageService = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).toString() },
})
languageService.configure({ validate: true, hover: true, completion: true, schemas: [{ uri: schemaUri, fileMatch: ['*'] }] })

beforeAll(async () => {
  // The server's messages are keys into its English bundle, loaded as the real server loads it.
  const requireFromServer = createRequire(createRequire(import.meta.url).resolve('yaml-language-server'))
  const l10n = requireFromServer('@vscode/l10n') as { config(options: { uri: string }): Promise<void> }
  const bundle = requireFromServer.resolve('yaml-language-server/package.json').replace(/package\.json$/, 'l10n/bundle.l10n.json')
  await l10n.config({ uri: pathToFileURL(bundle).toString() })
})

// The server caches parsed documents by address and version: every text gets a new version.
let version = 0
/** The text as an editor holds it, at the address of the real site.yaml (so its $schema comment resolves). */
const open = (text: string, file = siteFile) => TextDocument.create(pathToFileURL(file).toString(), 'yaml', ++version, text)

const diagnose = async (text: string, file?: string) => languageService.doValidation(open(text, file), false)

const summary = (diagnostics: Diagnostic[]) => diagnostics.map((d) => ({ line: d.range.start.line + 1, message: d.message }))

/** The 1-based line of the first occurrence of `needle` in `text`. */
const lineOf = (text: string, needle: string) => {
  const index = text.indexOf(needle)
  expect(index, `"${needle}" is in the text`).toBeGreaterThanOrEqual(0)
  return text.slice(0, index).split('\n').length
}

/** `text` with the first match of `pattern` replaced, failing when nothing matched. */
const edit = (text: string, pattern: RegExp | string, replacement: string) => {
  const changed = text.replace(pattern, replacement)
  expect(changed, `${pattern} matched`).not.toBe(text)
  return changed
}

describe('editor settings', () => {
  test('site.yaml names its schema, and the workspace settings map it for VS Code', () => {
    expect(valid.split('\n')[0]).toBe('# yaml-language-server: $schema=./schema/site.schema.json')
    const settings = JSON.parse(readFileSync(`${root}.vscode/settings.json`, 'utf8')) as { 'yaml.schemas': Record<string, string | string[]> }
    expect([settings['yaml.schemas']['./schema/site.schema.json']].flat()).toContain('site.yaml')
    const extensions = JSON.parse(readFileSync(`${root}.vscode/extensions.json`, 'utf8')) as { recommendations: string[] }
    expect(extensions.recommendations).toContain('redhat.vscode-yaml')
  })
})

describe('diagnostics on broken copies of the real site.yaml', () => {
  test('the real site.yaml gets none', async () => {
    expect(summary(await diagnose(valid))).toEqual([])
  })

  test('a misspelt key in a hero section: flagged on its line, by the hero branch, and nothing else', async () => {
    const broken = edit(valid, /\n(\s+)subtitle: /, '\n$1subtitel: ')
    const diagnostics = await diagnose(broken)
    expect(summary(diagnostics)).toEqual([{ line: lineOf(broken, 'subtitel:'), message: 'Property subtitel is not allowed.' }])
    expect(diagnostics[0].source).toContain('HeroSection')
  })

  test('an unknown section type: flagged on its line, with every section type named', async () => {
    const broken = edit(valid, '- type: hero', '- type: banner')
    const diagnostics = await diagnose(broken)
    expect(summary(diagnostics)).toEqual([{ line: lineOf(broken, 'type: banner'), message: `must be one of the section types: ${sectionTypes().join(', ')}` }])
  })

  test('a wrong enum value: flagged on its line, with the allowed values', async () => {
    const broken = edit(valid, 'size: fullScreen', 'size: huge')
    expect(summary(await diagnose(broken))).toEqual([
      { line: lineOf(broken, 'size: huge'), message: 'Value is not accepted. Valid values: "fullScreen", "large", "compact".' },
    ])
  })

  test('a misspelt key in a section nested in tabs is flagged by its own branch', async () => {
    const broken = edit(valid, '{ type: form, heading: Send us a message, form: contact }', '{ type: form, heading: Send us a message, from: contact }')
    const diagnostics = await diagnose(broken)
    expect(summary(diagnostics)).toEqual([
      { line: lineOf(broken, 'from: contact'), message: 'Missing property "form".' },
      { line: lineOf(broken, 'from: contact'), message: 'Property from is not allowed.' },
    ])
    for (const diagnostic of diagnostics) expect(diagnostic.source).toContain('FormSection')
  })

  // The list of section types is schema/section.json's oneOf alone: each type's "type" refers to section.json's
  // $defs.type, whose enum and message (what an editor says of an unknown type) npm run gen-types writes from it.
  test('each section type refers to the one "type" of section.json, which lists the types of its oneOf', () => {
    const files = readSchemaFiles()
    for (const type of sectionTypes(files)) {
      const schema = files.get(`sections/${type}.json`) as { properties: { type: { $ref: string; const: string; errorMessage?: string } } }
      expect(schema.properties.type).toMatchObject({ $ref: '../section.json#/$defs/type', const: type })
      expect(schema.properties.type.errorMessage).toBeUndefined()
    }
    const text = readFileSync(`${root}schema/section.json`, 'utf8')
    expect(sectionFileWithMessage(text), 'schema/section.json as npm run gen-types writes it').toBe(text)
    expect(JSON.parse(text).$defs.type).toMatchObject({ enum: sectionTypes(files), errorMessage: sectionTypeMessage(sectionTypes(files)) })
  })
})

describe('the same broken fixtures as the loader', () => {
  const fixtures = fileURLToPath(new URL('../fixtures/site-errors/', import.meta.url))
  // Checks that need the whole file, other files or other pages: only the loader can make them.
  const loaderOnly = new Set([
    'card-category-not-in-filters', 'chat-line-unknown-field', 'comparison-row-wrong-count', 'dead-link-in-button',
    'dead-link-in-card', 'dead-link-in-navigation', 'duplicate-field-name', 'duplicate-page-path', 'duplicate-section-id',
    'min-length-without-value', 'missing-image-file', 'no-catch-all-page', 'select-without-options', 'two-catch-all-pages',
    'unknown-form', 'unknown-icon', 'unknown-placeholder', 'year-outside-copyright',
    // The language server skips a key without a value inside { … } (it takes it for one being typed),
    // so text cut at a comma there goes unflagged in the editor; `npm start` and `npm run check` say it.
    'flow-map-comma-in-text',
  ])
  // Where the editor points one line off the loader: at the key of the block rather than inside it,
  // or (for an unclosed { … }) at the line where the parser gave up.
  const elsewhere: Record<string, number> = { 'file-is-a-list': 2, 'file-is-a-scalar': 2, 'missing-site-brand': 2, 'yaml-unclosed-flow-map': 8 }
  // A fixture with both kinds: the lines of its loader-only problems (a dead link, an unknown form).
  const mixed: Record<string, number[]> = { 'several-problems': [23, 80], 'page-path-without-slash': [23] }
  const names = readdirSync(fixtures).filter((name) => name.endsWith('.yaml')).map((name) => name.replace(/\.yaml$/, '')).sort()

  test.each(names)('%s', async (name) => {
    const file = `${fixtures}${name}.yaml`
    const lines = summary(await diagnose(readFileSync(file, 'utf8'), file)).map((diagnostic) => diagnostic.line)
    const loaderLines = loadSite(file).errors.map((error) => error.line).filter((line) => !mixed[name]?.includes(line))
    if (loaderOnly.has(name)) {
      expect(lines).toEqual([])
      return
    }
    for (const line of loaderLines) expect(lines).toContain(elsewhere[name] ?? line)
  })

  test('the loader-only fixtures are the ones no schema can check', () => {
    for (const name of loaderOnly) expect(names).toContain(name)
    // Only cross-checks remain for the editor not to see; several-problems mixes both kinds.
    expect(names.length - loaderOnly.size).toBeGreaterThanOrEqual(40)
  })
})

describe('completion and hover', () => {
  /** The real site.yaml with `insert` added as the first section of /about; the cursor at its end. */
  const withNewSection = (insert: string) => {
    const anchor = valid.indexOf('    sections:\n', valid.indexOf('\n  - path: /about\n')) + '    sections:\n'.length
    const text = `${valid.slice(0, anchor)}${insert}\n${valid.slice(anchor)}`
    const document = open(text)
    return { document, position: document.positionAt(anchor + insert.length) }
  }

  test('after "type: " the editor offers every section type, each with what it draws', async () => {
    const { document, position } = withNewSection('      - type: ')
    const { items } = await languageService.doComplete(document, position, false)
    expect(items.map((item) => item.label).sort()).toEqual(sectionTypes().sort())
    for (const item of items) expect(item.documentation).toMatch(/^Section type: /)
  })

  test('inside a hero it offers the hero keys, and for size its values with their labels', async () => {
    const keys = withNewSection('      - type: hero\n        ')
    const { items } = await languageService.doComplete(keys.document, keys.position, false)
    expect(items.map((item) => item.label)).toEqual(expect.arrayContaining(['badge', 'title', 'subtitle', 'buttons', 'size', 'background']))
    const values = withNewSection('      - type: hero\n        title: Careers\n        size: ')
    const sizes = await languageService.doComplete(values.document, values.position, false)
    expect(sizes.items.map((item) => [item.label, item.documentation])).toEqual([
      ['fullScreen', 'Fills the whole first screen (the home page).'],
      ['large', 'Generous height (most pages).'],
      ['compact', 'Short: a title strip.'],
    ])
  })

  test('hovering a key shows its description; hovering an enum value shows the labels of all values', async () => {
    const document = open(valid)
    const subtitle = await languageService.doHover(document, document.positionAt(valid.indexOf('subtitle:') + 2))
    expect(subtitle?.contents).toMatchObject({ kind: 'markdown', value: expect.stringContaining('A line under the title') })
    const size = await languageService.doHover(document, document.positionAt(valid.indexOf('size: fullScreen') + 8))
    expect(size?.contents).toMatchObject({ value: expect.stringContaining('`compact`: Short: a title strip') })
  })
})
