import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { sections } from '../../src/sections/registry'
import { sectionTypes } from '../../src/site/schema-files'

// The type check already fails when a schema type has no component; this also catches a component
// registered under a name the schema does not have, and a schema/ that changed without gen-types.
test('every section type in schema/section.json has a component in the registry, and the other way round', () => {
  expect(Object.keys(sections).sort()).toEqual(sectionTypes().sort())
})

test('every registered section loads a component', async () => {
  for (const load of Object.values(sections)) expect(['function', 'object']).toContain(typeof (await load()))
})

// Adding a section type is a component, a schema file, a test and (where needed) a rules entry: the test is not optional.
test('every section type has a render test beside its component', () => {
  const folder = fileURLToPath(new URL('../../src/sections/', import.meta.url))
  const missing = sectionTypes().filter((type) => !existsSync(`${folder}${type[0].toUpperCase()}${type.slice(1)}.test.tsx`))
  expect(missing, 'section types without src/sections/<Type>.test.tsx').toEqual([])
})
