import { describe, expect, it, vi } from 'vitest'
import { render } from './entry-server'

// The rich text (only on /terms and /privacy) throws while it is drawn: React's server rendering puts the page's loading state in place of the page
// (its Suspense boundary's fallback) and says nothing; the render must fail instead of building that page.
vi.mock('@/sections/RichText', () => ({
  RichText: () => {
    throw new Error('The text could not be drawn.')
  },
}))

describe('render', () => {
  it('fails, naming the address, for a page that would be built with its loading state in place of a part', async () => {
    await expect(render('/terms')).rejects.toThrow('/terms: a part of the page was still loading when it was rendered.')
  })

  it('draws a page without that part as before', async () => {
    const page = await render('/about')
    expect(page.html).toContain('<main id="main">')
    expect(page.html).not.toContain('page-loading')
  })
})
