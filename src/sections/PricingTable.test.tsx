// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { theme } from '@/theme/theme'
import type { PricingTableSection } from '@/generated/site'
import { renderWithMantine } from '../../tests/unit/render'
import { PricingTable } from './PricingTable'

function renderSection(section: PricingTableSection) {
  return renderWithMantine(
    <MemoryRouter>
      <PricingTable {...section} />
    </MemoryRouter>,
  )
}

const pricing: PricingTableSection = {
  type: 'pricingTable',
  heading: 'Choose Your Package',
  plans: [
    {
      name: 'Standard',
      description: 'For small businesses.',
      price: '₹24,999',
      priceNote: 'one-time payment',
      timeframe: '2-3 weeks',
      features: ['Responsive design', 'Up to 12 pages', '3 revisions'],
      popular: false,
      button: { label: 'Get Started', to: '/quote-request', variant: 'secondary' },
    },
    {
      name: 'Premium',
      price: '₹49,999',
      priceNote: 'one-time payment',
      timeframe: '3-5 weeks',
      popular: true,
      badge: 'Most Popular',
      features: ['Everything in Standard', 'Advanced SEO', 'Blog', '5 revisions'],
      button: { label: 'Get Started', to: '/quote-request', variant: 'primary' },
    },
    { name: 'Enterprise', price: 'Custom', timeframe: '5-8 weeks', features: ['Unlimited pages', 'ERP/CRM integration'], popular: false, button: { label: 'Talk to us', to: '/contact', variant: 'primary' } },
  ],
  comparison: {
    heading: 'Compare Packages',
    featureLabel: 'Feature',
    columns: ['Standard', 'Premium', 'Enterprise'],
    rows: [
      { name: 'SEO', description: 'Search engine optimisation.', values: ['Basic', 'Advanced', 'Premium'] },
      { name: 'Maintenance', values: [false, '3 Month', '1 Year'] },
      { name: 'Admin dashboard', values: [false, true, 'Advanced'] },
      { name: 'Blockchain', values: [false, false, true] },
    ],
  },
}

/** The card of one package: the list item that its name heads. */
function card(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name }).closest('li')!
}

describe('PricingTable packages', () => {
  it('draws one card per package, in order, under the section h2', () => {
    renderSection(pricing)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Choose Your Package')
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(names).toEqual(['Standard', 'Premium', 'Enterprise', 'Compare Packages'])
  })

  it('shows each price exactly as written, its note, the timeframe and every feature', () => {
    renderSection(pricing)
    const standard = within(card('Standard'))
    expect(standard.getByText('₹24,999')).toBeTruthy()
    expect(standard.getByText('one-time payment')).toBeTruthy()
    expect(standard.getByText('For small businesses.')).toBeTruthy()
    expect(card('Standard').textContent).toContain('Timeframe: 2-3 weeks')
    expect(standard.getAllByRole('listitem').map((li) => li.textContent)).toEqual(pricing.plans[0].features)
    expect(within(card('Premium')).getAllByRole('listitem')).toHaveLength(4)
    expect(within(card('Enterprise')).getByText('Custom')).toBeTruthy()
  })

  it("links each package's button to its target, described by the package's name", () => {
    renderSection(pricing)
    const getStarted = screen.getAllByRole('link', { name: 'Get Started' })
    expect(getStarted).toHaveLength(2)
    for (const link of getStarted) expect(link.getAttribute('href')).toBe('/quote-request')
    expect(within(card('Enterprise')).getByRole('link', { name: 'Talk to us' }).getAttribute('href')).toBe('/contact')
    const describedBy = within(card('Premium')).getByRole('link').getAttribute('aria-describedby')!
    expect(document.getElementById(describedBy)?.textContent).toBe('Premium')
  })

  it('highlights only the popular package, with its badge', () => {
    renderSection(pricing)
    expect(card('Premium').hasAttribute('data-popular')).toBe(true)
    expect(within(card('Premium')).getByText('Most Popular')).toBeTruthy()
    expect(card('Standard').hasAttribute('data-popular')).toBe(false)
    expect(card('Enterprise').hasAttribute('data-popular')).toBe(false)
    expect(screen.getAllByText('Most Popular')).toHaveLength(1)
  })

  it('makes package names h2 when the section has no heading', () => {
    renderSection({ ...pricing, heading: undefined, comparison: undefined })
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Standard', 'Premium', 'Enterprise'])
    expect(screen.queryByRole('table')).toBeNull()
  })
})

describe('PricingTable comparison on wide screens', () => {
  it('is a real table named by its heading, shown only from the sm breakpoint', () => {
    renderSection(pricing)
    const table = screen.getByRole('table', { name: 'Compare Packages' })
    expect(table.parentElement!.classList.contains('mantine-visible-from-sm')).toBe(true)
    const columnHeads = within(table).getAllByRole('columnheader')
    expect(columnHeads.map((th) => th.textContent)).toEqual(['Feature', 'Standard', 'Premium', 'Enterprise'])
    for (const th of columnHeads) expect(th.getAttribute('scope')).toBe('col')
    const rowHeads = within(table).getAllByRole('rowheader')
    expect(rowHeads).toHaveLength(4)
    for (const th of rowHeads) expect(th.getAttribute('scope')).toBe('row')
    expect(rowHeads[0].textContent).toBe('SEOSearch engine optimisation.')
  })

  it('says Included for true, Not included for false, and shows text as written', () => {
    renderSection(pricing)
    const table = screen.getByRole('table')
    const cells = (feature: string) =>
      within(screen.getByRole('rowheader', { name: new RegExp(`^${feature}`) }).closest('tr')!)
        .getAllByRole('cell')
        .map((td) => td.textContent)
    expect(cells('SEO')).toEqual(['Basic', 'Advanced', 'Premium'])
    expect(cells('Maintenance')).toEqual(['Not included', '3 Month', '1 Year'])
    expect(cells('Admin dashboard')).toEqual(['Not included', 'Included', 'Advanced'])
    expect(cells('Blockchain')).toEqual(['Not included', 'Not included', 'Included'])
    // Each tick and cross is an icon hidden from screen readers beside its words.
    expect(table.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(6)
  })
})

describe('PricingTable comparison on phones', () => {
  /** The phone list's rows: a <details> per feature. */
  const rowsIn = (container: HTMLElement) => [...container.querySelectorAll('details')]
  /** What an open row shows: each package's value after its column's name. */
  const pairs = (row: HTMLElement) => [...row.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)

  it('is a list of closed feature rows, each named by an h4 in its summary, shown only below the sm breakpoint', () => {
    const { container } = renderSection(pricing)
    const rows = rowsIn(container)
    expect(rows.map((row) => row.querySelector(':scope > summary')?.textContent)).toEqual(['SEO', 'Maintenance', 'Admin dashboard', 'Blockchain'])
    for (const row of rows) {
      expect(row.open).toBe(false)
      expect(within(row.querySelector('summary')!).getByRole('heading', { level: 4 }).textContent).toBe(row.querySelector('summary')!.textContent)
    }
    expect(rows[0].parentElement!.classList.contains('mantine-hidden-from-sm')).toBe(true)
    // No island: the rows open with no script.
    expect(container.querySelector('[data-island]')).toBeNull()
  })

  it("opens a row to show each package's value labelled by its column, each row independently", () => {
    const { container } = renderSection(pricing)
    const [seo, maintenance] = rowsIn(container)
    fireEvent.click(within(seo).getByRole('heading', { name: 'SEO' }))
    expect(seo.open).toBe(true)
    expect(pairs(seo)).toEqual(['Standard: Basic', 'Premium: Advanced', 'Enterprise: Premium'])
    expect(within(seo).getByText('Search engine optimisation.')).toBeTruthy()

    fireEvent.click(within(maintenance).getByRole('heading', { name: 'Maintenance' }))
    expect(pairs(maintenance)).toEqual(['Standard: Not included', 'Premium: 3 Month', 'Enterprise: 1 Year'])
    expect([seo.open, maintenance.open]).toEqual([true, true])

    fireEvent.click(within(seo).getByRole('heading', { name: 'SEO' }))
    expect([seo.open, maintenance.open]).toEqual([false, true])
  })
})

describe('PricingTable prerendered', () => {
  it('puts both comparison views and every value in the HTML, so CSS alone picks one and nothing shifts', () => {
    const html = renderToString(
      <MantineProvider theme={theme} forceColorScheme="dark">
        <MemoryRouter>
          <PricingTable {...pricing} />
        </MemoryRouter>
      </MantineProvider>,
    )
    const page = new DOMParser().parseFromString(html, 'text/html')
    expect(page.querySelector('.mantine-visible-from-sm table')).not.toBeNull()
    const list = page.querySelector('.mantine-hidden-from-sm:has(> details)')!
    expect(list).not.toBeNull()
    // Closed rows are in the HTML, not left out.
    expect([...list.querySelectorAll('dd')].map((dd) => dd.textContent)).toContain('3 Month')
    expect(list.querySelectorAll('dt')).toHaveLength(4 * 3)
  })
})
