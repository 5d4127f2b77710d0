// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render'
import { firstSection } from '../../tests/unit/site-sections'
import { loadSectionComponents } from './registry'
import { Tabs } from './Tabs'

// The first tabs of site.yaml: the contact page's "Contact Us" and "Get a Quote", a form in each.
const section = firstSection('tabs')

// The sections inside the tabs are drawn by SectionList, which needs their code loaded first (as a page does).
beforeAll(() => loadSectionComponents([section]))

/** The one panel on screen (the other stays mounted, hidden). */
const shownPanel = () => screen.getByRole('tabpanel')
const textboxNames = (panel: HTMLElement) => within(panel).getAllByRole('textbox').map((input) => (input as HTMLInputElement).labels?.[0]?.textContent)

describe('Tabs', () => {
  it('names each tab, selects the first, and shows only its panel: the contact form', () => {
    const { container } = renderWithMantine(<Tabs {...section} />)
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab')
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Contact Us', 'true'],
      ['Get a Quote', 'false'],
    ])
    const panel = shownPanel()
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0].id)
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Send us a message')
    expect(textboxNames(panel)).toEqual(['Your Name *', 'Email Address *', 'Your Message *'])
    expect(screen.queryByRole('heading', { name: 'Request a Quote' })).toBeNull()
    // Both forms are in the page: the tabs are one island holding every panel.
    expect(container.querySelectorAll('[data-island="tabs"] form')).toHaveLength(2)
  })

  it('switching tab shows its panel, the quote form, and keeps what was typed in the other', () => {
    renderWithMantine(<Tabs {...section} />)
    fireEvent.change(within(shownPanel()).getByRole('textbox', { name: 'Your Name' }), { target: { value: 'Asha' } })

    fireEvent.click(screen.getByRole('tab', { name: 'Get a Quote' }))
    expect(screen.getByRole('tab', { name: 'Get a Quote' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: 'Contact Us' }).getAttribute('aria-selected')).toBe('false')
    const quote = shownPanel()
    expect(within(quote).getByRole('heading', { level: 2 }).textContent).toBe('Request a Quote')
    expect(textboxNames(quote)).toEqual([
      'Full Name *',
      'Email Address *',
      'Phone Number *',
      'Company Name',
      'Project Description *',
      'Specific Requirements',
      'Additional Information',
    ])
    expect(within(quote).getAllByRole('combobox').map((select) => (select as HTMLSelectElement).labels?.[0]?.textContent)).toEqual([
      'Project Type *',
      'Budget Range',
      'Timeframe',
    ])
    expect(within(quote).getByRole('button', { name: 'Submit Quote Request' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Send us a message' })).toBeNull()

    fireEvent.click(screen.getByRole('tab', { name: 'Contact Us' }))
    const contact = shownPanel()
    expect(within(contact).getByRole('heading', { level: 2 }).textContent).toBe('Send us a message')
    expect((within(contact).getByRole('textbox', { name: 'Your Name' }) as HTMLInputElement).value).toBe('Asha')
  })
})
