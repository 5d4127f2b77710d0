// The editing server's slow steps as a person on a phone meets them (issue 46: none over 2 s, and every wait over a
// second says what is happening), run by `npm run budgets:editing-server`, after its other budgets, or alone with
// `npm run budgets:editing-server-waits`. The phone profile (tools/phone-profile.ts: CPU 4x slower, Slow 4G) on each
// page; the server in its own process, with the site's real build, against a bare repository over HTTP. Median of 5:
//   - Ask to publish: the click on "Ask to publish" → "Waiting for review by …" in the dialog's place;
//   - Share preview: the click on "Make a link" → the link shown;
//   - Publish history: the click on "Publish history" → its first publish listed;
//   - Publish: the click on "Publish" → "Published: …" in the dock.
// For each, what the screen said one second after the click, when the step was not done by then.
import { loadavg } from 'node:os'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { parse } from 'yaml'
import { launchBrowser } from './browser'
import { acceptWithPassword, dockButton, inviteFromTerminal, makeRemote, projectDir, request, startEditServer, type EditServer } from './editing-server'
import { median } from './median'
import { applyPhoneProfile, phoneProfile, phoneSummary } from './phone-profile'

const load = () => loadavg().map((value) => value.toFixed(2)).join(', ')
const runs = Number(process.env.EDIT_WAITS_RUNS ?? 5)
const site = parse(readFileSync(join(projectDir, 'site.yaml'), 'utf8')) as { pages: { path: string; sections: Record<string, unknown>[] }[] }
const pageAt = (path: string) => site.pages.findIndex((page) => page.path === path)
const aboutTitle = ['pages', pageAt('/about'), 'sections', 0, 'title']
const standardPrice = ['pages', pageAt('/pricing'), 'sections', 1, 'plans', 0, 'price']

interface Person {
  cookie: string
  csrf: string
  page: Page
}

/** A person of `role` signed in on a throttled phone, their editor open on /pricing. */
async function onPhone(browser: Browser, server: EditServer, name: string, role: string): Promise<Person> {
  const { cookie, csrf } = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, name, `${name.split(' ')[0].toLowerCase()}@example.com`, role), 'a long password 42')
  const context = await browser.newContext(phoneProfile)
  const [cookieName, value] = cookie.split('=')
  await context.addCookies([{ name: cookieName, value, url: server.url, httpOnly: true, sameSite: 'Strict' }])
  const page = await context.newPage()
  await applyPhoneProfile(page)
  await page.goto(`${server.url}/pricing`)
  await page.waitForSelector('html[data-draft-events="open"]', { timeout: 120_000 })
  return { cookie, csrf, page }
}

/** A change to a person's draft, as the editor's panel sends it (not timed: the steps after it are). */
async function changeDraft(server: EditServer, person: Person, path: (string | number)[], value: string) {
  const state = await request(`${server.url}/__site-edit/state`, { origin: server.url, ...person, body: {} })
  const answer = await request(`${server.url}/__site-edit/change`, { origin: server.url, ...person, body: { version: state.json?.version, change: { kind: 'set', path, value } } })
  if (answer.status !== 200) throw new Error(`The change was refused: ${answer.text}`)
}

/** The time from `click` to `done` resolving, and what `said` showed one second in, if it was not done by then. */
async function timed(click: () => Promise<void>, done: Promise<unknown> | (() => Promise<unknown>), said: Locator) {
  const started = performance.now()
  await click()
  let finished = false
  const waiting = (typeof done === 'function' ? done() : done).then(() => (finished = true))
  // What a status line says (role="status", the words of a wait), else the start of what is shown.
  const oneSecondIn = new Promise((resolve) => setTimeout(resolve, Math.max(0, started + 1000 - performance.now()))).then(async () => {
    if (finished) return undefined
    const statuses = (await said.getByRole('status').allInnerTexts().catch(() => [])).map((text) => text.trim()).filter(Boolean)
    const words = statuses.length > 0 ? statuses.join(' | ') : await said.innerText({ timeout: 1000 }).catch(() => '(nothing)')
    return words.replace(/\s+/g, ' ').trim().slice(0, 160)
  })
  await waiting
  return { ms: Math.round(performance.now() - started), said: await oneSecondIn }
}

const report = (what: string, results: { ms: number; said?: string }[]) => {
  const times = results.map((result) => result.ms)
  console.log(`${what} (ms): ${times.join(', ')}; median ${median(times)} (budget 2000); load ${load()}`)
  for (const said of new Set(results.map((result) => result.said).filter(Boolean))) console.log(`  one second in, the screen said: “${said}”`)
}

console.log(`load average at the start: ${load()}; phone: ${phoneSummary}; ${runs} runs of each`)
const remote = await makeRemote('waits')
const server = await startEditServer({ repo: remote.url })
const browser = await launchBrowser()
try {
  const owner = await onPhone(browser, server, 'Asha Patel', 'owner')
  const editor = await onPhone(browser, server, 'Ravi Shah', 'editor')
  const sharer = await onPhone(browser, server, 'Meera Joshi', 'editor')
  const asks: { ms: number; said?: string }[] = []
  const shares: { ms: number; said?: string }[] = []
  const histories: { ms: number; said?: string }[] = []
  const publishes: { ms: number; said?: string }[] = []
  for (let run = 0; run < runs; run++) {
    // Ask to publish, a new change each time (a change withdraws the request before).
    await changeDraft(server, editor, aboutTitle, `About us ${run}`)
    await editor.page.reload()
    await editor.page.waitForSelector('html[data-draft-events="open"]')
    await (await dockButton(editor.page, 'Review and publish')).click()
    const review = editor.page.getByRole('dialog', { name: 'Review and publish' })
    const ask = review.getByRole('button', { name: 'Ask to publish', exact: true })
    await ask.waitFor({ timeout: 60_000 })
    asks.push(await timed(() => ask.click(), editor.page.getByText(/^Waiting for review by /).first().waitFor({ timeout: 120_000 }), review))
    await editor.page.keyboard.press('Escape')

    // Share preview.
    await changeDraft(server, sharer, aboutTitle, `Shared ${run}`)
    await (await dockButton(sharer.page, 'Share preview')).click()
    const sharing = sharer.page.getByRole('dialog', { name: 'Share preview' })
    const make = sharing.getByRole('button', { name: /^Make (a|another) link$/ })
    await make.waitFor()
    shares.push(await timed(() => make.click(), sharing.getByLabel('Preview link').waitFor({ timeout: 120_000 }), sharing))
    await sharer.page.keyboard.press('Escape')
    await sharing.waitFor({ state: 'hidden' })

    // Publish, then Publish history (with one more publish in it each time).
    await changeDraft(server, owner, standardPrice, `₹${30 + run},999`)
    await owner.page.reload()
    await owner.page.waitForSelector('html[data-draft-events="open"]')
    await (await dockButton(owner.page, 'Review and publish')).click()
    const publishing = owner.page.getByRole('dialog', { name: 'Review and publish' })
    const publish = publishing.getByRole('button', { name: 'Publish', exact: true })
    await publish.waitFor({ timeout: 60_000 })
    publishes.push(await timed(() => publish.click(), owner.page.getByText(/^Published: /).waitFor({ timeout: 120_000 }), publishing))
    await owner.page.waitForSelector('html[data-draft-events="open"]')
    const history = await dockButton(owner.page, 'Publish history')
    const listed = owner.page.getByRole('dialog', { name: 'Publish history' })
    histories.push(await timed(() => history.click(), listed.getByRole('listitem').first().waitFor({ timeout: 120_000 }), listed))
    await owner.page.keyboard.press('Escape')
    await listed.waitFor({ state: 'hidden' })
  }
  // The server's share of each: its answer's time, as its log line gives it.
  const served = (method: string, url: string) => {
    const times = server.output.filter((line) => line.includes(`"url":"${url}"`) && line.includes(`"method":"${method}"`) && line.includes('"ms"')).map((line) => Math.round(Number(JSON.parse(line).ms)))
    return `  of which the server's answer (ms): ${times.join(', ')}`
  }
  report('Ask to publish: the click → "Waiting for review by …"', asks)
  console.log(served('POST', '/api/publish/ask'))
  report('Share preview: "Make a link" → the link shown', shares)
  console.log(served('POST', '/api/previews'))
  report('Publish: the click → "Published: …" in the dock', publishes)
  console.log(served('POST', '/api/publish'))
  report('Publish history: the click → its first publish listed', histories)
  console.log(served('GET', '/api/history'))
} finally {
  await browser.close()
  await server.kill()
  await remote.close()
}
