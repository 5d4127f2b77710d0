import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** WCAG 2.2 A and AA, as the site and the editor promise them. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** WCAG and axe's best practices: what the public pages and the editing server's own pages are held to. */
export const wcagAndBestPracticeTags = [...wcagTags, 'best-practice']

/**
 * axe-core's violations in the page as it is now (in `include` only, when given), one line each: rule, impact, and
 * where and why for the first few elements.
 *
 * Legacy mode runs axe in the page itself. The default mode runs it in parts and joins them in a new blank page, which
 * cost about a second a run (1.4-2.3 s against 2.2-4.0 s, same violations and passes on five pages). What it is for,
 * iframes from other origins, no page tested here has.
 */
export async function axeViolations(page: Page, { include, tags = wcagAndBestPracticeTags }: { include?: string; tags?: string[] } = {}): Promise<string[]> {
  // Only the violations are read: axe then skips gathering the details of what passed (a fifth to a third of a run).
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(tags).options({ resultTypes: ['violations'] })
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`)
        .join(' | ')}`,
  )
}
