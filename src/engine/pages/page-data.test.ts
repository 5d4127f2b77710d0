import { describe, expect, it } from 'vitest'
import type { Section } from '@/generated/site'
import type { PageSummary } from '@/engine/contract/data-files'
import { loadPage, replacePages } from './page-data'

const pricing = () => ({
  index: 0,
  page: { path: '/pricing', title: 'Pricing', description: 'Plans' } as PageSummary,
  sections: [
    { type: 'hero', title: 'Pricing', subtitle: 'Plans' },
    { type: 'faq', heading: 'Questions', items: [{ question: 'Why?', answer: 'Because.' }] },
  ] as unknown as Section[],
})

describe('replacePages (a save of site.yaml in npm start)', () => {
  it('keeps the unchanged parts of a page as the same objects, so only the edited section draws again', async () => {
    await replacePages([pricing()], '/pricing')
    const before = loadPage('/pricing').value!
    const edited = pricing()
    ;(edited.sections[1] as unknown as { heading: string }).heading = 'Your questions'
    await replacePages([edited], '/pricing')
    const after = loadPage('/pricing').value!
    expect(after.sections[1]).toEqual(edited.sections[1])
    expect(after.sections[1]).not.toBe(before.sections[1])
    expect(after.sections[0]).toBe(before.sections[0])
    expect(after.page).toBe(before.page)
  })

  it('gives back the very same page when the save changed nothing on it', async () => {
    await replacePages([pricing()], '/pricing')
    const before = loadPage('/pricing').value
    await replacePages([pricing()], '/pricing')
    expect(loadPage('/pricing').value).toBe(before)
  })
})
