import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import postcss, { type Rule } from 'postcss'
import { preprocessCSS, resolveConfig } from 'vite'
import { expect, test } from 'vitest'

// In npm start the editing interface's styles are loaded into the preview beside the site's. Off, the preview must be
// exactly the site (CI once saw /contact's layout move when the editor's Mantine sheets came after the site's), so no
// rule of the editor's may reach an element of the site unless editing mode put it there.

const editorFolder = fileURLToPath(new URL('../../src/editing-interface/', import.meta.url))

test('every Mantine rule the editor loads is inside its cascade layer, where the site’s unlayered rules always win', async () => {
  const file = `${editorFolder}mantine-in-layer.css`
  const config = await resolveConfig({ configFile: false, root: fileURLToPath(new URL('../..', import.meta.url)) }, 'serve')
  const { code } = await preprocessCSS(readFileSync(file, 'utf8'), file, config)
  const outside = postcss.parse(code).nodes.filter((node) => node.type !== 'comment' && !(node.type === 'atrule' && node.name === 'layer' && node.params === 'site-editor'))
  expect(outside.map((node) => node.toString().slice(0, 80))).toEqual([])
  expect(code.match(/\.m_[0-9a-f]{8}/g)?.length).toBeGreaterThan(100)
})

test('every rule of editor.css is scoped to the editing interface (#site-editor, or a .site-editor- class it adds)', () => {
  const selectors: string[] = []
  postcss.parse(readFileSync(`${editorFolder}editor.css`, 'utf8')).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as { name?: string }).name === 'keyframes') return
    selectors.push(...rule.selectors)
  })
  expect(selectors.length).toBeGreaterThan(10)
  expect(selectors.filter((selector) => !/^(#site-editor\b|\.site-editor-[\w-]+)/.test(selector.trim()))).toEqual([])
})
