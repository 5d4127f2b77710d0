import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { draftNoticeWords } from '../../../server/routes/api-previews'
import { undoWords } from '../../../server/undo'
import { developerWordsIn } from '../../../src/site/schema-labels'
import { desktop, useBrowser } from '../../../tools/browser'
import { acceptWithPassword, inviteFromTerminal, makeRemote, startEditServer, type EditServer, type Remote } from '../../../tools/editing-server'
import { cutOffTexts } from '../cut-off'
import { hiddenPagePart } from '../screen-checks'
import { changePriceInPanel, editorsDay, playwrightPhone, shows, tap, waitWithWords } from './days-work'

// "A day's work" (issue 46), in Chromium: Ravi, an editor, on a phone at 390 px (touch), and Asha, the owner, on a
// desktop at 1280 px, against a bare repository over HTTP. Ravi's half is days-work.ts, which Firefox runs too
// (firefox.e2e.ts); Asha's is here: the request counted in her open dock with no reload, published from its words,
// her own price published while Ravi's draft is behind, Publish history and its undo, and Share preview. At each of
// her steps: no words of the interface cut off, the section she edits not covered, and words for every wait.

const phone390: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
const password = 'a long password 42'
const newContext = useBrowser(30_000)
let remote: Remote
let server: EditServer

beforeAll(async () => {
  remote = await makeRemote('days-work')
  server = await startEditServer({ repo: remote.url })
}, 60_000)
afterAll(async () => {
  await server?.kill()
  await remote?.close()
})

/** No words of the editing interface cut off (its dock, panel, and dialogs: all under #site-editor). */
async function nothingCutOff(page: Page, step: string) {
  expect(await page.evaluate(cutOffTexts, '#site-editor'), `${step}: words cut off`).toEqual([])
}

test("a day's work: an editor on a phone and the owner on a desktop, from the first change to signing out", { timeout: 300_000 }, async () => {
  const [ravi, asha] = [
    { name: 'Ravi Shah', email: 'ravi@example.com', password },
    { name: 'Asha Patel', email: 'asha@example.com', password },
  ]
  await acceptWithPassword(server, inviteFromTerminal(server.dataDir, ravi.name, ravi.email, 'editor'), password)
  const owner = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, asha.name, asha.email, 'owner'), password)

  // Asha's editor is open on her desktop all day.
  const desk = await newContext(desktop)
  const [cookieName, value] = owner.cookie.split('=')
  await desk.addCookies([{ name: cookieName, value, url: server.url, httpOnly: true, sameSite: 'Strict' }])
  const page = await desk.newPage()
  const her = playwrightPhone(page, false)
  await page.goto(`${server.url}/pricing`)
  await page.waitForSelector('html[data-draft-events="open"]')
  await page.getByRole('button', { name: 'Waiting for review', exact: true }).waitFor()
  await nothingCutOff(page, 'the owner’s dock')

  const publisher = {
    name: asha.name,
    async publishRequest() {
      // Counted in her open dock within seconds, with no reload.
      const waiting = page.getByRole('button', { name: 'Waiting for review (1)', exact: true })
      await waiting.waitFor({ timeout: 5_000 })
      await waiting.click()
      const dialog = page.getByRole('dialog', { name: 'Waiting for review' })
      const request = dialog.getByRole('listitem', { name: 'Ravi Shah’s draft' })
      await request.getByText('Pricing › Pricing table › Standard › Price: ₹24,999 → ₹26,999').waitFor()
      expect(developerWordsIn(await dialog.innerText()), 'code words in the review list').toEqual([])
      await nothingCutOff(page, 'the review list')
      // Its preview opens at the changed page, and says it is not the site.
      const preview = await request.getByRole('link', { name: 'Preview Ravi Shah’s draft' }).getAttribute('href')
      const shown = await desk.newPage()
      await shown.goto(`${server.url}${preview}`)
      await shown.locator('main', { hasText: '₹26,999' }).waitFor({ timeout: 120_000 })
      expect(new URL(shown.url()).pathname).toMatch(/\/pricing$/)
      expect(await shown.locator('body > :first-child').innerText()).toBe(draftNoticeWords)
      await shown.close()
      await waitWithWords(her, 'publishing a request', () => request.getByRole('button', { name: 'Publish', exact: true }).click(), 'Published Ravi Shah’s draft: Pricing: Standard price ₹24,999 → ₹26,999')
      await page.keyboard.press('Escape')
      // Her own dock: no "someone has published a newer version" (the someone was her).
      await page.getByRole('button', { name: 'Waiting for review', exact: true }).waitFor()
      expect(await page.getByText(/Someone has published a newer version/).count()).toBe(0)
    },
    async publishPrice(price: string) {
      await page.reload()
      await page.waitForSelector('html[data-draft-events="open"]')
      const panel = await changePriceInPanel(page, price)
      // The price she changed is in sight beside the panel, and nothing of the interface covers it.
      expect(await page.evaluate(hiddenPagePart, price), 'the owner’s changed price in sight').toBe('')
      await nothingCutOff(page, 'the owner’s panel')
      await panel.getByRole('button', { name: 'Close', exact: true }).click()
      await tap(her, '#site-editor', 'Review and publish')
      const dialog = page.getByRole('dialog', { name: 'Review and publish' })
      await dialog.getByText(`Pricing › Pricing table › Standard › Price: ₹26,999 → ${price}`).waitFor()
      await nothingCutOff(page, 'the owner’s review')
      await waitWithWords(her, 'publishing', () => dialog.getByRole('button', { name: 'Publish', exact: true }).click(), `Published: Pricing: Standard price ₹26,999 → ${price}`)
    },
  }

  // Ravi's half, on his phone.
  const phonePage = await (await newContext(phone390)).newPage()
  const waits = await editorsDay(playwrightPhone(phonePage, true), server.url, ravi, publisher)

  // Asha's Publish history: every publish in words, and her last one undone.
  await shows(her, `Published: Pricing: Standard price ₹26,999 → ₹29,999`, '#site-editor')
  const historyWait = await waitWithWords(her, 'Publish history', () => tap(her, '#site-editor', 'Publish history'), 'Pricing: Standard price ₹26,999 → ₹29,999', '[role="dialog"]')
  const history = page.getByRole('dialog', { name: 'Publish history' })
  expect(developerWordsIn(await history.innerText()), 'code words in the Publish history').toEqual([])
  await nothingCutOff(page, 'the Publish history')
  const last = history.getByRole('listitem').first()
  expect(await last.getByRole('heading').innerText()).toBe('Pricing: Standard price ₹26,999 → ₹29,999')
  // Ravi's draft, brought up to date with his price kept, is not published: her price is the site's until she undoes it.
  expect(remote.siteFile()).toContain('price: "₹29,999"')
  await waitWithWords(her, 'Undo this publish', () => last.getByRole('button', { name: 'Undo this publish', exact: true }).click(), 'Published: Undo: Pricing: Standard price ₹26,999 → ₹29,999')
  expect(remote.siteFile()).toContain('price: "₹26,999"')
  expect(await history.getByText(undoWords.busy).count()).toBe(0)
  await page.keyboard.press('Escape')
  await history.waitFor({ state: 'hidden' })

  // Share preview makes no link when opened; "Make a link" does, in words while it is made.
  await tap(her, '#site-editor', 'Share preview')
  const sharing = page.getByRole('dialog', { name: 'Share preview' })
  await sharing.getByRole('button', { name: 'Make a link', exact: true }).waitFor()
  expect(await sharing.getByLabel('Preview link').count()).toBe(0)
  await nothingCutOff(page, 'Share preview')
  const shareWait = await waitWithWords(her, 'Make a link', () => sharing.getByRole('button', { name: 'Make a link', exact: true }).click(), 'Anyone with this link can see your draft')
  await nothingCutOff(page, 'Share preview with its link')

  console.log(`a day's work, the waits (ms): ${Object.entries({ ...waits, 'Publish history': historyWait, 'Make a link': shareWait }).map(([what, ms]) => `${what} ${ms}`).join(', ')}`)
})
