// Renders a share of the pages on another core, for scripts/prerender.ts (plain JavaScript, so the worker
// needs no TypeScript loader): imports the server bundle, renders each address, sends the pages back.
import { parentPort, workerData } from 'node:worker_threads'

const entry = await import(workerData.serverEntry)
const rendered = []
for (const address of workerData.addresses) rendered.push(await entry.render(address))
parentPort.postMessage(rendered)
