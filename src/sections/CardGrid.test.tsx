// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MantineProvider } from '@mantine/core'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { CardGridSection } from '@/generated/site'
import { theme } from '@/theme/theme'
import schema from '../../schema/sections/cardGrid.json'
import { renderWithMantine } from '../../tests/unit/render'
import { CardGrid } from './CardGrid'

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

  it('filters with radio inputs in a named group (All chosen), each card carrying the index of its category', () => {
    const { container } = renderSection({ ...portfolio, cards: [...portfolio.cards, { title: 'Field App', category: 'mobile' }, { title: 'Unsorted' }] })
    const filters = screen.getByRole('group', { name: 'Filter by category' })
    const radios = within(filters).getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((radio) => [radio.value, radio.checked, radio.dataset.filter])).toEqual([
      ['', true, '0'],
      ['web', false, '1'],
      ['mobile', false, '2'],
    ])
    // One group: arrow keys move between them, and one choice at a time.
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1)
    expect(within(filters).getByRole('radio', { name: 'Mobile' })).toBe(radios[2])
    // Every card is in the HTML; the stylesheet hides those of other categories.
    const cards = [...container.querySelectorAll<HTMLElement>('[data-card]')]
    expect(cards.map((card) => [card.querySelector('h3')?.textContent, card.dataset.filter])).toEqual([
      ['Newfeel', '1'],
      ['Taxi Aapki', '1'],
      ['Field App', '2'],
      ['Unsorted', undefined],
    ])
  })

  it('has the empty state in a status region, whose "All" chooses the first radio without renaming it', () => {
    renderSection({ ...portfolio, filters: { allLabel: 'Everything', emptyText: 'Nothing here yet.', categories: [{ value: 'mobile', label: 'Mobile' }] } })
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Nothing here yet.')
    const all = within(status).getByText('Everything').closest('label')!
    const first = screen.getAllByRole('radio')[0]
    expect(all.htmlFor).toBe(first.id)
    expect(screen.getByRole('radio', { name: 'Everything' })).toBe(first)
  })

  it('the stylesheet has a rule for every filter the schema allows', () => {
    const css = readFileSync(`${process.cwd()}/src/sections/CardGrid.module.css`, 'utf8')
    const max = schema.properties.filters.properties.categories.maxItems
    expect(max).toBeGreaterThan(0)
    for (let index = 1; index <= max; index++) {
      expect(css, `filter ${index} hides the other cards`).toContain(`.filtered:has(input[data-filter='${index}']:checked) .card:not([data-filter='${index}'])`)
      expect(css, `filter ${index} shows the empty state`).toContain(`.filtered:has(input[data-filter='${index}']:checked):not(:has(.card[data-filter='${index}'])) .emptyBox`)
    }
  })

  it('gives project cards a fixed-size lazy image, the category and a safe external link', () => {
    const { container } = renderSection(portfolio)
    const list = within(container.querySelector<HTMLElement>('[data-card-list]')!)
    const image = list.getByAltText('Newfeel website on a laptop') as HTMLImageElement
    expect(image.getAttribute('loading')).toBe('lazy')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '500'])
    expect(screen.getAllByText('Web').length).toBeGreaterThan(1) // filter + category badges

    const visit = screen.getByRole('link', { name: 'View Project: Newfeel' })
    expect(visit.getAttribute('href')).toBe('https://newfeel.example.com')
    expect(visit.getAttribute('target')).toBe('_blank')
    expect(visit.getAttribute('rel')).toBe('noopener noreferrer')
    // A card without details is a link as a whole, named by its title.
    expect(screen.getByRole('link', { name: 'Taxi Aapki' }).getAttribute('href')).toBe('https://taxi.example.com')
  })

  it('puts a closed native dialog for each card with details in the HTML, opened by the card\'s button, with every part of the details', () => {
    const { container } = renderSection(portfolio)
    const dialogs = container.querySelectorAll('dialog')
    expect(dialogs).toHaveLength(1)
    const dialog = dialogs[0]
    expect(dialog.open).toBe(false)
    expect(dialog.getAttribute('closedby')).toBe('any')

    const card = screen.getByRole('button', { name: 'Newfeel' })
    expect([card.getAttribute('command'), card.getAttribute('commandfor'), card.getAttribute('aria-haspopup')]).toEqual(['show-modal', dialog.id, 'dialog'])
    // Outside the card list: a card's text is its own, and a list holds only list items.
    expect(dialog.closest('[data-card], ul, ol')).toBeNull()

    const view = within(dialog)
    const title = view.getByRole('heading', { level: 2, name: 'Newfeel', hidden: true })
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id)
    const close = view.getByRole('button', { name: 'Close', hidden: true })
    expect([close.getAttribute('command'), close.getAttribute('commandfor'), close.getAttribute('type')]).toEqual(['close', dialog.id, 'button'])

    expect(view.getByText('An online store for a footwear brand.')).toBeTruthy()
    const image = view.getByAltText('Newfeel website on a laptop')
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(view.getByRole('heading', { level: 3, name: 'Key Features', hidden: true })).toBeTruthy()
    expect(view.getAllByRole('listitem', { hidden: true }).map((li) => li.textContent)).toEqual(['Product catalogue', 'Fast checkout', 'React', 'Node.js'])
    expect(view.getByRole('heading', { name: 'Challenge', hidden: true }).nextElementSibling?.textContent).toBe('The old shop was slow on phones.')
    expect(view.getByRole('heading', { name: 'Solution', hidden: true }).nextElementSibling?.textContent).toBe('We rebuilt it mobile-first.')
    expect(view.getByRole('link', { name: 'Contact Us', hidden: true }).getAttribute('href')).toBe('/contact')
    const external = view.getByRole('link', { name: 'Visit Project', hidden: true })
    expect([external.getAttribute('href'), external.getAttribute('target'), external.getAttribute('rel')]).toEqual([
      'https://newfeel.example.com',
      '_blank',
      'noopener noreferrer',
    ])
  })

  it('uses a custom features heading', () => {
    const [first] = portfolio.cards
    const { container } = renderSection({ ...portfolio, cards: [{ ...first, details: { ...first.details, featuresHeading: 'What we built' } }] })
    const dialog = container.querySelector('dialog')!
    expect(within(dialog).getByRole('heading', { level: 3, name: 'What we built', hidden: true })).toBeTruthy()
    expect(within(dialog).queryByText('Key Features')).toBeNull()
  })

  it('gives every dialog and filter group of a page its own id and name', () => {
    const { container } = renderWithMantine(
      <MemoryRouter>
        <CardGrid {...portfolio} />
        <CardGrid {...portfolio} />
      </MemoryRouter>,
    )
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set([...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.name)).size).toBe(2)
    for (const button of container.querySelectorAll('[commandfor]')) expect(container.querySelector(`dialog[id="${button.getAttribute('commandfor')}"]`)).toBeTruthy()
  })

  it('writes no <style> element: its filters and windows take every rule from the stylesheet', () => {
    const html = renderToStaticMarkup(
      // Without the provider's own <style>s (the page's head has them): what is left is the grid's.
      <MantineProvider theme={theme} forceColorScheme="dark" withCssVariables={false} withGlobalClasses={false}>
        <MemoryRouter>
          <CardGrid {...portfolio} />
        </MemoryRouter>
      </MantineProvider>,
    )
    expect(html).toContain('<dialog')
    expect(html).not.toContain('<style')
  })
})
