import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import type { Page as FirefoxPage } from 'puppeteer-core'
import { parse } from 'yaml'
import { desktop, phone, useBrowser, waitForAllAttached, watchConsole } from '../../tools/browser'
import { headScript, scriptHashSource } from '../../pipeline/headers-file'
import { serveStatic } from '../../pipeline/static-server'
import { runBuild } from '../../tools/run-build'
import { shadesOf, whiteContrast } from '../../src/theme/shades'
import { localToday, resolveDateLimit } from '../../src/forms/rules'
import type { SiteConfig } from '../../src/generated/site'
import { errorText, field, formWith } from './form-locators'
import { byRole, catchNewTab, openPage, useFirefox, waitForAllAttached as firefoxAttached, wide } from './firefox'

// A second site, a dental clinic, written in site.yaml alone (tests/fixtures/second-site/)
// with the engine unchanged, builds with its own favicon, colours, light scheme, radius, language, social networks,
// icons and form fields of every kind, and shows none of the agency's words.

const root = fileURLToPath(new URL('../..', import.meta.url))
// A site's folder as npm run new-site makes one: its site.yaml and its public/, nothing of the agency's.
const fixture = join(root, 'tests/fixtures/second-site')
const folder = mkdtempSync(join(tmpdir(), 'second-site-'))
const out = join(folder, 'dist')
const siteFile = join(fixture, 'site.yaml')
const clinic = parse(readFileSync(siteFile, 'utf8')) as SiteConfig
const openContext = useBrowser(15_000)
let server: Awaited<ReturnType<typeof serveStatic>>
let origin = ''

beforeAll(async () => {
  // Built as a person builds their site: SITE_DIR names its folder (the build writes _headers itself), with the
  // project's bundle cache (the bundles are code only: the agency's build of the same code made them).
  const build = runBuild({ SITE_DIR: fixture, SITE_OUT_DIR: out })
  if (build.status !== 0) throw new Error(`build failed:\n${build.stderr}`)
  server = await serveStatic(out)
  origin = server.url
}, 240_000)

afterAll(() => server?.server.close())

const html = (file: string) => readFileSync(join(out, file), 'utf8')

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? allFiles(join(dir, name)) : [join(dir, name)]))
}

async function open(path: string, viewport = desktop): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await openContext({ ...viewport, reducedMotion: 'reduce' })
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }))
  const page = await context.newPage()
  const problems = watchConsole(page)
  await page.goto(origin + path)
  await waitForAllAttached(page)
  return { context, page, problems }
}

describe('the built files', () => {
  test('every page has the clinic\'s language, favicon and light scheme from the first byte', () => {
    for (const file of ['index.html', 'treatments/index.html', 'book/index.html', '404.html']) {
      const page = html(file)
      expect(page).toContain('<html lang="en-IN" class="light" data-mantine-color-scheme="light">')
      expect(page).toContain('<meta name="color-scheme" content="light" />')
      expect(page).toContain('<meta name="theme-color" content="#f8f9fa" />')
      expect(page).toContain('<link rel="icon" href="/tooth.svg" type="image/svg+xml" />')
      expect(page).toContain('<meta property="og:locale" content="en_IN"/>')
    }
  })

  test('only the icons the clinic names are sent, and none of the agency\'s words anywhere', () => {
    const icons = JSON.parse(html('_data/icons.json')) as Record<string, [string, unknown]>
    expect(Object.keys(icons)).toEqual(['baby-carriage', 'clock-hour-9', 'dental', 'first-aid-kit', 'map-pin', 'phone'])
    for (const file of allFiles(out)) {
      if (!/\.(html|js|css|json|xml|txt)$/.test(file)) continue
      const text = readFileSync(file, 'utf8')
      expect(text, file).not.toContain('Agency Name')
      expect(text, file).not.toContain('ERP Development')
    }
    expect(readdirSync(out)).not.toContain('favicon.svg') // the agency's favicon is not the clinic's
  })

  test('of public/, the clinic\'s own files alone, and the _headers the build wrote', () => {
    const ownFiles = (dir: string) => allFiles(dir).map((file) => relative(dir, file)).filter((file) => !/^(assets|_data)\/|\.html$|^(_headers|robots\.txt|sitemap\.xml)$/.test(file))
    expect(ownFiles(out).sort()).toEqual(ownFiles(join(fixture, 'public')).sort())
    for (const file of ownFiles(out)) expect(readFileSync(join(out, file)), file).toEqual(readFileSync(join(fixture, 'public', file)))
    expect(readdirSync(join(fixture, 'public'))).not.toContain('_headers')
    expect(html('_headers')).toContain(`script-src 'self' ${scriptHashSource(headScript())};`)
  })
})

describe('in the browser', () => {
  test('the page is light, in the clinic\'s colours and radius', async () => {
    const { page, problems } = await open('/')
    const look = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement)
      return {
        body: getComputedStyle(document.body).backgroundColor,
        scheme: document.documentElement.dataset.mantineColorScheme,
        primary6: style.getPropertyValue('--mantine-primary-color-6').trim(),
        filled: style.getPropertyValue('--mantine-primary-color-filled').trim(),
        radius: style.getPropertyValue('--mantine-radius-default').trim(),
        radiusLg: style.getPropertyValue('--mantine-radius-lg').trim(),
        radiusMd: style.getPropertyValue('--mantine-radius-md').trim(),
        accent3: style.getPropertyValue('--site-accent-3').trim(),
        lime3: style.getPropertyValue('--mantine-color-lime-3').trim(),
        button: getComputedStyle(document.querySelector('a.mantine-Button-root')!).backgroundColor,
      }
    })
    const teal = shadesOf('#0f766e')
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`
    expect(look.scheme).toBe('light')
    expect(look.body).toBe('rgb(248, 249, 250)') // Mantine's gray 0, the theme-color of the pages
    expect(look.primary6).toBe(teal[6])
    // A filled button is the first shade from 6 on that keeps its white text above 4.5:1: 7 of this teal.
    expect(look.filled).toBe(teal[7])
    expect(look.button).toBe(rgb(teal[7]))
    expect(whiteContrast(teal[7])).toBeGreaterThanOrEqual(4.5)
    expect(look.radius).toBe(look.radiusLg)
    expect(look.radius).not.toBe(look.radiusMd)
    expect(look.accent3).toBe(look.lime3)
    expect(look.lime3).toBe('#c0eb75')
    expect(problems).toEqual([])
  })

  test('the footer links the clinic\'s networks, in the order written, by their names', async () => {
    const { page } = await open('/')
    const links = page.locator('footer a[aria-label]')
    const found = await links.evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute('aria-label'), anchor.getAttribute('href')]))
    expect(found.filter(([name]) => ['YouTube', 'WhatsApp', 'Threads', 'Pinterest'].includes(name!))).toEqual(Object.entries(clinic.site.social).map(([network, to]) => [{ youtube: 'YouTube', whatsapp: 'WhatsApp', threads: 'Threads', pinterest: 'Pinterest' }[network], to]))
    await expect.poll(() => page.locator('footer svg.tabler-icon-brand-youtube').count()).toBe(1)
  })

  test('icons are drawn in the built page and by the app after a click, from the site\'s icon data', async () => {
    const { page, problems } = await open('/book')
    // A mark on this document: still there after the click, the app drew the page itself (no page was loaded).
    await page.evaluate(() => ((window as { drawnByTheApp?: boolean }).drawnByTheApp = true))
    const iconsFetched = page.waitForResponse((response) => response.url() === `${origin}/_data/icons.json` && response.ok())
    await page.getByRole('link', { name: 'Home', exact: true }).first().click()
    await page.waitForURL(origin + '/')
    await iconsFetched
    expect(await page.evaluate(() => (window as { drawnByTheApp?: boolean }).drawnByTheApp)).toBe(true)
    const cards = page.locator('#care')
    await expect.poll(() => cards.locator('svg.tabler-icon-dental').count()).toBe(1)
    expect(await cards.locator('svg.tabler-icon-baby-carriage').count()).toBe(1)
    expect(await cards.locator('svg.tabler-icon-first-aid-kit').count()).toBe(1)
    expect(problems).toEqual([])
  })

  test.each([['phone', phone], ['desktop', desktop]] as const)('on a %s every page draws without a console problem', async (_, viewport) => {
    for (const path of ['/', '/treatments', '/book', '/nowhere']) {
      const { page, problems, context } = await open(path, viewport)
      expect(await page.locator('h1').count(), path).toBe(1)
      // The not-found page is served with its status, 404, which the browser reports as a failed load.
      const expected = path === '/nowhere' ? ['console.error: Failed to load resource: the server responded with a status of 404 (Not Found)'] : []
      expect(problems, path).toEqual(expected)
      await context.close()
    }
  })
})

/** The visitor's day plus `days` (the browser runs on this machine, in its time zone), as the form counts it. */
const dayFromToday = (days: number) => resolveDateLimit(`today+${days}`, localToday())!

const chatPrefix = `https://wa.me/${clinic.site.contact.chatNumber}?text=`
const expectedChat = (visitDay: string) =>
  ['New appointment request', 'Name: Asha Patel', 'Phone: +91 98765 43210', `Date: ${visitDay}`, 'People: 2', 'Reason: Check-up', 'Newsletter: Yes please', 'Privacy policy: Accepted'].join('\n')

describe('the booking form, every kind of field, on the built page', () => {
  test('in Chromium: the messages under each field, then the chat message and the dialog', async () => {
    const { context, page, problems } = await open('/book')
    const form = await formWith(page, 'Book my visit')
    const date = field(form, 'Date of visit')
    const people = form.getByRole('spinbutton', { name: 'Number of people' })
    const reason = form.getByRole('radiogroup', { name: /^Reason for the visit/ })
    const consent = form.getByRole('checkbox', { name: 'I agree to the privacy policy' })
    // The date's limits are the visitor's tomorrow and 90 days on, set in the browser (the built page has none).
    expect([await date.getAttribute('min'), await date.getAttribute('max')]).toEqual([dayFromToday(1), dayFromToday(90)])

    await form.getByRole('button', { name: 'Book my visit' }).click()
    expect(await errorText(field(form, 'Your name'))).toBe('Please tell us your name')
    expect(await errorText(date)).toBe('Please choose a day for your visit')
    expect(await errorText(people)).toBe('How many people are coming?')
    expect(await errorText(reason)).toBe('Please choose a reason for the visit')
    expect(await errorText(consent)).toBe('Please accept the privacy policy to continue')
    // Red words a person can read on the white card: 4.5:1 at least (Mantine's own light red is 3.3:1).
    const errorColour = await page.getByText('Please choose a day for your visit').evaluate((element) => getComputedStyle(element).color)
    const hex = `#${(errorColour.match(/\d+/g) ?? []).slice(0, 3).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`
    expect(whiteContrast(hex)).toBeGreaterThanOrEqual(4.5)

    await date.fill(dayFromToday(0))
    await date.blur()
    await expect.poll(() => errorText(date)).toBe('Please choose a day from tomorrow on')
    await date.fill(dayFromToday(91))
    await date.blur()
    await expect.poll(() => errorText(date)).toBe('We book up to 90 days ahead')
    await people.fill('7')
    await people.blur()
    await expect.poll(() => errorText(people)).toBe('At most 6 people per booking')
    await people.fill('2.5')
    await people.blur()
    await expect.poll(() => errorText(people)).toBe('Please give a whole number')

    const visitDay = dayFromToday(3)
    await field(form, 'Your name').fill('Asha Patel')
    await field(form, 'Phone number').fill('+91 98765 43210')
    await date.fill(visitDay)
    await people.fill('2')
    await reason.getByRole('radio', { name: 'Check-up' }).check()
    await form.getByRole('checkbox', { name: "Send me the clinic's newsletter" }).check()
    await consent.check()
    const popup = context.waitForEvent('page')
    await form.getByRole('button', { name: 'Book my visit' }).click()
    const chat = await popup
    await chat.waitForURL(/^https:\/\/wa\.me\//)
    expect(chat.url().startsWith(chatPrefix)).toBe(true)
    expect(new URL(chat.url()).searchParams.get('text')).toBe(expectedChat(visitDay))
    await page.bringToFront()
    await page.getByRole('dialog', { name: 'Almost done' }).waitFor()
    expect(problems).toEqual([])
  })

  const firefox = useFirefox()

  test('in Firefox: a required consent left unticked is refused with its message; ticked, the chat message is sent', async () => {
    const { page, problems } = await openPage(firefox(), wide)
    await page.goto(origin + '/book')
    await firefoxAttached(page)
    const form = (await page.waitForSelector('form'))!
    const textbox = async (name: string) => (await form.waitForSelector(byRole('textbox', name)))!
    const visitDay = dayFromToday(3)
    await (await textbox('Your name')).type('Asha Patel')
    await (await textbox('Phone number')).type('+91 98765 43210')
    await setDate(page, visitDay)
    await (await form.waitForSelector(byRole('spinbutton', 'Number of people')))!.type('2')
    await (await form.waitForSelector(byRole('radio', 'Check-up')))!.click()
    await (await form.waitForSelector(byRole('checkbox', "Send me the clinic's newsletter")))!.click()
    await (await form.waitForSelector(byRole('button', 'Book my visit')))!.click()
    await page.waitForFunction(() => document.body.textContent!.includes('Please accept the privacy policy to continue'))
    await (await form.waitForSelector(byRole('checkbox', 'I agree to the privacy policy')))!.click()
    const address = await catchNewTab(page, async () => (await form.waitForSelector(byRole('button', 'Book my visit')))!.click())
    expect(address.startsWith(chatPrefix), address).toBe(true)
    expect(new URL(address).searchParams.get('text')).toBe(expectedChat(visitDay))
    expect(problems).toEqual([])
  })
})

/** Firefox's date input takes typed digits in the order of its locale: the value is set as a person's pick would end. */
async function setDate(page: FirefoxPage, day: string) {
  await page.$eval('input[type="date"]', (input, value) => {
    const element = input as HTMLInputElement
    element.focus()
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value)
    element.dispatchEvent(new Event('input', { bubbles: true }))
    element.dispatchEvent(new Event('change', { bubbles: true }))
    element.blur()
  }, day)
}
