import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { publishWords } from '../../../server/publish-words'
import { draftNoticeWords } from '../../../server/routes/api-previews'
import { developerWordsIn } from '../../../src/site/schema-labels'
import { applyToText, type Change } from '../../../src/site-changes/operations'
import { desktop, fastAnimations, useBrowser } from '../../../tools/browser'
import { acceptWithPassword, inviteFromTerminal, makeRemote, projectDir, request, startEditServer, type EditServer, type Remote } from '../../../tools/editing-server'
import { changePriceInPanel } from './days-work'

// "Review and publish": the draft's changes in words, then one commit on the remote's branch, by the person, with
// those words as its message, pushed as a normal push. Against a real bare repository, over HTTP (git http-backend).
const newContext = useBrowser(30_000)
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** The remote's git, in its bare repository. */
const remoteGit = (remote: Remote, ...args: string[]) => execFileSync('git', ['--git-dir', remote.bare, ...args], { encoding: 'utf8' })

/** The lines of site.yaml (or any file) a commit range takes out and puts in. */
const changedLines = (remote: Remote, from: string, to: string) =>
  remoteGit(remote, 'diff', '-U0', from, to)
    .split('\n')
    .filter((line) => /^[-+](?![-+]{2} )/.test(line))

/** A browser signed in as a new person of that role (invited from the terminal, a password chosen on the invitation). */
async function signedInPage(server: EditServer, name: string, role: string): Promise<{ page: Page; cookie: string; csrf: string }> {
  const email = `${name.split(' ')[0].toLowerCase()}@example.com`
  const { cookie, csrf } = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, name, email, role), 'a long password 42')
  const context = await newContext(desktop)
  const [cookieName, value] = cookie.split('=')
  await context.addCookies([{ name: cookieName, value, url: server.url, httpOnly: true, sameSite: 'Strict' }])
  const page = await context.newPage()
  await fastAnimations(page)
  await page.goto(`${server.url}/pricing`)
  await page.waitForSelector('html[data-draft-events="open"]')
  return { page, cookie, csrf }
}

/** Reviews and publishes with a note; the "Published …" words the page shows once it is drawn again. */
async function reviewAndPublish(page: Page, note: string, expectedLines: string[]): Promise<string> {
  await button(page, 'Review and publish').click()
  const dialog = page.getByRole('dialog', { name: 'Review and publish' })
  await dialog.getByRole('listitem').first().waitFor()
  expect(await dialog.getByRole('listitem').allTextContents()).toEqual(expectedLines)
  await dialog.getByLabel('What is this change for?').fill(note)
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
  const said = page.getByText(/^Published: /)
  await said.waitFor({ timeout: 60_000 })
  return (await said.textContent())!
}

const priceLine = 'Pricing › Pricing table › Standard › Price: ₹24,999 → ₹27,999'

// Over HTTP here; a remote named by its path on disk is published to the same way, in process:
// tests/unit/editing-server/publish-by-path.test.ts.
describe('published to a remote by HTTP', () => {
  let remote: Remote
  let server: EditServer
  beforeAll(async () => {
    remote = await makeRemote('publish-HTTP')
    server = await startEditServer({ repo: remote.url })
  }, 60_000)
  afterAll(async () => {
    await server?.kill()
    await remote?.close()
  })

  test('a publisher changes a price and publishes: one new commit on the branch, by her, in words, with exactly that line changed', { timeout: 180_000 }, async () => {
    const before = remoteGit(remote, 'rev-parse', 'main').trim()
    const { page } = await signedInPage(server, 'Nila Desai', 'publisher')
    await changePriceInPanel(page, '₹27,999')
    // (With the panel open the dock is a bar at its foot, the draft's words under More: in the page, not on screen.)
    await page.getByText('Nila Desai’s draft · 1 change since the published version').waitFor({ state: 'attached' })

    const said = await reviewAndPublish(page, 'The new price list from 1 December.', [priceLine])
    const commit = remoteGit(remote, 'rev-parse', 'main').trim()
    // Named by its words, not its commit's id.
    expect(said).toBe('Published: Pricing: Standard price ₹24,999 → ₹27,999')
    // The draft starts again from the commit just pushed.
    await page.getByText('Nila Desai’s draft · No changes yet').waitFor({ state: 'attached' })

    // One commit on top of the one before: its author the person, its committer the server, its message the words and the note.
    expect(remoteGit(remote, 'rev-list', `${before}..main`).trim().split('\n')).toEqual([commit])
    expect(remoteGit(remote, 'log', '-1', '--format=%P%n%an <%ae>%n%cn <%ce>', 'main').trim().split('\n')).toEqual([before, 'Nila Desai <nila@example.com>', 'Site editing server <editing-server@localhost>'])
    expect(remoteGit(remote, 'log', '-1', '--format=%B', 'main').trim()).toBe(`Pricing: Standard price ₹24,999 → ₹27,999\n\n- ${priceLine}\n\n  The new price list from 1 December.`)
    // Exactly that line of site.yaml, and nothing else.
    expect(remoteGit(remote, 'diff', '--name-only', before, 'main').trim()).toBe('site.yaml')
    expect(changedLines(remote, before, 'main')).toEqual(['-            price: "₹24,999"', '+            price: "₹27,999"'])

    // npm run diff between the remote's last two commits prints the commit's words.
    const clone = join(mkdtempSync(join(tmpdir(), 'published-')), 'site')
    execFileSync('git', ['clone', '--quiet', remote.bare, clone])
    const printed = execFileSync(process.execPath, [join(projectDir, 'pipeline/run.mjs'), join(projectDir, 'scripts/diff.ts'), 'HEAD~1', 'HEAD', '--file', join(clone, 'site.yaml')], { cwd: clone, encoding: 'utf8' })
    expect(printed).toContain(`\n  ${priceLine}\n`)
  })
})

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

  test('an editor reviews her changes and is offered Ask to publish, not Publish, and the server refuses her publish', { timeout: 120_000 }, async () => {
    const before = remoteGit(remote, 'rev-parse', 'main').trim()
    const { page, cookie, csrf } = await signedInPage(server, 'Ravi Shah', 'editor')
    await changePriceInPanel(page, '₹27,999')
    await button(page, 'Review and publish').click()
    const dialog = page.getByRole('dialog', { name: 'Review and publish' })
    await dialog.getByText(priceLine).waitFor()
    await dialog.getByRole('button', { name: 'Ask to publish', exact: true }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0)

    const refused = await request(`${server.url}/api/publish`, { origin: server.url, cookie, csrf, body: { note: '' } })
    expect([refused.status, refused.json?.message]).toEqual([403, 'Only an owner or a publisher can do this.'])
    expect(remoteGit(remote, 'rev-parse', 'main').trim()).toBe(before)
  })

  test('a picture the draft added is published with it: the commit changes site.yaml and adds that file, byte for byte', { timeout: 60_000 }, async () => {
    const before = remoteGit(remote, 'rev-parse', 'main').trim()
    const kiran = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Kiran Rao', 'kiran@example.com', 'publisher'), 'a long password 42')
    const dot = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
    const uploaded = await request(`${server.url}/__site-edit/upload`, { origin: server.url, ...kiran, body: { name: 'dot.png', data: dot } })
    expect(uploaded.status, uploaded.text).toBe(200)
    const picture = String(uploaded.json?.path).replace(/^\//, 'public/')
    await changeDraft(server, kiran, { kind: 'set', path: standardPrice, value: '₹25,999', was: String(headingOf(remote.siteFile(), standardPrice)) })
    // The review names a picture no page shows yet by its address only, and the pages it redraws by their names.
    let review = await request(`${server.url}/api/publish/review`, { cookie: kiran.cookie })
    expect(review.json?.pictures).toEqual([{ path: picture, url: uploaded.json?.path }])
    expect(review.json?.redrawn).toEqual([{ path: '/pricing', name: 'Pricing' }])
    // Shown as the first client's logo, it is named by the words the site reads aloud for it.
    const firstLogo = ['pages', pageAt('/clients'), 'sections', 1, 'logos', 0]
    await changeDraft(server, kiran, { kind: 'several', changes: [{ kind: 'set', path: [...firstLogo, 'src'], value: String(uploaded.json?.path), was: '/clients/client-01.svg' }, { kind: 'set', path: [...firstLogo, 'alt'], value: 'A dot', was: 'Shree Foods' }] })
    review = await request(`${server.url}/api/publish/review`, { cookie: kiran.cookie })
    expect(review.json?.pictures).toEqual([{ path: picture, url: uploaded.json?.path, description: 'A dot' }])
    expect(review.json?.redrawn).toEqual([{ path: '/clients', name: 'Clients' }, { path: '/pricing', name: 'Pricing' }])
    expect((await publishDraft(server, kiran)).json).toMatchObject({ ok: true })
    expect(remoteGit(remote, 'diff', '--name-only', before, 'main').trim().split('\n').sort()).toEqual([picture, 'site.yaml'].sort())
    expect(execFileSync('git', ['--git-dir', remote.bare, 'show', `main:${picture}`]).toString('base64')).toBe(dot)
  })

  test('a draft with nothing in it has nothing to publish', { timeout: 60_000 }, async () => {
    const { cookie, csrf } = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Meera Joshi', 'meera@example.com', 'publisher'), 'a long password 42')
    const review = await request(`${server.url}/api/publish/review`, { cookie })
    expect(review.json).toEqual({ ok: true, groups: [], redrawn: [], pictures: [], warnings: expect.any(Array), problem: 'Your draft has no changes to publish.' })
    const refused = await request(`${server.url}/api/publish`, { origin: server.url, cookie, csrf, body: {} })
    expect([refused.status, refused.json?.message]).toEqual([422, 'Your draft has no changes to publish.'])
  })

  test('a draft begun on a site.yaml with a mistake (a developer pushed it) can’t be published, and the dialog says why', { timeout: 60_000 }, async () => {
    const clone = join(mkdtempSync(join(tmpdir(), 'developer-')), 'site')
    execFileSync('git', ['clone', '--quiet', remote.bare, clone])
    const file = join(clone, 'site.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/price: "(₹[\d,]+)"/, 'price: [$1'))
    const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, env: { ...process.env, GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'dev@example.com' } })
    git('commit', '--quiet', '-am', 'A broken price')
    git('push', '--quiet', 'origin', 'main')
    const before = remoteGit(remote, 'rev-parse', 'main').trim()
    const uma = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Uma Iyer', 'uma@example.com', 'publisher'), 'a long password 42')
    // The page asks the server to look at the branch when it opens: Uma's draft begins on the broken file.
    await request(`${server.url}/api/draft?fetch=1`, { cookie: uma.cookie })
    const review = await request(`${server.url}/api/publish/review`, { cookie: uma.cookie })
    expect(review.json, review.text).toMatchObject({ ok: true })
    expect(review.json?.problem).toMatch(/^Your draft has a mistake, so it can’t be published until it is put right: site\.yaml:\d+:\d+: /)
    const refused = await publishDraft(server, uma)
    expect([refused.status, refused.json?.message]).toEqual([422, review.json?.problem])
    expect(remoteGit(remote, 'rev-parse', 'main').trim()).toBe(before)
  })
})

// The real site's places these tests change.
const site = parse(readFileSync(join(projectDir, 'site.yaml'), 'utf8')) as { pages: { path: string; sections: { heading?: string }[] }[] }
const pageAt = (path: string) => site.pages.findIndex((page) => page.path === path)
const standardPrice = ['pages', pageAt('/pricing'), 'sections', 1, 'plans', 0, 'price']
const contactTitle = ['pages', pageAt('/contact'), 'sections', 0, 'title']
const aboutHeading = ['pages', pageAt('/about'), 'sections', 0, 'title']

/** The value at a place of a site.yaml text. */
const headingOf = (text: string, path: (string | number)[]) => path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], parse(text))

interface Person {
  cookie: string
  csrf: string
}

/** A change to a person's draft, as the editor's panel sends it. */
async function changeDraft(server: EditServer, person: Person, change: Change) {
  const state = await request(`${server.url}/__site-edit/state`, { origin: server.url, ...person, body: {} })
  const answer = await request(`${server.url}/__site-edit/change`, { origin: server.url, ...person, body: { version: state.json?.version, change } })
  expect(answer.status, answer.text).toBe(200)
}

const publishDraft = (server: EditServer, person: Person, body: object = {}) => request(`${server.url}/api/publish`, { origin: server.url, ...person, body })

describe('two people, and a developer, at once', () => {
  let remote: Remote
  let server: EditServer
  beforeAll(async () => {
    remote = await makeRemote('publish-together')
    server = await startEditServer({ repo: remote.url })
  }, 60_000)
  afterAll(async () => {
    await server?.kill()
    await remote?.close()
  })
  const invite = (name: string, email = `${name.split(' ')[0].toLowerCase()}@example.com`) => acceptWithPassword(server, inviteFromTerminal(server.dataDir, name, email, 'publisher'), 'a long password 42')

  test('two publishers change different sections and publish one after the other: both changes on the branch, each its own commit', { timeout: 120_000 }, async () => {
    const before = remoteGit(remote, 'rev-parse', 'main').trim()
    const [asha, ravi] = [await invite('Asha Patel'), await invite('Ravi Shah')]
    await changeDraft(server, asha, { kind: 'set', path: standardPrice, value: '₹27,999', was: '₹24,999' })
    await changeDraft(server, ravi, { kind: 'set', path: aboutHeading, value: 'About our agency', was: String(headingOf(remote.siteFile(), aboutHeading)) })
    expect((await publishDraft(server, asha)).json).toMatchObject({ ok: true, summary: 'Pricing: Standard price ₹24,999 → ₹27,999' })
    // Ravi's draft began before Asha's publish: his change is made again on her commit.
    expect((await publishDraft(server, ravi)).json).toMatchObject({ ok: true })
    const commits = remoteGit(remote, 'log', '--format=%an', `${before}..main`).trim().split('\n')
    expect(commits).toEqual(['Ravi Shah', 'Asha Patel'])
    const lines = changedLines(remote, 'main~1', 'main')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toBe(lines[0].replace(/^-/, '+').replace(/title: .*$/, 'title: About our agency'))
    expect(remote.siteFile()).toContain('price: "₹27,999"')
    expect(headingOf(remote.siteFile(), aboutHeading)).toBe('About our agency')
  })

  test('a developer’s push in between (a new section on another page) merges by itself', { timeout: 120_000 }, async () => {
    const meera = await invite('Meera Joshi')
    await changeDraft(server, meera, { kind: 'set', path: contactTitle, value: 'Talk to us', was: String(headingOf(remote.siteFile(), contactTitle)) })
    // A developer adds a section to /about from a clone of their own.
    const clone = join(mkdtempSync(join(tmpdir(), 'developer-')), 'site')
    const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, env: { ...process.env, GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'dev@example.com' } })
    execFileSync('git', ['clone', '--quiet', remote.bare, clone])
    const file = join(clone, 'site.yaml')
    writeFileSync(file, applyToText(readFileSync(file, 'utf8'), { kind: 'addSection', sections: ['pages', pageAt('/about'), 'sections'], after: 0, type: 'callout' }).text)
    git('commit', '--quiet', '-am', 'A callout on the about page')
    git('push', '--quiet', 'origin', 'main')
    const developers = remoteGit(remote, 'rev-parse', 'main').trim()

    expect((await publishDraft(server, meera)).json).toMatchObject({ ok: true })
    expect(remoteGit(remote, 'log', '-1', '--format=%P %an', 'main').trim()).toBe(`${developers} Meera Joshi`)
    const published = parse(remote.siteFile()) as { pages: { path: string; sections: { type: string; heading?: string }[] }[] }
    expect(published.pages[pageAt('/about')].sections[1].type).toBe('callout')
    expect(headingOf(remote.siteFile(), contactTitle)).toBe('Talk to us')
  })

  test('the same price changed by both: the second gets a conflict card; "Keep theirs" and "Keep mine" each give the expected bytes', { timeout: 240_000 }, async () => {
    // Not asha@example.com: Asha Patel has that address, and an invitation never opens someone else's account.
    const asha = await invite('Asha Mehta', 'asha.mehta@example.com')
    const { page, ...nila } = await signedInPage(server, 'Nila Desai', 'publisher')
    const priceNow = String(headingOf(remote.siteFile(), standardPrice))

    // Asha publishes a price first; Nila, whose draft began before, changed the same price and a heading.
    await changeDraft(server, asha, { kind: 'set', path: standardPrice, value: '₹31,999', was: priceNow })
    expect((await publishDraft(server, asha)).json).toMatchObject({ ok: true })
    await changePriceInPanel(page, '₹32,999')
    await changeDraft(server, nila, { kind: 'set', path: aboutHeading, value: 'About us, in short', was: String(headingOf(remote.siteFile(), aboutHeading)) })

    const card = await publishToConflict(page, `Pricing › Pricing table › Standard › Price: ${priceNow} → ₹32,999`)
    await card.getByText(`Now: Pricing › Pricing table › Standard › Price is ₹31,999 now, not ${priceNow} as when you changed it.`).waitFor()
    await card.getByText(/^Changed by Asha Mehta, /).waitFor()
    const dialog = page.getByRole('dialog', { name: 'Review and publish' })
    // Nothing is pushed until every card is settled.
    expect(await dialog.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true)
    await card.getByRole('button', { name: 'Keep theirs' }).click()
    // The choice is said in words, and the refusal's "choose for each what to keep" gives way once each is chosen.
    await card.getByRole('status').getByText('You chose to keep theirs.').waitFor()
    await dialog.getByText('You have chosen for every conflict. Nothing is published until you press Publish.').waitFor()
    expect(await dialog.getByText(/choose for each what to keep/).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText(/^Published: About: /).waitFor({ timeout: 60_000 })
    // Theirs kept: Asha's price, and Nila's heading.
    expect(remote.siteFile()).toContain('price: "₹31,999"')
    expect(headingOf(remote.siteFile(), aboutHeading)).toBe('About us, in short')

    // Again, and this time Nila keeps hers: the price she set, over Asha's newer one, and only that line changes.
    await changeDraft(server, asha, { kind: 'set', path: standardPrice, value: '₹33,999', was: '₹31,999' })
    expect((await publishDraft(server, asha)).json).toMatchObject({ ok: true })
    const ashas = remoteGit(remote, 'rev-parse', 'main').trim()
    await changePriceInPanel(page, '₹34,999')
    const second = await publishToConflict(page, 'Pricing › Pricing table › Standard › Price: ₹31,999 → ₹34,999')
    await second.getByRole('button', { name: 'Keep mine' }).click()
    await second.getByRole('status').getByText('You chose to keep yours.').waitFor()
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText(/^Published: Pricing: Standard price ₹33,999 → ₹34,999$/).waitFor({ timeout: 60_000 })
    expect(changedLines(remote, ashas, 'main')).toEqual(['-            price: "₹33,999"', '+            price: "₹34,999"'])
  })

  test('“Bring my draft up to date”: a draft behind the site takes the newer version with its own change kept, and a conflict waits for the choice', { timeout: 240_000 }, async () => {
    const kiran = await invite('Kiran Rao')
    const { page, ...priya } = await signedInPage(server, 'Priya Nair', 'publisher')
    const priceNow = String(headingOf(remote.siteFile(), standardPrice))
    // Priya's draft changes the /about heading; then Kiran publishes a new /contact heading.
    await changeDraft(server, priya, { kind: 'set', path: aboutHeading, value: 'Who we are', was: String(headingOf(remote.siteFile(), aboutHeading)) })
    await changeDraft(server, kiran, { kind: 'set', path: contactTitle, value: 'Say hello', was: String(headingOf(remote.siteFile(), contactTitle)) })
    expect((await publishDraft(server, kiran)).json).toMatchObject({ ok: true })

    // Her dock says her draft is behind, and offers to bring it up to date: her change kept, Kiran's there too.
    await page.goto(`${server.url}/contact`)
    const update = page.getByRole('button', { name: 'Bring my draft up to date', exact: true })
    await update.click()
    await page.getByText('Your draft is up to date: it now shows the newest published version with your changes.', { exact: true }).waitFor({ timeout: 60_000 })
    await page.locator('main h1', { hasText: 'Say hello' }).waitFor()
    expect(await page.getByText(/Someone has published a newer version/).count()).toBe(0)
    await page.goto(`${server.url}/about`)
    await page.locator('main h1', { hasText: 'Who we are' }).waitFor()

    // A price both change: a conflict card, nothing moved until she chooses; she keeps hers.
    await changeDraft(server, priya, { kind: 'set', path: standardPrice, value: '₹35,999', was: priceNow })
    await changeDraft(server, kiran, { kind: 'set', path: standardPrice, value: '₹36,999', was: priceNow })
    expect((await publishDraft(server, kiran)).json).toMatchObject({ ok: true })
    await page.goto(`${server.url}/pricing`)
    await update.click()
    const dialog = page.getByRole('dialog', { name: 'Bring my draft up to date' })
    const card = dialog.getByRole('listitem', { name: `Conflict: Pricing › Pricing table › Standard › Price: ${priceNow} → ₹35,999` })
    await card.getByText(/^Changed by Kiran Rao, /).waitFor({ timeout: 60_000 })
    expect(await dialog.getByRole('button', { name: 'Bring up to date', exact: true }).isDisabled()).toBe(true)
    await page.locator('main', { hasText: '₹35,999' }).waitFor()
    await card.getByRole('button', { name: 'Keep mine' }).click()
    await dialog.getByText('You have chosen for every conflict. Nothing of your draft changes until you press Bring up to date.').waitFor()
    await dialog.getByRole('button', { name: 'Bring up to date', exact: true }).click()
    await page.getByText('Your draft is up to date: it now shows the newest published version with your changes.', { exact: true }).waitFor({ timeout: 60_000 })
    await page.locator('main', { hasText: '₹35,999' }).waitFor()
    // Both of her changes are in her draft, on Kiran's version: what a publish would change is her price alone, from his.
    const review = await request(`${server.url}/api/publish/review`, { cookie: priya.cookie })
    expect(JSON.stringify(review.json)).toContain('Standard › Price: ₹36,999 → ₹35,999')
    expect(remote.siteFile()).toContain('price: "₹36,999"')
  })
})

/** Review and publish, Publish, and the conflict card of the change with these words. */
async function publishToConflict(page: Page, words: string) {
  await button(page, 'Review and publish').click()
  const dialog = page.getByRole('dialog', { name: 'Review and publish' })
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
  const card = dialog.getByRole('listitem', { name: `Conflict: ${words}` })
  await card.waitFor({ timeout: 60_000 })
  await dialog.getByText(publishWords.conflicts(1)).waitFor()
  return card
}

describe('ask to publish, and review', () => {
  let remote: Remote
  let server: EditServer
  beforeAll(async () => {
    remote = await makeRemote('publish-review')
    server = await startEditServer({ repo: remote.url })
  }, 60_000)
  afterAll(async () => {
    await server?.kill()
    await remote?.close()
  })

  test('an editor asks to publish; a publisher sees it, previews it and publishes it: the editor is the author, the publisher a co-author', { timeout: 240_000 }, async () => {
    const before = remoteGit(remote, 'rev-parse', 'main').trim()
    // The publisher's editor is open before anyone asks, listening for its draft's events.
    const { page: publisher } = await signedInPage(server, 'Nila Desai', 'publisher')
    await publisher.locator('html[data-draft-events="open"]').waitFor()
    await publisher.getByRole('button', { name: 'Waiting for review', exact: true }).waitFor()
    const { page: editor } = await signedInPage(server, 'Ravi Shah', 'editor')
    await changePriceInPanel(editor, '₹27,999')
    await button(editor, 'Review and publish').click()
    const dialog = editor.getByRole('dialog', { name: 'Review and publish' })
    await dialog.getByLabel('What is this change for?').fill('December prices.')
    await dialog.getByRole('button', { name: 'Ask to publish', exact: true }).click()
    // By name: who will review it (Nila is the one publisher so far).
    await editor.getByText('Waiting for review by Nila Desai, who will publish your draft or send it back.', { exact: false }).waitFor({ timeout: 60_000 })

    // The publisher's open dock counts it within seconds, with no reload; the list has the words and a preview of the
    // draft as it was asked.
    const waiting = publisher.getByRole('button', { name: 'Waiting for review (1)', exact: true })
    await waiting.waitFor({ timeout: 5_000 })
    await waiting.click()
    const request = publisher.getByRole('dialog', { name: 'Waiting for review' }).getByRole('listitem', { name: 'Ravi Shah’s draft' })
    await request.getByText(priceLine).waitFor()
    await request.getByText('“December prices.”').waitFor()
    const preview = await request.getByRole('link', { name: 'Preview Ravi Shah’s draft' }).getAttribute('href')
    // It opens at the page of the first change, and says it is not the site.
    expect(preview).toMatch(/^\/reviews\/\d+\/preview\/pricing$/)
    const shown = await publisher.context().newPage()
    await shown.goto(`${server.url}${preview}`)
    // Built after the request was answered: its page says so and loads again by itself until it is ready.
    await shown.locator('main', { hasText: '₹27,999' }).waitFor({ timeout: 120_000 })
    await shown.getByRole('note').getByText(draftNoticeWords, { exact: true }).waitFor()
    // Nobody else can open it: an editor's session is refused.
    expect((await editor.request.get(`${server.url}${preview}`)).status()).toBe(403)

    await request.getByRole('button', { name: 'Publish', exact: true }).click()
    await publisher.getByText('Published Ravi Shah’s draft: Pricing: Standard price ₹24,999 → ₹27,999', { exact: true }).waitFor({ timeout: 60_000 })
    expect(remoteGit(remote, 'rev-list', '--count', `${before}..main`).trim()).toBe('1')
    expect(remoteGit(remote, 'log', '-1', '--format=%an <%ae>%n%B', 'main').trim()).toBe(
      `Ravi Shah <ravi@example.com>\nPricing: Standard price ₹24,999 → ₹27,999\n\n- ${priceLine}\n\n  December prices.\n\nCo-authored-by: Nila Desai <nila@example.com>`,
    )
    // The publisher's own draft, with nothing in it, follows the branch: no "someone has published a newer version"
    // (the someone was her), and her page shows the price she published.
    await publisher.goto(`${server.url}/pricing`)
    await publisher.getByText('Nila Desai’s draft · No changes yet').waitFor()
    expect(await publisher.getByText(/Someone has published a newer version/).count()).toBe(0)
    await publisher.locator('main', { hasText: '₹27,999' }).waitFor()
    // The editor's draft starts again from the commit, and the dock says who published it.
    await editor.reload()
    await editor.getByText('Published by Nila Desai.', { exact: true }).waitFor()
    await editor.getByText('Ravi Shah’s draft · No changes yet').waitFor()
  })

  test('a publisher sends a draft back with a note; the editor reads it in the dock, and nothing is published', { timeout: 180_000 }, async () => {
    const before = remoteGit(remote, 'rev-parse', 'main').trim()
    const meera = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Meera Joshi', 'meera@example.com', 'editor'), 'a long password 42')
    await changeDraft(server, meera, { kind: 'set', path: aboutHeading, value: 'Who we are', was: String((parse(remote.siteFile()) as { pages: { sections: { title: string }[] }[] }).pages[pageAt('/about')].sections[0].title) })
    expect((await request(`${server.url}/api/publish/ask`, { origin: server.url, ...meera, body: { note: '' } })).json).toMatchObject({ ok: true, asked: expect.stringMatching(/^Waiting for review/) })
    // An editor can't decide on a request, not even her own.
    const [id] = ((await request(`${server.url}/api/reviews`, { cookie: (await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Asha Patel', 'asha@example.com', 'owner'), 'a long password 42')).cookie })).json?.waiting as { id: number }[]).map((waiting) => waiting.id)
    expect((await request(`${server.url}/api/reviews/${id}/publish`, { origin: server.url, ...meera, body: {} })).status).toBe(403)
    expect((await request(`${server.url}/api/reviews/${id}/send-back`, { origin: server.url, ...meera, body: { reply: 'mine' } })).status).toBe(403)
    expect((await request(`${server.url}/api/reviews`, { cookie: meera.cookie })).status).toBe(403)
    // Nor can anyone open a file outside the waiting draft's preview.
    const outside = await request(`${server.url}/reviews/${id}/preview/..%2f..%2f..%2fediting.sqlite`, { cookie: (await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Dev Rao', 'dev@example.com', 'publisher'), 'a long password 42')).cookie })
    expect(outside.status).toBe(400)

    const { page: publisher } = await signedInPage(server, 'Kiran Rao', 'publisher')
    await publisher.getByRole('button', { name: 'Waiting for review (1)', exact: true }).click()
    const asked = publisher.getByRole('dialog', { name: 'Waiting for review' }).getByRole('listitem', { name: 'Meera Joshi’s draft' })
    await asked.getByRole('button', { name: 'Send back', exact: true }).click()
    await asked.getByLabel('Why it goes back').fill('Keep “About us”, please.')
    await asked.getByRole('button', { name: 'Send back', exact: true }).click()
    await publisher.getByText('Sent back to Meera Joshi.').waitFor()
    await publisher.getByText('No draft is waiting for review.').waitFor()

    const state = await request(`${server.url}/api/draft`, { cookie: meera.cookie })
    expect(state.json).toMatchObject({ changes: 1, asked: 'Sent back by Kiran Rao: “Keep “About us”, please.”' })
    expect(remoteGit(remote, 'rev-parse', 'main').trim()).toBe(before)
  })
})

describe('publish history, and undoing a publish', () => {
  let remote: Remote
  let server: EditServer
  beforeAll(async () => {
    remote = await makeRemote('publish-history')
    server = await startEditServer({ repo: remote.url })
  }, 60_000)
  afterAll(async () => {
    await server?.kill()
    await remote?.close()
  })

  test('every publish in words, by anyone; "Undo this publish" sets back exactly its changes, and a later publish elsewhere stays', { timeout: 180_000 }, async () => {
    const asha = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Asha Patel', 'asha@example.com', 'publisher'), 'a long password 42')
    await changeDraft(server, asha, { kind: 'set', path: standardPrice, value: '₹27,999', was: '₹24,999' })
    const priced = (await publishDraft(server, asha)).json as { commit: string }
    const aboutTitle = String(parse(remote.siteFile()) && (parse(remote.siteFile()) as { pages: { sections: { title: string }[] }[] }).pages[pageAt('/about')].sections[0].title)
    await changeDraft(server, asha, { kind: 'set', path: aboutHeading, value: 'About our agency', was: aboutTitle })
    expect((await publishDraft(server, asha)).json).toMatchObject({ ok: true })
    const later = remoteGit(remote, 'rev-parse', 'main').trim()

    const { page } = await signedInPage(server, 'Nila Desai', 'publisher')
    await button(page, 'Publish history').click()
    const dialog = page.getByRole('dialog', { name: 'Publish history' })
    // Named by its words and its time; its commit id one click away, for a developer.
    const entry = dialog.getByRole('listitem').filter({ has: page.locator('code', { hasText: priced.commit }) })
    await entry.getByText(priceLine).waitFor()
    expect(await entry.getAttribute('aria-label')).toMatch(/^Pricing: Standard price ₹24,999 → ₹27,999, /)
    expect(await entry.locator('code').isVisible()).toBe(false)
    await entry.getByText('For a developer', { exact: true }).click()
    expect(await entry.locator('code').isVisible()).toBe(true)
    await entry.getByText(/^Asha Patel, /).waitFor()
    // The first version of the site is in the list too, by the developer who made it.
    await dialog.getByRole('listitem', { name: /^The site’s first version, / }).getByText('The site’s first version.').waitFor()
    // Nothing in it speaks a developer's words (its commit ids are under "For a developer", closed).
    await entry.getByText('For a developer', { exact: true }).click()
    expect(developerWordsIn(await dialog.innerText())).toEqual([])
    await entry.getByRole('button', { name: 'Undo this publish' }).click()
    await dialog.getByText(/^Published: Undo: Pricing: Standard price ₹24,999 → ₹27,999$/).waitFor({ timeout: 60_000 })

    // One new commit on the later one: the price back, the later title kept; by Nila, in words.
    expect(remoteGit(remote, 'log', '-1', '--format=%P%n%an%n%B', 'main').trim()).toBe(
      `${later}\nNila Desai\nUndo: Pricing: Standard price ₹24,999 → ₹27,999\n\n- Pricing › Pricing table › Standard › Price: ₹27,999 → ₹24,999\n\nThis undoes ${remoteGit(remote, 'rev-parse', priced.commit).trim()}.`,
    )
    expect(changedLines(remote, later, 'main')).toEqual(['-            price: "₹27,999"', '+            price: "₹24,999"'])
    expect(remote.siteFile()).toContain('About our agency')
  })

  test('undoing a publish whose value someone changed since: the same conflict card, and Keep theirs leaves nothing to undo', { timeout: 120_000 }, async () => {
    const ravi = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Ravi Shah', 'ravi@example.com', 'publisher'), 'a long password 42')
    const title = String((parse(remote.siteFile()) as { pages: { sections: { title: string }[] }[] }).pages[pageAt('/contact')].sections[0].title)
    await changeDraft(server, ravi, { kind: 'set', path: contactTitle, value: 'Talk to us', was: title })
    const first = (await publishDraft(server, ravi)).json as { commit: string }
    await changeDraft(server, ravi, { kind: 'set', path: contactTitle, value: 'Write to us', was: 'Talk to us' })
    expect((await publishDraft(server, ravi)).json).toMatchObject({ ok: true })
    const undo = (choices: object[] = []) => request(`${server.url}/api/history/${first.commit}/undo`, { origin: server.url, ...ravi, body: { choices } })
    const refused = await undo()
    expect(refused.status).toBe(409)
    const [card] = refused.json?.conflicts as { index: number; words: string; reason: string; changedBy: string }[]
    expect(card).toMatchObject({ words: `Contact › Banner › Title: Talk to us → ${title}`, reason: 'Contact › Banner › Title is Write to us now, not Talk to us as when you changed it.', changedBy: 'Ravi Shah' })
    const settled = await undo([{ index: card.index, words: card.words, keep: 'theirs' }])
    expect([settled.status, settled.json?.message]).toEqual([422, 'That publish’s changes are no longer on the site: there is nothing to undo.'])
    // An editor may read the history but not undo.
    const editor = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Meera Joshi', 'meera@example.com', 'editor'), 'a long password 42')
    expect((await request(`${server.url}/api/history`, { cookie: editor.cookie })).status).toBe(200)
    expect((await request(`${server.url}/api/history/${first.commit}/undo`, { origin: server.url, ...editor, body: {} })).status).toBe(403)
    // A commit's name is a commit id, never an option of git's.
    const option = await request(`${server.url}/api/history/--output=x/undo`, { origin: server.url, ...ravi, body: {} })
    expect([option.status, option.json?.message]).toEqual([404, 'That is not a publish of the site’s branch.'])
    // The first version has nothing before it: the history says so, and offers no undo.
    const commits = (await request(`${server.url}/api/history`, { cookie: ravi.cookie })).json?.commits as { hasParent: boolean }[]
    expect(commits.map((commit) => commit.hasParent)).toEqual([...commits.slice(1).map(() => true), false])
  })
})
