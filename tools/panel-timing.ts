import type { Locator } from 'playwright-core'

/**
 * A price changed in the pricing table's open panel, 10 times: from leaving the field until the page is drawn with it
 * (ms each). What `npm run dev-loop` measures in npm start and `npm run budgets:editing-server` on the editing server.
 */
export async function priceChangeTimes(panel: Locator): Promise<number[]> {
  await panel.getByRole('button', { name: 'Plan 1: Standard', exact: true }).click()
  const priceField = panel.locator('[data-path="plans.0.price"]')
  const times: number[] = []
  for (let change = 0; change < 10; change++) {
    const price = `₹27,${100 + change}`
    await priceField.fill(price)
    times.push(
      await priceField.evaluate(
        (field, price) =>
          new Promise<number>((resolve) => {
            const main = document.querySelector('main')!
            const watcher = new MutationObserver(() => {
              if (!main.textContent?.includes(price)) return
              watcher.disconnect()
              requestAnimationFrame(() => resolve(Math.round(performance.now() - started)))
            })
            watcher.observe(main, { subtree: true, childList: true, characterData: true })
            const started = performance.now()
            ;(field as HTMLElement).blur()
          }),
        price,
      ),
    )
    await priceField.focus()
  }
  return times
}
