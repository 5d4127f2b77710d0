// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { ContactInfoSection } from '@/generated/site'
import { renderWithMantine } from '../../tests/unit/render'
import { ContactInfo } from './ContactInfo'

function renderSection(section: ContactInfoSection) {
  return renderWithMantine(
    <MemoryRouter>
      <ContactInfo {...section} />
    </MemoryRouter>,
  )
}

const contact: ContactInfoSection = {
  type: 'contactInfo',
  id: 'contact-details',
  heading: 'Contact Information',
  items: [
    { icon: 'pin', label: 'Address', value: 'Office 000, Example Hub, Ahmedabad, Gujarat, India' },
    { icon: 'phone', label: 'Phone', value: '+91 00000 00000', to: 'tel:+91 00000 00000' },
    { icon: 'mail', label: 'Email', value: 'hello@example.com', to: 'mailto:hello@example.com' },
    { icon: 'whatsapp', label: 'WhatsApp', value: '+91 00000 00000', to: 'https://wa.me/910000000000', linkLabel: 'Message us on WhatsApp' },
    { label: 'Hours', value: 'Mon-Sat, 10:00-19:00', to: '/about' },
  ],
}

describe('ContactInfo', () => {
  it('is one card headed by the section h2, with one list item per detail: icon, label, value', () => {
    const { container } = renderSection(contact)
    expect(container.querySelector('section')?.id).toBe('contact-details')
    const heading = screen.getByRole('heading', { level: 2, name: 'Contact Information' })
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(5)
    expect(heading.compareDocumentPosition(items[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    contact.items.forEach((item, index) => {
      expect(within(items[index]).getByText(item.label)).toBeTruthy()
      // Every detail has an icon (a default one when site.yaml names none), hidden from screen readers.
      expect(items[index].querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    })
    expect(within(items[0]).getByText(contact.items[0].value)).toBeTruthy()
    expect(within(items[0]).queryByRole('link')).toBeNull()
  })

  it('links tel: and mailto: plainly, in the same tab', () => {
    renderSection(contact)
    const phone = screen.getByRole('link', { name: '+91 00000 00000' })
    expect(phone.getAttribute('href')).toBe('tel:+910000000000')
    expect(phone.hasAttribute('target')).toBe(false)
    const email = screen.getByRole('link', { name: 'hello@example.com' })
    expect(email.getAttribute('href')).toBe('mailto:hello@example.com')
    expect(email.hasAttribute('target')).toBe(false)
    expect(screen.getByRole('link', { name: 'Mon-Sat, 10:00-19:00' }).getAttribute('href')).toBe('/about')
  })

  it('shows the value and a link with the linkLabel for an https: link, opening in a new tab safely', () => {
    renderSection(contact)
    const whatsapp = within(screen.getAllByRole('listitem')[3])
    expect(whatsapp.getByText('+91 00000 00000').tagName).not.toBe('A')
    const link = whatsapp.getByRole('link')
    expect(link.textContent).toBe('Message us on WhatsApp (opens in a new tab)')
    expect(link.getAttribute('href')).toBe('https://wa.me/910000000000')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getAllByRole('link')).toHaveLength(4)
  })
})
