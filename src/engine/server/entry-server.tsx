import { StrictMode, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { MantineProvider } from '@mantine/core'
import { AskedPathsContext, IslandProviders, IslandRendererContext, PathContext, type IslandRenderer } from '@/engine/islands/context'
import { DrawOnceContext, type DrawOnce } from '@/engine/islands/DrawnOnce'
import type { SiteConfig } from '@/generated/site'
import { serverSiteGlobal } from '@/engine/contract/server-site-global'
import { islands, type IslandName } from '@/engine/islands/registry'
import { App } from '@/app/App'
import { loadPage, routeFor } from '@/engine/content/page-data'
import { normalizePath } from '@/engine/contract/normalize-path'
import { SiteRoutes } from '@/app/routes'
import { contentChanged } from '@/engine/content/site-data'
import { theme } from '@/theme/theme'

export interface RenderedPage {
  /** What goes in <head>: the tags React hoisted (title, meta, canonical link) and the page's <style>s. */
  head: string
  /** The page's HTML, for inside #root. */
  html: string
  /** The page's islands, each with its modules (the runtime loads them after the first paint). */
  islands: { name: IslandName; files: string[] }[]
}

// The theme's <style> tags (its CSS variables and global classes) are the same on every page: drawn once, then put
// in each page's <head>, instead of computed again for each (~10% of a page's time).
let themeStyles: string | undefined
const themeStylesOnce = () => (themeStyles ??= renderToString(<App>{null}</App>))

/** A part drawn as its own root (an island, or a part the same on every page): its HTML, and what it depended on. */
interface DrawnPart {
  html: string
  /** The addresses it asked about (useIsCurrentPath): it is the same on every page but those. */
  askedPaths: Set<string>
  /** The islands inside it, in order: a page that reuses the part has them too (their modules, their id prefixes). */
  islands: { name: IslandName; props: unknown }[]
}

// Parts drawn from the same data, at the same place in the page's order of islands, draw the same HTML wherever the
// page's address does not matter to them: the nav bar and the footer are drawn a few times per build, not once per
// page. Kept for the build (a worker's share of the pages).
const drawnParts = new Map<string, DrawnPart>()
function remember(key: string, part: DrawnPart) {
  if (drawnParts.size >= 200) drawnParts.clear() // islands whose props are each page's own are never drawn again
  drawnParts.set(key, part)
}

/** React puts preload hints for a root's images first (it has no <head> to put them in). */
const imageHints = /^(?:<link rel="preload"[^>]*\/>)+/
const withoutImageHints = (html: string) => html.replace(imageHints, '')

// A <style> in <body> is valid HTML only as the first child of its parent and without :root, and Mantine writes its
// theme's and each responsive prop's where it draws them: all go into <head>, after the stylesheet (as later in the
// page, they override it), each once.
/** Hoistable <style>s (React writes a root's first): an island's responsive props (IslandProviders says why). */
const hoistableStyle = /<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>/g
/** Mantine's <style>s drawn in place: responsive props outside islands, and every grid's column variables. */
const inlineStyle = /<style data-mantine-styles="inline">([\s\S]*?)<\/style>/g
/**
 * An island's own (a grid's, which Mantine cannot hoist) stay where they are: its root hydrates against them. Marked
 * while the page is put together, so that only the others are moved.
 */
const islandStyle = '<style data-mantine-styles="inline" data-island-style>'
const markIslandStyles = (html: string) => html.replaceAll('<style data-mantine-styles="inline">', islandStyle)

/**
 * The content to draw, given after this bundle has loaded (the prerender loads it while site.yaml is checked).
 * The route table reads the pages from the global (virtual:site/pages); the shared blocks are set as a save in
 * `npm start` sets them. A page's entry may be filled in later, before that page is drawn.
 */
export function provideSite(data: SiteConfig) {
  ;(globalThis as Record<string, unknown>)[serverSiteGlobal] = data
  contentChanged({ site: data.site, navigation: data.navigation, footer: data.footer, forms: data.forms })
}

/** Renders one address of the site to HTML: static HTML, with each island drawn as the root the browser attaches. */
export async function render(pathname: string): Promise<RenderedPage> {
  await routeFor(pathname)
  await loadPage(pathname)
  const path = normalizePath(pathname)
  const used = new Map<IslandName, Set<string>>()
  let count = 0
  /** The part being drawn as its own root, which notes the islands and addresses inside it. */
  let drawing: DrawnPart | undefined

  /** An island of this page: its modules, and its id prefix (the next in the page's order). */
  const register = (name: IslandName, props: unknown) => {
    if (!used.has(name)) used.set(name, new Set([islands[name].file]))
    drawing?.islands.push({ name, props })
    return `i${count++}-`
  }

  /** The HTML `draw` gives, drawn once per build for the same key unless this page's address is one it asked about. */
  const drawOrReuse = (key: string, draw: (askedPaths: Set<string>) => string): string => {
    const outer = drawing
    const known = drawnParts.get(key)
    if (known && !known.askedPaths.has(path)) {
      for (const island of known.islands) register(island.name, island.props)
      known.askedPaths.forEach((asked) => outer?.askedPaths.add(asked))
      return known.html
    }
    const part: DrawnPart = { html: '', askedPaths: new Set(), islands: [] }
    drawing = part
    try {
      part.html = draw(part.askedPaths)
    } finally {
      drawing = outer
    }
    part.askedPaths.forEach((asked) => outer?.askedPaths.add(asked))
    outer?.islands.push(...part.islands)
    // Drawn where every address it asked about was another page's: the same HTML on any page it did not ask about.
    if (!part.askedPaths.has(path)) remember(key, part)
    return part.html
  }

  // Each island is its own root, with its own id prefix: the browser's hydrateRoot for it uses the same one.
  const renderIsland: IslandRenderer = (name, element: ReactElement) => {
    const prefix = register(name as IslandName, element.props)
    const html = drawOrReuse(`island ${name} ${prefix} ${JSON.stringify(element.props)}`, (askedPaths) =>
      markIslandStyles(
        withoutImageHints(
          renderToString(
            <AskedPathsContext value={askedPaths}>
              <IslandProviders path={path}>{element}</IslandProviders>
            </AskedPathsContext>,
            { identifierPrefix: prefix },
          ),
        ),
      ),
    )
    return { prefix, html }
  }

  // A part the same on every page (the footer) is its own root too: the same providers as the page's, its own ids.
  // Its image hints go to the page's <head>, where React put them when the part was drawn with the page (without
  // the logo's, /portfolio's cards moved while it loaded on a slow phone: the layout-shift test saw 0.046).
  const partHints: string[] = []
  const drawOnce: DrawOnce = (inputs, part) => {
    const at = count
    const html = drawOrReuse(`part ${at} ${inputs}`, (askedPaths) =>
      renderToString(
        <AskedPathsContext value={askedPaths}>
          <IslandRendererContext value={renderIsland}>
            <MantineProvider theme={theme} forceColorScheme="dark" withCssVariables={false} withGlobalClasses={false}>
              <PathContext value={path}>{part}</PathContext>
            </MantineProvider>
          </IslandRendererContext>
        </AskedPathsContext>,
        { identifierPrefix: `p${at}-` },
      ),
    )
    partHints.push(imageHints.exec(html)?.[0] ?? '')
    return withoutImageHints(html)
  }
  const markup = renderToString(
    <StrictMode>
      <IslandRendererContext value={renderIsland}>
        <DrawOnceContext value={drawOnce}>
          <App themeStyles={false}>
            <StaticRouter location={pathname}>
              <SiteRoutes />
            </StaticRouter>
          </App>
        </DrawOnceContext>
      </IslandRendererContext>
    </StrictMode>,
  )
  // Every section's code is loaded before rendering: a part still loading would be drawn as its fallback.
  if (markup.includes('<!--$!-->')) throw new Error(`${pathname}: a part of the page was still loading when it was rendered.`)
  // React 19 writes hoisted <title>, <meta> and <link> first when it renders without <html>.
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(markup)?.[0] ?? ''
  // Between markers, so that the app, when it takes the page over, removes them: React manages the next page's own.
  const hints = [...new Set(partHints.join('').match(/<link [^>]*\/>/g) ?? [])].filter((hint) => !hoisted.includes(hint)).join('')
  const pageStyles = new Set<string>()
  const sharedStyles = new Set<string>()
  const html = markup
    .slice(hoisted.length)
    .replace(hoistableStyle, (style) => (sharedStyles.add(style), ''))
    .replace(inlineStyle, (_, css: string) => (pageStyles.add(css), ''))
    .replaceAll(islandStyle, '<style data-mantine-styles="inline">')
  // An empty one when the page has none: React puts an island's later hoistable <style>s after it, where they
  // override the stylesheet, not at the top of <head>.
  if (sharedStyles.size === 0) sharedStyles.add('<style data-precedence="mantine"></style>')
  // The page's own, with its title, which the app removes when it draws another page: their class names are ids
  // React gives by position, which the next page's elements may have too. The theme's and the islands' stay.
  const ownStyles = pageStyles.size > 0 ? `<style data-mantine-styles="inline">${[...pageStyles].join('')}</style>` : ''
  const head = `<!--page-head-->${hints}${hoisted}${ownStyles}<!--/page-head-->${themeStylesOnce()}${[...sharedStyles].join('')}`
  return { head, html, islands: [...used].map(([name, files]) => ({ name, files: [...files] })) }
}
