// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render'
import { firstSection } from '../../tests/unit/site-sections'
import { Columns } from './Columns'
import { loadSectionComponents } from './registry'

// The first columns of site.yaml: the contact page's forms in tabs, beside the contact details.
const section = firstSection('columns')

// The sections inside the columns are drawn by SectionList, which needs their code loaded first (as a page does).
beforeAll(() => loadSectionComponents([section]))

describe('Columns', () => {
  it('draws the sections of each column in order: the form tabs first, then the contact details', () => {
    const { container } = renderWithMantine(<Columns {...section} />)
    const columns = [...container.querySelectorAll<HTMLElement>('.mantine-Grid-col')]
    expect(columns).toHaveLength(2)

    const [left, right] = columns.map((column) => within(column))
    expect(left.getAllByRole('radio').map((tab) => (tab as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Contact Us', 'Get a Quote'])
    expect(left.getByRole('form', { name: 'Send us a message' })).toBeTruthy()
    expect(left.queryByRole('heading', { name: 'Contact Information' })).toBeNull()

    expect(right.getByRole('heading', { level: 2 }).textContent).toBe('Contact Information')
    expect(right.getByText('Reach us the way that suits you best. We reply on working days, Monday to Saturday.')).toBeTruthy()
    expect(right.getAllByRole('listitem')).toHaveLength(4)
    expect(right.getByText('Office 000, Example Business Hub, Ahmedabad, Gujarat 380000, India')).toBeTruthy()
    const whatsapp = right.getByRole('link', { name: /Message us on WhatsApp/ })
    expect([whatsapp.getAttribute('href'), whatsapp.getAttribute('target')]).toEqual(['https://wa.me/910000000000', '_blank'])
    expect(right.queryByRole('radio')).toBeNull()
  })

  it('wideFirst: stacked on phones, and on wide screens the first column takes 7 of 12 parts, the second 5', () => {
    const { container } = renderWithMantine(<Columns {...section} />)
    expect(section.widths).toBe('wideFirst')
    // Mantine's Grid.Col writes each column's width into a <style> just before it: the full width, then from md on.
    const widths = [...container.querySelectorAll('.mantine-Grid-col')].map((column) => column.previousElementSibling?.textContent ?? '')
    expect(widths).toHaveLength(2)
    const percentages = (css: string) => [...css.matchAll(/--col-flex-basis:\s*(?:calc\()?([\d.]+)%/g)].map((match) => Math.round(Number(match[1])))
    expect(widths.map(percentages)).toEqual([
      [100, 58], // 7/12
      [100, 42], // 5/12
    ])
    // No heading of its own on the contact page (the hero names it): only its sections' headings (the quote
    // form's among them: the stylesheet that hides the tab not chosen is not applied here).
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Send us a message', 'Request a Quote', 'Contact Information'])
  })
})
