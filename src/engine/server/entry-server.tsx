// Draws one address of the site to HTML, in Node (the prerender's workers call render for each page). The page is
// static HTML, with each island drawn as the root the browser attaches (src/engine/browser/islands-runtime.tsx).
import { StrictMode, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { App } from '@/app/App'
import { SiteRoutes } from '@/app/routes'
import { loadPage, routeFor } from '@/engine/pages/page-data'
import { StillLoadingContext } from '@/engine/pages/PageLoading'
import { contentChanged } from '@/engine/content/site-data'
import { normalizePath } from '@/engine/contract/normalize-path'
import { AskedPathsContext, IslandComponentsContext, IslandProviders, IslandRendererContext, PathContext, type IslandRenderer } from '@/engine/islands/context'
import { DrawOnceContext, type DrawOnce } from '@/engine/islands/DrawnOnce'
import type { SiteConfig } from '@/generated/site'
import type { UsedIcons } from '@/engine/contract/data-files'
import { ThemeProvider } from '@/theme/ThemeProvider'
import { islandComponent, islandFile } from './island-modules'
import { setProvidedSite, site } from './provided-site'
import { drawnParts, type DrawnPart } from './drawn-parts'
import { pageHead, withoutImageHints, imageHintsOf, markIslandStyles } from './page-head'

export interface RenderedPage {
  /** What goes in <head>: the tags React hoisted (title, meta, canonical link) and the page's <style>s. */
  head: string
  /** The page's HTML, for inside #root. */
  html: string
  /** The page's islands, each with its modules (the runtime loads them after the first paint). */
  islands: { name: string; files: string[] }[]
}

/**
 * The content to draw, given after this bundle has loaded (the prerender loads it while site.yaml is checked).
 * The route table reads the pages as they are drawn; the shared blocks are set as a save in `npm start` sets them.
 */
export function provideSite(data: SiteConfig, icons?: UsedIcons) {
  setProvidedSite(data, icons)
  contentChanged({ site: data.site, navigation: data.navigation, footer: data.footer, forms: data.forms })
}

// The theme's <style> tags (its CSS variables and global classes) are the same on every page: drawn once per theme
// (site.theme), then put in each page's <head>, instead of computed again for each.
const themeStyles = new Map<string, string>()
function themeStylesOnce() {
  const key = JSON.stringify(site?.theme ?? {})
  let styles = themeStyles.get(key)
  if (styles === undefined) themeStyles.set(key, (styles = renderToString(<App>{null}</App>)))
  return styles
}

/** Renders one address of the site to HTML. */
export async function render(pathname: string): Promise<RenderedPage> {
  await routeFor(pathname)
  await loadPage(pathname)
  const drawing = new PageDrawing(normalizePath(pathname))
  let suspended = false
  const markup = renderToString(
    <StrictMode>
      <IslandComponentsContext value={islandComponent}>
        <IslandRendererContext value={drawing.renderIsland}>
          <DrawOnceContext value={drawing.drawOnce}>
            <App themeStyles={false}>
              <StaticRouter location={pathname}>
                <StillLoadingContext value={() => (suspended = true)}>
                  <SiteRoutes />
                </StillLoadingContext>
              </StaticRouter>
            </App>
          </DrawOnceContext>
        </IslandRendererContext>
      </IslandComponentsContext>
    </StrictMode>,
  )
  if (suspended) throw new Error(`${pathname}: a part of the page was still loading when it was rendered.`)
  return { ...pageHead(markup, drawing.partHints, themeStylesOnce()), islands: drawing.islands() }
}

/** One page being drawn: its islands in order (each with its id prefix), and the parts drawn as roots of their own. */
class PageDrawing {
  private readonly used = new Map<string, Set<string>>()
  private count = 0
  /** The part being drawn as its own root, which notes the islands and addresses inside it. */
  private current: DrawnPart | undefined
  /** The image hints of parts drawn as their own roots (they go to the page's <head>). */
  readonly partHints: string[] = []

  constructor(private readonly path: string) {}

  islands() {
    return [...this.used].map(([name, files]) => ({ name, files: [...files] }))
  }

  /** An island of this page: its module, and its id prefix (the next in the page's order). */
  private register(name: string, props: unknown) {
    if (!this.used.has(name)) this.used.set(name, new Set([islandFile(name)]))
    this.current?.islands.push({ name, props })
    return `i${this.count++}-`
  }

  /** The HTML `draw` gives, drawn once per build for the same key unless this page's address is one it asked about. */
  private drawOrReuse(key: string, draw: (askedPaths: Set<string>) => string): string {
    const outer = this.current
    const known = drawnParts.get(key)
    if (known && !known.askedPaths.has(this.path)) {
      for (const island of known.islands) this.register(island.name, island.props)
      known.askedPaths.forEach((asked) => outer?.askedPaths.add(asked))
      return known.html
    }
    const part: DrawnPart = { html: '', askedPaths: new Set(), islands: [] }
    this.current = part
    try {
      part.html = draw(part.askedPaths)
    } finally {
      this.current = outer
    }
    part.askedPaths.forEach((asked) => outer?.askedPaths.add(asked))
    outer?.islands.push(...part.islands)
    // Drawn where every address it asked about was another page's: the same HTML on any page it did not ask about.
    if (!part.askedPaths.has(this.path)) drawnParts.remember(key, part)
    return part.html
  }

  /** Each island is its own root, with its own id prefix: the browser's hydrateRoot for it uses the same one. */
  readonly renderIsland: IslandRenderer = (name, element: ReactElement) => {
    const prefix = this.register(name, element.props)
    const html = this.drawOrReuse(`island ${name} ${prefix} ${JSON.stringify(element.props)}`, (askedPaths) =>
      markIslandStyles(
        withoutImageHints(
          renderToString(
            <AskedPathsContext value={askedPaths}>
              <IslandProviders path={this.path}>{element}</IslandProviders>
            </AskedPathsContext>,
            { identifierPrefix: prefix },
          ),
        ),
      ),
    )
    return { prefix, html }
  }

  /**
   * A part the same on every page (the footer) is its own root too: the same providers as the page's, its own ids.
   * Its image hints go to the page's <head>, where React put them when the part was drawn with the page (without
   * the logo's, /portfolio's cards moved while it loaded on a slow phone).
   */
  readonly drawOnce: DrawOnce = (inputs, part) => {
    const at = this.count
    const html = this.drawOrReuse(`part ${at} ${inputs}`, (askedPaths) =>
      renderToString(
        <AskedPathsContext value={askedPaths}>
          <IslandComponentsContext value={islandComponent}>
            <IslandRendererContext value={this.renderIsland}>
              <ThemeProvider>
                <PathContext value={this.path}>{part}</PathContext>
              </ThemeProvider>
            </IslandRendererContext>
          </IslandComponentsContext>
        </AskedPathsContext>,
        { identifierPrefix: `p${at}-` },
      ),
    )
    this.partHints.push(imageHintsOf(html))
    return withoutImageHints(html)
  }
}
