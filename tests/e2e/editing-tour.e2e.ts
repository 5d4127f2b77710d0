import { readFileSync } from 'node:fs'
import { dockButton } from '../../tools/editing-server'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { uploadFolder } from '../../src/engine/contract/site-edit'
import { exampleYaml, sectionExamples } from '../../src/site/section-examples'
import { desktop, fastAnimations, useBrowser } from '../../tools/browser'
import { openConnected } from '../../tools/dev-server'
import { changedLines, devSiteCopy, pointAt } from './dev-site-copy'

// The editor's tour, tried as a new user would on the real site: in `npm start`, every way of reshaping a page from the
// preview, one after another, each checked as the exact lines it changes in site.yaml; then the history undoes them
// all and the file is its very bytes again.
const site = devSiteCopy('editing-tour')
const { original, read } = site
const newContext = useBrowser(30_000)

const toolbar = (page: Page, name: string) => page.locator('#site-editor').getByRole('toolbar', { name, exact: true })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** The lines the next change makes, once it is in the file. */
async function nextChange(before: string) {
  await expect.poll(read).not.toBe(before)
  return changedLines(before, read())
}

/** The lines of a block of site.yaml: from the line that starts it, `count` lines. */
function linesFrom(text: string, first: string, count: number): string[] {
  const lines = text.split('\n')
  const at = lines.indexOf(first)
  expect(at, first).toBeGreaterThan(-1)
  return lines.slice(at, at + count)
}

test('a new user reshapes the site from the preview; every change is its exact lines; the history undoes them all', { timeout: 240_000 }, async () => {
  expect(read()).toBe(original)
  const page = await (await newContext(desktop)).newPage()
  await fastAnimations(page)
  await openConnected(page, site.dev.url + '/pricing', 30_000)
  await button(page, 'Edit page').click()
  await toolbar(page, 'Section 2: Pricing table').waitFor({ timeout: 10_000 })

  // 1. Move the pricing table up: the hero's lines go below it, nothing else changes.
  let before = read()
  await (await pointAt(toolbar(page, 'Section 2: Pricing table'))).getByRole('button', { name: 'Move up' }).click()
  const hero = linesFrom(before, '        badge: Pricing', 3)
  const moved = await nextChange(before)
  // The hero's four lines and the blank line between the two sections, now after the table.
  expect(moved.removed).toEqual(['      - type: hero', ...hero, ''])
  expect(moved.added).toEqual(['', '      - type: hero', ...hero])
  await toolbar(page, 'Section 1: Pricing table').waitFor()

  // 2. Duplicate a question, in the FAQ's panel: its two lines once more.
  before = read()
  const faq = toolbar(page, 'Section 6: Questions and answers')
  await (await pointAt(faq)).getByRole('button', { name: 'Edit section' }).click()
  const faqPanel = page.getByRole('complementary', { name: 'Edit section 6 (Questions and answers)', exact: true })
  await faqPanel.waitFor()
  const firstQuestion = faqPanel.getByRole('group', { name: /^Question and answer 1: / })
  await firstQuestion.getByRole('button', { name: 'Duplicate' }).click()
  const question = (await nextChange(before)).added
  expect(question).toHaveLength(2)
  expect(question[0]).toMatch(/^ {10}- question: /)
  expect(read().split('\n').filter((line) => line === question[0])).toHaveLength(2)
  await faqPanel.getByRole('button', { name: 'Close' }).click()

  // 3. Add a FAQ section from "Add a section": the catalogue's example, below the last section, its panel open.
  before = read()
  await (await pointAt(toolbar(page, 'Section 7: Call to action'))).getByRole('button', { name: 'Add section below' }).click()
  await page.getByRole('dialog', { name: 'Add a section' }).getByRole('button', { name: 'Questions and answers', exact: true }).click()
  const faqAdded = await nextChange(before)
  // The example as the catalogue writes it, its id made free (the page has a faq section already), then a blank line.
  const example = sectionExamples().find((candidate) => candidate.type === 'faq')!.example
  const written = exampleYaml({ ...example, id: 'faq-2' }).trimEnd().split('\n').map((line) => (line ? `      ${line}` : line))
  expect(faqAdded).toEqual({ removed: [], added: [...written, ''] })
  await page.getByRole('complementary', { name: 'Edit section 8 (Questions and answers)', exact: true }).waitFor()
  await page.getByRole('complementary', { name: 'Edit section 8 (Questions and answers)', exact: true }).getByRole('button', { name: 'Close' }).click()

  // 4. Change a price in the pricing table's form.
  before = read()
  await (await pointAt(toolbar(page, 'Section 1: Pricing table'))).getByRole('button', { name: 'Edit section' }).click()
  const pricing = page.getByRole('complementary', { name: 'Edit section 1 (Pricing table)', exact: true })
  await pricing.getByRole('button', { name: 'Plan 1: Standard' }).click()
  await pricing.locator('[data-path="plans.0.price"]').fill('₹27,999')
  await pricing.locator('[data-path="plans.0.price"]').press('Enter')
  expect(await nextChange(before)).toEqual({ removed: ['            price: "₹24,999"'], added: ['            price: "₹27,999"'] })
  await page.locator('main').getByText('₹27,999').first().waitFor()
  await pricing.getByRole('button', { name: 'Close' }).click()

  // 5. Rename a heading in place.
  before = read()
  await page.locator('main h2', { hasText: /^Our Packages$/ }).click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Our Plans')
  await page.keyboard.press('Enter')
  expect(await nextChange(before)).toEqual({ removed: ['        heading: Our Packages'], added: ['        heading: Our Plans'] })

  // 6. Hide a section, and show it again.
  before = read()
  await (await pointAt(toolbar(page, 'Section 3: Text and picture'))).getByRole('button', { name: 'Hide' }).click()
  const hidden = await nextChange(before)
  expect(hidden.removed).toEqual([])
  expect(hidden.added).toEqual(['        hidden: true'])
  before = read()
  await (await pointAt(toolbar(page, 'Section 3: Text and picture'))).getByRole('button', { name: 'Show' }).click()
  expect(await nextChange(before)).toEqual({ removed: ['        hidden: true'], added: [] })

  // 7. Add a client logo from a new file, on /clients: a new item, then the file uploaded into it and its alt text.
  await page.goto(site.dev.url + '/clients')
  await (await pointAt(toolbar(page, 'Section 2: Logo wall'))).getByRole('button', { name: 'Edit section' }).click()
  const logos = page.getByRole('complementary', { name: 'Edit section 2 (Logo wall)', exact: true })
  await logos.waitFor()
  const count = (before = read()).split('\n').filter((line) => line.startsWith('          - { src: /clients/')).length
  await logos.getByRole('button', { name: 'Add logo', exact: true }).click()
  const addedLogo = await nextChange(before)
  expect(addedLogo).toEqual({ removed: [], added: ['          - { src: /clients/client-01.svg, alt: Shree Foods }'] })
  const newLogo = logos.locator(`[data-picture="logos.${count}"]`)
  await newLogo.waitFor()
  before = read()
  await newLogo.getByLabel('Upload a picture').setInputFiles({ name: 'Mehta Dental.png', mimeType: 'image/png', buffer: png })
  // The copied logo's description goes with its picture: Shree Foods' name must not stay under Mehta Dental's logo.
  expect(await nextChange(before)).toEqual({ removed: addedLogo.added, added: [`          - { src: /${uploadFolder}/mehta-dental.png, alt: "" }`] })
  expect(readFileSync(join(site.publicDir!, uploadFolder, 'mehta-dental.png'))).toEqual(png)
  before = read()
  const alt = newLogo.locator(`[data-path="logos.${count}.alt"]`)
  await alt.fill('Mehta Dental')
  await alt.press('Enter')
  expect(await nextChange(before)).toEqual({ removed: [`          - { src: /${uploadFolder}/mehta-dental.png, alt: "" }`], added: [`          - { src: /${uploadFolder}/mehta-dental.png, alt: Mehta Dental }`] })
  await page.locator('main').getByRole('img', { name: 'Mehta Dental', exact: true }).waitFor()
  await logos.getByRole('button', { name: 'Close' }).click()

  // 8. Add a page, from the Pages panel.
  before = read()
  await (await dockButton(page, 'Pages')).click()
  const pages = page.getByRole('complementary', { name: 'Pages', exact: true })
  await pages.getByRole('button', { name: 'Add a page', exact: true }).click()
  await pages.getByRole('textbox', { name: 'Address' }).fill('/careers')
  await pages.getByRole('textbox', { name: 'Title' }).fill('Careers')
  await pages.getByRole('button', { name: 'Add the page' }).click()
  const newPage = await nextChange(before)
  expect(newPage.removed).toEqual([])
  expect(newPage.added).toContain('  - path: /careers')
  expect(newPage.added).toContain('    title: "Careers | {brand}"')

  // 9. Undo everything, from the history: back to the original bytes.
  // With a panel open the dock is a bar at its foot, the history under More.
  await (await dockButton(page, 'History')).click()
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem')
  await expect.poll(() => history.count()).toBe(11)
  await history.first().getByRole('button', { name: /^Undo back to before change 1: / }).click()
  await expect.poll(read, { timeout: 30_000 }).toBe(original)
  await expect.poll(() => button(page, 'Undo').isDisabled()).toBe(true)
})
