import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { baseUrl, desktop, useBrowser, waitForAllAttached } from '../../tools/browser'
import { realSite } from './site-data'

// Every group of choices on the built site has a name, as a screen reader announces it: read from Chromium's own
// accessibility tree (CDP's Accessibility.getFullAXTree) of every page. A radio group or tab list without one is
// announced as "group" alone: the contact page's tabs ("Contact Us" | "Get a Quote") were, before they took "Choose a
// form". The group a radio button sits in (a radio group, or a fieldset such as a card grid's filters) must be named
// too, and every panel of a tab group is open in turn so that the groups inside hidden panels are read as well.

const site = realSite()
const routes = [...site.pages.filter((page) => page.path !== '*').map((page) => page.path), '/no/such/page']
const openContext = useBrowser(15_000)

interface AxNode {
  nodeId: string
  parentId?: string
  ignored: boolean
  role?: { value: string }
  name?: { value: string }
}

interface Unnamed {
  role: string
  inside?: string
}

/** The groups of the page's accessibility tree that need a name and have none, and how many groups were read. */
async function unnamedGroups(page: Page): Promise<{ read: number; radios: number; unnamed: Unnamed[]; names: string[] }> {
  const session = await page.context().newCDPSession(page)
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
  await session.detach()
  const byId = new Map(nodes.map((node) => [node.nodeId, node]))
  const role = (node: AxNode) => node.role?.value ?? ''
  const named = (node: AxNode) => Boolean(node.name?.value.trim())
  const shown = nodes.filter((node) => !node.ignored)
  const groups = shown.filter((node) => ['radiogroup', 'tablist'].includes(role(node)))
  const unnamed: Unnamed[] = groups.filter((node) => !named(node)).map((node) => ({ role: role(node) }))
  // Each radio button's nearest group (a radio group, or a fieldset's group).
  const radios = shown.filter((node) => role(node) === 'radio')
  for (const radio of radios) {
    let at = radio.parentId ? byId.get(radio.parentId) : undefined
    while (at && !['radiogroup', 'group'].includes(role(at))) at = at.parentId ? byId.get(at.parentId) : undefined
    if (!at) unnamed.push({ role: 'no group', inside: radio.name?.value })
    else if (!named(at)) unnamed.push({ role: role(at), inside: radio.name?.value })
  }
  return { read: groups.length, radios: radios.length, unnamed, names: groups.map((node) => `${role(node)}: ${node.name?.value ?? ''}`) }
}

describe('every radio group and tab list of the built site has a name', () => {
  test('on every page, with each tab of each tab group open in turn', async () => {
    const context = await openContext({ ...desktop, reducedMotion: 'reduce' })
    const page = await context.newPage()
    const unnamed: (Unnamed & { path: string })[] = []
    const names = new Set<string>()
    const radios = new Set<string>()
    let read = 0
    for (const path of routes) {
      await page.goto(baseUrl() + path)
      await waitForAllAttached(page)
      const tabs = page.locator('[role="radiogroup"] > label input[type="radio"]')
      const states = Math.max(1, await tabs.count())
      for (let index = 0; index < states; index++) {
        if (index > 0) await tabs.nth(index).check()
        const found = await unnamedGroups(page)
        read += found.read
        if (found.radios) radios.add(path)
        for (const name of found.names) names.add(`${path} ${name}`)
        unnamed.push(...found.unnamed.map((group) => ({ ...group, path })))
      }
    }
    expect(unnamed).toEqual([])
    // What was read: the contact page's tabs, named by what they choose, and the portfolio's filters (a fieldset's
    // group, read through its radio buttons).
    expect([...names]).toContain('/contact radiogroup: Choose a form')
    expect(read).toBeGreaterThanOrEqual(1)
    expect(radios.has('/portfolio')).toBe(true)
  }, 120_000)
})
