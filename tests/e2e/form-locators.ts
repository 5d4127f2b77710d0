import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The visible form whose submit button reads `submitLabel` (waits for the lazily loaded form). */
export async function formWith(page: Page, submitLabel: string): Promise<Locator> {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: submitLabel }) })
  await form.waitFor({ state: 'visible' })
  return form
}

/** A field by its label text; a required label ends in Mantine's star (" *", hidden from the accessible name). */
export function field(form: Locator, label: string): Locator {
  return form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))
}

/** The text of the error an element's aria-describedby names (the message under a field), once it has one. */
export async function errorText(element: Locator): Promise<string> {
  let errorId: string | undefined
  await expect
    .poll(async () => {
      errorId = ((await element.getAttribute('aria-describedby')) ?? '').split(/\s+/).find((id) => id.endsWith('-error'))
      return errorId !== undefined
    })
    .toBe(true)
  return (await element.page().locator(`[id="${errorId}"]`).textContent()) ?? ''
}
