import type { Form } from '@/generated/site'

/**
 * A booking form with one field of every kind beyond text (date, number, radio, checkbox, consent), as the loader gives
 * it (defaults filled in): the tests of the rules, the chat message and the drawn fields share it.
 */
export const bookingForm: Form = {
  fields: [
    { name: 'name', label: 'Your Name', kind: 'text', width: 'full', rules: [{ rule: 'minLength', value: 2, message: 'Name must be at least 2 characters' }] },
    {
      name: 'visitDate',
      label: 'Date of visit',
      kind: 'date',
      width: 'half',
      rules: [
        { rule: 'required', message: 'Please choose a date' },
        { rule: 'min', value: 'today+1', message: 'Please choose a day from tomorrow on' },
        { rule: 'max', value: 'today+90', message: 'We book at most 90 days ahead' },
      ],
    },
    {
      name: 'people',
      label: 'Number of people',
      kind: 'number',
      width: 'half',
      placeholder: '1',
      rules: [
        { rule: 'required', message: 'How many people are coming?' },
        { rule: 'min', value: 1, message: 'At least 1 person' },
        { rule: 'max', value: 6, message: 'At most 6 people per booking' },
        { rule: 'step', value: 1, message: 'Whole people only, please' },
      ],
    },
    {
      name: 'reason',
      label: 'Reason for the visit',
      kind: 'radio',
      width: 'full',
      options: [
        { value: 'first', label: 'First visit' },
        { value: 'checkup', label: 'Check-up' },
        { value: 'treatment', label: 'Treatment' },
      ],
      rules: [{ rule: 'required', message: 'Please choose a reason' }],
    },
    { name: 'newsletter', label: 'Send me the newsletter', kind: 'checkbox', width: 'full' },
    {
      name: 'privacy',
      label: 'I agree to the privacy policy',
      kind: 'consent',
      width: 'full',
      link: { text: 'privacy policy', to: '/privacy' },
      rules: [{ rule: 'checked', message: 'Please accept the privacy policy to continue' }],
    },
  ],
  submitLabel: 'Book',
  tooLong: 'This is too long to send through WhatsApp. Please shorten it.',
  after: { kind: 'toast', title: 'Sent', text: 'Thanks.', closeLabel: 'Close', blocked: { title: 'One more step', text: 'Use the link below.', linkLabel: 'Open WhatsApp to send' } },
  noScript: { text: 'Sending needs JavaScript.', chatLabel: 'WhatsApp', emailLabel: 'Email', phoneLabel: 'Phone' },
  message: {
    header: 'New booking',
    lines: [
      { label: 'Name', field: 'name' },
      { label: 'Date', field: 'visitDate' },
      { label: 'People', field: 'people' },
      { label: 'Reason', field: 'reason' },
      { label: 'Newsletter', field: 'newsletter', yes: 'yes please', no: 'no thanks' },
      { label: 'Privacy policy', field: 'privacy', yes: 'accepted' },
    ],
    logToConsole: false,
  },
}
