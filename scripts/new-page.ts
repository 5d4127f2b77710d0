// Adds a page to site.yaml: npm run new-page -- /careers "Careers" [--nav "Careers"] [--file site.yaml]
// The page gets a hero with the title, a short text to replace, and a description placeholder.
// Only lines are added: every comment and every other line of the file stays exactly as it was.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { addPage, type Added } from '../src/site-changes/add-page'
import { defaultSiteFile, formatReport, loadSite } from '../src/site/load-site'

export { addPage, pathProblem, type Added, type NewPage } from '../src/site-changes/add-page'

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { nav: { type: 'string' }, file: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  })
  const usage = 'Usage: npm run new-page -- /path "Title" [--nav "Label"]\n  for example: npm run new-page -- /careers "Careers" --nav "Careers"'
  if (values.help) {
    console.log(usage)
    return
  }
  const [path, title] = positionals
  if (!path || !title?.trim() || positionals.length > 2) {
    console.error(`${positionals.length > 2 ? 'Put the title in quotes when it has several words. ' : ''}${usage}`)
    process.exit(1)
  }
  if (values.nav !== undefined && !values.nav.trim()) {
    console.error('--nav needs the words of the link, like --nav "Careers".')
    process.exit(1)
  }
  // The site's site.yaml: the project's, SITE_DIR's or SITE_FILE's (src/site/load-site.ts, siteFolders), or --file.
  const file = resolve(values.file ?? defaultSiteFile)
  const source = readFileSync(file, 'utf8')
  let added: Added
  try {
    added = addPage(source, { path, title: title.trim(), nav: values.nav?.trim() })
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  writeFileSync(file, added.text)
  const name = file.split(/[\\/]/).at(-1)!
  console.log(`Added the page ${path} to ${name} at line ${added.line}${values.nav ? `, and "${values.nav.trim()}" to the navigation bar` : ''}.`)
  console.log(`Next: replace its description and texts; see it at http://127.0.0.1:5173${path} while \`npm start\` runs.\n`)
  const result = loadSite(file)
  const report = formatReport(result, name)
  if (result.errors.length > 0) {
    console.error(report)
    process.exit(1)
  }
  console.log(report)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main()
