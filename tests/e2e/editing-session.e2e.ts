import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { formatReport, loadSite } from '../../src/site/load-site'
import { runBuild } from '../../tools/run-build'

// A non-developer's afternoon with a copy of site.yaml, done the way the README tells them: reorder the
// home page, add a page with npm run new-page, add a client logo, change a price. After every step the
// loader must find nothing wrong; two builds (after the first two steps, then after all four) must show
// every change in the HTML a visitor gets.

const root = fileURLToPath(new URL('../..', import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'editing-session-'))
const siteFile = join(folder, 'site.yaml')
copyFileSync(join(root, 'site.yaml'), siteFile)

const read = () => readFileSync(siteFile, 'utf8')

/** What an editor's save does, then what `npm run check` says: nothing wrong, not even a warning. */
function save(text: string) {
  writeFileSync(siteFile, text)
  const result = loadSite(siteFile)
  expect(result.errors, formatReport(result)).toEqual([])
  expect(result.warnings, formatReport(result)).toEqual([])
  return result.site!
}

function build(name: string): string {
  const out = join(folder, name)
  const run = runBuild({ SITE_FILE: siteFile, SITE_OUT_DIR: out })
  expect(run.status, run.stderr).toBe(0)
  return out
}

const html = (out: string, path: string) => readFileSync(join(out, path === '/' ? '' : path, 'index.html'), 'utf8')

/** The lines of the home page's sections, one block per section ("      - type: …" up to the next one). */
function homeSectionBlocks(text: string) {
  const lines = text.split('\n')
  const start = lines.indexOf('  - path: /')
  const end = lines.findIndex((line, index) => index > start && /^ {2}(- path:|# )/.test(line))
  const starts = lines.map((line, index) => (index > start && index < end && line.startsWith('      - type: ') ? index : -1)).filter((index) => index >= 0)
  return { lines, blocks: starts.map((from, i) => ({ from, to: starts[i + 1] ?? end })) }
}

describe('A scripted editing session', () => {
  test('reorder the home page and add a page: loader clean, and the build shows both', () => {
    // 1. Move the "About Us" split block above the first call to action, as a person cuts and pastes lines.
    const { lines, blocks } = homeSectionBlocks(read())
    const typeOf = (index: number) => lines[blocks[index].from].replace('      - type: ', '')
    expect([typeOf(2), typeOf(3)]).toEqual(['callToAction', 'split'])
    const [cta, split] = [lines.slice(blocks[2].from, blocks[2].to), lines.slice(blocks[3].from, blocks[3].to)]
    const reordered = [...lines.slice(0, blocks[2].from), ...split, ...cta, ...lines.slice(blocks[3].to)].join('\n')
    let site = save(reordered)
    expect(site.pages[0].sections.map((section) => section.type)).toEqual(['hero', 'cardGrid', 'split', 'callToAction', 'callToAction'])

    // 2. A new page, with its link in the navigation bar.
    const run = spawnSync(process.execPath, ['pipeline/run.mjs', 'scripts/new-page.ts', '/careers', 'Careers', '--nav', 'Careers', '--file', siteFile], { cwd: root, encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    site = save(read())
    expect(site.pages.map((page) => page.path)).toContain('/careers')

    const out = build('dist-1')
    const careers = html(out, '/careers')
    expect(careers).toContain(`<title>Careers | ${site.site.brand}</title>`)
    expect(careers).toMatch(/<h1[^>]*>[^]*Careers[^]*<\/h1>/)
    const home = html(out, '/')
    expect(home).toMatch(/<a [^>]*href="\/careers"/)
    expect(home.indexOf('2 years of expertise')).toBeGreaterThan(0)
    expect(home.indexOf('2 years of expertise')).toBeLessThan(home.indexOf('Need more than these five?'))
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain('/careers</loc>')
  }, 180_000)

  test('add a client logo and change a price: loader clean, and the build shows both, with the earlier changes', () => {
    // 3. A new client: its logo file is not in public/ yet, so the line reuses an existing picture.
    const lastLogo = '          - { src: /clients/client-48.svg, alt: Banyan Ventures }\n'
    expect(read()).toContain(lastLogo)
    save(read().replace(lastLogo, `${lastLogo}          - { src: /clients/client-01.svg, alt: Sunrise Ceramics }\n`))

    // 4. The Standard package costs more.
    expect(read()).toContain('price: "₹24,999"')
    const site = save(read().replace('price: "₹24,999"', 'price: "₹27,499"'))
    expect(site.pages.find((page) => page.path === '/clients')!.sections.some((section) => section.type === 'logoWall' && section.logos.some((logo) => logo.alt === 'Sunrise Ceramics'))).toBe(true)

    const out = build('dist-2')
    expect(html(out, '/clients')).toMatch(/<img [^>]*alt="Sunrise Ceramics"/)
    const pricing = html(out, '/pricing')
    expect(pricing).toContain('₹27,499')
    // The old price is left only where the page's own text repeats it (its description), not on the package.
    const count = (text: string, price: string) => text.split(price).length - 1
    const before = html(join(folder, 'dist-1'), '/pricing')
    expect(count(pricing, '₹24,999')).toBe(count(before, '₹24,999') - 1)
    expect(count(pricing, '₹27,499')).toBe(1)
    // The earlier steps are still there.
    expect(existsSync(join(out, 'careers/index.html'))).toBe(true)
    expect(html(out, '/').indexOf('2 years of expertise')).toBeLessThan(html(out, '/').indexOf('Need more than these five?'))
  }, 180_000)
})
