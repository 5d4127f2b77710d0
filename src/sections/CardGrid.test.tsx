// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { CardGridSection } from '@/generated/site'
import { renderWithMantine } from '../../tests/unit/render'
import { CardGrid } from './CardGrid'

// Records when the modal's module is first imported, to prove it is not part of the first load.
const modalModule = vi.hoisted(() => ({ loaded: false }))
vi.mock('@/components/DetailModal', async (importOriginal) => {
  modalModule.loaded = true
  return importOriginal()
})

function renderSection(section: CardGridSection) {
  return renderWithMantine(
    <MemoryRouter>
      <CardGrid {...section} />
    </MemoryRouter>,
  )
}

const services: CardGridSection = {
  type: 'cardGrid',
  heading: 'Our Services',
  eyebrow: 'What we do',
  variant: 'feature',
  columns: 3,
  cards: [
    { title: 'Web Development', text: 'Fast, responsive websites.', icon: 'code', to: '/services/web-development', linkLabel: 'Learn More' },
    { title: 'ERP Development', text: 'Systems that connect your business.', icon: 'database', to: '/services/erp-crm-solutions' },
    { title: 'Running Ads', text: 'Ads that bring clients.', icon: 'megaphone' },
  ],
}

const steps: CardGridSection = {
  type: 'cardGrid',
  variant: 'step',
  columns: 3,
  heading: 'Our Process',
  cards: [
    { title: 'Discovery', text: 'We listen.' },
    { title: 'Planning', text: 'We plan.' },
    { title: 'Development', text: 'We build.' },
    { title: 'Delivery', text: 'We launch.' },
  ],
}

const portfolio: CardGridSection = {
  type: 'cardGrid',
  variant: 'project',
  columns: 3,
  heading: 'Featured Projects',
  filters: {
    allLabel: 'All',
    categories: [
      { value: 'web', label: 'Web' },
      { value: 'mobile', label: 'Mobile' },
    ],
    emptyText: 'No projects in this category yet.',
  },
  cards: [
    {
      title: 'Newfeel',
      category: 'web',
      image: { src: '/images/projects/newfeel.svg', alt: 'Newfeel website on a laptop' },
      to: 'https://newfeel.example.com',
      linkLabel: 'View Project',
      details: {
        featuresHeading: 'Key Features',
        text: 'An online store for a footwear brand.',
        features: ['Product catalogue', 'Fast checkout'],
        challenge: 'The old shop was slow on phones.',
        solution: 'We rebuilt it mobile-first.',
        technologies: ['React', 'Node.js'],
        buttons: [
          { label: 'Contact Us', to: '/contact', variant: 'primary' },
          { label: 'Visit Project', to: 'https://newfeel.example.com', variant: 'secondary' },
        ],
      },
    },
    {
      title: 'Taxi Aapki',
      category: 'web',
      image: { src: '/images/projects/taxi-aapki.svg', alt: 'Taxi Aapki booking page' },
      to: 'https://taxi.example.com',
      linkLabel: 'View Project',
    },
  ],
}

describe('CardGrid', () => {
  it('draws feature cards with h3 titles under the section h2, and links named by their titles', () => {
    renderSection(services)
    expect(screen.getByRole('heading', { level: 2, name: 'Our Services' })).toBeTruthy()
    const list = screen.getByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Web Development', 'ERP Development', 'Running Ads'])

    const web = screen.getByRole('link', { name: 'Web Development' })
    expect(web.getAttribute('href')).toBe('/services/web-development')
    // The card without linkLabel still gets the default cue; the card without `to` gets none and no link.
    expect(screen.getByRole('link', { name: 'ERP Development' }).getAttribute('href')).toBe('/services/erp-crm-solutions')
    expect(screen.getAllByText('Learn More')).toHaveLength(2)
    expect(screen.queryByRole('link', { name: /Running Ads/ })).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    // Every card carries the hook for the later entrance animation.
    expect(list.querySelectorAll('[data-card]')).toHaveLength(3)
  })

  it('numbers process steps 1..n in an ordered list', () => {
    const { container } = renderSection(steps)
    const list = container.querySelector('ol')!
    expect(list).toBeTruthy()
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(items.map((item) => item.querySelector('[aria-hidden]')?.textContent)).toEqual(['1', '2', '3', '4'])
    expect(within(items[3]).getByRole('heading', { level: 3 }).textContent).toBe('Delivery')
  })

  it('draws technology tags as a plain list of names', () => {
    renderSection({ type: 'cardGrid', variant: 'tag', columns: 6, cards: [{ title: 'React' }, { title: 'Node.js' }, { title: 'Python' }] })
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['React', 'Node.js', 'Python'])
    expect(screen.queryAllByRole('heading')).toHaveLength(0)
  })

  it('filters cards by category with pressed toggle buttons and shows the empty text when nothing matches', () => {
    renderSection(portfolio)
    const filters = screen.getByRole('group', { name: 'Filter by category' })
    const buttons = within(filters).getAllByRole('button')
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['All', 'true'],
      ['Web', 'false'],
      ['Mobile', 'false'],
    ])
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)

    fireEvent.click(within(filters).getByRole('button', { name: 'Mobile' }))
    expect(within(filters).getByRole('button', { name: 'Mobile' }).getAttribute('aria-pressed')).toBe('true')
    expect(within(filters).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false')
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0)
    expect(screen.getByRole('status').textContent).toContain('No projects in this category yet.')

    // The empty state offers the way back to every card.
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'All' }))
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)

    fireEvent.click(within(filters).getByRole('button', { name: 'Web' }))
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it("shows the filters' empty text (the schema's default, which the loader fills in)", () => {
    renderSection({ ...portfolio, filters: { allLabel: 'All', emptyText: 'Nothing here yet.', categories: [{ value: 'mobile', label: 'Mobile' }] } })
    fireEvent.click(screen.getByRole('button', { name: 'Mobile' }))
    expect(screen.getByRole('status').textContent).toContain('Nothing here yet.')
  })

  it('gives project cards a fixed-size lazy image, the category and a safe external link', () => {
    renderSection(portfolio)
    const image = screen.getByAltText('Newfeel website on a laptop') as HTMLImageElement
    expect(image.getAttribute('loading')).toBe('lazy')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '500'])
    expect(screen.getAllByText('Web').length).toBeGreaterThan(1) // filter button + category badges

    const visit = screen.getByRole('link', { name: 'View Project: Newfeel' })
    expect(visit.getAttribute('href')).toBe('https://newfeel.example.com')
    expect(visit.getAttribute('target')).toBe('_blank')
    expect(visit.getAttribute('rel')).toBe('noopener noreferrer')
    // A card without details is a link as a whole, named by its title.
    expect(screen.getByRole('link', { name: 'Taxi Aapki' }).getAttribute('href')).toBe('https://taxi.example.com')
  })

  it('loads the detail window only when a card asks for it, and shows every part of the details', async () => {
    renderSection(portfolio)
    expect(modalModule.loaded).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()

    const card = screen.getByRole('button', { name: 'Newfeel' })
    expect(card.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.click(card)
    const dialog = await screen.findByRole('dialog')
    expect(modalModule.loaded).toBe(true)

    const view = within(dialog)
    expect(view.getByRole('heading', { level: 2, name: 'Newfeel' })).toBeTruthy()
    // Mantine names the dialog by its title once the title has mounted, a render after the dialog appears.
    await waitFor(() => expect(dialog.getAttribute('aria-labelledby')).toBe(view.getByRole('heading', { level: 2 }).id))
    expect(view.getByText('An online store for a footwear brand.')).toBeTruthy()
    expect(view.getByAltText('Newfeel website on a laptop')).toBeTruthy()
    expect(view.getByRole('heading', { level: 3, name: 'Key Features' })).toBeTruthy()
    expect(view.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Product catalogue', 'Fast checkout', 'React', 'Node.js'])
    expect(view.getByRole('heading', { name: 'Challenge' }).nextElementSibling?.textContent).toBe('The old shop was slow on phones.')
    expect(view.getByRole('heading', { name: 'Solution' }).nextElementSibling?.textContent).toBe('We rebuilt it mobile-first.')
    expect(view.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact')
    const external = view.getByRole('link', { name: 'Visit Project' })
    expect([external.getAttribute('href'), external.getAttribute('target'), external.getAttribute('rel')]).toEqual([
      'https://newfeel.example.com',
      '_blank',
      'noopener noreferrer',
    ])
  })

  it('uses a custom features heading', async () => {
    const [first] = portfolio.cards
    renderSection({ ...portfolio, cards: [{ ...first, details: { ...first.details, featuresHeading: 'What we built' } }] })
    fireEvent.click(screen.getByRole('button', { name: 'Newfeel' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { level: 3, name: 'What we built' })).toBeTruthy()
    expect(within(dialog).queryByText('Key Features')).toBeNull()
  })

  it('closes the window with the Close button, Escape and the backdrop, and gives focus back to the card', async () => {
    renderSection(portfolio)
    const card = screen.getByRole('button', { name: 'Newfeel' })

    card.focus()
    fireEvent.click(card)
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(card))

    fireEvent.click(card)
    const dialog = await screen.findByRole('dialog')
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' })
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(card))

    fireEvent.click(card)
    await screen.findByRole('dialog')
    const overlay = document.querySelector('.mantine-Modal-overlay')!
    expect(overlay).toBeTruthy()
    fireEvent.click(overlay)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(card))
  })

  it('closes the window when a button leads to another page of the site, but not for a new-tab link', async () => {
    renderSection(portfolio)
    fireEvent.click(screen.getByRole('button', { name: 'Newfeel' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Visit Project' }))
    expect(screen.getByRole('dialog')).toBeTruthy()
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Contact Us' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
