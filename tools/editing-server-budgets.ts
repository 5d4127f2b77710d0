// npm run budgets:editing-server: the editing server's budgets, measured against a real git remote (a bare repository
// over HTTP) with the server in its own process. Run it on a quiet machine: it prints the load average.
//   - from the sign-in page to the editor drawn, with a passkey (Chromium's virtual authenticator): median of 10, budget 1.5 s;
//   - a price changed in the section panel, until the page shows it: median of 10, budget 200 ms;
//   - a cold start to serving, with the clone already in the data folder: median of 5, budget 5 s;
//   - the server's memory with three people editing: budget 300 MB RSS;
//   - 20 people signed in, each making a change a second for 60 s: every change applied or clearly refused, none
//     lost, p95 within 300 ms (EDIT_LOAD_SECONDS for a shorter run).
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { parse } from 'yaml'
import { launchBrowser } from './browser'
import { priceChangeTimes } from './panel-timing'
import { acceptWithPassword, addPasskeyDevice, inviteFromTerminal, makeRemote, request, startEditServer, type EditServer } from './editing-server'
import { median } from './median'

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]
const load = () => loadavg().map((value) => value.toFixed(2)).join(', ')
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

/** The place of the pricing page's "Our Packages" heading in site.yaml. */
const pricingHeading = (() => {
  const site = parse(readFileSync(join(process.cwd(), 'site.yaml'), 'utf8')) as { pages: { path: string; sections: { heading?: string }[] }[] }
  const page = site.pages.findIndex((candidate) => candidate.path === '/pricing')
  return ['pages', page, 'sections', site.pages[page].sections.findIndex((section) => section.heading === 'Our Packages'), 'heading']
})()

console.log(`load average at the start: ${load()}`)
const remote = await makeRemote('budgets')
let server: EditServer = await startEditServer({ repo: remote.url })
const browser = await launchBrowser()
try {
  // Cold start, the clone already in the data folder.
  const starts: number[] = []
  for (let run = 0; run < (process.env.EDIT_BUDGETS_QUICK ? 1 : 5); run++) {
    await server.kill()
    const started = performance.now()
    server = await startEditServer({ repo: remote.url, dataDir: server.dataDir, port: server.port })
    while ((await request(`${server.url}/healthz`).catch(() => ({ status: 0 }))).status !== 200) await new Promise((done) => setTimeout(done, 20))
    starts.push(Math.round(performance.now() - started))
  }
  console.log(`cold start → /healthz answers (ms): ${starts.join(', ')}; median ${median(starts)} (budget 5000); load ${load()}`)

  // Sign in with a passkey: the click on "Sign in with a passkey" → the editor drawn over the draft.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await addPasskeyDevice(context, page)
  await page.goto(inviteFromTerminal(server.dataDir, 'Asha Patel', 'asha@example.com', 'owner'))
  await page.getByRole('button', { name: 'Create a passkey', exact: true }).click()
  await page.waitForSelector('html[data-editor-ready]')
  const signIns: number[] = []
  for (let run = 0; run < (process.env.EDIT_BUDGETS_QUICK ? 3 : 10); run++) {
    // Sign-in attempts are limited to 10 a minute from one address (the invitation's was one): the second five wait.
    if (run === 5 && !process.env.EDIT_BUDGETS_QUICK) await new Promise((done) => setTimeout(done, 61_000))
    await context.clearCookies()
    await page.goto(`${server.url}/sign-in?next=%2Fpricing`)
    const button = page.getByRole('button', { name: 'Sign in with a passkey', exact: true })
    await button.waitFor()
    const started = performance.now()
    await button.click()
    await page.waitForSelector('html[data-editor-ready]')
    await page.getByRole('button', { name: 'Edit page', exact: true }).waitFor()
    signIns.push(Math.round(performance.now() - started))
  }
  console.log(`sign-in page → the editor drawn, with a passkey (ms): ${signIns.join(', ')}; median ${median(signIns)} (budget 1500); load ${load()}`)

  console.log(`a price changed in the panel → shown on the page (ms): ${(await panelChanges(page)).join(', ')}`)
  // The server's share of it: each change request's time as its log line gives it.
  const served = server.output.filter((line) => line.includes('"url":"/__site-edit/change"')).map((line) => Number(JSON.parse(line).ms))
  console.log(`  of which the server's answer to each change (ms): ${served.join(', ')}`)

  // Memory with three people editing: two more, each with changes of their own.
  for (const name of ['Ravi Shah', 'Meera Joshi']) {
    const { cookie, csrf } = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, name, `${name.split(' ')[0].toLowerCase()}@example.com`, 'editor'), 'a long password 42')
    await changes(server, cookie, csrf, 10)
  }
  console.log(`memory with three people editing: ${rssMb(server.process.pid!).toFixed(0)} MB RSS (budget 300); load ${load()}`)

  // 20 people, a change a second each.
  const seconds = Number(process.env.EDIT_LOAD_SECONDS ?? 60)
  const people = await Promise.all(
    // Each from an address of its own, as 20 people are (one address may try 10 sign-ins a minute).
    Array.from({ length: 20 }, (_, index) => acceptFrom(`127.0.0.${20 + index}`, inviteFromTerminal(server.dataDir, `Person ${index + 1}`, `person${index + 1}@example.com`, 'editor'))),
  )
  const times: number[] = []
  const outcome = { applied: 0, refused: 0, failed: 0, lost: 0 }
  let peak = 0
  await Promise.all(
    people.map(async ({ cookie, csrf }, index) => {
      let version = String((await request(`${server.url}/__site-edit/state`, { origin: server.url, cookie, csrf, body: {} })).json?.version)
      let last = ''
      for (let second = 0; second < seconds; second++) {
        const due = performance.now() + 1000
        const value = `Packages ${index}-${second}`
        const started = performance.now()
        const answer = await request(`${server.url}/__site-edit/change`, { origin: server.url, cookie, csrf, body: { version, change: { kind: 'set', path: pricingHeading, value } } })
        times.push(performance.now() - started)
        if (answer.status === 200) {
          outcome.applied++
          version = String(answer.json?.version)
          last = value
        } else if (answer.json?.message) outcome.refused++
        else outcome.failed++
        peak = Math.max(peak, rssMb(server.process.pid!))
        await new Promise((done) => setTimeout(done, Math.max(0, due - performance.now())))
      }
      // None lost: the draft holds the last change applied.
      const text = (await request(`${server.url}/__site-edit/state`, { origin: server.url, cookie, csrf, body: {} })).json?.text as string
      if (last && !text.includes(`heading: ${last}\n`)) outcome.lost++
    }),
  )
  console.log(
    `20 people × a change a second × ${seconds} s: ${outcome.applied} applied, ${outcome.refused} refused in words, ${outcome.failed} failed, ${outcome.lost} drafts missing their last change; ` +
      `p50 ${median(times).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (budget 300), peak ${peak.toFixed(0)} MB RSS; load ${load()}`,
  )
} finally {
  await browser.close()
  await server.kill()
  await remote.close()
}

/** Accepts an invitation with a password from a given address of this machine; the session's cookie and CSRF token. */
function acceptFrom(localAddress: string, link: string): Promise<{ cookie: string; csrf: string }> {
  const body = JSON.stringify({ password: 'a long password 42' })
  return new Promise((done, fail) => {
    const asked = httpRequest(
      `${server.url}/api/invitations/${link.split('/invite/')[1]}/password`,
      { method: 'POST', localAddress, headers: { origin: server.url, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (answer) => {
        answer.resume()
        const cookie = (answer.headers['set-cookie'] ?? []).find((line) => line.includes('edit-session='))?.split(';')[0]
        if (answer.statusCode !== 200 || !cookie) return fail(new Error(`The invitation was refused (${answer.statusCode}).`))
        void request(`${server.url}/api/me`, { cookie }).then((me) => done({ cookie, csrf: String(me.json?.csrf) }), fail)
      },
    )
    asked.on('error', fail)
    asked.end(body)
  })
}

async function changes(server: EditServer, cookie: string, csrf: string, count: number) {
  let version = String((await request(`${server.url}/__site-edit/state`, { origin: server.url, cookie, csrf, body: {} })).json?.version)
  for (let change = 0; change < count; change++) {
    const answer = await request(`${server.url}/__site-edit/change`, { origin: server.url, cookie, csrf, body: { version, change: { kind: 'set', path: pricingHeading, value: `Packages ${change}` } } })
    version = String(answer.json?.version)
  }
}

/** A price changed in the pricing table's panel, 10 times: leaving the field → the page drawn with it (as npm run dev-loop measures npm start). */
async function panelChanges(page: Page): Promise<number[]> {
  await page.waitForSelector('html[data-draft-events="open"]')
  const editSwitch = page.getByRole('button', { name: 'Edit page', exact: true })
  if ((await editSwitch.getAttribute('aria-pressed')) !== 'true') await editSwitch.click()
  const toolbar = page.locator('#site-editor').getByRole('toolbar', { name: 'Section 2: Pricing table', exact: true })
  // The toolbar shows (and takes a click) once its section is pointed at.
  await page.locator('main h2', { hasText: /^Our Packages$/ }).hover()
  await toolbar.getByRole('button', { name: 'Edit section' }).click()
  const panel = page.getByRole('complementary', { name: 'Edit section 2 (Pricing table)', exact: true })
  const times = await priceChangeTimes(panel)
  console.log(`median ${median(times)} ms (budget 200); load ${load()}`)
  return times
}
