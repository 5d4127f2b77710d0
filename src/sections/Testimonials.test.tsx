// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { TestimonialsSection } from '@/generated/site'
import { renderWithMantine } from '../../tests/unit/render'
import { Testimonials } from './Testimonials'

function renderSection(section: TestimonialsSection) {
  return renderWithMantine(<Testimonials {...section} />)
}

const three: TestimonialsSection = {
  type: 'testimonials',
  heading: 'What our clients say',
  items: [
    { quote: 'They delivered on time.', name: 'Asha Patel', company: 'Shree Foods' },
    { quote: 'Our sales doubled.', name: 'Ravi Shah', company: 'Zenith Finserv' },
    { quote: 'Great support.', company: 'A happy client' },
  ],
}

describe('Testimonials', () => {
  it('draws each quote as a figure with a blockquote and a caption naming who said it', () => {
    const { container } = renderSection(three)
    expect(screen.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    const figures = [...container.querySelectorAll('figure')]
    expect(figures.map((figure) => figure.querySelector('blockquote')?.textContent)).toEqual(['They delivered on time.', 'Our sales doubled.', 'Great support.'])
    const caption = figures[0].querySelector('figcaption')!
    expect(caption.textContent).toContain('Asha Patel')
    expect(caption.textContent).toContain('Shree Foods')
    // The initials avatar is decoration: hidden from assistive technology.
    expect(caption.querySelector('[aria-hidden="true"]')?.textContent).toBe('AP')
    // A quote without a name still names the company, and draws no avatar.
    expect(figures[2].querySelector('figcaption')!.textContent).toBe('A happy client')
  })

  it('draws a single quote large and centred, outside a card list', () => {
    const { container } = renderSection({ type: 'testimonials', items: [{ quote: 'Best agency in Gujarat.', name: 'Meera Joshi' }] })
    expect(screen.queryByRole('list')).toBeNull()
    expect(container.querySelectorAll('figure')).toHaveLength(1)
    expect(container.querySelector('figure')!.parentElement!.className).toMatch(/single/)
    expect(container.querySelector('blockquote')!.textContent).toBe('Best agency in Gujarat.')
    expect(container.querySelector('figcaption')!.textContent).toContain('Meera Joshi')
  })
})
