// Draws pages for scripts/prerender.ts on another core and writes their files (plain JavaScript, so the worker
// needs no TypeScript loader). It is started before the build knows which pages to draw and loads the server
// bundle meanwhile; then it is given the site (the shared blocks, every page's address) with the page template,
// and asks for pages a batch at a time until none are left, saying which it has written.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { fillTemplate, pageModules } from './page-html.mjs'

const entry = await import(workerData.serverEntry)
const folders = new Set()
let job
parentPort.on('message', async (message) => {
  if (message.site) {
    job = message
    entry.provideSite(job.site)
    return
  }
  for (const { id, index, address, page, file } of message.batch) {
    job.site.pages[index] = page
    const drawn = await entry.render(address)
    const folder = dirname(file)
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true })
    folders.add(folder)
    writeFileSync(file, fillTemplate(job.template, drawn.head + pageModules(job.manifest, drawn.islands), drawn.html))
    parentPort.postMessage({ id })
  }
  parentPort.postMessage('more')
})
parentPort.postMessage('more')
