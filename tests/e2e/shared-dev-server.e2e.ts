import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test, vi } from 'vitest'
import { siteEditPath, siteEditTokenHeader, siteEditTokenMeta } from '../../src/engine/contract/site-edit'
import { startSharedDevServer } from './shared-dev-server'

// The shared dev server (tests/e2e/shared-dev-server.ts) edits its copy of site.yaml for the whole run. Vite restarts
// a dev server when a file its config imports is saved, and reads the config again: once that made the server
// forget its copy and edit the project's own site.yaml. A saved config file now leaves it as it is.

const projectSite = join(import.meta.dirname, '../../site.yaml')
let close: (() => Promise<void>) | undefined
afterAll(() => close?.())

test('a file of the config saved during the run: the shared dev server does not restart, and still edits its copy, never the project’s site.yaml', { timeout: 60_000 }, async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const shared = await startSharedDevServer('restart-check')
  close = shared.close
  const configBefore = shared.server.config
  // What Vite calls when a file the config imports is saved (src/engine/vite/…).
  await shared.server.restart()
  expect(shared.server.config).toBe(configBefore)

  // What the page's door changes is still the copy.
  const projectBytes = readFileSync(projectSite)
  const html = await (await fetch(shared.url + '/')).text()
  const token = html.match(new RegExp(`<meta name="${siteEditTokenMeta}" content="([^"]+)"`))![1]
  const door = (action: string, body: object) =>
    fetch(`${shared.url}${siteEditPath}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: shared.url, [siteEditTokenHeader]: token }, body: JSON.stringify(body) }).then(async (response) => ({ status: response.status, body: await response.json() }))
  const { body: state } = await door('state', {})
  try {
    const changed = await door('change', { version: state.version, change: { kind: 'set', path: ['pages', 0, 'title'], value: 'A title set by the restart check' } })
    expect(changed.status).toBe(200)
    expect(readFileSync(projectSite).equals(projectBytes), 'the project’s site.yaml is untouched').toBe(true)
    expect(readFileSync(shared.siteFile, 'utf8')).toContain('A title set by the restart check')
  } finally {
    // Without the guard, this check's own change lands in the project's site.yaml: put its bytes back.
    writeFileSync(projectSite, projectBytes)
    warn.mockRestore()
  }
})
