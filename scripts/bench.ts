// How cost grows with the site: builds synthetic sites of 18, 100 and 1,000 pages that use every
// section type, and reports the loader's time, the prerender's time, the whole build and the
// first-load JS of "/". Usage: npm run bench [-- 18 100 1000] (runs each build 3 times; medians).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse, stringify } from 'yaml'
import { loadSite } from '../src/site/load-site'
import { sectionTypes } from '../src/site/schema-files'
import { measure } from './size'

const root = fileURLToPath(new URL('..', import.meta.url))
const sizes = process.argv.slice(2).map(Number).filter(Boolean)
const pageCounts = sizes.length ? sizes : [18, 100, 1000]
const runs = Number(process.env.BENCH_RUNS ?? 3)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

interface SiteData {
  pages: { path: string; sections: { type: string }[] }[]
  [key: string]: unknown
}

/** The real site, plus generated pages that reuse one example of every section type found in it. */
function syntheticSite(pageCount: number): string {
  const real = parse(readFileSync(join(root, 'site.yaml'), 'utf8')) as SiteData
  const examples = new Map<string, unknown>()
  const collect = (sections: { type: string; [key: string]: unknown }[]) => {
    for (const section of sections) {
      if (!examples.has(section.type)) examples.set(section.type, section)
      const nested = section.type === 'tabs' ? section.tabs : section.type === 'columns' ? section.columns : []
      for (const holder of nested as { sections: [] }[]) collect(holder.sections)
    }
  }
  for (const page of real.pages) collect(page.sections as never)
  const missing = sectionTypes().filter((type) => !examples.has(type))
  if (missing.length) throw new Error(`site.yaml uses no ${missing.join(', ')} section to copy.`)
  const kinds = [...examples.values()]
  const extra = Math.max(0, pageCount - real.pages.length)
  for (let index = 0; index < extra; index++) {
    const sections = [examples.get('hero'), examples.get('cardGrid'), examples.get('faq'), kinds[index % kinds.length]].map((section) => ({ ...(section as object), id: undefined }))
    real.pages.push({ path: `/bench/page-${index + 1}`, title: `Bench page ${index + 1}`, description: `Synthetic page ${index + 1}.`, sections: JSON.parse(JSON.stringify(sections)) } as never)
  }
  return stringify(real, { lineWidth: 0 })
}

const rows: string[] = []
for (const count of pageCounts) {
  const folder = mkdtempSync(join(tmpdir(), `bench-${count}-`))
  const siteFile = join(folder, 'site.yaml')
  writeFileSync(siteFile, count === 18 ? readFileSync(join(root, 'site.yaml'), 'utf8') : syntheticSite(count))
  const loaderTimes: number[] = []
  for (let run = 0; run < 9; run++) {
    const started = performance.now()
    const result = loadSite(siteFile)
    loaderTimes.push(performance.now() - started)
    if (result.errors.length) throw new Error(`synthetic site invalid: ${result.errors[0].message} at ${result.errors[0].where}`)
  }
  const builds: { total: number; prerender: number }[] = []
  const out = join(folder, 'dist')
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const output = execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], { cwd: root, env: { ...process.env, SITE_FILE: siteFile, SITE_OUT_DIR: out }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    const total = (performance.now() - started) / 1000
    const prerender = Number(/prerender ([\d.]+) s/.exec(output)?.[1] ?? NaN)
    builds.push({ total, prerender })
  }
  const home = measure(out).find((size) => size.route === '/')!
  rows.push(
    `| ${count} | ${median(loaderTimes).toFixed(0)} ms | ${median(builds.map((build) => build.prerender)).toFixed(1)} s | ${median(builds.map((build) => build.total)).toFixed(1)} s | ${home.jsKb.toFixed(1)} KB |`,
  )
  rmSync(folder, { recursive: true, force: true })
}
console.log('| pages | loader (median of 9, warm) | prerender (median) | whole build incl. process start (median) | first-load JS of / (gzip) |')
console.log('|---:|---:|---:|---:|---:|')
console.log(rows.join('\n'))
