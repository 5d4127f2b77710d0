import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signInWords } from '../../../server/sign-in'
import { developerWordsIn } from '../../../src/site/schema-labels'
import { desktop, fastAnimations, useBrowser } from '../../../tools/browser'
import { acceptWithPassword, addPasskeyDevice, dockButton, inviteFromTerminal, makeRemote, request, startEditServer, type EditServer, type Remote } from '../../../tools/editing-server'
import { cspViolations, watchCsp } from '../csp-watch'
import { axeViolations } from '../axe'
import { pressOnToolbar } from '../dev-site-copy'

// The editing server's pages as people meet them, in Chromium, at 390 px (a phone, touch) and 1280 px: axe-core finds
// nothing on the sign-in page (empty, with its errors, with the "session ended" notice), the invitation page (the
// passkey offer, the password form and its errors, the refusal of a used invitation), and the editing interface of the
// editor page (the dock, the account menu, Your devices, People, Activity, Discard your draft?), under the server's
// Content-Security-Policy, which is never violated. Then a person signs in and opens Your devices with the keyboard
// alone, and signs out on a phone with taps.
//
// Share preview is left out: it builds the site, which takes long and is the same dialog parts (a copy field, a list
// of links) as the ones checked here.
//
// Two servers: the sign-in and invitation requests are limited to 10 a minute from one address, and every browser
// and request here comes from 127.0.0.1.

const phone390: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
const sizes = [
  ['390 px', phone390],
  ['1280 px', desktop],
] as const
const password = 'a long password 42'
const newContext = useBrowser(30_000)

const button = (page: Page | Locator, name: string) => page.getByRole('button', { name, exact: true })

/** No axe violation (in `include` only, when given) and no Content-Security-Policy violation, in the state the page is in now. */
async function expectClean(page: Page, state: string, include?: string) {
  expect(await axeViolations(page, { include }), `axe: ${state}`).toEqual([])
  expect(await cspViolations(page), `CSP: ${state}`).toEqual([])
}

/** Waits until `target` has faded in: it and everything around it fully opaque (Mantine's menus and dialogs fade in). */
async function fadedIn(target: Locator) {
  await target.waitFor()
  await expect
    .poll(() =>
      target.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false
        return true
      }),
    )
    .toBe(true)
}

/**
 * What is cut off in a dialog: the dialog, its body, a button or a part of one whose content is wider than its box (a
 * table wider than a phone, a button squeezed to part of its word), as "tag: text (widths)" lines.
 */
const clippedIn = (dialog: Locator) =>
  dialog.evaluate((element) =>
    [element, ...element.querySelectorAll('.mantine-Modal-body, button, button *')]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => `${box.tagName.toLowerCase()}: ${(box.textContent ?? '').trim().slice(0, 60)} (${box.scrollWidth} px in ${box.clientWidth} px)`),
  )

/** Whether `target` has the keyboard's focus. */
const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement)

/** What has the focus, in words: its role or tag, and its accessible name as far as the DOM says it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return 'body'
    const labelled = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? ''
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}: ${labelled.trim()}`
  })

/** The editor is drawn over the draft, listening for its changes, and the draft's bar has read the draft. */
async function editorReady(page: Page, name: string) {
  await page.waitForSelector('html[data-draft-events="open"]')
  await button(page, 'Edit page').waitFor()
  // (Under More on a phone: there, not on screen.)
  await page.locator('#site-editor').getByText(`${name}’s draft · No changes yet`, { exact: true }).waitFor({ state: 'attached' })
}

/** A browser context signed in as the person of `cookie` ("edit-session=…", as acceptWithPassword gives it). */
async function signedInContext(server: EditServer, options: BrowserContextOptions, cookie: string): Promise<BrowserContext> {
  const context = await newContext(options)
  const at = cookie.indexOf('=')
  await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: server.url }])
  return context
}

describe('axe and the Content-Security-Policy on every page and dialog', () => {
  let remote: Remote
  let server: EditServer
  beforeAll(async () => {
    remote = await makeRemote('pages-axe')
    server = await startEditServer({ repo: remote.url })
  }, 60_000)
  afterAll(async () => {
    await server?.kill()
    await remote?.close()
  })

  for (const [size, options] of sizes) {
    test(`at ${size}: the sign-in page, the invitation page and the editing interface`, { timeout: 180_000 }, async () => {
      const width = options.viewport!.width
      const name = `Asha Patel ${width}`
      const context = await newContext(options)
      await watchCsp(context)
      const page = await context.newPage()
      await fastAnimations(page)

      // The sign-in page: as it comes, then sent empty (each field says what is missing), then after a session ended.
      await page.goto(`${server.url}/sign-in`)
      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor()
      await button(page, 'Sign in with a passkey').waitFor()
      await expectClean(page, 'sign-in page')
      await button(page, 'Sign in').click()
      await page.getByText('Enter your e-mail address.', { exact: true }).waitFor()
      await page.getByText('Enter your password.', { exact: true }).waitFor()
      await expectClean(page, 'sign-in page, sent empty')
      await page.goto(`${server.url}/sign-in?ended=1`)
      await page.getByRole('status').getByText('Your session has ended. Sign in again to go on editing.', { exact: true }).waitFor()
      await expectClean(page, 'sign-in page, session ended')

      // The invitation page: the passkey offer, the password form (and its errors), then a passkey made.
      await addPasskeyDevice(context, page)
      const link = inviteFromTerminal(server.dataDir, name, `asha${width}@example.com`, 'owner')
      await page.goto(link)
      await page.getByRole('heading', { name: `Welcome, ${name}`, level: 1 }).waitFor()
      await button(page, 'Create a passkey').waitFor()
      await expectClean(page, 'invitation page')
      await page.getByRole('button', { name: 'No passkey on this device? Choose a password', exact: true }).click()
      const passwordForm = page.getByRole('form', { name: 'Choose a password' })
      await passwordForm.getByLabel('Repeat password', { exact: true }).waitFor()
      await expectClean(page, 'invitation page, password form open')
      await button(page, 'Save password').click()
      await passwordForm.getByText('A password is at least 12 characters, not counting spaces at either end.', { exact: true }).waitFor()
      await expectClean(page, 'invitation page, password form sent empty')
      await button(page, 'Create a passkey').click()
      await page.waitForURL(`${server.url}/`)
      await editorReady(page, name)

      // The editing interface only: the site under it is checked by the site's own tests.
      const editor = '#site-editor'
      await expectClean(page, 'editor: the dock', editor)
      expect(developerWordsIn(await page.locator(editor).innerText()), 'developer words in the dock').toEqual([])

      const accountButton = await dockButton(page, `Account: ${name}`)
      await accountButton.click()
      await fadedIn(page.getByRole('menu'))
      await expectClean(page, 'editor: the account menu open', editor)
      await page.keyboard.press('Escape')
      await page.getByRole('menu').waitFor({ state: 'hidden' })

      const loaded: Record<string, (dialog: Locator) => Locator> = {
        'Your devices': (dialog) => dialog.getByRole('list', { name: 'Devices' }),
        People: (dialog) => dialog.getByRole('list', { name: 'People who can sign in' }),
        Activity: (dialog) => dialog.getByRole('table'),
      }
      for (const [item, content] of Object.entries(loaded)) {
        await accountButton.click()
        await page.getByRole('menuitem', { name: item, exact: true }).click()
        const dialog = page.getByRole('dialog', { name: item, exact: true })
        await content(dialog).waitFor()
        await fadedIn(dialog)
        await expectClean(page, `editor: the ${item} dialog`, editor)
        expect(await clippedIn(dialog), `cut off in ${item}`).toEqual([])
        expect(developerWordsIn(await dialog.innerText()), `developer words in ${item}`).toEqual([])
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'hidden' })
      }

      await (await dockButton(page, 'Discard draft')).click()
      const discard = page.getByRole('dialog', { name: 'Discard your draft?', exact: true })
      await discard.getByText('Your draft has no changes; it starts again from the published site.', { exact: true }).waitFor()
      await fadedIn(discard)
      await expectClean(page, 'editor: the Discard your draft? dialog', editor)
      expect(await clippedIn(discard), 'cut off in Discard your draft?').toEqual([])
      await button(discard, 'Keep my draft').click()
      await discard.waitFor({ state: 'hidden' })

      // Add a section: each type with a live drawing of its example, the server's own gallery in a frame, drawn
      // from the person's draft (its brand). The server refuses to be framed anywhere else (frame-ancestors 'none').
      await button(page, 'Edit page').click()
      const firstToolbar = page.locator(`${editor} [role="toolbar"]`).first()
      if (!options.hasTouch) await pressOnToolbar(firstToolbar, 'Add section below')
      else {
        // On a phone, a tap on the section shows its toolbar.
        await page.locator('main h1').first().tap()
        await firstToolbar.getByRole('button', { name: 'Add section below' }).tap()
      }
      const adding = page.getByRole('dialog', { name: 'Add a section', exact: true })
      await fadedIn(adding)
      expect(await adding.getByRole('button').filter({ has: page.locator('iframe') }).count()).toBe(16)
      const split = adding.locator('iframe[src="/__gallery?only=split"]')
      await split.evaluate((frame) => frame.scrollIntoView())
      await expect
        .poll(() => split.evaluate((frame) => (frame as HTMLIFrameElement).contentDocument?.querySelector('main[data-gallery-only="split"]')?.textContent ?? ''), { timeout: 30_000 })
        .toContain('Agency Name is a software and digital-marketing agency')
      await expectClean(page, 'editor: the Add a section dialog', editor)
      await page.keyboard.press('Escape')
      await adding.waitFor({ state: 'hidden' })

      // The invitation, used now: its refusal.
      await page.goto(link)
      await page.getByRole('heading', { name: "This invitation can't be used", level: 1 }).waitFor()
      await page.getByRole('alert').getByText(signInWords.invitationGone, { exact: true }).waitFor()
      await expectClean(page, 'invitation page, used')
    })
  }
})

describe('keyboard alone, and touch', () => {
  let remote: Remote
  let server: EditServer
  beforeAll(async () => {
    remote = await makeRemote('pages-keys')
    server = await startEditServer({ repo: remote.url })
  }, 60_000)
  afterAll(async () => {
    await server?.kill()
    await remote?.close()
  })

  test('signing in and opening Your devices with the keyboard alone; the focus comes back to the account button', { timeout: 120_000 }, async () => {
    const name = 'Ravi Shah'
    const email = 'ravi@example.com'
    await acceptWithPassword(server, inviteFromTerminal(server.dataDir, name, email, 'owner'), password)
    const context = await newContext(desktop)
    const page = await context.newPage()
    await fastAnimations(page)
    await page.goto(`${server.url}/sign-in`)
    const emailField = page.getByLabel('E-mail', { exact: true })
    const passwordField = page.getByLabel('Password', { exact: true })
    await emailField.waitFor()

    // Tab from the top of the page: the passkey first, then the e-mail.
    const stops: string[] = []
    for (let tab = 0; tab < 2; tab++) {
      await page.keyboard.press('Tab')
      stops.push(await focusedName(page))
    }
    expect(stops).toEqual(['button: Sign in with a passkey', 'input: E-mail'])
    expect(await hasFocus(emailField)).toBe(true)
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    expect(await hasFocus(passwordField)).toBe(true)
    await page.keyboard.type(password)
    await page.keyboard.press('Enter')
    await page.waitForURL(`${server.url}/`)
    await editorReady(page, name)

    // Tab through the page until the account button (after the site, in the dock at the end of the page).
    const accountButton = button(page, `Account: ${name}`)
    const passed: string[] = []
    while (!(await hasFocus(accountButton))) {
      expect(passed.length, `Tab never reached the account button; it went through:\n${passed.join('\n')}`).toBeLessThan(300)
      await page.keyboard.press('Tab')
      passed.push(await focusedName(page))
    }
    // The dock's controls in their order: the draft's two buttons, then the account.
    expect(passed.slice(-3)).toEqual(['button: Share preview', 'button: Discard draft', `button: Account: ${name}`])

    // Enter opens the menu with the focus on its first item; Enter chooses it.
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await fadedIn(menu)
    const devicesItem = page.getByRole('menuitem', { name: 'Your devices', exact: true })
    await expect.poll(() => hasFocus(devicesItem)).toBe(true)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Your devices', exact: true })
    await dialog.getByRole('list', { name: 'Devices' }).waitFor()
    await fadedIn(dialog)
    await menu.waitFor({ state: 'hidden' })
    // The dialog has the focus…
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    // …Escape closes it, and the focus is back on the account button.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => hasFocus(accountButton)).toBe(true)
  })

  test('on a phone: tapping the account button and Sign out ends the session, on the sign-in page, which says so', { timeout: 120_000 }, async () => {
    const name = 'Meera Joshi'
    const { cookie } = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, name, 'meera@example.com', 'owner'), password)
    const context = await signedInContext(server, phone390, cookie)
    await watchCsp(context)
    const page = await context.newPage()
    await fastAnimations(page)
    await page.goto(`${server.url}/`)
    await editorReady(page, name)

    await (await dockButton(page, `Account: ${name}`)).tap()
    const signOut = page.getByRole('menuitem', { name: 'Sign out', exact: true })
    await fadedIn(signOut)
    await signOut.tap()
    await page.waitForURL(`${server.url}/sign-in?signed-out=1`)
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor()
    // Told so, in words.
    await page.getByRole('status').getByText('You have signed out. Your draft is kept: sign in again to go on with it.').waitFor()
    await expectClean(page, 'the sign-in page, signed out')
    // The session is over at the server too.
    expect((await request(`${server.url}/api/me`, { cookie })).status).toBe(401)
  })
})
