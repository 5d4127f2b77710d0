// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { theme } from '@/theme/theme'
import { bookingForm } from '../../tests/unit/booking-form'
import { renderWithMantine } from '../../tests/unit/render'
import { SiteForm } from './SiteForm'

// The booking form (tests/unit/booking-form.ts): a date from tomorrow to 90 days ahead, 1 to 6 people, a radio, a
// newsletter checkbox and a consent with a link, drawn as the visitor gets them. Only Date is faked: today is 30 December 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 30, 12, 0, 0))
})
afterEach(() => vi.useRealTimers())

function renderBooking(onSubmit = vi.fn()) {
  renderWithMantine(<SiteForm definition={bookingForm} onSubmit={onSubmit} />)
  const form = document.querySelector('form')!
  return { form, onSubmit, scope: within(form) }
}

/** The text of the error an element's aria-describedby names. */
function errorOf(element: Element): string | undefined {
  const id = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).find((part) => part.endsWith('-error'))
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined
}

describe('the kinds of field, drawn', () => {
  it('draws a native date input limited from tomorrow to 90 days ahead, by the visitor\'s day', () => {
    const { scope } = renderBooking()
    const date = scope.getByLabelText(/^Date of visit/) as HTMLInputElement
    expect([date.type, date.min, date.max, date.getAttribute('aria-required')]).toEqual(['date', '2026-12-31', '2027-03-30', 'true'])
  })

  it('draws a native number input with the number pad, its min, max and step', () => {
    const { scope } = renderBooking()
    const people = scope.getByRole('spinbutton', { name: 'Number of people' }) as HTMLInputElement
    expect([people.type, people.inputMode, people.min, people.max, people.step, people.placeholder]).toEqual(['number', 'numeric', '1', '6', '1', '1'])
  })

  it('draws a radio group named by its label, one round button per option', () => {
    const { scope } = renderBooking()
    const group = scope.getByRole('radiogroup', { name: /^Reason for the visit/ })
    expect(within(group).getAllByRole('radio').map((radio) => [(radio as HTMLInputElement).labels?.[0]?.textContent, (radio as HTMLInputElement).value])).toEqual([
      ['First visit', 'first'],
      ['Check-up', 'checkup'],
      ['Treatment', 'treatment'],
    ])
    // One name for the group: the arrow keys move between its options.
    expect(new Set(within(group).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).name))).toEqual(new Set(['reason']))
  })

  it('draws a checkbox (optional, unstarred) and a consent (starred) whose label holds its link, opened in a new tab', () => {
    const { scope } = renderBooking()
    const newsletter = scope.getByRole('checkbox', { name: 'Send me the newsletter' }) as HTMLInputElement
    expect([newsletter.checked, newsletter.value, newsletter.getAttribute('aria-required')]).toEqual([false, 'yes', null])
    const consent = scope.getByRole('checkbox', { name: 'I agree to the privacy policy' }) as HTMLInputElement
    expect(consent.getAttribute('aria-required')).toBe('true')
    expect(consent.labels?.[0]?.textContent).toBe('I agree to the privacy policy *')
    const link = scope.getByRole('link', { name: 'privacy policy' })
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['/privacy', '_blank', 'noopener noreferrer'])
  })

  it("shows each new field's message when sent empty, and refuses a day too early and too many people", () => {
    const { scope, onSubmit } = renderBooking()
    fireEvent.change(scope.getByRole('textbox', { name: 'Your Name' }), { target: { value: 'Asha' } })
    fireEvent.click(scope.getByRole('button', { name: 'Book' }))
    const date = scope.getByLabelText(/^Date of visit/)
    const people = scope.getByRole('spinbutton', { name: 'Number of people' })
    const consent = scope.getByRole('checkbox', { name: 'I agree to the privacy policy' })
    expect(errorOf(date)).toBe('Please choose a date')
    expect(errorOf(people)).toBe('How many people are coming?')
    expect(errorOf(scope.getByRole('radiogroup'))).toBe('Please choose a reason')
    // Each round button is in error too (Mantine's data-error draws its circle in the error colour), the message shown once.
    const radios = within(scope.getByRole('radiogroup')).getAllByRole('radio')
    expect(radios.map((radio) => [radio.hasAttribute('data-error'), radio.getAttribute('aria-describedby')])).toEqual(radios.map(() => [true, null]))
    expect(errorOf(consent)).toBe('Please accept the privacy policy to continue')
    expect(consent.getAttribute('aria-invalid')).toBe('true')
    expect(scope.queryByText('Send me the newsletter')).toBeTruthy()
    // The first field with an error takes the focus.
    expect(document.activeElement).toBe(date)

    fireEvent.change(date, { target: { value: '2026-12-30' } })
    fireEvent.change(people, { target: { value: '7' } })
    expect(errorOf(date)).toBe('Please choose a day from tomorrow on')
    expect(errorOf(people)).toBe('At most 6 people per booking')
    fireEvent.change(people, { target: { value: '2.5' } })
    expect(errorOf(people)).toBe('Whole people only, please')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('focuses the radio group\'s first option when it is the first field in error', () => {
    const { scope } = renderBooking()
    fireEvent.change(scope.getByRole('textbox', { name: 'Your Name' }), { target: { value: 'Asha' } })
    fireEvent.change(scope.getByLabelText(/^Date of visit/), { target: { value: '2027-01-05' } })
    fireEvent.change(scope.getByRole('spinbutton', { name: 'Number of people' }), { target: { value: '2' } })
    fireEvent.click(scope.getByRole('button', { name: 'Book' }))
    expect(document.activeElement).toBe(scope.getByRole('radio', { name: 'First visit' }))
  })

  it('shows a field\'s message once it is left: the consent, unticked', () => {
    const { scope } = renderBooking()
    const consent = scope.getByRole('checkbox', { name: 'I agree to the privacy policy' })
    fireEvent.focus(consent)
    fireEvent.blur(consent)
    expect(errorOf(consent)).toBe('Please accept the privacy policy to continue')
    fireEvent.click(consent)
    expect(consent.getAttribute('aria-invalid')).toBeNull()
  })

  it('sends a filled booking: the values and the chat message with every kind written out', async () => {
    const { scope, onSubmit } = renderBooking()
    fireEvent.change(scope.getByRole('textbox', { name: 'Your Name' }), { target: { value: 'Asha Patel' } })
    fireEvent.change(scope.getByLabelText(/^Date of visit/), { target: { value: '2027-01-05' } })
    fireEvent.change(scope.getByRole('spinbutton', { name: 'Number of people' }), { target: { value: '3' } })
    fireEvent.click(scope.getByRole('radio', { name: 'Check-up' }))
    fireEvent.click(scope.getByRole('checkbox', { name: 'Send me the newsletter' }))
    fireEvent.click(scope.getByRole('checkbox', { name: 'I agree to the privacy policy' }))
    fireEvent.click(scope.getByRole('button', { name: 'Book' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    const [values, message] = onSubmit.mock.calls[0]
    expect(values).toEqual({ name: 'Asha Patel', visitDate: '2027-01-05', people: '3', reason: 'checkup', newsletter: 'yes', privacy: 'yes' })
    expect(message.text).toBe(
      ['New booking', 'Name: Asha Patel', 'Date: 2027-01-05', 'People: 3', 'Reason: Check-up', 'Newsletter: yes please', 'Privacy policy: accepted'].join('\n'),
    )
    // Cleared after the send: the boxes unticked, no option chosen.
    await waitFor(() => expect((scope.getByRole('checkbox', { name: 'I agree to the privacy policy' }) as HTMLInputElement).checked).toBe(false))
    expect((scope.getByRole('radio', { name: 'Check-up' }) as HTMLInputElement).checked).toBe(false)
  })
})

describe('a date limited from today, prerendered', () => {
  const ui = (
    <MantineProvider theme={theme} env="test" forceColorScheme="dark">
      <SiteForm definition={bookingForm} />
    </MantineProvider>
  )

  it('has no min or max on the server, which cannot know the visitor\'s day, and gets them once attached, without a mismatch', async () => {
    const html = renderToString(ui)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const date = container.querySelector('input[type="date"]') as HTMLInputElement
    expect([date.hasAttribute('min'), date.hasAttribute('max')]).toEqual([false, false])
    expect((container.querySelector('input[type="number"]') as HTMLInputElement).max).toBe('6')

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) }))
    expect(container.querySelector('input[type="date"]')).toBe(date)
    expect([date.min, date.max]).toEqual(['2026-12-31', '2027-03-30'])
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    act(() => root.unmount())
    container.remove()
  })
})
