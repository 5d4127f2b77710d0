// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render'
import { firstSection } from '../../tests/unit/site-sections'
import { Hero } from './Hero'

/** Each link's visible label and where it leads, in order. */
const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])

describe('Hero', () => {
  it("home's: the agency's name as the page's one h1, badge, subtitle and two buttons, over the particle background", () => {
    const { container } = renderWithMantine(<Hero {...firstSection('hero')} />)
    // site.yaml writes "{brand}": the name from the site block is filled in.
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([['H1', 'Agency Name']])
    expect(screen.getByText('Software & Digital Marketing Agency')).toBeTruthy()
    expect(screen.getByText('We design and build websites, ERP systems and software, and run ads that bring you clients.')).toBeTruthy()
    expect(links()).toEqual([
      ['Get Started', '/contact'],
      ['Our Services', '/services'],
    ])
    const section = container.querySelector('section')!
    expect([section.dataset.size, section.dataset.background]).toEqual(['fullScreen', 'particles'])
    // The particles are decoration: an island of their own, hidden from screen readers.
    const particles = section.querySelector('[data-island="particles"]')
    expect(particles?.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })

  it("the 404 page's: '404', 'Oops! Page not found' and a Return to Home link to /, without particles", () => {
    const { container } = renderWithMantine(<Hero {...firstSection('hero', '*')} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404')
    expect(screen.getByText('Oops! Page not found')).toBeTruthy()
    expect(links()).toEqual([['Return to Home', '/']])
    expect(container.querySelector('section')!.dataset.size).toBe('compact')
    expect(container.querySelector('[data-island]')).toBeNull()
  })
})
