// @vitest-environment jsdom
// `npm run bench` compares with Astro drawing the generated pages with React + Mantine
// (tools/bench-astro-mantine/Page.jsx). The comparison is fair only if that page holds what the generated
// page holds: the same texts in the same order, the same headings and the same links
// (../shared/bench/gen-pages.mjs's template: nav, hero, six cards, five questions, footer).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import Page from '../../tools/bench-astro-mantine/Page.jsx'
import type { GeneratedPage } from '../../tools/bench'

const folder = mkdtempSync(join(tmpdir(), 'bench-page-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
execFileSync(process.execPath, [join(__dirname, '../../../shared/bench/gen-pages.mjs'), '2', folder])
const [, page] = JSON.parse(readFileSync(join(folder, 'pages.json'), 'utf8')) as GeneratedPage[]
// The generator's own page, as its Hugo layout writes it: the words and links it puts around the data.
const layout = readFileSync(join(folder, 'hugo/layouts/_default/single.html'), 'utf8')
const layoutBody = layout.slice(layout.indexOf('<body>'))
const layoutWords = [...layoutBody.matchAll(/>([^<{]+)</g)].map((match) => match[1].trim()).filter(Boolean)
const layoutLinks = [...layoutBody.matchAll(/href="([^"]+)"/g)].map((match) => match[1])

const drawn = document.createElement('div')
drawn.innerHTML = renderToStaticMarkup(<Page p={page} />)
const texts = (selector: string) => [...drawn.querySelectorAll(selector)].map((element) => element.textContent?.trim())

describe("the bench's React + Mantine page", () => {
  it('has the generated page’s texts, in its order', () => {
    // The same words as the generator's page (a change to its template fails here, not silently in the bench).
    expect(layoutWords).toEqual(['Home', 'About', 'Get Started', 'Services', 'FAQ', '© Bench'])
    const expected = ['Home', 'About', page.title, page.description, 'Get Started', 'Services', ...page.cards.flatMap((card) => [card.title, card.text]), 'FAQ', ...page.faq.flatMap((item) => [item.q, item.a]), '© Bench']
    const body = drawn.textContent ?? ''
    let from = 0
    for (const text of expected) {
      const at = body.indexOf(text, from)
      expect(at, `"${text}" after position ${from}`).toBeGreaterThanOrEqual(from)
      from = at + text.length
    }
  })

  it('has the same headings and links', () => {
    expect(texts('h1')).toEqual([page.title])
    expect(texts('h2')).toEqual(['Services', 'FAQ'])
    expect(texts('h3')).toEqual(page.cards.map((card) => card.title))
    expect(layoutLinks).toHaveLength(3)
    expect([...drawn.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(layoutLinks)
  })

  it('keeps every answer in the HTML, as <details> does', () => {
    expect(texts('button')).toEqual(page.faq.map((item) => item.q))
    for (const item of page.faq) expect(drawn.textContent).toContain(item.a)
  })
})
