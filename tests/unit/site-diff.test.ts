import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { applyToText, type Change } from '../../src/site-changes/operations'
import { builtFile, diffMarkdown, diffText, siteDiff } from '../../src/site-changes/site-diff'
import { pageIndex, realData, realSite } from './site-changes/real-site'

// npm run diff: what changed between two versions of site.yaml, in the history's words (src/site-changes/words.ts).

const root = fileURLToPath(new URL('../..', import.meta.url))
const pricing = pageIndex('/pricing')
const about = pageIndex('/about')
const clients = pageIndex('/clients')
const allPages = realData.pages.map((page) => page.path)

/** The real site.yaml with the changes made, as the preview makes them. */
function changed(...changes: Change[]): string {
  return changes.reduce((text, change) => applyToText(text, change).text, realSite)
}

const diffOf = (text: string) => siteDiff(realData, parse(text))
const wordsOf = (text: string) => diffOf(text).lines.map((line) => line.words)
const priceChange: Change = { kind: 'set', path: ['pages', pricing, 'sections', 1, 'plans', 0, 'price'], value: '₹27,999' }

describe('the words', () => {
  test('a price change is one line: its place in the schema\'s labels, old → new', () => {
    expect(wordsOf(changed(priceChange))).toEqual(['Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999'])
  })

  test('a picture is named by what it shows, or by its file while it has no description, never as its data', () => {
    // A card of /about given a picture it had none of.
    const sections = realData.pages[about].sections as { type: string; cards?: { image?: unknown }[] }[]
    const grid = sections.findIndex((section) => section.type === 'cardGrid' && section.cards?.[0] && !section.cards[0].image)
    expect(grid).toBeGreaterThan(-1)
    const added = (image: unknown) => {
      const after = structuredClone(realData) as typeof realData
      ;(after.pages[about].sections as typeof sections)[grid].cards![0].image = image
      return siteDiff(realData, after).lines.map((line) => line.words)
    }
    expect(added({ src: '/images/uploads/team.png', alt: 'Team at work' })).toEqual([expect.stringMatching(/^About › .*: added the picture “Team at work”$/)])
    expect(added({ src: '/images/uploads/team.png', alt: '' })).toEqual([expect.stringMatching(/^About › .*: added a picture without a description \(team\.png\)$/)])
  })

  test('a picture put in another one\'s place is one line, each named by what it shows, not its file\'s address', () => {
    const logos = realData.pages[clients].sections.findIndex((section) => (section as { type: string }).type === 'logoWall')
    const logo = ['pages', clients, 'sections', logos, 'logos', 0]
    const [before] = (realData.pages[clients].sections[logos] as unknown as { logos: { src: string; alt: string }[] }).logos
    const words = wordsOf(changed({ kind: 'set', path: [...logo, 'src'], value: '/images/uploads/mehta-dental.png' }, { kind: 'set', path: [...logo, 'alt'], value: 'Mehta Dental' }))
    expect(words).toEqual([`Clients › Logo wall › Logo 1: the picture “${before.alt}” → the picture “Mehta Dental”`])
    // Another file with the same description: told apart by the files' names.
    expect(wordsOf(changed({ kind: 'set', path: [...logo, 'src'], value: '/images/uploads/mehta-dental.png' }))).toEqual([
      `Clients › Logo wall › Logo 1: the picture “${before.alt}” (${before.src.split('/').pop()}) → the picture “${before.alt}” (mehta-dental.png)`,
    ])
    // Its description alone changed: that line, in words.
    expect(wordsOf(changed({ kind: 'set', path: [...logo, 'alt'], value: 'Mehta Dental' }))).toEqual([`Clients › Logo wall › Logo 1 › Text for screen readers: ${before.alt} → Mehta Dental`])
  })

  test('no change, no lines', () => {
    expect(diffOf(realSite)).toEqual({ lines: [], redrawn: [], gone: [] })
    expect(diffText(diffOf(realSite))).toBe('What changed in site.yaml: nothing.\n')
  })

  test('a moved section, named by its type\'s label (and its old number when the page has two of its type), placed by the section now after it', () => {
    // /about: hero, split, cardGrid, cardGrid, …, cardGrid; section 3 goes up one place.
    expect(wordsOf(changed({ kind: 'move', list: ['pages', about, 'sections'], from: 2, to: 1 }))).toEqual(['About: moved Card grid (section 3) above Text and picture'])
    // The history says the same of the same move.
    const { inverse, text } = applyToText(realSite, { kind: 'move', list: ['pages', pricing, 'sections'], from: 1, to: 0 })
    expect(inverse.kind).toBe('move')
    expect(wordsOf(text)).toEqual(['Pricing: moved Pricing table above Banner'])
  })

  test('a hidden section, and shown again', () => {
    const hidden = changed({ kind: 'hide', path: ['pages', clients, 'sections', 1] })
    expect(wordsOf(hidden)).toEqual(['Clients › Logo wall: hidden'])
    expect(siteDiff(parse(hidden), realData).lines.map((line) => line.words)).toEqual(['Clients › Logo wall: shown'])
  })

  test('an added page, with its link in the navigation bar', () => {
    expect(wordsOf(changed({ kind: 'addPage', page: { path: '/careers', title: 'Careers', nav: 'Careers' } }))).toEqual([
      'added the page /careers',
      'Navigation bar › Links: added Careers',
    ])
  })

  test('a page whose path changed and whose sections are the same is renamed; its other changes follow', () => {
    const text = changed({ kind: 'set', path: ['pages', pageIndex('/services/web-applications'), 'title'], value: 'Web Apps | {brand}' })
      .replace('- path: /services/web-applications', '- path: /services/web-apps')
    expect(wordsOf(text)).toEqual([
      'renamed the page /services/web-applications → /services/web-apps',
      'Web Application Development › Title: Web Application Development | {brand} → Web Apps | {brand}',
    ])
    expect(diffOf(text).gone).toEqual([{ path: '/services/web-applications', file: 'dist/services/web-applications/index.html' }])
  })

  test('a page with a new path and other sections is one removed and one added', () => {
    const data = structuredClone(realData)
    data.pages[clients] = { path: '/partners', sections: [{ type: 'hero' }] }
    expect(siteDiff(realData, data).lines.map((line) => line.words)).toEqual(['added the page /partners', 'removed the page /clients'])
  })

  test('a navigation link renamed and moved', () => {
    const text = changed(
      { kind: 'set', path: ['navigation', 'links', 1, 'label'], value: 'About us' },
      { kind: 'move', list: ['navigation', 'links'], from: 5, to: 3 },
    )
    expect(wordsOf(text)).toEqual(['Navigation bar › About › Words: About → About us', 'Navigation bar › Links: moved Pricing above Portfolio'])
  })

  test('a footer text', () => {
    const text = changed({ kind: 'set', path: ['footer', 'copyright'], value: '© {year} {brand}.' })
    expect(wordsOf(text)).toEqual(['Footer › Copyright line: © {year} {brand}. All rights reserved. → © {year} {brand}.'])
    expect(diffOf(text).lines[0].group).toBe('navigation')
  })

  test('of a long text, the changed part with a little around it', () => {
    const footer = realData as unknown as { footer: { about: string } }
    const text = changed({ kind: 'set', path: ['footer', 'about'], value: `${footer.footer.about} Since 2015, from Ahmedabad, for clients in twelve countries.` })
    expect(wordsOf(text)).toEqual(['Footer › About line: …usinesses in India and abroad. → …usinesses in India and abroad. Since 2015, from Ahmedabad, for clients in twelve countries.'])
  })
})

describe('the built pages it redraws', () => {
  test('a change under one page redraws that page', () => {
    expect(diffOf(changed(priceChange)).redrawn).toEqual([{ path: '/pricing', file: 'dist/pricing/index.html' }])
  })

  test('a change to the navigation redraws every page', () => {
    const diff = diffOf(changed({ kind: 'set', path: ['navigation', 'links', 1, 'label'], value: 'About us' }))
    expect(diff.redrawn.map((page) => page.path)).toEqual(allPages)
    expect(diff.redrawn.at(-1)).toEqual({ path: '*', file: 'dist/404.html' })
  })

  test('a form redraws the pages that draw it', () => {
    const diff = diffOf(changed({ kind: 'set', path: ['forms', 'quote', 'fields', 0, 'label'], value: 'Your name' }))
    expect(diff.redrawn.map((page) => page.path)).toEqual(['/contact', '/quote-request'])
  })

  test('a hidden page is not built: hiding it takes its file away, and a change inside it redraws nothing', () => {
    const hidden = changed({ kind: 'hide', path: ['pages', clients] })
    expect(diffOf(hidden)).toEqual({ lines: [{ group: 'pages', words: 'Clients: hidden' }], redrawn: [], gone: [{ path: '/clients', file: 'dist/clients/index.html' }] })
    const inside = applyToText(hidden, { kind: 'set', path: ['pages', clients, 'title'], value: 'Our clients' }).text
    expect(siteDiff(parse(hidden), parse(inside)).redrawn).toEqual([])
  })

  test('the page where the first change is seen (where a review\'s preview opens): the first line\'s own page, else the first redrawn', () => {
    expect(diffOf(changed(priceChange)).firstPage).toBe('/pricing')
    expect(diffOf(changed({ kind: 'set', path: ['forms', 'quote', 'fields', 0, 'label'], value: 'Your name' })).firstPage).toBe('/contact')
    expect(diffOf(changed({ kind: 'set', path: ['navigation', 'links', 1, 'label'], value: 'About us' })).firstPage).toBe('/')
    // The price first in the file's order of lines, though /about comes before /pricing among the pages.
    const aboutTitle: Change = { kind: 'set', path: ['pages', about, 'sections', 0, 'title'], value: 'Who we are' }
    expect(diffOf(changed(aboutTitle, priceChange)).lines.map((line) => line.words.split(' › ')[0])).toEqual(['About', 'Pricing'])
    expect(diffOf(changed(aboutTitle, priceChange)).firstPage).toBe('/about')
    expect(diffOf(changed({ kind: 'hide', path: ['pages', clients] })).firstPage).toBeUndefined()
  })

  test('the built files are named as the build names them', () => {
    expect(['/', '/about', '/services/web-development', '*'].map(builtFile)).toEqual(['dist/index.html', 'dist/about/index.html', 'dist/services/web-development/index.html', 'dist/404.html'])
  })
})

test('the Markdown for a pull request: a heading, lists, values in code spans', () => {
  const text = changed(priceChange, { kind: 'hide', path: ['pages', clients, 'sections', 1] })
  expect(diffMarkdown(diffOf(text), 'What changed in site.yaml (main → HEAD)')).toBe(
    [
      '### What changed in site.yaml (main → HEAD)',
      '',
      '**Sections**',
      '',
      '- Clients › Logo wall: hidden',
      '',
      '**Values**',
      '',
      '- Pricing › Pricing table › Standard › Price: `₹24,999` → `₹27,999`',
      '',
      '**Built pages redrawn (2)**',
      '',
      '- `/clients` (`dist/clients/index.html`)',
      '- `/pricing` (`dist/pricing/index.html`)',
      '',
    ].join('\n'),
  )
})

describe('npm run diff', () => {
  const folder = () => mkdtempSync(join(tmpdir(), 'site-diff-'))
  const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [join(root, 'pipeline/run.mjs'), join(root, 'scripts/diff.ts'), ...args], { cwd, encoding: 'utf8' })

  test('two files', () => {
    const dir = folder()
    writeFileSync(join(dir, 'old.yaml'), realSite)
    writeFileSync(join(dir, 'new.yaml'), changed(priceChange))
    const result = run(dir, 'old.yaml', 'new.yaml')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toBe(
      [
        'What changed in site.yaml (old.yaml → new.yaml):',
        '',
        'Values',
        '  Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999',
        '',
        'Built pages redrawn (1)',
        '  /pricing  dist/pricing/index.html',
        '',
      ].join('\n'),
    )
  }, 30_000)

  test('git revisions: HEAD against the working file by default, a revision against another, --format markdown', () => {
    const dir = folder()
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' })
    git('init', '-q')
    git('config', 'user.email', 'test@example.com')
    git('config', 'user.name', 'Test')
    writeFileSync(join(dir, 'site.yaml'), realSite)
    git('add', 'site.yaml')
    git('commit', '-q', '-m', 'first')
    writeFileSync(join(dir, 'site.yaml'), changed(priceChange))
    const working = run(dir)
    expect(working.stderr).toBe('')
    expect(working.status).toBe(0)
    expect(working.stdout).toContain('What changed in site.yaml (HEAD → the working file):')
    expect(working.stdout).toContain('  Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999\n')

    git('commit', '-q', '-am', 'second')
    const revisions = run(dir, 'HEAD~1', 'HEAD', '--format', 'markdown')
    expect(revisions.status).toBe(0)
    expect(revisions.stdout).toContain('### What changed in site.yaml (HEAD~1 → HEAD)')
    expect(revisions.stdout).toContain('- Pricing › Pricing table › Standard › Price: `₹24,999` → `₹27,999`')
    expect(run(dir).stdout).toBe('What changed in site.yaml (HEAD → the working file): nothing.\n')

    const missing = run(dir, 'no-such-branch')
    expect(missing.status).toBe(2)
    expect(missing.stderr).toContain('Cannot read site.yaml at the revision "no-such-branch"')
  }, 60_000)
})
