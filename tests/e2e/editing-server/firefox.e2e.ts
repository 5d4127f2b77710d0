import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import { parse } from 'yaml'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { acceptWithPassword, inviteFromTerminal, makeRemote, projectDir, request, startEditServer, type EditServer, type Remote } from '../../../tools/editing-server'
import { changedLines } from '../dev-site-copy'
import { cspViolations, openPage, phone, useFirefox } from '../firefox'
import { editorsDay, type Phone } from './days-work'

// The editing server in Firefox ESR (puppeteer-core over WebDriver BiDi), at 390 px: the sign-in page with an e-mail
// and a password, the editor drawn over the person's draft, and one heading retyped in place, written to their draft;
// then the phone's half of "a day's work" (days-work.ts, as Chromium runs it), its publisher acting through the server's
// routes.
let remote: Remote
let server: EditServer
// A phone's pointer: coarse, with no hover (the editor's controls are then 44 px).
const firefox = useFirefox({ phone: true })

beforeAll(async () => {
  remote = await makeRemote('firefox')
  server = await startEditServer({ repo: remote.url })
  // The account, made by its invitation with a password (the passkey's way is Chromium's test: Firefox has no virtual authenticator over BiDi).
  await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Ravi Shah', 'ravi@example.com', 'editor'), 'a long password 42')
}, 60_000)
afterAll(async () => {
  await server?.kill()
  await remote?.close()
})

test('in Firefox: Sign in with an e-mail and a password, then a heading retyped in the draft', { timeout: 120_000 }, async () => {
  const original = remote.siteFile()
  const { page, problems } = await openPage(firefox(), phone, 30_000)
  try {
    // A page of the site, signed out: the sign-in page, which comes back to it.
    await page.goto(`${server.url}/pricing`)
    await page.waitForSelector('::-p-xpath(//h1[normalize-space()="Sign in"])')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/sign-in?next=%2Fpricing')
    await page.type('input[type="email"]', 'ravi@example.com')
    await page.type('input[type="password"]', 'a long password 42')
    const submit = await page.waitForSelector('::-p-xpath(//form//button[normalize-space()="Sign in"])')
    await submit!.click()
    await page.waitForSelector('html[data-draft-events="open"]')
    expect(new URL(page.url()).pathname).toBe('/pricing')
    await page.waitForSelector('::-p-xpath(//*[normalize-space()="Ravi Shah’s draft · No changes yet"])')

    const editSwitch = await page.waitForSelector('#site-editor button[aria-pressed]')
    await editSwitch!.click()
    await page.waitForSelector('#site-editor [role="toolbar"][aria-label="Section 2: Pricing table"]')
    // The dock on a phone in Firefox too: one bar of at most 56 px, its buttons at least 44 × 44 px.
    const dock = await page.$eval('#site-editor [role="region"][aria-label="Editing"]', (region) => {
      const box = region.getBoundingClientRect()
      const buttons = [...region.querySelectorAll('button')].filter((button) => button.getClientRects().length > 0).map((button) => button.getBoundingClientRect())
      return { height: Math.round(box.height), bottom: Math.round(box.bottom), smallest: Math.round(Math.min(...buttons.map((button) => Math.min(button.width, button.height)))) }
    })
    expect(dock).toEqual({ height: expect.any(Number), bottom: phone.height, smallest: 44 })
    expect(dock.height).toBeLessThanOrEqual(56)
    // The heading, tapped in the middle of the screen (the dock covers its foot): it opens to be retyped.
    const heading = await page.waitForSelector('::-p-xpath(//main//h2[normalize-space()="Our Packages"])')
    await heading!.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    const middle = (await heading!.boundingBox())!
    await page.touchscreen.tap(middle.x + middle.width / 2, middle.y + middle.height / 2)
    await page.waitForSelector('.site-editor-text-box[data-editing]')
    await page.keyboard.down('Control')
    await page.keyboard.press('a')
    await page.keyboard.up('Control')
    await page.keyboard.type('Our Plans')
    await page.keyboard.press('Enter')
    const draft = () => readFileSync(join(server.dataDir, 'drafts', '1', 'site.yaml'), 'utf8')
    await expect.poll(() => changedLines(original, draft())).toEqual({ removed: ['        heading: Our Packages'], added: ['        heading: Our Plans'] })
    // Polled, not by a mutation observer: React changes the words' text node in place, which puppeteer's observer misses.
    // (On a phone the words are under More: in the page, not on screen.)
    await page.waitForFunction(() => document.getElementById('site-editor')?.textContent?.includes('Ravi Shah’s draft · 1 change since the published version'), { polling: 100 })
    // The branch is untouched: the change is in the draft alone.
    expect(remote.siteFile()).toBe(original)
    expect(await cspViolations(page)).toEqual([])
    expect(problems).toEqual([])
  } finally {
    await page.close()
  }
})

/** A Puppeteer page as days-work.ts drives it: Firefox's touch input (tap() sends real touch events). */
function puppeteerPhone(page: Page): Phone {
  return {
    goto: async (url) => void (await page.goto(url)),
    evaluate: <R, A>(fn: (arg: A) => R, arg: A) => page.evaluate(fn as (arg: unknown) => R, arg as unknown) as Promise<R>,
    waitFor: async <A>(fn: (arg: A) => unknown, arg: A, timeoutMs = 30_000) => void (await page.waitForFunction(fn as (arg: unknown) => unknown, { timeout: timeoutMs, polling: 100 }, arg as unknown)),
    tap: (x, y) => page.touchscreen.tap(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
  }
}

test("in Firefox: a day's work on a phone, from the first change to signing out", { timeout: 240_000 }, async () => {
  const meera = { name: 'Meera Joshi', email: 'meera@example.com', password: 'a long password 42' }
  await acceptWithPassword(server, inviteFromTerminal(server.dataDir, meera.name, meera.email, 'editor'), meera.password)
  const owner = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Asha Patel', 'asha@example.com', 'owner'), meera.password)
  const site = parse(readFileSync(join(projectDir, 'site.yaml'), 'utf8')) as { pages: { path: string }[] }
  const price = ['pages', site.pages.findIndex((page) => page.path === '/pricing'), 'sections', 1, 'plans', 0, 'price']
  const asOwner = (path: string, body: object) => request(`${server.url}${path}`, { origin: server.url, ...owner, body })
  const publisher = {
    name: 'Asha Patel',
    async publishRequest() {
      const listed = await request(`${server.url}/api/reviews`, { cookie: owner.cookie })
      const [waiting] = listed.json?.waiting as { id: number }[]
      expect((await asOwner(`/api/reviews/${waiting.id}/publish`, {})).status).toBe(200)
    },
    async publishPrice(value: string) {
      const state = await asOwner('/__site-edit/state', {})
      expect((await asOwner('/__site-edit/change', { version: state.json?.version, change: { kind: 'set', path: price, value } })).status).toBe(200)
      expect((await asOwner('/api/publish', {})).status).toBe(200)
    },
  }
  // A browser of her own: signed out, as the other test's person is not.
  const context = await firefox().createBrowserContext()
  const { page, problems } = await openPage(context, phone, 30_000)
  try {
    const waits = await editorsDay(puppeteerPhone(page), server.url, meera, publisher)
    console.log(`a day's work in Firefox, the waits (ms): ${Object.entries(waits).map(([what, ms]) => `${what} ${ms}`).join(', ')}`)
    expect(await cspViolations(page)).toEqual([])
    expect(problems).toEqual([])
  } finally {
    await context.close()
  }
})
