// A page's HTML file around what React draws: the template filled in, and the links to the page's modules.
// Shared by pipeline/prerender.ts and its workers (pipeline/render-worker.mjs), which write each page as soon as
// they draw it; plain JavaScript, because the workers run without a TypeScript loader.

import { islandsRuntimeEntry } from '../src/engine/contract/entries.js'

/** @typedef {{ file: string, imports?: string[] }} ManifestChunk */

/**
 * index.html with the page's head tags and HTML in place. Replacer functions, not strings: in a replacement
 * string "$&", "$`" and "$'" are patterns, so a text like "Pay $` now" would have pulled in a copy of the template.
 * @param {string} template
 * @param {string} head
 * @param {string} html
 * @returns {string}
 */
export function fillTemplate(template, head, html) {
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => html)
}

/**
 * A module of the build and every module it imports statically, in load order, each once.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} keys
 * @returns {string[]}
 */
function withImports(manifest, keys) {
  const files = new Set()
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build has no module ${key}.`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return [...files]
}


/**
 * The module links of a page, held in <template>s (inert: nothing loads) until the page has painted: then
 * src/engine/browser/boot.ts moves into <head> the islands runtime's (marked data-app: boot.ts imports it) and those of
 * the islands on screen, and they all download at once; the runtime fetches the others as it attaches them.
 * Fetched with the HTML, the scripts would share a phone's slow connection with the stylesheet and hold back
 * the first paint. A page without islands still gets the runtime, for client-side navigation.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {{ name: string, files: string[] }[]} islands
 * @returns {string}
 */
export function pageModules(manifest, islands) {
  /** @param {string} file */
  const link = (file) => `<link rel="modulepreload" crossorigin href="/${file}">`
  const [runtime, ...runtimeImports] = withImports(manifest, [islandsRuntimeEntry])
  const templates = [`<template id="page-modules"><link rel="modulepreload" crossorigin href="/${runtime}" data-app>${runtimeImports.map(link).join('')}</template>`]
  const loaded = new Set([runtime, ...runtimeImports])
  for (const { name, files: modules } of islands) {
    const files = withImports(manifest, modules).filter((chunk) => !loaded.has(chunk))
    templates.push(`<template data-island-modules="${name}">${files.map(link).join('')}</template>`)
  }
  return templates.join('')
}
