/** A part drawn as its own root (an island, or a part the same on every page): its HTML, and what it depended on. */
export interface DrawnPart {
  html: string
  /** The addresses it asked about (useIsCurrentPath): it is the same on every page but those. */
  askedPaths: Set<string>
  /** The islands inside it, in order: a page that reuses the part has them too (their modules, their id prefixes). */
  islands: { name: string; props: unknown }[]
}

/**
 * How many drawn parts a worker keeps. A page has a handful; those drawn from the same data on every page (the nav
 * bar, the footer) are asked for on every page and so stay, while those drawn from one page's own data (a form on
 * one page) are never asked for again and are the first to go.
 */
const kept = 200

/**
 * Parts drawn from the same data, at the same place in the page's order of islands, draw the same HTML wherever the
 * page's address does not matter to them: the nav bar and the footer are drawn a few times per build, not once per
 * page. The least recently used go first.
 */
class DrawnParts {
  private readonly parts = new Map<string, DrawnPart>()

  get(key: string): DrawnPart | undefined {
    const part = this.parts.get(key)
    if (part) {
      this.parts.delete(key)
      this.parts.set(key, part)
    }
    return part
  }

  remember(key: string, part: DrawnPart) {
    this.parts.set(key, part)
    if (this.parts.size > kept) this.parts.delete(this.parts.keys().next().value!)
  }
}

export const drawnParts = new DrawnParts()
