import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

/** The real site.yaml of the repository, as its author wrote it. */
export const realSite = readFileSync(fileURLToPath(new URL('../../../site.yaml', import.meta.url)), 'utf8')
export const realLines = realSite.split('\n')
export const realData = parse(realSite) as { pages: { path: string; sections: { type: string }[] }[] }

export const pageIndex = (path: string) => realData.pages.findIndex((page) => page.path === path)

/** The 1-based line of the real file that is exactly `line` (the first one). */
export function lineOf(line: string, from = 0): number {
  const index = realLines.indexOf(line, from)
  if (index < 0) throw new Error(`site.yaml has no line ${JSON.stringify(line)}`)
  return index + 1
}

/** A copy of the text in a folder of its own. */
export function copyOfSite(text = realSite, mode = 0o644): string {
  const file = join(mkdtempSync(join(tmpdir(), 'editing-')), 'site.yaml')
  writeFileSync(file, text)
  chmodSync(file, mode)
  return file
}
