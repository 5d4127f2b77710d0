import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { cspMetaTag, headersFile, headersFor, headersText, headScript, parseHeadersFile, scriptHashSource } from '../../pipeline/headers-file'

// The build writes _headers itself (pipeline/headers-file.ts): public/ holds content only, and a site's own
// public/_headers rules are merged into the engine's.

const hash = scriptHashSource(headScript())
const policy = `default-src 'self'; script-src 'self' ${hash}; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`

/** The rules of the public/_headers the project kept by hand until the build wrote the file, with the hash of today's head script. */
const handWritten = `/*
  Content-Security-Policy: ${policy}
  Referrer-Policy: strict-origin-when-cross-origin
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()
/images/uploads/*
  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox
`

const withoutComments = (text: string) => text.replace(/^#.*\n/gm, '')
const rulesOf = (text: string) => Object.fromEntries(parseHeadersFile(text).map((rule) => [rule.pattern, Object.fromEntries(rule.headers)]))

describe('the engine\'s _headers', () => {
  test('gives an uploaded picture a sandbox of its own: opened alone, an SVG runs and loads nothing', () => {
    const rules = parseHeadersFile(headersText())
    expect(headersFor(rules, '/images/uploads/logo.svg')['Content-Security-Policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    expect(headersFor(rules, '/images/uploads/logo.svg')['X-Content-Type-Options']).toBe('nosniff')
    expect(headersFor(rules, '/logo.svg')['Content-Security-Policy']).toBe(policy)
    expect(headersFor(rules, '/about/')['Content-Security-Policy']).toBe(policy)
  })

  test("holds the rules the hand-written file held, and the upload folder's sandbox, byte for byte, under comments that say why", () => {
    const text = headersText()
    expect(withoutComments(text)).toBe(handWritten)
    expect(text.startsWith('# Response headers for static hosts')).toBe(true)
    expect(text).toContain('written by the build')
    // A site's file with no rules (empty, or comments only) changes nothing.
    expect(headersText('')).toBe(text)
    expect(headersText('# nothing of ours yet\n')).toBe(text)
  })

  test('allows the head script by the hash of its text, whatever the script says', () => {
    const other = "document.documentElement.dataset.x = '1'"
    expect(headersText(undefined, other)).toContain(`script-src 'self' ${scriptHashSource(other)};`)
    expect(headersText(undefined, other)).not.toContain(hash)
  })

  test('a site folder without public/_headers gets the engine\'s file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'headers-'))
    expect(headersFile(folder)).toBe(headersText())
  })
})

describe('a site\'s own public/_headers', () => {
  const own = `# Our host's extras
/*
  X-Frame-Options: SAMEORIGIN
  Cache-Control: no-cache
  Content-Security-Policy: img-src https://images.example.com; frame-src https://www.youtube-nocookie.com; object-src 'self'

/images/*
  Cache-Control: public, max-age=86400
`

  test('its headers for /* join the engine\'s rule: a new one is added, one of the same name replaces the engine\'s', () => {
    const rules = rulesOf(headersText(own))
    expect(Object.keys(rules)).toEqual(['/*', '/images/uploads/*', '/images/*'])
    expect(rules['/*']['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(rules['/*']['Cache-Control']).toBe('no-cache')
    expect(rules['/*']['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(rules['/images/*']).toEqual({ 'Cache-Control': 'public, max-age=86400' })
  })

  test('its Content-Security-Policy adds sources to the engine\'s, and directives it lacks; it takes none away', () => {
    const merged = rulesOf(headersText(own))['/*']['Content-Security-Policy']
    expect(merged).toBe(
      `default-src 'self'; script-src 'self' ${hash}; style-src 'self' 'unsafe-inline'; img-src 'self' https://images.example.com; font-src 'self'; connect-src 'self'; object-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; frame-src https://www.youtube-nocookie.com`,
    )
    // The pages' <meta> policy is the merged one (the prerender reads it from the text it writes).
    expect(cspMetaTag(headersText(own))).toContain("img-src 'self' https://images.example.com;")
  })

  test('its rules for other paths follow the engine\'s, under a comment, in its order; a path written twice is one rule', () => {
    const text = headersText(`/images/*\n  Cache-Control: a\n/fonts/*\n  Cache-Control: b\n/images/*\n  X-Robots-Tag: noindex\n`)
    expect(text.endsWith(`\n# The site's own rules, from its public/_headers:\n/images/*\n  Cache-Control: a\n  X-Robots-Tag: noindex\n/fonts/*\n  Cache-Control: b\n`)).toBe(true)
    expect(headersFor(parseHeadersFile(text), '/images/a.png')).toMatchObject({ 'Cache-Control': 'a', 'X-Robots-Tag': 'noindex', 'X-Frame-Options': 'DENY' })
  })

  test('is read from the site\'s public/ folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'headers-'))
    writeFileSync(join(folder, '_headers'), own)
    expect(headersFile(folder)).toBe(headersText(own))
  })

  test('may not allow an inline script, nor set a policy for one path only, and must be readable: each refused in words', () => {
    expect(() => headersText("/*\n  Content-Security-Policy: script-src 'unsafe-inline'\n")).toThrow(
      "public/_headers: the Content-Security-Policy's script-src may not allow inline scripts ('unsafe-inline')",
    )
    expect(() => headersText("/*\n  Content-Security-Policy: script-src 'sha256-AAAA' https://cdn.example.com\n")).toThrow("may not allow inline scripts ('sha256-AAAA')")
    // Scripts from another address are the site's choice.
    expect(rulesOf(headersText('/*\n  Content-Security-Policy: script-src https://cdn.example.com\n'))['/*']['Content-Security-Policy']).toContain(`script-src 'self' ${hash} https://cdn.example.com;`)
    expect(() => headersText("/contact\n  Content-Security-Policy: img-src *\n")).toThrow('public/_headers: a Content-Security-Policy is written under /* only')
    expect(() => headersText('  X-Frame-Options: DENY\n')).toThrow('public/_headers: cannot read the line "X-Frame-Options: DENY".')
  })
})
