import type { BrowserContext, Page } from 'playwright-core'

/** What a page records of each Content-Security-Policy violation (the event's own fields). */
export interface Violation {
  directive: string
  blocked: string
  source: string
  sample: string
}

/**
 * Records every securitypolicyviolation event of the context's pages on window.__cspViolations, from before
 * the page's own first script runs.
 */
export async function watchCsp(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const seen: unknown[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}`, sample: event.sample })
    })
  })
}

/** The violations a page recorded so far (watchCsp must have been called before it loaded). */
export function cspViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => ((window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [{ directive: 'watchCsp was not installed', blocked: '', source: '', sample: '' }]) as Violation[])
}
