// Lighthouse (mobile preset) on the built site, served locally the way a static host would.
// Usage: npm run build && npm run lighthouse [-- /path ...]. Needs Debian's chromium (CHROME_PATH).
// Scores move from run to run on a busy machine, so each route is measured LIGHTHOUSE_RUNS times (3 unless set)
// and the run with the median performance score is reported, as Lighthouse CI does.
import { loadavg } from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { serveStatic } from '../pipeline/static-server'
import { chromiumFlags, chromiumPath } from './browser'
import { builtDist, sitemapPaths } from './dist'

const dist = builtDist()
const asked = process.argv.slice(2)
// `all`: every page of the build (the sitemap's addresses).
const routes = asked[0] === 'all' ? sitemapPaths(dist) : asked.length ? asked : ['/', '/services', '/portfolio', '/pricing', '/contact']
const { server, url } = await serveStatic(dist)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
})

const loadBefore = loadavg().map((load) => load.toFixed(2)).join(', ')
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const score = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(Math.round(value * 100)))
const rows: string[] = []
try {
  for (const route of routes) {
    const reports = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url + route, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!result) throw new Error(`Lighthouse gave no result for ${route}`)
      reports.push(result.lhr)
    }
    reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
    const { categories, audits } = reports[Math.floor(reports.length / 2)]
    rows.push(
      `| ${route} | ${score(categories.performance?.score)} | ${score(categories.accessibility?.score)} | ${score(categories['best-practices']?.score)} | ${score(categories.seo?.score)} | ${audits['largest-contentful-paint']?.displayValue ?? '–'} | ${audits['cumulative-layout-shift']?.numericValue?.toFixed(2) ?? '–'} | ${audits['total-blocking-time']?.displayValue ?? '–'} |`,
    )
    const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    if (failing.length) console.error(`${route}: below 90 — ${failing.map((audit) => audit.id).join(', ')}`)
  }
} finally {
  await chrome.kill()
  server.close()
}
console.log(`Load average before: ${loadBefore}. Median of ${runs} run${runs === 1 ? '' : 's'} per route (mobile preset, simulated throttling).`)
console.log('| route | performance | accessibility | best practices | SEO | LCP | CLS | TBT |')
console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
console.log(rows.join('\n'))
