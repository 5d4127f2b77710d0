// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { ConflictCard } from '../../src/editing-app/api'
import { ConflictsSaid } from '../../src/editing-app/PublishDialog'
import { renderWithMantine } from './render'

// Above the conflict cards of a publish (Review and publish) and of an undo (Publish history): the refusal until every
// card has its choice, then one status, the same in both dialogs but for what the button does.

const conflicts: ConflictCard[] = [
  { index: 0, words: 'Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999', reason: 'Someone else changed it since.' },
  { index: 2, words: 'About › Banner › Title: About Us → About our agency', reason: 'Someone else changed it since.' },
]
const refusal = 'Someone else changed 2 of the same things. Choose for each what to keep.'

describe('what the dialog says above the conflict cards', () => {
  test('until every conflict has a choice: the refusal, read out at once', () => {
    renderWithMantine(<ConflictsSaid refusal={refusal} conflicts={conflicts} choices={{ 0: 'mine' }} nothingUntil="Nothing is undone until you press Undo this publish." />)
    expect(screen.getByRole('alert').textContent).toBe(refusal)
    expect(screen.queryByRole('status')).toBeNull()
  })

  test.each([
    ['an undo', 'Nothing is undone until you press Undo this publish.'],
    ['a publish', 'Nothing is published until you press Publish.'],
  ])('for %s, once each has one: that nothing happens before the button, as a status', (_, nothingUntil) => {
    renderWithMantine(<ConflictsSaid refusal={refusal} conflicts={conflicts} choices={{ 0: 'mine', 2: 'theirs' }} nothingUntil={nothingUntil} />)
    expect(screen.getByRole('status').textContent).toBe(`You have chosen for every conflict. ${nothingUntil}`)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
