import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { draftNoticeWords } from '../../../server/routes/api-previews'
import { desktop, fastAnimations, useBrowser } from '../../../tools/browser'
import { acceptWithPassword, inviteFromTerminal, makeRemote, request, startEditServer, type EditServer, type Remote } from '../../../tools/editing-server'

// A draft's life beyond its changes: "Share preview" (a link anyone can open, to the draft as the built site draws it,
// static, revocable), the words the dock shows when someone has published since the draft began, and "Discard draft",
// which asks first and starts the draft again from the branch as it is now. /healthz answers for a supervisor.
let remote: Remote
let server: EditServer
const newContext = useBrowser(30_000)

beforeAll(async () => {
  remote = await makeRemote('share')
  server = await startEditServer({ repo: remote.url })
}, 60_000)
afterAll(async () => {
  await server?.kill()
  await remote?.close()
})

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** A browser signed in as a new owner (invited from the terminal, her password chosen on the invitation). */
async function signedInPage(): Promise<Page> {
  const { cookie } = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Asha Patel', 'asha@example.com', 'owner'), 'a long password 42')
  const context = await newContext(desktop)
  const [name, value] = cookie.split('=')
  await context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Strict' }])
  const page = await context.newPage()
  await fastAnimations(page)
  await page.goto(`${server.url}/pricing`)
  await page.waitForSelector('html[data-draft-events="open"]')
  return page
}

/** A developer's push to the branch, from a clone of their own: one line of site.yaml changed. */
function developerPushes(from: string, to: string) {
  const clone = join(mkdtempSync(join(tmpdir(), 'developer-')), 'site')
  const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, env: { ...process.env, GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'dev@example.com' } })
  execFileSync('git', ['clone', '--quiet', remote.bare, clone])
  const file = join(clone, 'site.yaml')
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to))
  git('commit', '--quiet', '-am', 'A developer’s change')
  git('push', '--quiet', 'origin', 'main')
}

test('/healthz answers', async () => {
  const answer = await request(`${server.url}/healthz`)
  expect([answer.status, answer.json]).toEqual([200, { ok: true }])
})

test('Share preview: the draft, static, for anyone with the link, until it is revoked; Discard draft starts again from the branch as published since', { timeout: 180_000 }, async () => {
  const page = await signedInPage()

  // A change in the draft: the Standard package's name, through the section's panel field would do as well; the heading is quickest.
  await button(page, 'Edit page').click()
  const heading = page.locator('main h2', { hasText: /^Our Packages$/ })
  await heading.click()
  await page.locator('.site-editor-text-box[data-editing]').waitFor()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Packages for Spring')
  await page.keyboard.press('Enter')
  await page.getByText('Asha Patel’s draft · 1 change since the published version').waitFor()

  // Share preview: opening it makes no link; "Make a link" makes one, shown once, valid 7 days.
  await button(page, 'Share preview').click()
  const dialog = page.getByRole('dialog', { name: 'Share preview' })
  await dialog.getByText('A preview link lets anyone see your draft as it is now, without signing in, for 7 days.').waitFor()
  expect(await dialog.getByLabel('Preview link').count()).toBe(0)
  await dialog.getByRole('button', { name: 'Make a link', exact: true }).click()
  const link = await dialog.getByLabel('Preview link').inputValue({ timeout: 120_000 })
  expect(link).toMatch(new RegExp(`^${server.url}/preview/[A-Za-z0-9_-]{43}/$`))
  const shared = dialog.getByRole('list', { name: 'Links you have shared' }).getByRole('listitem')
  await expect.poll(() => shared.count()).toBe(1)
  // Opened again, to revoke it: still that one link (each opening made another, a public one, before).
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await button(page, 'Share preview').click()
  await dialog.getByRole('button', { name: 'Make a link', exact: true }).waitFor()
  await expect.poll(() => shared.count()).toBe(1)
  expect(await dialog.getByLabel('Preview link').count()).toBe(0)
  // And on the server: the person has that one link, not one the reopening made.
  const previewsOnServer = () => page.evaluate(async () => ((await (await fetch('/api/previews')).json()) as { previews: unknown[] }).previews.length)
  expect(await previewsOnServer()).toBe(1)

  // Opened by someone with no account: the draft's page as the built site draws it, with no script, its links inside the preview.
  // It is built after the link is made: until it is ready, its page says so and loads again by itself.
  const visitor = await (await newContext(desktop)).newPage()
  await visitor.goto(`${link}pricing`)
  await visitor.locator('main h2', { hasText: /^Packages for Spring$/ }).waitFor({ timeout: 120_000 })
  // Every page of it says, first, that it is not the site.
  expect(await visitor.locator('body > :first-child').innerText()).toBe(draftNoticeWords)
  expect((await request(`${link}pricing`)).status).toBe(200)
  expect(await visitor.locator('script:not([type="application/ld+json"])').count()).toBe(0)
  await visitor.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).first().click()
  await visitor.waitForURL(`${link}about`)
  expect(await visitor.locator('body > :first-child').innerText()).toBe(draftNoticeWords)
  // The published site is not what it shows: the branch still has the old heading.
  expect(remote.siteFile()).toContain('heading: Our Packages')

  // Revoked: the link opens nothing.
  await dialog.getByRole('button', { name: 'Revoke' }).first().click()
  await expect.poll(async () => (await request(`${link}pricing`)).status).toBe(404)
  await expect.poll(() => shared.count()).toBe(0)
  expect((await request(`${link}pricing`)).text).toContain('This preview link has expired or was withdrawn. Ask for a new one.')
  await page.keyboard.press('Escape')

  // Someone publishes: the dock says the draft began from an older version.
  developerPushes('title: "Website Packages & Pricing | {brand}"', 'title: "Packages & Prices | {brand}"')
  await page.reload()
  await page.waitForSelector('html[data-draft-events="open"]')
  await page.getByText('Someone has published a newer version of the site since your draft began. Your draft still shows the version it began from: bring it up to date to see their changes with yours.').waitFor()
  await page.getByRole('button', { name: 'Bring my draft up to date', exact: true }).waitFor()

  // Discard draft: asked first; "Keep my draft" keeps it.
  await button(page, 'Discard draft').click()
  const ask = page.getByRole('dialog', { name: 'Discard your draft?' })
  await ask.getByText('Your 1 change will be lost, and your draft starts again from the published site.').waitFor()
  await button(page, 'Keep my draft').click()
  await ask.waitFor({ state: 'hidden' })
  expect(readFileSync(join(server.dataDir, 'drafts', '1', 'site.yaml'), 'utf8')).toContain('heading: Packages for Spring')

  // Discarded: the draft is the branch as it is now (the developer's change in it), with no changes of its own.
  await button(page, 'Discard draft').click()
  await ask.getByRole('button', { name: 'Discard draft', exact: true }).click()
  await page.getByText('Asha Patel’s draft · No changes yet').waitFor()
  expect(readFileSync(join(server.dataDir, 'drafts', '1', 'site.yaml'), 'utf8')).toBe(remote.siteFile())
  await page.locator('main h2', { hasText: /^Our Packages$/ }).waitFor()
  expect(await page.getByText('Someone has published a newer version').count()).toBe(0)
})
