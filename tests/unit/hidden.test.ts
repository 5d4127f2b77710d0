import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import type { SiteConfig } from '../../src/generated/site'
import { loadSite } from '../../src/site/load-site'
import { visibleSite } from '../../src/site/visible-site'
import { bundleCacheCopy, runBuild } from '../../tools/run-build'
import { edited, loadMinimal, minimal } from './minimal-site'

// hidden: true on a page or a section: kept in site.yaml and checked like the rest, left out of the
// built site. The minimal site (tests/fixtures/minimal-site.yaml) with one change per case.

const root = fileURLToPath(new URL('../..', import.meta.url))
const load = loadMinimal
const brief = (problems: { code: string; line: number; column: number; message: string }[]) => problems.map(({ code, line, column, message }) => ({ code, line, column, message }))

/** The home page's logo wall hidden. */
const hiddenLogoWall: [string, string] = ['      - type: logoWall\n', '      - type: logoWall\n        hidden: true\n']
/** The about page hidden. */
const hiddenAbout: [string, string] = ['  - path: /about\n', '  - path: /about\n    hidden: true\n']

/** A page with tabs and columns, some of whose inner sections are hidden. */
const nestedPage = `  - path: /nested
    title: Nested
    description: Sections inside sections.
    sections:
      - type: tabs
        tabs:
          - label: One
            sections:
              - { type: richText, body: Tab one shown }
              - { type: richText, body: Tab one hidden, hidden: true }
          - label: Two
            sections:
              - { type: richText, body: Tab two hidden, hidden: true }
      - type: columns
        columns:
          - sections:
              - type: columns
                columns:
                  - sections: [{ type: richText, body: Deep hidden, hidden: true }, { type: richText, body: Deep shown }]
                  - sections: [{ type: richText, body: Deep right }]
          - sections:
              - { type: richText, body: Right shown, hidden: false }
      - { type: richText, body: Top hidden, hidden: true }

`

describe('visibleSite: the site as the build draws it', () => {
  test('a hidden page is left out, and a hidden section is left out of its page', () => {
    const result = load(edited(hiddenLogoWall, hiddenAbout))
    expect(result.errors).toEqual([])
    const site = visibleSite(result.site!)
    expect(site.pages.map((page) => page.path)).toEqual(['/', '/contact', '*'])
    expect(site.pages[0].sections.map((section) => section.type)).toEqual(['hero'])
    // The loaded site keeps everything (npm start draws it), with hidden: false filled in where it is not written.
    expect(result.site!.pages.map((page) => [page.path, page.hidden])).toEqual([['/', false], ['/about', true], ['/contact', false], ['*', false]])
    expect(result.site!.pages[0].sections.map((section) => section.hidden)).toEqual([false, true])
  })

  test('hidden sections inside tabs and columns, at any depth, are left out; a tab whose sections are all hidden stays, empty', () => {
    const result = load(edited(['  - path: "*"\n', `${nestedPage}  - path: "*"\n`]))
    expect(result.errors).toEqual([])
    const nested = visibleSite(result.site!).pages.find((page) => page.path === '/nested')!
    const bodies = JSON.stringify(nested).match(/"body":"[^"]*"/g)
    expect(bodies).toEqual(['"body":"Tab one shown"', '"body":"Deep shown"', '"body":"Deep right"', '"body":"Right shown"'])
    const [tabs, columns] = nested.sections as unknown as [{ tabs: { label: string; sections: unknown[] }[] }, { columns: unknown[] }]
    expect(tabs.tabs.map((tab) => [tab.label, tab.sections.length])).toEqual([['One', 1], ['Two', 0]])
    expect(columns.columns).toHaveLength(2)
  })

  test('what is kept loses its hidden: false, so the built data is what it was before the key existed', () => {
    const result = load(edited(['  - path: "*"\n', `${nestedPage}  - path: "*"\n`]))
    expect(JSON.stringify(visibleSite(result.site!))).not.toContain('"hidden"')
    const real = loadSite(join(root, 'site.yaml'))
    expect(real.errors).toEqual([])
    const visible = visibleSite(real.site!)
    expect(JSON.stringify(visible)).not.toContain('"hidden"')
    // Nothing of the real site is hidden: only the filled-in hidden: false keys go.
    const withoutHiddenKeys = JSON.parse(JSON.stringify(real.site!, (key, value) => (key === 'hidden' ? undefined : value))) as SiteConfig
    expect(visible).toEqual(withoutHiddenKeys)
  })

  test('the site it is given is not changed', () => {
    const site = load(edited(hiddenLogoWall, hiddenAbout)).site!
    const before = JSON.stringify(site)
    visibleSite(site)
    expect(JSON.stringify(site)).toBe(before)
  })
})

describe('the check of hidden items', () => {
  test('a hidden section is checked completely: a mistake in it is reported at its line, as when it is shown', () => {
    const mistake: [string, string] = ['          - { title: Web, text: Websites., to: /contact }\n', '          - { title: Web, text: Websites., to: /contact }\n        heeding: Oops\n']
    const shown = brief(load(edited(mistake)).errors)
    expect(shown).toEqual([{ code: 'unknown-key', line: 74, column: 9, message: 'Unknown key "heeding". Did you mean "heading"?' }])
    const hiddenSection = brief(load(edited(mistake, ['      - type: cardGrid\n', '      - type: cardGrid\n        hidden: true\n'])).errors)
    expect(hiddenSection).toEqual([{ ...shown[0], line: 75 }])
    const hiddenPage = brief(load(edited(mistake, hiddenAbout)).errors)
    expect(hiddenPage).toEqual([{ ...shown[0], line: 75 }])
  })

  test('a hidden section inside tabs is checked too (a dead link in it is an error)', () => {
    const text = edited(['  - path: "*"\n', `${nestedPage.replace('{ type: richText, body: Tab one hidden, hidden: true }', '{ type: callout, title: Tab one hidden, link: { label: Go, to: /contcat }, hidden: true }')}  - path: "*"\n`])
    const errors = brief(load(text).errors)
    expect(errors).toEqual([{ code: 'dead-link', line: 91, column: 80, message: 'The link "/contcat" goes to no page of this site. Did you mean "/contact"?' }])
  })

  test('hidden must be true or false', () => {
    const errors = brief(load(edited(['      - type: logoWall\n', '      - type: logoWall\n        hidden: yes\n'])).errors)
    expect(errors).toEqual([{ code: 'wrong-kind-of-value', line: 64, column: 17, message: '"hidden" must be true or false, but it is the text "yes".' }])
  })

  test('the home page "/" and the not-found page "*" cannot be hidden: refused at the hidden key', () => {
    const home = load(edited(['  - path: /\n', '  - path: /\n    hidden: true\n']))
    expect(home.site).toBeUndefined()
    expect(brief(home.errors)).toEqual([
      { code: 'page-cannot-be-hidden', line: 56, column: 5, message: 'The home page "/" cannot be hidden: the built site would have no front page, and the logo in the navigation bar links to it.' },
    ])
    expect(home.errors[0].hint).toBe('Remove hidden: true from this page.')
    const notFound = load(edited(['  - path: "*"\n', '  - path: "*"\n    hidden: true\n']))
    expect(brief(notFound.errors)).toEqual([
      { code: 'page-cannot-be-hidden', line: 83, column: 5, message: 'The not-found page (path "*") cannot be hidden: the built site shows it for every address that matches no page.' },
    ])
    // hidden: false is fine on them.
    expect(load(edited(['  - path: /\n', '  - path: /\n    hidden: false\n'])).errors).toEqual([])
  })

  test('a link to a hidden page is a warning at the link; links inside hidden items are not reported (the build leaves them out too)', () => {
    const result = load(edited(hiddenAbout))
    expect(result.errors).toEqual([])
    expect(result.site).toBeDefined()
    expect(brief(result.warnings)).toEqual([
      { code: 'link-to-hidden-page', line: 23, column: 27, message: 'The page "/about" is hidden, so this link leads to the not-found page in the built site.' },
    ])
    expect(result.warnings[0].hint).toBe('Show the page again (remove hidden: true from it), or point this link at another page until it is shown.')
    // The navigation's link gone, and a link to /about from a hidden section and from the hidden page itself.
    const quiet = load(
      edited(
        hiddenAbout,
        ['    - { label: About, to: /about }\n', ''],
        ['      - type: logoWall\n', '      - type: callout\n        hidden: true\n        title: See\n        link: { label: About, to: /about#team }\n      - type: logoWall\n'],
        // The id the link names (a link to an id no section has is an error, hidden or not: visitor-checks.test.ts).
        ['      - type: cardGrid\n', '      - type: cardGrid\n        id: team\n'],
        ['          - { title: Web, text: Websites., to: /contact }\n', '          - { title: Web, text: Websites., to: /about }\n'],
      ),
    )
    expect(quiet.errors).toEqual([])
    expect(quiet.warnings).toEqual([])
  })
})

describe('the build of a site with a hidden section and a hidden page', () => {
  test('has no file, no data file, no sitemap entry and no route for the page, and no trace of the section', () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-hidden-'))
    const file = join(folder, 'site.yaml')
    writeFileSync(file, edited(hiddenAbout, ['      - type: logoWall\n', '      - type: callout\n        hidden: true\n        title: A secret offer\n      - type: logoWall\n']))
    const out = join(folder, 'dist')
    const run = runBuild({ SITE_FILE: file, SITE_OUT_DIR: out, SITE_BUNDLE_CACHE: bundleCacheCopy(join(folder, 'cache')) })
    expect(run.status, run.stderr).toBe(0)
    // The check says so, and the build goes on.
    expect(run.stderr).toContain('The page "/about" is hidden, so this link leads to the not-found page in the built site.')
    expect(existsSync(join(out, 'about'))).toBe(false)
    expect(existsSync(join(out, 'contact', 'index.html'))).toBe(true)
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('<loc>https://example.com/contact</loc>')
    expect(sitemap).not.toContain('/about')
    const dataFiles = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json'))
    const routes = dataFiles.find((name) => name.endsWith('routes.json'))!
    expect(JSON.parse(readFileSync(join(out, routes), 'utf8'))).toEqual(['/', '/contact', '*'])
    for (const name of dataFiles) {
      const text = readFileSync(join(out, name), 'utf8')
      expect(text, name).not.toContain('A secret offer')
      expect(text, name).not.toContain('"hidden"')
      expect(text, name).not.toContain('About us.')
    }
    const home = readFileSync(join(out, 'index.html'), 'utf8')
    expect(home).toContain('Hello')
    expect(home).not.toContain('A secret offer')
    // The navigation's link is left as written (the warning said where it leads).
    expect(home).toContain('href="/about"')
  }, 180_000)

  test('hiding a page after a build removes its files from the next build (in place, from the cache)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-hide-later-'))
    const file = join(folder, 'site.yaml')
    const out = join(folder, 'dist')
    const cache = bundleCacheCopy(join(folder, 'cache'))
    writeFileSync(file, minimal)
    expect(runBuild({ SITE_FILE: file, SITE_OUT_DIR: out, SITE_BUNDLE_CACHE: cache }).status).toBe(0)
    expect(existsSync(join(out, 'about', 'index.html'))).toBe(true)
    writeFileSync(file, edited(hiddenAbout))
    const run = runBuild({ SITE_FILE: file, SITE_OUT_DIR: out, SITE_BUNDLE_CACHE: cache })
    expect(run.status, run.stderr).toBe(0)
    expect(existsSync(join(out, 'about', 'index.html'))).toBe(false)
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('/about')
    const dataFiles = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json'))
    expect(dataFiles.filter((name) => name.includes('about'))).toEqual([])
  }, 180_000)
})
