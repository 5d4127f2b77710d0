// The editing loop as a person lives it: `npm start` on a copy of site.yaml, /pricing open and scrolled down to
// its packages, then 10 saves of a price (in place, by rename, in two writes, in turn). Prints how long each save
// took to show on the page (from the write to the first frame drawn with the new price; median: the budget is
// 200 ms) and that the scroll position stayed. Then 10 changes of the same price made from the page itself, through
// npm start's site-edit endpoint (src/engine/vite/site-edit-plugin.ts): how long each took from the request to the
// page drawn with it (median; the same budget). Last, the editing interface as a person uses it: the section
// panel opened 10 times (click → first frame with its form; budget 100 ms) and a price changed in its form 10 times
// (leaving the field → the page drawn with it; budget 200 ms).
import { copyFileSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { siteEditPath, siteEditTokenHeader, siteEditTokenMeta } from '../src/engine/contract/site-edit'
import { loadSite } from '../src/site/load-site'
import { desktop, launchBrowser } from './browser'
import { openConnected, startDevServer } from './dev-server'
import { priceChangeTimes } from './panel-timing'
import { median } from './median'

const siteFile = join(mkdtempSync(join(tmpdir(), 'site-dev-loop-')), 'site.yaml')
copyFileSync(fileURLToPath(new URL('../site.yaml', import.meta.url)), siteFile)
const { server, url } = await startDevServer({ siteFile })
const browser = await launchBrowser()
try {
  const page = await browser.newPage(desktop)
  await openConnected(page, url + '/pricing', 60_000)
  await page.getByText('₹24,999').first().waitFor()
  await page.evaluate(() => window.scrollTo(0, 2600))
  const scrolled = await page.evaluate(() => window.scrollY)
  const ways = [
    (text: string) => writeFileSync(siteFile, text),
    (text: string) => {
      writeFileSync(siteFile + '.tmp', text)
      renameSync(siteFile + '.tmp', siteFile)
    },
    (text: string) => {
      writeFileSync(siteFile, '')
      writeFileSync(siteFile, text)
    },
  ]
  let text = readFileSync(siteFile, 'utf8')
  const times: number[] = []
  console.log(`Load average: ${loadavg().map((load) => load.toFixed(2)).join(', ')}`)
  for (let save = 0; save < 10; save++) {
    const price = `₹25,${100 + save}`
    text = text.replace(/price: "₹2[45],\d{3}"/, `price: "${price}"`)
    // The page notes when the new price is in it and drawn (the frame after the change): timed in the page, so
    // that no polling by this script competes with the page for the CPU while the save is on its way.
    await page.evaluate((text) => {
      const marker = window as unknown as { shownAt?: Promise<number> }
      marker.shownAt = new Promise((shown) => {
        const watcher = new MutationObserver(() => {
          if (!document.body.textContent?.includes(text)) return
          watcher.disconnect()
          requestAnimationFrame(() => shown(Date.now()))
        })
        watcher.observe(document.body, { subtree: true, childList: true, characterData: true })
      })
    }, price)
    const savedAt = Date.now()
    ways[save % 3](text)
    const shownAt = await page.evaluate(() => (window as unknown as { shownAt: Promise<number> }).shownAt)
    times.push(shownAt - savedAt)
    await page.getByText(price).first().waitFor() // and it is there to see, not only in the page's text
  }
  const scrollAfter = await page.evaluate(() => window.scrollY)
  console.log(`save → shown on /pricing (ms): ${times.join(', ')}`)
  console.log(`median ${median(times)} ms (budget 200 ms); scroll position ${scrolled} px before, ${scrollAfter} px after`)

  const token = (await page.locator(`meta[name="${siteEditTokenMeta}"]`).getAttribute('content')) ?? ''
  const site = loadSite(siteFile).site!
  const pageIndex = site.pages.findIndex((candidate) => candidate.path === '/pricing')
  const sectionIndex = site.pages[pageIndex].sections.findIndex((section) => section.type === 'pricingTable')
  const pricePath = ['pages', pageIndex, 'sections', sectionIndex, 'plans', 0, 'price']
  const changes: number[] = []
  for (let change = 0; change < 10; change++) {
    const price = `₹26,${100 + change}`
    changes.push(
      await page.evaluate(
        async ({ endpoint, header, token, price, pricePath }) => {
          const headers = { 'Content-Type': 'application/json', [header]: token }
          const state = (await (await fetch(`${endpoint}/state`, { method: 'POST', headers, body: '{}' })).json()) as { version: string }
          const shown = new Promise<number>((resolve) => {
            const watcher = new MutationObserver(() => {
              if (!document.body.textContent?.includes(price)) return
              watcher.disconnect()
              requestAnimationFrame(() => resolve(performance.now()))
            })
            watcher.observe(document.body, { subtree: true, childList: true, characterData: true })
          })
          const started = performance.now()
          const response = await fetch(`${endpoint}/change`, { method: 'POST', headers, body: JSON.stringify({ version: state.version, change: { kind: 'set', path: pricePath, value: price } }) })
          if (!response.ok) throw new Error(`The change was refused: ${await response.text()}`)
          return Math.round((await shown) - started)
        },
        { endpoint: siteEditPath, header: siteEditTokenHeader, token, price, pricePath },
      ),
    )
  }
  console.log(`change from the page → shown on /pricing (ms): ${changes.join(', ')}`)
  console.log(`median ${median(changes)} ms (budget 200 ms)`)

  // The editing interface: the switch, the pricing table's toolbar, its panel.
  await page.evaluate(() => window.scrollTo(0, 0))
  const editSwitch = page.getByRole('button', { name: 'Edit page', exact: true })
  if ((await editSwitch.getAttribute('aria-pressed')) !== 'true') await editSwitch.click()
  const edit = page.locator('#site-editor').getByRole('toolbar', { name: `Section ${sectionIndex + 1}: Pricing table`, exact: true }).getByRole('button', { name: 'Edit section' })
  const panelName = `Edit section ${sectionIndex + 1} (Pricing table)`
  const panel = page.getByRole('complementary', { name: panelName, exact: true })
  const opened: number[] = []
  for (let run = 0; run < 10; run++) {
    await edit.hover()
    opened.push(
      await edit.evaluate(
        (element, name) =>
          new Promise<number>((resolve) => {
            const start = performance.now()
            const seen = new MutationObserver(() => {
              if (!document.querySelector(`aside[aria-label="${name}"] [data-path="heading"]`)) return
              seen.disconnect()
              requestAnimationFrame(() => resolve(Math.round(performance.now() - start)))
            })
            seen.observe(document.getElementById('site-editor')!, { childList: true, subtree: true })
            ;(element as HTMLElement).click()
          }),
        panelName,
      ),
    )
    if (run < 9) {
      await panel.getByRole('button', { name: 'Close' }).click()
      await panel.waitFor({ state: 'detached' })
    }
  }
  console.log(`"Edit section" → the panel drawn with its form (ms): ${opened.join(', ')}`)
  console.log(`median ${median(opened)} ms (budget 100 ms)`)

  const fieldChanges = await priceChangeTimes(panel)
  console.log(`price changed in the panel → shown on /pricing, from leaving the field (ms): ${fieldChanges.join(', ')}`)
  console.log(`median ${median(fieldChanges)} ms (budget 200 ms); load average ${loadavg().map((load) => load.toFixed(2)).join(', ')}`)
} finally {
  await browser.close()
  await server.close()
}
