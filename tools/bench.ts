// This project's build beside Astro 5's on the same generated pages (../shared/bench/gen-pages.mjs: a hero, six
// cards and five questions each). For each size it times, in alternating runs on the same machine:
//   cold          — ours with no bundle cache into a new folder, Astro with no cache, both from nothing;
//   content only  — ours after the footer's heading changed, with the code unchanged (bundles from the cache):
//                   every page drawn again, into a new folder;
//   one page      — ours after one page's title changed, into the folder of the last build.
// and prints medians of wall time and peak memory (of the command and every process it starts, together), with the
// ratios to two cold builds of Astro 5: the generated site as it is (plain HTML templates), and the same pages drawn
// with React and Mantine as this project draws its pages (tools/bench-astro-mantine/).
// Usage: npm run bench [-- 1000 5000]   (BENCH_RUNS=3 runs of each; BENCH_CACHE=DIR where Astro is installed)
// Astro is installed on first use into a cache outside the repository; it is never a dependency of this project.
// The React and Mantine it draws with are the versions this project has installed.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { homedir, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseDocument, stringify } from 'yaml'
import { median } from './median'

const root = fileURLToPath(new URL('..', import.meta.url))
const generator = join(root, '../shared/bench/gen-pages.mjs')
const sizes = process.argv.slice(2).map(Number).filter(Boolean)
const pageCounts = sizes.length ? sizes : [1000, 5000]
const runs = Number(process.env.BENCH_RUNS ?? 3)
const benchCache = process.env.BENCH_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'agency-site-bench')
const astroMantineFiles = join(root, 'tools/bench-astro-mantine')

/** A page of ../shared/bench/gen-pages.mjs's pages.json. */
export interface GeneratedPage {
  slug: string
  title: string
  description: string
  cards: { title: string; text: string }[]
  faq: { q: string; a: string }[]
}

/** The version of a package this project has installed. */
const installed = (name: string) => (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version

/** Packages in their own folder of the cache outside the repository, installed the first time (and when the list changes). */
function installedInCache(folder: string, packages: string[]): string {
  const home = join(benchCache, folder)
  const listFile = join(home, 'installed.json')
  if (existsSync(listFile) && readFileSync(listFile, 'utf8') === JSON.stringify(packages)) return home
  console.log(`Installing ${packages.join(' ')} into ${home} (once)…`)
  mkdirSync(home, { recursive: true })
  writeFileSync(join(home, 'package.json'), JSON.stringify({ name: `${folder}-bench-cache`, private: true }))
  execFileSync('npm', ['install', '--no-audit', '--no-fund', ...packages], { cwd: home, stdio: 'inherit' })
  writeFileSync(listFile, JSON.stringify(packages))
  return home
}

/** The generated Astro site with its pages drawn by React and Mantine: a copy of it, with the files of tools/bench-astro-mantine/. */
function astroMantineSite(astroSite: string, target: string, packages: string): string {
  mkdirSync(join(target, 'src/pages'), { recursive: true })
  mkdirSync(join(target, 'src/components'))
  cpSync(join(astroSite, 'package.json'), join(target, 'package.json'))
  cpSync(join(astroSite, 'src/pages.json'), join(target, 'src/pages.json'))
  cpSync(join(astroMantineFiles, '[slug].astro'), join(target, 'src/pages/[slug].astro'))
  cpSync(join(astroMantineFiles, 'Page.jsx'), join(target, 'src/components/Page.jsx'))
  cpSync(join(astroMantineFiles, 'astro.config.mjs'), join(target, 'astro.config.mjs'))
  symlinkSync(join(packages, 'node_modules'), join(target, 'node_modules'), 'dir')
  return target
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
      // The resident set (statm): what the processes share, the node binary's code, counts in each of them. Pss
      // (smaps_rollup) would count it once, but reading it is slow enough, at this sampling rate, to slow the build.
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

const summary = (measures: Measure[]): Measure => ({ seconds: median(measures.map((m) => m.seconds)), megabytes: median(measures.map((m) => m.megabytes)) })
const shown = (m: Measure) => `${m.seconds.toFixed(2)} s, ${m.megabytes.toFixed(0)} MB`
const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(2)}×`
const load = () => loadavg()[0].toFixed(2)

const astroDir = installedInCache('astro5', ['astro@5'])
const astroMantineDir = installedInCache('astro5-mantine', ['astro@5', '@astrojs/react@4', ...['react', 'react-dom', '@mantine/core', '@mantine/hooks'].map((name) => `${name}@${installed(name)}`)])
const realPages = realSite().pages.length
console.log(`Load average at the start: ${load()} (measure on a quiet machine: nothing else running).`)
const tables: string[] = []
// Every build writes into a folder of its own, and all are deleted at the end, not between builds. This machine's
// disk (ext4 without a journal) does not reuse a file number freed shortly before (for longer while the freed
// entries are not yet written out): a build that creates files right after thousands were deleted scans past each
// of them for every file it makes. That cost kernel time, in whichever build came next, and moved the ratios with
// the order of the runs.
const folders: string[] = []
try {
  for (const count of pageCounts) {
    const folder = mkdtempSync(join(tmpdir(), `bench-${count}-`))
    folders.push(folder)
    execFileSync('node', [generator, String(count), join(folder, 'generated')], { stdio: 'ignore' })
    const astroSite = join(folder, 'generated/astro')
    symlinkSync(join(astroDir, 'node_modules'), join(astroSite, 'node_modules'), 'dir')
    const mantineSite = astroMantineSite(astroSite, join(folder, 'generated/astro-mantine'), astroMantineDir)
    const siteFile = join(folder, 'site.yaml')
    const siteText = siteYaml(join(folder, 'generated/pages.json'))
    writeFileSync(siteFile, siteText)
    // As `npm run build` runs it (pipeline/run.mjs: the build script bundled once into plain JavaScript).
    const build = (outDir: string, cache: string) => timed(process.execPath, ['pipeline/run.mjs', 'pipeline/build.ts'], root, { SITE_FILE: siteFile, SITE_OUT_DIR: outDir, SITE_BUNDLE_CACHE: cache })
    /** An Astro build from nothing: a new output folder, no cache of its own (.astro and Vite's, in node_modules). */
    const astroBuild = (site: string, outDir: string) => {
      for (const dir of ['node_modules/.astro', 'node_modules/.vite', '.astro']) rmSync(join(site, dir), { recursive: true, force: true })
      return timed(join(site, 'node_modules/.bin/astro'), ['build', '--silent', '--outDir', outDir], site, { ASTRO_TELEMETRY_DISABLED: '1' })
    }
    const results = { astro: [] as Measure[], astroMantine: [] as Measure[], cold: [] as Measure[], content: [] as Measure[], onePage: [] as Measure[] }
    for (let run = 0; run < runs; run++) {
      const out = (name: string) => join(folder, `${name}-${run}`)
      results.astro.push(await astroBuild(astroSite, out('astro')))
      results.astroMantine.push(await astroBuild(mantineSite, out('astro-mantine')))
      const bundleCache = out('bundle-cache')
      results.cold.push(await build(out('cold'), bundleCache)) // an empty cache: Vite builds both bundles (and fills it)
      // The footer's heading changed (a shared block: every page is drawn again), into a new folder.
      const contentText = edited(siteText, 'quickLinksHeading: Quick Links\n', `quickLinksHeading: Quick Links ${run}\n`)
      writeFileSync(siteFile, contentText)
      results.content.push(await build(out('content'), bundleCache))
      // One page's title changed (a different one each run), built into the content build's folder.
      writeFileSync(siteFile, edited(contentText, `title: Service page ${run}\n`, `title: Service page ${run} (edited)\n`))
      results.onePage.push(await build(out('content'), bundleCache))
      writeFileSync(siteFile, siteText)
    }
    const [plain, withMantine] = [summary(results.astro), summary(results.astroMantine)]
    const [cold, content, onePage] = [summary(results.cold), summary(results.content), summary(results.onePage)]
    /** A row: our build, then its time and memory against each Astro build. */
    const row = (name: string, ours: Measure, memory = true) =>
      `| ${name} | ${shown(ours)} | ${[plain, withMantine].map((astro) => `${ratio(ours.seconds, astro.seconds)}, ${memory ? ratio(ours.megabytes, astro.megabytes) : '–'}`).join(' | ')} |`
    tables.push(
      [
        `### ${count} generated pages (+${realPages} of the real site), median of ${runs}`,
        '',
        `Astro 5, cold: ${shown(plain)} as generated (plain HTML templates); ${shown(withMantine)} with the pages drawn by React + Mantine.`,
        '',
        '| build | this project | ratio to Astro (time, memory) | ratio to Astro + React + Mantine (time, memory) |',
        '|---|---|---:|---:|',
        row('cold (no caches, new folder)', cold),
        row('content only (footer edited: every page drawn; code unchanged)', content),
        row('one page edited (same folder)', onePage, false),
        '',
      ].join('\n'),
    )
    console.log(tables.at(-1))
  }
} finally {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
}
console.log(`Load average at the end: ${load()}.`)
console.log('Budgets (DESIGN.md), against plain Astro: cold ≤ 1.0×, memory ≤ 2×; content only ≤ 0.5×; one page < 1 s.')
console.log('Its builds were deleted just now: on a disk like this one, wait a few minutes before measuring again.')
