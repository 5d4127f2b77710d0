// How a built site carries its content to the browser: the prerender writes these files and this block
// (pipeline/prerender.ts), the browser's modules read them (src/engine/browser/built-site.ts, built-pages.ts).
import type { Page, Section } from '../../generated/site'

/** Where a built site keeps its data: the route table (routes.json), and one file per page. */
export const dataDir = '_data'

/** JSON inside a <script type="application/json">: no "</script>" in a value can end the block early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** The id of the JSON block in every built page that holds the shared blocks (site, navigation, footer, forms). */
export const sharedDataId = 'site-data'

/** The id of the JSON block in the editing server's section gallery that holds its examples and their icons. */
export const sectionExamplesId = 'section-examples'

/** The data file of the page at `path` (a site path, or "*" for the not-found page). */
export function pageDataFile(path: string): string {
  return `${dataDir}/pages/${path === '*' ? '404' : path === '/' ? 'index' : path.slice(1)}.json`
}

/** A page's head data (title, description, …): everything but its sections. */
export type PageSummary = Omit<Page, 'sections'>

/** `npm start` only: where a page's sections are written in site.yaml, the file (as the project names it) and each section's line. */
export interface SectionSource {
  file: string
  lines: number[]
}

/**
 * One page of site.yaml as its own module: its head data and its sections. What a page's data file holds in a built
 * site (pageDataFile), and what `virtual:site/pages` loads for each page in `npm start`.
 */
export interface PageModule {
  page: PageSummary
  sections: Section[]
  /** `npm start` only: where each section is written (Alt+click opens it). */
  source?: SectionSource
}

/** A Tabler icon's drawing: its SVG elements, each with its attributes. */
export type IconNode = [string, Record<string, string>][]
/** The icons a site names (src/site/icon-names.ts): each name as written in site.yaml, with Tabler's name and drawing. */
export type UsedIcons = Record<string, [tablerName: string, node: IconNode]>

/**
 * The drawings of the icons the site names, beside the pages: a built page draws its icons in its HTML, and the app
 * fetches these with the first page it draws itself (the bundles hold no content, so not even the icons).
 */
export const iconsDataFile = `${dataDir}/icons.json`
