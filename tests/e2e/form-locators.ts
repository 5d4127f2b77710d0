import type { Locator, Page } from 'playwright-core'

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
