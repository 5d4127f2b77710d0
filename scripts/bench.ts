// This project's build beside Astro 5's on the same generated pages (../shared/bench/gen-pages.mjs: a hero, six
// cards and five questions each). For each size it times, in alternating runs on the same machine:
//   cold          — ours with no bundle cache into a new folder, Astro with no cache, both from nothing;
//   content only  — ours after the footer's heading changed, with the code unchanged (bundles from the cache):
//                   every page drawn again, into a new folder;
//   one page      — ours after one page's title changed, into the folder of the last build.
// and prints medians of wall time and peak memory (of the command and every process it starts, together), with the
// ratios to Astro's cold build.
// Usage: npm run bench [-- 1000 5000]   (BENCH_RUNS=3 runs of each; BENCH_CACHE=DIR where Astro is installed)
// Astro is installed on first use into a cache outside the repository; it is never a dependency of this project.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { homedir, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseDocument, stringify } from 'yaml'

const root = fileURLToPath(new URL('..', import.meta.url))
const generator = join(root, '../shared/bench/gen-pages.mjs')
const sizes = process.argv.slice(2).map(Number).filter(Boolean)
const pageCounts = sizes.length ? sizes : [1000, 5000]
const runs = Number(process.env.BENCH_RUNS ?? 3)
const astroHome = join(process.env.BENCH_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'agency-site-bench'), 'astro5')

interface GeneratedPage {
  slug: string
  title: string
  description: string
  cards: { title: string; text: string }[]
  faq: { q: string; a: string }[]
}

/** Astro 5 in its own folder outside the repository, installed the first time. */
function astro(): string {
  const bin = join(astroHome, 'node_modules/.bin/astro')
  if (existsSync(bin)) return astroHome
  console.log(`Installing Astro 5 into ${astroHome} (once)…`)
  mkdirSync(astroHome, { recursive: true })
  writeFileSync(join(astroHome, 'package.json'), JSON.stringify({ name: 'astro-bench-cache', private: true }))
  execFileSync('npm', ['install', '--no-audit', '--no-fund', 'astro@5'], { cwd: astroHome, stdio: 'inherit' })
  return astroHome
}

/** The project's own site.yaml, as data. */
const realSite = () => parseDocument(readFileSync(join(root, 'site.yaml'), 'utf8')).toJS() as { pages: unknown[] }

/**
 * The same pages as a site.yaml: the real site (its pages hold the addresses the generated ones link to) plus one
 * page per generated page, built from the sections that match the generator's markup (hero, card grid, FAQ).
 */
function siteYaml(pagesJson: string): string {
  const pages = JSON.parse(readFileSync(pagesJson, 'utf8')) as GeneratedPage[]
  const site = realSite()
  for (const page of pages) {
    site.pages.push({
      path: `/${page.slug}`,
      title: page.title,
      description: page.description,
      sections: [
        { type: 'hero', title: page.title, subtitle: page.description, buttons: [{ label: 'Get Started', to: '/contact' }] },
        { type: 'cardGrid', heading: 'Services', cards: page.cards },
        { type: 'faq', heading: 'FAQ', items: page.faq.map((item) => ({ question: item.q, answer: item.a })) },
      ],
    })
  }
  return stringify(site, { lineWidth: 0 })
}

interface Measure {
  seconds: number
  /** The most memory the command and every process it started held at once (their resident sets, summed). */
  megabytes: number
}

/**
 * The memory a process and all its descendants hold, in bytes, read from /proc (Linux). Summed over the tree: the largest single process (what /usr/bin/time reports) would count a build split across processes as
 * smaller than the same work done in one (our check runs in its own process; Astro runs esbuild in its own).
 */
function treeMemory(pid: number): number {
  let bytes = 0
  const pending = [pid]
  while (pending.length) {
    const next = pending.pop()!
    try {
      // The resident set (statm): what the processes share, the node binary's code, counts in each of them (tens
      // of MB). Pss (smaps_rollup) would count it once, but reading it took 10 ms a sample and slowed the build.
      bytes += Number(readFileSync(`/proc/${next}/statm`, 'utf8').split(' ')[1]) * 4096
      for (const thread of readdirSync(`/proc/${next}/task`)) {
        for (const child of readFileSync(`/proc/${next}/task/${thread}/children`, 'utf8').split(' ')) if (child.trim()) pending.push(Number(child))
      }
    } catch {
      // The process ended between two reads: it holds nothing now.
    }
  }
  return bytes
}

/** Runs a command, failing loudly if it fails: its wall time, and its peak memory (sampled every 50 ms). */
async function timed(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Measure> {
  const started = performance.now()
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, treeMemory(child.pid!))), 50)
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
  clearInterval(sampler)
  const seconds = (performance.now() - started) / 1000
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${output}`)
  return { seconds, megabytes: peak / 1024 / 1024 }
}

/** The text with one edit, which must be there to make (a bench that edits nothing measures nothing). */
function edited(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`The bench's site.yaml has no "${from.trim()}" to edit.`)
  return text.replace(from, to)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const summary = (measures: Measure[]): Measure => ({ seconds: median(measures.map((m) => m.seconds)), megabytes: median(measures.map((m) => m.megabytes)) })
const shown = (m: Measure) => `${m.seconds.toFixed(2)} s, ${m.megabytes.toFixed(0)} MB`
const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(2)}×`
const load = () => loadavg()[0].toFixed(2)

const astroDir = astro()
const realPages = realSite().pages.length
console.log(`Load average at the start: ${load()} (measure on a quiet machine: nothing else running).`)
const tables: string[] = []
for (const count of pageCounts) {
  const folder = mkdtempSync(join(tmpdir(), `bench-${count}-`))
  try {
    execFileSync('node', [generator, String(count), join(folder, 'generated')], { stdio: 'ignore' })
    const astroSite = join(folder, 'generated/astro')
    symlinkSync(join(astroDir, 'node_modules'), join(astroSite, 'node_modules'), 'dir')
    const siteFile = join(folder, 'site.yaml')
    const siteText = siteYaml(join(folder, 'generated/pages.json'))
    writeFileSync(siteFile, siteText)
    const bundleCache = join(folder, 'bundle-cache')
    // As `npm run build` runs it (scripts/run.mjs: the build script bundled once into plain JavaScript).
    const build = (outDir: string, cache: string) => timed(process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], root, { SITE_FILE: siteFile, SITE_OUT_DIR: outDir, SITE_BUNDLE_CACHE: cache })
    const fresh = (name: string) => {
      const out = join(folder, name)
      rmSync(out, { recursive: true, force: true })
      return out
    }
    const results = { astro: [] as Measure[], cold: [] as Measure[], content: [] as Measure[], onePage: [] as Measure[] }
    for (let run = 0; run < runs; run++) {
      // Astro from nothing: no output, no cache of its own (.astro and Vite's, in node_modules).
      for (const dir of ['dist', 'node_modules/.astro', 'node_modules/.vite', '.astro']) rmSync(join(astroSite, dir), { recursive: true, force: true })
      results.astro.push(await timed(join(astroSite, 'node_modules/.bin/astro'), ['build', '--silent'], astroSite, { ASTRO_TELEMETRY_DISABLED: '1' }))
      rmSync(bundleCache, { recursive: true, force: true })
      results.cold.push(await build(fresh('cold'), bundleCache)) // an empty cache: Vite builds both bundles (and fills it)
      // The footer's heading changed (a shared block: every page is drawn again), into a new folder.
      const contentText = edited(siteText, 'quickLinksHeading: Quick Links\n', `quickLinksHeading: Quick Links ${run}\n`)
      writeFileSync(siteFile, contentText)
      results.content.push(await build(fresh('content'), bundleCache))
      // One page's title changed (a different one each run), built into the content build's folder.
      writeFileSync(siteFile, edited(contentText, `title: Service page ${run}\n`, `title: Service page ${run} (edited)\n`))
      results.onePage.push(await build(join(folder, 'content'), bundleCache))
      writeFileSync(siteFile, siteText)
    }
    const astroBuild = summary(results.astro)
    const [cold, content, onePage] = [summary(results.cold), summary(results.content), summary(results.onePage)]
    tables.push(
      [
        `### ${count} generated pages (+${realPages} of the real site), median of ${runs}`,
        '',
        '| build | this project | Astro 5 (cold) | ratio: time | ratio: memory |',
        '|---|---|---|---:|---:|',
        `| cold (no caches, new folder) | ${shown(cold)} | ${shown(astroBuild)} | ${ratio(cold.seconds, astroBuild.seconds)} | ${ratio(cold.megabytes, astroBuild.megabytes)} |`,
        `| content only (footer edited: every page drawn; code unchanged) | ${shown(content)} | | ${ratio(content.seconds, astroBuild.seconds)} | ${ratio(content.megabytes, astroBuild.megabytes)} |`,
        `| one page edited (same folder) | ${shown(onePage)} | | ${ratio(onePage.seconds, astroBuild.seconds)} | |`,
        '',
      ].join('\n'),
    )
    console.log(tables.at(-1))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
console.log(`Load average at the end: ${load()}.`)
console.log('Budgets (issue 13): cold ≤ 1.0× Astro, memory ≤ 2×; content only ≤ 0.5×; one page < 1 s.')
