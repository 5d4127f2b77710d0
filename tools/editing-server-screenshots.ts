// npm run screenshots:editing-server: the editing server's pages and dialogs, at 390 px and 1280 px, into
// screenshots/editing-server/ (to look at: the sign-in and invitation pages, the dock with the draft's bar, the account
// menu and each of its dialogs, People's refusals, an invitation's common password refused, a withdrawn review in the editor's dock, Share preview and Discard draft, Review and publish with a conflict card, the dock
// after a publish, and the Waiting for review list).
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { desktop, launchBrowser } from './browser'
import { acceptWithPassword, addPasskeyDevice, dockButton, inviteFromTerminal, makeRemote, request, startEditServer } from './editing-server'
import { parse } from 'yaml'

const out = 'screenshots/editing-server'
mkdirSync(out, { recursive: true })
const remote = await makeRemote('screens')
const server = await startEditServer({ repo: remote.url })
const browser = await launchBrowser()
try {
  for (const [name, viewport] of [
    ['390', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
    ['1280', desktop],
  ] as const) {
    const context = await browser.newContext(viewport)
    const page = await context.newPage()
    await addPasskeyDevice(context, page)
    // A moment for Mantine's transitions (a dialog fades in over 200 ms): a picture to look at, not a test.
    const shot = async (what: string) => {
      await page.waitForTimeout(400)
      await page.screenshot({ path: `${out}/${what}-${name}.png` })
    }
    const button = (label: string) => page.getByRole('button', { name: label, exact: true })
    const link = inviteFromTerminal(server.dataDir, `Asha Patel ${name}`, `asha${name}@example.com`, 'owner')
    await page.goto(link)
    await button('Create a passkey').waitFor()
    await shot('invitation')
    await page.getByRole('button', { name: /Choose a password/ }).click()
    await shot('invitation-password')
    // One of the most common passwords, twelve characters long: refused in words.
    await page.getByLabel('Password', { exact: true }).fill('qwerty123456')
    await page.getByLabel('Repeat password').fill('qwerty123456')
    await page.getByRole('button', { name: 'Save password' }).click()
    await page.getByText('That password is one of the most common ones').waitFor()
    await shot('invitation-password-common')
    await button('Create a passkey').click()
    await page.waitForSelector('html[data-draft-events="open"]')
    await button('Edit page').waitFor()
    await shot('editor')
    await button('Edit page').click()
    await shot('editor-editing')
    const more = button('More')
    if (await more.isVisible()) {
      await more.click()
      await shot('editor-more')
      await more.click()
    }
    const menu = async (item: string) => {
      await (await dockButton(page, `Account: Asha Patel ${name}`)).click()
      if (item === '') return
      await page.getByRole('menuitem', { name: item }).click()
      await page.getByRole('dialog', { name: item }).waitFor()
    }
    await menu('')
    await shot('account-menu')
    await page.keyboard.press('Escape')
    for (const item of ['Your devices', 'People', 'Activity']) {
      await menu(item)
      await shot(item.toLowerCase().replace(/ /g, '-'))
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: item }).waitFor({ state: 'hidden' })
    }
    // People's refusals: a name that is not one line of plain text, and an address that already has an account.
    await menu('People')
    const people = page.getByRole('dialog', { name: 'People' })
    const invite = async (fullName: string, email: string) => {
      await people.getByLabel('Full name').fill(fullName)
      await people.getByLabel('E-mail').fill(email)
      await people.getByRole('button', { name: 'Invite', exact: true }).click()
      await people.getByRole('alert').waitFor()
    }
    await invite('Evil <evil@example.com>', `evil${name}@example.com`)
    await people.getByRole('alert').scrollIntoViewIfNeeded()
    await shot('people-name-refused')
    await invite(`Asha Again ${name}`, ` ASHA${name}@Example.com `)
    await people.getByRole('alert').filter({ hasText: 'already has an account' }).waitFor()
    await people.getByRole('alert').scrollIntoViewIfNeeded()
    await shot('people-email-taken')
    await page.keyboard.press('Escape')
    await people.waitFor({ state: 'hidden' })
    await (await dockButton(page, 'Discard draft')).click()
    await page.getByRole('dialog', { name: 'Discard your draft?' }).waitFor()
    await shot('discard')
    await button('Keep my draft').click()

    // Review and publish, with a conflict: the price changed here, and by a publisher who published first.
    const price = await standardPrice()
    await changeInPage(page, price, `₹27,${name}`)
    // A new picture, as the first client's logo: the review names it by its alt text, with a thumbnail.
    const logo = await firstLogo()
    await changeInPage(page, [...logo, 'src'], await uploadInPage(page, `mehta-dental-${name}.png`))
    await changeInPage(page, [...logo, 'alt'], 'Mehta Dental')
    const other = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, `Nila Desai ${name}`, `nila${name}@example.com`, 'publisher'), 'a long password 42')
    await changeAs(other, price, `₹29,${name}`)
    await request(`${server.url}/api/publish`, { origin: server.url, ...other, body: {} })
    await page.reload()
    await button('Review and publish').click()
    const dialog = page.getByRole('dialog', { name: 'Review and publish' })
    await dialog.getByLabel('What is this change for?').waitFor()
    await shot('review-and-publish')
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
    await dialog.getByRole('button', { name: 'Keep mine' }).waitFor()
    await shot('conflict')
    await dialog.getByRole('button', { name: 'Keep mine' }).click()
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText(/^Published: /).waitFor()
    await shot('published')

    // An editor asks to publish: the owner's open dock counts it (no reload), marked, and the list shows it.
    const editor = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, `Ravi Shah ${name}`, `ravi${name}@example.com`, 'editor'), 'a long password 42')
    await changeAs(editor, price, `₹31,${name}`)
    await page.reload()
    await page.locator('html[data-draft-events="open"]').waitFor()
    await request(`${server.url}/api/publish/ask`, { origin: server.url, ...editor, body: { note: 'The prices for December.' } })
    await page.getByRole('button', { name: /^Waiting for review \([1-9]/, includeHidden: true }).waitFor({ state: 'attached' })
    await shot('waiting-for-review-dock')
    await (await dockButton(page, /^Waiting for review \([1-9]/)).click()
    await page.getByRole('dialog', { name: 'Waiting for review' }).getByRole('listitem').first().waitFor()
    await shot('waiting-for-review')
    await page.keyboard.press('Escape')

    // The editor changes the draft after asking: the request is withdrawn, and the editor's dock says so.
    await changeAs(editor, price, `₹33,${name}`)
    const editorContext = await browser.newContext(viewport)
    const [cookieName, cookieValue] = editor.cookie.split('=')
    await editorContext.addCookies([{ name: cookieName, value: cookieValue, url: server.url, httpOnly: true, sameSite: 'Strict' }])
    const editorPage = await editorContext.newPage()
    await editorPage.goto(`${server.url}/pricing`)
    await editorPage.getByText('You changed your draft after asking to publish, so your request was withdrawn.', { exact: false }).waitFor()
    await editorPage.waitForTimeout(400)
    await editorPage.screenshot({ path: `${out}/review-withdrawn-${name}.png` })
    await editorContext.close()
    await signOutAndShowSignIn(page, shot)
    await context.close()
  }
} finally {
  await browser.close()
  await server.kill()
  await remote.close()
}

/** The place of the Standard package's price in site.yaml. */
async function standardPrice() {
  const site = parse(remote.siteFile()) as { pages: { path: string }[] }
  return ['pages', site.pages.findIndex((page) => page.path === '/pricing'), 'sections', 1, 'plans', 0, 'price']
}

async function firstLogo() {
  const site = parse(remote.siteFile()) as { pages: { path: string }[] }
  return ['pages', site.pages.findIndex((page) => page.path === '/clients'), 'sections', 1, 'logos', 0]
}

/** A 1×1 PNG uploaded into the page's draft, as the picture field does: its address on the site. */
async function uploadInPage(page: Page, fileName: string): Promise<string> {
  const dot = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
  return (await page.evaluate(`(async () => {
    const csrf = document.querySelector('meta[name="site-edit-token"]').content
    const headers = { 'content-type': 'application/json', 'x-site-edit-token': csrf }
    const answer = await (await fetch('/__site-edit/upload', { method: 'POST', headers, body: JSON.stringify({ name: ${JSON.stringify(fileName)}, data: ${JSON.stringify(dot)} }) })).json()
    return answer.path
  })()`)) as string
}

/** A change to a person's draft through the API (what the panel sends). */
async function changeAs(person: { cookie: string; csrf: string }, path: (string | number)[], value: string) {
  const state = await request(`${server.url}/__site-edit/state`, { origin: server.url, ...person, body: {} })
  await request(`${server.url}/__site-edit/change`, { origin: server.url, ...person, body: { version: state.json?.version, change: { kind: 'set', path, value } } })
}

/** The same from the page itself, with its session's token. */
async function changeInPage(page: Page, path: (string | number)[], value: string) {
  // A string, not a function: tsx names the functions it compiles with a helper the page does not have.
  await page.evaluate(`(async () => {
    const csrf = document.querySelector('meta[name="site-edit-token"]').content
    const headers = { 'content-type': 'application/json', 'x-site-edit-token': csrf }
    const { version } = await (await fetch('/__site-edit/state', { method: 'POST', headers, body: '{}' })).json()
    const change = { kind: 'set', path: ${JSON.stringify(path)}, value: ${JSON.stringify(value)} }
    await fetch('/__site-edit/change', { method: 'POST', headers, body: JSON.stringify({ version, change }) })
  })()`)
}

async function signOutAndShowSignIn(page: Page, shot: (what: string) => Promise<unknown>) {
  await page.goto(new URL('/sign-in', page.url()).href)
  await page.getByRole('heading', { name: 'Sign in' }).waitFor()
  await shot('sign-in')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await shot('sign-in-refused')
}
console.log(`Screenshots in ${out}/`)
