import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormRule } from '@/generated/site'
import { bookingForm } from '../../tests/unit/booking-form'
import { check, fieldValidator, isDateLimit, isIsoDate, isRequired, localToday, parseNumber, resolveDateLimit } from './rules'

/** The validator site.yaml gives a field of the booking form, called the way final-form calls it. */
function validate(name: string, value: string | undefined): string | undefined {
  const field = bookingForm.fields.find((candidate) => candidate.name === name)
  if (!field) throw new Error(`no field ${name}`)
  return fieldValidator(field)?.(value, {}) as string | undefined
}

describe('date fields: min and max as dates or days from today', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    // Noon on 30 December 2026, local time: "today+3" is in the next year.
    vi.setSystemTime(new Date(2026, 11, 30, 12, 0, 0))
  })
  afterEach(() => vi.useRealTimers())

  it("reads the visitor's day from the device's clock", () => {
    expect(localToday()).toBe('2026-12-30')
    expect(localToday(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29')
  })

  it('counts today±N in days, across months, years and leap days', () => {
    expect(resolveDateLimit('today', '2026-12-30')).toBe('2026-12-30')
    expect(resolveDateLimit('today+1', '2026-12-30')).toBe('2026-12-31')
    expect(resolveDateLimit('today+3', '2026-12-30')).toBe('2027-01-02')
    expect(resolveDateLimit('today-30', '2026-03-01')).toBe('2026-01-30')
    expect(resolveDateLimit('today+1', '2028-02-28')).toBe('2028-02-29')
    expect(resolveDateLimit('today+90', '2026-12-30')).toBe('2027-03-30')
    expect(resolveDateLimit('2026-12-01', undefined)).toBe('2026-12-01')
    // On the server the day is not known: a relative limit gives no attribute.
    expect(resolveDateLimit('today+1', undefined)).toBeUndefined()
    expect(resolveDateLimit('tomorrow', '2026-12-30')).toBeUndefined()
  })

  it('tells dates and date limits from other text', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('2026-2-3')).toBe(false)
    expect(isIsoDate('30/12/2026')).toBe(false)
    expect(['today', 'today+7', 'today-30', '2026-12-01'].every(isDateLimit)).toBe(true)
    expect(['Today', 'today+', 'today + 7', 'now', '2026-13-01', 7].some(isDateLimit)).toBe(false)
  })

  it('refuses a day before tomorrow, and after 90 days from today, with their messages', () => {
    expect(validate('visitDate', '')).toBe('Please choose a date')
    expect(validate('visitDate', undefined)).toBe('Please choose a date')
    expect(validate('visitDate', '2026-12-29')).toBe('Please choose a day from tomorrow on')
    expect(validate('visitDate', '2026-12-30')).toBe('Please choose a day from tomorrow on')
    expect(validate('visitDate', '2026-12-31')).toBeUndefined()
    expect(validate('visitDate', '2027-03-30')).toBeUndefined()
    expect(validate('visitDate', '2027-03-31')).toBe('We book at most 90 days ahead')
  })

  it('counts from the day the check runs, not the day the form was drawn', () => {
    const validator = fieldValidator(bookingForm.fields[1])!
    expect(validator('2026-12-31', {})).toBeUndefined()
    vi.setSystemTime(new Date(2026, 11, 31, 0, 0, 1))
    expect(validator('2026-12-31', {})).toBe('Please choose a day from tomorrow on')
  })

  it('takes fixed dates as limits, and refuses text that is no date', () => {
    const rules: FormRule[] = [
      { rule: 'min', value: '2026-12-01', message: 'From December' },
      { rule: 'max', value: '2026-12-24', message: 'Until Christmas Eve' },
    ]
    expect(check(rules, '2026-11-30', { kind: 'date' })).toBe('From December')
    expect(check(rules, '2026-12-01', { kind: 'date' })).toBeUndefined()
    expect(check(rules, '2026-12-24', { kind: 'date' })).toBeUndefined()
    expect(check(rules, '2026-12-25', { kind: 'date' })).toBe('Until Christmas Eve')
    // A browser without a date picker gives what was typed.
    expect(check(rules, '12/10/2026', { kind: 'date' })).toBe('From December')
    expect(check(rules, '2026-12-32', { kind: 'date' })).toBe('From December')
  })
})

describe('number fields: min, max and step', () => {
  it.each([
    ['', 'How many people are coming?'],
    ['0', 'At least 1 person'],
    ['-1', 'At least 1 person'],
    ['1', undefined],
    [' 6 ', undefined],
    ['7', 'At most 6 people per booking'],
    ['2.5', 'Whole people only, please'],
    ['3.0', undefined],
    ['1e0', undefined],
  ])('people %j → %s', (value, message) => {
    expect(validate('people', value)).toBe(message)
  })

  it('refuses what is no number under the first rule that needs one', () => {
    expect(parseNumber('three')).toBeUndefined()
    expect(parseNumber('1,5')).toBeUndefined()
    expect(parseNumber('Infinity')).toBeUndefined()
    expect(parseNumber('.5')).toBe(0.5)
    expect(validate('people', 'three')).toBe('At least 1 person')
  })

  it('counts a step from the min, allowing for decimal rounding', () => {
    const halves: FormRule[] = [
      { rule: 'min', value: 0.5, message: 'min' },
      { rule: 'step', value: 0.25, message: 'quarters' },
    ]
    expect(check(halves, '0.75', { kind: 'number' })).toBeUndefined()
    expect(check(halves, '0.8', { kind: 'number' })).toBe('quarters')
    const tenths: FormRule[] = [{ rule: 'step', value: 0.1, message: 'tenths' }]
    expect(check(tenths, '0.3', { kind: 'number' })).toBeUndefined()
    expect(check(tenths, '12345.7', { kind: 'number' })).toBeUndefined()
    expect(check(tenths, '0.35', { kind: 'number' })).toBe('tenths')
    const odd: FormRule[] = [
      { rule: 'min', value: 1, message: 'min' },
      { rule: 'step', value: 2, message: 'odd numbers' },
    ]
    expect(check(odd, '3', { kind: 'number' })).toBeUndefined()
    expect(check(odd, '4', { kind: 'number' })).toBe('odd numbers')
  })
})

describe('checkbox, consent and radio fields', () => {
  it('a consent must be ticked: its message until it is', () => {
    expect(validate('privacy', undefined)).toBe('Please accept the privacy policy to continue')
    expect(validate('privacy', '')).toBe('Please accept the privacy policy to continue')
    expect(validate('privacy', 'yes')).toBeUndefined()
    expect(isRequired(bookingForm.fields[5])).toBe(true)
  })

  it('a checkbox without rules is optional', () => {
    expect(fieldValidator(bookingForm.fields[4])).toBeUndefined()
    expect(isRequired(bookingForm.fields[4])).toBe(false)
    expect(check([{ rule: 'checked', message: 'Tick it' }], undefined, { kind: 'checkbox' })).toBe('Tick it')
  })

  it('a radio with a required rule must have an option chosen', () => {
    expect(validate('reason', undefined)).toBe('Please choose a reason')
    expect(validate('reason', 'checkup')).toBeUndefined()
  })
})
