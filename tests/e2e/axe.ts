import axe from 'axe-core'
import type { Page } from 'playwright-core'

/** WCAG 2.2 A and AA, as the site and the editor promise them. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** WCAG and axe's best practices: what the public pages and the editing server's own pages are held to. */
export const wcagAndBestPracticeTags = [...wcagTags, 'best-practice']

/**
 * axe-core's violations in the page as it is now (in `include` only, when given), one line each: rule, impact, and
 * where and why for the first few elements.
 *
 * axe runs in the page's own document, and only there. The one page tested that has frames is the editor's "Add a
 * section", whose thumbnails are hidden from assistive technology (each draws the gallery's example of a type, drawn by
 * the same components as the pages checked here). @axe-core/playwright, used before, put axe into every frame first and
 * waited up to a second for each one not loaded yet (lazy, below the fold): 18 s for that one dialog.
 */
export async function axeViolations(page: Page, { include, tags = wcagAndBestPracticeTags }: { include?: string; tags?: string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // Only the violations are read: axe then skips gathering the details of what passed (a fifth to a third of a run).
  const violations = await page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: typeof axe }).axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false }).then((results) => results.violations),
    { include, tags },
  )
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`)
        .join(' | ')}`,
  )
}
