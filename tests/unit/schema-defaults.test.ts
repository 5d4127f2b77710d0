import { describe, expect, test } from 'vitest'
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

  test('sections inside tabs and columns, and list entries (buttons, timeline items) get theirs', () => {
    const [tabs] = sectionsOf(
      withDefaults(page([{ type: 'tabs', tabs: [{ label: 'A', sections: [{ type: 'faq', items: [] }, { type: 'callToAction', title: 'T', buttons: [{ label: 'Go', to: '/' }] }] }] }])),
    )
    const [faq, call] = (tabs.tabs as { sections: Record<string, unknown>[] }[])[0].sections
    expect(faq.variant).toBe('cards')
    expect((call.buttons as { variant: string }[])[0].variant).toBe('primary')
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

  test('the real site as loaded has them: the footer headings, every card grid’s columns and every button’s variant', () => {
    const { site, errors } = loadSite()
    expect(errors).toEqual([])
    expect([site!.footer.quickLinksHeading, site!.footer.servicesHeading, site!.footer.contactHeading]).toEqual(['Quick Links', 'Our Services', 'Contact Us'])
    const sections = site!.pages.flatMap((each) => each.sections)
    for (const grid of sections.filter((section) => section.type === 'cardGrid')) expect(typeof grid.columns).toBe('number')
    for (const hero of sections.filter((section) => section.type === 'hero')) for (const button of hero.buttons ?? []) expect(['primary', 'secondary', 'subtle']).toContain(button.variant)
  })
})
