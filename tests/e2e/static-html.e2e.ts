import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HtmlValidate, type ConfigData } from 'html-validate'
import { describe, expect, test } from 'vitest'
import { headScript, scriptHashSource } from '../../pipeline/headers-file'
import { distFolder } from '../../tools/dist'
import { realSite } from './site-data'

// The built pages read as files, no browser: valid HTML (html-validate), no inline script but the head script
// (allowed by its hash), and no broken link: every internal href and src names a file of the build, and every
// #anchor an id on its page.

const root = fileURLToPath(new URL('../..', import.meta.url))
const dist = distFolder()
const site = realSite()
const origin = new URL(site.site.url).origin
// jsdom (a dev dependency, for the component tests) has no type declarations installed: the one use, typed here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } }
const config = JSON.parse(readFileSync(join(root, '.htmlvalidate.json'), 'utf8')) as ConfigData

/** Why .htmlvalidate.json changes each rule of html-validate:recommended (JSON has no comments). */
const reasons: Record<string, string> = {
  'no-inline-style': 'Mantine sets its CSS variables in style attributes (public/_headers says why styles may be inline).',
  'void-style': 'React writes void elements as <meta/>, Vite and index.html as <meta>: both are valid HTML.',
  'no-redundant-role': 'role="list" on <ul> and <ol> is deliberate: Safari drops the list semantics of lists styled list-style: none.',
  'doctype-style': 'index.html writes <!doctype html>; its case does not matter.',
  'valid-id': 'React’s useId ids begin with "_"; HTML allows any id without spaces.',
  'attribute-boolean-style': 'React writes boolean attributes as name="".',
  'attr-case': 'React writes some attribute names in camelCase (noValidate, inputMode); HTML attribute names are case-insensitive.',
  'prefer-native-element': 'role="list" as above.',
  'aria-label-misuse': 'Pricing plans are list items named by their plan heading (aria-labelledby).',
}

function htmlFiles(folder = dist): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = join(folder, name)
    if (statSync(full).isDirectory()) return htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/** The address a built file is served at: /about/index.html → /about. */
function routeOf(file: string): string {
  const path = `/${relative(dist, file).split(sep).join('/')}`
  return path === '/index.html' ? '/' : path.replace(/\/index\.html$/, '')
}

/** The file a path of the site is served from, as a plain static host finds it (no rewrites). */
function fileOf(pathname: string): string | undefined {
  const path = decodeURIComponent(pathname)
  const candidates = path.endsWith('/') ? [join(dist, path, 'index.html')] : [join(dist, path), join(dist, path, 'index.html')]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile())
}

const files = htmlFiles()
const documents = new Map(files.map((file) => [file, new JSDOM(readFileSync(file, 'utf8')).window.document]))
const idsOf = (file: string) => new Set([...documents.get(file)!.querySelectorAll('[id]')].map((element) => element.id))

describe('html-validate', () => {
  test('every rule .htmlvalidate.json changes has its reason written here', () => {
    expect(config.extends).toEqual(['html-validate:recommended'])
    expect(Object.keys(config.rules ?? {}).sort()).toEqual(Object.keys(reasons).sort())
    // Mantine's <style>s are in <head> (src/engine/server/entry-server.tsx), where HTML allows them: no element rule is relaxed.
    expect(config.elements).toBeUndefined()
  })

  test(`all ${files.length} built pages are valid HTML, without an error`, async () => {
    expect(files.length).toBe(site.pages.length)
    const validator = new HtmlValidate({ ...config, root: true })
    const errors: string[] = []
    for (const file of files) {
      const report = await validator.validateString(readFileSync(file, 'utf8'), file)
      for (const result of report.results) {
        for (const message of result.messages) errors.push(`${routeOf(file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`)
      }
    }
    expect(errors).toEqual([])
  })
})

describe('the W3C Nu HTML validator', () => {
  // html-validate, above, reads HTML by its own rules; the Nu validator (vnu-jar from npm, run with Java) is the W3C's
  // own checker, and found what html-validate let pass: attributes Mantine wrote onto <div>s, <style>s in <body>.
  test(`finds no error in any of the ${files.length} built pages`, () => {
    const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')
    // All pages in one run: Java starts once.
    const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    if (run.error) throw new Error(`Could not run java (Debian: apt-get install default-jre-headless): ${run.error.message}`)
    // The report is on stderr, as JSON; anything else there (a Java error) is shown as it is.
    let report: { messages: { type: string; url?: string; lastLine?: number; firstColumn?: number; lastColumn?: number; message: string; extract?: string }[] }
    try {
      report = JSON.parse(run.stderr)
    } catch {
      throw new Error(`The validator did not answer with its report (exit code ${run.status}):\n${run.stderr}${run.stdout}`)
    }
    const errors = report.messages.map((message) => {
      const where = message.url ? `${routeOf(fileURLToPath(message.url))}:${message.lastLine}:${message.firstColumn ?? message.lastColumn}` : '(no file)'
      const extract = message.extract ? ` in "${message.extract.replace(/\s+/g, ' ').slice(0, 100)}"` : ''
      return `${where} ${message.type}: ${message.message}${extract}`
    })
    expect(errors).toEqual([])
    expect(run.status).toBe(0)
  })
})

describe('scripts in the built pages', () => {
  test('are only the site’s own files, the head script (allowed by its hash) and JSON data blocks (JSON-LD, the shared site data): no other inline script, no event handler attribute, no javascript: URL', () => {
    const problems: string[] = []
    for (const [file, document] of documents) {
      const route = routeOf(file)
      for (const script of document.querySelectorAll('script')) {
        const src = script.getAttribute('src')
        if (src) {
          if (!src.startsWith('/assets/') || !fileOf(src)) problems.push(`${route}: script ${src}`)
        } else if (script.getAttribute('type') === 'application/ld+json') {
          expect(() => JSON.parse(script.textContent ?? ''), `${route} JSON-LD`).not.toThrow()
        } else if (script.getAttribute('type') === 'application/json' && script.id === 'site-data') {
          // Data, never run (no policy needed): the blocks every page shares, which the islands read.
          expect(Object.keys(JSON.parse(script.textContent ?? '{}')).sort(), `${route} site data`).toEqual(['footer', 'forms', 'navigation', 'site'])
        } else if (!script.hasAttribute('type') && script.textContent === headScript() && script.previousElementSibling?.getAttribute('http-equiv') === 'Content-Security-Policy') {
          // The head script, right after the policy that allows it by its hash.
          expect(script.previousElementSibling.getAttribute('content'), `${route} policy`).toContain(scriptHashSource(headScript()))
        } else problems.push(`${route}: inline script ${script.outerHTML.slice(0, 80)}`)
      }
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) problems.push(`${route}: ${element.tagName.toLowerCase()} ${attribute.name}`)
          if (['href', 'src', 'action', 'formaction'].includes(attribute.name) && /^\s*(javascript|data|vbscript):/i.test(attribute.value)) {
            problems.push(`${route}: ${attribute.name}="${attribute.value}"`)
          }
        }
      }
      // The policy comes before anything it governs.
      const head = [...document.head.children]
      const policy = head.findIndex((element) => element.getAttribute('http-equiv') === 'Content-Security-Policy')
      const first = head.findIndex((element) => ['LINK', 'SCRIPT', 'STYLE'].includes(element.tagName))
      if (policy < 0 || policy > first) problems.push(`${route}: the Content-Security-Policy meta tag is missing or after ${head[first]?.outerHTML.slice(0, 60)}`)
    }
    expect(problems).toEqual([])
  })
})

describe('links in the built pages', () => {
  test('every internal href and src names a file of the build, and every #anchor an id on its page', () => {
    const broken: string[] = []
    let checked = 0
    for (const [file, document] of documents) {
      const route = routeOf(file)
      const base = `${origin}${route}`
      // Links and files of the site are written without a scheme ("/contact"); an https: link goes to another
      // site (project sites among them, placeholders on example.com for now), so it is not followed.
      const references = [
        ...[...document.querySelectorAll('[href]')].map((element) => element.getAttribute('href')!),
        ...[...document.querySelectorAll('[src]')].map((element) => element.getAttribute('src')!),
        ...[...document.querySelectorAll('[srcset]')].flatMap((element) => element.getAttribute('srcset')!.split(',').map((part: string) => part.trim().split(/\s+/)[0])),
      ].filter((reference) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(reference))
      // The page's own absolute addresses: its canonical URL and the picture shared on social media.
      const ownAddresses = [...document.querySelectorAll('link[rel="canonical"], meta[property="og:image"], meta[name="twitter:image"], meta[property="og:url"]')]
        .map((element) => element.getAttribute('href') ?? element.getAttribute('content')!)
        .filter((address) => address.startsWith(origin))
      for (const reference of [...references, ...ownAddresses]) {
        const url = new URL(reference, base)
        checked++
        const target = fileOf(url.pathname)
        if (!target) {
          broken.push(`${route}: ${reference} (no file for ${url.pathname})`)
          continue
        }
        if (reference.includes('#')) {
          const anchor = decodeURIComponent(url.hash.slice(1))
          if (!anchor || !target.endsWith('.html') || !idsOf(target).has(anchor)) broken.push(`${route}: ${reference} (no id "${anchor}" on ${routeOf(target)})`)
        }
      }
    }
    expect(broken).toEqual([])
    expect(checked).toBeGreaterThan(500)
  })

  test('every id that a label, an ARIA attribute or a skip link refers to is on the page', () => {
    const missing: string[] = []
    for (const [file, document] of documents) {
      const ids = idsOf(file)
      for (const element of document.querySelectorAll('[for], [aria-labelledby], [aria-describedby], [aria-controls], [aria-owns], [aria-activedescendant]')) {
        for (const name of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant']) {
          for (const id of element.getAttribute(name)?.split(/\s+/).filter(Boolean) ?? []) {
            if (!ids.has(id)) missing.push(`${routeOf(file)}: ${element.tagName.toLowerCase()} ${name}="${id}"`)
          }
        }
      }
    }
    expect(missing).toEqual([])
  })

  test('the sitemap and robots.txt name files of the build', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
    const locations = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]))
    expect(locations.length).toBe(site.pages.length - 1)
    expect(locations.filter((url) => url.origin !== origin || !fileOf(url.pathname)).map(String)).toEqual([])
    const robots = /Sitemap: (\S+)/.exec(readFileSync(join(dist, 'robots.txt'), 'utf8'))
    expect(robots && fileOf(new URL(robots[1]).pathname)).toBeTruthy()
  })
})
