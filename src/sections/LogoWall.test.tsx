// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LogoWallSection } from '@/generated/site'
import { renderWithMantine } from '../../tests/unit/render'
import { LogoWall } from './LogoWall'

const clients: LogoWallSection = {
  type: 'logoWall',
  heading: 'Our Trusted Clients',
  logos: [
    { src: '/clients/client-01.svg', alt: 'Shree Foods' },
    { src: '/clients/client-02.svg', alt: 'Zenith Finserv' },
    { src: '/clients/client-03.svg', alt: 'Maglev Elevators' },
  ],
}

describe('LogoWall', () => {
  it('lists every logo as a lazy image with its alt text and fixed size', () => {
    renderWithMantine(<LogoWall {...clients} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Our Trusted Clients' })).toBeTruthy()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    const images = items.map((item) => within(item).getByRole('img') as HTMLImageElement)
    expect(images.map((image) => [image.getAttribute('src'), image.alt])).toEqual([
      ['/clients/client-01.svg', 'Shree Foods'],
      ['/clients/client-02.svg', 'Zenith Finserv'],
      ['/clients/client-03.svg', 'Maglev Elevators'],
    ])
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy')
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['160', '60'])
    }
  })
})
