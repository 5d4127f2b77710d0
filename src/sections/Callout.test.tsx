// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { CalloutSection } from '@/generated/site'
import { renderWithMantine } from '../../tests/unit/render'
import { Callout } from './Callout'

function renderSection(section: CalloutSection) {
  return renderWithMantine(
    <MemoryRouter>
      <Callout {...section} />
    </MemoryRouter>,
  )
}

const paymentTerms: CalloutSection = {
  type: 'callout',
  id: 'payment-note',
  title: 'Payment Terms',
  text: 'A 40% non-refundable advance is due before any work starts.',
  link: { label: 'View Terms', to: '/terms', variant: 'primary' },
  tone: 'info',
}

describe('Callout', () => {
  it('is a note named by its title, with its text and link button', () => {
    const { container } = renderSection(paymentTerms)
    expect(container.querySelector('section')?.id).toBe('payment-note')
    const note = screen.getByRole('note', { name: 'Payment Terms' })
    expect(within(note).getByText(paymentTerms.text!)).toBeTruthy()
    expect(within(note).getByRole('link', { name: 'View Terms' }).getAttribute('href')).toBe('/terms')
    // Part of the page, not an interruption: screen readers must not announce it on load.
    expect(screen.queryByRole('alert')).toBeNull()
    expect(note.getAttribute('data-tone')).toBe('info')
  })

  it('takes its tone from site.yaml and draws no link when there is none', () => {
    renderSection({ type: 'callout', title: 'Prices exclude GST', tone: 'warning' })
    const note = screen.getByRole('note', { name: 'Prices exclude GST' })
    expect(note.getAttribute('data-tone')).toBe('warning')
    expect(screen.queryByRole('link')).toBeNull()
  })
})
