import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { loadSite } from '../../src/site/load-site'
import { withDefaults } from '../../src/site/schema-defaults'

const page = (sections: object[]) => ({ pages: [{ path: '/', sections }] })
const sectionsOf = (site: unknown) => (site as { pages: { sections: Record<string, unknown>[] }[] }).pages[0].sections

describe("the schema's defaults, filled in once by the loader", () => {
  test('inside the oneOf of section types (which Ajv useDefaults skips): each section gets its own type’s defaults', () => {
    const [grid, faq, split] = sectionsOf(withDefaults(page([{ type: 'cardGrid', cards: [] }, { type: 'faq', items: [] }, { type: 'split', heading: 'H' }])))
    expect([grid.variant, grid.columns]).toEqual(['feature', 3])
    expect(faq.variant).toBe('cards')
    expect(split.imageSide).toBe('right')
    expect(faq).not.toHaveProperty('columns') // another type's default is not applied
  })

  test('sections inside tabs and columns, and list entries (buttons, timeline items, card details, filters) get theirs', () => {
    const [tabs, timeline, grid] = sectionsOf(
      withDefaults(
        page([
          { type: 'tabs', tabs: [{ label: 'A', sections: [{ type: 'faq', items: [] }, { type: 'callToAction', title: 'T', buttons: [{ label: 'Go', to: '/' }] }] }] },
          { type: 'timeline', items: [{ date: '2023', title: 'Start' }] },
          { type: 'cardGrid', filters: { categories: [] }, cards: [{ title: 'C', details: { text: 'D' } }] },
        ]),
      ),
    )
    const [faq, call] = (tabs.tabs as { sections: Record<string, unknown>[] }[])[0].sections
    expect(faq.variant).toBe('cards')
    expect((call.buttons as { variant: string }[])[0].variant).toBe('primary')
    expect((timeline.items as { side: string }[])[0].side).toBe('left')
    expect(grid.filters).toEqual({ allLabel: 'All', emptyText: 'Nothing here yet.', categories: [] })
    expect((grid.cards as { details: { featuresHeading: string } }[])[0].details.featuresHeading).toBe('Key Features')
  })

  test('a value written in site.yaml is kept; a default block gets the defaults of its keys (hero particles, a form’s blocked dialog)', () => {
    const [hero] = sectionsOf(withDefaults(page([{ type: 'hero', title: 'T', size: 'compact', background: 'particles', particles: { density: 40 } }])))
    expect(hero.size).toBe('compact')
    expect(hero.particles).toEqual({ id: 'tsparticles', background: '#0d47a1', minSize: 1, maxSize: 3, speed: 4, color: '#ffffff', density: 40 })
    const site = withDefaults({ forms: { contact: { fields: [{ name: 'a', label: 'A', kind: 'text' }], after: { kind: 'toast', title: 'T', text: 'X' } } } }) as unknown as {
      forms: { contact: { fields: { width: string }[]; tooLong: string; after: { closeLabel: string; blocked: Record<string, string> } } }
    }
    const form = site.forms.contact
    expect(form.fields[0].width).toBe('full')
    expect(form.tooLong).toBe('This is too long to send through WhatsApp. Please shorten it.')
    expect(form.after.closeLabel).toBe('Close')
    expect(form.after.blocked).toEqual({
      title: 'One more step',
      text: 'Your browser did not let us open WhatsApp in a new tab. Use the link below to send your message; what you typed stays here until then.',
      linkLabel: 'Open WhatsApp to send',
    })
  })

  test('the real site as loaded: what site.yaml leaves out is there with its default (the spec’s "Key Features", "One more step", …)', () => {
    const { site, errors, source } = loadSite()
    expect(errors).toEqual([])
    // Every key the loader added, by its place with list positions folded ("pages[].sections[].size"), and its value.
    const added = new Map<string, unknown>()
    const compare = (written: unknown, loaded: unknown, place: string) => {
      if (!loaded || typeof loaded !== 'object') return
      for (const [key, value] of Object.entries(loaded)) {
        const at = `${place}${Array.isArray(loaded) ? '[]' : `.${key}`}`
        const before = (written as Record<string, unknown> | undefined)?.[key]
        if (before === undefined) added.set(at, value)
        else compare(before, value, at)
      }
    }
    compare(parse(source), site, '')
    expect(Object.fromEntries(added)).toMatchObject({
      '.pages[].sections[].buttons[].variant': 'primary',
      '.pages[].sections[].size': 'large',
      '.pages[].sections[].background': 'gradient',
      '.pages[].sections[].imageSide': 'right',
      '.pages[].sections[].cards[].details.featuresHeading': 'Key Features',
      '.forms.contact.fields[].width': 'full',
      '.forms.contact.after.closeLabel': 'Close',
      '.forms.quote.after.blocked': { title: 'One more step', linkLabel: 'Open WhatsApp to send' },
      '.forms.quote.tooLong': 'This is too long to send through WhatsApp. Please shorten it.',
    })
  })
})
