// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '@/engine/server/entry-server'
import { matchMediaStub } from '../../../tests/unit/match-media'
import { IslandProviders } from './context'
import { loadIsland } from '@/engine/browser/island-registry'
import { byIslandName } from '@/engine/contract/islands'

// Unlike the shared setup's matchMedia (tests/unit/setup.ts), reduced motion: no particle engine starts (jsdom has
// no canvas). And jsdom has no document.fonts, which the textarea's autosize listens to.
window.matchMedia = matchMediaStub((media) => media.includes('reduce'))
Object.assign(document, { fonts: Object.assign(new EventTarget(), { ready: Promise.resolve() }) })
// Tell React this is a test environment that uses act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => document.body.replaceChildren())

/** Attaches every island of a prerendered page as the browser's runtime does; returns React's complaints. */
async function attachAll(path: string) {
  const { html, islands: used } = await render(path)
  document.body.innerHTML = `<div id="root">${html}</div>`
  const problems: string[] = []
  // React reports a differing attribute (an id, a class) with console.error ("…hydrated but some attributes…").
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ')
    if (/hydrat/i.test(text)) problems.push(text.slice(0, 400))
  })
  const containers = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  for (const container of containers) {
    const props = JSON.parse(container.dataset.props!) as object
    const Component = await loadIsland(container.dataset.island!)
    await act(async () => {
      hydrateRoot(
        container,
        <IslandProviders path={path}>
          <Component {...props} />
        </IslandProviders>,
        { identifierPrefix: container.dataset.prefix, onRecoverableError: (error) => problems.push(`${container.dataset.island}: ${String(error)}`) },
      )
    })
  }
  consoleError.mockRestore()
  return { problems, names: containers.map((container) => container.dataset.island), used: used.map((island) => island.name) }
}

describe('islands', () => {
  for (const path of ['/', '/contact', '/quote-request', '/portfolio', '/pricing', '/services/sales-generating-seo']) {
    it(`${path}: each island's prerendered HTML is exactly what its own root draws (no hydration mismatch)`, async () => {
      const { problems, names, used } = await attachAll(path)
      expect(problems).toEqual([])
      expect(names.length).toBeGreaterThan(1)
      // The page lists, for its module links, exactly the islands it has.
      expect([...new Set(used)].sort()).toEqual([...new Set(names)].sort())
    })
  }

  it('the tabs on /contact are HTML, and each form inside them is an island of its own', async () => {
    const { names } = await attachAll('/contact')
    expect(names).toEqual(['navBar', 'form', 'form', 'socialLinks'])
    expect(document.querySelectorAll('[data-island="form"] form')).toHaveLength(2)
    expect(document.querySelectorAll('[data-island] input[type="radio"]')).toHaveLength(0)
  })

  it("the nav bar carries only what it draws of the site block, the brand and the logo (its props are in every page)", async () => {
    await attachAll('/clients')
    const props = JSON.parse(document.querySelector<HTMLElement>('[data-island="navBar"]')!.dataset.props!) as { site: object; navigation: { links: unknown[] } }
    expect(Object.keys(props.site).sort()).toEqual(['brand', 'logo'])
    expect(props.navigation.links.length).toBeGreaterThan(0)
  })

  it('static sections are HTML only: no island on a page of text, logos and calls to action', async () => {
    const { names } = await attachAll('/clients')
    expect(names).toEqual(['navBar', 'socialLinks'])
    expect(document.querySelectorAll('main [data-island]')).toHaveLength(0)
  })
})

describe('islands drawn once per build', () => {
  const navBarOf = async (path: string) => {
    document.body.innerHTML = (await render(path)).html
    return document.querySelector('[data-island="navBar"]')!
  }

  it("the nav bar is reused only on pages none of its links lead to: each linked page still marks its own link", async () => {
    const terms = await navBarOf('/terms')
    expect(terms.querySelectorAll('[aria-current]')).toHaveLength(0)
    const termsHtml = terms.innerHTML
    for (const [path, label] of [['/about', 'About'], ['/pricing', 'Pricing'], ['/', 'Home']]) {
      const marked = [...(await navBarOf(path)).querySelectorAll('[aria-current="page"]')].map((link) => link.textContent)
      expect(marked.length).toBeGreaterThan(0)
      expect(new Set(marked)).toEqual(new Set([label]))
    }
    expect((await navBarOf('/privacy')).innerHTML).toBe(termsHtml)
    expect((await navBarOf('/privacy')).querySelectorAll('[aria-current]')).toHaveLength(0)
  })
})

describe('the footer, drawn once per build', () => {
  const footerOf = async (path: string) => {
    const page = await render(path)
    document.body.innerHTML = page.html
    const footer = document.querySelector('footer')!
    return { html: footer.innerHTML, islands: page.islands.map((island) => island.name), prefix: footer.querySelector<HTMLElement>('[data-island]')!.dataset.prefix }
  }

  it('is the same HTML on every page, and every page that reuses it still lists its island and numbers it in order', async () => {
    const terms = await footerOf('/terms')
    const privacy = await footerOf('/privacy')
    expect(privacy.html).toBe(terms.html)
    expect(privacy.islands).toEqual(['navBar', 'socialLinks'])
    expect(privacy.prefix).toBe('i1-')
    // /contact has its two forms (one kind of island) before the footer: the footer's island is the fourth root there.
    const contact = await footerOf('/contact')
    expect(contact.islands).toEqual(['navBar', 'form', 'socialLinks'])
    expect(contact.prefix).toBe('i3-')
    expect((await footerOf('/terms')).islands).toEqual(['navBar', 'socialLinks'])
  })
})

describe('the islands, found from their files', () => {
  it('each island a page has is listed with its own file, the key under which the build names its module', async () => {
    const { islands } = await render('/contact')
    expect(islands).toEqual([
      { name: 'navBar', files: ['src/components/navBar.island.ts'] },
      { name: 'form', files: ['src/forms/form.island.ts'] },
      { name: 'socialLinks', files: ['src/components/socialLinks.island.ts'] },
    ])
  })

  it('the browser loads an island by the name in the page, and none by a name no file has', async () => {
    const { NavBar } = await import('@/components/NavBar')
    expect(await loadIsland('navBar')).toBe(NavBar)
    await expect(loadIsland('navbar')).rejects.toThrow('No island is named navbar: an island is a file src/**/navbar.island.ts.')
  })

  it('two files may not declare the same island', () => {
    expect(() => byIslandName({ '/src/a/form.island.ts': 1, '/src/b/form.island.tsx': 2 })).toThrow(
      'Two islands are named form: src/a/form.island.ts and src/b/form.island.tsx. An island\'s name is its file\'s name: rename one.',
    )
  })
})
