// @vitest-environment jsdom
import { Paper } from '@mantine/core'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { IslandProviders } from './context'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
afterEach(() => {
  document.head.replaceChildren()
  document.body.replaceChildren()
})

// The prerender moves every <style> out of <body> into <head> (src/engine/server/entry-server.tsx). An island's root is
// hydrated: a <style> Mantine drew in place inside it could not move without the root missing it.
const island = (
  <IslandProviders path="/">
    <section>
      <h2>Plans</h2>
      <Paper p={{ base: 'md', sm: 'xl' }}>Basic</Paper>
    </section>
  </IslandProviders>
)

it("an island's responsive style prop draws a <style> React hoists, which its root finds in <head> when it hydrates", async () => {
  const html = renderToString(island, { identifierPrefix: 'i0-' })
  const style = /^<style data-precedence="mantine" data-href="[^"]+">[^<]+<\/style>/.exec(html)?.[0]
  expect(style).toBeDefined()
  const rest = html.slice(style!.length)
  expect(rest).not.toContain('<style')
  expect(style).toContain('@media')

  // As the built page has it: the <style> in <head>, the island's HTML in <body>.
  document.head.innerHTML = style!
  const container = document.createElement('div')
  container.innerHTML = rest
  document.body.append(container)
  const problems: string[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void problems.push(args.map(String).join(' ')))
  await act(async () => {
    hydrateRoot(container, island, { identifierPrefix: 'i0-', onRecoverableError: (error) => problems.push(String(error)) })
  })
  consoleError.mockRestore()
  expect(problems).toEqual([])
  expect(container.innerHTML).toBe(rest)
  // The one in <head> is used: React added no second copy.
  expect(document.querySelectorAll('style')).toHaveLength(1)
  expect(document.querySelector('[class*="__m"]')?.className).toContain(/\.(__m\w*__-[\w-]+)\{/.exec(style!)?.[1])
})
