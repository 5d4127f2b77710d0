import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { applyToText, type Change } from '../../../src/site-changes/operations'
import { applyChange, fileChangedMessage, fileVersion } from '../../../src/site-changes/site-file'
import { describeChange } from '../../../src/site-changes/words'
import { blockFields } from '../../../src/editing-interface/pages-data'
import { sectionFields } from '../../../src/editing-interface/schema-fields'
import { documentOf, EditError } from '../../../src/site-changes/yaml-edits'
import { loadSiteText } from '../../../src/site/load-site'
import { withDefaults } from '../../../src/site/schema-defaults'
import type { DataPath } from '../../../src/site/problem'
import { lineDiff } from './line-diff'
import { copyOfSite, lineOf, pageIndex, realData, realSite } from './real-site'

// addKey writes a key a block has not got yet, in the block's style; removeKey takes one away; each undoes the other
// byte for byte.

/** Applies the change, checks that its inverse gives back the file byte for byte (and the inverse's own inverse the change), and returns the diff. */
function diffOf(change: Change, source = realSite): { diff: string[]; text: string; inverse: Change } {
  const { text, inverse } = applyToText(source, change)
  const back = applyToText(text, inverse)
  expect(back.text).toBe(source)
  expect(applyToText(back.text, back.inverse).text).toBe(text)
  return { diff: lineDiff(source, text), text, inverse }
}

const lastSiteLine = lineOf('    linkedin: https://linkedin.com/company/example')

describe('addKey', () => {
  test('a text into a block of keys: one line at its indentation, after its last key', () => {
    const { diff, text } = diffOf({ kind: 'addKey', block: ['site'], key: 'favicon', value: '/favicon.svg' })
    expect(diff).toEqual([`@@ ${lastSiteLine + 1}`, '+  favicon: /favicon.svg'])
    expect(loadSiteText(text).errors).toEqual([])
    expect((parse(text) as { site: { favicon: string } }).site.favicon).toBe('/favicon.svg')
  })

  test('a text plain cannot hold goes in double quotes; a number and a switch as they are', () => {
    expect(diffOf({ kind: 'addKey', block: ['site'], key: 'author2', value: 'a: b # c' }).diff).toEqual([`@@ ${lastSiteLine + 1}`, '+  author2: "a: b # c"'])
    expect(diffOf({ kind: 'addKey', block: ['site'], key: 'x', value: 'true' }).diff).toEqual([`@@ ${lastSiteLine + 1}`, '+  x: "true"'])
    expect(diffOf({ kind: 'addKey', block: ['site'], key: 'x', value: 42 }).diff).toEqual([`@@ ${lastSiteLine + 1}`, '+  x: 42'])
  })

  test('into a nested block: at the nested block’s indentation (social gets youtube)', () => {
    const { diff } = diffOf({ kind: 'addKey', block: ['site', 'social'], key: 'youtube', value: 'https://youtube.com/@example' })
    expect(diff).toEqual([`@@ ${lastSiteLine + 1}`, '+    youtube: https://youtube.com/@example'])
  })

  test('into a { } block: ", key: value" before the "}"', () => {
    const line = '  logo: { src: /logo.svg, alt: Agency Name logo }'
    const { diff } = diffOf({ kind: 'addKey', block: ['site', 'logo'], key: 'width', value: 120 })
    expect(diff).toEqual([`@@ ${lineOf(line)}`, `-${line}`, '+  logo: { src: /logo.svg, alt: Agency Name logo, width: 120 }'])
    const comma = diffOf({ kind: 'addKey', block: ['site', 'logo'], key: 'title', value: 'a, b' }).diff
    expect(comma.at(-1)).toBe('+  logo: { src: /logo.svg, alt: Agency Name logo, title: "a, b" }')
  })

  test('an object value: a small block in { }, a larger one as a block under its key; an empty one as {}', () => {
    expect(diffOf({ kind: 'addKey', block: ['site'], key: 'theme', value: { colorScheme: 'light' } }).diff).toEqual([`@@ ${lastSiteLine + 1}`, '+  theme: { colorScheme: light }'])
    expect(diffOf({ kind: 'addKey', block: ['site'], key: 'theme', value: {} }).diff).toEqual([`@@ ${lastSiteLine + 1}`, '+  theme: {}'])
    const nested = { colors: { primary: 'blue' }, radius: 'md' }
    const { text, diff } = diffOf({ kind: 'addKey', block: ['site'], key: 'theme', value: nested })
    expect(diff).toEqual([`@@ ${lastSiteLine + 1}`, '+  theme:', '+    colors:', '+      primary: blue', '+    radius: md'])
    expect((parse(text) as { site: { theme: unknown } }).site.theme).toEqual(nested)
  })

  test('a nested key is two steps: the block first (theme: {}), then its key, into the { }', () => {
    expect(() => applyToText(realSite, { kind: 'addKey', block: ['site', 'theme'], key: 'colorScheme', value: 'light' })).toThrow(new EditError('There is nothing at ["site","theme"] in site.yaml.'))
    const first = applyToText(realSite, { kind: 'addKey', block: ['site'], key: 'theme', value: {} })
    const { diff } = diffOf({ kind: 'addKey', block: ['site', 'theme'], key: 'colorScheme', value: 'light' }, first.text)
    expect(diff).toEqual([`@@ ${lastSiteLine + 1}`, '-  theme: {}', '+  theme: { colorScheme: light }'])
    // An empty block written "{ }" is given back as it was.
    const spaced = realSite.replace('  social:\n', '  theme: { }\n  social:\n')
    diffOf({ kind: 'addKey', block: ['site', 'theme'], key: 'colorScheme', value: 'light' }, spaced)
  })

  test('into a section: the hero of /terms gets a badge after its last key', () => {
    const block: DataPath = ['pages', pageIndex('/terms'), 'sections', 0]
    const { text, diff } = diffOf({ kind: 'addKey', block, key: 'badge', value: 'Legal' })
    expect(diff).toEqual([`@@ ${lineOf('        subtitle: "Last updated: April 30, 2025"', lineOf('  - path: /terms')) + 1}`, '+        badge: Legal'])
    expect(documentOf(text).getIn([...block, 'badge'])).toBe('Legal')
    expect(loadSiteText(text).errors).toEqual([])
  })

  test('refusals, in words', () => {
    expect(() => applyToText(realSite, { kind: 'addKey', block: ['site'], key: 'brand', value: 'X' })).toThrow(new EditError('This block already has “brand”.'))
    expect(() => applyToText(realSite, { kind: 'addKey', block: ['site', 'brand'], key: 'x', value: 'X' })).toThrow(new EditError('["site","brand"] is not a block of keys in site.yaml.'))
    expect(() => applyToText(realSite, { kind: 'removeKey', block: ['site'], key: 'favicon' })).toThrow(new EditError('This block has no “favicon” to remove.'))
  })
})

describe('removeKey', () => {
  test('takes exactly the key’s line; its inverse puts it back where it was', () => {
    const line = '  author: Agency Name'
    const { diff, inverse } = diffOf({ kind: 'removeKey', block: ['site'], key: 'author' })
    expect(diff).toEqual([`@@ ${lineOf(line)}`, `-${line}`])
    expect(inverse).toMatchObject({ kind: 'addKey', block: ['site'], key: 'author', value: 'Agency Name' })
  })

  test('a key with its own comment lines takes them; a nested block goes whole', () => {
    const { diff } = diffOf({ kind: 'removeKey', block: ['site'], key: 'brand' })
    expect(diff).toEqual([
      `@@ ${lineOf('  # The real name, address, phone, e-mail and WhatsApp number are set here, once.')}`,
      '-  # The real name, address, phone, e-mail and WhatsApp number are set here, once.',
      '-  # Any text below can repeat them with {brand}, {phone}, {email}, {chatNumber}, {address} and {url}.',
      '-  brand: Agency Name',
    ])
    expect(diffOf({ kind: 'removeKey', block: ['site'], key: 'location' }).diff).toHaveLength(6)
  })

  test('in a { } block: the key and its comma; the last key leaves {}', () => {
    const line = '  logo: { src: /logo.svg, alt: Agency Name logo }'
    expect(diffOf({ kind: 'removeKey', block: ['site', 'logo'], key: 'alt' }).diff).toEqual([`@@ ${lineOf(line)}`, `-${line}`, '+  logo: { src: /logo.svg }'])
    expect(diffOf({ kind: 'removeKey', block: ['site', 'logo'], key: 'src' }).diff).toEqual([`@@ ${lineOf(line)}`, `-${line}`, '+  logo: { alt: Agency Name logo }'])
    const one = realSite.replace(line, '  logo: { src: /logo.svg }')
    expect(diffOf({ kind: 'removeKey', block: ['site', 'logo'], key: 'src' }, one).diff.at(-1)).toBe('+  logo: {}')
  })

  test('keys all over the real site (one in seven): removed, then put back, byte for byte', () => {
    const keys: { path: DataPath; key: string; value: Record<string, unknown> }[] = []
    const walk = (value: unknown, path: DataPath) => {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]))
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          keys.push({ path, key, value: value as Record<string, unknown> })
          walk(inner, [...path, key])
        }
      }
    }
    walk(realData, [])
    let tried = 0
    for (const { path, key, value } of keys.filter((_, index) => index % 7 === 0)) {
      let applied
      try {
        applied = applyToText(realSite, { kind: 'removeKey', block: path, key })
      } catch (error) {
        if (!(error instanceof EditError)) throw error
        continue
      }
      tried++
      const expected = { ...value }
      delete expected[key]
      expect(documentOf(applied.text).errors).toEqual([])
      expect(JSON.stringify(documentOf(applied.text).getIn(path))).toBe(JSON.stringify(expected))
      expect(applyToText(applied.text, applied.inverse).text).toBe(realSite)
    }
    expect(tried).toBeGreaterThan(100)
  }, 60_000)

  test('the only key of a block on lines, and the first key on the line of its "-", are refused', () => {
    const only = 'site:\n  brand: X\n  theme:\n    colorScheme: light\n'
    expect(() => applyToText(only, { kind: 'removeKey', block: ['site', 'theme'], key: 'colorScheme' })).toThrow(new EditError('“colorScheme” is the only key of its block, so it cannot be removed alone: remove the block instead.'))
    const item = 'items:\n  - name: a\n    role: b\n'
    expect(() => applyToText(item, { kind: 'removeKey', block: ['items', 0], key: 'name' })).toThrow(new EditError('“name” is written on the line of its item’s “-”, so it cannot be removed here.'))
    expect(lineDiff(item, applyToText(item, { kind: 'removeKey', block: ['items', 0], key: 'role' }).text)).toEqual(['@@ 3', '-    role: b'])
  })
})

describe('words of the history', () => {
  test('Site details › Theme: added / removed', () => {
    const before = parse(realSite)
    const change: Change = { kind: 'addKey', block: ['site'], key: 'theme', value: {} }
    const { text, inverse } = applyToText(realSite, change)
    const after = parse(text)
    expect(describeChange(change, inverse, before, after).words).toBe('Site details › Theme: added')
    expect(describeChange(inverse, change, after, before).words).toBe('Site details › Theme: removed')
  })
})

describe('through the dev server’s applyChange', () => {
  test('checked and written, named in the history; the inverse (as the history keeps it) gives back the bytes; a stale remove is a conflict', () => {
    const file = copyOfSite()
    const added = applyChange(file, { version: fileVersion(realSite), change: { kind: 'addKey', block: ['site'], key: 'language', value: 'en-IN' } })
    expect(added).toMatchObject({ ok: true, reapplied: false })
    if (!added.ok) return
    expect(lineDiff(realSite, readFileSync(file, 'utf8'))).toEqual([`@@ ${lastSiteLine + 1}`, '+  language: en-IN'])
    expect(added.entry.words).toBe('Site details › Language: added')
    // A value the schema refuses is the loader's refusal; the file stays.
    const bad = applyChange(file, { version: added.version, change: { kind: 'addKey', block: ['site'], key: 'favicon', value: 'no-slash.png' } })
    expect(bad).toMatchObject({ ok: false, reason: 'invalid' })
    const removed = applyChange(file, { version: added.version, change: added.entry.inverse })
    expect(removed).toMatchObject({ ok: true })
    if (!removed.ok) return
    expect(readFileSync(file, 'utf8')).toBe(realSite)
    expect(removed.entry.words).toBe('Site details › Language: removed')
    // Made on the version that had it, after it was removed: nothing to remove, in words.
    expect(applyChange(file, { version: added.version, change: added.entry.inverse })).toEqual({ ok: false, reason: 'conflict', message: fileChangedMessage })
    expect(applyChange(file, { version: fileVersion(realSite), change: { kind: 'removeKey', block: ['site'], key: 'language' } })).toEqual({ ok: false, reason: 'impossible', message: 'This block has no “language” to remove.', details: 'This block has no “language” to remove.' })
    expect(readFileSync(file, 'utf8')).toBe(realSite)
  })
})

describe('what the forms offer to add (schema-fields.ts)', () => {
  test('Site details offers theme, favicon and language, each with its starting value; optional keys written can be removed', () => {
    const fields = blockFields('site', (realData as unknown as { site: unknown }).site)
    const add = fields.find((field) => field.kind === 'addKey')
    expect(add).toMatchObject({ label: 'Site details', path: [] })
    expect(add?.kind === 'addKey' && add.keys.map((key) => [key.key, key.value])).toEqual([['theme', {}], ['favicon', '/favicon.svg'], ['language', 'en']])
    expect(fields.filter((field) => field.optional).map((field) => field.key)).toEqual(['author', 'socialImage'])
    // social, a nested block, offers the networks it has not got.
    const social = fields.find((field) => field.key === 'social')
    const socialAdd = social?.kind === 'group' ? social.fields.find((field) => field.kind === 'addKey') : undefined
    expect(socialAdd?.kind === 'addKey' && socialAdd.keys.map((key) => key.key)).toContain('youtube')
  })

  test('a hero without a badge offers it (never type or hidden); a list starts with one item, and each starting value is written and passes the check', () => {
    const block: DataPath = ['pages', pageIndex('/terms'), 'sections', 0]
    const hero = documentOf(realSite).getIn(block) as { toJSON(): Record<string, unknown> }
    const add = sectionFields('hero', hero.toJSON()).find((field) => field.kind === 'addKey')
    const keys = add?.kind === 'addKey' ? add.keys : []
    expect(keys.map((key) => key.key)).toEqual(['id', 'badge', 'buttons', 'background', 'particles'])
    expect(keys.find((key) => key.key === 'buttons')?.value).toHaveLength(1)
    for (const { key, value } of keys.filter((candidate) => candidate.key !== 'id')) {
      const { text } = diffOf({ kind: 'addKey', block, key, value })
      expect(JSON.stringify(documentOf(text).getIn([...block, key]))).toBe(JSON.stringify(value))
      expect(loadSiteText(text).errors).toEqual([])
    }
  })
})

describe('what a form offers to remove', () => {
  test('a hero as the page draws it, with its defaults filled in (size, background, particles, hidden): only the keys written in site.yaml can be removed', () => {
    const block: DataPath = ['pages', pageIndex('/pricing'), 'sections', 0]
    const written = (documentOf(realSite).getIn(block) as { toJSON(): Record<string, unknown> }).toJSON()
    const filled = withDefaults({ pages: [{ path: '/', title: 'x', sections: [written] }] }) as { pages: { sections: Record<string, unknown>[] }[] }
    const drawn = filled.pages[0].sections[0]
    expect(Object.keys(drawn)).toEqual(expect.arrayContaining(['size', 'background', 'particles', 'hidden']))
    const fields = sectionFields('hero', drawn)
    expect(fields.filter((field) => field.optional).map((field) => field.key)).toEqual(['badge', 'subtitle'])
  })
})
