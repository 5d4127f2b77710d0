// Reports the first-load JavaScript and CSS (gzip) of every built page and fails when "/" is over the budget.
// First load here = boot.ts, the islands runtime and the modules of every island of the page (an upper bound:
// a browser fetches only the islands on screen before the page answers; tools/attach-timing.ts measures
// that, against DESIGN.md's 100 KB), and the stylesheets. What an island loads on use (the quote
// confirmation, tooltips, particles, sparkles, toasts) is not counted.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { builtDist } from './dist'

// Every island of / at once, in the HTML; what the browser fetches before / answers is held to 100 KB in the browser.
export const budgets = { jsKb: 120, cssKb: 30 }

export interface PageSize {
  route: string
  jsKb: number
  cssKb: number
  files: string[]
}

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024

function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = join(folder, name)
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/** First-load sizes of every page in a built folder. */
export function measure(dist: string): PageSize[] {
  return htmlFiles(dist)
    .map((file) => {
      const html = readFileSync(file, 'utf8')
      const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1])
      const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1])
      const unique = (list: string[]) => [...new Set(list)]
      const sum = (list: string[]) => unique(list).reduce((total, src) => total + gzipKb(join(dist, src)), 0)
      const route = '/' + relative(dist, file).replace(/(^|\/)index\.html$/, '').replace(/\\/g, '/')
      return { route: route === '/404.html' ? '404.html' : route, jsKb: sum(scripts), cssKb: sum(styles), files: unique([...scripts, ...styles]) }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = builtDist()
  const sizes = measure(dist)
  console.log(`| route | first-load JS (KB gzip, budget ${budgets.jsKb}) | CSS (KB gzip, budget ${budgets.cssKb}) |`)
  console.log('|---|---:|---:|')
  for (const size of sizes) console.log(`| ${size.route} | ${size.jsKb.toFixed(1)} | ${size.cssKb.toFixed(1)} |`)
  const home = sizes.find((size) => size.route === '/')!
  if (home.jsKb > budgets.jsKb || home.cssKb > budgets.cssKb) {
    console.error(`\n/ is over budget: JS ${home.jsKb.toFixed(1)} KB (budget ${budgets.jsKb}), CSS ${home.cssKb.toFixed(1)} KB (budget ${budgets.cssKb}).`)
    process.exit(1)
  }
  const heaviest = sizes.reduce((a, b) => (b.jsKb > a.jsKb ? b : a))
  console.log(`\n/ is within the first-load budgets. Heaviest page: ${heaviest.route} (${heaviest.jsKb.toFixed(1)} KB JS).`)
}
