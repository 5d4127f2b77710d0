import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { MantineProvider } from '@mantine/core'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { IslandComponentsContext } from '@/engine/islands/context'
import { islandComponent } from '@/engine/server/island-modules'
import { theme } from '@/theme/theme'
import type { Section } from '@/generated/site'
import { loadSectionComponents, sections } from '@/sections/registry'
import { formatReport } from '@/site/load-site'
import { sectionTypes } from '@/site/schema-files'
import { exampleYaml, examplePagePath, loadExamples, sectionExamples } from '@/site/section-examples'
import { docsFile, renderCatalogue } from '../../scripts/gen-docs'

// The catalogue's examples (`examples` in schema/sections/*.json) are what docs/sections.md shows and
// what the dev server's /__gallery draws: each must pass the real loader and draw without error.

const minimalSite = readFileSync(fileURLToPath(new URL('../fixtures/minimal-site.yaml', import.meta.url)), 'utf8')
const examples = sectionExamples()
const loaded = loadExamples(minimalSite, examples)

/** The words a visitor sees first in the example: its title or its heading. */
const headline = (section: object) => String((section as { title?: string; heading?: string }).title ?? (section as { heading?: string }).heading)

describe('the section catalogue', () => {
  test('every section type has exactly one example, of its own type, with a title or heading', () => {
    expect(examples.map((example) => example.type)).toEqual(sectionTypes())
    for (const { type, example } of examples) {
      expect(example.type).toBe(type)
      expect(typeof (example.title ?? example.heading)).toBe('string')
    }
  })

  test('every example passes the real loader inside a minimal valid site', () => {
    expect(loaded.result.errors, formatReport(loaded.result, 'the section examples')).toEqual([])
    // The example pages are linked from nowhere; that is the only warning they may cause.
    for (const warning of loaded.result.warnings) expect(warning.message).toMatch(/^No link leads to the page "\/section-examples\//)
    expect([...loaded.sections.keys()]).toEqual(sectionTypes())
  })

  test('an invalid example is reported with the place in words', () => {
    const broken = examples.map((example) => (example.type === 'hero' ? { ...example, example: { ...example.example, size: 'huge' } } : example))
    const [error] = loadExamples(minimalSite, broken).result.errors
    expect(error.message).toMatch(/^"size" cannot be "huge"/)
    expect(error.where).toBe(`${examplePagePath('hero')} → section 1 (hero) → size`)
  })

  test.each(examples.map(({ type }) => type))('%s: its example draws on the server, headline included', async (type) => {
    const section = loaded.sections.get(type)!
    await loadSectionComponents([section]) // sections nested in tabs and columns too
    const Draw = (await sections[type]()) as ComponentType<Section>
    const html = renderToString(
      <MantineProvider theme={theme} forceColorScheme="dark">
        <IslandComponentsContext value={islandComponent}>
          <MemoryRouter>
            <Draw {...section} />
          </MemoryRouter>
        </IslandComponentsContext>
      </MantineProvider>,
    )
    const escaped = headline(section).replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')
    expect(html).toContain(escaped)
  })

  test('docs/sections.md is current, and shows every example as YAML', () => {
    const docs = readFileSync(docsFile, 'utf8')
    expect(docs, 'docs/sections.md is stale: run npm run gen-types').toBe(renderCatalogue())
    for (const { type, example } of examples) {
      expect(docs).toContain(`## ${type}\n`)
      expect(docs).toContain(exampleYaml(example).trimEnd())
    }
  })
})
