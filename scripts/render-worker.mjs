// Draws pages for scripts/prerender.ts on another core (plain JavaScript, so the worker needs no TypeScript
// loader). It is started before the build knows which pages to draw and loads the server bundle meanwhile; then
// it is given the site (the shared blocks, every page's address) and asks for pages a batch at a time, sending
// each page as soon as it is drawn (the main thread writes it), until none are left.
import { parentPort, workerData } from 'node:worker_threads'

const entry = await import(workerData.serverEntry)
let site
parentPort.on('message', async (message) => {
  if (message.site) {
    site = message.site
    entry.provideSite(site)
    return
  }
  for (const { id, index, address, page } of message.batch) {
    site.pages[index] = page
    parentPort.postMessage({ id, page: await entry.render(address) })
  }
  parentPort.postMessage('more')
})
parentPort.postMessage('more')
