// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render'
import { termsHeadings } from '../../tests/spec-texts'
import { firstSection } from '../../tests/unit/site-sections'
import { RichText } from './RichText'

/** The list that follows a heading of the body. */
function listAfter(heading: string): HTMLElement {
  let element = screen.getByRole('heading', { name: heading }).nextElementSibling
  while (element && element.tagName !== 'UL' && element.tagName !== 'OL') element = element.nextElementSibling
  if (!element) throw new Error(`No list after "${heading}"`)
  return element as HTMLElement
}

const items = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent)

describe('RichText', () => {
  it('the terms: twelve numbered h2 sections, lists as lists, placeholders filled, nothing of the Markdown left', () => {
    const { container } = renderWithMantine(<RichText {...firstSection('richText')} />)
    expect(container.querySelector('section')?.id).toBe('terms')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(termsHeadings)
    const payment = items(listAfter('3. Payment Terms'))
    expect(payment).toHaveLength(5)
    expect(payment[0]).toBe(
      'A 40% non-refundable advance payment is required before any work begins, including the preparation of the product requirements document (PRD).',
    )
    expect(items(listAfter('12. Contact Information'))).toEqual([
      'Email: hello@example.com',
      'Phone: +91 00000 00000',
      'Address: Office 000, Example Business Hub, Ahmedabad, Gujarat 380000, India',
    ])
    expect(screen.getByText(/^These Terms and Conditions govern every project, service and engagement between Agency Name \("we"/)).toBeTruthy()
    expect(screen.getByText(/Arbitration and Conciliation Act, 1996/)).toBeTruthy()
    expect(container.textContent).not.toMatch(/##|\{brand\}|\{email\}/)
  })

  it('the privacy policy: its ten h2 sections, and **bold** drawn as <strong>', () => {
    const { container } = renderWithMantine(<RichText {...firstSection('richText', '/privacy')} />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Disclosure of Your Information',
      'Data Security',
      'Your Rights',
      'Cookies',
      "Children's Privacy",
      'Third-Party Links',
      'Changes to This Policy',
      'Contact Us',
    ])
    expect([...container.querySelectorAll('strong')].map((strong) => strong.textContent)).toEqual([
      'Contact details',
      'Project information',
      'Technical information',
    ])
    expect(screen.getByText(/not intended for anyone under the age of 18/)).toBeTruthy()
    expect(container.textContent).not.toContain('**')
  })
})
