import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MantineProvider } from '@mantine/core'
import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { LineCounter, parse, parseDocument, stringify } from 'yaml'
import { PageHead } from '@/app/PageHead'
import { theme } from '@/theme/theme'
import { Footer } from '@/components/Footer'
import { IslandComponentsContext } from '@/engine/islands/context'
import { islandComponent } from '@/engine/server/island-modules'
import { NavBar } from '@/components/NavBar'
import { SiteForm } from '@/forms/SiteForm'
import type { SiteConfig } from '@/generated/site'
import { SectionList } from '@/sections/SectionList'
import { loadSectionComponents } from '@/sections/registry'
import { defaultSiteFile, formatReport, loadSite, loadSiteText, type LoadResult } from '@/site/load-site'
import type { DataPath } from '@/site/problem'
import { fillTemplate } from '../../pipeline/page-html.mjs'

// site.yaml written carelessly or with ill intent: the loader must answer every one of these with
// errors that point into the file (or accept it), in bounded time, and never throw. The time bounds are
// generous, to catch hangs only: this machine has two busy cores.

const realText = readFileSync(defaultSiteFile, 'utf8')
const minimalText = readFileSync(fileURLToPath(new URL('../fixtures/minimal-site.yaml', import.meta.url)), 'utf8')
const hangBound = 5_000
/** yaml itself reads a 10 MB file in a few seconds here; with the old quadratic checks 20,000 keys took 26 s. */
const bigFileBound = 15_000
/** The vitest time limit for the 10 MB tests: they build and check 10 MB of text twice. */
const bigTestTimeout = 60_000

/** Loads text, asserting the time bound; a throw fails the test by itself. */
function load(text: string, bound = hangBound): LoadResult {
  const started = performance.now()
  const result = loadSiteText(text)
  expect(performance.now() - started, 'loading took too long').toBeLessThan(bound)
  return result
}

/** Every error names a real place in the file and says something; a refused file gives no site. */
function expectPositioned(result: LoadResult, text: string) {
  expect(result.errors.length).toBeGreaterThan(0)
  expect(result.site).toBeUndefined()
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  for (const error of result.errors) {
    expect(Number.isInteger(error.line) && Number.isInteger(error.column), JSON.stringify(error)).toBe(true)
    expect(error.line).toBeGreaterThanOrEqual(1)
    expect(error.line).toBeLessThanOrEqual(lines.length)
    expect(error.column).toBeGreaterThanOrEqual(1)
    expect(error.column).toBeLessThanOrEqual(lines[error.line - 1].length + 1)
    expect(error.message.trim().length).toBeGreaterThan(0)
  }
}

function firstError(result: LoadResult) {
  const [first] = result.errors
  return first && { line: first.line, column: first.column, message: first.message }
}

/** `text` with `find` replaced once; fails when `find` is not there (the fixture changed). */
function edit(text: string, find: string | RegExp, replacement: string): string {
  const changed = text.replace(find, replacement)
  expect(changed, `"${String(find)}" not found`).not.toBe(text)
  return changed
}

/** Line and column of the value at `path` in YAML text, as the loader counts them. */
function positionOf(text: string, path: DataPath) {
  const lineCounter = new LineCounter()
  const node = parseDocument(text, { lineCounter }).getIn(path, true) as { range: [number, number, number] }
  const { line, col } = lineCounter.linePos(node.range[0])
  return { line, column: col }
}

/** Every string value of plain data with its path (not the keys). */
function stringLeaves(data: unknown, path: DataPath = []): { path: DataPath; value: string }[] {
  if (typeof data === 'string') return [{ path, value: data }]
  if (Array.isArray(data)) return data.flatMap((item, index) => stringLeaves(item, [...path, index]))
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => stringLeaves(value, [...path, key]))
  return []
}

function setAt(data: unknown, path: DataPath, value: unknown) {
  let node = data as Record<string | number, unknown>
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>
  node[path.at(-1)!] = value
}

describe('alias bombs', () => {
  test('a billion laughs, nine levels of ten aliases each, is refused at the first alias without expanding it', () => {
    const levels = Array.from({ length: 9 }, (_, level) => `l${level + 1}: &l${level + 1} [${Array(10).fill(`*l${level}`).join(', ')}]`)
    const text = ['l0: &l0 [lol]', ...levels, 'site: *l9', ''].join('\n')
    const result = load(text)
    expectPositioned(result, text)
    expect(firstError(result)).toMatchObject({ line: 2, column: 10, message: expect.stringMatching(/^The aliases \(\*name\) in this file repeat/) })
  })

  test('a bomb hidden in an otherwise valid site is refused as well', () => {
    const bomb = ['x0: &x0 [a, a, a, a, a, a, a, a, a, a]', ...Array.from({ length: 8 }, (_, i) => `x${i + 1}: &x${i + 1} [${Array(10).fill(`*x${i}`).join(', ')}]`)]
    const text = `${bomb.join('\n')}\n${realText}`
    const result = load(text)
    expectPositioned(result, text)
    expect(result.errors[0].message).toMatch(/aliases/)
  })
})

describe('very deep nesting', () => {
  const cases: [string, string][] = [
    ['100,000 nested flow lists', `site: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`],
    ['20,000 nested flow maps', `site: ${'{a: '.repeat(20_000)}1${'}'.repeat(20_000)}\n`],
    ['5,000 nested blocks of keys (used to throw a RangeError out of the loader)', `site:\n${Array.from({ length: 5_000 }, (_, i) => `${' '.repeat(i + 1)}a:`).join('\n')} x\n`],
    ['5,000 nested block lists (used to throw a RangeError out of the loader)', `site:\n${Array.from({ length: 5_000 }, (_, i) => `${' '.repeat(2 * i + 2)}-`).join('\n')} x\n`],
  ]
  test.each(cases)('%s: refused with a position', (_, text) => {
    const result = load(text)
    expectPositioned(result, text)
  })

  test('the deepest block nesting is pointed at in words that say what is wrong', () => {
    const text = `${realText}\njunk:\n${Array.from({ length: 5_000 }, (_, i) => `${' '.repeat(i + 1)}a:`).join('\n')} x\n`
    const result = load(text)
    expectPositioned(result, text)
    expect(result.errors.map((error) => error.message).join('\n')).toMatch(/nested too deeply|maximum call stack/i)
  })

  test('500 levels inside a text field: the field is named, not the stack', () => {
    const text = edit(minimalText, 'brand: Example Agency', `brand: ${'['.repeat(500)}${']'.repeat(500)}`)
    expect(firstError(load(text))).toEqual({ line: 3, column: 10, message: '"brand" must be text, but it is a list.' })
  })
})

describe('a 10 MB site.yaml', () => {
  const tenMegabytes = 10 * 1024 * 1024

  test('the real site with a 10 MB comment is accepted, the same as without', { timeout: bigTestTimeout }, () => {
    const text = `${realText}\n# ${'x'.repeat(tenMegabytes)}\n`
    const result = load(text, bigFileBound)
    expect(result.errors).toEqual([])
    expect(result.site).toEqual(loadSiteText(realText).site)
  })

  test('a 10 MB description is accepted and kept whole', { timeout: bigTestTimeout }, () => {
    const long = 'A long description. '.repeat(tenMegabytes / 20)
    const text = edit(minimalText, 'description: A small agency.', `description: ${long.trim()}`)
    const result = load(text, bigFileBound)
    expect(result.errors).toEqual([])
    expect(result.site?.site.description.length).toBe(long.trim().length)
  })

  test('20,000 unknown keys (10 MB): each reported where it is, without the old quadratic hang', { timeout: bigTestTimeout }, () => {
    const keys = Array.from({ length: 20_000 }, (_, i) => `unknown${i}: ${'v'.repeat(520)}`)
    const text = `${minimalText}\n${keys.join('\n')}\n`
    expect(text.length).toBeGreaterThan(tenMegabytes)
    const result = load(text, bigFileBound)
    expectPositioned(result, text)
    expect(result.errors).toHaveLength(20_000)
    const firstLine = minimalText.split('\n').length + 1
    expect(firstError(result)).toEqual({ line: firstLine, column: 1, message: 'Unknown key "unknown0".' })
    expect(result.errors.at(-1)).toMatchObject({ line: firstLine + 19_999, column: 1 })
    // The printed report (one code frame per problem) is bounded too.
    const started = performance.now()
    expect(formatReport(result).length).toBeGreaterThan(tenMegabytes)
    expect(performance.now() - started).toBeLessThan(bigFileBound)
  })

  test('20,000 repeated keys (10 MB): each repeat reported, with the line of the first', { timeout: bigTestTimeout }, () => {
    const text = `${minimalText}\n${Array.from({ length: 20_000 }, () => `footer: ${'v'.repeat(520)}`).join('\n')}\n`
    expect(text.length).toBeGreaterThan(tenMegabytes)
    const result = load(text, bigFileBound)
    expectPositioned(result, text)
    expect(result.errors).toHaveLength(20_000)
    expect(result.errors[0].message).toBe('The key "footer" appears twice in the same block (first on line 26); keep only one.')
  })

  test('the real pages repeated to 10 MB: every copied page path is reported as used twice', { timeout: bigTestTimeout }, () => {
    const pagesAt = realText.indexOf('\npages:\n') + '\npages:\n'.length
    const pages = realText.slice(pagesAt)
    const copies = Math.ceil(tenMegabytes / pages.length)
    const text = realText + `${pages}\n`.repeat(copies)
    const result = load(text, bigFileBound)
    expectPositioned(result, text)
    const pageCount = (parse(realText) as SiteConfig).pages.length
    const twice = result.errors.filter((error) => /is used by two pages|two not-found pages/.test(error.message))
    expect(twice).toHaveLength(pageCount * copies)
  })
})

describe('tabs, byte order marks and line ends', () => {
  test('a tab that indents a line is refused once per top-level block, even when every line has one', () => {
    const text = realText.replace(/\n {2}/g, '\n\t')
    const result = load(text)
    expectPositioned(result, text)
    const tabs = result.errors.filter((error) => error.message === 'This line is indented with a tab; YAML needs spaces.')
    expect(tabs[0]).toBe(result.errors[0])
    expect(tabs.length).toBeLessThanOrEqual(realText.split('\n').filter((line) => /^[a-z]/.test(line)).length)
  })

  test('a tab after the colon or inside a text is fine, and kept inside the text', () => {
    const text = edit(minimalText, 'brand: Example Agency', 'brand:\tExample\tAgency')
    expect(load(text).site?.site.brand).toBe('Example\tAgency')
  })

  test('a byte order mark is ignored: same site, same positions', () => {
    expect(load(`\uFEFF${realText}`).site).toEqual(loadSiteText(realText).site)
    const broken = edit(minimalText, 'title: Hello', 'titel: Hello')
    expect(load(`\uFEFF${broken}`).errors).toEqual(load(broken).errors)
  })

  test('Windows (CRLF) and old Mac (CR) line ends read the same as Unix ones, mistakes at the same positions', () => {
    expect(load(realText.replace(/\n/g, '\r\n')).site).toEqual(loadSiteText(realText).site)
    // A lone CR used to make the whole file one comment line: "site.yaml is empty".
    expect(load(realText.replace(/\n/g, '\r')).site).toEqual(loadSiteText(realText).site)
    let broken = edit(minimalText, 'title: Hello', 'titel: Hello')
    broken = edit(broken, 'to: /about', 'to: /abuot')
    broken = edit(broken, '    city: Ahmedabad', '\tcity: Ahmedabad')
    const unix = load(broken).errors.map(({ line, column, message }) => ({ line, column, message }))
    expect(unix.length).toBeGreaterThan(0)
    for (const lineEnd of ['\r\n', '\r']) {
      const other = load(broken.replace(/\n/g, lineEnd))
      expect(other.errors.map(({ line, column, message }) => ({ line, column, message }))).toEqual(unix)
    }
  })
})

describe('bytes that are not text', () => {
  const folder = mkdtempSync(join(tmpdir(), 'hostile-'))
  const loadBytes = (name: string, bytes: Uint8Array) => {
    const file = join(folder, name)
    writeFileSync(file, bytes)
    const started = performance.now()
    const result = loadSite(file)
    expect(performance.now() - started).toBeLessThan(hangBound)
    return result
  }
  const utf8 = (text: string) => Buffer.from(text, 'utf8')
  // "brand: Example Agency" is on line 3; its value starts in column 10.
  const withBytes = (bytes: number[]) =>
    Buffer.concat([utf8(minimalText.slice(0, minimalText.indexOf('Example Agency'))), Buffer.from(bytes), utf8(minimalText.slice(minimalText.indexOf('Example Agency')))])

  test.each([
    ['Latin-1 é (0xE9)', [0xe9]],
    ['a lone continuation byte', [0x80]],
    ['an overlong "/" (0xC0 0xAF)', [0xc0, 0xaf]],
    ['a UTF-8 encoded surrogate (0xED 0xA0 0x80)', [0xed, 0xa0, 0x80]],
    ['a code point above U+10FFFF (0xF4 0x90 0x80 0x80)', [0xf4, 0x90, 0x80, 0x80]],
    ['0xFF', [0xff]],
  ])('%s is refused where it is, not shown as "�"', (_, bytes) => {
    const result = loadBytes('latin.yaml', withBytes(bytes))
    expect(firstError(result)).toEqual({ line: 3, column: 10, message: expect.stringMatching(/^This line holds a byte \(0x[0-9A-F]{2}\) that is not UTF-8 text/) })
    expect(result.errors[0].hint).toMatch(/UTF-8/)
  })

  test('a multi-byte letter cut off at the end of the file is refused at its position', () => {
    const bytes = Buffer.concat([utf8(minimalText), utf8('# નમસ્તે'), Buffer.from([0xe0, 0xaa])])
    const lines = minimalText.split('\n')
    expect(firstError(loadBytes('cut.yaml', bytes))).toMatchObject({ line: lines.length, column: lines.at(-1)!.length + '# નમસ્તે'.length + 1 })
  })

  test('a file saved as UTF-16 is refused with what to do', () => {
    const result = loadBytes('utf16.yaml', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(minimalText, 'utf16le')]))
    expect(firstError(result)).toEqual({ line: 1, column: 1, message: 'site.yaml is saved as UTF-16; it must be saved as UTF-8.' })
  })

  test('real UTF-8 (Gujarati, Hindi, emoji, a UTF-8 byte order mark) is read as written', () => {
    const text = edit(minimalText, 'brand: Example Agency', 'brand: "નમસ્તે नमस्ते 👨‍👩‍👧‍👦 ₹"')
    const result = loadBytes('utf8.yaml', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(text)]))
    expect(result.errors).toEqual([])
    expect(result.site?.site.brand).toBe('નમસ્તે नमस्ते 👨‍👩‍👧‍👦 ₹')
  })

  test.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['a C1 control (U+0090)', '\u0090'],
    ['the non-character U+FFFF', '\uffff'],
  ])('%s inside a text is refused where it is', (_, character) => {
    const text = edit(minimalText, 'brand: Example Agency', `brand: Example${character}Agency`)
    expect(firstError(load(text))).toEqual({ line: 3, column: 17, message: expect.stringMatching(/^This line holds an invisible control character \(U\+[0-9A-F]{4}\)/) })
  })

  test('a binary blob is refused with at most one report per line and ten in all', () => {
    const blob = Array.from({ length: 4096 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join('')
    const result = load(blob)
    expectPositioned(result, blob)
    expect(result.errors.length).toBeLessThanOrEqual(10)
    expect(new Set(result.errors.map((error) => error.line)).size).toBe(result.errors.length)
  })
})

describe('files that are not a block of keys', () => {
  test.each([
    ['an empty file', '', 'empty'],
    ['only spaces and blank lines', '  \n\n   \n', 'empty'],
    ['only a comment', '# nothing yet\n', 'empty'],
    ['only "~"', '~\n', 'empty'],
    ['only "---"', '---\n', 'empty'],
    ['a list', '- site\n- pages\n', 'a list'],
    ['a flow list', '[site, pages]\n', 'a list'],
    ['a text', 'hello\n', 'a single value'],
    ['a number', '1e308\n', 'a single value'],
    ['true', 'true\n', 'a single value'],
  ])('%s is refused at 1:1', (_, text, what) => {
    expect(firstError(load(text))).toEqual({
      line: 1,
      column: 1,
      message: `site.yaml must be a block of keys (site, navigation, footer, forms, pages), but it is ${what}.`,
    })
  })

  test('an empty block of keys lists every missing block', () => {
    const result = load('{}\n')
    expectPositioned(result, '{}\n')
    expect(result.errors.map((error) => error.message)).toEqual(['site', 'navigation', 'footer', 'forms', 'pages'].map((key) => `The file has no "${key}", and it needs one.`))
  })

  test('a second document is refused where it starts', () => {
    const text = `${minimalText}---\nsite: {}\n`
    expect(firstError(load(text))).toMatchObject({ line: minimalText.split('\n').length, column: 1 })
  })
})

describe('script and javascript: in site.yaml', () => {
  const payload = `<script>alert("pwned")</script><img src=x onerror="alert(1)">" onmouseover="alert(2)`
  const escapedScript = '&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;'

  /** The real site with the payload added to every text the schema accepts it in. */
  function poisonedSite() {
    const data = parse(realText) as object
    let leaves = stringLeaves(data)
    for (const leaf of leaves) setAt(data, leaf.path, `${leaf.value}${payload}`)
    // Links, paths, e-mail addresses, names and choices refuse it (see the next test): put those back, the
    // values named by an error first, and only when there are none, the values inside the block it names.
    for (let round = 0; round < 20; round++) {
      const result = loadSiteText(stringify(data, { lineWidth: 0 }))
      if (result.site) return { site: result.site, poisoned: leaves.length }
      const refused = new Set(result.errors.map((error) => JSON.stringify(error.path)))
      let back = leaves.filter((leaf) => refused.has(JSON.stringify(leaf.path)))
      if (back.length === 0) {
        const prefixes = [...refused].map((path) => path.slice(0, -1))
        back = leaves.filter((leaf) => prefixes.some((prefix) => JSON.stringify(leaf.path).startsWith(prefix)))
      }
      expect(back.length, formatReport(result)).toBeGreaterThan(0)
      for (const leaf of back) setAt(data, leaf.path, leaf.value)
      leaves = leaves.filter((leaf) => !back.includes(leaf))
    }
    throw new Error('the poisoned site never became valid')
  }

  /** A link the schema rightly accepts (https:), whose text tries to break out of the href attribute. */
  const breakout = 'https://evil.example.com/"><script>alert(1)</script>'

  test('in every text field it is accepted as text and drawn as text by react-dom/server: never a tag or an attribute', async () => {
    const { site, poisoned } = poisonedSite()
    expect(poisoned).toBeGreaterThan(1000)
    site.site.social = { ...site.site.social, facebook: breakout }
    const within = (children: ReactNode) => createElement(MantineProvider, { theme, forceColorScheme: 'dark' }, createElement(IslandComponentsContext, { value: islandComponent }, createElement(MemoryRouter, null, children)))
    const parts: string[] = [
      renderToString(within(createElement(NavBar, { site: site.site, navigation: site.navigation }))),
      renderToString(within(createElement(Footer, { site: site.site, footer: site.footer }))),
      ...Object.values(site.forms).map((form) => renderToString(within(createElement(SiteForm, { definition: form })))),
    ]
    for (const page of site.pages) {
      await loadSectionComponents(page.sections)
      const { sections, ...summary } = page
      parts.push(renderToString(within([createElement(PageHead, { key: 'head', site: site.site, page: summary }), createElement(SectionList, { key: 'body', sections })])))
    }
    const html = parts.join('\n')
    expect(html.split(escapedScript).length - 1).toBeGreaterThan(500)
    // The only script elements are JSON-LD data blocks, and nothing in them can end them early.
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    for (const [tag, body] of scripts) {
      expect(tag.startsWith('<script type="application/ld+json">')).toBe(true)
      expect(body).not.toMatch(/</)
    }
    expect(html.match(/<script\b/gi)?.length ?? 0).toBe(scripts.length)
    expect(html).toContain('href="https://evil.example.com/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).not.toMatch(/<img src=x/i)
    // No real tag (text is escaped, so every "<" left is one) carries an event handler outside its quoted values.
    for (const tag of html.match(/<[a-zA-Z][^>]*>/g) ?? []) expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+=/i)
  })

  const unsafeLinks = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com',
    '/\\evil.example.com',
    'http://evil.example.com',
    'java\tscript:alert(1)',
  ]

  test('in every link and picture field it is refused, at that very field', () => {
    const data = parse(realText) as object
    // Every link (to), picture (src), the site's address and its social links; page paths stay, so that links have pages to miss.
    const links = stringLeaves(data).filter((leaf) => ['to', 'src', 'url'].includes(String(leaf.path.at(-1))) || leaf.path.includes('social'))
    expect(links.length).toBeGreaterThan(100)
    links.forEach((leaf, index) => setAt(data, leaf.path, unsafeLinks[index % unsafeLinks.length]))
    const text = stringify(data, { lineWidth: 0 })
    const result = load(text)
    expectPositioned(result, text)
    const at = new Set(result.errors.map((error) => `${error.line}:${error.column}`))
    const missed = links.filter((leaf) => {
      const { line, column } = positionOf(text, leaf.path)
      return !at.has(`${line}:${column}`)
    })
    expect(missed.map((leaf) => leaf.path.join('.'))).toEqual([])
  })

  test.each([
    '/../../etc/passwd',
    '/images/../../../etc/passwd.svg',
    '../public/logo.svg',
    '/images/%2e%2e/%2e%2e/secret.svg',
    '/images/..%2f..%2fsecret.svg',
    '\\..\\..\\windows\\win.ini',
    '/images/..\\..\\secret.svg',
    'C:\\Windows\\logo.svg',
    'file:///etc/passwd',
    '/etc/passwd',
    '//evil.example.com/x.svg',
    'https://evil.example.com/x.svg',
    '/logo.svg?x=../../',
  ])('the picture path %j is refused at the picture', (src) => {
    const text = edit(minimalText, '{ src: /clients/client-01.svg, alt: Client One }', `{ src: ${JSON.stringify(src)}, alt: Client One }`)
    const result = load(text)
    expectPositioned(result, text)
    expect(result.errors.map(({ line, column }) => ({ line, column }))).toContainEqual({ line: 65, column: 20 })
  })
})

describe('absurd numbers', () => {
  const withColumns = (value: string) => edit(minimalText, '      - type: cardGrid\n', `      - type: cardGrid\n        columns: ${value}\n`)
  test.each([
    ['1e308', '"columns" must be at most 6, not 1e+308.'],
    ['1e309', '"columns" must be a whole number, but it is the number Infinity.'],
    ['-0', '"columns" must be at least 1, not 0.'],
    ['.nan', '"columns" must be a whole number, but it is the number NaN.'],
    ['.inf', '"columns" must be a whole number, but it is the number Infinity.'],
    ['-.inf', '"columns" must be a whole number, but it is the number -Infinity.'],
    ['NaN', '"columns" must be a whole number, but it is the text "NaN".'],
    ['12abc', '"columns" must be a whole number, but it is the text "12abc".'],
    ['2.5', '"columns" must be a whole number, but it is the number 2.5.'],
    ['1_0', '"columns" must be a whole number, but it is the text "1_0".'],
    ['123456789012345678901234567890', '"columns" must be at most 6, not 1.2345678901234568e+29.'],
    ['[3]', '"columns" must be a whole number, but it is a list.'],
  ])('columns: %s is refused at the number', (value, message) => {
    expect(firstError(load(withColumns(value)))).toEqual({ line: 72, column: 18, message })
  })

  test('columns written in hexadecimal (0x4) is a number YAML allows, and accepted as 4', () => {
    const site = load(withColumns('0x4')).site
    const grid = site?.pages[1].sections[0]
    expect(grid?.type === 'cardGrid' && grid.columns).toBe(4)
  })

  test.each([
    ['-0', '"value" must be at least 1, not 0.'],
    ['.nan', '"value" must be a whole number, but it is the number NaN.'],
    ['"2"', '"value" must be a whole number, but it is the text "2".'],
  ])('a minLength value of %s is refused at the number', (value, message) => {
    expect(firstError(load(edit(minimalText, 'rule: minLength, value: 2,', `rule: minLength, value: ${value},`)))).toEqual({ line: 40, column: 39, message })
  })
})

describe('sections inside columns', () => {
  test('a misspelt form name there is refused (it used to pass, then crash the prerender)', () => {
    const text = edit(minimalText, '      - type: form\n        form: contact\n', '      - type: columns\n        columns:\n          - sections:\n              - { type: form, form: contcat }\n          - sections:\n              - { type: hero, title: Hi }\n')
    expect(firstError(load(text))).toEqual({ line: 82, column: 37, message: 'There is no form named "contcat". Did you mean "contact"?' })
  })
})

describe('the prerender puts text into the page as written', () => {
  test('"$&", "$`", "$\'" and "$$" in a page are not read as replacement patterns', () => {
    const template = '<head><!--app-head--></head><body><div id="root"><!--app-html--></div></body>'
    const html = fillTemplate(template, '<title>$& $$</title>', '<p>Pay $` or $\' or $& or $$1</p>')
    expect(html).toBe('<head><title>$& $$</title></head><body><div id="root"><p>Pay $` or $\' or $& or $$1</p></div></body>')
  })
})

describe('fragments of YAML syntax', () => {
  test('none makes the loader throw', () => {
    for (const text of ['\u0000', '[', '{', '"', "'", '&a', '*a', '!!', '? ', ': ', '- - -', '%YAML 9.9\n---\n', '\t', '|\n\t', '>-\n  \u00a0']) {
      expect(() => loadSiteText(text), JSON.stringify(text)).not.toThrow()
    }
  })
})
