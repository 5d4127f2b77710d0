import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { desktop, useBrowser } from '../../../tools/browser'
import { acceptWithPassword, inviteFromTerminal, makeRemote, projectDir, request, startEditServer, type EditServer, type Remote } from '../../../tools/editing-server'

// "Review and publish": the draft's changes in words, then one commit on the remote's branch, by the person, with
// those words as its message, pushed as a normal push. Against a real bare repository, over HTTP (git http-backend)
// and by its path on disk.
const newContext = useBrowser(30_000)
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** The remote's git, in its bare repository. */
const remoteGit = (remote: Remote, ...args: string[]) => execFileSync('git', ['--git-dir', remote.bare, ...args], { encoding: 'utf8' })

/** A browser signed in as a new person of that role (invited from the terminal, a password chosen on the invitation). */
async function signedInPage(server: EditServer, name: string, role: string): Promise<{ page: Page; cookie: string; csrf: string }> {
  const email = `${name.split(' ')[0].toLowerCase()}@example.com`
  const { cookie, csrf } = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, name, email, role), 'a long password 42')
  const context = await newContext(desktop)
  const [cookieName, value] = cookie.split('=')
  await context.addCookies([{ name: cookieName, value, url: server.url, httpOnly: true, sameSite: 'Strict' }])
  const page = await context.newPage()
  await page.goto(`${server.url}/pricing`)
  await page.waitForSelector('html[data-draft-events="open"]')
  return { page, cookie, csrf }
}

/** The Standard package's price, changed in the pricing table's panel as a person does it. */
async function changePrice(page: Page, price: string) {
  await button(page, 'Edit page').click()
  await page.locator('main h2', { hasText: /^Our Packages$/ }).hover()
  await page.locator('#site-editor').getByRole('toolbar', { name: 'Section 2: Pricing table', exact: true }).getByRole('button', { name: 'Edit section' }).click()
  const panel = page.getByRole('complementary', { name: 'Edit section 2 (Pricing table)', exact: true })
  await panel.getByRole('button', { name: 'Plan 1: Standard', exact: true }).click()
  const field = panel.locator('[data-path="plans.0.price"]')
  await field.fill(price)
  await field.blur()
  await page.locator('main', { hasText: price }).waitFor()
}

/** Reviews and publishes with a note; the "Published …" words the page shows once it is drawn again. */
async function reviewAndPublish(page: Page, note: string, expectedLines: string[]): Promise<string> {
  await button(page, 'Review and publish').click()
  const dialog = page.getByRole('dialog', { name: 'Review and publish' })
  await dialog.getByRole('listitem').first().waitFor()
  expect(await dialog.getByRole('listitem').allTextContents()).toEqual(expectedLines)
  await dialog.getByLabel('What is this change for?').fill(note)
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
  const said = page.getByText(/^Published [0-9a-f]{7}: /)
  await said.waitFor({ timeout: 60_000 })
  return (await said.textContent())!
}

const priceLine = 'Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999'

for (const by of ['HTTP', 'path'] as const) {
  describe(`published to a remote by ${by}`, () => {
    let remote: Remote
    let server: EditServer
    beforeAll(async () => {
      remote = await makeRemote(`publish-${by}`)
      server = await startEditServer({ repo: by === 'HTTP' ? remote.url : remote.bare })
    }, 60_000)
    afterAll(async () => {
      await server?.kill()
      await remote?.close()
    })

    test('a publisher changes a price and publishes: one new commit on the branch, by her, in words, with exactly that line changed', { timeout: 180_000 }, async () => {
      const before = remoteGit(remote, 'rev-parse', 'main').trim()
      const { page } = await signedInPage(server, 'Nila Desai', 'publisher')
      await changePrice(page, '₹27,999')
      await page.getByText('Nila Desai’s draft · 1 change since the published version').waitFor()

      const said = await reviewAndPublish(page, 'The new price list from 1 December.', [priceLine])
      const commit = remoteGit(remote, 'rev-parse', 'main').trim()
      expect(said).toBe(`Published ${commit.slice(0, 7)}: Pricing: Standard price ₹24,999 → ₹27,999`)
      // The draft starts again from the commit just pushed.
      await page.getByText('Nila Desai’s draft · No changes yet').waitFor()

      // One commit on top of the one before: its author the person, its committer the server, its message the words and the note.
      expect(remoteGit(remote, 'rev-list', `${before}..main`).trim().split('\n')).toEqual([commit])
      expect(remoteGit(remote, 'log', '-1', '--format=%P%n%an <%ae>%n%cn <%ce>', 'main').trim().split('\n')).toEqual([before, 'Nila Desai <nila@example.com>', 'Site editing server <editing-server@localhost>'])
      expect(remoteGit(remote, 'log', '-1', '--format=%B', 'main').trim()).toBe(`Pricing: Standard price ₹24,999 → ₹27,999\n\n- ${priceLine}\n\nThe new price list from 1 December.`)
      // Exactly that line of site.yaml, and nothing else.
      expect(remoteGit(remote, 'diff', '--name-only', before, 'main').trim()).toBe('site.yaml')
      const changed = remoteGit(remote, 'diff', '-U0', before, 'main').split('\n').filter((line) => /^[-+][^-+]/.test(line))
      expect(changed).toEqual(['-            price: "₹24,999"', '+            price: "₹27,999"'])

      // npm run diff between the remote's last two commits prints the commit's words.
      const clone = join(mkdtempSync(join(tmpdir(), 'published-')), 'site')
      execFileSync('git', ['clone', '--quiet', remote.bare, clone])
      const printed = execFileSync(join(projectDir, 'node_modules/.bin/tsx'), [join(projectDir, 'scripts/diff.ts'), 'HEAD~1', 'HEAD', '--file', join(clone, 'site.yaml')], { cwd: clone, encoding: 'utf8' })
      expect(printed).toContain(`\n  ${priceLine}\n`)
    })
  })
}

describe('who may publish', () => {
  let remote: Remote
  let server: EditServer
  beforeAll(async () => {
    remote = await makeRemote('publish-roles')
    server = await startEditServer({ repo: remote.url })
  }, 60_000)
  afterAll(async () => {
    await server?.kill()
    await remote?.close()
  })

  test('an editor reviews her changes but is not offered Publish, and the server refuses her publish', { timeout: 120_000 }, async () => {
    const before = remoteGit(remote, 'rev-parse', 'main').trim()
    const { page, cookie, csrf } = await signedInPage(server, 'Ravi Shah', 'editor')
    await changePrice(page, '₹27,999')
    await button(page, 'Review and publish').click()
    const dialog = page.getByRole('dialog', { name: 'Review and publish' })
    await dialog.getByText(priceLine).waitFor()
    await dialog.getByText('A publisher or an owner publishes the site: show them your draft with “Share preview”.').waitFor()
    expect(await dialog.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0)

    const refused = await request(`${server.url}/api/publish`, { origin: server.url, cookie, csrf, body: { note: '' } })
    expect([refused.status, refused.json?.message]).toEqual([403, 'Only an owner or a publisher can do this.'])
    expect(remoteGit(remote, 'rev-parse', 'main').trim()).toBe(before)
  })

  test('a draft with nothing in it has nothing to publish', { timeout: 60_000 }, async () => {
    const { cookie, csrf } = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Meera Joshi', 'meera@example.com', 'publisher'), 'a long password 42')
    const review = await request(`${server.url}/api/publish/review`, { cookie })
    expect(review.json).toEqual({ ok: true, groups: [], redrawn: [], pictures: [], warnings: expect.any(Array), problem: 'Your draft has no changes to publish.' })
    const refused = await request(`${server.url}/api/publish`, { origin: server.url, cookie, csrf, body: {} })
    expect([refused.status, refused.json?.message]).toEqual([422, 'Your draft has no changes to publish.'])
  })
})
