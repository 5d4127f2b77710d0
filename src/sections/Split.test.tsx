// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { SplitSection } from '@/generated/site'
import { renderWithMantine } from '../../tests/unit/render'
import { Split } from './Split'

function renderSection(section: SplitSection) {
  return renderWithMantine(
    <MemoryRouter>
      <Split {...section} />
    </MemoryRouter>,
  )
}

const overview: SplitSection = {
  type: 'split',
  eyebrow: 'Overview',
  heading: 'Software built around your business',
  paragraphs: ['We start by listening.', 'Then we build, test and launch.'],
  bullets: ['Custom workflows', 'Secure by design', 'Support after launch'],
  image: { src: '/images/services/software-development.svg', alt: 'Developers at work' },
  imageSide: 'left',
  buttons: [{ label: 'Get Started', to: '/contact', variant: 'primary' }],
}

describe('Split', () => {
  it('draws the text (eyebrow, h2, paragraphs, ticked bullets, buttons) and then the picture', () => {
    const { container } = renderSection(overview)
    const heading = screen.getByRole('heading', { level: 2, name: 'Software built around your business' })
    expect(screen.getByText('Overview')).toBeTruthy()
    expect(screen.getByText('We start by listening.')).toBeTruthy()
    expect(screen.getByText('Then we build, test and launch.')).toBeTruthy()

    const bullets = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(bullets.map((item) => item.textContent)).toEqual(['Custom workflows', 'Secure by design', 'Support after launch'])
    expect(bullets[0].querySelector('svg')).toBeTruthy()

    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact')

    const image = screen.getByAltText('Developers at work')
    expect(image.getAttribute('loading')).toBe('lazy')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '500'])
    // Source order is text first (phones show the picture after the text); imageSide only moves it on wide screens.
    expect(heading.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(container.querySelector('[data-image-side]')!.getAttribute('data-image-side')).toBe('left')
  })

  it('puts the picture on the right when imageSide is right (the loader gives right when site.yaml says nothing), and draws no empty parts', () => {
    const { container } = renderSection({ type: 'split', heading: 'Just a heading', imageSide: 'right' })
    expect(container.querySelector('[data-image-side]')!.getAttribute('data-image-side')).toBe('right')
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
