// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { TimelineSection } from '@/generated/site'
import { renderWithMantine } from '../../tests/unit/render'
import { Timeline } from './Timeline'

const journey: TimelineSection = {
  type: 'timeline',
  eyebrow: 'Our Journey',
  heading: 'How we grew',
  items: [
    { date: 'July 2023', title: 'Foundation', text: 'Two people and a laptop.', side: 'left' },
    { date: 'August 2023', title: 'First Product', text: 'AI QR codes.', side: 'right' },
    { date: 'Present Day', title: 'Today', side: 'left' },
  ],
}

describe('Timeline', () => {
  it('lists milestones in order in an <ol>, each with date, h3 title and text, on the side site.yaml gives', () => {
    const { container } = renderWithMantine(<Timeline {...journey} />)
    expect(screen.getByRole('heading', { level: 2, name: 'How we grew' })).toBeTruthy()
    expect(screen.getByText('Our Journey')).toBeTruthy()

    const list = container.querySelector('ol')!
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Foundation', 'First Product', 'Today'])
    expect(within(items[0]).getByText('July 2023')).toBeTruthy()
    expect(within(items[1]).getByText('AI QR codes.')).toBeTruthy()
    // No text given: no empty paragraph.
    expect(items[2].querySelectorAll('p')).toHaveLength(1)
    // (Without a side in site.yaml, the loader gives the schema's default, left: tests/unit/schema-defaults.test.ts.)
    expect(items.map((item) => item.getAttribute('data-side'))).toEqual(['left', 'right', 'left'])
  })
})
