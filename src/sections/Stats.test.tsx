// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StatsSection } from '@/generated/site'
import { renderWithMantine } from '../../tests/unit/render'
import { Stats } from './Stats'

const portfolioStats: StatsSection = {
  type: 'stats',
  heading: 'Our results',
  items: [
    { value: '120+', label: 'Completed Projects' },
    { value: '15+', label: 'Industries Served' },
    { value: '98%', label: 'Client Satisfaction' },
    { value: '10+', label: 'Years of Experience' },
  ],
}

describe('Stats', () => {
  it('pairs each label with its value in a description list', () => {
    const { container } = renderWithMantine(<Stats {...portfolioStats} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Our results' })).toBeTruthy()
    const list = container.querySelector('dl')!
    const pairs = [...list.children].map((group) => [group.querySelector('dt')?.textContent, group.querySelector('dd')?.textContent])
    expect(pairs).toEqual([
      ['Completed Projects', '120+'],
      ['Industries Served', '15+'],
      ['Client Satisfaction', '98%'],
      ['Years of Experience', '10+'],
    ])
    // The desktop row is as long as the list.
    expect(list.style.getPropertyValue('--stats-count')).toBe('4')
  })
})
