import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

// dependency-cruiser (npm run check-imports) reads a declaration file's top-level imports and its import('…') types,
// but not an import statement inside a `declare module` block: such a dependency is missing from its graph, and a
// cycle through it goes unseen (the contract's virtual-modules.d.ts once imported the page loader's PageModule that
// way). Every .d.ts of src/ names the types of its module blocks with import('…').

const root = fileURLToPath(new URL('../../..', import.meta.url))

function declarationFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    return entry.isDirectory() ? declarationFiles(path) : entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** The import and export statements with a module name inside `declare module` blocks, as file:line text. */
function hiddenImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) {
      for (const statement of node.body.statements) {
        const named = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
        const required = ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)
        if (named || required) found.push(`${relative(root, file)}:${source.getLineAndCharacterOfPosition(statement.getStart()).line + 1}: ${statement.getText()}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('declaration files, as dependency-cruiser reads them', () => {
  const files = declarationFiles(join(root, 'src'))

  test('there are some: the site plugin\'s modules at least', () => {
    expect(files.map((file) => relative(root, file))).toContain('src/engine/contract/virtual-modules.d.ts')
  })

  test('no module block imports with a statement: its types are named with import(\'…\'), which the check of imports sees', () => {
    expect(files.flatMap(hiddenImports)).toEqual([])
  })
})
