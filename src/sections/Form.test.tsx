// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render'
import { firstSection } from '../../tests/unit/site-sections'
import { Form, type FormProps } from './Form'

// The first form of site.yaml: the contact page's "Send us a message" (the contact form).
const section = firstSection('form')

function renderForm(props: Partial<FormProps> = {}) {
  renderWithMantine(<Form {...section} {...props} />)
  const form = screen.getByRole('form', { name: 'Send us a message' })
  const field = (name: string) => within(form).getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement
  return { form, field }
}

describe('Form', () => {
  it('draws the contact form under its h2: three labelled, required fields and the Send Message button', () => {
    const { form, field } = renderForm()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Send us a message')
    expect(within(form).getAllByRole('textbox').map((input) => (input as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Your Name *',
      'Email Address *',
      'Your Message *',
    ])
    expect(field('Email Address').getAttribute('type')).toBe('email')
    expect(field('Your Message').tagName).toBe('TEXTAREA')
    expect(field('Your Name').getAttribute('placeholder')).toBe('John Doe')
    for (const name of ['Your Name', 'Email Address', 'Your Message']) expect(field(name).getAttribute('aria-required')).toBe('true')
    const send = within(form).getByRole('button')
    expect([send.textContent, send.getAttribute('type')]).toEqual(['Send Message', 'submit'])
  })

  it("shows each field's message under it when sent empty, and takes the visitor to the first", () => {
    const { form, field } = renderForm()
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }))
    expect(field('Your Name').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy()
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy()
    expect(document.activeElement).toBe(field('Your Name'))
  })

  it('hands a valid message to the submit handler under its header, then clears the fields', async () => {
    const onSubmit = vi.fn()
    const { form, field } = renderForm({ onSubmit })
    fireEvent.change(field('Your Name'), { target: { value: 'Asha Patel' } })
    fireEvent.change(field('Email Address'), { target: { value: 'asha@example.com' } })
    fireEvent.change(field('Your Message'), { target: { value: 'A website for our bakery, please.' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }))

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    const [values, message] = onSubmit.mock.calls[0]
    expect(values).toEqual({ name: 'Asha Patel', email: 'asha@example.com', message: 'A website for our bakery, please.' })
    expect(message.text).toBe('New Contact Form Submission\nName: Asha Patel\nEmail: asha@example.com\nMessage: A website for our bakery, please.')
    expect(message.url).toMatch(/^https:\/\/wa\.me\/910000000000\?text=New%20Contact%20Form%20Submission/)
    await waitFor(() => expect(field('Your Name').value).toBe(''))
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull()
  })
})
