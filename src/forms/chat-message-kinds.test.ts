import { describe, expect, it } from 'vitest'
import type { Form } from '@/generated/site'
import { bookingForm } from '../../tests/unit/booking-form'
import { chatText, checkLinkLength, shownValue, submissionRecord } from './chat-message'

describe('the chat message of a form with every kind of field', () => {
  it('writes a date as YYYY-MM-DD, a number as typed, a radio by its label, boxes by their lines\' words', () => {
    const values = { name: ' Asha ', visitDate: '2027-01-05', people: ' 3 ', reason: 'checkup', newsletter: 'yes', privacy: 'yes' }
    expect(chatText(bookingForm, values)).toBe(
      ['New booking', 'Name: Asha', 'Date: 2027-01-05', 'People: 3', 'Reason: Check-up', 'Newsletter: yes please', 'Privacy policy: accepted'].join('\n'),
    )
  })

  it("writes an unticked box by the line's no words, or No", () => {
    const values = { name: 'Asha', visitDate: '2027-01-05', people: '3', reason: 'first', privacy: 'yes' }
    expect(chatText(bookingForm, values).split('\n').slice(4)).toEqual(['Reason: First visit', 'Newsletter: no thanks', 'Privacy policy: accepted'])
    const plain: Form = { ...bookingForm, message: { ...bookingForm.message, lines: [{ label: 'Newsletter', field: 'newsletter' }, { label: 'Privacy', field: 'privacy' }] } }
    expect(chatText(plain, { newsletter: 'yes' })).toBe('New booking\nNewsletter: Yes\nPrivacy: No')
    expect(chatText(plain, { newsletter: '' })).toBe('New booking\nNewsletter: No\nPrivacy: No')
  })

  it("writes an empty date, number or radio as the line's default", () => {
    const withDefaults: Form = {
      ...bookingForm,
      message: { ...bookingForm.message, lines: ['visitDate', 'people', 'reason'].map((field) => ({ label: field, field, default: 'Not given' })) },
    }
    expect(chatText(withDefaults, {})).toBe('New booking\nvisitDate: Not given\npeople: Not given\nreason: Not given')
  })

  it('shows a radio value no option has as it is (a stale value), and a box as Yes/No without a line', () => {
    expect(shownValue(bookingForm, 'reason', { reason: 'other' })).toBe('other')
    expect(shownValue(bookingForm, 'privacy', { privacy: 'yes' })).toBe('Yes')
    expect(shownValue(bookingForm, 'newsletter', {})).toBe('No')
  })

  it('records boxes as yes or no for the console', () => {
    expect(submissionRecord(bookingForm, { name: ' Asha ', people: '2', privacy: 'yes' })).toEqual({
      name: 'Asha',
      visitDate: '',
      people: '2',
      reason: '',
      newsletter: 'no',
      privacy: 'yes',
    })
  })

  it('names the longest field by what it writes when the link is too long', () => {
    expect(checkLinkLength(bookingForm, { name: 'x'.repeat(5000), privacy: 'yes' }, '910000000000')).toEqual({ fits: false, longestField: 'name' })
    expect(checkLinkLength(bookingForm, { name: 'Asha', privacy: 'yes' }, '910000000000')).toEqual({ fits: true })
  })
})
