// npm run screenshots:editing-server: the editing server's pages and dialogs, at 390 px and 1280 px, into
// screenshots/editing-server/ (to look at: the sign-in and invitation pages, the dock with the draft's bar, the account
// menu and each of its dialogs, Share preview and Discard draft).
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { desktop, launchBrowser } from './browser'
import { addPasskeyDevice, inviteFromTerminal, makeRemote, startEditServer } from './editing-server'

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
    await button('Create a passkey').click()
    await page.waitForSelector('html[data-draft-events="open"]')
    await button('Edit page').waitFor()
    await shot('editor')
    await button('Edit page').click()
    await shot('editor-editing')
    const menu = async (item: string) => {
      await page.getByRole('button', { name: `Account: Asha Patel ${name}` }).click()
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
    await button('Discard draft').click()
    await page.getByRole('dialog', { name: 'Discard your draft?' }).waitFor()
    await shot('discard')
    await button('Keep my draft').click()
    await signOutAndShowSignIn(page, shot)
    await context.close()
  }
} finally {
  await browser.close()
  await server.kill()
  await remote.close()
}

async function signOutAndShowSignIn(page: Page, shot: (what: string) => Promise<unknown>) {
  await page.goto(new URL('/sign-in', page.url()).href)
  await page.getByRole('heading', { name: 'Sign in' }).waitFor()
  await shot('sign-in')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await shot('sign-in-refused')
}
console.log(`Screenshots in ${out}/`)
