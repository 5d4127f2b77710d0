// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render'
import { firstSection } from '../../tests/unit/site-sections'
import { loadSectionComponents } from './registry'
import { Tabs, tabsName } from './Tabs'

// The first tabs of site.yaml: the contact page's "Contact Us" and "Get a Quote", a form in each.
const section = firstSection('tabs')

// The sections inside the tabs are drawn by SectionList, which needs their code loaded first (as a page does).
beforeAll(() => loadSectionComponents([section]))

const radios = () => screen.getAllByRole('radio') as HTMLInputElement[]
/** A tab's panel: the group named by the tab's label. */
const panel = (label: string) => screen.getByRole('group', { name: label })
const textboxNames = (panel: HTMLElement) => within(panel).getAllByRole('textbox').map((input) => (input as HTMLInputElement).labels?.[0]?.textContent)

describe('Tabs', () => {
  it('are radio buttons named by the tabs, the first chosen, with a panel named by each tab holding its form', () => {
    const { container } = renderWithMantine(<Tabs {...section} />)
    // Without a heading, the tabs of forms are named by what choosing one does.
    const group = screen.getByRole('radiogroup', { name: 'Choose a form' })
    expect(within(group).getAllByRole('radio')).toHaveLength(2)
    expect(radios().map((radio) => [radio.labels?.[0]?.textContent, radio.checked])).toEqual([
      ['Contact Us', true],
      ['Get a Quote', false],
    ])
    // One group: arrow keys move between them, and only one is ever chosen.
    expect(new Set(radios().map((radio) => radio.name)).size).toBe(1)

    const contact = panel('Contact Us')
    expect(within(contact).getByRole('heading', { level: 2 }).textContent).toBe('Send us a message')
    expect(textboxNames(contact)).toEqual(['Your Name *', 'Email Address *', 'Your Message *'])
    const quote = panel('Get a Quote')
    expect(within(quote).getByRole('heading', { level: 2 }).textContent).toBe('Request a Quote')
    expect(within(quote).getByRole('button', { name: 'Submit Quote Request' })).toBeTruthy()
    // The tabs need no script; each form is an island of its own.
    expect(container.querySelectorAll('[data-island]')).toHaveLength(2)
    expect(container.querySelectorAll('[data-island="form"] form')).toHaveLength(2)
  })

  it('are named by their heading when they have one; without one, "Choose a tab" unless every tab holds a form', () => {
    renderWithMantine(<Tabs {...section} heading="How to reach us" />)
    const group = screen.getByRole('radiogroup', { name: 'How to reach us' })
    expect(group.getAttribute('aria-label')).toBeNull()
    const [first, second] = section.tabs
    expect(tabsName(section.tabs)).toBe('Choose a form')
    expect(tabsName([first!, { ...second!, sections: [{ type: 'richText', body: 'Write to us.', width: 'narrow' }] }])).toBe('Choose a tab')
  })

  it('a click on a tab chooses it, and what was typed in either form stays', () => {
    renderWithMantine(<Tabs {...section} />)
    fireEvent.change(within(panel('Contact Us')).getByRole('textbox', { name: 'Your Name' }), { target: { value: 'Asha' } })

    fireEvent.click(screen.getByText('Get a Quote'))
    expect(radios().map((radio) => radio.checked)).toEqual([false, true])
    fireEvent.change(within(panel('Get a Quote')).getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Ravi' } })

    fireEvent.click(screen.getByText('Contact Us'))
    expect(radios().map((radio) => radio.checked)).toEqual([true, false])
    expect((within(panel('Contact Us')).getByRole('textbox', { name: 'Your Name' }) as HTMLInputElement).value).toBe('Asha')
    expect((within(panel('Get a Quote')).getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).value).toBe('Ravi')
  })

  it('has a stylesheet rule showing the panel of each tab the schema allows, and no more tabs than that', () => {
    const schema = JSON.parse(readFileSync(`${process.cwd()}/schema/sections/tabs.json`, 'utf8')) as { properties: { tabs: { maxItems?: number } } }
    const css = readFileSync(`${process.cwd()}/src/sections/Tabs.module.css`, 'utf8')
    const max = schema.properties.tabs.maxItems
    expect(max).toBeGreaterThanOrEqual(2)
    for (let index = 0; index < max!; index++) {
      expect(css, `tab ${index + 1}`).toContain(`.panel:has(> .list > .tab > .radio[data-tab='${index}']:checked) > .tabPanel[data-tab-panel='${index}']`)
    }
    expect(css).not.toContain(`[data-tab='${max}']`)
    expect(css).not.toContain(`[data-tab-panel='${max}']`)
  })
})
