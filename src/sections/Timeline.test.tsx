// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { theme } from '@/app/theme'
import type { TimelineSection } from '@/generated/site'
import { Timeline } from './Timeline'

// jsdom has no matchMedia; Mantine's colour-scheme manager asks for it.
window.matchMedia ??= ((media: string) =>
  ({ matches: false, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList)
afterEach(cleanup)

const journey: TimelineSection = {
  type: 'timeline',
  eyebrow: 'Our Journey',
  heading: 'How we grew',
  items: [
    { date: 'July 2023', title: 'Foundation', text: 'Two people and a laptop.', side: 'left' },
    { date: 'August 2023', title: 'First Product', text: 'AI QR codes.', side: 'right' },
    { date: 'Present Day', title: 'Today' },
  ],
}

describe('Timeline', () => {
  it('lists milestones in order in an <ol>, each with date, h3 title and text, on the side site.yaml gives', () => {
    const { container } = render(
      <MantineProvider theme={theme} env="test" forceColorScheme="dark">
        <Timeline {...journey} />
      </MantineProvider>,
    )
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
    // The side is the schema's default (left) when not given.
    expect(items.map((item) => item.getAttribute('data-side'))).toEqual(['left', 'right', 'left'])
  })
})
