// Draws pages for pipeline/prerender.ts on another core and writes their files (plain JavaScript, so the worker
// needs no TypeScript loader). It is started before the build knows which pages to draw and loads the server
// bundle meanwhile; then it is given the site (the shared blocks, every page's address) with the page template,
// and asks for pages a batch at a time until none are left, writing each page's HTML (and its data file, when
// that changed) and saying which it has written.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { fillTemplate, pageModules } from './page-html.mjs'

const entry = await import(workerData.serverEntry)
const folders = new Set()
/** Writes a file, making its folder first if this worker has not (the build makes none for the pages it draws). */
function write(file, text) {
  const folder = dirname(file)
  if (!folders.has(folder)) mkdirSync(folder, { recursive: true })
  folders.add(folder)
  writeFileSync(file, text)
}
let job
parentPort.on('message', async (message) => {
  if (message.site) {
    job = message
    entry.provideSite(job.site, job.icons)
    return
  }
  for (const { id, index, address, page, file, dataFile } of message.batch) {
    job.site.pages[index] = page
    const drawn = await entry.render(address)
    write(file, fillTemplate(job.template, drawn.head + pageModules(job.manifest, drawn.islands), drawn.html))
    if (dataFile) {
      // The same text the build hashed: { page, sections }, in that order.
      const { sections, ...rest } = page
      write(dataFile, JSON.stringify({ page: rest, sections }))
    }
    parentPort.postMessage({ id })
  }
  parentPort.postMessage('more')
})
parentPort.postMessage('more')
