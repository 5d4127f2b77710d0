import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkForBuild } from '../../pipeline/build-check'
import { formatProblem, loadSite, loadSiteText } from '../../src/site/load-site'
import { edited, loadMinimal, minimal, usePublicFolders } from './minimal-site'

// The check sees what a visitor would hit: a link to a section id the page does not have, the
// files of public/ that nothing uses, and a " #" that made the rest of a line a comment. Each case is the minimal
// site (tests/fixtures/minimal-site.yaml) with one change, asserted with its code, position and exact words.

const root = fileURLToPath(new URL('../..', import.meta.url))
const load = loadMinimal
const brief = (problems: { code: string; line: number; column: number; message: string; hint?: string }[]) =>
  problems.map(({ code, line, column, message, hint }) => ({ code, line, column, message, hint }))

/** Ids on the pages: the /about card grid is "team", the home hero "welcome". */
const aboutId: [string, string] = ['      - type: cardGrid\n', '      - type: cardGrid\n        id: team\n']
const homeId: [string, string] = ['      - type: hero\n        title: Hello\n', '      - type: hero\n        id: welcome\n        title: Hello\n']
/** The navigation's link to /about, pointed elsewhere. */
const navLink = (to: string): [string, string] => ['    - { label: About, to: /about }', `    - { label: About, to: ${to} }`]
/** The /about card's link, pointed elsewhere. */
const cardLink = (to: string): [string, string] => ['          - { title: Web, text: Websites., to: /contact }', `          - { title: Web, text: Websites., to: ${to} }`]

describe('a link to a section id the page does not have', () => {
  test('on another page: refused at the link, with the ids the page has and a "Did you mean"', () => {
    const result = load(edited(aboutId, homeId, navLink('"/about#teams"')))
    expect(result.site).toBeUndefined()
    expect(brief(result.errors)).toEqual([{
      code: 'dead-anchor',
      line: 23,
      column: 27,
      message: 'The link "/about#teams" goes to no section: /about has no section with id "teams"; its sections\' ids are: team. Did you mean "/about#team"?',
      hint: 'Link to one of those ids, or give the section you mean the line id: teams (an id is unique on its page).',
    }])
    expect(result.errors[0].where).toBe('navigation → links, entry 2 → to')
  })

  test('on another page, with nothing close: the ids, and no guess', () => {
    const result = load(edited(aboutId, navLink('"/about#privacy-notice"')))
    expect(brief(result.errors).map(({ message }) => message)).toEqual([
      'The link "/about#privacy-notice" goes to no section: /about has no section with id "privacy-notice"; its sections\' ids are: team.',
    ])
  })

  test('on the same page ("#id"): refused at the link', () => {
    const result = load(edited(['      - type: cardGrid\n', '      - type: cardGrid\n        id: care-plan\n'], cardLink('"#care-plans"')))
    expect(brief(result.errors)).toEqual([{
      code: 'dead-anchor',
      line: 74,
      column: 48,
      message: 'The link "#care-plans" goes to no section: this page has no section with id "care-plans"; its sections\' ids are: care-plan. Did you mean "#care-plan"?',
      hint: 'Link to one of those ids, or give the section you mean the line id: care-plans (an id is unique on its page).',
    }])
    expect(result.errors[0].where).toBe('/about → section 1 (cardGrid) → cards, entry 1 → to')
  })

  test('a page without any section id says so', () => {
    const result = load(edited(navLink('/contact#form')))
    expect(brief(result.errors)).toEqual([{
      code: 'dead-anchor',
      line: 23,
      column: 27,
      message: 'The link "/contact#form" goes to no section: /contact has no section with id "form"; none of its sections has an id.',
      hint: 'Give the section you mean the line id: form (an id is unique on its page).',
    }])
  })

  test('ids that exist pass, on the same page, another page, and inside tabs; "#id" in the navigation is not checked (it is on every page)', () => {
    const tabs: [string, string] = ['      - type: form\n        form: contact\n', '      - type: form\n        form: contact\n      - type: tabs\n        tabs:\n          - label: One\n            sections:\n              - { type: richText, id: inner, body: Hi }\n']
    const result = load(edited(aboutId, homeId, tabs, navLink('/about#team'), cardLink('"#team"'), ['    - { label: Home, to: / }\n    - { label: About', '    - { label: Home, to: "/#welcome" }\n    - { label: Inner, to: "/contact#inner" }\n    - { label: Top, to: "#top" }\n    - { label: About']))
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([])
  })

  test('a link to a hidden section is a warning (as a link to a hidden page is), not from inside hidden items', () => {
    const hiddenGrid: [string, string] = ['      - type: cardGrid\n', '      - type: cardGrid\n        id: team\n        hidden: true\n']
    const result = load(edited(hiddenGrid, navLink('/about#team')))
    expect(result.errors).toEqual([])
    expect(brief(result.warnings)).toEqual([{
      code: 'link-to-hidden-section',
      line: 23,
      column: 27,
      message: 'The section with id "team" on /about is hidden, so this link leads to the top of the page in the built site.',
      hint: 'Show the section again (remove hidden: true from it), or point this link at another section until it is shown.',
    }])
    // The same-page link inside the hidden section itself is left out of the built site: not reported.
    expect(load(edited(hiddenGrid, cardLink('"#team"'))).warnings).toEqual([])
  })

  test('on a hidden page: the link to the page is the warning; a missing id there is still an error', () => {
    const hiddenAbout: [string, string] = ['  - path: /about\n', '  - path: /about\n    hidden: true\n']
    const shown = load(edited(hiddenAbout, aboutId, navLink('/about#team')))
    expect(shown.warnings.map((warning) => warning.code)).toEqual(['link-to-hidden-page'])
    const missing = load(edited(hiddenAbout, aboutId, navLink('/about#teem')))
    expect(missing.errors.map((error) => error.code)).toEqual(['dead-anchor'])
  })
})

describe('the files of public/ that nothing uses', () => {
  afterEach(() => vi.restoreAllMocks())
  const publicFolder = usePublicFolders()

  const used = ['/logo.svg', '/clients/client-01.svg']
  const engine = ['/favicon.svg', '/_headers', '/robots.txt', '/.gitkeep']

  test('one warning lists them all, at the top of the file, named "public/", with what to do; the site is built all the same', () => {
    const publicDir = publicFolder([...used, ...engine, '/clients/old.svg', '/images/unused.png'])
    const result = loadSiteText(minimal, { publicDir })
    expect(result.errors).toEqual([])
    expect(result.site).toBeDefined()
    expect(brief(result.warnings)).toEqual([{
      code: 'unused-public-files',
      line: 1,
      column: 1,
      message: '2 files in public/ are used by nothing (no text of site.yaml names them), but copied into the built site all the same: public/clients/old.svg, public/images/unused.png.',
      hint: "Delete from public/ what the site no longer needs, or use it in site.yaml (a picture's src, a link's to, a text). Files a host or the engine reads by themselves (_headers, _redirects, robots.txt, sitemap.xml, favicon.ico, and what index.html and src/ name, such as favicon.svg when site.favicon names no other) are never listed.",
    }])
    expect(result.warnings[0]).toMatchObject({ severity: 'warning', where: 'public/' })
    // Printed without a code frame: it is about no line of site.yaml.
    expect(formatProblem(result.warnings[0], result.source).split('\n')).toEqual([
      `site.yaml:1:1  warning: ${result.warnings[0].message}`,
      '  at public/',
      `  ${result.warnings[0].hint}`,
      '  More about unused-public-files: docs/messages.md#unused-public-files',
    ])
  })

  test('a file named anywhere in a text counts as used: a full address, a Markdown link, a %20 in its name', () => {
    const publicDir = publicFolder([...used, '/images/card.png', '/files/price list.pdf', '/files/brochure.pdf'])
    const text = edited(
      ['  description: A small agency.', '  description: "See https://example.com/images/card.png"'],
      ['    description: About us.', '    description: "Read [the prices](/files/price%20list.pdf)."'],
    )
    const result = loadSiteText(text, { publicDir })
    expect(result.errors).toEqual([])
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      '1 file in public/ is used by nothing (no text of site.yaml names it), but copied into the built site all the same: public/files/brochure.pdf.',
    ])
  })

  test('at most 100 are named, then how many more', () => {
    const publicDir = publicFolder([...used, ...Array.from({ length: 103 }, (_, index) => `/old/logo-${String(index).padStart(3, '0')}.svg`)])
    const [warning] = loadSiteText(minimal, { publicDir }).warnings
    expect(warning.message).toMatch(/^103 files in public\/ are used by nothing .*: public\/old\/logo-000\.svg, .*, public\/old\/logo-099\.svg, and 3 more\.$/)
  })

  test('none unused, or none asked for: no warning', () => {
    expect(loadSiteText(minimal, { publicDir: publicFolder([...used, ...engine]) }).warnings).toEqual([])
    expect(loadSiteText(minimal, { publicDir: publicFolder(['/clients/old.svg']), unusedFiles: false }).warnings).toEqual([])
  })

  test('the real site uses every file of public/ (the engine needs favicon.svg and _headers): no warning', () => {
    const real = loadSite(join(root, 'site.yaml'))
    expect(real.errors).toEqual([])
    expect(real.warnings.filter((warning) => warning.code === 'unused-public-files')).toEqual([])
  })

  test("the build's check prints it too, and goes on", () => {
    const file = join(publicFolder([]), 'site.yaml')
    writeFileSync(file, minimal)
    const warned: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void warned.push(line))
    // The minimal site beside the real public/, which it uses little of.
    expect(checkForBuild(file)).toBeDefined()
    expect(warned[0]).toMatch(/^site\.yaml:1:1 {2}warning: \d+ files in public\/ are used by nothing \(no text of site\.yaml names them\), but copied into the built site all the same: public\/clients\/client-02\.svg, /)
  })
})

describe('a " #" that made the rest of the line a comment', () => {
  test('inside { … }: said at the "#", with the value in quotes', () => {
    const result = load(edited(navLink('#about')))
    expect(brief(result.errors)).toEqual([{
      code: 'hash-starts-comment',
      line: 23,
      column: 27,
      message: 'In YAML, " #" starts a comment, so the rest of this line after " #" became a comment: "to" has no value, and what follows it on the line, in the { … }, is lost.',
      hint: 'Put the value in quotes: to: "#about"',
    }])
    expect(result.errors[0].where).toBe('the YAML syntax')
  })

  test('a key of its own line: said at the key instead of "must be text, but it is empty"', () => {
    const result = load(edited(['          - { title: Web, text: Websites., to: /contact }', '          - title: Web\n            text: Websites.\n            to: #contact']))
    expect(brief(result.errors)).toEqual([{
      code: 'hash-starts-comment',
      line: 75,
      column: 13,
      message: 'In YAML, " #" starts a comment, so the rest of this line after " #" became a comment: "to" has no value.',
      hint: 'Put the value in quotes: to: "#contact"',
    }])
    expect(result.errors[0].where).toBe('/about → section 1 (cardGrid) → cards, entry 1 → to')
  })

  test('a comment after a closed { … } or on a line of its own is left alone', () => {
    const result = load(edited(['    - { label: About, to: /about }', '    - { label: About, to: /about } # the about page\n    # to: #nothing']))
    expect(result.errors).toEqual([])
  })
})
