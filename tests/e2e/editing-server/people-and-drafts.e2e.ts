import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { desktop, fastAnimations, phone, useBrowser } from '../../../tools/browser'
import { changedLines } from '../dev-site-copy'
import { addPasskeyDevice, inviteFromTerminal, makeRemote, request, startEditServer, type EditServer, type Remote } from '../../../tools/editing-server'

// The editing server as its people meet it, in Chromium, against a real git remote (a bare repository over HTTP, behind
// a token): the first owner invited from the terminal makes a passkey; she invites an editor and a publisher from the
// People dialog; each signs in in a browser of their own (a passkey, a password) and changes their own draft on the
// page, as in npm start; the drafts stay apart, the bytes change exactly as npm start changes them, and a restart of the
// server keeps every draft and every session.
let remote: Remote
let server: EditServer
const newContext = useBrowser(30_000)

beforeAll(async () => {
  remote = await makeRemote('people')
  server = await startEditServer({ repo: remote.url })
}, 60_000)
afterAll(async () => {
  await server?.kill()
  await remote?.close()
})

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const draftFile = (personId: number) => readFileSync(join(server.dataDir, 'drafts', String(personId), 'site.yaml'), 'utf8')

/** Opens an invitation in a new browser context (with a passkey device when asked), and accepts it. */
async function accept(link: string, how: 'passkey' | 'password', viewport = desktop): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(viewport)
  const page = await context.newPage()
  await fastAnimations(page)
  if (how === 'passkey') await addPasskeyDevice(context, page)
  await page.goto(link)
  if (how === 'passkey') {
    await button(page, 'Create a passkey').click()
  } else {
    await page.getByRole('button', { name: /Choose a password/ }).click()
    await page.getByLabel('Password', { exact: true }).fill('a long password 42')
    await page.getByLabel('Repeat password', { exact: true }).fill('a long password 42')
    await button(page, 'Save password').click()
  }
  await editorReady(page)
  return { context, page }
}

/** The editor is drawn over the draft and listening for its changes. */
async function editorReady(page: Page) {
  await page.waitForSelector('html[data-draft-events="open"]')
  await button(page, 'Edit page').waitFor()
}

/** Retypes a heading of /pricing on the page, as a person does: Edit page, click it, type, Enter. */
async function retype(page: Page, from: string, to: string) {
  if (new URL(page.url()).pathname !== '/pricing') {
    await page.goto(new URL('/pricing', page.url()).href)
    await editorReady(page)
  }
  if ((await button(page, 'Edit page').getAttribute('aria-pressed')) !== 'true') await button(page, 'Edit page').click()
  await page.locator('#site-editor').getByRole('toolbar', { name: 'Section 2: Pricing table', exact: true }).waitFor()
  const heading = page.locator('main h2', { hasText: new RegExp(`^${from}$`) })
  await heading.click()
  await page.locator('.site-editor-text-box[data-editing]').waitFor()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(to)
  await page.keyboard.press('Enter')
  await page.locator('main h2', { hasText: new RegExp(`^${to}$`) }).waitFor()
}

describe('people and their drafts', () => {
  test('an owner invites an editor and a publisher; each edits a draft of their own; a restart keeps them all', { timeout: 240_000 }, async () => {
    const original = remote.siteFile()

    // The first owner: invited from the terminal, a passkey made on her laptop.
    const owner = await accept(inviteFromTerminal(server.dataDir, 'Asha Patel', 'asha@example.com', 'owner'), 'passkey')
    await owner.page.getByText('Asha Patel’s draft', { exact: false }).first().waitFor()

    // She invites two people from the People dialog: each link appears once, to be sent.
    const invite = async (name: string, email: string, role: string) => {
      await owner.page.getByRole('button', { name: 'Account: Asha Patel' }).click()
      await owner.page.getByRole('menuitem', { name: 'People' }).click()
      const dialog = owner.page.getByRole('dialog', { name: 'People' })
      const form = dialog.getByRole('form', { name: 'Invite someone' })
      await form.getByLabel('Full name').fill(name)
      await form.getByLabel('E-mail').fill(email)
      await form.getByLabel('Role', { exact: true }).click()
      await owner.page.getByRole('option', { name: role }).click()
      await form.getByRole('button', { name: 'Invite', exact: true }).click()
      const link = await dialog.getByLabel('Invitation link (valid for 24 hours, once)').inputValue()
      await owner.page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      return link
    }
    const editorLink = await invite('Ravi Shah', 'ravi@example.com', 'Editor')
    const publisherLink = await invite('Meera Joshi', 'meera@example.com', 'Publisher')
    expect(editorLink).toMatch(new RegExp(`^${server.url}/invite/[A-Za-z0-9_-]{43}$`))

    // Her own address again, written otherwise: refused under the form, in words she can read on its pink (the dialog
    // sits on the site's dark page, whose scheme once gave these words Mantine's white).
    await owner.page.getByRole('button', { name: 'Account: Asha Patel' }).click()
    await owner.page.getByRole('menuitem', { name: 'People' }).click()
    const people = owner.page.getByRole('dialog', { name: 'People' })
    const form = people.getByRole('form', { name: 'Invite someone' })
    await form.getByLabel('Full name').fill('Asha Again')
    await form.getByLabel('E-mail').fill(' ASHA@Example.com ')
    await form.getByRole('button', { name: 'Invite', exact: true }).click()
    const refusal = form.getByRole('alert')
    await refusal.getByText('Asha Patel already has an account with this e-mail address. To give them another role, change it in People.', { exact: true }).waitFor()
    const contrast = await refusal.evaluate(`(() => {
      const alert = document.querySelector('[role=dialog] form [role=alert]')
      // The element that holds the words themselves, whatever Mantine wraps them in.
      const words = document.createTreeWalker(alert, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) }).nextNode().parentElement
      const rgba = (value) => value.match(/[\\d.]+/g).map(Number)
      const [r, g, b, a = 1] = rgba(getComputedStyle(alert).backgroundColor)
      const ground = [r, g, b].map((channel) => channel * a + 255 * (1 - a))
      const ink = rgba(getComputedStyle(words).color).slice(0, 3)
      const luminance = (rgb) => rgb.map((c) => c / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0)
      const [light, dark] = [luminance(ground), luminance(ink)].sort((x, y) => y - x)
      return (light + 0.05) / (dark + 0.05)
    })()`)
    expect(contrast).toBeGreaterThanOrEqual(4.5)
    await owner.page.keyboard.press('Escape')
    await people.waitFor({ state: 'hidden' })

    // A third invitation, not used yet: its link given again as a new one (the old one then opens nothing), then cancelled.
    const spareLink = await invite('Kiran Rao', 'kiran@example.com', 'Editor')
    await owner.page.getByRole('button', { name: 'Account: Asha Patel' }).click()
    await owner.page.getByRole('menuitem', { name: 'People' }).click()
    const pending = people.getByRole('list', { name: 'Invitations not used yet' }).getByRole('listitem', { name: 'Invitation of Kiran Rao' })
    await pending.getByRole('button', { name: 'New link', exact: true }).click()
    const newLink = await pending.getByLabel('New invitation link (valid for 24 hours, once)').inputValue()
    expect(newLink).toMatch(new RegExp(`^${server.url}/invite/[A-Za-z0-9_-]{43}$`))
    expect(newLink).not.toBe(spareLink)
    expect((await request(`${server.url}/api/invitations/${spareLink.split('/invite/')[1]}`)).status).toBe(410)
    await owner.page.keyboard.press('Escape')
    await people.waitFor({ state: 'hidden' })
    await owner.page.getByRole('button', { name: 'Account: Asha Patel' }).click()
    await owner.page.getByRole('menuitem', { name: 'People' }).click()
    await pending.getByRole('button', { name: 'Cancel invitation', exact: true }).click()
    await pending.waitFor({ state: 'detached' })
    expect((await request(`${server.url}/api/invitations/${newLink.split('/invite/')[1]}`)).status).toBe(410)
    await owner.page.keyboard.press('Escape')
    await people.waitFor({ state: 'hidden' })

    // The editor on a phone, with a password; the publisher with a passkey.
    const editor = await accept(editorLink, 'password', phone)
    const publisher = await accept(publisherLink, 'passkey')

    // Each changes their own draft, at the same time.
    await Promise.all([retype(owner.page, 'Our Packages', 'Owner’s Packages'), retype(publisher.page, 'Our Packages', 'Publisher’s Packages')])
    await retype(editor.page, 'Our Packages', 'Editor’s Packages')

    // Each draft has its own change, exactly the one line npm start writes; the branch is untouched.
    const ids = { owner: 1, editor: 2, publisher: 3 }
    await expect.poll(() => changedLines(original, draftFile(ids.owner))).toEqual({ removed: ['        heading: Our Packages'], added: ['        heading: Owner’s Packages'] })
    await expect.poll(() => changedLines(original, draftFile(ids.editor))).toEqual({ removed: ['        heading: Our Packages'], added: ['        heading: Editor’s Packages'] })
    await expect.poll(() => changedLines(original, draftFile(ids.publisher))).toEqual({ removed: ['        heading: Our Packages'], added: ['        heading: Publisher’s Packages'] })
    expect(remote.siteFile()).toBe(original)
    // And each page shows its own draft: the owner's page never saw the others' changes.
    expect(await owner.page.locator('main h2', { hasText: /Packages$/ }).first().textContent()).toBe('Owner’s Packages')

    // The dock counts the change.
    await owner.page.getByText('Asha Patel’s draft · 1 change since the published version').waitFor()

    // The server is killed and started again: every draft and every session is still there.
    server = await server.restart()
    for (const [person, words] of [
      [owner, 'Owner’s Packages'],
      [editor, 'Editor’s Packages'],
      [publisher, 'Publisher’s Packages'],
    ] as const) {
      await person.page.reload()
      await editorReady(person.page)
      await person.page.locator('main h2', { hasText: new RegExp(`^${words}$`) }).waitFor()
    }
    await owner.page.getByText('Asha Patel’s draft · 1 change since the published version').waitFor()

    // Undo after the restart: the history came back with the draft, and the file is the branch's again, byte for byte.
    await button(owner.page, 'Edit page').waitFor()
    if ((await button(owner.page, 'Edit page').getAttribute('aria-pressed')) !== 'true') await button(owner.page, 'Edit page').click()
    await button(owner.page, 'Undo').click()
    await expect.poll(() => draftFile(ids.owner)).toBe(original)
    await owner.page.locator('main h2', { hasText: /^Our Packages$/ }).waitFor()
  })
})
