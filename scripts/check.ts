// Validates site.yaml (schema + cross-checks) and prints every problem with site.yaml:LINE:COL.
import { basename } from 'node:path'
import { defaultSiteFile, formatReport, loadSite } from '../src/site/load-site'

const file = process.argv[2] ?? defaultSiteFile
const started = performance.now()
const result = loadSite(file)
const elapsed = performance.now() - started
const name = basename(file)
const report = formatReport(result, name)
if (result.errors.length > 0) {
  console.error(report)
  process.exit(1)
}
console.log(`${report} (${elapsed.toFixed(0)} ms)`)
