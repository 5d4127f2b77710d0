import { describe, expect, it } from 'vitest'
import { keepUnchanged } from './keep-unchanged'

describe('keepUnchanged', () => {
  const before = { title: 'Pricing', sections: [{ type: 'hero', title: 'A' }, { type: 'faq', items: [{ q: 'x' }] }], tags: ['a'] }

  it('gives back the old object when nothing changed', () => {
    expect(keepUnchanged(before, structuredClone(before))).toBe(before)
  })

  it('keeps the unchanged parts and takes the changed ones', () => {
    const after = structuredClone(before)
    after.sections[0].title = 'B'
    const kept = keepUnchanged(before, after)
    expect(kept).toEqual(after)
    expect(kept).not.toBe(before)
    expect(kept.sections[0]).not.toBe(before.sections[0])
    expect(kept.sections[1]).toBe(before.sections[1])
    expect(kept.tags).toBe(before.tags)
  })

  it('sees a removed key, a shorter list and a changed kind of value', () => {
    const { tags: _, ...withoutTags } = before
    expect(keepUnchanged(before, withoutTags)).not.toBe(before)
    const shorter = { ...structuredClone(before), sections: [structuredClone(before.sections[0])] }
    const kept = keepUnchanged(before, shorter)
    expect(kept.sections).toHaveLength(1)
    expect(kept.sections[0]).toBe(before.sections[0])
    expect(keepUnchanged({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } })
    expect(keepUnchanged({ a: null }, { a: {} })).toEqual({ a: {} })
  })
})
