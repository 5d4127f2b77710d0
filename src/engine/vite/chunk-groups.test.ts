import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { holdsCode } from './chunk-groups'

const packageFile = (path: string) => readFileSync(new URL(`../../../node_modules/${path}`, import.meta.url), 'utf8')

// A package index taken for code would put the whole package in every island's chunk: the pre-check may only
// ever say "code" of a module that has some.
describe('holdsCode, the check that spares parsing a package module', () => {
  it('says no of the package indexes the islands import from: Mantine, its hooks and the icons', () => {
    for (const index of ['@mantine/core/esm/index.mjs', '@mantine/hooks/esm/index.mjs', '@tabler/icons-react/dist/esm/tabler-icons-react.mjs']) {
      expect(holdsCode(packageFile(index)), index).toBe(false)
    }
  })

  it('says no of an index whose comments and strings hold "=", "(" and keywords', () => {
    const index = ["'use client';", '/* re-exports (all of them) */', "export { a as b } from './a=(1).mjs';", 'export * from "./const function.mjs";', '//# sourceMappingURL=index.mjs.map'].join('\n')
    expect(holdsCode(index)).toBe(false)
  })

  it('says yes of a module with an assignment, a call or a declaration', () => {
    expect(holdsCode(packageFile('@mantine/core/esm/components/Button/Button.mjs'))).toBe(true)
    expect(holdsCode("import { x } from './x';\nx();")).toBe(true)
    expect(holdsCode("export const a = 1;")).toBe(true)
    expect(holdsCode("export function f() {}")).toBe(true)
  })
})
