import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fileFor } from '../../pipeline/prerender'
import { budgets, measure } from '../../tools/size'
import { pageDataFile } from '../../src/engine/contract/data-files'
import { baseUrl, desktop, launchBrowser, phone, waitForAllAttached } from '../../tools/browser'
import { distFolder } from '../../tools/dist'
import { mainHeading, realSite } from './site-data'

// The built dist/, read as a crawler or a browser without JavaScript would.
const dist = distFolder()
const site = realSite()
const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')

describe('static HTML of every page', () => {
  for (const page of site.pages) {
    test(`${page.path === '*' ? '404.html' : page.path} has its heading, title, description and canonical URL in the HTML`, () => {
      const html = readFileSync(fileFor(dist, page.path), 'utf8')
      const text = decode(html)
      expect(text).toContain(`<title>${page.title}</title>`)
      expect(text).toContain(`<meta name="description" content="${page.description}"/>`)
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)
      expect(h1 && decode(h1[1].replace(/<[^>]+>/g, ''))).toBe(mainHeading(page.sections))
      expect(html).toMatch(/<html lang="en" class="dark" data-mantine-color-scheme="dark">/)
      if (page.path === '*') {
        expect(html).not.toContain('rel="canonical"')
        expect(html).toContain('<meta name="robots" content="noindex"/>')
      } else {
        expect(html).toContain(`<link rel="canonical" href="${site.site.url}${page.path}"/>`)
        expect(html).toContain(`<meta property="og:url" content="${site.site.url}${page.path}"/>`)
      }
    })
  }

  test('the spec asks for keywords on /services and breadcrumb data on /privacy, and the home page names the agency', () => {
    expect(readFileSync(fileFor(dist, '/services'), 'utf8')).toMatch(/<meta name="keywords" content="[^"]+"\/>/)
    const ldOf = (path: string) =>
      [...readFileSync(fileFor(dist, path), 'utf8').matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]) as Record<string, unknown>)
    const [breadcrumb] = ldOf('/privacy')
    expect(breadcrumb['@type']).toBe('BreadcrumbList')
    expect((breadcrumb.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Privacy Policy'])
    const [organization] = ldOf('/')
    expect(organization['@type']).toBe('Organization')
    expect((organization.address as { addressLocality: string }).addressLocality).toBe('Ahmedabad')
  })

  test('the sitemap lists exactly the pages (not the 404), and robots.txt points to it', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
    const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
    expect(listed.sort()).toEqual(site.pages.filter((page) => page.path !== '*').map((page) => site.site.url + page.path).sort())
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.site.url}/sitemap.xml`)
  })

  test("the route table lists every page's address and nothing else; each page's data file, named after it, holds that page", () => {
    const routes = JSON.parse(readFileSync(join(dist, '_data/routes.json'), 'utf8')) as unknown
    expect(routes).toEqual(site.pages.map((page) => page.path))
    for (const page of site.pages) {
      const data = JSON.parse(readFileSync(join(dist, pageDataFile(page.path)), 'utf8')) as { page: { path: string; title: string } }
      expect([data.page.path, data.page.title]).toEqual([page.path, page.title])
    }
  })

  test('neither the YAML parser nor Ajv is shipped to the browser', () => {
    const assets = join(dist, 'assets')
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(assets, file), 'utf8')
      expect(code, file).not.toMatch(/LineCounter|strictRequired|json-schema-traverse|Aliased anchor not found/)
    }
  })

  test(`first-load JS and CSS of / are within the budgets (${budgets.jsKb} KB and ${budgets.cssKb} KB gzip)`, () => {
    const home = measure(dist).find((size) => size.route === '/')!
    expect(home.jsKb).toBeLessThanOrEqual(budgets.jsKb)
    expect(home.cssKb).toBeLessThanOrEqual(budgets.cssKb)
  })

  test('the particle engine, the sparkles and the form code are not part of the first load of /', () => {
    const home = measure(dist).find((size) => size.route === '/')!
    expect(home.files.filter((file) => /ParticleCanvas|SparkleLayer|island-form-|NotificationsHost|tooltip-parts/.test(file))).toEqual([])
    // …but they exist as chunks of their own (the form's code in island-form: src/engine/vite/chunk-groups.ts).
    const assets = readdirSync(join(dist, 'assets'))
    for (const name of ['ParticleCanvas-', 'SparkleLayer-', 'island-form-']) expect(assets.some((file) => file.startsWith(name)), name).toBe(true)
  })

  test('nothing but the stylesheet loads before the first paint: one small script, every module link held in templates', () => {
    for (const page of site.pages) {
      const html = readFileSync(fileFor(dist, page.path), 'utf8')
      const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1])
      expect(scripts, page.path).toHaveLength(1)
      expect(scripts[0]).toMatch(/^\/assets\/boot-[\w-]+\.js$/)
      expect(readFileSync(join(dist, scripts[0])).length).toBeLessThan(2048)
      const outsideTemplates = html.replace(/<template [^>]*>[\s\S]*?<\/template>/g, '')
      expect(outsideTemplates, page.path).not.toContain('modulepreload')
      const held = /<template id="page-modules">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''
      expect(held.match(/ data-app>/g), page.path).toHaveLength(1)
    }
  })

  /** A module link's chunk name: `island-form` of /assets/island-form-CWo_SIaa.js (the hash is 8 characters). */
  const chunkName = /href="\/assets\/([\w-]+?)-[\w-]{8}\.js"/g

  /** The islands of a built page, in order, and the module names each template holds. */
  function islandsOf(path: string) {
    const html = readFileSync(fileFor(dist, path), 'utf8')
    const islands = [...html.matchAll(/<(?:div|span) data-island="(\w+)"/g)].map((match) => match[1])
    const templates = Object.fromEntries([...html.matchAll(/<template data-island-modules="(\w+)">([\s\S]*?)<\/template>/g)].map((match) => [match[1], [...match[2].matchAll(chunkName)].map((m) => m[1])]))
    return { islands, templates, html }
  }

  test('only what moves ships code: each page names exactly its interactive parts, with their modules', () => {
    // Text, logos, stats, prices, testimonials, timelines, calls to action: prerendered HTML, no island, no module.
    expect(islandsOf('/clients').islands).toEqual(['navBar', 'socialLinks'])
    expect(islandsOf('/about').islands).toEqual(['navBar', 'socialLinks'])
    // Cards open their windows and the portfolio filters with HTML alone (<dialog>, radio inputs): no island.
    expect(islandsOf('/').islands).toEqual(['navBar', 'particles', 'socialLinks'])
    expect(islandsOf('/portfolio').islands).toEqual(['navBar', 'socialLinks'])
    // The comparison's rows and the tabs are <details> and radio inputs: only the forms in the tabs are islands.
    expect(islandsOf('/pricing').islands).toEqual(['navBar', 'socialLinks'])
    expect(islandsOf('/contact').islands).toEqual(['navBar', 'form', 'form', 'socialLinks'])
    expect(islandsOf('/quote-request').islands).toEqual(['navBar', 'form', 'socialLinks'])
    for (const page of site.pages) {
      const { islands, templates, html } = islandsOf(page.path)
      expect(Object.keys(templates).sort(), page.path).toEqual([...new Set(islands)].sort())
      const all = [...html.matchAll(chunkName)].map((match) => match[1])
      for (const staticSection of ['Hero', 'LogoWall', 'Stats', 'Testimonials', 'Timeline', 'RichText', 'CallToAction', 'PricingTable', 'ContactInfo', 'Split', 'Callout', 'Columns']) {
        expect(all, `${page.path} fetches ${staticSection}`).not.toContain(staticSection)
      }
    }
    expect(islandsOf('/quote-request').templates.form).toContain('island-form')
    // The dev server's Alt+click to site.yaml and its live edits are not part of the built site.
    for (const page of site.pages) expect(readFileSync(fileFor(dist, page.path), 'utf8'), page.path).not.toContain('data-site-source')
    const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
    expect(scripts.filter((file) => /source-picker|live-edits/.test(file) || /__open-in-editor|site-yaml:update/.test(readFileSync(join(dist, 'assets', file), 'utf8')))).toEqual([])
    // Each card with details has its window in the page, closed, and a button that names it.
    for (const [path, count] of [['/', 5], ['/portfolio', 6]] as const) {
      const { html } = islandsOf(path)
      const dialogs = [...html.matchAll(/<dialog id="([^"]+)"/g)].map((match) => match[1])
      expect(dialogs, path).toHaveLength(count)
      for (const id of dialogs) expect(html, path).toContain(`command="show-modal" commandfor="${id}"`)
      expect(html, path).not.toMatch(/<dialog [^>]*\bopen\b/)
    }
  })
})

describe('npm run preview', () => {
  test('serves each page at its address, without a trailing slash too, and an unknown address as the 404 page with status 404', async () => {
    // The command itself, on a free port (PORT=0), with this build; in a process group of its own, ended whole.
    const preview = spawn('npm', ['run', '--silent', 'preview'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, PORT: '0', SITE_OUT_DIR: dist },
      detached: true,
    })
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = ''
        preview.stdout.on('data', (chunk: Buffer) => {
          output += chunk
          const address = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)
          if (address) resolve(address[1])
        })
        preview.once('exit', (code) => reject(new Error(`npm run preview ended (${code}): ${output}`)))
      })
      for (const path of ['/', '/clients', '/clients/', '/pricing']) {
        const response = await fetch(url + path)
        expect(response.status, path).toBe(200)
        expect(await response.text(), path).toBe(readFileSync(fileFor(dist, path.replace(/(.)\/$/, '$1')), 'utf8'))
      }
      const missing = await fetch(url + '/no-such-page')
      expect(missing.status).toBe(404)
      expect(await missing.text()).toBe(readFileSync(fileFor(dist, '*'), 'utf8'))
      // The policy written in the build's _headers, as a host that reads it sends it.
      const policy = /^\s+Content-Security-Policy:\s*(.+?)\s*$/m.exec(readFileSync(join(dist, '_headers'), 'utf8'))![1]
      expect((await fetch(url + '/clients')).headers.get('content-security-policy')).toBe(policy)
    } finally {
      process.kill(-preview.pid!)
    }
  })
})

describe('in chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  test('with JavaScript disabled, every page shows its main content', async () => {
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false })
    const tab = await context.newPage()
    for (const page of site.pages.filter((page) => page.path !== '*')) {
      await tab.goto(baseUrl() + page.path)
      expect(await tab.locator('h1').textContent(), page.path).toBe(mainHeading(page.sections))
      expect(await tab.locator('main').isVisible()).toBe(true)
      expect((await tab.locator('main').innerText()).length, page.path).toBeGreaterThan(100)
    }
    await context.close()
  })

  test('hydration of every page logs no error or warning, and no layout shift happens while loading', async () => {
    const context = await browser.newContext(desktop)
    const tab = await context.newPage()
    const messages: string[] = []
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${tab.url()}: ${message.text()}`)
    })
    tab.on('pageerror', (error) => messages.push(`${tab.url()}: ${error.message}`))
    for (const page of site.pages.filter((page) => page.path !== '*')) {
      await tab.goto(baseUrl() + page.path)
      await waitForAllAttached(tab) // loading has ended: every part hydrated
      const shift = await tab.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                if (!entry.hadRecentInput) total += entry.value
              }
            }).observe({ type: 'layout-shift', buffered: true })
            setTimeout(() => resolve(total), 300)
          }),
      )
      expect(shift, `${page.path} layout shift`).toBeLessThan(0.01)
    }
    expect(messages).toEqual([])
    await context.close()
  })

  test('a page that has only half arrived draws none of its body, so growing it is no layout shift; once the footer arrives, all of it shows', async () => {
    const context = await browser.newContext({ ...desktop, javaScriptEnabled: false })
    const tab = await context.newPage()
    const html = readFileSync(fileFor(dist, '/portfolio'), 'utf8')
    // Cut in the middle of the cards, as a slow network delivers it: the parser closes what is open.
    const cut = html.slice(0, html.indexOf('View Project', html.indexOf('<main')))
    await tab.route(baseUrl() + '/portfolio', (route) => route.fulfill({ contentType: 'text/html', body: cut }))
    await tab.goto(baseUrl() + '/portfolio')
    expect(await tab.locator('main h1').count()).toBe(1)
    expect(await tab.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden')
    await tab.unroute(baseUrl() + '/portfolio')
    await tab.goto(baseUrl() + '/portfolio')
    expect(await tab.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible')
    await expect(tab.locator('main h1').isVisible()).resolves.toBe(true)
    await context.close()
  })

  test('the head follows client-side navigation: title, description, canonical, Open Graph and JSON-LD of the new page, none of the old', async () => {
    const context = await browser.newContext(desktop)
    const tab = await context.newPage()
    await tab.goto(baseUrl() + '/')
    await waitForAllAttached(tab)
    const head = () =>
      tab.evaluate(() => ({
        title: document.title,
        descriptions: [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
        ogUrls: [...document.querySelectorAll('meta[property="og:url"]')].map((meta) => meta.getAttribute('content')),
        dataTypes: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}')['@type']),
      }))
    const expected = (path: string) => {
      const page = site.pages.find((candidate) => candidate.path === path)!
      return { title: page.title, descriptions: [page.description], canonicals: [site.site.url + path], ogUrls: [site.site.url + path] }
    }
    expect(await head()).toMatchObject({ ...expected('/'), dataTypes: ['Organization'] })
    // A mark on window survives only client-side navigation: a full page load would wipe it.
    await tab.evaluate(() => Object.assign(window, { sameDocument: true }))
    await tab.locator('footer').getByRole('link', { name: 'Privacy Policy', exact: true }).click()
    await expect.poll(() => tab.evaluate(() => document.title)).toBe(expected('/privacy').title)
    expect(await head()).toEqual({ ...expected('/privacy'), dataTypes: ['BreadcrumbList'] })
    await tab.locator('header').getByRole('link', { name: 'About', exact: true }).first().click()
    await expect.poll(() => tab.evaluate(() => document.title)).toBe(expected('/about').title)
    expect(await head()).toEqual({ ...expected('/about'), dataTypes: [] })
    expect(tab.url()).toBe(baseUrl() + '/about')
    expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await context.close()
  })
})
