// What the server's render does to React's HTML for a page: the tags and <style>s that belong in <head> go there.

/** React puts preload hints for a root's images first (it has no <head> to put them in). */
const imageHints = /^(?:<link rel="preload"[^>]*\/>)+/
export const withoutImageHints = (html: string) => html.replace(imageHints, '')
export const imageHintsOf = (html: string) => imageHints.exec(html)?.[0] ?? ''

// A <style> in <body> is valid HTML only as the first child of its parent and without :root, and Mantine writes its
// theme's and each responsive prop's where it draws them: all go into <head>, after the stylesheet (as later in the
// page, they override it), each once.
/** Hoistable <style>s (React writes a root's first): an island's responsive props (see ThemeProvider's hoistedStyles). */
const hoistableStyle = /<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>/g
/** Mantine's <style>s drawn in place: responsive props outside islands, and every grid's column variables. */
const inlineStyle = /<style data-mantine-styles="inline">([\s\S]*?)<\/style>/g
/**
 * An island's own (a grid's, which Mantine cannot hoist) stay where they are: its root hydrates against them. Marked
 * while the page is put together, so that only the others are moved.
 */
const islandStyle = '<style data-mantine-styles="inline" data-island-style>'
export const markIslandStyles = (html: string) => html.replaceAll('<style data-mantine-styles="inline">', islandStyle)

/**
 * A page's HTML as React drew it, split into what goes in <head> and what goes in #root. `partHints`: the image hints
 * of the parts drawn as roots of their own; `themeStyles`: the theme's <style>s, the same on every page.
 */
export function pageHead(markup: string, partHints: string[], themeStyles: string): { head: string; html: string } {
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
  return { head: `<!--page-head-->${hints}${hoisted}${ownStyles}<!--/page-head-->${themeStyles}${[...sharedStyles].join('')}`, html }
}
