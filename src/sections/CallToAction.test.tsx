// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render'
import { firstSection, siteSections } from '../../tests/unit/site-sections'
import { CallToAction } from './CallToAction'

/** Each link's visible label and where it leads, in order. */
const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])

describe('CallToAction', () => {
  it("home's first: an h2 question, its text and one View All Services link to /services", () => {
    renderWithMantine(<CallToAction {...firstSection('callToAction')} />)
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([['H2', 'Need more than these five?']])
    expect(
      screen.getByText(
        'We also build e-commerce stores, mobile and web apps, CRM and blockchain solutions, and run SEO and full digital-marketing programmes.',
      ),
    ).toBeTruthy()
    expect(links()).toEqual([['View All Services', '/services']])
  })

  it("home's closing one leads to /contact", () => {
    const closing = siteSections('callToAction', '/').at(-1)!
    renderWithMantine(<CallToAction {...closing} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Ready to start your project?')
    expect(screen.getByText('Tell us what you need and we will answer within 1-2 business days.')).toBeTruthy()
    expect(links()).toEqual([['Contact Us', '/contact']])
  })
})
