// Validates site.yaml (schema + cross-checks) and prints every problem with site.yaml:LINE:COL.
import { basename } from 'node:path'
import { defaultSiteFile, formatReport, loadSite } from '../src/site/load-site'
import { validatorOrigin } from '../src/site/validate-schema'

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
// A stale precompiled validator is not wrong (the loader compiles the schema itself) but makes the check slow.
const stale = validatorOrigin() === 'compiled' ? '; schema compiled now, as src/generated/validate-site.cjs is out of date: run npm run gen-types' : ''
console.log(`${report} (${elapsed.toFixed(0)} ms${stale})`)
