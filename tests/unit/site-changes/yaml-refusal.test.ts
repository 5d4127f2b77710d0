import { describe, expect, test } from 'vitest'
import { nodeText } from '../../../src/site-changes/node-text'
import { applyChange, fileVersion } from '../../../src/site-changes/site-file'
import { pathInRefusal, refusalRange } from '../../../src/editing-interface/yaml-refusal'
import { copyOfSite, pageIndex, realSite } from './real-site'

// The YAML tab shows a refusal of the check at its line in the section's text: the place the check's words name
// ("… (at /pricing → section 2 (pricingTable) → plans, entry 1 → price)") is found again in the text.

const section = ['pages', pageIndex('/pricing'), 'sections', 1]

/** The check's message for the section written as `text`, as the tab shows it: the refusal's details (its plain words name no line). */
function refusalOf(text: string): string {
  const result = applyChange(copyOfSite(), { version: fileVersion(realSite), change: { kind: 'setText', path: section, text } })
  if (result.ok) throw new Error('The text was accepted.')
  if (result.details === undefined) throw new Error('The refusal has no details.')
  return result.details
}

/** The line (from 1) of the text where the refusal is drawn, and that line. */
function lineOfRefusal(text: string, message: string): [number, string] {
  const { from } = refusalRange(text, message)
  const line = text.slice(0, from).split('\n').length
  return [line, text.split('\n')[line - 1]]
}

describe('a refusal in the YAML tab', () => {
  test('the place in words becomes a path within the section', () => {
    expect(pathInRefusal('Wrong. (at /pricing → section 2 (pricingTable) → plans, entry 1 → price)')).toEqual(['plans', 0, 'price'])
    expect(pathInRefusal('Wrong. (at /contact → section 2 (columns) → column 1 → section 1 (tabs) → tabs, entry 2 → label)')).toEqual(['columns', 0, 'sections', 0, 'tabs', 1, 'label'])
    expect(pathInRefusal('Wrong. (at the YAML syntax)')).toBeUndefined()
  })

  test('a value the schema refuses is marked on its own line', () => {
    const text = nodeText(realSite, section).replace('price: "₹49,999"', 'price: 49999')
    const message = refusalOf(text)
    expect(message).toContain('plans')
    expect(lineOfRefusal(text, message)[1]).toBe('    price: 49999')
  })

  test('a key the section does not have is marked on its line', () => {
    const text = nodeText(realSite, section).replace('id: packages\n', 'id: packages\ncolour: red\n')
    const message = refusalOf(text)
    expect(lineOfRefusal(text, message)).toEqual([3, 'colour: red'])
  })

  test('a text that is not YAML is marked at its first YAML error', () => {
    const text = nodeText(realSite, section).replace('id: packages', 'id: packages: bad')
    const message = refusalOf(text)
    expect(lineOfRefusal(text, message)).toEqual([2, 'id: packages: bad'])
  })
})
