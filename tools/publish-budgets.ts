// npm run budgets:publish: publishing's budgets. Run it on a quiet machine: it prints the load average.
//   - a one-line change published to a local bare remote (by its path), from the click on "Publish" to the push
//     done (the server's answer): median of 10, budget 2 s;
//   - a draft's 50 changes made again on a branch that moved (src/site-changes/rebase.ts): median of 10, budget 1 s.
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { dataOfText } from '../src/site-changes/change-pieces'
import { applyToText, type Change } from '../src/site-changes/operations'
import { rebase } from '../src/site-changes/rebase'
import { describeChange, type HistoryEntry } from '../src/site-changes/words'
import { desktop, launchBrowser } from './browser'
import { acceptWithPassword, inviteFromTerminal, makeRemote, projectDir, request, startEditServer } from './editing-server'
import { median } from './median'

const load = () => loadavg().map((value) => value.toFixed(2)).join(', ')
const siteText = readFileSync(join(projectDir, 'site.yaml'), 'utf8')
const site = parse(siteText) as { pages: { path: string; sections: Record<string, unknown>[] }[] }
const pricing = site.pages.findIndex((page) => page.path === '/pricing')
const price = ['pages', pricing, 'sections', 1, 'plans', 0, 'price']

console.log(`load average at the start: ${load()}`)

// 50 changes made again on a moved branch: every page's first section's title or heading (or a price), set by the
// draft, while the branch changed the pricing table's heading.
const entries: HistoryEntry[] = []
let text = siteText
for (let index = 0; entries.length < 50; index++) {
  const page = index % site.pages.length
  const section = site.pages[page].sections[0] ?? {}
  const key = ['title', 'heading'].find((candidate) => typeof section[candidate] === 'string')
  const change: Change = key ? { kind: 'set', path: ['pages', page, 'sections', 0, key], value: `Words ${index}` } : { kind: 'set', path: price, value: `₹${index},999` }
  const applied = applyToText(text, change)
  entries.push(describeChange(change, applied.inverse, dataOfText(text), dataOfText(applied.text)))
  text = applied.text
}
const moved = applyToText(siteText, { kind: 'set', path: ['pages', pricing, 'sections', 1, 'heading'], value: 'Packages for 2027' }).text
const rebaseTimes: number[] = []
for (let run = 0; run < 10; run++) {
  const started = performance.now()
  const rebased = rebase(moved, entries)
  rebaseTimes.push(performance.now() - started)
  if (rebased.conflicts.length > 0) throw new Error(`Unexpected conflicts: ${rebased.conflicts.map((conflict) => conflict.reason).join('; ')}`)
}
console.log(`50 changes made again on a moved branch (ms): ${rebaseTimes.map((time) => time.toFixed(0)).join(', ')}; median ${median(rebaseTimes).toFixed(0)} (budget 1000); load ${load()}`)

// A publish, from the click to the push done.
const remote = await makeRemote('publish-budgets')
const server = await startEditServer({ repo: remote.bare })
const browser = await launchBrowser()
try {
  const person = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Nila Desai', 'nila@example.com', 'publisher'), 'a long password 42')
  const context = await browser.newContext(desktop)
  const [name, value] = person.cookie.split('=')
  await context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Strict' }])
  const page = await context.newPage()
  const times: number[] = []
  for (let run = 0; run < 10; run++) {
    const state = await request(`${server.url}/__site-edit/state`, { origin: server.url, ...person, body: {} })
    await request(`${server.url}/__site-edit/change`, { origin: server.url, ...person, body: { version: state.json?.version, change: { kind: 'set', path: price, value: `₹${30 + run},999` } } })
    await page.goto(`${server.url}/pricing`)
    await page.waitForSelector('html[data-draft-events="open"]')
    await page.getByRole('button', { name: 'Review and publish', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Review and publish' })
    const publish = dialog.getByRole('button', { name: 'Publish', exact: true })
    await publish.waitFor()
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/publish'))
    const started = performance.now()
    await publish.click()
    const answer = await answered
    times.push(performance.now() - started)
    // (Its body is gone by now: the page is drawn again at once.)
    if (answer.status() !== 200) throw new Error(`The publish was refused (${answer.status()}).`)
    await page.getByText(/^Published: /).waitFor()
  }
  console.log(`a one-line change published, the click to the push done (ms): ${times.map((time) => time.toFixed(0)).join(', ')}; median ${median(times).toFixed(0)} (budget 2000); load ${load()}`)
} finally {
  await browser.close()
  await server.kill()
  await remote.close()
}
