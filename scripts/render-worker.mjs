// Renders a share of the pages on another core, for scripts/prerender.ts (plain JavaScript, so the worker
// needs no TypeScript loader): imports the server bundle, renders each address and sends each page as soon
// as it is rendered (the main thread writes it), then 'done'.
import { parentPort, workerData } from 'node:worker_threads'

// The server bundle reads the site from here (it holds no content of its own).
globalThis[workerData.siteGlobal] = workerData.site
const entry = await import(workerData.serverEntry)
for (const [index, address] of workerData.addresses.entries()) parentPort.postMessage({ index, page: await entry.render(address) })
parentPort.postMessage('done')
